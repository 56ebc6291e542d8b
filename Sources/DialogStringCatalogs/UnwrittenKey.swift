/// A key whose source text `dialogc strings` would have replaced but cannot (see
/// `InexpressibleSource`); the key is left byte for byte as it was.
public struct UnwrittenKey: Sendable, Hashable {
    /// The key.
    public var key: String
    /// What its source text holds that a spec cannot say.
    public var reason: InexpressibleSource

    /// Creates a listing of `key`.
    public init(key: String, reason: InexpressibleSource) {
        self.key = key
        self.reason = reason
    }
}
