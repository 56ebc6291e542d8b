import Foundation

/// Runs outside programs for the tests that need them, and says when they are missing.
///
/// On a developer's machine a missing tool skips its tests with a printed reason; under CI
/// (`CI=true`) the tests run regardless, so a missing tool fails them instead of hiding.
enum ExternalTools {
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `executable` (looked up on PATH unless it is a path) and collects its output.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil
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
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Run(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8))
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
