import DialogDesignTokens
import DialogDiagnostics

/// A spec value written as a design token reference, `"{color.surface.primary}"`.
///
/// The value it stands for is decoded in its place (a reference to a color token is the token's
/// adaptive color), so every stage reads the value as if it were written out; the reference says
/// which token it came from, for the plan, the generated code, the diff and the rules.
public struct TokenReference: Sendable, Hashable {
    /// The token's path, `color.surface.primary`.
    public var path: String
    /// The reference's string in the spec, quotes included: the range of the value it gave.
    public var range: ByteRange
    /// The type the spec's place takes (a color for `titleColor`, a dimension for `cornerRadius`).
    package var type: DesignTokenType

    package init(path: String, range: ByteRange, type: DesignTokenType) {
        self.path = path
        self.range = range
        self.type = type
    }
}

extension TokenReference: Relocatable {
    package mutating func move(by distance: Int) {
        range.move(by: distance)
    }
}

extension Dialog {
    /// The reference the value read from `range` was written as, if it was one.
    public func token(at range: ByteRange) -> TokenReference? {
        tokenReferences.first { $0.range == range }
    }

    /// The reference `value` was written as, if it was one.
    public func token<Value>(of value: Located<Value>?) -> TokenReference? {
        value.flatMap { token(at: $0.range) }
    }
}
