import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine
import DialogStringCatalogs

/// The parts of a dialog format v2 adds: `parameters`, `comment`, and texts written as objects
/// with plural forms, a comment and a key of their own. Version 1 reads none of them, so a v1
/// file keeps its meaning (its `{` is a literal brace) and its findings.
package enum TextDecoder {
    /// The keys v2 adds to a dialog, allowed for every type.
    package static let dialogKeys = ["parameters", "comment"]
    /// The keys v2 adds to a button.
    package static let buttonKeys = ["comment"]
    package static let textKeys = ["text", "plural"] + PluralCategory.allCases.map(\.rawValue) + ["comment", "key"]
    package static let parameterKeys = ["type", "comment", "default"]

    // Built once: a v1 file, the common case, must not pay for v2 with an allocation per dialog.
    package static let dialogKeysV2 = DialogDecoder.keys + dialogKeys
    package static let buttonKeysV2 = DialogDecoder.buttonKeys + buttonKeys
    package static let allowedKeysV2 = Dictionary(
        uniqueKeysWithValues: DialogKind.allCases.map {
            ($0, $0.table.allowedKeys.union(dialogKeys))
        })

    /// `key` of `fields` as a text: a string, or from v2 on also a text object, whose `other`
    /// form (or `text`) is the text and whose rest goes into `localizations` under `element`.
    package static func text(
        _ key: some ObjectKey, in fields: ObjectFields, nonEmpty: Bool = false, as element: LocalizableText.Element,
        into localizations: inout [LocalizableText.Element: TextLocalization], _ context: inout DecodingContext
    ) -> Located<String>? {
        guard context.specVersion >= 2, let member = key.member(of: fields), context.document.kind(member.value) == .object else {
            return context.string(key, in: fields, nonEmpty: nonEmpty)
        }
        let (text, localization) = textObject(member.value, named: .key(key.keyName), &context)
        localizations[element] = localization
        return text
    }

    /// A text object: `{"text": ...}` or `{"plural": "count", "one": ..., "other": ...}`, each
    /// with an optional `comment` and `key`.
    package static func textObject(
        _ node: JSONNode, named name: ObjectName, _ context: inout DecodingContext
    ) -> (text: Located<String>?, localization: TextLocalization?) {
        guard let fields = context.object(node, named: name, keys: textKeys) else { return (nil, nil) }
        var localization = TextLocalization()
        localization.comment = context.string("comment", in: fields)
        localization.key = context.string("key", in: fields, nonEmpty: true)
        let categoryKeys = PluralCategory.allCases.map(\.rawValue)
        guard let parameter = context.string("plural", in: fields, nonEmpty: true) else {
            if !fields.has("plural") {
                for member in fields.presentKeys where categoryKeys.contains(member.key) {
                    context.report(
                        Diagnostic(
                            .error, rule: .invalidValue, DecoderMessages.Text.formWithoutPlural(member.key),
                            at: context.location(ofKey: member)))
                }
                context.require("text", in: fields)
            }
            return (context.string("text", in: fields, nonEmpty: true), localization)
        }
        if let text = fields["text"] {
            context.report(
                Diagnostic(
                    .error, rule: .invalidValue, DecoderMessages.Text.textWithPlural, at: context.location(ofKey: text)))
        }
        var forms: [PluralCategory: Located<String>] = [:]
        for category in PluralCategory.allCases {
            forms[category] = context.string(category.rawValue, in: fields, nonEmpty: true)
        }
        let variations = PluralVariations(parameter: parameter, forms: forms, range: context.range(of: node))
        localization.plural = variations
        // Without `other` the first form stands for the text (`invalid-plural` reports it); with
        // no form at all there is nothing to show.
        guard let text = forms[.other] ?? variations.orderedForms.first?.text else {
            context.require("other", in: fields)
            return (nil, localization)
        }
        return (text, localization)
    }

    /// The `parameters` object: each key a name, each value `{"type": ..., "comment": ...}`.
    package static func parameters(_ fields: ObjectFields, _ context: inout DecodingContext) -> [DialogParameter] {
        // A v1 dialog has no `parameters` (the key is unknown there).
        guard context.specVersion >= 2, let member = fields["parameters"] else { return [] }
        guard context.document.kind(member.value) == .object else {
            context.report(context.mismatch("'parameters'", expected: "an object", found: member.value))
            return []
        }
        return context.firstOccurrences(member.value).compactMap { entry in
            let name = context.key(of: entry)
            guard DialogParameter.isValidName(name) else {
                context.report(
                    Diagnostic(
                        .error, rule: .invalidValue, DecoderMessages.Text.notAParameterName(name), at: context.location(of: entry.key)))
                return nil
            }
            guard let object = context.object(entry.value, named: ObjectName("parameter '\(name)'"), keys: parameterKeys) else {
                return nil
            }
            context.require("type", in: object)
            guard let type = context.enumeration("type", in: object, as: DialogParameter.Kind.self) else { return nil }
            var parameter = DialogParameter(
                name: Located(name, at: context.range(of: entry.key)), type: type, range: context.range(of: entry.value))
            parameter.comment = context.string("comment", in: object)
            parameter.defaultValue = defaultValue(of: type.value, in: object, &context)
            return parameter
        }
    }

    /// The parameter's `default`, read as its type: a string, an integer, or any number.
    private static func defaultValue(
        of type: DialogParameter.Kind, in object: ObjectFields, _ context: inout DecodingContext
    ) -> Located<DialogParameter.DefaultValue>? {
        // A sample of any size a dialog could show; the bounds only keep a number printable as Swift.
        let bounds = Bounds.between(-1e15, 1e15)
        switch type {
        case .string: return context.string("default", in: object).map { Located(.string($0.value), at: $0.range) }
        case .integer: return context.integer("default", in: object, bounds: bounds).map { Located(.integer($0.value), at: $0.range) }
        case .number: return context.number("default", in: object, bounds: bounds).map { Located(.number($0.value), at: $0.range) }
        }
    }
}
