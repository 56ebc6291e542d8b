import Foundation

/// A rule's help as the tools that show it beside a finding want it (SARIF's `help`, which code
/// scanning shows on each alert): the explanation, then the examples that do and do not trigger
/// the rule, as `dialogc explain` prints them.
extension RuleDescription {
    /// The help as plain text, the examples indented.
    public var helpText: String {
        var text = explanation
        if suggestionIsSafe { text += "\n\n" + Self.safeSuggestions }
        for (heading, examples) in attachedExamples where !examples.isEmpty {
            let bodies = examples.map { example, attachments in
                var body = (example.isTokenFile ? "    in a token file:\n\n" : "") + Self.indented(example.plainText)
                for (label, attached) in attachments {
                    body += "\n\n    \(label)" + (attached.map { ":\n\n" + Self.indented($0) } ?? "")
                }
                return body
            }
            text += "\n\n\(heading):\n\n" + bodies.joined(separator: "\n\n")
        }
        return text
    }

    /// The help as Markdown, the examples in fenced JSON blocks.
    public var helpMarkdown: String {
        var text = explanation
        if suggestionIsSafe { text += "\n\n" + Self.safeSuggestions.replacingOccurrences(of: "'--fix'", with: "`--fix`") }
        for (heading, examples) in attachedExamples where !examples.isEmpty {
            text += "\n\n**\(heading):**"
            for (example, attachments) in examples {
                text += "\n\n" + (example.isTokenFile ? "in a token file:\n\n" : "") + Self.fenced(example.plainText)
                for (label, attached) in attachments { text += "\n\n\(label)" + (attached.map { ":\n\n" + Self.fenced($0) } ?? "") }
            }
        }
        return text
    }

    /// Each section's examples with what they are read with, each under the words the help puts
    /// before it: the String Catalog, the design tokens. Tokens an earlier example of the rule
    /// showed are named, not shown again (nil).
    private var attachedExamples: [(String, [(RuleExample, [(label: String, text: String?)])])] {
        var shownTokens: String?
        return exampleSections.map { heading, examples in
            let attached = examples.map { example in
                var attachments: [(label: String, text: String?)] = []
                if let catalog = example.catalog { attachments.append(("with the catalog", catalog)) }
                if let runtime = example.runtimeVersion { attachments.append(("linted with '--runtime-version \(runtime)'", nil)) }
                if let tokens = example.tokens {
                    if tokens == shownTokens {
                        attachments.append(("with the same tokens", nil))
                    } else {
                        attachments.append(("with the tokens", tokens))
                        shownTokens = tokens
                    }
                }
                return (example, attachments)
            }
            return (heading, attached)
        }
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
