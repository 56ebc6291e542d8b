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
        var context = DecodingContext(file: source, placesMisplacedKeys: true)
        guard let root = context.parseRoot(with: reader) else {
            return DecodedFile(source: source, spec: nil, diagnostics: context.diagnostics)
        }
        let spec = decodeTopLevel(root, &context)
        return DecodedFile(source: source, spec: spec, diagnostics: context.diagnostics)
    }

    private static func decodeTopLevel(_ root: JSONNode, _ context: inout DecodingContext) -> SpecFile? {
        guard let fields = context.object(root, named: "the top level", keys: topLevelKeys) else { return nil }
        _ = context.string("$schema", in: fields)
        // A missing or mistyped version is reported and the file read as version 1, so that its
        // other problems show in the same run; only a different version stops the reading.
        context.require("specVersion", in: fields)
        // Any whole number outside 1 ... supportedVersion is a version this dialogc does not read, however large.
        if let member = fields["specVersion"], let text = context.document.numberText(member.value),
            let number = Double(text), number == number.rounded(), !(1...Double(supportedVersion)).contains(number)
        {
            context.report(Diagnostic(
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
            context.report(Diagnostic(
                .error, rule: .limitExceeded,
                DecoderMessages.LimitExceeded.tooManyDialogs(elements.count, limit: maximumDialogCount),
                at: context.location(of: elements[maximumDialogCount])))
            elements.removeSubrange(maximumDialogCount...)
        }
        // Reserved: growing an array of dialogs copies every dialog decoded so far.
        var dialogs: [Dialog] = []
        dialogs.reserveCapacity(elements.count)
        for element in elements {
            if let dialog = DialogDecoder.decode(element, &context) { dialogs.append(dialog) }
        }
        var spec = SpecFile(source: context.file, dialogs: dialogs)
        spec.everyDialogIsWellFormed =
            isComplete && context.unreadValueCount == unreadBefore && dialogs.allSatisfy(\.isWellFormed)
        spec.suppressions = SuppressionDecoder.decode(fields, &context)
        return spec
    }
}
