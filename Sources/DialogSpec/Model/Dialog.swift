import DialogDiagnostics
import DialogLayoutEngine

/// One dialog of a spec, as decoded; optional fields are nil when the spec leaves them out.
///
/// Which fields a dialog may or must have, and what the unset ones default to, depends on its
/// type: `type.value.table` (one table per type in `Model/Kinds/`) says it.
///
/// A dialog is a value, but its fields live in one shared, immutable box: the fields take about
/// 1,900 bytes, and every rule and stage that reads a dialog would otherwise copy all of them,
/// retaining each text, where a copy of the box is one retain. Changing a field puts the changed
/// fields in a new box, so the decoder builds a dialog's `Fields` first and boxes them once.
public struct Dialog: Sendable, Hashable, Locatable, CustomReflectable, Relocatable {
    private var storage: Storage
    /// How many bytes the dialog stands away from where its boxed fields say: the language
    /// server moves the dialogs after an edit on every keystroke, and a move kept here costs
    /// nothing until a moved dialog is read; each getter returns its field moved.
    private var distance = 0
    /// The dialog's id, unique across every input file.
    public var id: Located<String> {
        get { distance == 0 ? storage.fields.id : movedFields.id }
        set { change { $0.id = newValue } }
    }
    /// What kind of dialog this is.
    public var type: Located<DialogKind> {
        get { distance == 0 ? storage.fields.type : movedFields.type }
        set { change { $0.type = newValue } }
    }
    /// The title; nil when the spec leaves it out.
    public var title: Located<String>? {
        get { distance == 0 ? storage.fields.title : movedFields.title }
        set { change { $0.title = newValue } }
    }
    /// Only alerts have a subtitle (`DialogKindTable.allowedKeys`).
    public var subtitle: Located<String>? {
        get { distance == 0 ? storage.fields.subtitle : movedFields.subtitle }
        set { change { $0.subtitle = newValue } }
    }
    /// The message under the title, or a toast's text.
    public var message: Located<String>? {
        get { distance == 0 ? storage.fields.message : movedFields.message }
        set { change { $0.message = newValue } }
    }
    /// The buttons in display order; empty for a toast.
    public var buttons: [Button] {
        get { distance == 0 ? storage.fields.buttons : movedFields.buttons }
        set { change { $0.buttons = newValue } }
    }
    /// The rows of a picker; empty for every other type.
    public var options: [Located<String>] {
        get { distance == 0 ? storage.fields.options : movedFields.options }
        set { change { $0.options = newValue } }
    }
    /// The picker row selected at first; nil means the first row.
    public var selectedIndex: Located<Int>? {
        get { distance == 0 ? storage.fields.selectedIndex : movedFields.selectedIndex }
        set { change { $0.selectedIndex = newValue } }
    }
    /// The text field of a `textInput` dialog.
    public var input: TextInputSettings? {
        get { distance == 0 ? storage.fields.input : movedFields.input }
        set { change { $0.input = newValue } }
    }
    /// Seconds after which the dialog hides itself.
    public var autoHide: Located<Double>? {
        get { distance == 0 ? storage.fields.autoHide : movedFields.autoHide }
        set { change { $0.autoHide = newValue } }
    }
    /// Caps on the choices offered and the characters typed (`limits`).
    public var limits: Limits {
        get { distance == 0 ? storage.fields.limits : movedFields.limits }
        set { change { $0.limits = newValue } }
    }
    /// How the dialog is shown, hidden and drawn (`presentation`).
    public var presentation: Presentation {
        get { distance == 0 ? storage.fields.presentation : movedFields.presentation }
        set { change { $0.presentation = newValue } }
    }
    /// The look of a custom-drawn dialog (`style`); a system alert ignores it.
    public var style: Style {
        get { distance == 0 ? storage.fields.style : movedFields.style }
        set { change { $0.style = newValue } }
    }
    /// The dialog's geometry where it departs from its kind's layout (`layout`).
    public var layout: DialogLayout {
        get { distance == 0 ? storage.fields.layout : movedFields.layout }
        set { change { $0.layout = newValue } }
    }
    /// Lint rules silenced for this dialog.
    public var suppressions: [Suppression] {
        get { distance == 0 ? storage.fields.suppressions : movedFields.suppressions }
        set { change { $0.suppressions = newValue } }
    }
    /// The dialog's former id, so `dialogc diff` reports a rename instead of a removal and an addition.
    public var renamedFrom: Located<String>? {
        get { distance == 0 ? storage.fields.renamedFrom : movedFields.renamedFrom }
        set { change { $0.renamedFrom = newValue } }
    }
    /// What VoiceOver says for the dialog as a whole instead of its title; nil speaks the title.
    public var accessibilityLabel: Located<String>? {
        get { distance == 0 ? storage.fields.accessibilityLabel : movedFields.accessibilityLabel }
        set { change { $0.accessibilityLabel = newValue } }
    }
    /// What VoiceOver says after the label, after a pause: what the dialog is for, when its
    /// texts do not say.
    public var accessibilityHint: Located<String>? {
        get { distance == 0 ? storage.fields.accessibilityHint : movedFields.accessibilityHint }
        set { change { $0.accessibilityHint = newValue } }
    }
    /// How VoiceOver announces a toast (only toasts have it); nil: `polite`.
    public var announcement: Located<DialogAnnouncement>? {
        get { distance == 0 ? storage.fields.announcement : movedFields.announcement }
        set { change { $0.announcement = newValue } }
    }
    /// The whole dialog object.
    public var range: ByteRange {
        get { distance == 0 ? storage.fields.range : movedFields.range }
        set { change { $0.range = newValue } }
    }
    /// False when a value inside this dialog could not be read (missing, mistyped or invalid);
    /// rules skip such dialogs so one mistake does not cascade into findings about values that
    /// were never read.
    public var isWellFormed: Bool {
        get { storage.fields.isWellFormed }
        set { change { $0.isWellFormed = newValue } }
    }
    /// The `specVersion` of the file that declares the dialog; from 2 on, braces in texts are placeholders.
    public var specVersion: Int {
        get { storage.fields.specVersion }
        set { change { $0.specVersion = newValue } }
    }
    /// Format v2: the typed parameters its texts show as `{name}`, in spec order.
    public var parameters: [DialogParameter] {
        get { distance == 0 ? storage.fields.parameters : movedFields.parameters }
        set { change { $0.parameters = newValue } }
    }
    /// Format v2: the translator comment on the whole dialog.
    public var comment: Located<String>? {
        get { distance == 0 ? storage.fields.comment : movedFields.comment }
        set { change { $0.comment = newValue } }
    }
    /// Format v2: plural forms, comments and key overrides of the texts written as objects (and
    /// the buttons' comments), by element; each text's own field holds its `other` form.
    public var textLocalizations: [LocalizableText.Element: TextLocalization] {
        get { distance == 0 ? storage.fields.textLocalizations : movedFields.textLocalizations }
        set { change { $0.textLocalizations = newValue } }
    }

    /// The values written as design token references, in file order.
    public var tokenReferences: [TokenReference] {
        get { distance == 0 ? storage.fields.tokenReferences : movedFields.tokenReferences }
        set { change { $0.tokenReferences = newValue } }
    }

    /// Creates a dialog with the given id and type and nothing else set.
    public init(id: Located<String>, type: Located<DialogKind>, range: ByteRange) {
        storage = Storage(Fields(id: id, type: type, range: range))
    }

    /// A dialog of `fields`, built in full before they are boxed.
    init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// Applies `body` to a copy of the fields and boxes the result: other dialogs may share the box.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = placedFields
        distance = 0
        body(&fields)
        storage = Storage(fields)
    }

    /// The boxed fields moved to where the dialog stands now: only a moved dialog reads its
    /// fields so, so the getters of one that stands where it was decoded stay plain reads of the box.
    @inline(never)
    private var movedFields: Fields { storage.fields.moved(by: distance) }

    /// The boxed fields where the dialog stands now.
    private var placedFields: Fields { distance == 0 ? storage.fields : movedFields }

    /// Moves every place the dialog holds by `distance` bytes, at once in effect and, for the
    /// fields, when they are read.
    package mutating func move(by distance: Int) {
        self.distance += distance
    }

    public static func == (lhs: Dialog, rhs: Dialog) -> Bool {
        (lhs.storage === rhs.storage && lhs.distance == rhs.distance) || lhs.placedFields == rhs.placedFields
    }

    public func hash(into hasher: inout Hasher) {
        placedFields.hash(into: &hasher)
    }

    /// The fields, as a struct of them would show.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: placedFields).children, displayStyle: .struct)
    }

    /// What a dialog holds; the properties above read and write these.
    struct Fields: Hashable {
        var id: Located<String>
        var type: Located<DialogKind>
        var title: Located<String>? = nil
        var subtitle: Located<String>? = nil
        var message: Located<String>? = nil
        var buttons: [Button] = []
        var options: [Located<String>] = []
        var selectedIndex: Located<Int>? = nil
        var input: TextInputSettings? = nil
        var autoHide: Located<Double>? = nil
        var limits: Limits = Limits()
        var presentation: Presentation = Presentation()
        var style: Style = Style()
        var layout: DialogLayout = DialogLayout()
        var suppressions: [Suppression] = []
        var renamedFrom: Located<String>? = nil
        var accessibilityLabel: Located<String>? = nil
        var accessibilityHint: Located<String>? = nil
        var announcement: Located<DialogAnnouncement>? = nil
        var range: ByteRange
        var isWellFormed: Bool = true
        var specVersion: Int = 1
        var parameters: [DialogParameter] = []
        var comment: Located<String>? = nil
        var textLocalizations: [LocalizableText.Element: TextLocalization] = [:]
        var tokenReferences: [TokenReference] = []
    }

    /// The box of a dialog's fields, never changed once made, so dialogs cross threads as values do.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
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
    /// What VoiceOver says and Voice Control answers to instead of the title: a button whose title
    /// is a symbol needs one, and one that differs from the title should contain it.
    public var accessibilityLabel: Located<String>?
    /// What VoiceOver says after the label, after a pause: what the button does, when its title does not say.
    public var accessibilityHint: Located<String>?
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
    /// A `maxLength` written in `input` instead of `limits`: already an `unknown-key` error, so the
    /// rules that ask for a length limit do not report the same mistake a second time.
    public var misplacedMaxLength: ByteRange?

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
