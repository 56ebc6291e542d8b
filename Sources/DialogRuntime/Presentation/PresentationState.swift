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

    /// The response a cover tap stands for, or nil when a tap on the cover does nothing.
    ///
    /// A cover tap acts as the cancel button; a dialog without one has no result a tap could
    /// declare today, so it stays up rather than end with a result nobody asked for.
    var coverTapResponse: DialogResponse? {
        guard descriptor.presentation.dismissOnCoverTap,
            let cancel = descriptor.buttons.firstIndex(where: { $0.role == .cancel })
        else { return nil }
        return DialogResponse(button: cancel)
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
