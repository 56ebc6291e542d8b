/// One dialog of a spec, as decoded; optional fields are nil when the spec leaves them out.
///
/// Which fields a dialog may or must have, and what the unset ones default to, depends on its
/// type: `type.value.kind` (one table per type in `Model/Kinds/`) says it.
public struct Dialog: Sendable, Hashable, Locatable {
    /// The dialog's id, unique across every input file.
    public var id: Located<String>
    /// What kind of dialog this is.
    public var type: Located<DialogType>
    public var title: Located<String>?
    /// Only alerts have a subtitle (`DialogKind.allowedKeys`).
    public var subtitle: Located<String>?
    public var message: Located<String>?
    /// The buttons in display order; empty for a toast.
    public var buttons: [Button]
    /// The rows of a picker; empty for every other type.
    public var options: [Located<String>]
    /// The picker row selected at first; nil means the first row.
    public var selectedIndex: Located<Int>?
    /// The text field of a `textInput` dialog.
    public var input: TextInputSettings?
    /// Seconds after which the dialog hides itself.
    public var autoHide: Located<Double>?
    public var limits: Limits
    public var presentation: Presentation
    public var style: Style
    /// The dialog's geometry where it departs from its kind's layout (`layout`).
    public var layout = DialogLayout()
    /// Lint rules silenced for this dialog.
    public var suppressions: [Suppression] = []
    /// The dialog's former id, so `dialogc diff` reports a rename instead of a removal and an addition.
    public var renamedFrom: Located<String>?
    /// The whole dialog object.
    public var range: ByteRange
    /// False when a value inside this dialog could not be read (missing, mistyped or invalid);
    /// rules skip such dialogs so one mistake does not cascade into findings about values that
    /// were never read.
    public var isWellFormed: Bool
    /// The `specVersion` of the file that declares the dialog; from 2 on, braces in texts are placeholders.
    public var specVersion = 1
    /// Format v2: the typed parameters its texts show as `{name}`, in spec order.
    public var parameters: [DialogParameter] = []
    /// Format v2: the translator comment on the whole dialog.
    public var comment: Located<String>?
    /// Format v2: plural forms, comments and key overrides of the texts written as objects (and
    /// the buttons' comments), by element; each text's own field holds its `other` form.
    public var textLocalizations: [LocalizableText.Element: TextLocalization] = [:]

    /// Creates a dialog with the given id and type and nothing else set.
    public init(id: Located<String>, type: Located<DialogType>, range: ByteRange) {
        self.id = id
        self.type = type
        self.buttons = []
        self.options = []
        self.limits = Limits()
        self.presentation = Presentation()
        self.style = Style()
        self.range = range
        self.isWellFormed = true
    }
}

/// One button of a dialog.
public struct Button: Sendable, Hashable, Locatable {
    /// Unique within its dialog; becomes an action case name.
    public var id: Located<String>
    public var title: Located<String>
    /// The role; nil means `default`.
    public var style: Located<ButtonStyle>?
    public var preferred: Located<Bool>?
    public var color: Located<Color>?
    /// The title's font, over the dialog's `style.buttonFont`.
    public var font: Style.Font?
    /// The button's former id, so `dialogc diff` reports a rename instead of a removal and an addition.
    public var renamedFrom: Located<String>?
    /// The whole button object.
    public var range: ByteRange

    /// Creates a button with an id and title and nothing else set.
    public init(id: Located<String>, title: Located<String>, range: ByteRange) {
        self.id = id
        self.title = title
        self.range = range
    }

    /// The style with its default applied.
    public var resolvedStyle: ButtonStyle { style?.value ?? .default }
    /// Whether the button is marked `preferred: true`.
    public var isPreferred: Bool { preferred?.value ?? false }
}

/// The text field of a `textInput` dialog.
public struct TextInputSettings: Sendable, Hashable, Locatable {
    public var placeholder: Located<String>?
    public var initialText: Located<String>?
    public var multiline: Located<Bool>?
    public var secure: Located<Bool>?
    public var required: Located<Bool>?
    /// Return key, newlines, the empty-field message and the clear button.
    public var behaviour = InputBehaviour()
    /// The whole `input` object.
    public var range: ByteRange

    /// Creates settings with nothing set.
    public init(range: ByteRange) {
        self.range = range
    }

    public var isMultiline: Bool { multiline?.value ?? false }
    public var isSecure: Bool { secure?.value ?? false }
    public var isRequired: Bool { required?.value ?? false }
}

/// Caps on a dialog's content.
public struct Limits: Sendable, Hashable {
    /// The most choices an action sheet or picker may offer.
    public var maxOptions: Located<Int>?
    /// The most characters a text input accepts.
    public var maxLength: Located<Int>?

    /// Creates limits with nothing set.
    public init() {}
}
