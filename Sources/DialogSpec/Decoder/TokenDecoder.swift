import DialogDesignTokens
import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine

/// Values written as design token references, `"{color.surface.primary}"`.
///
/// A reference is read in the place of the value it stands for: a color token gives its adaptive
/// color (each appearance's value), a dimension its points, a duration its seconds, a typography
/// token a font's size and weight. The reference itself is recorded for the dialog being decoded,
/// so the plan, the generated code, the diff and the rules can name the token. A reference that
/// names no token, or a token of another type than the place takes, is an error, and so is any
/// reference when the run reads no token files.
extension DecodingContext {
    /// The path `node` names when it is a string written as a token reference; nil otherwise.
    package func referencePath(_ node: JSONNode) -> String? {
        guard document.kind(node) == .string else { return nil }
        // Only a string opening with a brace is decoded: every other string of a spec is not a reference.
        let start = document.start(node) + 1
        guard start < document.bytes.count, document.bytes[start] == UInt8(ascii: "{") else { return nil }
        return document.string(node).flatMap(DesignTokenSet.aliasPath)
    }

    /// The token `path` names, if the run's tokens have one of `type`; nil after a finding.
    /// `keyName` is the format's name of the place, for the message.
    package mutating func token(_ path: String, at node: JSONNode, named keyName: String, type: DesignTokenType) -> DesignToken? {
        guard let tokens else {
            report(Diagnostic(.error, rule: .unknownToken, TokenReferenceMessages.noTokenFiles(path), at: location(of: node)))
            return nil
        }
        guard let token = tokens.token(path) else {
            let message =
                tokens.writtenPaths.contains(path)
                ? TokenReferenceMessages.unresolved(path) : TokenReferenceMessages.unknown(path)
            let sameType = tokens.tokens.filter { $0.type == type }.map(\.path)
            let suggestion = Suggestions.closest(to: path, among: sameType) ?? Suggestions.closest(to: path, among: tokens.writtenPaths)
            report(
                Diagnostic(
                    .error, rule: .unknownToken, message, at: location(of: node),
                    suggestion: suggestion.flatMap { $0 == path ? nil : Suggestion.didYouMean("{\($0)}", quoted: true) }))
            return nil
        }
        guard token.type == type else {
            report(
                Diagnostic(
                    .error, rule: .tokenTypeMismatch,
                    TokenReferenceMessages.typeMismatch(keyName, takes: type, path: path, is: token.type), at: location(of: node)))
            return nil
        }
        return token
    }

    /// Records that the value read from `node` came from token `path`.
    package mutating func recordReference(_ path: String, at node: JSONNode, type: DesignTokenType) {
        tokenReferences.append(TokenReference(path: path, range: range(of: node), type: type))
    }

    /// A number place that also takes a token: `type` is the token type it takes (a dimension is
    /// read in points, a duration in seconds, a number as it is), checked against `bounds` as a
    /// written number is.
    package mutating func number(
        _ key: some ObjectKey, in fields: ObjectFields, bounds: Bounds, token type: DesignTokenType
    ) -> Located<Double>? {
        guard let member = key.member(of: fields) else { return nil }
        guard let path = referencePath(member.value) else { return number(key, in: fields, bounds: bounds) }
        return tokenNumber(path, at: member.value, named: key.keyName, bounds: bounds, type: type)
    }

    /// The number a reference to a token of `type` gives, within `bounds`; nil after a finding.
    package mutating func tokenNumber(
        _ path: String, at node: JSONNode, named keyName: String, bounds: Bounds, type: DesignTokenType
    ) -> Located<Double>? {
        guard let token = token(path, at: node, named: keyName, type: type) else { return nil }
        let value: Double
        switch token.value {
        case .dimension(let dimension): value = dimension.points
        case .duration(let duration): value = duration.seconds
        case .number(let number): value = number
        default: return nil
        }
        guard value.isFinite, bounds.contains(value) else {
            report(
                invalid(TokenReferenceMessages.outOfBounds(keyName, path: path, value: value, type: type, bounds: bounds.phrase), node))
            return nil
        }
        recordReference(path, at: node, type: type)
        return Located(value, at: range(of: node))
    }

    /// The color a reference gives: the token's value in each appearance.
    package mutating func tokenColor(_ path: String, at node: JSONNode, named keyName: String) -> Located<DialogColor>? {
        guard token(path, at: node, named: keyName, type: .color) != nil, let color = tokens?.color(path) else { return nil }
        recordReference(path, at: node, type: .color)
        return Located(color, at: range(of: node))
    }

    /// A font weight: one of the format's names, or a reference to a `fontWeight` token of one of
    /// the four weights dialogs draw (400, 500, 600, 700).
    package mutating func fontWeight(_ key: some ObjectKey, in fields: ObjectFields) -> Located<FontWeight>? {
        guard let member = key.member(of: fields) else { return nil }
        guard let path = referencePath(member.value) else { return enumeration(key, in: fields, as: FontWeight.self) }
        guard case .fontWeight(let number)? = token(path, at: member.value, named: key.keyName, type: .fontWeight)?.value else {
            return nil
        }
        guard let weight = Self.fontWeight(number) else {
            report(invalid(TokenReferenceMessages.unsupportedWeight(path, number), member.value))
            return nil
        }
        recordReference(path, at: member.value, type: .fontWeight)
        return Located(weight, at: range(of: member.value))
    }

    /// The weight a number means, for the four weights a spec's font takes.
    package static func fontWeight(_ number: Double) -> FontWeight? {
        fontWeightNumbers.first { $0.number == number }?.weight
    }

    /// The four weights a spec's font takes, as the Format module and CSS number them.
    package static let fontWeightNumbers: [(weight: FontWeight, number: Double)] = [
        (.regular, 400), (.medium, 500), (.semibold, 600), (.bold, 700),
    ]

    /// A motion curve: one of the format's names, or a reference to a `cubicBezier` token equal
    /// to one of them (UIKit's four curves, the only ones the runtime animates).
    package mutating func curve(_ key: some ObjectKey, in fields: ObjectFields) -> Located<DialogCurve>? {
        guard let member = key.member(of: fields) else { return nil }
        guard let path = referencePath(member.value) else { return enumeration(key, in: fields, as: DialogCurve.self) }
        guard case .cubicBezier(let points)? = token(path, at: member.value, named: key.keyName, type: .cubicBezier)?.value else {
            return nil
        }
        guard let curve = Self.curve(points) else {
            report(invalid(TokenReferenceMessages.unsupportedCurve(path, points), member.value))
            return nil
        }
        recordReference(path, at: member.value, type: .cubicBezier)
        return Located(curve, at: range(of: member.value))
    }

    /// UIKit's curves as the cubic Béziers Core Animation defines them.
    package static let curveControlPoints: [(curve: DialogCurve, points: [Double])] = [
        (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (.easeInOut, [0.42, 0, 0.58, 1]),
    ]

    /// The named curve whose control points `points` are, within a thousandth.
    package static func curve(_ points: [Double]) -> DialogCurve? {
        curveControlPoints.first { named in
            named.points.count == points.count && zip(named.points, points).allSatisfy { abs($0 - $1) < 0.001 }
        }?.curve
    }
}

/// The wording of the findings about token references in specs, declared once.
package enum TokenReferenceMessages {
    /// A token's number as a message shows it: whole numbers without a fraction, others to three places.
    static func spelled(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded)"
    }

    package static func noTokenFiles(_ path: String) -> RuleMessage {
        RuleMessage(
            "no-token-files",
            "'{\(path)}' names a design token, but the run reads no token files; name them in 'tokens' of .dialogc.json or with '--tokens FILE'"
        )
    }
    package static func unknown(_ path: String) -> RuleMessage {
        RuleMessage("unknown", "no design token named '\(path)'")
    }
    package static func unresolved(_ path: String) -> RuleMessage {
        RuleMessage("unresolved", "design token '\(path)' has no value: its token file's finding says why")
    }
    package static func typeMismatch(_ key: String, takes type: DesignTokenType, path: String, is found: DesignTokenType) -> RuleMessage {
        RuleMessage("mismatch", "'\(key)' takes a \(type.article) token, but '\(path)' is a \(found.article)")
    }
    package static func outOfBounds(_ key: String, path: String, value: Double, type: DesignTokenType, bounds: String) -> RuleMessage {
        let unit = type == .dimension ? " pt" : type == .duration ? " s" : ""
        return RuleMessage("token-out-of-bounds", "'\(key)' must be \(bounds), but token '\(path)' is \(spelled(value))\(unit)")
    }
    package static func unsupportedWeight(_ path: String, _ weight: Double) -> RuleMessage {
        RuleMessage(
            "token-weight",
            "token '\(path)' is weight \(spelled(weight)); a dialog's font is 400 (regular), 500 (medium), 600 (semibold) or 700 (bold)"
        )
    }
    package static func unsupportedCurve(_ path: String, _ points: [Double]) -> RuleMessage {
        let written = points.map { spelled($0) }.joined(separator: ", ")
        return RuleMessage(
            "token-curve",
            "token '\(path)' is the curve (\(written)); a dialog animates along 'linear', 'easeIn', 'easeOut' or 'easeInOut' only")
    }
    package static func insideColorObject(_ key: String) -> RuleMessage {
        RuleMessage(
            "reference-in-color-object",
            "'\(key)' may not be a token reference; write the reference as the whole color, it resolves in every appearance")
    }
}
