/// What a text dialog's field holds and allows while the user types: the text kept to
/// `maxLength`, whether the placeholder shows, which buttons can be tapped, and what a tap on a
/// confirming button does while a required field is empty.
///
/// A renderer's view only mirrors it: it hands every edit to `edit(_:isComposing:)`, writes back
/// the text it returns, and asks `submit(_:)` before it reports a tap.
public struct TextEntry: Sendable, Hashable {
    /// The field whose rules the entry keeps.
    public let field: DialogTextField
    /// The text as the field shows it, never past `maxLength` once composition ends.
    public private(set) var text: String
    /// Whether the field's `requiredMessage` is on screen: a confirming button was tapped while
    /// the field was empty, and nothing has been typed since.
    public private(set) var showsRequiredMessage = false

    /// The entry a field starts with: its initial text, limited.
    public init(_ field: DialogTextField) {
        self.field = field
        text = field.limited(field.initialText)
    }

    /// Takes the field's text after an edit (typing or pasting) and returns the text the field
    /// must show instead when the edit went past `maxLength`, or nil when it may stay.
    ///
    /// Text still being composed (pinyin, kana) is left whole: cutting marked text breaks the
    /// input method, so the limit applies once the composition is committed.
    ///
    /// A field that takes no newlines (one line, or `allowsNewlines: false`) gets a space for each
    /// line break a paste brings, as a one-line text field does.
    public mutating func edit(_ proposed: String, isComposing: Bool = false) -> String? {
        let joined = takesNewlines ? proposed : Self.joiningLines(proposed)
        text = isComposing ? joined : field.limited(joined)
        if !field.lacksRequiredText(text) { showsRequiredMessage = false }
        return text == proposed ? nil : text
    }

    /// Whether Return inserts a newline: a multi-line field that allows them. Elsewhere Return submits.
    public var takesNewlines: Bool { field.isMultiline && field.allowsNewlines }

    /// What Return does in the field.
    public enum ReturnAction: Sendable, Hashable {
        /// Inserts a newline.
        case newline
        /// Taps the button at this index of the dialog's buttons.
        case tap(button: Int)
        /// Only ends editing, as no one button confirms.
        case endEditing
    }

    /// What Return does among `buttons`: a newline where the field takes them, else a tap on the
    /// preferred confirming button, or on the only confirming button; with several and none
    /// preferred, it just ends editing rather than guess.
    public func returnAction<Action>(buttons: [DialogButton<Action>]) -> ReturnAction {
        if takesNewlines { return .newline }
        let confirming = buttons.indices.filter { buttons[$0].role != .cancel }
        if let preferred = confirming.first(where: { buttons[$0].isPreferred }) { return .tap(button: preferred) }
        return confirming.count == 1 ? .tap(button: confirming[0]) : .endEditing
    }

    /// `text` with each line break (CRLF counts once) as a space.
    static func joiningLines(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// Whether the placeholder shows: there is one and the field is empty.
    public var showsPlaceholder: Bool { text.isEmpty && !(field.placeholder ?? "").isEmpty }

    /// Characters left before `maxLength`, if the field has one.
    public var remaining: Int? { field.maxLength.map { max(0, $0 - text.count) } }

    /// Whether a button of `role` can be tapped now. A required field without a message keeps
    /// its confirming buttons disabled while it is empty; one with a message keeps them enabled,
    /// so the tap can say what is missing.
    public func isEnabled(_ role: DialogButtonRole) -> Bool {
        role == .cancel || field.requiredMessage != nil || !field.lacksRequiredText(text)
    }

    /// A tap on a button of `role`: true when it may end the dialog with the text; false while a
    /// required field is empty, which then shows its message.
    public mutating func submit(_ role: DialogButtonRole) -> Bool {
        guard role != .cancel, field.lacksRequiredText(text) else { return true }
        showsRequiredMessage = field.requiredMessage != nil
        return false
    }
}
