/// A step in a presented dialog's life, always in this order; a dialog dismissed before its show
/// animation ended skips `didShow`, and one dismissed while still queued has no events at all.
public enum DialogLifecycle: String, Sendable, Hashable, CaseIterable {
    case willShow, didShow, willHide, didHide
}

/// One lifecycle step of one presentation.
public struct DialogEvent: Sendable, Hashable, CustomStringConvertible {
    public var presentation: DialogPresentationID
    /// The dialog's id in its spec.
    public var dialog: String
    public var lifecycle: DialogLifecycle

    /// Creates an event.
    public init(presentation: DialogPresentationID, dialog: String, lifecycle: DialogLifecycle) {
        self.presentation = presentation
        self.dialog = dialog
        self.lifecycle = lifecycle
    }

    public var description: String { "\(dialog) \(lifecycle.rawValue)" }
}
