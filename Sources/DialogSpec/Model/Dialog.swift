import DialogDiagnostics
import DialogLayoutEngine

/// One dialog of a spec, as decoded; optional fields are nil when the spec leaves them out.
///
/// Which fields a dialog may or must have, and what the unset ones default to, depends on its
/// type: `type.value.table` (one table per type in `Model/Kinds/`) says it.
///
/// A dialog is a value, but its fields live in one shared box that is copied only when a copy is
/// changed: the fields take about 1,900 bytes, and every rule and stage that reads a dialog used
/// to copy all of them, retaining each text, where now a copy costs one retain. The box changes
/// only through `unique`, when no other dialog shares it, so dialogs may cross threads as values do.
public struct Dialog: @unchecked Sendable, Hashable, Locatable, CustomReflectable {
    private var storage: Storage
    // Each part is read where the storage keeps it (`_read`), not returned as a copy: a copy of
    // the presentation, style or buttons retained and released each of their strings, and the
    // rules and layouts read a dialog's parts thousands of times a run.
    /// The dialog's id, unique across every input file.
    public var id: Located<String> {
        _read { yield storage.fields.pointee.id }
        _modify { yield &unique.pointee.id }
    }
    /// What kind of dialog this is.
    public var type: Located<DialogKind> {
        _read { yield storage.fields.pointee.type }
        _modify { yield &unique.pointee.type }
    }
    /// The title; nil when the spec leaves it out.
    public var title: Located<String>? {
        _read { yield storage.fields.pointee.title }
        _modify { yield &unique.pointee.title }
    }
    /// Only alerts have a subtitle (`DialogKindTable.allowedKeys`).
    public var subtitle: Located<String>? {
        _read { yield storage.fields.pointee.subtitle }
        _modify { yield &unique.pointee.subtitle }
    }
    /// The message under the title, or a toast's text.
    public var message: Located<String>? {
        _read { yield storage.fields.pointee.message }
        _modify { yield &unique.pointee.message }
    }
    /// The buttons in display order; empty for a toast.
    public var buttons: [Button] {
        _read { yield storage.fields.pointee.buttons }
        _modify { yield &unique.pointee.buttons }
    }
    /// The rows of a picker; empty for every other type.
    public var options: [Located<String>] {
        _read { yield storage.fields.pointee.options }
        _modify { yield &unique.pointee.options }
    }
    /// The picker row selected at first; nil means the first row.
    public var selectedIndex: Located<Int>? {
        _read { yield storage.fields.pointee.selectedIndex }
        _modify { yield &unique.pointee.selectedIndex }
    }
    /// The text field of a `textInput` dialog.
    public var input: TextInputSettings? {
        _read { yield storage.fields.pointee.input }
        _modify { yield &unique.pointee.input }
    }
    /// Seconds after which the dialog hides itself.
    public var autoHide: Located<Double>? {
        _read { yield storage.fields.pointee.autoHide }
        _modify { yield &unique.pointee.autoHide }
    }
    /// Caps on the choices offered and the characters typed (`limits`).
    public var limits: Limits {
        _read { yield storage.fields.pointee.limits }
        _modify { yield &unique.pointee.limits }
    }
    /// How the dialog is shown, hidden and drawn (`presentation`).
    public var presentation: Presentation {
        _read { yield storage.fields.pointee.presentation }
        _modify { yield &unique.pointee.presentation }
    }
    /// The look of a custom-drawn dialog (`style`); a system alert ignores it.
    public var style: Style {
        _read { yield storage.fields.pointee.style }
        _modify { yield &unique.pointee.style }
    }
    /// The dialog's geometry where it departs from its kind's layout (`layout`).
    public var layout: DialogLayout {
        _read { yield storage.fields.pointee.layout }
        _modify { yield &unique.pointee.layout }
    }
    /// Lint rules silenced for this dialog.
    public var suppressions: [Suppression] {
        _read { yield storage.fields.pointee.suppressions }
        _modify { yield &unique.pointee.suppressions }
    }
    /// The dialog's former id, so `dialogc diff` reports a rename instead of a removal and an addition.
    public var renamedFrom: Located<String>? {
        _read { yield storage.fields.pointee.renamedFrom }
        _modify { yield &unique.pointee.renamedFrom }
    }
    /// The whole dialog object.
    public var range: ByteRange {
        _read { yield storage.fields.pointee.range }
        _modify { yield &unique.pointee.range }
    }
    /// False when a value inside this dialog could not be read (missing, mistyped or invalid);
    /// rules skip such dialogs so one mistake does not cascade into findings about values that
    /// were never read.
    public var isWellFormed: Bool {
        _read { yield storage.fields.pointee.isWellFormed }
        _modify { yield &unique.pointee.isWellFormed }
    }
    /// The `specVersion` of the file that declares the dialog; from 2 on, braces in texts are placeholders.
    public var specVersion: Int {
        _read { yield storage.fields.pointee.specVersion }
        _modify { yield &unique.pointee.specVersion }
    }
    /// Format v2: the typed parameters its texts show as `{name}`, in spec order.
    public var parameters: [DialogParameter] {
        _read { yield storage.fields.pointee.parameters }
        _modify { yield &unique.pointee.parameters }
    }
    /// Format v2: the translator comment on the whole dialog.
    public var comment: Located<String>? {
        _read { yield storage.fields.pointee.comment }
        _modify { yield &unique.pointee.comment }
    }
    /// Format v2: plural forms, comments and key overrides of the texts written as objects (and
    /// the buttons' comments), by element; each text's own field holds its `other` form.
    public var textLocalizations: [LocalizableText.Element: TextLocalization] {
        _read { yield storage.fields.pointee.textLocalizations }
        _modify { yield &unique.pointee.textLocalizations }
    }

    /// Creates a dialog with the given id and type and nothing else set.
    public init(id: Located<String>, type: Located<DialogKind>, range: ByteRange) {
        storage = Storage.make(Fields(id: id, type: type, range: range))
    }

    /// The fields, to change in place: the box is copied first when another dialog shares it.
    private var unique: UnsafeMutablePointer<Fields> {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage.make(storage.fields.pointee) }
            return storage.fields
        }
    }

    public static func == (lhs: Dialog, rhs: Dialog) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields.pointee == rhs.storage.fields.pointee
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.pointee.hash(into: &hasher)
    }

    /// The fields, as a struct of them would show.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields.pointee).children, displayStyle: .struct)
    }

    /// What a dialog holds; the properties above read and write these.
    private struct Fields: Hashable {
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
        var range: ByteRange
        var isWellFormed: Bool = true
        var specVersion: Int = 1
        var parameters: [DialogParameter] = []
        var comment: Located<String>? = nil
        var textLocalizations: [LocalizableText.Element: TextLocalization] = [:]
    }

    private typealias FieldsBuffer = ManagedBuffer<Fields, Void>

    /// The box of a dialog's fields. Its fields are reached through a pointer to the buffer's
    /// header, not a stored property of a class, so reading one is a load with no exclusivity check.
    private final class Storage: FieldsBuffer {
        static func make(_ fields: Fields) -> Storage {
            unsafeDowncast(Storage.create(minimumCapacity: 0) { _ in fields }, to: Storage.self)
        }

        /// The header; valid as long as the box is.
        var fields: UnsafeMutablePointer<Fields> { withUnsafeMutablePointerToHeader { $0 } }
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
