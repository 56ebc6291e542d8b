import Foundation
import Testing

/// Signals at the moments users send them (issue 35, defect 7): a hang-up the caller ignored
/// (`nohup`) must not end a run, and a preview stopped while it writes must leave the previous
/// gallery whole, never some old pictures and some new ones without a page to show them.
@Suite struct InterruptedPreviewTests {
    static let specCount = 400

    static func writeSpecs(in root: URL, message: String) throws {
        for index in 0..<specCount {
            try Hardening.write(
                OutputPolicyTests.spec(id: "dialog\(index)", message: "\(message) \(index)"),
                to: root.appendingPathComponent("specs/s\(index).json"))
        }
    }

    /// Every file below `folder` but the stamp, with its bytes.
    static func gallery(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in HardeningTests.FileSystemTests.tree(folder) where !path.hasSuffix(".dialogc-preview-stamp") {
            files[path] = try? Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }

    /// Whether a staged file of a run (`.NAME.dialogc-PID.tmp`) lies in one of the gallery's folders.
    static func hasStagedFile(in folder: URL) -> Bool {
        for sub in ["", "iphone-se", "iphone-15"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            if names.contains(where: { $0.contains(".dialogc-") && $0.hasSuffix(".tmp") }) { return true }
        }
        return false
    }

    static func start(_ arguments: [String], in root: URL, ignoringHangUp: Bool = false) throws -> Process {
        let executable = try #require(Dialogc.executable)
        let process = Process()
        if ignoringHangUp {
            // As `nohup` starts it: the shell ignores SIGHUP, and `exec` hands that on.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' HUP; exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try withSignalsUnblocked { try process.run() }
        return process
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP unblocked: a child inherits the signal mask, and
    /// the test runner's threads block these, so a child started without this would hold every
    /// signal the test sends until it had finished, and the test would prove nothing.
    static func withSignalsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, number) }
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    @Test func aHangUpTheCallerIgnoresDoesNotEndThePreview() throws {
        let root = try Hardening.scratch("nohup")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeSpecs(in: root, message: "old")
        let gallery = root.appendingPathComponent("gallery")
        let process = try Self.start(["preview", "specs", "--output", "gallery"], in: root, ignoringHangUp: true)
        var hangUps = 0
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            // Once the shell has handed over to dialogc: the shell itself must not meet a hang-up
            // before its `trap` has run.
            let name = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/comm", encoding: .utf8)) ?? ""
            if name.hasPrefix("dialogc") {
                kill(process.processIdentifier, SIGHUP)
                hangUps += 1
            }
            usleep(500)
        }
        #expect(ExternalTools.waitForExit(process, timeout: 30))
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 0,
            "ended by \(process.terminationReason) \(process.terminationStatus)")
        #expect(hangUps > 10, "only \(hangUps) hang-ups reached the run; the test proves little")
        #expect(Self.gallery(gallery).count == 1 + 4 * Self.specCount)
    }

    @Test func anInterruptedPreviewLeavesThePreviousGalleryWhole() throws {
        let root = try Hardening.scratch("interrupted-preview")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeSpecs(in: root, message: "new")
        #expect(try Hardening.dialogc(["preview", "specs", "--output", "reference-new"], in: root, timeout: 300).status == 0)
        try Self.writeSpecs(in: root, message: "old")
        #expect(try Hardening.dialogc(["preview", "specs", "--output", "reference-old"], in: root, timeout: 300).status == 0)
        let old = Self.gallery(root.appendingPathComponent("reference-old"))
        let new = Self.gallery(root.appendingPathComponent("reference-new"))
        try #require(old.count == 1 + 4 * Self.specCount && old != new)
        try Self.writeSpecs(in: root, message: "new")

        var stoppedWhileWriting = 0
        for attempt in 0..<4 {
            let output = "gallery\(attempt)"
            let folder = root.appendingPathComponent(output)
            // The previous gallery, as a run on the old specs left it (its stamp no longer matches
            // its copied files, so the next run does all the work again).
            try FileManager.default.copyItem(at: root.appendingPathComponent("reference-old"), to: folder)
            let process = try Self.start(["preview", "specs", "--output", output], in: root)
            let deadline = Date().addingTimeInterval(120)
            while process.isRunning, !Self.hasStagedFile(in: folder), Date() < deadline { usleep(100) }
            if process.isRunning {
                kill(process.processIdentifier, attempt % 2 == 0 ? SIGTERM : SIGINT)
            }
            #expect(ExternalTools.waitForExit(process, timeout: 60))
            if process.terminationReason == .uncaughtSignal { stoppedWhileWriting += 1 }
            let after = Self.gallery(folder)
            #expect(after == old || after == new, "attempt \(attempt): the gallery is part old, part new (\(after.count) files)")
            #expect(!Self.hasStagedFile(in: folder), "attempt \(attempt): a staged file was left behind")
        }
        #expect(stoppedWhileWriting >= 2, "only \(stoppedWhileWriting) of 4 runs were stopped while writing; the test proves little")
    }
}
