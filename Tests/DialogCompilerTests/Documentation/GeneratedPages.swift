import DialogRules
import DialogRuntime
import DialogWriters
import Foundation
@testable import dialogc

/// The parts of Documentation/ rendered from their source of truth: the commands' declarations
/// (Commands.md), the rules' descriptions (Rules.md) and the runtime's capabilities
/// (RuntimeCapabilities.md). Each page keeps its hand-written text
/// around a region between `<!-- generated:begin NAME ... -->` and `<!-- generated:end NAME -->`.
enum GeneratedPages {
    static let directory = Paths.packageRoot.appendingPathComponent("Documentation")
    static let isRecording = ProcessInfo.processInfo.environment["DIALOGC_RECORD_DOCS"] == "1"

    struct Region: Sendable {
        var page: String
        var name: String
        var render: @Sendable () -> String

        var begin: String {
            "<!-- generated:begin \(name) (the tests fail when it is out of date; DIALOGC_RECORD_DOCS=1 swift test rewrites it) -->\n"
        }
        var end: String { "<!-- generated:end \(name) -->" }
        var url: URL { GeneratedPages.directory.appendingPathComponent(page) }
    }

    static let commands = Region(page: "Commands.md", name: "commands", render: commandReference)
    static let rules = Region(page: "Rules.md", name: "rules", render: ruleReference)
    static let capabilities = Region(page: "RuntimeCapabilities.md", name: "capabilities", render: capabilityReference)

    // MARK: Commands.md

    /// `dialogc --help`, then each command's usage, arguments, options, discussion and exit statuses.
    static func commandReference() -> String {
        var text = "`dialogc --help` prints:\n\n" + fenced(CommandLineTool.usage) + "\n"
        for command in CommandLineTool.commands {
            text += "\n" + reference(of: command.description)
            // `generate assets` is reached through `generate`, and documented beside it.
            if command == GenerateCommand.self { text += "\n" + reference(of: GenerateAssetsCommand.description) }
        }
        return text
    }

    static func reference(of description: CommandDescription) -> String {
        var text = "### `dialogc \(description.name)`\n\n\(sentence(description.overview))\n\n"
        text += fenced("dialogc " + description.usage) + "\n"
        if !description.arguments.isEmpty {
            text += "\n| argument | meaning |\n|---|---|\n"
            for argument in description.arguments {
                text += "| \(code(argument.label)) | \(cell(argument.help.joined(separator: " "))) |\n"
            }
        }
        if description.acceptsOptions && !description.options.isEmpty {
            text += "\n| option | meaning |\n|---|---|\n"
            for option in description.options {
                var meaning = option.help.joined(separator: " ")
                if option.kind == .repeatable { meaning += "; may be repeated" }
                if !option.values.isEmpty { meaning += "; one of " + option.values.map(code).joined(separator: ", ") }
                text += "| \(code(option.label)) | \(cell(meaning)) |\n"
            }
        }
        if let discussion = description.discussion {
            text += "\n" + fenced(discussion) + "\n"
        }
        if !description.exitStatus.isEmpty {
            text += "\n| exit status | meaning |\n|---|---|\n"
            for (status, meaning) in exitStatuses(description.exitStatus) {
                text += "| \(status) | \(cell(meaning)) |\n"
            }
        }
        return text
    }

    /// The EXIT STATUS lines as (status, meaning): `0  meaning`, continued on lines that start with spaces.
    static func exitStatuses(_ lines: [String]) -> [(String, String)] {
        var statuses: [(String, String)] = []
        for line in lines {
            if line.hasPrefix(" "), let last = statuses.popLast() {
                statuses.append((last.0, last.1 + " " + line.trimmingCharacters(in: .whitespaces)))
            } else {
                let status = line.prefix { $0 != " " }
                statuses.append((String(status), line.dropFirst(status.count).trimmingCharacters(in: .whitespaces)))
            }
        }
        return statuses
    }

    // MARK: Rules.md

    /// A table of every rule linking to its section, then one section per rule, sorted by id,
    /// each under the anchor `DialogCompilerInfo.ruleDocumentationURL` points at.
    static func ruleReference() -> String {
        let rules = RuleSet.lint.all.map { $0.description }
        var text = "| rule id | severity | reported by | `--fix` | when |\n|---|---|---|---|---|\n"
        for rule in rules {
            let anchor = DialogCompilerInfo.ruleAnchor(for: rule.id)
            text +=
                "| [`\(rule.id)`](#\(anchor)) | \(rule.severity.rawValue) | \(rule.stage.rawValue) | "
                + "\(rule.suggestionIsSafe ? "safe" : "") | \(cell(rule.summary)) |\n"
        }
        for rule in rules {
            let command = rule.stage == .lint ? "`lint`" : "`validate` and `lint`"
            let facts = [
                "**\(rule.severity.rawValue)**, reported by \(command) (stage \(rule.stage.rawValue))",
                rule.isSuppressible ? "a spec may suppress it" : "cannot be suppressed",
            ]
            text += "\n<a id=\"\(DialogCompilerInfo.ruleAnchor(for: rule.id))\"></a>\n\n### `\(rule.id)`\n\n"
            text += "\(facts.joined(separator: "; ")).\n\n\(sentence(rule.summary))\n\n\(rule.helpMarkdown)\n"
        }
        return text
    }

    // MARK: RuntimeCapabilities.md

    /// This runtime's version, then a row per capability of its table, oldest first.
    static func capabilityReference() -> String {
        var text =
            "The capabilities of runtime \(DialogBundle.runtimeVersion):\n\n| capability | since | what a dialog uses |\n|---|---|---|\n"
        for capability in DialogBundle.capabilities {
            text += "| \(code(capability.name)) | \(capability.since) | \(cell(capability.summary)) |\n"
        }
        return text
    }

    // MARK: Markdown

    static func fenced(_ text: String) -> String { "```text\n" + text + "\n```" }

    /// Text in backticks, with a table's `|` escaped (GitHub reads `\|` as `|` also in code).
    static func code(_ text: String) -> String { "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`" }

    /// Text in a table cell: `|` escaped, and `*`, `<` and `>` so they read as themselves (`*.json`, `<stdin>`).
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "*", with: "\\*")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
