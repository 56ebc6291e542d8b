/// A button's role, as UIKit's `UIAlertAction.Style` and SwiftUI's `ButtonRole` know it.
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
    case `default`
    case cancel
    case destructive
}

/// Where a dialog appears from; a dialog must hide the same way.
public enum ShowType: String, Sendable, Hashable, CaseIterable {
    case center
    case fromBottom
}

/// How a dialog animates in.
public enum ShowAnimation: String, Sendable, Hashable, CaseIterable {
    case fade
    case spring
    case slide
    case none
}

/// Who draws the dialog: the platform's alert controller, or a custom view.
public enum Renderer: String, Sendable, Hashable, CaseIterable {
    case system
    case custom
}

/// Font weights a spec may ask for.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular
    case medium
    case semibold
    case bold
}

/// Horizontal alignment of a dialog's texts.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left
    case center
    case right
}
