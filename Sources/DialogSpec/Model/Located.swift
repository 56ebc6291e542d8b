import DialogDiagnostics

/// A decoded value together with the bytes it was read from, so later stages can point at it.
///
/// It keeps no path and no line or column: the file is known from the `SpecFile` (or the rule's
/// `DialogContext`) that holds the value, and lines and columns are computed only for what is
/// reported. So a `Located` is its value plus 8 bytes, trivially copyable when its value is.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable, Locatable {
    /// The decoded value.
    public var value: Value
    /// Where the value stands in its file.
    public var range: ByteRange

    /// Pairs `value` with `range`.
    public init(_ value: Value, at range: ByteRange) {
        self.value = value
        self.range = range
    }
}
