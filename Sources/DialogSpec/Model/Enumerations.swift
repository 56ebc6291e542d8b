// ButtonStyle, FontWeight and TextAlignment live in DialogLayoutEngine (ElementVocabulary.swift),
// since the elements a layout produces carry them; DialogCompiler re-exports that module.

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
