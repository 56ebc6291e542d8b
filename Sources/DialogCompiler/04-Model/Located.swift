/// A decoded value together with where it was written, so later stages can point at it.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The decoded value.
    public var value: Value
    /// Where the value stands in its file.
    public var location: SourceLocation

    /// Pairs `value` with `location`.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
