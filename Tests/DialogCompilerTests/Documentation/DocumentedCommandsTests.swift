import Foundation
import Testing

/// Every command line of the documentation that runs dialogc works as written: the shell blocks
/// of README.md, CHANGELOG.md and Documentation/*.md are run with the built executable, each
/// page's blocks in order in one fresh folder holding a copy of `Specs/`, so a page reads as a
/// tutorial (a file one block writes is there for the next).
///
/// `swift run dialogc` runs the built executable directly, `"$DIALOGC"` names it, and `HOME` and
/// `SRCROOT` are the folder. A line exits with status 0 unless its block is marked
/// `<!-- dialogc: exit N -->` (see CONTRIBUTING.md).
@Suite struct DocumentedCommandsTests {
    static var pages: [URL] {
        let documentation = Paths.packageRoot.appendingPathComponent("Documentation")
        let pages = (try? Paths.files(in: documentation, suffix: ".md")) ?? []
        return [Paths.packageRoot.appendingPathComponent("README.md"), Paths.packageRoot.appendingPathComponent("CHANGELOG.md")]
            + pages
    }

    static func commands(of page: URL) throws -> [(line: Int, command: String, status: Int32)] {
        let text = try String(contentsOf: page, encoding: .utf8)
        return MarkdownCodeBlock.blocks(in: text).flatMap { block in
            block.dialogcCommands.map { (block.line, $0, block.expectedStatus) }
        }
    }

    /// The number of dialogc lines the documentation has at least: fewer means the parser or the
    /// pages lost some, and the test would pass by checking less.
    static let minimumCommands = 50

    @Test func everyDocumentedDialogcCommandRunsAsWritten() throws {
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let bash = try #require(
            ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "bash is needed to run the documented commands")
        var total = 0
        var failures: [String] = []
        for page in Self.pages {
            let commands = try Self.commands(of: page)
            guard !commands.isEmpty else { continue }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-docs-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.copyItem(at: Paths.specs, to: folder.appendingPathComponent("Specs"))
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["DIALOGC"] = executable.path
            environment["HOME"] = folder.path
            environment["SRCROOT"] = folder.path
            // A CI runner's step summary is not the documentation's to write.
            environment["GITHUB_STEP_SUMMARY"] = nil
            environment["NO_COLOR"] = "1"
            for (line, command, status) in commands {
                total += 1
                let script = command.replacingOccurrences(of: "swift run dialogc", with: "dialogc")
                let run = try ExternalTools.run(bash, ["-c", script], in: folder, environment: environment, timeout: 60)
                if run.status != status {
                    failures.append(
                        "\(page.lastPathComponent):\(line): `\(command)` exited with \(run.status), not \(status)\n\(run.standardError)")
                }
            }
        }
        #expect(total >= Self.minimumCommands, "found only \(total) dialogc command lines in the documentation")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    // MARK: the parser the test relies on

    @Test func theParserFindsShellLinesThatRunDialogcAndTheirMarkers() {
        let page = """
            text

            ```sh
            swift run dialogc validate Specs   # the main job
            swift test
            install .build/release/dialogc /usr/local/bin/
            dialogc lint \\
              --strict
            ```

            - in a list:

              <!-- dialogc: exit 2 -->
              ```console
              $ git show HEAD:Specs/a.json | dialogc validate -
              1 file, 1 dialog: 0 errors, 0 warnings
              ```

            ```yaml
            run: swift run dialogc lint
            ```

            ````sh
            "$DIALOGC" generate swift App/Specs
            ````
            """
        let blocks = MarkdownCodeBlock.blocks(in: page)
        #expect(blocks.map(\.language) == ["sh", "console", "yaml", "sh"])
        #expect(blocks.map(\.line) == [3, 14, 19, 23])
        #expect(blocks.map(\.expectedStatus) == [0, 2, 0, 0])
        #expect(blocks[0].dialogcCommands == ["swift run dialogc validate Specs   # the main job", "dialogc lint  --strict"])
        #expect(blocks[1].dialogcCommands == ["git show HEAD:Specs/a.json | dialogc validate -"])
        #expect(blocks[2].dialogcCommands.isEmpty)
        #expect(blocks[3].dialogcCommands == [#""$DIALOGC" generate swift App/Specs"#])
    }

    @Test func everyPageHasItsDialogcLinesFound() throws {
        let counts = try Dictionary(uniqueKeysWithValues: Self.pages.map { ($0.lastPathComponent, try Self.commands(of: $0).count) })
        #expect(counts["README.md", default: 0] >= 5)
        let pagesWithCommands = counts.filter { $0.value > 0 }.keys.sorted()
        #expect(pagesWithCommands.count >= 10, "\(pagesWithCommands)")
    }
}
