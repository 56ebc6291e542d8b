import DialogValidation

/// The formats `dialogc audit` writes.
public enum AuditFormat: String, Sendable, CaseIterable {
    case text
    case json
    case markdown
    case html

    /// The reporter that writes this format; the HTML page shows `pictures` of failing dialogs.
    public func makeReporter(pictures: [String: [(caption: String, svg: String)]] = [:]) -> AnyReporter<AccessibilityAudit> {
        switch self {
        case .text: AnyReporter(AuditTextReporter())
        case .json: AnyReporter(AuditJSONReporter())
        case .markdown: AnyReporter(AuditMarkdownReporter())
        case .html: AnyReporter(AuditHTMLReporter(pictures: pictures))
        }
    }
}
