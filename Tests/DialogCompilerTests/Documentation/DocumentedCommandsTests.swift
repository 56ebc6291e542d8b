import Foundation
import Testing

/// Every command line of the documentation that runs dialogc works as written: the shell blocks
/// and the CI recipes (`yaml`: GitHub Actions' `run:` steps, GitLab's `script:` items) of
/// README.md, CHANGELOG.md and Documentation/*.md are run with the built executable, each page's
/// blocks in order in one fresh folder holding a copy of `Specs/`, so a page reads as a tutorial
/// (a file one block writes is there for the next).
///
/// `swift run dialogc` runs the built executable directly, `"$DIALOGC"` names it, and `HOME` and
/// `SRCROOT` are the folder. A line exits with status 0 unless its block is marked
/// `<!-- dialogc: exit N -->` (see CONTRIBUTING.md). A page with CI recipes runs in a checkout
/// as a pull request's job has it: the folder is a git repository whose `main`, also
/// `origin/main`, holds the copy of `Specs/`, and the CI system's expressions are given their
/// stand-ins (`ciStandIns`: the pull request's base branch is `main`).
@Suite struct DocumentedCommandsTests {
    static var pages: [URL] {
        let documentation = Paths.packageRoot.appendingPathComponent("Documentation")
        let pages = (try? Paths.files(in: documentation, suffix: ".md")) ?? []
        return [Paths.packageRoot.appendingPathComponent("README.md"), Paths.packageRoot.appendingPathComponent("CHANGELOG.md")]
            + pages
    }

    static func commands(of page: URL) throws -> [(line: Int, command: String, status: Int32, isCI: Bool)] {
        let text = try String(contentsOf: page, encoding: .utf8)
        return MarkdownCodeBlock.blocks(in: text).flatMap { block in
            block.dialogcCommands.map { (block.line, $0, block.expectedStatus, MarkdownCodeBlock.ciLanguages.contains(block.language)) }
        }
    }

    /// The number of dialogc lines the documentation has at least: fewer means the parser or the
    /// pages lost some, and the test would pass by checking less.
    static let minimumCommands = 70

    /// What the CI system's expressions in a recipe (`${{ ... }}`) stand for in the test's checkout:
    /// the pull request's base branch, and an app release a job's matrix names, are `main`.
    static let ciStandIns = ["${{ github.base_ref }}": "main", "${{ matrix.release }}": "main"]

    /// Makes `folder` a checkout of a pull request's job: a git repository whose `main` holds what
    /// the folder holds, with the remote's `origin/main` at the same commit.
    static func makeCheckout(_ folder: URL) throws {
        let identity = ["-c", "user.name=dialogc", "-c", "user.email=dialogc@example.com", "-c", "commit.gpgsign=false"]
        let steps = [
            ["init", "-q"], ["checkout", "-q", "-b", "main"], ["add", "-A"], identity + ["commit", "-q", "-m", "specs"],
            ["update-ref", "refs/remotes/origin/main", "HEAD"],
        ]
        for arguments in steps {
            let run = try ExternalTools.run("git", arguments, in: folder)
            try #require(run.status == 0, "git \(arguments.joined(separator: " ")): \(run.standardError)")
        }
    }

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
            try Self.removeTokenSpecs(from: folder.appendingPathComponent("Specs"))
            if commands.contains(where: \.isCI) { try Self.makeCheckout(folder) }
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["DIALOGC"] = executable.path
            environment["HOME"] = folder.path
            environment["SRCROOT"] = folder.path
            // A CI runner's step summary is not the documentation's to write.
            environment["GITHUB_STEP_SUMMARY"] = nil
            environment["NO_COLOR"] = "1"
            for (line, command, status, _) in commands {
                total += 1
                var script = command.replacingOccurrences(of: "swift run dialogc", with: "dialogc")
                for (expression, standIn) in Self.ciStandIns { script = script.replacingOccurrences(of: expression, with: standIn) }
                if script.contains("${{") {
                    failures.append("\(page.lastPathComponent):\(line): `\(command)` has a CI expression with no stand-in (`ciStandIns`)")
                    continue
                }
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

    /// Takes the design tokens and the specs that name them out of a copy of `Specs/`: they need
    /// the repository's `.dialogc.json`, and a page's commands set up a project of their own
    /// (`dialogc init` writes its configuration), or read the specs without one.
    static func removeTokenSpecs(from specs: URL) throws {
        try FileManager.default.removeItem(at: specs.appendingPathComponent("Tokens"))
        for file in try Paths.files(in: specs) {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.range(of: #"": "\{[^"]*\}""#, options: .regularExpression) != nil { try FileManager.default.removeItem(at: file) }
        }
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

            ```yaml
            jobs:
              dialogs:
                runs-on: macos-latest
                steps:
                  - uses: actions/checkout@v4
                  - name: Lint
                    run: swift run dialogc lint --strict   # the gate
                  - run: "dialogc validate Specs"
                  - name: Changes
                    run: >-
                      swift run dialogc diff --against origin/${{ github.base_ref }}
                      --fail-on breaking

                      dialogc explain unknown-key
                  - name: Both
                    run: |
                      dialogc plan Specs \\
                        --output plan.json
                      gh pr comment 1 --body-file plan.json
                  - run: gh pr comment 2
            ```

            ```yaml
            dialogs:
              script:
                - swift run dialogc lint --format junit --output dialogc-junit.xml
                - echo done
              after_script: dialogc rules
              artifacts:
                reports:
                  junit: dialogc-junit.xml
            ```
            """
        let blocks = MarkdownCodeBlock.blocks(in: page)
        #expect(blocks.map(\.language) == ["sh", "console", "yaml", "sh", "yaml", "yaml"])
        #expect(blocks.map(\.line) == [3, 14, 19, 23, 27, 50])
        #expect(blocks.map(\.expectedStatus) == [0, 2, 0, 0, 0, 0])
        #expect(blocks[0].dialogcCommands == ["swift run dialogc validate Specs   # the main job", "dialogc lint  --strict"])
        #expect(blocks[1].dialogcCommands == ["git show HEAD:Specs/a.json | dialogc validate -"])
        #expect(blocks[2].dialogcCommands == ["swift run dialogc lint"])
        #expect(blocks[3].dialogcCommands == [#""$DIALOGC" generate swift App/Specs"#])
        #expect(
            blocks[4].dialogcCommands == [
                "swift run dialogc lint --strict   # the gate", "dialogc validate Specs",
                "swift run dialogc diff --against origin/${{ github.base_ref }} --fail-on breaking", "dialogc explain unknown-key",
                "dialogc plan Specs  --output plan.json",
            ])
        #expect(blocks[4].commands.filter { $0.hasPrefix("gh ") } == ["gh pr comment 1 --body-file plan.json", "gh pr comment 2"])
        #expect(blocks[5].dialogcCommands == ["swift run dialogc lint --format junit --output dialogc-junit.xml", "dialogc rules"])
        #expect(blocks[5].commands.contains("echo done"))
    }

    @Test func everyPageHasItsDialogcLinesFound() throws {
        let counts = try Dictionary(uniqueKeysWithValues: Self.pages.map { ($0.lastPathComponent, try Self.commands(of: $0).count) })
        #expect(counts["README.md", default: 0] >= 5)
        let pagesWithCommands = counts.filter { $0.value > 0 }.keys.sorted()
        #expect(pagesWithCommands.count >= 10, "\(pagesWithCommands)")
        // The recipes of the CI page: lint (GitHub, GitLab), generated code, catalog, diff.
        let recipes = try Self.commands(of: Paths.packageRoot.appendingPathComponent("Documentation/CI.md")).filter(\.isCI)
        #expect(recipes.count >= 5, "\(recipes.map(\.command))")
    }
}
