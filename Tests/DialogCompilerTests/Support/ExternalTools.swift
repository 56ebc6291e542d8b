import Foundation

/// Runs outside programs for the tests that need them, and says when they are missing.
///
/// On a developer's machine a missing tool skips its tests with a printed reason; under CI
/// (`CI=true`) the tests run regardless, so a missing tool fails them instead of hiding.
enum ExternalTools {
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    struct Run {
        var status: Int32
        /// Standard output exactly as written, for byte-for-byte comparisons.
        var outputBytes: Data
        var standardError: String
        /// Whether the process was killed for running past its time limit.
        var timedOut = false
        var standardOutput: String { String(decoding: outputBytes, as: UTF8.self) }
    }

    /// Runs `executable` (looked up on PATH unless it is a path) and collects its output. With a
    /// `timeout`, a process still running after that many seconds is killed and `timedOut` set.
    /// `environment` replaces the whole environment when given. `input`, when given, is written
    /// to the process's standard input through a pipe, which is then closed.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval? = nil, input: Data? = nil
    ) throws -> Run {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        // Files rather than pipes: a process that writes a lot to both streams cannot block.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = error
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        try process.run()
        if let inputPipe, let input {
            // A writer thread, so a child that writes before it has read everything cannot block on us.
            let writer = inputPipe.fileHandleForWriting
            let thread = Thread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
            thread.start()
        }
        let timedOut = timeout.map { !waitForExit(process, timeout: $0) } ?? false
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Run(
            status: process.terminationStatus, outputBytes: try Data(contentsOf: outputURL),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self), timedOut: timedOut)
    }

    /// Waits for `process` to end; false when it is still running after `timeout` seconds.
    static func waitForExit(_ process: Process, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        process.waitUntilExit()
        return true
    }

    /// Whether Python 3 with the `jsonschema` package is available.
    static let hasPythonJSONSchema: Bool = {
        (try? run("python3", ["-c", "import jsonschema"]).status) == 0
    }()

    /// Whether tests that need Python's `jsonschema` run: always in CI, else when it is installed.
    static var runsJSONSchemaTests: Bool {
        if !hasPythonJSONSchema, !isCI {
            print("note: skipping JSON Schema tests: python3 with 'jsonschema' is not installed (pip install jsonschema)")
        }
        return hasPythonJSONSchema || isCI
    }
}
