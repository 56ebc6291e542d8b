import DialogDesignTokens
import DialogDiagnostics
import DialogSpec
import Testing

/// Specs whose values are marked as token references, and token files, for the tests of what the
/// plan, the pictures and the diff say of tokens.
///
/// A value is marked by a fragment of the spec, its key and value (`"titleColor": "#0A84FF"`):
/// the value is decoded as written and its reference recorded over its bytes, as the decoder
/// records a `"{path}"` whose token has that value.
enum TokenSpecs {
    /// The tokens of a plain token file.
    static func theme(_ json: String, path: String = "tokens.json") -> DesignTokenTheme {
        let theme = DesignTokenTheme(files: [SourceFile(path: path, text: json)])
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.message))")
        return theme
    }

    /// The spec `text`, each value of `references` (a fragment's value, by its key and value)
    /// recorded as a reference to the token at its path, decoded with `tokens`.
    static func spec(
        _ text: String, path: String = "t.json", references: [(fragment: String, token: String)] = [], tokens: DesignTokenTheme?
    ) throws -> SpecFile {
        let source = SourceFile(path: path, text: text)
        let decoded = SpecDecoder.decode(source)
        #expect(decoded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(decoded.diagnostics.map(\.message))")
        var spec = try #require(decoded.spec)
        spec.tokens = tokens
        for (fragment, token) in references {
            let range = try #require(valueRange(of: fragment, in: text), "no '\(fragment)' in the spec")
            let index = try #require(
                spec.dialogs.firstIndex { $0.range.startOffset <= range.startOffset && range.endOffset <= $0.range.endOffset })
            spec.dialogs[index].tokenReferences.append(TokenReference(path: token, range: range, type: type(ofValueAt: range, in: text)))
            spec.dialogs[index].tokenReferences.sort { $0.range.startOffset < $1.range.startOffset }
        }
        return spec
    }

    /// The bytes of the value that starts in the first `fragment` of `text`, after its first
    /// `": `: a string to its closing quote, a number to its last digit.
    static func valueRange(of fragment: String, in text: String) -> ByteRange? {
        let bytes = Array(text.utf8)
        let needle = Array(fragment.utf8)
        guard needle.count <= bytes.count,
            let start = (0...(bytes.count - needle.count)).first(where: { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }),
            let colon = needle.firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        let valueStart = start + colon + 2
        var end = valueStart + 1
        if bytes[valueStart] == UInt8(ascii: "\"") {
            while bytes[end] != UInt8(ascii: "\"") { end += 1 }
            end += 1
        } else {
            while end < bytes.count, !",}] \n".utf8.contains(bytes[end]) { end += 1 }
        }
        return ByteRange(valueStart, end)
    }

    private static func type(ofValueAt range: ByteRange, in text: String) -> DesignTokenType {
        let value = Array(text.utf8)[range.startOffset..<range.endOffset]
        return value.starts(with: Array("\"#".utf8)) ? .color : .dimension
    }
}
