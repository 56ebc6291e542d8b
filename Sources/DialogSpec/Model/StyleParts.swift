/// The part of `style` about a dialog's parts: its buttons, the picker's toolbar and the text field.
public struct StyleParts: Sendable, Hashable {
    /// Every button title's font, unless the button sets its own.
    public var buttonFont: Style.Font?
    /// The picker's toolbar background.
    public var toolbarColor: Located<Color>?
    /// The picker's toolbar title.
    public var toolbarTitleColor: Located<Color>?
    /// The text field's or text view's typed text.
    public var fieldFont: Style.Font?
    /// The text field's or text view's background.
    public var fieldColor: Located<Color>?
    public var placeholderColor: Located<Color>?

    /// Creates parts with nothing set.
    public init() {}
}
