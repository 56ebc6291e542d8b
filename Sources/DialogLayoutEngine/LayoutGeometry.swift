/// The layout engine's entry points: one dialog on one screen to its elements, and to its motion.
///
/// `dialogc plan`, the preview, lint and `DialogRuntime`'s presenter all call these, so the frames
/// an app shows are the frames the plan describes, measured by whichever `TextMeasuring` each passes.
public enum LayoutGeometry {
    /// `dialog` laid out on `screen`, its texts measured by `DeterministicTextMeasurer`. Without
    /// `keepsLines` every text holds as many empty lines as it wraps to: the frames and overflows
    /// are the same, for callers that read only those, and cost less.
    public static func layout(_ dialog: LayoutInput, on screen: LayoutScreen, keepsLines: Bool = true) -> LaidOutDialog {
        layout(dialog, on: screen, measurer: DeterministicTextMeasurer(), keepsLines: keepsLines)
    }

    /// `layout(_:on:keepsLines:)` with the texts measured by `measurer`.
    ///
    /// Generic over the measurer rather than taking `any TextMeasuring`: the layout is specialized
    /// for each measurer, and the deterministic one's measuring is inlined where the layout asks,
    /// where every question copied the existential and dispatched through its witness table.
    public static func layout(
        _ dialog: LayoutInput, on screen: LayoutScreen, measurer: some TextMeasuring, keepsLines: Bool = true
    ) -> LaidOutDialog {
        var laidOut: (container: PlanElement, overflows: [PlanOverflow]) = layout(
            dialog, on: screen, measurer: measurer, keepsLines: keepsLines)
        // The layout paints with the spec's and the palette's colors as written, adaptive ones
        // included; what is drawn is each in the screen's appearance.
        laidOut.container.resolveColors(for: screen.appearance)
        return LaidOutDialog(container: laidOut.container, overflows: laidOut.overflows)
    }

    /// `dialog` laid out on `screen` with its colors as the spec and the palette chose them,
    /// adaptive ones not resolved for `screen.appearance`: colors move no frame, so a check of
    /// every appearance lays a dialog out once and resolves each color for each appearance
    /// (`DialogColor.resolved(for:)`). Lines are not kept (see `layout(_:on:keepsLines:)`).
    public static func adaptiveLayout(_ dialog: LayoutInput, on screen: LayoutScreen) -> LaidOutDialog {
        let laidOut: (container: PlanElement, overflows: [PlanOverflow]) = layout(
            dialog, on: screen, measurer: DeterministicTextMeasurer(), keepsLines: false)
        return LaidOutDialog(container: laidOut.container, overflows: laidOut.overflows)
    }

    /// What the lint rules read of `dialog`'s layout on `screen`: the same layout as `layout`'s,
    /// building only frames, line counts and button ids (`FactsElement`) instead of the plan's elements.
    public static func facts(_ dialog: LayoutInput, on screen: LayoutScreen) -> LayoutFacts {
        facts(dialog, on: screen, measurer: DeterministicTextMeasurer())
    }

    /// `facts(_:on:)` with the texts measured by `measurer`.
    public static func facts(_ dialog: LayoutInput, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts {
        let laidOut: (container: FactsElement, overflows: [PlanOverflow]) = layout(
            dialog, on: screen, measurer: measurer, keepsLines: false)
        return LayoutFacts(container: laidOut.container, overflows: laidOut.overflows)
    }

    /// The one layout of every shape, building `Element`s.
    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(
        _ dialog: LayoutInput, on screen: LayoutScreen, measurer: Measurer, keepsLines: Bool
    ) -> (container: Element, overflows: [PlanOverflow]) {
        var context = LayoutContext<Element, Measurer>(dialog: dialog, screen: screen, measurer: measurer)
        context.keepsLines = keepsLines
        let container: Element =
            switch dialog.shape {
            case .toast: ToastLayout.layout(&context)
            case .picker: PickerLayout.layout(&context)
            case .systemSheet: SystemSheetLayout.layout(&context)
            case .bottomSheet: BottomSheetLayout.layout(&context)
            case .systemAlert: SystemAlertLayout.layout(&context)
            case .card: CardLayout.layout(&context)
            }
        return (container, context.overflows)
    }

    /// The show and hide timelines of a dialog whose container `layout` placed on `screen`.
    public static func motion(_ motion: MotionInput, of layout: LaidOutDialog, on screen: LayoutScreen) -> PlanMotion {
        MotionTimelines.motion(motion, container: layout.container, screen: screen)
    }
}

/// What `LayoutGeometry.layout` gives: the container with everything inside it, in screen
/// points, and what did not fit.
public struct LaidOutDialog: Sendable, Hashable {
    /// The card, sheet, picker or bubble, its children inside it.
    public var container: PlanElement
    /// Texts the layout had to cut or that push the dialog past the screen, in the order found.
    public var overflows: [PlanOverflow]

    /// Creates a laid-out dialog.
    public init(container: PlanElement, overflows: [PlanOverflow]) {
        self.container = container
        self.overflows = overflows
    }
}
