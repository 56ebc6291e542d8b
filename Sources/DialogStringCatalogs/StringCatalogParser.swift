import DialogDiagnostics
import DialogJSONReader

/// Reads String Catalogs (`.xcstrings`) with the project's JSON reader, keeping every value.
public enum StringCatalogParser {
    /// Catalogs of large apps run to megabytes (2 MiB seen); this leaves room without letting
    /// any file exhaust the memory.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// The catalog in `file`, or why it is not one: not JSON, a duplicate key, or the wrong shape
    /// where dialogc reads (`sourceLanguage`, `strings`, each entry an object).
    public static func parse(_ file: SourceFile) throws(StringCatalogError) -> StringCatalog {
        let reader = JSONReader(maximumFileSize: maximumFileSize, maximumStringLength: maximumFileSize)
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try reader.parse(file)
        } catch {
            throw StringCatalogError(error.message, range: error.start..<error.end)
        }
        guard case .object(let root) = try value(document.root, in: document) else {
            throw StringCatalogError(
                "a string catalog is an object, not \(article(document.kind(document.root)))", range: document.range(document.root))
        }
        var nodes: [String: JSONNode] = [:]
        for member in document.members(document.root) { nodes[document.string(member.key) ?? ""] = member.value }
        try require("sourceLanguage", .string, among: nodes, in: document)
        let strings = try require("strings", .object, among: nodes, in: document)
        for member in document.members(strings) where document.kind(member.value) != .object {
            let key = document.string(member.key) ?? ""
            throw StringCatalogError("the entry of key '\(key)' is not an object", range: document.range(member.value))
        }
        return StringCatalog(root: root)
    }

    /// The top-level member `key`, which must be of `kind`.
    @discardableResult
    private static func require(
        _ key: String, _ kind: JSONKind, among nodes: [String: JSONNode], in document: JSONDocument
    ) throws(StringCatalogError) -> JSONNode {
        guard let node = nodes[key] else {
            throw StringCatalogError("the catalog lacks '\(key)'", range: document.range(document.root))
        }
        guard document.kind(node) == kind else {
            throw StringCatalogError("'\(key)' is \(article(document.kind(node))), not \(article(kind))", range: document.range(node))
        }
        return node
    }

    /// Parses catalog text; a convenience for tests and tools.
    public static func parse(_ text: String) throws(StringCatalogError) -> StringCatalog {
        try parse(SourceFile(path: "<text>", text: text))
    }

    private static func value(_ node: JSONNode, in document: JSONDocument) throws(StringCatalogError) -> CatalogValue {
        switch document.kind(node) {
        case .null: return .null
        case .bool: return .bool(document.bool(node) ?? false)
        case .number: return .number(document.numberText(node) ?? "0")
        case .string: return .string(document.string(node) ?? "")
        case .array:
            var elements: [CatalogValue] = []
            for element in document.elements(node) { elements.append(try value(element, in: document)) }
            return .array(elements)
        case .object:
            var members: [(key: String, value: CatalogValue)] = []
            // Most objects have a member or three, searched faster than hashed; a set once there are more.
            var seen: Set<String>?
            for member in document.members(node) {
                let key = document.string(member.key) ?? ""
                if seen == nil, members.count >= 8 { seen = Set(members.map(\.key)) }
                let isNew = seen != nil ? seen!.insert(key).inserted : !members.contains { $0.key == key }
                guard isNew else {
                    throw StringCatalogError("duplicate key '\(key)'", range: document.range(member.key))
                }
                members.append((key, try value(member.value, in: document)))
            }
            return .object(CatalogObject(members))
        }
    }

    private static func article(_ kind: JSONKind) -> String {
        kind == .array || kind == .object ? "an \(kind.typeName)" : "a \(kind.typeName)"
    }
}
