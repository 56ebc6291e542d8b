import DialogLayoutEngine

/// What a platform does for `DialogPresenter`: draw covers and dialogs, run animations, and
/// report taps and the keyboard. Every decision (order, timing, results) is the presenter's.
///
/// The host names each shown dialog by the presentation's id, so the views of one dialog (its
/// cover included) are never confused with another's.
@MainActor public protocol DialogHost: AnyObject {
    /// The area dialogs stay within: the window's safe area, in the host's coordinates.
    var bounds: DialogRect { get }
    /// The screen dialogs are laid out on, its top left the host's origin, with its safe area,
    /// width class and text size.
    var screen: DialogScreen { get }
    /// How the host's platform measures text, for the layout of custom-drawn dialogs.
    var textMeasurer: any TextMeasuring { get }
    /// The keyboard's frame in the same coordinates, or nil while it is hidden.
    var keyboardFrame: DialogRect? { get }
    /// Set by the presenter (one presenter per host); the host calls it whenever the keyboard's frame changes.
    var keyboardFrameDidChange: (@MainActor (DialogRect?) -> Void)? { get set }

    /// Builds the view of `descriptor`, whose actions are its buttons' indices, not yet on
    /// screen, its parts at `layout`'s frames (`DescriptorLayout.parts`). The view calls
    /// `respond` when a button is tapped; the presenter decides whether that ends the dialog.
    func makeDialog(
        _ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout, for presentation: DialogPresentationID,
        respond: @escaping @MainActor (DialogResponse) -> Void
    )
    /// Puts the presentation's own cover on screen, transparent, above everything else, calling
    /// `onTap` when it is tapped.
    func showCover(
        for presentation: DialogPresentationID, color: DialogColor, onTap: @escaping @MainActor () -> Void)
    /// Puts the view `makeDialog` built on screen at `frame`, above its cover, transparent.
    func showDialog(for presentation: DialogPresentationID, at frame: DialogRect)
    /// Runs one phase on the presentation's cover and dialog and calls `completion` when it ends.
    ///
    /// A completion that never comes, or comes twice, does no harm: the presenter keeps a
    /// watchdog and ignores what arrives late.
    func animate(
        _ phase: DialogAnimationPhase, for presentation: DialogPresentationID,
        completion: @escaping @MainActor () -> Void)
    /// Moves the shown dialog to `frame` over `duration` seconds (to clear the keyboard).
    func move(_ presentation: DialogPresentationID, to frame: DialogRect, duration: Double)
    /// Makes the dialog's text field the first responder, so its keyboard comes up.
    func beginEditing(in presentation: DialogPresentationID)
    /// Takes the presentation's cover and dialog off screen and forgets them.
    func remove(_ presentation: DialogPresentationID)

    /// Whether touches anywhere in the app are ignored.
    func setTouchesBlocked(_ blocked: Bool)
    /// What has focus now, if anything; the presenter keeps it weakly.
    var firstResponder: AnyObject? { get }
    /// Ends editing everywhere, so the keyboard goes down.
    func endEditing()
    /// Gives focus back to `responder`.
    func restoreFirstResponder(_ responder: AnyObject)

    // MARK: Accessibility

    /// The platform's appearance, contrast, motion and VoiceOver settings now.
    var accessibility: DialogAccessibility { get }
    /// Set by the presenter; the host calls it whenever `accessibility` changes.
    var accessibilityDidChange: (@MainActor (DialogAccessibility) -> Void)? { get set }
    /// Redraws the shown presentation's parts at `layout`, the same frames with colors resolved
    /// for a new appearance.
    func update(_ presentation: DialogPresentationID, layout: DescriptorLayout)
    /// Has assistive technologies speak `text`: `polite` after what they are saying, `assertive`
    /// at once (never `none`, which the presenter does not announce).
    func announce(_ text: String, priority: DialogAnnouncement)
    /// The element assistive technologies' focus is on now, if the host knows; the presenter
    /// keeps it weakly.
    var accessibilityFocusedElement: AnyObject? { get }
    /// Makes the shown custom dialog modal to assistive technologies and moves their focus to
    /// its first element.
    func moveAccessibilityFocus(into presentation: DialogPresentationID)
    /// Moves assistive technologies' focus back to `element`, once the dialog that took it is gone.
    func restoreAccessibilityFocus(to element: AnyObject)
}

extension DialogHost {
    /// The screen `bounds` lies on, for a host that knows no more: `bounds`' top as its safe
    /// area, nothing below it, and the default text size.
    public var screen: DialogScreen {
        DialogScreen(
            width: bounds.maxX + bounds.x, height: bounds.maxY, safeTop: bounds.y, safeBottom: 0,
            isRegularWidth: min(bounds.maxX, bounds.maxY) >= DialogScreen.regularWidthShortSide)
    }

    /// The layout engine's deterministic measurer, the one `dialogc plan` uses.
    public var textMeasurer: any TextMeasuring { DeterministicTextMeasurer() }

    /// The platform's defaults, for a host that reads no settings.
    public var accessibility: DialogAccessibility { .standard }
    /// Never called, for a host whose settings do not change: setting it keeps nothing.
    public var accessibilityDidChange: (@MainActor (DialogAccessibility) -> Void)? {
        get { nil }
        set {}
    }
    /// Does nothing, for a host whose settings do not change.
    public func update(_ presentation: DialogPresentationID, layout: DescriptorLayout) {}
    /// Does nothing, for a host without assistive technologies.
    public func announce(_ text: String, priority: DialogAnnouncement) {}
    /// Nil, for a host that does not know.
    public var accessibilityFocusedElement: AnyObject? { nil }
    /// Does nothing, for a host without assistive technologies.
    public func moveAccessibilityFocus(into presentation: DialogPresentationID) {}
    /// Does nothing, for a host without assistive technologies.
    public func restoreAccessibilityFocus(to element: AnyObject) {}
}

/// Names one call to `present`, from queueing to its result.
public struct DialogPresentationID: Sendable, Hashable, CustomStringConvertible {
    /// The number of the call to `present`, counting from 1 per presenter.
    public var rawValue: Int

    /// Creates an id.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id as `#N`.
    public var description: String { "#\(rawValue)" }
}

/// What a dialog's view reports when one of its buttons is tapped.
public struct DialogResponse: Sendable, Hashable {
    /// The index of the tapped button in the descriptor's `buttons`.
    public var button: Int
    /// The text field's text, for a text-input dialog.
    public var text: String?
    /// The chosen row, for a picker.
    public var row: Int?

    /// Creates a response.
    public init(button: Int, text: String? = nil, row: Int? = nil) {
        self.button = button
        self.text = text
        self.row = row
    }
}
