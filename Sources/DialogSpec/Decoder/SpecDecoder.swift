import DialogDesignTokens
import DialogDiagnostics
import DialogJSONReader

/// The result of reading and decoding one file.
public struct DecodedFile: Sendable {
    /// The source, kept for locations and excerpts.
    public var source: SourceFile
    /// The decoded spec, or nil when the file is not JSON, not an object, or of another version.
    public var spec: SpecFile?
    /// Syntax and format findings, in the order found.
    public var diagnostics: [Diagnostic]

    package init(source: SourceFile, spec: SpecFile? = nil, diagnostics: [Diagnostic]) {
        self.source = source
        self.spec = spec
        self.diagnostics = diagnostics
    }
}

/// Turns bytes into a typed `SpecFile` plus every syntax and format finding of formats v1 and v2.
public enum SpecDecoder {
    /// The highest `specVersion` this dialogc reads; it reads every version from 1 to it.
    public static let supportedVersion = 2

    /// The most dialogs one file may declare; the dialog past it is an error (`limit-exceeded`).
    public static let maximumDialogCount = 10_000

    package static let topLevelKeys = ["$schema", "specVersion", "dialogs", "suppressions"]

    /// Reads and decodes one file.
    public static func decode(_ source: SourceFile, reader: JSONReader = JSONReader()) -> DecodedFile {
        decode(source, tokens: nil, reader: reader)
    }

    /// Reads and decodes one file, its token references resolved against `tokens`.
    package static func decode(_ source: SourceFile, tokens: DesignTokenTheme?, reader: JSONReader = JSONReader()) -> DecodedFile {
        var context = DecodingContext(file: source, placesMisplacedKeys: true)
        context.tokens = tokens
        guard let root = context.parseRoot(with: reader) else {
            return DecodedFile(source: source, spec: nil, diagnostics: context.diagnostics)
        }
        var decoded = DialogFindings()
        let spec = decodeTopLevel(root, &context, reusing: { _, _ in nil }, decoded: &decoded)
        return DecodedFile(source: source, spec: spec, diagnostics: context.diagnostics)
    }

    /// Which of a decoding's findings each element of `dialogs` made.
    package struct DialogFindings: Sendable {
        /// For each element of `dialogs`, in order, the indices of its findings in the file's
        /// findings; empty for an element taken from an earlier decoding.
        package var ranges: [Range<Int>] = []
        /// The elements taken from the earlier decoding.
        package var kept = Set<Int>()
        /// Whether the top level and `dialogs` read as an object holding an array of at most
        /// `maximumDialogCount` elements, each of which gave a dialog: the shape the language
        /// server's per-dialog path can keep.
        package var isPlain = false

        package init() {}
    }

    /// `decode` of a file already read into `document`, each element of `dialogs` taken from
    /// `reused` (given its index and bytes) when it gives one (its findings are then not made again: the caller keeps them
    /// from the earlier decoding), else decoded; and which findings each element made. So the
    /// language server re-decodes the one dialog an edit changed, and everything outside the dialogs.
    package static func decode(
        _ source: SourceFile, document: JSONDocument, tokens: DesignTokenTheme? = nil,
        reusing reused: (_ element: Int, _ range: ByteRange) -> Dialog?
    ) -> (file: DecodedFile, dialogFindings: DialogFindings) {
        var context = DecodingContext(file: source, document: document, placesMisplacedKeys: true)
        context.tokens = tokens
        var decoded = DialogFindings()
        let spec = decodeTopLevel(document.root, &context, reusing: reused, decoded: &decoded)
        return (DecodedFile(source: source, spec: spec, diagnostics: context.diagnostics), decoded)
    }

    /// Decodes the one dialog that is `document`'s root, a dialog of a file of `specVersion`
    /// (read alone with `JSONReader.readValue`): the dialog, or nil where `id` or `type` could not
    /// be read, and its findings, as decoding the whole file finds them for it.
    package static func decodeDialog(
        _ source: SourceFile, document: JSONDocument, specVersion: Int, tokens: DesignTokenTheme? = nil
    ) -> (dialog: Dialog?, diagnostics: [Diagnostic]) {
        var context = DecodingContext(file: source, document: document, placesMisplacedKeys: true)
        context.tokens = tokens
        context.specVersion = specVersion
        let dialog = DialogDecoder.decode(document.root, &context)
        return (dialog, context.diagnostics)
    }

    private static func decodeTopLevel(
        _ root: JSONNode, _ context: inout DecodingContext, reusing reused: (Int, ByteRange) -> Dialog?, decoded: inout DialogFindings
    ) -> SpecFile? {
        guard let fields = context.object(root, named: "the top level", keys: topLevelKeys) else { return nil }
        _ = context.string("$schema", in: fields)
        // A missing or mistyped version is reported and the file read as version 1, so that its
        // other problems show in the same run; only a different version stops the reading.
        context.require("specVersion", in: fields)
        // Any whole number outside 1 ... supportedVersion is a version this dialogc does not read, however large.
        if let member = fields["specVersion"], let text = context.document.numberText(member.value),
            let number = Double(text), number == number.rounded(), !(1...Double(supportedVersion)).contains(number)
        {
            context.report(
                Diagnostic(
                    .error, rule: .unsupportedVersion,
                    DecoderMessages.UnsupportedVersion.unsupported(text, reads: supportedVersion),
                    at: context.location(of: member.value)))
            return nil
        }
        context.specVersion = context.integer("specVersion", in: fields, bounds: .atLeast(-.infinity))?.value ?? 1
        let unreadBefore = context.unreadValueCount
        context.require("dialogs", in: fields)
        var elements = context.array("dialogs", in: fields, minimumCount: 1) ?? []
        let isComplete = elements.count <= maximumDialogCount
        if !isComplete {
            // The dialogs past the limit are not read: the file is refused anyway, and the rules
            // that compare every dialog with every other must stay cheap.
            context.report(
                Diagnostic(
                    .error, rule: .limitExceeded,
                    DecoderMessages.LimitExceeded.tooManyDialogs(elements.count, limit: maximumDialogCount),
                    at: context.location(of: elements[maximumDialogCount])))
            elements.removeSubrange(maximumDialogCount...)
        }
        // Reserved: growing an array of dialogs copies every dialog decoded so far.
        var dialogs: [Dialog] = []
        dialogs.reserveCapacity(elements.count)
        decoded.ranges.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            // A dialog read under another `specVersion` reads differently.
            if let dialog = reused(index, context.range(of: element)), dialog.specVersion == context.specVersion {
                dialogs.append(dialog)
                decoded.kept.insert(index)
                decoded.ranges.append(context.diagnostics.count..<context.diagnostics.count)
                continue
            }
            let first = context.diagnostics.count
            if let dialog = DialogDecoder.decode(element, &context) { dialogs.append(dialog) }
            decoded.ranges.append(first..<context.diagnostics.count)
        }
        decoded.isPlain =
            isComplete && fields["dialogs"].map { context.document.kind($0.value) == .array } == true
            && dialogs.count == elements.count
        var spec = SpecFile(source: context.file, dialogs: dialogs)
        spec.tokens = context.tokens
        spec.everyDialogIsWellFormed =
            isComplete && context.unreadValueCount == unreadBefore && dialogs.allSatisfy(\.isWellFormed)
        spec.suppressions = SuppressionDecoder.decode(fields, &context)
        return spec
    }
}
