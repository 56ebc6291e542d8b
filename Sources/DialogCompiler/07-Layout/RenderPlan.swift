/// A platform-neutral, fully resolved description of how one dialog looks and behaves on one screen.
public struct DialogPlan: Sendable, Hashable {
    public var id: String
    public var type: DialogType
    /// Where the spec declares the dialog, `path:line`.
    public var source: String
    public var renderer: Renderer
    /// The cover, then the container with everything inside it.
    public var elements: [PlanElement]
    public var motion: PlanMotion
    public var behaviour: PlanBehaviour
    public var actions: [PlanAction]
    /// Texts the layout had to cut or that push the dialog past the screen.
    public var overflows: [PlanOverflow]
}

/// One positioned element; frames are in screen points, children lie inside their parent.
public struct PlanElement: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case cover, container, title, subtitle, message, separator, button, textField, textView
        case toolbar, pickerRow, bubble
    }

    public var kind: Kind
    public var frame: PlanFrame
    /// The button id, for buttons.
    public var id: String?
    public var text: PlanText?
    public var fill: PlanColor?
    public var cornerRadius: Double?
    public var role: ButtonStyle?
    public var isPreferred: Bool?
    public var isSelected: Bool?
    public var children: [PlanElement] = []

    /// Creates an element with nothing but a kind and a frame.
    public init(_ kind: Kind, frame: PlanFrame) {
        self.kind = kind
        self.frame = frame
    }
}

/// A rectangle in points.
public struct PlanFrame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether `other` lies within this frame (to a hundredth of a point).
    public func contains(_ other: PlanFrame) -> Bool {
        other.x >= x - 0.01 && other.y >= y - 0.01 && other.maxX <= maxX + 0.01 && other.maxY <= maxY + 0.01
    }
}

/// A font size and weight, after Dynamic Type scaling.
public struct PlanFont: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight

    /// Creates a font.
    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }
}

/// A color with its opacity.
public struct PlanColor: Sendable, Hashable {
    /// `#RRGGBB`.
    public var hex: String
    /// 0 to 1.
    public var alpha: Double

    /// Creates a color from a model color, with its alpha channel as opacity.
    public init(_ color: Color) {
        hex = String(Color(red: color.red, green: color.green, blue: color.blue).description)
        alpha = (Double(color.alpha) / 255 * 1000).rounded() / 1000
    }

    /// Creates a color from `#RRGGBB` and an opacity.
    public init(hex: String, alpha: Double = 1) {
        self.hex = hex
        self.alpha = alpha
    }
}

/// A label's text as laid out.
public struct PlanText: Sendable, Hashable {
    /// The wrapped lines.
    public var lines: [String]
    public var font: PlanFont
    public var color: PlanColor
    public var alignment: TextAlignment
    public var lineHeight: Double
}

/// Show and hide as timelines, and the auto-hide delay.
public struct PlanMotion: Sendable, Hashable {
    public var show: PlanTimeline
    public var hide: PlanTimeline
    /// Seconds after the show animation ends before the dialog hides itself.
    public var autoHideDelay: Double?
}

/// One animation: what moves, from and to, over how long and along which curve.
public struct PlanTimeline: Sendable, Hashable {
    public enum Curve: String, Sendable, Hashable {
        case linear, easeIn, easeOut, spring
        case easeInOut
    }

    /// Seconds until every track has ended.
    public var duration: Double
    public var curve: Curve
    /// Damping ratio (0 to 2) for `spring`.
    public var springDamping: Double?
    public var tracks: [PlanTrack]
    /// Seconds of one undamped oscillation, when the spec gives its spring.
    public var springResponse: Double? = nil
}

/// One animated property of one element.
public struct PlanTrack: Sendable, Hashable {
    public enum Property: String, Sendable, Hashable {
        case opacity, translateY, scale
    }

    /// `cover` or `container`.
    public var target: PlanElement.Kind
    public var property: Property
    public var from: Double
    public var to: Double
    /// Seconds after the timeline's start this track starts; nil: at once.
    public var delay: Double? = nil
    /// Seconds this track runs; nil: the timeline's duration.
    public var duration: Double? = nil
}

/// The behaviour a runtime must follow, which hand-written dialogs kept getting wrong.
public struct PlanBehaviour: Sendable, Hashable {
    /// Ignore touches while the show animation runs, so a tap on "back" mid-animation cannot
    /// leave the dialog on the previous screen.
    public var blocksInteractionDuringShow: Bool
    /// End editing before showing, so the keyboard never covers the dialog.
    public var dismissesKeyboardBeforeShow: Bool
    /// Give focus back to what had it once the dialog is gone.
    public var restoresFirstResponderAfterHide: Bool
    /// Move the dialog clear of the keyboard while its text field is editing.
    public var avoidsKeyboard: Bool
    public var dismissOnCoverTap: Bool
    /// The dialog hides the way it was shown.
    public var hideAs: ShowType
    /// On a regular-width screen an action sheet is a popover that needs an anchor view or bar item.
    public var requiresAnchor: Bool
    /// The button whose result a cover tap yields, when the spec names one; nil: the cancel button.
    public var coverTapResult: String? = nil
    /// The text field's keyboard behaviour, when the spec sets any of it.
    public var input: PlanInputBehaviour? = nil
}

/// What the text field does with its keys, resolved.
public struct PlanInputBehaviour: Sendable, Hashable {
    public var returnKey: ReturnKey
    /// Whether Return inserts a newline instead of submitting.
    public var allowsNewlines: Bool
    /// What a required field says when submitted empty.
    public var emptyMessage: String?
    public var clearButton: Bool
}

/// What a button does: its role, whether it dismisses, what result it yields.
public struct PlanAction: Sendable, Hashable {
    public enum Result: String, Sendable, Hashable {
        /// The action alone.
        case action
        /// The action and the text entered, limited to `maxLength`.
        case actionAndText
        /// The action and the chosen picker row.
        case actionAndRow
    }

    public var id: String
    public var title: String
    public var role: ButtonStyle
    public var dismisses: Bool
    public var result: Result
    /// Whether the button is shown on this device (an iPad popover drops the cancel button).
    public var isVisible: Bool
}

/// A text the layout cut short or that made the dialog taller than the screen allows.
public struct PlanOverflow: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        /// The text is taller than its capped area, so part of it is cut or scrolls.
        case truncated
        /// The dialog is taller than the screen's safe area.
        case exceedsScreen
    }

    public var element: PlanElement.Kind
    public var reason: Reason
    /// The button's id, when a button title is cut.
    public var id: String? = nil
}
