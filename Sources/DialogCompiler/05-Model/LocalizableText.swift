/// One text of a dialog that an app shows and a translator translates, with its localization key.
///
/// Keys are derived from the dialog id and the element, never from positions of dialogs,
/// buttons or files, so reordering a spec keeps every key: `delete-album.title`,
/// `delete-album.subtitle`, `delete-album.message`, `delete-album.button.delete`,
/// `delete-album.input.placeholder`, `delete-album.input.initial-text`, and
/// `pick-size.option.0` for the first picker row (rows have no id; their index is the key).
public struct LocalizableText: Sendable, Hashable {
    /// Which part of the dialog shows the text.
    public enum Element: Sendable, Hashable {
        case title, subtitle, message
        case button(id: String)
        case placeholder, initialText
        case option(index: Int)

        /// The part of the key after the dialog id.
        public var keySuffix: String {
            switch self {
            case .title: "title"
            case .subtitle: "subtitle"
            case .message: "message"
            case .button(let id): "button.\(id)"
            case .placeholder: "input.placeholder"
            case .initialText: "input.initial-text"
            case .option(let index): "option.\(index)"
            }
        }
    }

    /// The localization key.
    public var key: String
    /// Which part of the dialog shows the text.
    public var element: Element
    /// The text in the spec, where it was written.
    public var text: Located<String>

    /// Creates a text with the key derived from `dialogID` and `element`.
    public init(dialogID: String, element: Element, text: Located<String>) {
        self.key = "\(dialogID).\(element.keySuffix)"
        self.element = element
        self.text = text
    }
}

extension Dialog {
    /// Every text of the dialog, in display order: title, subtitle, message, input, options, buttons.
    public var localizableTexts: [LocalizableText] {
        let dialogID = id.value
        var texts: [LocalizableText] = []
        func add(_ element: LocalizableText.Element, _ text: Located<String>?) {
            if let text { texts.append(LocalizableText(dialogID: dialogID, element: element, text: text)) }
        }
        add(.title, title)
        add(.subtitle, subtitle)
        add(.message, message)
        add(.placeholder, input?.placeholder)
        add(.initialText, input?.initialText)
        for (index, option) in options.enumerated() { add(.option(index: index), option) }
        for button in buttons { add(.button(id: button.id.value), button.title) }
        return texts
    }
}
