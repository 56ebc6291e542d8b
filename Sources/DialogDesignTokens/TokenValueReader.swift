import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine

/// Reading a token's own value as its type: the Format module's object forms, and the string
/// forms tools still write (`#RRGGBB`, `16px`, `200ms`). Each reader reports what is wrong at
/// the value and returns nil.
extension Resolution {
    mutating func value(_ node: JSONNode, as type: DesignTokenType, of token: RawToken) -> DesignTokenValue? {
        switch type {
        case .color: return color(node, of: token).map(DesignTokenValue.color)
        case .dimension: return dimension(node, of: token).map(DesignTokenValue.dimension)
        case .duration: return duration(node, of: token).map(DesignTokenValue.duration)
        case .fontWeight: return fontWeight(node, of: token).map(DesignTokenValue.fontWeight)
        case .fontFamily: return fontFamily(node, of: token).map(DesignTokenValue.fontFamily)
        case .number:
            guard let number = document(of: token).number(node) else {
                return invalid(token, node, "a number token's value must be a number")
            }
            return .number(number)
        case .cubicBezier: return cubicBezier(node, of: token).map(DesignTokenValue.cubicBezier)
        case .typography: return typography(node, of: token).map(DesignTokenValue.typography)
        case .strokeStyle, .border, .transition, .shadow, .gradient: return .unread(type)
        }
    }

    private mutating func invalid<Value>(_ token: RawToken, _ node: JSONNode, _ problem: String) -> Value? {
        report(.tokenInvalidValue, TokenMessages.invalidValue(token.path, problem), at: node, in: token)
        return nil
    }

    /// The members of an object value by key, or nil (reported) when `node` is not an object,
    /// lacks a required key or writes one it should not.
    private mutating func members(
        _ node: JSONNode, of token: RawToken, named what: String, required: [String], optional: [String] = []
    ) -> [String: JSONNode]? {
        let document = document(of: token)
        guard document.kind(node) == .object else { return invalid(token, node, "\(what) must be an object") }
        var found: [String: JSONNode] = [:]
        var isValid = true
        for member in document.members(node) {
            let key = document.string(member.key) ?? ""
            guard required.contains(key) || optional.contains(key) else {
                report(
                    .tokenInvalidValue, TokenMessages.invalidValue(token.path, "unknown key '\(key)' in \(what)"), at: member.key, in: token
                )
                isValid = false
                continue
            }
            found[key] = member.value
        }
        for key in required where found[key] == nil {
            report(.tokenInvalidValue, TokenMessages.invalidValue(token.path, "\(what) needs '\(key)'"), at: node, in: token)
            isValid = false
        }
        return isValid ? found : nil
    }

    // MARK: Colors

    private mutating func color(_ node: JSONNode, of token: RawToken) -> TokenColor? {
        let document = document(of: token)
        if let text = document.string(node) {
            guard let color = Self.hexColor(text) else {
                return invalid(token, node, "'\(text)' is not a color: write a color object, or a hex '#RGB', '#RRGGBB' or '#RRGGBBAA'")
            }
            return TokenColor(
                colorSpace: "srgb", components: [color.red, color.green, color.blue].map { Double($0) / 255 },
                alpha: color.opacity, hex: nil, srgb: color)
        }
        guard
            let fields = members(
                node, of: token, named: "a color object", required: ["colorSpace", "components"], optional: ["alpha", "hex"])
        else { return nil }
        let spaceNode = fields["colorSpace"]!
        guard let spaceName = document.string(spaceNode), let space = TokenColorSpace(rawValue: spaceName) else {
            let written = document.string(spaceNode)
            let suggestion = written.flatMap { Suggestions.closest(to: $0, among: TokenColorSpace.allCases.map(\.rawValue)) }
            report(
                .tokenInvalidValue,
                TokenMessages.invalidValue(token.path, "unknown color space \(written.map { "'\($0)'" } ?? "(not a string)")"),
                at: spaceNode, in: token, suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) })
            return nil
        }
        let componentsNode = fields["components"]!
        let elements = Array(document.elements(componentsNode))
        guard document.kind(componentsNode) == .array, elements.count == 3 else {
            return invalid(token, componentsNode, "a color's 'components' must be an array of 3 numbers or 'none'")
        }
        var components: [Double?] = []
        for (position, element) in elements.enumerated() {
            if document.string(element, equals: "none") {
                components.append(nil)
                continue
            }
            guard let number = document.number(element) else {
                return invalid(token, element, "a color component must be a number or 'none'")
            }
            let range = space.ranges[position]
            guard range.contains(number) else {
                return invalid(token, element, "\(space.rawValue) component \(position + 1) must be in \(range.text)")
            }
            components.append(number)
        }
        var alpha = 1.0
        if let alphaNode = fields["alpha"] {
            guard let value = document.number(alphaNode), (0...1).contains(value) else {
                return invalid(token, alphaNode, "a color's 'alpha' must be a number from 0 to 1")
            }
            alpha = value
        }
        var hex: String?
        if let hexNode = fields["hex"] {
            guard let text = document.string(hexNode), text.utf8.count == 7, DialogColor(hex: text) != nil else {
                return invalid(token, hexNode, "a color's 'hex' must be 6 hex digits after '#' (its alpha is 'alpha')")
            }
            hex = text
        }
        let srgb = space.srgb(components.map { $0 ?? 0 }, alpha: alpha)
        return TokenColor(colorSpace: space.rawValue, components: components, alpha: alpha, hex: hex, srgb: srgb)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, the hex strings tools wrote before the Color module.
    static func hexColor(_ text: String) -> DialogColor? {
        let utf8 = Array(text.utf8)
        if utf8.count == 4, utf8[0] == UInt8(ascii: "#") {
            let doubled = utf8.dropFirst().flatMap { [$0, $0] }
            return DialogColor(hex: "#" + String(decoding: doubled, as: UTF8.self))
        }
        return DialogColor(hex: text)
    }

    // MARK: Numbers with units

    /// A dimension; in `em` only where `allowsEm` (a typography's letter spacing).
    private mutating func dimension(_ node: JSONNode, of token: RawToken, allowsEm: Bool = false) -> TokenDimension? {
        let units: [TokenDimension.Unit] = allowsEm ? [.rem, .em, .px] : [.rem, .px]
        if let text = document(of: token).string(node) {
            for unit in units {
                if let value = Self.number(text, unit: unit.rawValue) { return TokenDimension(value: value, unit: unit) }
            }
            return invalid(token, node, "'\(text)' is not a dimension: write {\"value\": 16, \"unit\": \"px\"}, '16px' or '1rem'")
        }
        guard let (value, unit) = measure(node, of: token, named: "a dimension", units: units.map(\.rawValue)) else { return nil }
        return TokenDimension(value: value, unit: TokenDimension.Unit(rawValue: unit)!)
    }

    private mutating func duration(_ node: JSONNode, of token: RawToken) -> TokenDuration? {
        if let text = document(of: token).string(node) {
            for unit in [TokenDuration.Unit.ms, .s] {
                if let value = Self.number(text, unit: unit.rawValue), value >= 0 { return TokenDuration(value: value, unit: unit) }
            }
            return invalid(token, node, "'\(text)' is not a duration: write {\"value\": 200, \"unit\": \"ms\"}, '200ms' or '0.2s'")
        }
        guard let (value, unit) = measure(node, of: token, named: "a duration", units: ["ms", "s"]) else { return nil }
        guard value >= 0 else { return invalid(token, node, "a duration may not be negative") }
        return TokenDuration(value: value, unit: TokenDuration.Unit(rawValue: unit)!)
    }

    /// `{"value": number, "unit": one of units}`.
    private mutating func measure(_ node: JSONNode, of token: RawToken, named what: String, units: [String]) -> (Double, String)? {
        guard let fields = members(node, of: token, named: what, required: ["value", "unit"]) else { return nil }
        let document = document(of: token)
        guard let value = document.number(fields["value"]!) else {
            return invalid(token, fields["value"]!, "\(what)'s 'value' must be a number")
        }
        guard let unit = document.string(fields["unit"]!), units.contains(unit) else {
            return invalid(
                token, fields["unit"]!, "\(what)'s 'unit' must be " + units.map { "'\($0)'" }.joined(separator: " or "))
        }
        return (value, unit)
    }

    /// The number before `unit` in `text` (`16px`), finite and written as JSON would.
    static func number(_ text: String, unit: String) -> Double? {
        guard text.hasSuffix(unit) else { return nil }
        let digits = text.dropLast(unit.count)
        guard let first = digits.first, first == "-" || first == "." || first.isASCII && first.isNumber else { return nil }
        guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
        return Double(digits).flatMap { $0.isFinite ? $0 : nil }
    }

    // MARK: Fonts and curves

    /// The Format module's weight names, each with its number.
    static let fontWeightNames: [(names: [String], weight: Double)] = [
        (["thin", "hairline"], 100), (["extra-light", "ultra-light"], 200), (["light"], 300),
        (["normal", "regular", "book"], 400), (["medium"], 500), (["semi-bold", "demi-bold"], 600), (["bold"], 700),
        (["extra-bold", "ultra-bold"], 800), (["black", "heavy"], 900), (["extra-black", "ultra-black"], 950),
    ]

    private mutating func fontWeight(_ node: JSONNode, of token: RawToken) -> Double? {
        let document = document(of: token)
        if let number = document.number(node) {
            guard (1...1000).contains(number) else { return invalid(token, node, "a font weight must be from 1 to 1000") }
            return number
        }
        if let name = document.string(node) {
            if let entry = Self.fontWeightNames.first(where: { $0.names.contains(name) }) { return entry.weight }
            let suggestion = Suggestions.closest(to: name, among: Self.fontWeightNames.flatMap(\.names))
            report(
                .tokenInvalidValue, TokenMessages.invalidValue(token.path, "unknown font weight '\(name)'"), at: node, in: token,
                suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) })
            return nil
        }
        return invalid(token, node, "a font weight must be a number from 1 to 1000 or a weight's name")
    }

    private mutating func fontFamily(_ node: JSONNode, of token: RawToken) -> [String]? {
        let document = document(of: token)
        if let name = document.string(node), !name.isEmpty { return [name] }
        let names = document.elements(node).map { document.string($0) ?? "" }
        guard document.kind(node) == .array, !names.isEmpty, !names.contains("") else {
            return invalid(token, node, "a font family must be a name or an array of names")
        }
        return names
    }

    private mutating func cubicBezier(_ node: JSONNode, of token: RawToken) -> [Double]? {
        let document = document(of: token)
        let numbers = document.elements(node).compactMap { document.number($0) }
        guard document.kind(node) == .array, numbers.count == 4, document.count(node) == 4 else {
            return invalid(token, node, "a cubic Bézier must be an array of 4 numbers")
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            return invalid(token, node, "a cubic Bézier's x coordinates (its 1st and 3rd numbers) must be from 0 to 1")
        }
        return numbers
    }

    // MARK: Composites

    private func isAlias(_ node: JSONNode, of token: RawToken) -> Bool {
        document(of: token).string(node).flatMap(DesignTokenSet.aliasPath) != nil
    }

    private mutating func typography(_ node: JSONNode, of token: RawToken) -> TokenTypography? {
        let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        guard let fields = members(node, of: token, named: "a typography", required: keys) else { return nil }
        let family = member(fields["fontFamily"]!, as: .fontFamily, of: token)
        let size = member(fields["fontSize"]!, as: .dimension, of: token)
        let weight = member(fields["fontWeight"]!, as: .fontWeight, of: token)
        let spacing = member(fields["letterSpacing"]!, as: .dimension, of: token, allowsEm: true)
        let lineHeightNode = fields["lineHeight"]!
        let lineHeight: DesignTokenValue? =
            document(of: token).kind(lineHeightNode) == .number || isAlias(lineHeightNode, of: token)
            ? member(lineHeightNode, as: .number, of: token)
            : dimension(lineHeightNode, of: token).map(DesignTokenValue.dimension)
        guard case .fontFamily(let fontFamily)? = family, case .dimension(let fontSize)? = size,
            case .fontWeight(let fontWeight)? = weight, case .dimension(let letterSpacing)? = spacing
        else { return nil }
        let lineHeightValue: Double
        switch lineHeight {
        case .number(let multiple)?: lineHeightValue = multiple
        // A line height written as a distance, as Apple's text styles are, is its multiple of the font size.
        case .dimension(let distance)? where fontSize.points > 0: lineHeightValue = distance.points / fontSize.points
        default: return nil
        }
        return TokenTypography(
            fontFamily: fontFamily, fontSize: fontSize, fontWeight: fontWeight, letterSpacing: letterSpacing,
            lineHeight: lineHeightValue)
    }

    /// A composite's member: its own value, or an alias of a token of the member's type. The
    /// target's type is looked up before its value is read, so a composite never waits on another.
    private mutating func member(
        _ node: JSONNode, as type: DesignTokenType, of token: RawToken, allowsEm: Bool = false
    ) -> DesignTokenValue? {
        guard let target = document(of: token).string(node).flatMap(DesignTokenSet.aliasPath) else {
            if allowsEm { return dimension(node, of: token, allowsEm: true).map(DesignTokenValue.dimension) }
            return value(node, as: type, of: token)
        }
        guard let targetIndex = indexByPath[target] else {
            let suggestion = Suggestions.closest(to: target, among: raw.map(\.path))
            report(
                .unknownToken, TokenMessages.unknownToken(target), at: node, in: token,
                suggestion: suggestion.map { Suggestion.didYouMean("{\($0)}", quoted: true) })
            return nil
        }
        if let targetType = terminalType(of: targetIndex), targetType != type {
            report(
                .tokenTypeMismatch,
                TokenMessages.typeMismatch(token.path, declared: "\(type.article) member", target: target, targetType: targetType.article),
                at: node, in: token)
            return nil
        }
        resolve(targetIndex)
        guard case .resolved(_, let value, _) = states[targetIndex] else { return nil }
        return value
    }
}
