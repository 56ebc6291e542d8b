import DialogCompiler

/// `dialogc rules` and `dialogc explain RULE-ID`: the rule catalogue, from the rules themselves.
enum RulesCommand {
    static let listUsage = """
        OVERVIEW: list every rule with its id, default severity, stage and summary

        USAGE: dialogc rules
        """

    static let explainUsage = """
        OVERVIEW: print a rule's explanation and the examples that do and do not trigger it

        USAGE: dialogc explain RULE-ID
        """

    static func list(arguments: [String]) -> ExitStatus {
        if arguments.contains("-h") || arguments.contains("--help") {
            Output.standardOutput(listUsage + "\n")
            return .success
        }
        guard arguments.isEmpty else {
            return CommandLineTool.usageError("'rules' takes no arguments, found '\(arguments[0])'", usage: listUsage)
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
        return .success
    }

    static func explain(arguments: [String]) -> ExitStatus {
        if arguments.contains("-h") || arguments.contains("--help") {
            Output.standardOutput(explainUsage + "\n")
            return .success
        }
        guard arguments.count == 1, let id = arguments.first else {
            return CommandLineTool.usageError("'explain' takes one rule id", usage: explainUsage)
        }
        let rules = RuleSet.lint.all.map { $0.description }
        guard let rule = rules.first(where: { $0.id == id }) else {
            let hint = Suggestions.closest(to: id, among: rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
            return CommandLineTool.usageError("unknown rule '\(id)'\(hint)", usage: explainUsage)
        }
        var output = "\(rule.id) (\(rule.severity.rawValue), reported by \(rule.stage.rawValue))\n"
        output += rule.summary + "\n\n" + rule.explanation + "\n"
        output += examples("Triggers", rule.triggeringExamples)
        output += examples("Does not trigger", rule.nonTriggeringExamples)
        Output.standardOutput(output)
        return .success
    }

    private static func examples(_ heading: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        let bodies = examples.map { example in
            example.plainText.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        return "\n\(heading):\n\n" + bodies.joined(separator: "\n\n") + "\n"
    }
}
