import DialogLayoutEngine

// `DialogKind`, `DialogButtonRole`, `DialogColor`, `DialogFont` and `DialogReturnKey` are
// DialogLayoutEngine's, which this module re-exports (DialogVocabulary.swift): the spec, the plan and the app share one type of each.

/// One button of a dialog.
public struct DialogButton<Action: Hashable & Sendable>: Sendable, Hashable {
    /// The case this button produces.
    public var action: Action
    /// The button's title as the dialog shows it.
    public var title: String
    /// Whether the button confirms, cancels or destroys.
    public var role: DialogButtonRole
    /// Whether the button is the dialog's default (Return key, bold title).
    public var isPreferred: Bool
    /// A custom title color, for custom-drawn dialogs.
    public var color: DialogColor?
    /// The title's own font (the button's `font`), over the style's `buttonFont`.
    public var font: DialogFont?
    /// What VoiceOver says and Voice Control answers to instead of the title; nil: the title.
    public var accessibilityLabel: String?
    /// What VoiceOver says after the label, after a pause; nil: nothing.
    public var accessibilityHint: String?

    /// Creates a button.
    public init(
        action: Action, title: String, role: DialogButtonRole, isPreferred: Bool, color: DialogColor?, font: DialogFont? = nil
    ) {
        self.action = action
        self.title = title
        self.role = role
        self.isPreferred = isPreferred
        self.color = color
        self.font = font
    }

    /// Creates a button VoiceOver speaks as `accessibilityLabel` (nil: the title), followed by
    /// `accessibilityHint`; generated code passes both when the spec writes either.
    public init(
        action: Action, title: String, role: DialogButtonRole, isPreferred: Bool, color: DialogColor?, font: DialogFont? = nil,
        accessibilityLabel: String?, accessibilityHint: String?
    ) {
        self.init(action: action, title: title, role: role, isPreferred: isPreferred, color: color, font: font)
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
    }

    /// The same button producing `transform(action)`.
    public func mapAction<Other: Hashable & Sendable>(_ transform: (Action) -> Other) -> DialogButton<Other> {
        DialogButton<Other>(
            action: transform(action), title: title, role: role, isPreferred: isPreferred, color: color, font: font,
            accessibilityLabel: accessibilityLabel, accessibilityHint: accessibilityHint)
    }
}

/// The text field of a text-input dialog.
public struct DialogTextField: Sendable, Hashable {
    /// The grey text the empty field shows; nil for none.
    public var placeholder: String?
    /// The text the field holds when the dialog shows.
    public var initialText: String
    /// Whether the field is a multi-line text view rather than a one-line field.
    public var isMultiline: Bool
    /// Whether the field hides what is typed, as a password field does.
    public var isSecure: Bool
    /// Whether the dialog's confirming buttons stay disabled while the field is empty.
    public var isRequired: Bool
    /// The most characters (grapheme clusters) the field accepts.
    public var maxLength: Int?
    /// What a required field says when a confirming button is tapped while it is empty; without
    /// one, those buttons stay disabled until there is text.
    public var requiredMessage: String?
    /// The return key's title (`input.returnKey`).
    public var returnKey: DialogReturnKey
    /// Whether Return inserts a newline in a multi-line field rather than submitting (`input.allowsNewlines`).
    public var allowsNewlines: Bool
    /// Whether a single-line field shows a clear button while it holds text (`input.clearButton`).
    public var showsClearButton: Bool

    /// Creates a text field description.
    public init(
        placeholder: String?, initialText: String, isMultiline: Bool, isSecure: Bool, isRequired: Bool, maxLength: Int?,
        requiredMessage: String? = nil, returnKey: DialogReturnKey = .default, allowsNewlines: Bool = true,
        showsClearButton: Bool = false
    ) {
        self.placeholder = placeholder
        self.initialText = initialText
        self.isMultiline = isMultiline
        self.isSecure = isSecure
        self.isRequired = isRequired
        self.maxLength = maxLength
        self.requiredMessage = requiredMessage
        self.returnKey = returnKey
        self.allowsNewlines = allowsNewlines
        self.showsClearButton = showsClearButton
    }

    /// `text` cut to `maxLength` characters, the way the field limits typing and pasting.
    public func limited(_ text: String) -> String {
        guard let maxLength, text.count > maxLength else { return text }
        return String(text.prefix(maxLength))
    }

    /// Whether a confirming button may not end the dialog with `text`: the field is required and,
    /// once limited, empty.
    public func lacksRequiredText(_ text: String) -> Bool {
        isRequired && limited(text).isEmpty
    }
}
