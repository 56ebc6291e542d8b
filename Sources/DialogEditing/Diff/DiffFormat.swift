import DialogDiagnostics
import DialogReporters
import DialogWriters

/// The formats `dialogc diff --format` writes, as `lint` has them plus a pull-request comment.
public enum DiffFormat: String, Sendable, CaseIterable {
    case text
    case json
    case markdown
    case github
    case sarif

    /// The reporter that writes this format: one of the family `lint`'s formats belong to.
    public func makeReporter() -> AnyReporter<DiffReport> {
        switch self {
        case .text: AnyReporter(DiffTextReporter())
        case .json: AnyReporter(DiffJSONReporter())
        case .markdown: AnyReporter(DiffMarkdownReporter())
        case .github: AnyReporter(DiffGitHubReporter())
        case .sarif: AnyReporter(DiffSARIFReporter())
        }
    }

    /// The whole report in this format, ending with a newline.
    public func report(_ diff: DiffReport) -> String {
        makeReporter().report(diff)
    }
}

/// `text`: the changes grouped by dialog, dialogs with a breaking change first, each change with
/// its category (and `breaks delivered dialogs` where it does), message and kind, then where it was and is.
package struct DiffTextReporter: Reporter {
    /// What the formats people read say of a change that breaks apps in the field delivered the new dialog.
    package static let deliveredMarker = "breaks delivered dialogs"

    package init() {}

    package func report(_ diff: DiffReport) -> String {
        var output = ""
        for (dialog, changes) in diff.byDialog {
            output += "dialog '\(VisibleText.escape(dialog))'\n"
            for change in changes {
                output += "  \(change.category.rawValue)\(change.breaksDeliveredDialogs ? ", \(Self.deliveredMarker)" : ""): "
                output += "\(VisibleText.escape(change.message)) [\(change.kind.id)]\n"
                let places = [("old", true), ("new", false)].compactMap { label, old in
                    diff.location(of: change, old: old).map { "\(label) \($0.text)" }
                }
                if !places.isEmpty { output += "    " + places.joined(separator: ", ") + "\n" }
            }
        }
        return output + diff.summaryLine + "\n"
    }
}

/// Where a change's element stands in a report: its file, and its lines and columns when the
/// file's bytes are known.
package struct DiffPlace {
    package var file: String
    package var range: SourceRange?

    /// How reports that people read write it: `path:line:column`.
    package var text: String {
        let file = VisibleText.escape(file)
        guard let start = range?.start else { return file }
        return "\(file):\(start.line):\(start.column)"
    }
}

/// `github`: a workflow command per change at its new location (its dialog for a removed button,
/// the file-less form for a removed dialog): breaking changes as errors, behaviour as warnings,
/// the rest as notices, a change that breaks delivered dialogs saying so after its message; the
/// summary ends the output.
package struct DiffGitHubReporter: Reporter {
    package init() {}

    package func report(_ diff: DiffReport) -> String {
        var output = ""
        for change in diff.changes {
            let location = diff.location(of: change, old: false)
            output += GitHubReporter.command(
                GitHubReporter.name(DiffSeverity.of(change.category)), file: location?.file, range: location?.range,
                title: "dialogc diff: \(change.kind.id)",
                VisibleText.escape(change.message) + (change.breaksDeliveredDialogs ? " (\(DiffTextReporter.deliveredMarker))" : ""))
        }
        return output + diff.summaryLine + "\n"
    }
}

/// The severity a change is reported with where a format needs one.
package enum DiffSeverity {
    package static func of(_ category: ChangeCategory) -> Severity {
        switch category {
        case .breaking: .error
        case .behaviour: .warning
        case .text, .visual, .added: .note
        }
    }
}
