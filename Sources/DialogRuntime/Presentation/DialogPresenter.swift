/// Shows dialogs on one host, one at a time and in the order asked, keeping the promises the
/// hand-written components broke: touches always come back, the keyboard and focus are put
/// back once the dialog is gone, and a timer or a cover tap never ends the wrong dialog.
///
/// ```swift
/// let presenter = DialogPresenter(host: UIKitDialogHost(view: window))
/// let action = await presenter.present(Dialogs.DeleteDraft.self)
/// if action == .delete { draft.delete() }
/// ```
@MainActor public final class DialogPresenter {
    /// Seconds past a phase's duration after which the presenter stops waiting for its completion.
    public static let animationGrace = 1.0
    /// Seconds the dialog takes to move clear of the keyboard.
    public static let keyboardMoveDuration = 0.25

    let host: any DialogHost
    private let clock: any DialogClock
    var current: PresentationState?
    private var queue: [PresentationState] = []
    private var lastID = 0
    private var lastPhase = 0
    /// The settings a view layer reported (`accessibilityReported(_:)`), which replace the host's.
    var reportedAccessibility: DialogAccessibility?

    /// Called with every presentation's lifecycle events, after the presentation's own `onEvent`.
    public var onEvent: (@MainActor (DialogEvent) -> Void)?

    /// Creates a presenter that owns `host`'s dialogs, timed by `clock`.
    public init(host: any DialogHost, clock: any DialogClock = SystemDialogClock()) {
        self.host = host
        self.clock = clock
        host.keyboardFrameDidChange = { [weak self] frame in self?.keyboardMoved(to: frame) }
        host.accessibilityDidChange = { [weak self] settings in self?.hostAccessibilityChanged(to: settings) }
    }

    /// The presentation on screen, if any.
    public var presented: DialogPresentationID? { current?.id }
    /// The presentations waiting their turn, first first.
    public var waiting: [DialogPresentationID] { queue.map(\.id) }

    // MARK: Presenting

    /// Shows `dialog` once those before it are gone and calls `onResult` after it has hidden,
    /// with the result of the tapped button, or nil if it ended without one (auto-hide,
    /// `dismiss`, a toast).
    @discardableResult
    public func present<D: DialogDefinition>(
        _ dialog: D.Type, onEvent: (@MainActor (DialogEvent) -> Void)? = nil,
        onResult: @escaping @MainActor (D.Result?) -> Void
    ) -> DialogPresentationID {
        enqueue(D.descriptor, onEvent: onEvent, result: D.result(for:), onResult: onResult)
    }

    /// Shows `dialog` once those before it are gone and returns, after it has hidden, the result
    /// of the tapped button, or nil if it ended without one. Cancelling the task dismisses it.
    /// Its lifecycle events go to the presenter's `onEvent`.
    @discardableResult
    public func present<D: DialogDefinition>(_ dialog: D.Type) async -> D.Result? {
        await awaitResult { present(dialog, onResult: $0) }
    }

    // MARK: Presenting a descriptor

    /// Shows `descriptor` (a dialog with parameters: `Dialogs.Greeting.descriptor(name:)`) as
    /// `present(_:onEvent:onResult:)` does, its result the tapped button's action.
    @discardableResult
    public func present<Action>(
        _ descriptor: DialogDescriptor<Action>, as result: Action.Type,
        onEvent: (@MainActor (DialogEvent) -> Void)? = nil, onResult: @escaping @MainActor (Action?) -> Void
    ) -> DialogPresentationID {
        enqueue(descriptor, onEvent: onEvent, result: \.action, onResult: onResult)
    }

    /// Shows a text input's `descriptor` as `present(_:onEvent:onResult:)` does, its result the
    /// tapped button's action and the text.
    @discardableResult
    public func present<Action>(
        _ descriptor: DialogDescriptor<Action>, as result: TextInputResult<Action>.Type,
        onEvent: (@MainActor (DialogEvent) -> Void)? = nil, onResult: @escaping @MainActor (TextInputResult<Action>?) -> Void
    ) -> DialogPresentationID {
        enqueue(descriptor, onEvent: onEvent, result: { TextInputResult(action: $0.action, text: $0.text) }, onResult: onResult)
    }

    /// Shows a picker's `descriptor` as `present(_:onEvent:onResult:)` does, its result the
    /// tapped button's action and the chosen row.
    @discardableResult
    public func present<Action>(
        _ descriptor: DialogDescriptor<Action>, as result: PickerResult<Action>.Type,
        onEvent: (@MainActor (DialogEvent) -> Void)? = nil, onResult: @escaping @MainActor (PickerResult<Action>?) -> Void
    ) -> DialogPresentationID {
        enqueue(
            descriptor, onEvent: onEvent, result: { PickerResult(action: $0.action, row: $0.row, title: $0.rowTitle) },
            onResult: onResult)
    }

    /// Shows `descriptor` as `present(_:)` does: `await presenter.present(Dialogs.Greeting.descriptor(name: "Ann"),
    /// as: Dialogs.Greeting.Result.self)` returns the tapped button's action, or nil.
    @discardableResult
    public func present<Action>(_ descriptor: DialogDescriptor<Action>, as result: Action.Type) async -> Action? {
        await awaitResult { present(descriptor, as: result, onResult: $0) }
    }

    /// Shows a text input's `descriptor` as `present(_:)` does, returning the action and the text, or nil.
    @discardableResult
    public func present<Action>(
        _ descriptor: DialogDescriptor<Action>, as result: TextInputResult<Action>.Type
    ) async -> TextInputResult<Action>? {
        await awaitResult { present(descriptor, as: result, onResult: $0) }
    }

    /// Shows a picker's `descriptor` as `present(_:)` does, returning the action and the chosen row, or nil.
    @discardableResult
    public func present<Action>(
        _ descriptor: DialogDescriptor<Action>, as result: PickerResult<Action>.Type
    ) async -> PickerResult<Action>? {
        await awaitResult { present(descriptor, as: result, onResult: $0) }
    }

    /// Queues `descriptor`, whose reply `result` turns into what `onResult` gets.
    private func enqueue<Action, Result>(
        _ descriptor: DialogDescriptor<Action>, onEvent: (@MainActor (DialogEvent) -> Void)?,
        result: @escaping (DialogReply<Action>) -> Result, onResult: @escaping @MainActor (Result?) -> Void
    ) -> DialogPresentationID {
        lastID += 1
        let state = PresentationState(
            id: DialogPresentationID(rawValue: lastID), descriptor: descriptor.indexed, onEvent: onEvent
        ) { response in
            onResult(response.flatMap { DialogReply($0, in: descriptor) }.map(result))
        }
        queue.append(state)
        showNext(inheriting: nil, accessibilityFocus: nil)
        return state.id
    }

    /// The result `start`'s presentation delivers; cancelling the task dismisses it.
    private func awaitResult<Result: Sendable>(
        _ start: (@escaping @MainActor (Result?) -> Void) -> DialogPresentationID
    ) async -> Result? {
        let started = StartedPresentation()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                started.id = start { continuation.resume(returning: $0) }
            }
        } onCancel: {
            // Runs wherever the cancelling code runs; the hop also orders it after `present`.
            Task { @MainActor in
                if let id = started.id { self.dismiss(id) }
            }
        }
    }

    /// Ends the presentation without a result: hides it if it is on screen, drops it if it waits.
    public func dismiss(_ presentation: DialogPresentationID) {
        if let index = queue.firstIndex(where: { $0.id == presentation }) {
            let state = queue.remove(at: index)
            state.stage = .done
            state.deliver(nil)
        } else if let current, current.id == presentation {
            hide(current, response: nil)
        }
    }

    // MARK: Showing

    private func showNext(inheriting responder: AnyObject?, accessibilityFocus: AnyObject?) {
        guard current == nil, !queue.isEmpty else { return }
        let state = queue.removeFirst()
        current = state
        state.stage = .showing
        emit(.willShow, of: state)
        // Kept across a run of queued dialogs, so focus comes back once, after the last of them.
        state.responder = host.firstResponder ?? responder
        host.endEditing()
        keepAccessibilityFocus(of: state, inheriting: accessibilityFocus)
        state.blocksTouches = true
        host.setTouchesBlocked(true)

        let id = state.id
        let screen = accessibility.applied(to: host.screen)
        let layout = DescriptorLayout(state.descriptor, on: screen, measurer: host.textMeasurer)
        state.screen = screen
        state.motion = DialogMotion(layout)
        host.makeDialog(state.descriptor, layout: layout, for: id) { [weak self] response in
            self?.respond(response, in: id)
        }
        state.restingFrame = layout.frame
        state.frame = state.restingFrame
        host.showCover(for: id, color: layout.coverColor) { [weak self] in self?.coverTapped(in: id) }
        host.showDialog(for: id, at: state.frame)
        announce(state)
        run(state.motion.show.phases[...], of: state) { [weak self] in self?.finishShowing(state) }
    }

    private func finishShowing(_ state: PresentationState) {
        guard state.stage == .showing else { return }
        state.stage = .shown
        releaseTouches(of: state)
        emit(.didShow, of: state)
        // Once it is opaque: assistive technologies skip a view still transparent.
        if state.takesAccessibilityFocus { host.moveAccessibilityFocus(into: state.id) }
        if let delay = state.descriptor.autoHide {
            state.autoHideTimer = clock.schedule(after: delay) { [weak self] in self?.hide(state, response: nil) }
        }
        if state.descriptor.textField != nil { host.beginEditing(in: state.id) }
    }

    // MARK: Ending

    private func respond(_ response: DialogResponse, in presentation: DialogPresentationID) {
        guard let current, current.id == presentation, current.accepts(response) else { return }
        hide(current, response: response)
    }

    private func coverTapped(in presentation: DialogPresentationID) {
        guard let current, current.id == presentation, let outcome = current.coverTapOutcome else { return }
        // A cover tap that stands for a confirming button still needs a required field's text.
        if let response = outcome.response, !current.accepts(response) { return }
        hide(current, response: outcome.response)
    }

    /// Starts hiding `state`; the first of a tap, a timer and `dismiss` wins, the others find it hiding.
    private func hide(_ state: PresentationState, response: DialogResponse?) {
        guard state.isOnScreen else { return }
        let cutShort = state.stage == .showing
        stopPhase(of: state)
        state.autoHideTimer?.cancel()
        state.autoHideTimer = nil
        releaseTouches(of: state)
        state.response = response
        state.stage = .hiding
        emit(.willHide, of: state)
        if state.descriptor.textField != nil { host.endEditing() }
        // Relative to where the dialog is now, which the keyboard may have moved.
        var hide = state.motion.hide.lowered(by: state.restingFrame.y - state.frame.y)
        if cutShort, !hide.phases.isEmpty { hide.phases[0].startsFromCurrentState = true }
        run(hide.phases[...], of: state) { [weak self] in self?.finishHiding(state) }
    }

    private func finishHiding(_ state: PresentationState) {
        guard state.stage == .hiding else { return }
        state.stage = .done
        host.remove(state.id)
        emit(.didHide, of: state)
        let responder = state.responder
        state.responder = nil
        let accessibilityFocus = state.accessibilityFocus
        state.accessibilityFocus = nil
        // Still current while the handler runs, so a dialog it presents queues behind this one
        // and inherits the focus to give back, instead of showing under a returning keyboard.
        state.deliver(state.response)
        current = nil
        if queue.isEmpty {
            if let responder { host.restoreFirstResponder(responder) }
            if let accessibilityFocus { host.restoreAccessibilityFocus(to: accessibilityFocus) }
        } else {
            showNext(inheriting: responder, accessibilityFocus: accessibilityFocus)
        }
    }

    private func releaseTouches(of state: PresentationState) {
        guard state.blocksTouches else { return }
        state.blocksTouches = false
        host.setTouchesBlocked(false)
    }

    // MARK: Phases

    /// Runs `phases` one after another on the host, then `done`; each phase ends at its
    /// completion or, if that never comes, when the clock's watchdog fires.
    private func run(
        _ phases: ArraySlice<DialogAnimationPhase>, of state: PresentationState,
        then done: @escaping @MainActor () -> Void
    ) {
        guard let phase = phases.first else { return done() }
        lastPhase += 1
        let token = lastPhase
        state.runningPhase = token
        let next: @MainActor () -> Void = { [weak self] in
            guard let self, state.runningPhase == token else { return }
            self.stopPhase(of: state)
            self.run(phases.dropFirst(), of: state, then: done)
        }
        // Armed before the host starts, which may complete at once.
        state.watchdog = clock.schedule(after: phase.duration + Self.animationGrace, next)
        host.animate(phase, for: state.id, completion: next)
    }

    private func stopPhase(of state: PresentationState) {
        state.runningPhase = nil
        state.watchdog?.cancel()
        state.watchdog = nil
    }

    // MARK: Keyboard and events

    private func keyboardMoved(to keyboard: DialogRect?) {
        guard let state = current, state.isOnScreen, state.descriptor.textField != nil else { return }
        let frame = DialogPlacement.avoiding(
            keyboard, frame: state.restingFrame, showType: state.descriptor.presentation.showType, in: host.bounds)
        guard frame != state.frame else { return }
        state.frame = frame
        host.move(state.id, to: frame, duration: Self.keyboardMoveDuration)
    }

    private func emit(_ lifecycle: DialogLifecycle, of state: PresentationState) {
        let event = DialogEvent(presentation: state.id, dialog: state.descriptor.id, lifecycle: lifecycle)
        state.onEvent?(event)
        onEvent?(event)
    }
}

/// The id of an async presentation, for its cancellation handler, which runs outside the main actor.
@MainActor private final class StartedPresentation {
    var id: DialogPresentationID?
}
