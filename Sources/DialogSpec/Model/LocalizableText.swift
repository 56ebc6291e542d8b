import DialogStringCatalogs

/// One text of a dialog that an app shows and a translator translates, with its localization key.
///
/// Keys are derived from the dialog id and the element, never from positions of dialogs,
/// buttons or files, so reordering a spec keeps every key: `delete-album.title`,
/// `delete-album.subtitle`, `delete-album.message`, `delete-album.button.delete`,
/// `delete-album.input.placeholder`, `delete-album.input.initial-text`,
/// `delete-album.input.empty-message`, `delete-album.accessibility-label`,
/// `delete-album.button.delete.accessibility-hint`, and
/// `pick-size.option.0` for the first picker row (rows have no id; their index is the key).
public struct LocalizableText: Sendable, Hashable {
    /// Which part of the dialog shows the text.
    public enum Element: Sendable, Hashable {
        case title, subtitle, message
        case button(id: String)
        case placeholder, initialText
        /// What a required field says when it is submitted empty (`input.emptyMessage`).
        case emptyMessage
        case option(index: Int)
        /// What VoiceOver says for the dialog, and the hint after it (`accessibilityLabel`, `accessibilityHint`).
        case accessibilityLabel, accessibilityHint
        /// What VoiceOver says for a button, and the hint after it.
        case buttonAccessibilityLabel(id: String)
        case buttonAccessibilityHint(id: String)

        /// The part of the key after the dialog id.
        public var keySuffix: String {
            switch self {
            case .title: "title"
            case .subtitle: "subtitle"
            case .message: "message"
            case .button(let id): "button.\(id)"
            case .placeholder: "input.placeholder"
            case .initialText: "input.initial-text"
            case .emptyMessage: "input.empty-message"
            case .option(let index): "option.\(index)"
            case .accessibilityLabel: "accessibility-label"
            case .accessibilityHint: "accessibility-hint"
            case .buttonAccessibilityLabel(let id): "button.\(id).accessibility-label"
            case .buttonAccessibilityHint(let id): "button.\(id).accessibility-hint"
            }
        }
    }

    /// The localization key.
    public var key: String
    /// Which part of the dialog shows the text.
    public var element: Element
    /// The text in the spec, where it was written; for a plural text, its `other` form.
    public var text: Located<String>
    /// Format v2: the forms by plural category, `other` among them; nil for a text that does not vary.
    public var plural: PluralVariations?
    /// Format v2: the dialog's comment and the text's (or its button's), one per line, for the
    /// translator; nil when the spec gives neither.
    public var comment: String?
    /// Whether `key` is the spec's own (`"key"` of a text object) rather than the derived one.
    public var hasKeyOverride = false

    /// Creates a text with the key derived from `dialogID` and `element`.
    public init(dialogID: String, element: Element, text: Located<String>) {
        self.key = "\(dialogID).\(element.keySuffix)"
        self.element = element
        self.text = text
    }
}

extension Dialog {
    /// Every text of the dialog, in display order: title, subtitle, message, input, options,
    /// buttons (each title with the label and hint VoiceOver speaks for it), then the dialog's
    /// own label and hint.
    public var localizableTexts: [LocalizableText] {
        let dialogID = id.value
        var texts: [LocalizableText] = []
        func add(_ element: LocalizableText.Element, _ text: Located<String>?) {
            guard let text else { return }
            var entry = LocalizableText(dialogID: dialogID, element: element, text: text)
            // Version 1 dialogs have neither, and skip the lookup.
            if comment != nil || !textLocalizations.isEmpty {
                entry.localize(with: textLocalizations[element], dialogComment: comment?.value)
            }
            texts.append(entry)
        }
        add(.title, title)
        add(.subtitle, subtitle)
        add(.message, message)
        add(.placeholder, input?.placeholder)
        add(.initialText, input?.initialText)
        add(.emptyMessage, input?.behaviour.emptyMessage)
        for (index, option) in options.enumerated() { add(.option(index: index), option) }
        for button in buttons {
            add(.button(id: button.id.value), button.title)
            // VoiceOver speaks these: they are translated as the title they stand in for is.
            add(.buttonAccessibilityLabel(id: button.id.value), button.accessibilityLabel)
            add(.buttonAccessibilityHint(id: button.id.value), button.accessibilityHint)
        }
        add(.accessibilityLabel, accessibilityLabel)
        add(.accessibilityHint, accessibilityHint)
        return texts
    }
}

extension LocalizableText {
    /// Applies what format v2 adds to a text: its key override, plural forms and comments.
    package mutating func localize(with localization: TextLocalization?, dialogComment: String?) {
        if let key = localization?.key {
            self.key = key.value
            hasKeyOverride = true
        }
        plural = localization?.plural
        let comments = [dialogComment, localization?.comment?.value].compactMap { $0 }.filter { !$0.isEmpty }
        comment = comments.isEmpty ? nil : comments.joined(separator: "\n")
    }

    /// Every form of the text: the plural forms in CLDR's order, or the text alone.
    public var forms: [Located<String>] {
        guard let plural, !plural.forms.isEmpty else { return [text] }
        return plural.orderedForms.map(\.text)
    }

    /// The parameters the text takes, in the dialog's order: those any of its forms shows and
    /// the one it varies by. Its format strings number their specifiers in this order.
    public func arguments(from parameters: [DialogParameter]) -> [DialogParameter] {
        var used = Set(forms.flatMap { TextTemplate($0.value).placeholderNames })
        if let plural { used.insert(plural.parameter.value) }
        return parameters.filter { used.contains($0.name.value) }
    }

    /// The text as the source language's unit of a String Catalog holds it: the text, or from
    /// format 2 on its format string (parameters by type), one per plural form. `dialog` is the
    /// dialog that shows it. Two texts may share a key only when these are equal.
    public func catalogSource(in dialog: Dialog) -> CatalogSourceText {
        guard dialog.specVersion >= 2 else { return .plain(text.value) }
        guard let plural, !plural.forms.isEmpty else { return .plain(formatString(parameters: dialog.parameters)) }
        var forms: [PluralCategory: String] = [:]
        for category in plural.forms.keys {
            forms[category] = formatString(parameters: dialog.parameters, category: category)
        }
        return .plural(forms)
    }

    /// The text's `String(format:)` format, as a catalog's source unit holds it (see
    /// `TextTemplate.formatString`): the `other` form, or for `category` that form.
    public func formatString(parameters: [DialogParameter], category: PluralCategory? = nil) -> String {
        let form = category.flatMap { plural?.forms[$0] } ?? text
        return TextTemplate(form.value).formatString(arguments: arguments(from: parameters))
    }
}
