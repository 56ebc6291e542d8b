import Foundation

/// Renders the rule catalogue for people: the README's rule table comes from here.
extension RuleSet {
    /// A Markdown table of every rule: id, severity, stage and summary, sorted by id.
    public func markdownTable() -> String {
        var lines = ["| rule id | severity | reported by | when |", "|---|---|---|---|"]
        for rule in all {
            let description = rule.description
            let summary = description.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| `\(description.id)` | \(description.severity.rawValue) | \(description.stage.rawValue) | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
