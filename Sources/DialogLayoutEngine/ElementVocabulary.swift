/// A button's role, as UIKit's `UIAlertAction.Style` and SwiftUI's `ButtonRole` know it.
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
    case `default`
    case cancel
    case destructive
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
