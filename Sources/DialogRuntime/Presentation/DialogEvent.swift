/// A step in a presented dialog's life, always in this order; a dialog dismissed before its show
/// animation ended skips `didShow`, and one dismissed while still queued has no events at all.
public enum DialogLifecycle: String, Sendable, Hashable, CaseIterable {
    /// The dialog's views are about to go up; its show animation follows.
    case willShow
    /// The show animation has ended and the dialog takes touches.
    case didShow
    /// The dialog is about to hide, for a tap, its timer or `dismiss`.
    case willHide
    /// The dialog's views are gone; its result is delivered next.
    case didHide
}

/// One lifecycle step of one presentation.
public struct DialogEvent: Sendable, Hashable, CustomStringConvertible {
    /// The presentation the step belongs to.
    public var presentation: DialogPresentationID
    /// The dialog's id in its spec.
    public var dialog: String
    /// Which step of the dialog's life this is.
    public var lifecycle: DialogLifecycle

    /// Creates an event.
    public init(presentation: DialogPresentationID, dialog: String, lifecycle: DialogLifecycle) {
        self.presentation = presentation
        self.dialog = dialog
        self.lifecycle = lifecycle
    }

    /// The dialog's id and the step, as `delete-draft didShow`.
    public var description: String { "\(dialog) \(lifecycle.rawValue)" }
}
