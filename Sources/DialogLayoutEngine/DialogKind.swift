/// The kinds of dialog a spec can declare (its `type`), and that a generated descriptor is.
///
/// DialogCompiler keeps everything else a kind is in a table per kind (`DialogKindTable`); the
/// layout each kind takes is here, so the plan and the app choose it alike.
public enum DialogKind: String, Sendable, Hashable, CaseIterable {
    case alert
    case actionSheet
    case toast
    case picker
    case textInput

    /// The layout this kind takes when drawn by the system or, if `custom`, by a custom view,
    /// shown `fromBottom` or centered.
    public func shape(custom: Bool, fromBottom: Bool) -> DialogShape {
        switch self {
        case .toast: .toast
        case .picker: .picker
        case .alert, .textInput: custom ? .card : .systemAlert
        case .actionSheet: custom ? (fromBottom ? .bottomSheet : .card) : .systemSheet
        }
    }
}

/// Where a dialog appears from; it hides the same way (a spec's `presentation.show.type`).
public enum DialogShowType: String, Sendable, Hashable, CaseIterable {
    case center
    case fromBottom
}

/// Who draws a dialog (a spec's `presentation.renderer`).
public enum DialogRenderer: String, Sendable, Hashable, CaseIterable {
    /// The platform's alert controller.
    case system
    /// A view the app draws, following the render plan.
    case custom
}
