/// The result of reading and decoding one file.
public struct DecodedFile: Sendable {
    /// The source, kept for locations and excerpts.
    public var source: SourceFile
    /// The decoded spec, or nil when the file is not JSON, not an object, or of another version.
    public var spec: SpecFile?
    /// Syntax and format findings, in the order found.
    public var diagnostics: [Diagnostic]
}

/// Turns bytes into a typed `SpecFile` plus every syntax and format finding of format v1.
public enum SpecDecoder {
    /// The only `specVersion` this dialogc reads.
    public static let supportedVersion = 1

    static let topLevelKeys = ["$schema", "specVersion", "dialogs"]

    /// Reads and decodes one file.
    public static func decode(_ source: SourceFile, reader: JSONReader = JSONReader()) -> DecodedFile {
        let root: JSONNode
        do {
            root = try reader.parse(source)
        } catch {
            let diagnostic = Diagnostic(
                .error, rule: JSONSyntax.id, error.message, at: source.location(error.start, error.end))
            return DecodedFile(source: source, spec: nil, diagnostics: [diagnostic])
        }
        var context = DecodingContext(file: source)
        let spec = decodeTopLevel(root, &context)
        return DecodedFile(source: source, spec: spec, diagnostics: context.diagnostics)
    }

    private static func decodeTopLevel(_ root: JSONNode, _ context: inout DecodingContext) -> SpecFile? {
        guard let fields = context.object(root, named: "the top level", keys: topLevelKeys) else { return nil }
        _ = context.string("$schema", in: fields)
        guard context.require("specVersion", in: fields) else { return nil }
        guard let version = context.integer("specVersion", in: fields, bounds: .atLeast(-.infinity)) else {
            return nil
        }
        guard version.value == supportedVersion else {
            context.report(Diagnostic(
                .error, rule: UnsupportedVersion.id,
                "unsupported spec version \(version.value); this dialogc reads version \(supportedVersion)",
                at: version.location))
            return nil
        }
        context.require("dialogs", in: fields)
        let elements = context.array("dialogs", in: fields, minimumCount: 1) ?? []
        let dialogs = elements.compactMap { DialogDecoder.decode($0, &context) }
        return SpecFile(path: context.file.path, dialogs: dialogs)
    }
}
