/// The arguments of a dialog's `DialogDescriptor(...)`, with every default of format v1 resolved.
struct DescriptorArguments {
    /// One labelled argument and how to print its value.
    struct Argument {
        enum Value {
            case inline(String)
            case list([String])
            case call(String, [(label: String, text: String)])
        }

        var label: String
        var value: Value
    }

    let dialog: Dialog
    let file: String
    let line: Int
    /// How the texts are spelled: literals, or looked up (format v2).
    let texts: TextExpressions

    var arguments: [Argument] {
        [
            Argument(label: "id", value: .inline(SwiftLiteral.string(dialog.id.value))),
            Argument(label: "kind", value: .inline("." + dialog.type.value.rawValue)),
            Argument(label: "title", value: .inline(texts.expression(.title, dialog.title))),
            Argument(label: "subtitle", value: .inline(texts.expression(.subtitle, dialog.subtitle))),
            Argument(label: "message", value: .inline(texts.expression(.message, dialog.message))),
            Argument(label: "buttons", value: .list(dialog.buttons.map(button))),
            Argument(label: "options", value: .list(dialog.options.enumerated().map { texts.expression(.option(index: $0), $1) })),
            Argument(label: "selectedIndex", value: .inline(String(dialog.resolvedSelectedIndex))),
            Argument(label: "textField", value: textField),
            Argument(label: "autoHide", value: .inline(dialog.resolvedAutoHide.map(SwiftLiteral.number) ?? "nil")),
            Argument(label: "maxOptions", value: .inline(dialog.limits.maxOptions.map { String($0.value) } ?? "nil")),
            Argument(label: "presentation", value: presentation),
            Argument(label: "style", value: style),
            Argument(label: "source", value: .inline(
                "DialogSourceLocation(file: \(SwiftLiteral.string(file)), line: \(line))")),
        ]
    }

    private func button(_ button: Button) -> String {
        let action = "." + SwiftNames.spelled(SwiftNames.caseName(for: button.id.value))
        return "DialogButton(action: \(action), title: \(texts.expression(.button(id: button.id.value), button.title)), "
            + "role: .\(SwiftNames.spelled(button.resolvedStyle.rawValue)), isPreferred: \(button.isPreferred), "
            + "color: \(color(button.color?.value)))"
    }

    private var textField: Argument.Value {
        guard let input = dialog.input else { return .inline("nil") }
        return .call("DialogTextField", [
            ("placeholder", texts.expression(.placeholder, input.placeholder)),
            ("initialText", input.initialText.map { texts.expression(.initialText, $0) } ?? "\"\""),
            ("isMultiline", String(input.isMultiline)),
            ("isSecure", String(input.isSecure)),
            ("isRequired", String(input.isRequired)),
            ("maxLength", dialog.limits.maxLength.map { String($0.value) } ?? "nil"),
        ])
    }

    private var presentation: Argument.Value {
        let presentation = dialog.presentation
        return .call("DialogPresentation", [
            ("showType", "." + dialog.resolvedShowType.rawValue),
            ("animation", "." + dialog.resolvedAnimation.rawValue),
            ("showDuration", SwiftLiteral.number(presentation.show?.duration?.value ?? Presentation.defaultShowDuration)),
            ("hideDuration", SwiftLiteral.number(presentation.hide?.duration?.value ?? Presentation.defaultHideDuration)),
            ("coverAlpha", SwiftLiteral.number(presentation.show?.coverAlpha?.value ?? Presentation.defaultCoverAlpha)),
            ("dismissOnCoverTap", String(dialog.resolvedDismissOnCoverTap)),
            ("renderer", "." + dialog.resolvedRenderer.rawValue),
        ])
    }

    private var style: Argument.Value {
        let style = dialog.style
        var fields: [(label: String, text: String)] = []
        func add(_ label: String, _ text: String?) {
            if let text { fields.append((label, text)) }
        }
        add("titleFont", style.titleFont.map(font))
        add("messageFont", style.messageFont.map(font))
        add("titleColor", style.titleColor.map { color($0.value) })
        add("messageColor", style.messageColor.map { color($0.value) })
        add("lineColor", style.lineColor.map { color($0.value) })
        add("backgroundColor", style.backgroundColor.map { color($0.value) })
        add("coverColor", style.coverColor.map { color($0.value) })
        add("textAlignment", style.textAlignment.map { "." + $0.value.rawValue })
        add("cornerRadius", style.cornerRadius.map { SwiftLiteral.number($0.value) })
        return fields.isEmpty ? .inline("DialogStyle()") : .call("DialogStyle", fields)
    }

    private func font(_ font: Style.Font) -> String {
        // A font that names only a weight keeps the platform's body size; one that names only a size, regular weight.
        let size = SwiftLiteral.number(font.size?.value ?? Style.defaultFontSize)
        return "DialogFont(size: \(size), weight: .\(font.weight?.value.rawValue ?? FontWeight.regular.rawValue))"
    }

    private func color(_ color: Color?) -> String {
        guard let color else { return "nil" }
        return "DialogColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }
}
