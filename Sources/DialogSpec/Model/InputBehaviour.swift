import DialogLayoutEngine

/// How a text input's field behaves as the user types: `input.returnKey`, `allowsNewlines`,
/// `emptyMessage` and `clearButton`.
public struct InputBehaviour: Sendable, Hashable {
    public var returnKey: Located<ReturnKey>?
    /// Whether Return inserts a newline (multi-line fields only) rather than submitting.
    public var allowsNewlines: Located<Bool>?
    /// What a `required` field says when it is submitted empty.
    public var emptyMessage: Located<String>?
    /// Whether a single-line field shows a clear button while it holds text.
    public var clearButton: Located<Bool>?

    /// Creates a behaviour with nothing set.
    public init() {}

    /// Whether any of the keys is written.
    public var isEmpty: Bool { self == InputBehaviour() }
}

/// `input.returnKey`, the return key's title: the engine's, which the plan and generated code carry.
public typealias ReturnKey = DialogReturnKey
