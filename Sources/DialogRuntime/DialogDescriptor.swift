import DialogLayoutEngine

/// Everything a spec says about one dialog, with every default resolved.
public struct DialogDescriptor<Action: Hashable & Sendable>: Sendable, Hashable {
    /// The id in the spec, e.g. `logout-sheet`.
    public var id: String
    /// The kind of dialog the spec declares (`type`).
    public var kind: DialogKind
    /// The title as the dialog shows it; nil when the spec has none.
    public var title: String?
    /// The line under the title as the dialog shows it; nil when the spec has none.
    public var subtitle: String?
    /// The message as the dialog shows it; nil when the spec has none.
    public var message: String?
    /// The buttons in display order.
    public var buttons: [DialogButton<Action>]
    /// A picker's rows; empty for other kinds.
    public var options: [String]
    /// The row a picker selects at first; 0 for other kinds.
    public var selectedIndex: Int
    /// A text-input dialog's field.
    public var textField: DialogTextField?
    /// Seconds after which the dialog hides itself, if it does.
    public var autoHide: Double?
    /// The most choices the dialog may offer, if the spec caps it.
    public var maxOptions: Int?
    /// How the dialog is shown, hidden and drawn (`presentation`).
    public var presentation: DialogPresentation
    /// The action a tap on the cover yields (`presentation.coverTapResult`); nil: the cancel button's.
    public var coverTapResult: Action?
    /// The look of a custom-drawn dialog (`style`).
    public var style: DialogStyle
    /// The numbers of the spec's `layout`, for a custom renderer.
    public var layout: DialogLayoutSettings
    /// What VoiceOver says for the dialog as a whole instead of its title; nil: the title.
    public var accessibilityLabel: String?
    /// What VoiceOver says after the dialog's label, after a pause; nil: nothing.
    public var accessibilityHint: String?
    /// How VoiceOver announces a toast when it appears (`announcement`); other kinds take focus instead.
    public var announcement: DialogAnnouncement = .polite
    /// Where the spec declares the dialog.
    public var source: DialogSourceLocation
    /// The colours that came from design tokens, each with the colour set the app draws it from;
    /// empty when the spec names none (`namingColors(_:)`).
    public var namedColors: [DialogNamedColor] = []

    /// Creates a descriptor; generated code passes every field the spec sets.
    public init(
        id: String, kind: DialogKind, title: String?, subtitle: String?, message: String?,
        buttons: [DialogButton<Action>], options: [String], selectedIndex: Int, textField: DialogTextField?,
        autoHide: Double?, maxOptions: Int?, presentation: DialogPresentation, coverTapResult: Action? = nil,
        style: DialogStyle, layout: DialogLayoutSettings = DialogLayoutSettings(), source: DialogSourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.message = message
        self.buttons = buttons
        self.options = options
        self.selectedIndex = selectedIndex
        self.textField = textField
        self.autoHide = autoHide
        self.maxOptions = maxOptions
        self.presentation = presentation
        self.coverTapResult = coverTapResult
        self.style = style
        self.layout = layout
        self.source = source
    }

    /// Creates a descriptor with what VoiceOver says for the dialog, and how it announces a
    /// toast; generated code passes all three when the spec writes any.
    public init(
        id: String, kind: DialogKind, title: String?, subtitle: String?, message: String?,
        buttons: [DialogButton<Action>], options: [String], selectedIndex: Int, textField: DialogTextField?,
        autoHide: Double?, maxOptions: Int?, presentation: DialogPresentation, coverTapResult: Action? = nil,
        style: DialogStyle, layout: DialogLayoutSettings = DialogLayoutSettings(), accessibilityLabel: String?,
        accessibilityHint: String?, announcement: DialogAnnouncement, source: DialogSourceLocation
    ) {
        self.init(
            id: id, kind: kind, title: title, subtitle: subtitle, message: message, buttons: buttons, options: options,
            selectedIndex: selectedIndex, textField: textField, autoHide: autoHide, maxOptions: maxOptions,
            presentation: presentation, coverTapResult: coverTapResult, style: style, layout: layout, source: source)
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.announcement = announcement
    }

    /// The same dialog with its actions replaced by `transform`'s results.
    public func mapActions<Other: Hashable & Sendable>(_ transform: (Action) -> Other) -> DialogDescriptor<Other> {
        DialogDescriptor<Other>(
            id: id, kind: kind, title: title, subtitle: subtitle, message: message,
            buttons: buttons.map { $0.mapAction(transform) }, options: options, selectedIndex: selectedIndex,
            textField: textField, autoHide: autoHide, maxOptions: maxOptions, presentation: presentation,
            coverTapResult: coverTapResult.map(transform), style: style, layout: layout, accessibilityLabel: accessibilityLabel,
            accessibilityHint: accessibilityHint, announcement: announcement, source: source
        ).namingColors(namedColors)
    }

    /// The button that cancels, if any.
    public var cancelButton: DialogButton<Action>? { buttons.first { $0.role == .cancel } }
}

extension DialogDescriptor where Action: RawRepresentable, Action.RawValue == String {
    /// The dialog with its actions as their button ids, for lists of dialogs of every kind.
    public var erased: DialogDescriptor<String> { mapActions(\.rawValue) }
}

extension DialogDescriptor where Action == Never {
    /// The dialog (a toast, without buttons) in the form lists of every kind use.
    public var erased: DialogDescriptor<String> {
        // No button can produce `Never`, so there is nothing to map.
        DialogDescriptor<String>(
            id: id, kind: kind, title: title, subtitle: subtitle, message: message, buttons: [], options: options,
            selectedIndex: selectedIndex, textField: textField, autoHide: autoHide, maxOptions: maxOptions,
            presentation: presentation, style: style, layout: layout, accessibilityLabel: accessibilityLabel,
            accessibilityHint: accessibilityHint, announcement: announcement, source: source
        ).namingColors(namedColors)
    }
}

/// Where a spec declares a dialog: a path relative to where dialogc ran, and a 1-based line.
public struct DialogSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The spec's path, relative to where dialogc ran.
    public var file: String
    /// The 1-based line of the dialog's object in the spec.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The location as `file:line`.
    public var description: String { "\(file):\(line)" }
}
