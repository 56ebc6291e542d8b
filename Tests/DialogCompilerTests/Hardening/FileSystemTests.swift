import Foundation
import Testing

extension HardeningTests {
    /// The built `dialogc` against hostile file systems: names built to escape the output
    /// directory, inputs that cannot be read, and runs interrupted while they write.
    /// (A symbolic-link loop is `ValidateCommandTests.aSymbolicLinkLoopEnds`.)
    @Suite struct FileSystemTests {
        static func spec(id: String) -> String {
            #"{"specVersion": 1, "dialogs": [{"id": "\#(id)", "type": "toast", "message": "from \#(id)"}]}"# + "\n"
        }

        /// Every regular file and symbolic link below `root`, as paths relative to it.
        static func tree(_ root: URL) -> Set<String> {
            guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
            var paths: Set<String> = []
            while let path = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    || !isDirectory.boolValue
                {
                    paths.insert(path)
                }
            }
            return paths
        }

        /// Spec file names with dots, spaces, quotes, backslashes, line breaks, bidirectional
        /// controls and percent escapes; given as paths with `..`, `./` and absolute paths.
        static let hostileNames = [
            "a..b.json", "..json", "...json", "with space.json", "qu\"ote's.json", "back\\slash.json", "new\nline.json",
            "tab\tname.json", "star*?.json", "%2e%2e%2fup.json", "bidi\u{202E}nosj.exe.json", "émoji😀.json", "-dash.json",
            "CON.json", "Specs_dup.json",
        ]

        @Test func outputNeverLeavesTheOutputDirectory() throws {
            let root = try Hardening.scratch("escape")
            defer { try? FileManager.default.removeItem(at: root) }
            let specs = root.appendingPathComponent("deep/specs dir")
            var paths: [String] = []
            for (index, name) in Self.hostileNames.enumerated() {
                try Hardening.write(Self.spec(id: "dialog\(index)"), to: specs.appendingPathComponent(name))
                // Relative with `..` segments, relative with `./`, and absolute, in turn.
                switch index % 3 {
                case 0: paths.append("deep/specs dir/../specs dir/./" + name)
                case 1: paths.append("./deep/specs dir/" + name)
                default: paths.append(specs.appendingPathComponent(name).path)
                }
            }
            try FileManager.default.createDirectory(at: root.appendingPathComponent("out dir"), withIntermediateDirectories: true)
            for output in ["out", "out dir/one file.swift"] {
                let before = Self.tree(root)
                let run = try Hardening.dialogc(["generate", "swift", "--output", output] + paths, in: root)
                #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
                let created = Self.tree(root).subtracting(before)
                let outside = created.filter { !$0.hasPrefix(output.hasSuffix(".swift") ? "out dir/" : "out/") }
                #expect(outside.isEmpty, "written outside the output directory: \(outside.sorted())")
            }
            let directoryFiles = Self.tree(root.appendingPathComponent("out"))
            #expect(directoryFiles.count == Self.hostileNames.count + 1, "one file per spec plus the namespace: \(directoryFiles.sorted())")
            #expect(
                directoryFiles.allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") && $0.hasSuffix(".swift") },
                "\(directoryFiles.sorted())")
            #expect(Self.tree(root.appendingPathComponent("out dir")) == ["one file.swift"])
        }

        /// A file named with `.`, `..` and doubled slashes, and met again by a directory search, is
        /// one file: shown at its plain relative path and checked once.
        @Test func aFileReachedByManyPathsIsShownAndCheckedOnce() throws {
            let root = try Hardening.scratch("paths")
            defer { try? FileManager.default.removeItem(at: root) }
            let broken = #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "m", "colour": 1}]}"# + "\n"
            try Hardening.write(broken, to: root.appendingPathComponent("spécs dir/bad.json"))
            try FileManager.default.createDirectory(at: root.appendingPathComponent("other"), withIntermediateDirectories: true)
            let run = try Hardening.dialogc(
                ["validate", "./spécs dir//bad.json", "other/../spécs dir/./bad.json", root.path + "/spécs dir/", "spécs dir"], in: root)
            #expect(run.status == 1, "\(run.standardError)\(run.standardOutput)")
            let findings = (run.standardOutput + run.standardError).split(separator: "\n").filter { $0.contains("error:") }
            #expect(findings.count == 1, "\(findings)")
            #expect(findings.allSatisfy { $0.hasPrefix("spécs dir/bad.json:1:") }, "\(findings)")
        }

        /// Writing over what is already at the output path: a regular file is replaced whole
        /// (on Linux by an exchange, see `FileReplacement`) and nothing else is left beside it, a
        /// symbolic link is written through (it stays a link, its target gets the plan), and a
        /// folder is refused and kept. Files that are no plan are replaced only with `--force`.
        @Test func anOutputReplacesWhatIsAtItsPath() throws {
            let root = try Hardening.scratch("replace")
            defer { try? FileManager.default.removeItem(at: root) }
            try Hardening.write(Self.spec(id: "fresh"), to: root.appendingPathComponent("specs/a.json"))
            let manager = FileManager.default
            try Hardening.write(String(repeating: "old plan\n", count: 5_000), to: root.appendingPathComponent("out/plan.json"))
            try Hardening.write("linked\n", to: root.appendingPathComponent("target.txt"))
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("out/link.json").path, withDestinationPath: "../target.txt")
            try manager.createDirectory(at: root.appendingPathComponent("out/folder.json"), withIntermediateDirectories: true)

            for name in ["plan.json", "link.json"] {
                let run = try Hardening.dialogc(["plan", "specs", "--output", "out/" + name, "--force"], in: root)
                #expect(run.status == 0, "\(run.standardError)")
                let written = try String(contentsOf: root.appendingPathComponent("out/" + name), encoding: .utf8)
                #expect(written.hasPrefix("{") && written.contains("\"fresh\""), "out/\(name) is not the new plan")
            }
            let type = try manager.attributesOfItem(atPath: root.appendingPathComponent("out/plan.json").path)[.type] as? FileAttributeType
            #expect(type == .typeRegular)
            let linkType =
                try manager.attributesOfItem(atPath: root.appendingPathComponent("out/link.json").path)[.type] as? FileAttributeType
            #expect(linkType == .typeSymbolicLink, "the link was replaced by a file")
            #expect(try String(contentsOf: root.appendingPathComponent("target.txt"), encoding: .utf8).contains("\"fresh\""))

            let refused = try Hardening.dialogc(["plan", "specs", "--output", "out/folder.json", "--force"], in: root)
            #expect(refused.status == 2)
            #expect(refused.standardError.contains("cannot write the plan"), "\(refused.standardError)")
            var isFolder: ObjCBool = false
            #expect(
                manager.fileExists(atPath: root.appendingPathComponent("out/folder.json").path, isDirectory: &isFolder)
                    && isFolder.boolValue)
            #expect(
                Set(try manager.contentsOfDirectory(atPath: root.appendingPathComponent("out").path)) == [
                    "plan.json", "link.json", "folder.json",
                ])
        }

        /// A spec with an error: `plan --output` prints the errors as `validate` does (on standard
        /// error: its product is the plan), exits 1 and
        /// leaves the old plan as it was, with no temporary file beside it (the plan is written
        /// while the specs are validated, into a file that is then discarded); with an output it
        /// cannot write either, the spec's errors still come first.
        @Test func aSpecErrorLeavesTheOldPlanAsItWas() throws {
            let root = try Hardening.scratch("plan-error")
            defer { try? FileManager.default.removeItem(at: root) }
            for index in 0..<5 {
                try Hardening.write(Self.spec(id: "fine\(index)"), to: root.appendingPathComponent("specs/a\(index).json"))
            }
            try Hardening.write(
                #"{"specVersion": 1, "dialogs": [{"id": "broken", "type": "toast"}]}"# + "\n",
                to: root.appendingPathComponent("specs/b.json"))
            try Hardening.write("old plan\n", to: root.appendingPathComponent("out/plan.json"))

            let run = try Hardening.dialogc(["plan", "specs", "--output", "out/plan.json"], in: root)
            #expect(run.status == 1)
            #expect(run.standardError.contains("specs/b.json:") && run.standardError.contains("error:"), "\(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
            #expect(try String(contentsOf: root.appendingPathComponent("out/plan.json"), encoding: .utf8) == "old plan\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path) == ["plan.json"])

            let nowhere = try Hardening.dialogc(["plan", "specs", "--output", "missing/plan.json"], in: root)
            #expect(nowhere.status == 1, "\(nowhere.standardError)")
            #expect(nowhere.standardError == run.standardError)
        }

        /// Finding: per-spec file names were not unique. `Dialogs.json` became `Dialogs.swift`,
        /// the namespace's own file, and `a_b.json` and `a/b.json` both `a_b.swift`: the later file
        /// silently replaced the earlier. `GeneratedFileNames` now adds `_2`, `_3`, ... on a clash.
        @Test func perSpecFileNamesAreUnique() throws {
            let root = try Hardening.scratch("collide")
            defer { try? FileManager.default.removeItem(at: root) }
            try Hardening.write(Self.spec(id: "one"), to: root.appendingPathComponent("Dialogs.json"))
            try Hardening.write(Self.spec(id: "two"), to: root.appendingPathComponent("specs/a_b.json"))
            try Hardening.write(Self.spec(id: "three"), to: root.appendingPathComponent("specs/a/b.json"))
            let run = try Hardening.dialogc(["generate", "swift", "--output", "out", "Dialogs.json", "specs"], in: root)
            #expect(run.status == 0, "\(run.standardError)")
            let files = Self.tree(root.appendingPathComponent("out"))
            let code = try files.map { try String(contentsOf: root.appendingPathComponent("out/" + $0), encoding: .utf8) }.joined()
            #expect(files == ["Dialogs.swift", "Dialogs_2.swift", "specs_a_b.swift", "specs_a_b_2.swift"])
            for declaration in ["enum Dialogs {", "enum One:", "enum Two:", "enum Three:"] {
                #expect(code.contains(declaration), "the output lost '\(declaration)'")
            }
        }

        #if os(Linux) || os(macOS)
        /// A Unix-domain socket: a directory entry that no one, root included, can read as a file.
        static func makeSocket(at url: URL) throws {
            #if os(Linux)
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
            #endif
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let path = Array(url.path.utf8CString)
            try #require(path.count <= MemoryLayout.size(ofValue: address.sun_path), "socket path too long: \(url.path)")
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.enumerated() { buffer[index] = UInt8(bitPattern: byte) }
            }
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            try #require(bound == 0, "bind failed: \(errno)")
        }

        /// Entries named like specs that cannot be read as files, even by root (tests run as root in
        /// CI, where `chmod 000` does not stop a read): a FIFO (which must not block the run: opening
        /// one for reading waits for a writer), a socket and a dangling symbolic link. Each is
        /// reported, the readable specs are still checked, and the exit status is 2.
        @Test func unreadableEntriesAreReportedAndTheOthersStillChecked() throws {
            let root = try Hardening.scratch("unreadable")
            defer { try? FileManager.default.removeItem(at: root) }
            let input = root.appendingPathComponent("in")
            try Hardening.write(Self.spec(id: "good"), to: input.appendingPathComponent("good.json"))
            try Hardening.write(Self.spec(id: "nested"), to: input.appendingPathComponent("folder.json/nested.json"))
            try #require(mkfifo(input.appendingPathComponent("pipe.json").path, 0o644) == 0)
            try Self.makeSocket(at: input.appendingPathComponent("socket.json"))
            try FileManager.default.createSymbolicLink(
                atPath: input.appendingPathComponent("dangling.json").path,
                withDestinationPath: root.appendingPathComponent("gone.json").path)

            let run = try Hardening.dialogc(["validate", "in"], in: root, timeout: 30)
            #expect(!run.timedOut, "validate hung on an entry it cannot read")
            #expect(run.status == 2)
            #expect(run.standardOutput.hasSuffix("\n2 files, 2 dialogs: 3 errors (3 inputs could not be read), 0 warnings\n"))
            #expect(run.standardOutput.contains("in/pipe.json: error: cannot read the file"))
            #expect(run.standardOutput.contains("in/socket.json: error: cannot read the file"))
            #expect(run.standardOutput.contains("in/dangling.json: error: cannot read the file"), "\(run.standardOutput)")

            // Named on the command line, each is reported the same way, and nothing hangs.
            for name in ["pipe.json", "socket.json", "dangling.json"] {
                let direct = try Hardening.dialogc(["validate", "in/\(name)", "in/good.json"], in: root, timeout: 30)
                #expect(!direct.timedOut, "validate hung on \(name)")
                #expect(direct.status == 2)
                #expect(direct.standardOutput.hasPrefix("in/\(name): error:"), "\(direct.standardOutput)")
                #expect(direct.standardOutput.hasSuffix("\n1 file, 1 dialog: 1 error (1 input could not be read), 0 warnings\n"))
            }
        }
        #endif

        /// Finding: the command line read a whole input file before the reader's size limit could
        /// refuse it (256 MiB of input took 545 MB; several gigabytes exhausted the memory).
        /// `InputFiles` now reads at most `JSONReader.defaultMaximumFileSize + 1` bytes, which the
        /// reader refuses with its located error.
        @Test(.enabled(if: Hardening.runsPythonTests, "needs python3 to measure the peak memory of a child"))
        func aHugeInputIsRefusedWithoutReadingItAll() throws {
            let root = try Hardening.scratch("huge")
            defer { try? FileManager.default.removeItem(at: root) }
            let huge = root.appendingPathComponent("huge.json")
            // A sparse file: 256 MiB of zeros that take no room on disk.
            try #require(FileManager.default.createFile(atPath: huge.path, contents: nil))
            let handle = try FileHandle(forWritingTo: huge)
            try handle.truncate(atOffset: 256 * 1024 * 1024)
            try handle.close()
            let executable = try #require(Dialogc.executable)
            // Python runs dialogc as its only child, so the children's peak memory is dialogc's.
            let script = """
                import resource, subprocess, sys
                run = subprocess.run(sys.argv[1:], capture_output=True, text=True)
                print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
                print(run.stdout, end="")
                """
            let run = try ExternalTools.run("python3", ["-c", script, executable.path, "validate", "huge.json"], in: root)
            let lines = run.standardOutput.split(separator: "\n", maxSplits: 1).map(String.init)
            let peakKilobytes = try #require(lines.first.flatMap { Int($0) }, "\(run.standardOutput)\(run.standardError)")
            #expect(
                lines.count == 2
                    && lines[1].hasPrefix(
                        "huge.json:1:1: error: the file is larger than the limit of 8 MiB (8,388,608 bytes) [limit-exceeded]\n")
            )
            #expect(peakKilobytes < 128 * 1024, "validate peaked at \(peakKilobytes / 1024) MB for a 256 MiB input")
        }

        /// Runs `body` with SIGINT and SIGTERM unblocked on this thread. The test runner's worker
        /// threads block them, and a child inherits the mask of the thread that starts it: without
        /// this, every signal this test sent was held until the child had finished, and the test
        /// passed without ever interrupting a write.
        static func withInterruptsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
            var interrupts = sigset_t()
            sigemptyset(&interrupts)
            sigaddset(&interrupts, SIGINT)
            sigaddset(&interrupts, SIGTERM)
            var previous = sigset_t()
            pthread_sigmask(SIG_UNBLOCK, &interrupts, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            return try body()
        }

        /// The generated files (not the hidden temporary ones) in `directory`.
        static func completeFiles(in directory: URL) -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.count
        }

        /// `generate` stopped by SIGINT or SIGTERM while it writes: every file in the output
        /// directory is either absent or complete, never cut short, and no temporary file is left.
        /// (Found by this test with Foundation's atomic write, which left `.dat.nosync…` files in
        /// 3 of 40 interrupted runs; fixed in Sources/dialogc/Output.swift.)
        @Test func anInterruptedGenerateLeavesNoPartialFile() throws {
            let root = try Hardening.scratch("interrupt")
            defer { try? FileManager.default.removeItem(at: root) }
            for index in 0..<300 {
                try Hardening.write(Self.spec(id: "dialog\(index)"), to: root.appendingPathComponent("specs/s\(index).json"))
            }
            let reference = try Hardening.dialogc(["generate", "swift", "specs", "--output", "reference"], in: root)
            try #require(reference.status == 0, "\(reference.standardError)")
            let expected = Dictionary(
                uniqueKeysWithValues: try Self.tree(root.appendingPathComponent("reference")).map {
                    ($0, try Data(contentsOf: root.appendingPathComponent("reference/" + $0)))
                })
            try #require(expected.count == 301)

            let executable = try #require(Dialogc.executable)
            var random = SeededGenerator(seed: 29)
            var leftovers: [String] = []
            var interruptedWhileWriting = 0
            for attempt in 0..<8 {
                let output = root.appendingPathComponent("out\(attempt)")
                let process = Process()
                process.executableURL = executable
                process.arguments = ["generate", "swift", "specs", "--output", output.lastPathComponent]
                process.currentDirectoryURL = root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try Self.withInterruptsUnblocked { try process.run() }
                // Strike once the child has observably written `target` files, so the signal lands
                // inside the writing rather than wherever a sleep happens to end.
                let target = Int.random(in: 1...280, using: &random)
                let deadline = Date().addingTimeInterval(60)
                while process.isRunning, Self.completeFiles(in: output) < target, Date() < deadline { usleep(200) }
                if process.isRunning { kill(process.processIdentifier, attempt % 2 == 0 ? SIGINT : SIGTERM) }
                #expect(ExternalTools.waitForExit(process, timeout: 30))
                // Fewer files than a full run writes: the signal ended the process mid-way.
                if Self.completeFiles(in: output) < expected.count { interruptedWhileWriting += 1 }

                for name in Self.tree(output) {
                    guard let complete = expected[name] else {
                        leftovers.append("out\(attempt)/\(name)")
                        continue
                    }
                    #expect(try Data(contentsOf: output.appendingPathComponent(name)) == complete, "out\(attempt)/\(name) is cut short")
                }
            }
            #expect(
                interruptedWhileWriting >= 4, "only \(interruptedWhileWriting) of 8 runs were stopped while writing; the test proves little"
            )
            // No temporary file is left either: Output.write removes its own on SIGINT and SIGTERM.
            #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
        }
    }
}
