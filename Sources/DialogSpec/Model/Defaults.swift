import DialogLayoutEngine

/// The defaults format v1 defines, applied to a decoded dialog.
extension Dialog {
    /// The show type in effect: as written, else the kind's (`fromBottom` for action sheets and pickers, `center` otherwise).
    public var resolvedShowType: ShowType {
        presentation.show?.type?.value ?? type.value.table.defaultShowType
    }

    /// The renderer in effect: as written, else the kind's (`system` for alerts, action sheets and single-line text inputs).
    public var resolvedRenderer: Renderer {
        if let written = presentation.renderer?.value { return written }
        let kind = type.value.table
        return (input?.isMultiline ?? false) ? kind.multilineRenderer : kind.defaultRenderer
    }

    /// The layout that draws the dialog, from its kind, renderer and show type.
    public var resolvedShape: DialogShape {
        type.value.table.shape(renderer: resolvedRenderer, showType: resolvedShowType)
    }

    /// The show animation in effect: as written, else `slide` for dialogs from the bottom and `fade` for centered ones.
    public var resolvedAnimation: ShowAnimation {
        presentation.show?.animation?.value ?? (resolvedShowType == .fromBottom ? .slide : .fade)
    }

    /// Whether a tap on the cover dismisses: as written, else true for sheets from the bottom, as the
    /// system's sheets behave, when the tap has a result (a `cancel` button, a `coverTapResult`, or
    /// no buttons at all), and false for centered dialogs, which ask for a decision.
    public var resolvedDismissOnCoverTap: Bool {
        presentation.dismissOnCoverTap?.value
            ?? (resolvedShowType == .fromBottom && (buttons.isEmpty || hasCancelButton || presentation.coverTapResult != nil))
    }

    /// Seconds before the dialog hides itself: as written, else the kind's (2 for a toast, never for the rest).
    public var resolvedAutoHide: Double? {
        autoHide?.value ?? type.value.table.defaultAutoHide
    }

    /// The selected picker row: as written, else the first.
    public var resolvedSelectedIndex: Int { selectedIndex?.value ?? 0 }

    /// The buttons marked `cancel`, in display order.
    public var cancelButtons: [Button] { buttons.filter { $0.resolvedStyle == .cancel } }

    /// Whether a button cancels, asked without building `cancelButtons`.
    package var hasCancelButton: Bool {
        buttons.indices.contains { buttons[$0].resolvedStyle == .cancel }
    }
}

extension Presentation {
    /// Default show animation duration in seconds.
    public static let defaultShowDuration = 0.3
    /// Default hide animation duration in seconds.
    public static let defaultHideDuration = 0.2
    /// Default opacity of the dimming cover.
    public static let defaultCoverAlpha = 0.3
}
