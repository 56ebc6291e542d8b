import DialogLayoutEngine

/// A host that draws nothing and records what the presenter asks of it, for tests of code that
/// presents dialogs: it taps buttons and the cover, moves the keyboard, and runs each animation
/// on a `VirtualDialogClock` (or never finishes it, to test what happens then).
@MainActor public final class RecordingDialogHost: DialogHost {
    /// One request of the presenter.
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        /// `makeDialog`, with the dialog's id in its spec.
        case makeDialog(DialogPresentationID, dialog: String)
        /// `showCover`, with the cover's color.
        case showCover(DialogPresentationID, color: DialogColor)
        /// `showDialog`, with the frame the dialog went up at.
        case showDialog(DialogPresentationID, frame: DialogRect)
        /// `animate`, with the phase to run.
        case animate(DialogPresentationID, DialogAnimationPhase)
        /// `move`, with the frame the dialog moves to.
        case move(DialogPresentationID, frame: DialogRect)
        /// `beginEditing`: the text field is to take focus.
        case beginEditing(DialogPresentationID)
        /// `remove`: the presentation's views are gone.
        case remove(DialogPresentationID)
        /// `setTouchesBlocked`, with whether touches are now blocked.
        case touchesBlocked(Bool)
        /// `endEditing`: the keyboard is to go down.
        case endEditing
        /// `restoreFirstResponder`: focus goes back where it was.
        case restoreFirstResponder
        /// `update`, with the layout the shown dialog is redrawn at.
        case update(DialogPresentationID, layout: DescriptorLayout)
        /// `announce`, with the text spoken and how urgently.
        case announce(String, priority: DialogAnnouncement)
        /// `moveAccessibilityFocus`: the dialog is modal to assistive technologies, their focus in it.
        case moveAccessibilityFocus(DialogPresentationID)
        /// `restoreAccessibilityFocus`: assistive technologies' focus goes back where it was.
        case restoreAccessibilityFocus

        /// The call as a short line, as `show #1`, for comparing sequences of calls.
        public var description: String {
            switch self {
            case .makeDialog(let id, let dialog): "make \(id) \(dialog)"
            case .showCover(let id, _): "cover \(id)"
            case .showDialog(let id, _): "show \(id)"
            case .animate(let id, let phase): "animate \(id) \(phase.duration)s"
            case .move(let id, _): "move \(id)"
            case .beginEditing(let id): "edit \(id)"
            case .remove(let id): "remove \(id)"
            case .touchesBlocked(let blocked): blocked ? "block touches" : "release touches"
            case .endEditing: "end editing"
            case .restoreFirstResponder: "restore responder"
            case .update(let id, _): "update \(id)"
            case .announce(let text, let priority): "announce \(priority) \(text)"
            case .moveAccessibilityFocus(let id): "accessibility focus \(id)"
            case .restoreAccessibilityFocus: "restore accessibility focus"
            }
        }
    }

    /// How the host finishes the animations it is asked to run.
    public enum Animations: Sendable, Hashable {
        /// Each completes when the clock reaches its end.
        case onTime
        /// None ever completes, as when an app's animation is cut short without its completion.
        case never
    }

    /// Every call the presenter made, in order (less those `takeCalls()` took).
    public private(set) var calls: [Call] = []
    /// The area dialogs stay within; set it to test another screen.
    public var bounds: DialogRect
    /// Where `moveKeyboard(to:)` last put the keyboard; nil while it is hidden.
    public private(set) var keyboardFrame: DialogRect?
    /// Set by the presenter; `moveKeyboard(to:)` calls it.
    public var keyboardFrameDidChange: (@MainActor (DialogRect?) -> Void)?
    /// The layout each presentation's view was built at.
    public private(set) var layouts: [DialogPresentationID: DescriptorLayout] = [:]
    /// Whether the animations the host runs complete; `onTime` unless a test says otherwise.
    public var animations: Animations = .onTime
    /// Whether touches are blocked now.
    public private(set) var touchesBlocked = false
    /// What has focus; weak, as a real window does not keep a responder alive for the presenter.
    public weak var focused: AnyObject?
    /// The platform's settings; setting them tells the presenter, as a device does when they
    /// change in Settings or Control Center.
    public var accessibility = DialogAccessibility.standard {
        didSet { if accessibility != oldValue { accessibilityDidChange?(accessibility) } }
    }
    /// Set by the presenter; setting `accessibility` calls it.
    public var accessibilityDidChange: (@MainActor (DialogAccessibility) -> Void)?
    /// What assistive technologies' focus is on, outside a dialog; weak, as `focused`.
    public weak var accessibilityFocused: AnyObject?
    /// The dialog assistive technologies' focus is in, modal to them, if any.
    public private(set) var accessibilityFocusedDialog: DialogPresentationID?
    /// The presentations whose views are up, in the order they went up.
    public private(set) var onScreen: [DialogPresentationID] = []

    private let clock: VirtualDialogClock
    private var responders: [DialogPresentationID: @MainActor (DialogResponse) -> Void] = [:]
    private var coverTaps: [DialogPresentationID: @MainActor () -> Void] = [:]
    /// The descriptors the presenter handed over, by presentation, until each is removed.
    public private(set) var descriptors: [DialogPresentationID: DialogDescriptor<Int>] = [:]

    /// Creates a host of `bounds` (an iPhone's points by default) timed by `clock`.
    public init(clock: VirtualDialogClock, bounds: DialogRect = DialogRect(x: 0, y: 0, width: 375, height: 667)) {
        self.clock = clock
        self.bounds = bounds
    }

    /// The dialog on screen last, topmost.
    public var topmost: DialogPresentationID? { onScreen.last }

    // MARK: Acting as the user

    /// Taps the topmost dialog's button titled `title`, with the text or row the dialog shows;
    /// returns false when there is no such button.
    @discardableResult
    public func tapButton(_ title: String, text: String? = nil, row: Int? = nil) -> Bool {
        guard let id = topmost, let index = descriptors[id]?.buttons.firstIndex(where: { $0.title == title }),
            let respond = responders[id]
        else { return false }
        respond(DialogResponse(button: index, text: text, row: row))
        return true
    }

    /// Taps the topmost dialog's cover.
    public func tapCover() {
        guard let id = topmost else { return }
        coverTaps[id]?()
    }

    /// Moves the keyboard to `frame`, or hides it with nil.
    public func moveKeyboard(to frame: DialogRect?) {
        keyboardFrame = frame
        keyboardFrameDidChange?(frame)
    }

    /// The calls made since the last call to this method.
    public func takeCalls() -> [Call] {
        defer { calls = [] }
        return calls
    }

    // MARK: DialogHost

    /// Records the call and keeps the descriptor, the layout and `respond` for the taps to come.
    public func makeDialog(
        _ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout, for presentation: DialogPresentationID,
        respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        calls.append(.makeDialog(presentation, dialog: descriptor.id))
        descriptors[presentation] = descriptor
        layouts[presentation] = layout
        responders[presentation] = respond
    }

    /// Records the call and keeps `onTap` for `tapCover()`.
    public func showCover(
        for presentation: DialogPresentationID, color: DialogColor, onTap: @escaping @MainActor () -> Void
    ) {
        calls.append(.showCover(presentation, color: color))
        coverTaps[presentation] = onTap
    }

    /// Records the call and puts the presentation on top of `onScreen`.
    public func showDialog(for presentation: DialogPresentationID, at frame: DialogRect) {
        calls.append(.showDialog(presentation, frame: frame))
        onScreen.append(presentation)
    }

    /// Records the call and completes the phase when the clock reaches its end, unless
    /// `animations` is `never`.
    public func animate(
        _ phase: DialogAnimationPhase, for presentation: DialogPresentationID,
        completion: @escaping @MainActor () -> Void
    ) {
        calls.append(.animate(presentation, phase))
        if animations == .onTime { _ = clock.schedule(after: phase.duration, completion) }
    }

    /// Records the call; the dialog is at `frame` at once.
    public func move(_ presentation: DialogPresentationID, to frame: DialogRect, duration: Double) {
        calls.append(.move(presentation, frame: frame))
    }

    /// Records the call.
    public func beginEditing(in presentation: DialogPresentationID) {
        calls.append(.beginEditing(presentation))
    }

    /// Records the call and forgets the presentation, which can no longer be tapped.
    public func remove(_ presentation: DialogPresentationID) {
        calls.append(.remove(presentation))
        onScreen.removeAll { $0 == presentation }
        // A dialog gone takes assistive technologies' focus with it; where it lands is the presenter's to say.
        if accessibilityFocusedDialog == presentation { accessibilityFocusedDialog = nil }
        responders[presentation] = nil
        coverTaps[presentation] = nil
        descriptors[presentation] = nil
    }

    /// Records the call and keeps the state in `touchesBlocked`.
    public func setTouchesBlocked(_ blocked: Bool) {
        calls.append(.touchesBlocked(blocked))
        touchesBlocked = blocked
    }

    /// What has focus: `focused`.
    public var firstResponder: AnyObject? { focused }

    /// Records the call and takes focus away.
    public func endEditing() {
        calls.append(.endEditing)
        focused = nil
    }

    /// Records the call and gives `responder` focus.
    public func restoreFirstResponder(_ responder: AnyObject) {
        calls.append(.restoreFirstResponder)
        focused = responder
    }

    // MARK: Accessibility

    /// Records the call and keeps `layout` as the presentation's in `layouts`.
    public func update(_ presentation: DialogPresentationID, layout: DescriptorLayout) {
        calls.append(.update(presentation, layout: layout))
        layouts[presentation] = layout
    }

    /// Records the call.
    public func announce(_ text: String, priority: DialogAnnouncement) {
        calls.append(.announce(text, priority: priority))
    }

    /// What assistive technologies' focus is on: `accessibilityFocused`, nil while it is in a dialog.
    public var accessibilityFocusedElement: AnyObject? {
        accessibilityFocusedDialog == nil ? accessibilityFocused : nil
    }

    /// Records the call and puts assistive technologies' focus in the dialog.
    public func moveAccessibilityFocus(into presentation: DialogPresentationID) {
        calls.append(.moveAccessibilityFocus(presentation))
        accessibilityFocusedDialog = presentation
    }

    /// Records the call and gives `element` assistive technologies' focus.
    public func restoreAccessibilityFocus(to element: AnyObject) {
        calls.append(.restoreAccessibilityFocus)
        accessibilityFocusedDialog = nil
        accessibilityFocused = element
    }
}
