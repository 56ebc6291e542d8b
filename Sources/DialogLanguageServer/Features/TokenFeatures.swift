import DialogDesignTokens
import DialogGenerators
import DialogJSONReader
import DialogLayoutEngine

/// What the editor shows of the workspace's design tokens: a `"{color.accent}"` reference's value
/// in each appearance on hover, and the token paths after a typed `"{`.
extension LanguageServer {
    /// The token path of the string value at `offset` of `document`, and the value's span, when
    /// that string is a reference (`{color.accent}`).
    package static func tokenReference(at offset: Int, in document: JSONDocument) -> (path: String, span: Range<Int>)? {
        guard let node = JSONPath.steps(at: offset, in: document).steps.last?.node, document.kind(node) == .string,
            let text = document.string(node), let path = DesignTokenSet.aliasPath(text)
        else { return nil }
        return (path, document.range(node))
    }

    /// The hover of a reference to `path`: the token's type, its value in each appearance the
    /// tokens write (once when they all agree), its description, what it is an alias of and
    /// whether it is deprecated; nil when `theme` has no such token.
    package static func tokenHover(_ path: String, in theme: DesignTokenTheme) -> String? {
        guard let token = theme.token(path) else { return nil }
        var values: [(appearance: DialogAppearance, text: String)] = []
        for appearance in DialogAppearance.allCases where theme.appearances.sets[appearance] != nil || appearance == .light {
            guard let value = theme.token(path, in: appearance)?.value else { continue }
            values.append((appearance, describe(value)))
        }
        var lines = ["**`\(path)`** (\(token.type.rawValue))"]
        if Set(values.map(\.text)).count <= 1 {
            lines.append(values.first.map { "`\($0.text)`" } ?? "")
        } else {
            lines.append(values.map { "\($0.appearance.description): `\($0.text)`" }.joined(separator: "  \n"))
        }
        if let description = token.description { lines.append(description) }
        if let alias = token.aliasOf { lines.append("alias of `\(alias)`") }
        switch token.deprecation {
        case .deprecated?: lines.append("deprecated")
        case .deprecatedWithMessage(let message)?: lines.append("deprecated: \(message)")
        case nil: break
        }
        return lines.joined(separator: "\n\n")
    }

    /// A token's value as a spec would take it: a color's sRGB hex, a distance in points, a
    /// duration in seconds.
    static func describe(_ value: DesignTokenValue) -> String {
        switch value {
        case .color(let color): color.srgb.description
        case .dimension(let dimension): "\(PreviewNumber.format(dimension.points)) pt"
        case .duration(let duration): "\(PreviewNumber.format(duration.seconds)) s"
        case .fontWeight(let weight): PreviewNumber.format(weight)
        case .fontFamily(let families): families.joined(separator: ", ")
        case .number(let number): PreviewNumber.format(number)
        case .cubicBezier(let points): "[" + points.map(PreviewNumber.format).joined(separator: ", ") + "]"
        case .typography(let type):
            "\(type.fontFamily.joined(separator: ", ")) \(PreviewNumber.format(type.fontSize.points)) pt, weight "
                + "\(PreviewNumber.format(type.fontWeight)), line height \(PreviewNumber.format(type.lineHeight))×"
        case .unread(let type): "a \(type.rawValue), not read by dialogc"
        }
    }

    /// The token paths to complete a reference with, in the order written: every path the token
    /// files write a value for.
    package static func tokenCompletions(in theme: DesignTokenTheme) -> [String] {
        theme.tokens.map(\.path)
    }
}
