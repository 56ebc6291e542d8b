import DialogDiagnostics
import DialogSpec
import DialogStringCatalogs

/// The dialogs of every file of a run by id and range, and nothing else: what the cross-file
/// rules and the subjects of findings read, small enough to keep for a whole run after each
/// file's decoded model is dropped.
public struct DialogIndex: Sendable {
    /// One dialog: its id and the bytes of the whole dialog object.
    public struct Entry: Sendable {
        /// The dialog's id where it is spelled.
        public var id: Located<String>
        /// The whole dialog object.
        public var range: ByteRange
    }

    /// A dialog's `renamedFrom`, which only ids across files can show to be stale.
    public struct Rename: Sendable {
        /// The id the dialog says it had.
        public var former: Located<String>
        /// How findings name the dialog.
        public var dialog: String
    }

    /// A text whose spec gives it its own localization key (`"key"` of a text object).
    public struct OwnKey: Sendable {
        /// The key, where the spec spells the text it names.
        public var key: String
        /// The text as a catalog's source unit holds it: two texts share a key only when these are equal.
        public var source: CatalogSourceText
        /// The text, where it stands.
        public var text: ByteRange
        /// The id of the dialog that shows it.
        public var dialog: String
    }

    /// The dialogs of one file, in file order.
    public struct File: Sendable {
        /// The file's display path.
        public var path: String
        /// Every dialog whose id and type could be read, as `SpecFile.dialogs` has them.
        public var dialogs: [Entry]
        /// The dialogs' `renamedFrom`s, in file order, where `StaleRenamedFrom` summarized the
        /// file; most files have none.
        public var renames: [Rename] = []
        /// A digest of the Swift type name of each dialog's id, in file order, where
        /// `IdentifierCollision` summarized the file and every id is ASCII; else nil.
        public var typeNameDigests: [Int]?
        /// A digest of each dialog's id, in file order, where `DuplicateDialogID` summarized the
        /// file and every id is ASCII; else nil.
        public var idDigests: [Int]?
        /// The texts given a `key` of their own, in file order, where `LocalizationKeyConflict`
        /// summarized the file; only format v2 dialogs have any.
        public var ownKeys: [OwnKey] = []

        /// The dialogs of `spec`.
        public init(_ spec: SpecFile) {
            path = spec.path
            dialogs = spec.dialogs.map { Entry(id: $0.id, range: $0.range) }
        }

        /// Whether `other` holds the same facts as this index, wherever they stand: the same ids
        /// and every summary the same but for the places. The language server keeps the
        /// cross-file findings of an edit that leaves them so, moving them with the text; a
        /// summary added above must be compared here.
        package func hasSameFacts(as other: File) -> Bool {
            path == other.path && dialogs.map(\.id.value) == other.dialogs.map(\.id.value)
                && renames.map(\.former.value) == other.renames.map(\.former.value)
                && renames.map(\.dialog) == other.renames.map(\.dialog)
                && typeNameDigests == other.typeNameDigests && idDigests == other.idDigests
                && ownKeys.map(\.key) == other.ownKeys.map(\.key) && ownKeys.map(\.source) == other.ownKeys.map(\.source)
                && ownKeys.map(\.dialog) == other.ownKeys.map(\.dialog)
        }

        /// Where `value`, decoded from this file, stands in it.
        public func location(of value: some Locatable) -> SourceLocation {
            location(value.range)
        }

        /// A location in this file covering `range`.
        public func location(_ range: ByteRange) -> SourceLocation {
            SourceLocation(file: path, range: range)
        }
    }

    /// The files, in the order the run takes them (path order).
    public var files: [File]

    /// The index of `files`, in their order.
    public init(_ files: [File]) {
        self.files = files
    }

    /// The index of the dialogs of `specs`, in their order.
    public init(_ specs: [SpecFile]) {
        files = specs.map(File.init)
    }

    /// The number of dialogs of every file.
    public var dialogCount: Int { files.reduce(0) { $0 + $1.dialogs.count } }
}
