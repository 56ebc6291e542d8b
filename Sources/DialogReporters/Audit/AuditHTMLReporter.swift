import DialogValidation
import DialogWriters

/// The audit as one self-contained HTML page for design review: the app's verdicts, then every
/// dialog's, with the pictures of each dialog that does not support a category beside its findings.
public struct AuditHTMLReporter: Reporter {
    /// A dialog's pictures, each an `<svg>` element and what it shows (`iphone-se, dark`), by dialog id.
    public var pictures: [String: [(caption: String, svg: String)]]

    /// Creates the reporter with the pictures of the dialogs to show.
    public init(pictures: [String: [(caption: String, svg: String)]] = [:]) {
        self.pictures = pictures
    }

    public func report(_ audit: AccessibilityAudit) -> String {
        var html = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>Accessibility audit</title>", "<style>\(Self.style)</style>", "</head>", "<body>",
            "<h1>Accessibility audit</h1>",
            "<p class=\"scope\">Checked on \(escape(AuditWording.scope(audit.scope))).</p>",
        ]
        let stops =
            audit.inputFailures.map { ($0.path.map { "\($0): " } ?? "") + $0.message }
            + audit.errors.map { "\(audit.locations.prefix($0.location)): \($0.message)" }
        if !stops.isEmpty {
            html.append("<section class=\"errors\"><h2>Errors that stop dialogs from being audited</h2><ul>")
            html += stops.map { "<li>\(escape($0))</li>" }
            html.append("</ul></section>")
        }
        html.append("<h2>App</h2>")
        html.append(table(audit.app, audit))
        for entry in audit.dialogs {
            let state = entry.hasUnsupported ? "fails" : "passes"
            html.append("<section class=\"dialog \(state)\" id=\"\(escape(entry.id))\">")
            html.append(
                "<h2>\(escape(entry.id)) <small>\(entry.kind.rawValue), \(entry.renderer.rawValue) renderer · \(escape(entry.source))</small></h2>"
            )
            if entry.hasUnsupported, let shown = pictures[entry.id], !shown.isEmpty {
                html.append("<div class=\"pictures\">")
                for picture in shown {
                    html.append("<figure>\(picture.svg)<figcaption>\(escape(picture.caption))</figcaption></figure>")
                }
                html.append("</div>")
            }
            html.append(table(entry.verdicts, audit))
            html.append("</section>")
        }
        html += ["<p class=\"summary\">\(escape(AuditWording.summary(audit)))</p>", "</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    private func table(_ verdicts: [(category: AccessibilityCategory, verdict: AuditVerdict)], _ audit: AccessibilityAudit) -> String {
        var rows = ["<table>", "<tr><th>Category</th><th>Verdict</th><th>Why</th></tr>"]
        for (category, verdict) in verdicts {
            var reasons = verdict.lines
            if case .notSupported(let own, let findings) = verdict {
                reasons = own + findings.map { "\(audit.locations.prefix($0.location)): \($0.message) [\($0.rule)]" }
            }
            let items = reasons.map { "<li>\(escape($0))</li>" }.joined()
            rows.append(
                "<tr class=\"\(verdict.name)\"><td>\(category.title)</td><td>\(verdict.label)</td><td><ul>\(items)</ul></td></tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String { XMLEscaping.escape(text, inAttribute: true) }

    static let style = """
        body{font:15px -apple-system,system-ui,sans-serif;margin:2em;color:#1d1d1f;background:#fff}\
        table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #d2d2d7;padding:.3em .6em;text-align:left;vertical-align:top}\
        td ul{margin:0;padding-left:1.1em}tr.supported td:nth-child(2){color:#1b7f37}tr.not-supported td:nth-child(2){color:#b3261e;font-weight:600}\
        tr.not-decidable td:nth-child(2){color:#8a5a00}.dialog.fails h2{color:#b3261e}small{color:#6e6e73;font-weight:normal}\
        .pictures{display:flex;gap:1em;flex-wrap:wrap}figure{margin:0}figure svg{width:240px;height:auto;border:1px solid #d2d2d7}\
        @media (prefers-color-scheme: dark){body{color:#f5f5f7;background:#000}td,th{border-color:#424245}}
        """
}
