import DialogWriters
import Foundation

/// Renders the rule catalogue for people: the README's rule table comes from here.
extension RuleSet {
    /// A Markdown table of every rule: id (with the anchor `helpURI` points at), severity, stage,
    /// whether `--fix` applies its suggestions, and summary, sorted by id.
    public func markdownTable() -> String {
        var lines = ["| rule id | severity | reported by | `--fix` | when |", "|---|---|---|---|---|"]
        for rule in all {
            let description = rule.description
            let summary = description.summary.replacingOccurrences(of: "|", with: "\\|")
            let fix = description.suggestionIsSafe ? "safe" : ""
            lines.append(
                "| <a id=\"\(description.anchor)\"></a>`\(description.id)` | \(description.severity.rawValue) | "
                    + "\(description.stage.rawValue) | \(fix) | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The catalogue as one JSON document for tools: `{"version": 1, "rules": [...]}`, each rule
    /// with its id, severity, stage, summary, explanation, whether a spec may suppress it, whether
    /// `--fix` applies its suggestions, and its documentation's URI.
    public func jsonCatalogue() -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key("version"); writer.number(1)
        writer.key("rules"); writer.beginArray()
        for rule in all {
            let description = rule.description
            writer.beginObject()
            let texts = [
                ("id", description.id), ("severity", description.severity.rawValue), ("stage", description.stage.rawValue),
                ("summary", description.summary), ("explanation", description.explanation),
            ]
            for (key, text) in texts {
                writer.key(key)
                writer.string(text)
            }
            for (key, flag) in [("suppressible", description.isSuppressible), ("suggestionIsSafe", description.suggestionIsSafe)] {
                writer.key(key)
                writer.bool(flag)
            }
            writer.key("helpUri")
            writer.string(description.helpURI)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }
}

extension RuleDescription {
    /// The rule's row in the README's rule table, where SARIF's `helpUri` leads.
    public var helpURI: String { DialogCompilerInfo.ruleDocumentationURL(for: id) }

    /// The HTML anchor of the rule's row, which `helpURI` leads to.
    package var anchor: String { DialogCompilerInfo.ruleAnchor(for: id) }
}
