import DialogDiagnostics
import DialogRules

/// `dialogc rules`: the rule catalogue, from the rules themselves.
enum RulesCommand: Command {
    static let format = CommandOption(
        "--format", .value, placeholder: "text|json", help: ["text (default) or one JSON document for tools"])

    static let description = CommandDescription(
        name: "rules", summary: "list every rule with its id, severity and summary",
        overview: "list every rule with its id, default severity, stage and summary", usage: "rules [--format text|json]",
        options: [format])

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let arguments = parsed.positional
        guard arguments.isEmpty else {
            throw usageError("'rules' takes no arguments, found '\(arguments[0])'")
        }
        switch parsed.value(format) ?? "text" {
        case "text": break
        case "json":
            Output.standardOutput(RuleSet.lint.jsonCatalogue())
            return
        case let other:
            let hint = Suggestions.closest(to: other, among: ["text", "json"]).map { "; did you mean '\($0)'?" } ?? ""
            throw usageError("unknown format '\(other)'\(hint)")
        }
        let rules = RuleSet.lint.all.map { $0.description }
        let idWidth = rules.map(\.id.count).max() ?? 0
        var output = ""
        for rule in rules {
            let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let stage = rule.stage.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            output += "\(id)  \(severity)\(stage)\(rule.summary)\n"
        }
        Output.standardOutput(output)
    }
}

/// `dialogc explain RULE-ID`.
enum ExplainCommand: Command {
    static let description = CommandDescription(
        name: "explain", summary: "print a rule's explanation and examples",
        overview: "print a rule's explanation and the examples that do and do not trigger it", usage: "explain RULE-ID",
        acceptsOptions: false)

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let arguments = parsed.positional
        guard arguments.count == 1, let id = arguments.first else {
            throw usageError("'explain' takes one rule id")
        }
        let rules = RuleSet.lint.all.map { $0.description }
        guard let rule = rules.first(where: { $0.id == id }) else {
            let hint = Suggestions.closest(to: id, among: rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
            throw usageError("unknown rule '\(id)'\(hint)")
        }
        var output = "\(rule.id) (\(rule.severity.rawValue), reported by \(rule.stage.rawValue))\n"
        output += rule.summary + "\n\n" + rule.explanation + "\n"
        if rule.suggestionIsSafe {
            output += "\nIts suggestions are mechanical and safe: '--fix' applies them.\n"
        }
        output += examples("Triggers", rule.triggeringExamples)
        output += examples("Does not trigger", rule.nonTriggeringExamples)
        Output.standardOutput(output)
    }

    private static func examples(_ heading: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        let bodies = examples.map { example in
            indented(example.plainText) + (example.catalog.map { "\n\n    with the catalog:\n\n" + indented($0) } ?? "")
                + (example.tokens.map { "\n\n    with the tokens:\n\n" + indented($0) } ?? "")
        }
        return "\n\(heading):\n\n" + bodies.joined(separator: "\n\n") + "\n"
    }
}
