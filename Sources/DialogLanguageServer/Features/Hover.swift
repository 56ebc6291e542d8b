import DialogDiagnostics
import DialogLanguageServerProtocol
import DialogGenerators
import DialogJSONReader
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogRules
import DialogSpec
import DialogWriters

extension LanguageServer {
    /// The device hovers and previews measure on unless told otherwise: the narrowest, which the
    /// lint rules measure on too.
    package static var defaultDevice: Device { Device.narrowest }

    /// `textDocument/hover`: on a finding, its rule's explanation; on a key, what the format says
    /// it means where it stands; on a dialog id, the dialog's type, buttons and size on the default
    /// device; on a token reference, the token's value in each appearance.
    package func hover(_ request: HoverRequest) throws(ResponseError) -> JSONValue {
        let entry = try checkedDocument(request.textDocument)
        let offset = entry.converter.offset(of: request.position)
        var sections: [String] = []
        var hovered: Range<Int>?
        for diagnostic in entry.diagnostics + entry.reportedElsewhere {
            guard let span = byteRange(of: diagnostic.location), span.contains(offset) || span.lowerBound == offset,
                let rule = RuleSet.lint.rule(withID: diagnostic.ruleID)
            else { continue }
            let section =
                "**\(rule.id)** (\(rule.description.severity.rawValue)): \(rule.description.summary)\n\n\(rule.description.explanation)"
            if !sections.contains(section) { sections.append(section) }
            hovered = hovered ?? span
        }
        if let dialog = entry.spec?.dialogs.first(where: { byteRange(of: $0.id).contains(offset) }) {
            sections.append(Self.summary(of: dialog, in: SourceFile(path: entry.document.path, bytes: entry.document.bytes)))
            hovered = hovered ?? byteRange(of: dialog.id)
        } else if let parameter = entry.spec?.dialogs.lazy.flatMap(\.parameters).first(where: {
            byteRange(of: $0.name).contains(offset)
        }) {
            sections.append(Self.summary(of: parameter))
            hovered = hovered ?? byteRange(of: parameter.name)
        } else if let document = try? JSONReader().parse(SourceFile(path: "", bytes: entry.document.bytes)) {
            if let tokens = workspace.tokens, let reference = Self.tokenReference(at: offset, in: document),
                let section = Self.tokenHover(reference.path, in: tokens)
            {
                sections.append(section)
                hovered = hovered ?? reference.span
            } else if case let (steps, key?) = JSONPath.steps(at: offset, in: document), let name = document.string(key) {
                // A key means what it means in the object it stands in (a dialog's `type` is its kind,
                // `presentation.show.type` where it appears): the root's path is empty, and an element
                // of an array stands under `[]`.
                let object = FormatObject(path: steps.dropFirst().map { $0.key ?? "[]" })
                let descriptions = FormatKeyDocumentation.descriptions(of: name, in: object)
                if !descriptions.isEmpty {
                    sections.append("`\(name)`: " + descriptions.joined(separator: "\n\nOr, elsewhere: "))
                    hovered = hovered ?? document.range(key)
                }
            }
        }
        guard let hovered else { return .null }
        return [
            "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))],
            "range": entry.converter.range(hovered.lowerBound, hovered.upperBound),
        ]
    }

    /// A dialog in a few lines: type, buttons, and the size its layout takes.
    package static func summary(of dialog: Dialog, in source: SourceFile) -> String {
        var lines = ["**\(dialog.id.value)**: \(dialog.type.value.rawValue)"]
        if !dialog.buttons.isEmpty {
            lines.append("buttons: " + dialog.buttons.map { "'\($0.id.value)' (\($0.resolvedStyle.rawValue))" }.joined(separator: ", "))
        }
        if dialog.isWellFormed {
            let plan = LayoutEngine.plan(dialog, in: source, device: defaultDevice)
            if let frame = Self.container(in: plan.elements)?.frame {
                lines.append(
                    "size on \(defaultDevice.name): \(PreviewNumber.format(frame.width)) × \(PreviewNumber.format(frame.height)) pt")
            }
        }
        return lines.joined(separator: "\n\n")
    }

    /// A parameter in a line or two: its type, the default the dialog shows when the app passes
    /// no argument (or that it has none, so the app must pass one), and its comment.
    package static func summary(of parameter: DialogParameter) -> String {
        var line = "**\(parameter.name.value)**: \(parameter.type.value.rawValue) parameter"
        switch parameter.defaultValue?.value {
        case nil: line += ", no default: every app must pass it"
        // As the spec writes it, in full: the value a dialog shows, not a rounded one.
        case .string(let text)?: line += ", default `\(JSONTextWriter.quoted(text))`"
        case .integer(let number)?: line += ", default `\(number)`"
        case .number(let number)?:
            line += ", default `\(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))`"
        }
        guard let comment = parameter.comment else { return line }
        return line + "\n\n" + comment.value
    }

    private static func container(in elements: [PlanElement]) -> PlanElement? {
        for element in elements {
            if element.kind == .container { return element }
            if let found = container(in: element.children) { return found }
        }
        return nil
    }
}
