/// The objects of a spec, each with keys of its own: the same key means different things in
/// different objects (a dialog's `type` is its kind, `presentation.show.type` where it appears),
/// so hover explains a key, and completion offers keys, by the object at the cursor. (The
/// formatter's `SpecObjectKind` knows format v1's objects only, for ordering keys.)
package enum FormatObject: Hashable, Sendable, CaseIterable {
    case file, dialog, button, suppression, presentation, show, hide, spring, reducedMotion, style, font, layout, frame, input, limits
    case text, parameter

    /// The object at `path`, the keys from the root to it (`[]` for an element of an array); nil
    /// where the format has no object.
    package init?(path: [String]) {
        if path.isEmpty {
            self = .file
            return
        }
        if path == ["suppressions", "[]"] {
            self = .suppression
            return
        }
        guard path.count >= 2, path[0] == "dialogs", path[1] == "[]" else { return nil }
        let within = Array(path.dropFirst(2))
        if within.count == 2, within[0] == "parameters" {
            self = .parameter
            return
        }
        switch within {
        case []: self = .dialog
        case ["buttons", "[]"]: self = .button
        case ["suppressions", "[]"]: self = .suppression
        case ["presentation"]: self = .presentation
        case ["presentation", "show"]: self = .show
        case ["presentation", "hide"]: self = .hide
        case ["presentation", "show", "spring"], ["presentation", "hide", "spring"]: self = .spring
        case ["presentation", "show", "reducedMotion"], ["presentation", "hide", "reducedMotion"]: self = .reducedMotion
        case ["style"]: self = .style
        case ["style", "titleFont"], ["style", "messageFont"], ["style", "buttonFont"], ["style", "fieldFont"], ["buttons", "[]", "font"]:
            self = .font
        case ["layout"]: self = .layout
        case ["layout", "frame"]: self = .frame
        case ["input"]: self = .input
        case ["limits"]: self = .limits
        // Format v2 writes a text as an object.
        case ["title"], ["subtitle"], ["message"], ["options", "[]"], ["buttons", "[]", "title"], ["input", "placeholder"],
            ["input", "initialText"], ["accessibilityLabel"], ["accessibilityHint"], ["buttons", "[]", "accessibilityLabel"],
            ["buttons", "[]", "accessibilityHint"]:
            self = .text
        default: return nil
        }
    }
}
