/// The screen a dialog is laid out on, the text size it is read at, the appearance it is seen in
/// and whether its user asked for less motion.
public struct LayoutScreen: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// Points the status bar or sensor housing takes at the top.
    public var safeTop: Double
    /// Points the home indicator takes at the bottom.
    public var safeBottom: Double
    /// Whether UIKit shows an action sheet here as a popover (an iPad's width).
    public var isRegularWidth: Bool
    /// The factor every font size is multiplied by (Dynamic Type: body size over 17).
    public var textScale: Double
    /// Whether the text size is an accessibility size, where button titles wrap instead of being cut.
    public var isAccessibilityTextSize: Bool
    /// The Dynamic Type size the text is read at: a custom font scales by its own text style's
    /// size at it (`DialogFont.relativeTo`), where the system's texts scale by `textScale`.
    /// `init(width:height:safeTop:safeBottom:isRegularWidth:contentSize:)` keeps the two in step.
    public var contentSize: DialogContentSize
    /// Light or dark, at standard or increased contrast: every color of the layout is resolved for it.
    public var appearance: DialogAppearance = .light
    /// Whether Reduce Motion is on: the motion takes each phase's reduced-motion variant.
    public var reducesMotion = false

    /// The shortest side an iPad has (the mini's 744 pt, less a margin); every phone is narrower,
    /// also turned to landscape.
    public static let regularWidthShortSide = 700.0

    /// Creates a screen at the text size whose body scale is nearest `textScale`.
    public init(
        width: Double, height: Double, safeTop: Double, safeBottom: Double, isRegularWidth: Bool, textScale: Double = 1,
        isAccessibilityTextSize: Bool = false
    ) {
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.isRegularWidth = isRegularWidth
        self.textScale = textScale
        self.isAccessibilityTextSize = isAccessibilityTextSize
        self.contentSize = DialogContentSize(bodyScale: textScale)
    }

    /// Creates a screen read at the Dynamic Type size `contentSize`: its text scale is body
    /// text's there.
    public init(
        width: Double, height: Double, safeTop: Double, safeBottom: Double, isRegularWidth: Bool, contentSize: DialogContentSize
    ) {
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.isRegularWidth = isRegularWidth
        self.textScale = contentSize.bodyScale
        self.isAccessibilityTextSize = contentSize.isAccessibilitySize
        self.contentSize = contentSize
    }
}
