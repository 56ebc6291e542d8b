import DialogSpec
import DialogWriters

/// How the generated code of one dialog spells its texts and its parameters.
///
/// Format v1 texts are literals, as they always were. A v2 text is looked up by its key through
/// the function's `DialogLocalization`, with the spec's text as the default value in
/// `String(format:)` form (what a catalog's source unit holds), its plural forms, and the
/// arguments it takes; under `--localization none` a text without arguments is a literal again
/// and one with arguments is formatted from the spec's text alone.
package struct TextExpressions {
    package let dialog: Dialog
    package let localization: SwiftGenerationOptions.Localization

    /// The name the function's `DialogLocalization` argument has, inside and outside.
    package static let localizationName = "localization"

    /// Whether the dialog's descriptor is built by a function that looks texts up.
    package var looksUp: Bool { dialog.specVersion >= 2 && localization == .bundle }

    /// The function's parameters after the dialog's own: the localization, where texts are looked up.
    package var localizationParameter: String? {
        looksUp ? "\(Self.localizationName): DialogLocalization = .main" : nil
    }

    /// The parameters of the descriptor function, as declared: `album argument0: String`, with
    /// the spec's default where it has one (`service argument0: String = "Sync"`), so code written
    /// before the parameter was added still compiles.
    package var parameterList: [String] {
        dialog.parameters.enumerated().map { index, parameter in
            let declared = "\(Self.label(for: parameter.name.value)) \(Self.argumentName(index)): \(Self.swiftType(parameter.type.value))"
            guard let value = parameter.defaultValue?.value else { return declared }
            return declared + " = " + Self.literal(value)
        }
    }

    /// A default as a Swift literal of its parameter's type.
    package static func literal(_ value: DialogParameter.DefaultValue) -> String {
        switch value {
        case .string(let text): SwiftLiteral.string(text)
        case .integer(let number): String(number)
        case .number(let number): SwiftLiteral.number(number)
        }
    }

    /// A parameter's argument label: its name, in backticks when a keyword, with `_` when it
    /// would take the label the localization argument has.
    package static func label(for name: String) -> String {
        name == localizationName ? name + "_" : SwiftNames.keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name inside the function: never the spec's, which may be a keyword or shadow a type.
    package static func argumentName(_ index: Int) -> String { "argument\(index)" }

    package static func swiftType(_ kind: DialogParameter.Kind) -> String {
        switch kind {
        case .string: "String"
        case .integer: "Int"
        case .number: "Double"
        }
    }

    /// The expression of the text shown by `element`, or `nil` when there is none.
    package func expression(_ element: LocalizableText.Element, _ text: Located<String>?) -> String {
        guard let text else { return "nil" }
        guard dialog.specVersion >= 2,
            let entry = dialog.localizableTexts.first(where: { $0.element == element })
        else { return SwiftLiteral.string(text.value) }
        let arguments = entry.arguments(from: dialog.parameters)
        if !looksUp && arguments.isEmpty { return SwiftLiteral.string(entry.formatString(parameters: dialog.parameters)) }
        var fields = [SwiftLiteral.string(entry.key), "default: " + SwiftLiteral.string(entry.formatString(parameters: dialog.parameters))]
        if let plural = entry.plural, let index = arguments.firstIndex(where: { $0.name.value == plural.parameter.value }) {
            fields.append("pluralArgument: \(index + 1)")
            let forms = plural.orderedForms.filter { $0.category != .other }.map { form in
                ".\(form.category.rawValue): "
                    + SwiftLiteral.string(entry.formatString(parameters: dialog.parameters, category: form.category))
            }
            if !forms.isEmpty { fields.append("forms: [\(forms.joined(separator: ", "))]") }
        }
        let receiver = looksUp ? Self.localizationName : "DialogLocalization.sourceText"
        let values = arguments.map { parameter in
            let index = dialog.parameters.firstIndex(of: parameter) ?? 0
            return ".\(parameter.type.value.rawValue)(\(Self.argumentName(index)))"
        }
        let list = values.isEmpty ? "" : ", [\(values.joined(separator: ", "))]"
        return "\(receiver).string(DialogLocalizedText(\(fields.joined(separator: ", ")))\(list))"
    }
}
