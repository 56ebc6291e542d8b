import Foundation

/// A rule's help as the tools that show it beside a finding want it (SARIF's `help`, which code
/// scanning shows on each alert): the explanation, then the examples that do and do not trigger
/// the rule, as `dialogc explain` prints them.
extension RuleDescription {
    /// The help as plain text, the examples indented.
    public var helpText: String {
        var text = explanation
        if suggestionIsSafe { text += "\n\n" + Self.safeSuggestions }
        for (heading, examples) in exampleSections where !examples.isEmpty {
            let bodies = examples.map { example in
                Self.indented(example.plainText) + (example.catalog.map { "\n\n    with the catalog:\n\n" + Self.indented($0) } ?? "")
                    + (example.tokens.map { "\n\n    with the tokens:\n\n" + Self.indented($0) } ?? "")
            }
            text += "\n\n\(heading):\n\n" + bodies.joined(separator: "\n\n")
        }
        return text
    }

    /// The help as Markdown, the examples in fenced JSON blocks.
    public var helpMarkdown: String {
        var text = explanation
        if suggestionIsSafe { text += "\n\n" + Self.safeSuggestions.replacingOccurrences(of: "'--fix'", with: "`--fix`") }
        for (heading, examples) in exampleSections where !examples.isEmpty {
            text += "\n\n**\(heading):**"
            for example in examples {
                text += "\n\n" + Self.fenced(example.plainText)
                if let catalog = example.catalog { text += "\n\nwith the catalog:\n\n" + Self.fenced(catalog) }
                if let tokens = example.tokens { text += "\n\nwith the tokens:\n\n" + Self.fenced(tokens) }
            }
        }
        return text
    }

    private static let safeSuggestions = "Its suggestions are mechanical and safe: '--fix' applies them."

    private var exampleSections: [(String, [RuleExample])] {
        [("Triggers", triggeringExamples), ("Does not trigger", nonTriggeringExamples)]
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// `code` in a fenced block longer than any run of backticks in it, so none can close it early.
    private static func fenced(_ code: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "json\n" + code + "\n" + fence
    }
}
