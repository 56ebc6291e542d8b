import Foundation
import Testing

/// Standard input, `init`, shell completions, `rules --format json`, SARIF's `helpUri` and the
/// pre-commit hooks: the habits of the tools iOS teams already use.
@Suite struct ConventionsCommandTests {
    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-conventions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: standard input

    @Test func validateReadsOneSpecFromAPipe() throws {
        let spec = try Data(contentsOf: Paths.fixtures.appendingPathComponent("CLI/errors/account.json"))
        let run = try Dialogc.run("validate", "-", input: spec)
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("<stdin>:"), "\(run.standardOutput)")
        let named = try Dialogc.run("validate", "--stdin-path", "Specs/edited.json", "-", input: spec)
        #expect(named.standardOutput.hasPrefix("Specs/edited.json:"))
        #expect(named.standardOutput.replacingOccurrences(of: "Specs/edited.json", with: "<stdin>") == run.standardOutput)
    }

    @Test func theBufferReplacesTheFileItNamesInCrossFileRules() throws {
        let account = try Data(contentsOf: Paths.specs.appendingPathComponent("account.json"))
        // Beside its own file on disk, the buffer would repeat every dialog id; named as that file, it replaces it.
        let replaced = try Dialogc.run("validate", "--stdin-path", "Specs/account.json", "-", "Specs", input: account)
        #expect(replaced.status == 0, "\(replaced.standardOutput)")
        #expect(replaced.standardOutput == (try Dialogc.run("validate", "Specs")).standardOutput)
        let beside = try Dialogc.run("validate", "--stdin-path", "Specs/copy.json", "-", "Specs", input: account)
        #expect(beside.status == 1)
        #expect(beside.standardOutput.contains("[duplicate-dialog-id]"))
    }

    // MARK: init

    @Test func initSetsUpAnEmptyFolderThatLintsAndFormatsClean() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Dialogc.run("init", in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("created .dialogc.json and Specs/welcome.json\nnext:\n"))
        #expect(run.standardOutput.contains("dialogc lint"))
        let configuration =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(".dialogc.json"))) as? [String: Any]
        #expect(configuration?["$schema"] as? String == "https://dialogc.dev/schemas/dialogc-config.schema.json")
        let lint = try Dialogc.run("lint", "--strict", in: folder)
        #expect(lint.status == 0, "\(lint.standardOutput)")
        #expect(lint.standardOutput == "1 file, 1 dialog: 0 errors, 0 warnings\n")
        let format = try Dialogc.run("format", "--check", in: folder)
        #expect(format.status == 0, "\(format.standardOutput)")

        let again = try Dialogc.run("init", in: folder)
        #expect(again.status == 2)
        #expect(again.standardError.hasPrefix(".dialogc.json: error: exists already"))
        let elsewhere = try Dialogc.run("init", "App", in: folder)
        #expect(elsewhere.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Specs/welcome.json").path))
    }

    // MARK: completions

    @Test func bashLoadsTheCompletionsAndCompletesCommandsOptionsAndValues() throws {
        // CI runs under bash (.ci/run is a bash script), so there it is always present.
        let hasBash = ["/bin/bash", "/usr/bin/bash"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        guard ExternalTools.isCI || hasBash else {
            print("note: skipping the bash completion test: bash is not installed")
            return
        }
        let executable = try #require(Dialogc.executable)
        let script = """
            source <("$DIALOGC" completions bash) || exit 3
            complete -p dialogc
            reply() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _dialogc; echo "${COMPREPLY[*]}"; }
            reply dialogc fo
            reply dialogc lint --fi
            reply dialogc lint --format s
            reply dialogc explain cancel-t
            reply dialogc generate s
            reply dialogc completions z
            reply dialogc plan --device iphone-15-
            reply dialogc preview --specs --text-size AX
            reply dialogc generate swift --namespace D
            """
        let run = try ExternalTools.run("bash", ["-c", script], environment: ["DIALOGC": executable.path, "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                complete -o default -F _dialogc dialogc
                format
                --fix
                sarif
                cancel-title
                swift
                zsh
                iphone-15-pro-max iphone-15-landscape iphone-15-pro-max-landscape
                AX1 AX2 AX3 AX4 AX5


                """)
    }

    @Test func zshAndFishScriptsNameEveryCommandAndOption() throws {
        for shell in ["zsh", "fish"] {
            let run = try Dialogc.run("completions", shell)
            #expect(run.status == 0)
            for word in ["validate", "lint", "format", "generate", "plan", "preview", "rules", "explain", "init", "completions"] {
                #expect(run.standardOutput.contains(word), "\(shell) misses \(word)")
            }
            for option in ["fix", "dry-run", "stdin-path", "check", "stdout", "write-baseline"] {
                #expect(run.standardOutput.contains(shell == "fish" ? "-l \(option)" : "--\(option)["), "\(shell) misses --\(option)")
            }
        }
        // Values come from the option's declaration, and a description is the whole help, not its first line.
        let zsh = try Dialogc.run("completions", "zsh").standardOutput
        #expect(zsh.contains("to turn it (iphone-15-landscape)]:value:(iphone-se iphone-15 "), "\(zsh)")
        #expect(zsh.contains(":value:(xSmall small medium large xLarge xxLarge xxxLarge AX1 AX2 AX3 AX4 AX5)"))
        #expect(
            zsh.contains(
                "--namespace[the enum that holds the dialog types (default: Dialogs); a Swift identifier that is no keyword and no type the generated code uses]:value: '"
            ))
        let fish = try Dialogc.run("completions", "fish").standardOutput
        #expect(fish.contains("-l device -x -a 'iphone-se iphone-15 "), "\(fish)")
        let unknown = try Dialogc.run("completions", "bsh")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown shell 'bsh'; did you mean 'bash'?"))
    }

    // MARK: rules, SARIF, pre-commit

    @Test func rulesAsJSONListEveryRuleWithItsFixSafetyAndDocumentation() throws {
        let run = try Dialogc.run("rules", "--format", "json")
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let rules = try #require(document["rules"] as? [[String: Any]])
        let text = try Dialogc.run("rules").standardOutput
        #expect(rules.count == text.split(separator: "\n").count)
        let unknownKey = try #require(rules.first { $0["id"] as? String == "unknown-key" })
        #expect(unknownKey["suggestionIsSafe"] as? Bool == true)
        #expect(unknownKey["helpUri"] as? String == "https://dialogc.dev/Documentation/Rules.md#rule-unknown-key")
        let wrong = try Dialogc.run("rules", "--format", "jsn")
        #expect(wrong.status == 2)
        #expect(wrong.standardError.hasPrefix("error: unknown format 'jsn'; did you mean 'json'?"))
    }

    @Test func everyHelpUriLeadsToASectionOfTheRulesPage() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        let run = try Dialogc.run("lint", "--format", "sarif", "Tests/Fixtures/CLI/lint/guidelines.json")
        let sarif = try #require(try JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count > 40)
        for rule in rules {
            let uri = try #require(rule["helpUri"] as? String)
            let anchor = try #require(uri.components(separatedBy: "#").last)
            #expect(uri.hasPrefix("https://dialogc.dev/Documentation/Rules.md#"))
            #expect(page.contains("<a id=\"\(anchor)\"></a>\n\n### `\(rule["id"] as? String ?? "")`\n"), "no section for \(uri)")
        }
    }

    @Test func explainSaysWhetherFixAppliesTheSuggestion() throws {
        #expect(try Dialogc.run("explain", "unknown-key").standardOutput.contains("'--fix' applies them"))
        #expect(try !Dialogc.run("explain", "toast-too-short").standardOutput.contains("'--fix'"))
    }

    @Test func thePreCommitHooksRunCommandsThatExist() throws {
        let hooks = try String(contentsOf: Paths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entries = hooks.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry:") }
            .map { $0.components(separatedBy: "entry:")[1].trimmingCharacters(in: .whitespaces) }
        #expect(entries == ["dialogc lint", "dialogc format"])
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Dialogc.run("init", in: folder).status == 0)
        let executable = try #require(Dialogc.executable)
        for entry in entries {
            // pre-commit appends the staged files' paths.
            let arguments = entry.split(separator: " ").dropFirst().map(String.init) + ["Specs/welcome.json"]
            let run = try ExternalTools.run(executable.path, arguments, in: folder)
            #expect(run.status == 0, "\(entry): \(run.standardOutput)\(run.standardError)")
        }
    }
}
