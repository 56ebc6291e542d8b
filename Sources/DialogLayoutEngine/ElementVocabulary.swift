// The words the model, the plan and the runtime share: DialogRuntime re-exports this module, so
// apps and generated code name these, and the compiler's spec names (`ButtonStyle`) are aliases.

/// A button's role, as UIKit's `UIAlertAction.Style` and SwiftUI's `ButtonRole` know it (a spec's `style`).
public enum DialogButtonRole: String, Sendable, Hashable, CaseIterable {
    case `default`
    case cancel
    case destructive
}

/// Font weights a spec may ask for; the runtime's `DialogFont.Weight`.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular
    case medium
    case semibold
    case bold
}

/// Horizontal alignment of a dialog's texts; the runtime's `DialogStyle.TextAlignment`.
public enum DialogTextAlignment: String, Sendable, Hashable, CaseIterable {
    case left
    case center
    case right
}

/// The return key's title, as `UIReturnKeyType` names them: a spec's `input.returnKey`, the plan's
/// and the text field's of generated code. The layout does not read it.
public enum DialogReturnKey: String, Sendable, Hashable, CaseIterable {
    /// The keyboard's own title, "return".
    case `default`
    /// "Done".
    case done
    /// "Go".
    case go
    /// "Next".
    case next
    /// "Search".
    case search
    /// "Send".
    case send
}
