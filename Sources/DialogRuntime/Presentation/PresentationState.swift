/// One call to `present`, from its place in the queue to its result, with the dialog's actions
/// erased to button indices so the presenter's state needs no generics.
@MainActor final class PresentationState {
    enum Stage {
        case queued, showing, shown, hiding, done
    }

    let id: DialogPresentationID
    let descriptor: DialogDescriptor<Int>
    /// Hands the result on, nil when the dialog ended without a button.
    let deliver: @MainActor (DialogResponse?) -> Void
    let onEvent: (@MainActor (DialogEvent) -> Void)?

    var stage = Stage.queued
    /// Weak: a view controller gone while the dialog was up must not be kept alive, or refocused.
    weak var responder: AnyObject?
    /// Where assistive technologies' focus was before the dialog took it; weak, as `responder`.
    weak var accessibilityFocus: AnyObject?
    /// The screen, with the accessibility settings, the dialog was last laid out on.
    var screen: DialogScreen?
    /// Where the dialog sits without a keyboard.
    var restingFrame = DialogRect(x: 0, y: 0, width: 0, height: 0)
    /// Where it sits now.
    var frame = DialogRect(x: 0, y: 0, width: 0, height: 0)
    /// Its show and hide, from the layout it was shown at.
    var motion = DialogMotion(show: DialogTimeline(phases: []), hide: DialogTimeline(phases: []))
    var blocksTouches = false
    var autoHideTimer: (any DialogTimer)?
    /// The phase the presenter waits for; a completion for any other is stale.
    var runningPhase: Int?
    var watchdog: (any DialogTimer)?
    var response: DialogResponse?

    init(
        id: DialogPresentationID, descriptor: DialogDescriptor<Int>,
        onEvent: (@MainActor (DialogEvent) -> Void)?, deliver: @escaping @MainActor (DialogResponse?) -> Void
    ) {
        self.id = id
        self.descriptor = descriptor
        self.onEvent = onEvent
        self.deliver = deliver
    }

    var isOnScreen: Bool { stage == .showing || stage == .shown }

    /// Whether the dialog takes assistive technologies' focus while it is up: a custom dialog
    /// other than a toast, which only announces itself (UIKit does the system renderer's own).
    var takesAccessibilityFocus: Bool {
        descriptor.presentation.renderer == .custom && descriptor.kind != .toast
    }

    /// What a tap on the cover does: nothing (nil), or end the dialog with `response`.
    struct CoverTapOutcome {
        /// The button the tap stands for; nil for a dialog without buttons, which ends without a result.
        var response: DialogResponse?
    }

    /// What a cover tap does where `dismissOnCoverTap` is true: the declared `coverTapResult`'s
    /// button, else the cancel button's; a dialog without buttons just hides. A dialog with
    /// buttons but neither stays up rather than end with a result nobody declared
    /// (`cover-tap-without-result` makes such a spec an error).
    var coverTapOutcome: CoverTapOutcome? {
        guard descriptor.presentation.dismissOnCoverTap else { return nil }
        if descriptor.buttons.isEmpty { return CoverTapOutcome(response: nil) }
        guard let button = descriptor.coverTapResult ?? descriptor.buttons.firstIndex(where: { $0.role == .cancel })
        else { return nil }
        return CoverTapOutcome(response: DialogResponse(button: button))
    }

    /// Whether a tap on `response`'s button may end the dialog: a required field's confirming
    /// buttons wait for text, whatever the view drew.
    func accepts(_ response: DialogResponse) -> Bool {
        guard descriptor.buttons.indices.contains(response.button) else { return false }
        guard let field = descriptor.textField, field.isRequired,
            descriptor.buttons[response.button].role != .cancel
        else { return true }
        return !field.lacksRequiredText(response.text ?? field.initialText)
    }
}
