import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine

/// A color as a spec writes it: `#RRGGBB` or `#RRGGBBAA` (the same in every appearance), a
/// system color's name (`secondaryLabel`, with Apple's values in each appearance), or an object
/// of `light` and `dark` and, optionally, `lightHighContrast` and `darkHighContrast`, each a hex
/// or a system color's name (taken in that appearance), or a design token reference (`TokenDecoder.swift`).
extension DecodingContext {
    /// The keys of a color object, light first.
    package static let colorAppearanceKeys = DialogAppearance.allCases.map(\.key)

    package mutating func color(_ key: some ObjectKey, in fields: ObjectFields) -> Located<Color>? {
        guard let member = key.member(of: fields) else { return nil }
        return color(member.value, named: key.keyName)
    }

    /// The color `node` writes, under the format's name `keyName`; nil after a finding.
    package mutating func color(_ node: JSONNode, named keyName: String) -> Located<Color>? {
        switch document.kind(node) {
        case .string:
            if let path = referencePath(node) { return tokenColor(path, at: node, named: keyName) }
            guard let color = singleColor(node, named: keyName, in: nil) else { return nil }
            return Located(color, at: range(of: node))
        case .object:
            return colorObject(node, named: keyName)
        default:
            report(mismatch("'\(keyName)'", expected: "a color: a hex string, a system color's name or an object", found: node))
            return nil
        }
    }

    private mutating func colorObject(_ node: JSONNode, named keyName: String) -> Located<Color>? {
        let keys = Self.colorAppearanceKeys
        guard let fields = object(node, named: .key(keyName), keys: keys) else { return nil }
        var values: [DialogColor?] = []
        var isComplete = true
        for (index, appearance) in DialogAppearance.allCases.enumerated() {
            let key = FieldKey(keys[index], index)
            guard let member = key.member(of: fields) else {
                values.append(nil)
                continue
            }
            guard document.kind(member.value) == .string else {
                report(mismatch("'\(keys[index])'", expected: "a hex string or a system color's name", found: member.value))
                isComplete = false
                continue
            }
            if referencePath(member.value) != nil {
                report(invalid(TokenReferenceMessages.insideColorObject(keys[index]), member.value))
                isComplete = false
                continue
            }
            guard let color = singleColor(member.value, named: keys[index], in: appearance) else {
                isComplete = false
                continue
            }
            values.append(color)
        }
        guard isComplete else { return nil }
        let reason = "a color object names both appearances"
        let hasLight = require(FieldKey(keys[0], 0), in: fields, reason: reason)
        let hasDark = require(FieldKey(keys[1], 1), in: fields, reason: reason)
        guard hasLight, hasDark else { return nil }
        guard let light = values[0], let dark = values[1] else { return nil }
        let color = DialogColor(light: light, dark: dark, lightHighContrast: values[2], darkHighContrast: values[3])
        return Located(color, at: range(of: node))
    }

    /// A hex or a system color's name: the adaptive system color, or its value in `appearance`.
    private mutating func singleColor(_ node: JSONNode, named keyName: String, in appearance: DialogAppearance?) -> DialogColor? {
        let text = document.string(node) ?? ""
        if let color = DialogColor(hex: text) { return color }
        if let system = DialogSystemColor(rawValue: text) {
            return appearance.map { system.color.resolved(for: $0) } ?? system.color
        }
        let suggestion =
            Self.colorSpelledOut(text)
            ?? Suggestions.closestValue(to: text, among: DialogSystemColor.allCases.map(\.rawValue))
        report(
            Diagnostic(
                .error, rule: .invalidValue, DecoderMessages.InvalidValue.notAColor(keyName, found: text),
                at: location(of: node), suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
        return nil
    }
}
