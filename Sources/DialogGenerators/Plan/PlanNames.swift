import DialogLayoutAdapter
import DialogLayoutEngine

/// The raw values a plan writes most often (about 45 a dialog), as static strings: written as
/// they are, without a `String` and an escape scan each. Tests hold each equal to its `rawValue`.

extension PlanElement.Kind {
    /// `rawValue`, static.
    package var planName: StaticString {
        switch self {
        case .cover: "cover"
        case .container: "container"
        case .title: "title"
        case .subtitle: "subtitle"
        case .message: "message"
        case .separator: "separator"
        case .button: "button"
        case .textField: "textField"
        case .textView: "textView"
        case .toolbar: "toolbar"
        case .pickerRow: "pickerRow"
        case .bubble: "bubble"
        }
    }
}

extension DialogButtonRole {
    /// `rawValue`, static.
    package var planName: StaticString {
        switch self {
        case .default: "default"
        case .cancel: "cancel"
        case .destructive: "destructive"
        }
    }
}

extension FontWeight {
    /// `rawValue`, static.
    package var planName: StaticString {
        switch self {
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        }
    }
}

extension DialogTextAlignment {
    /// `rawValue`, static.
    package var planName: StaticString {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        }
    }
}

extension DialogCurve {
    /// `rawValue`, static.
    package var planName: StaticString {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        }
    }
}

extension DialogTiming {
    /// What a timeline's `curve` says: the curve's name, or `spring`.
    package var planName: StaticString {
        switch self {
        case .curve(let curve): curve.planName
        case .spring: "spring"
        }
    }
}

extension PlanTrack.Property {
    /// `rawValue`, static.
    package var planName: StaticString {
        switch self {
        case .opacity: "opacity"
        case .translateY: "translateY"
        case .scale: "scale"
        }
    }
}

extension PlanTokenField {
    /// The key of a plan's `tokens` object that names this member, with its colon.
    package var planPiece: PlanPiece {
        switch self {
        case .frameWidth: .tokenFrameWidth
        case .frameHeight: .tokenFrameHeight
        case .fill: .tokenFill
        case .cornerRadius: .tokenCornerRadius
        case .fontSize: .tokenFontSize
        case .fontWeight: .tokenFontWeight
        case .textColor: .tokenTextColor
        case .showDuration: .tokenShowDuration
        case .showCurve: .tokenShowCurve
        case .hideDuration: .tokenHideDuration
        case .hideCurve: .tokenHideCurve
        case .autoHideDelay: .tokenAutoHideDelay
        }
    }
}
