import DialogDiagnostics
import DialogStringCatalogs

/// What keeps `dialogc strings` from updating a catalog: texts of the specs that share a
/// localization key, so no catalog can hold both, and texts whose key holds a source text in the
/// catalog that a spec cannot express (`InexpressibleSource`).
public struct CatalogConflicts: Error, Sendable, Hashable {
    /// One error per text at fault, at the text, a collision with a note at the first text.
    public var diagnostics: [Diagnostic]

    /// The error for a text whose key's source text holds what a spec cannot say.
    package static func message(key: String, _ reason: InexpressibleSource) -> String {
        let holds: String
        switch reason {
        case .substitutions(let names):
            holds = "uses the substitutions \(quoted(names))"
        case .deviceVariations(let devices):
            holds = "varies by device (\(quoted(devices)))"
        case .other(let members):
            holds = "holds \(quoted(members))"
        }
        return "the catalog's source text of key '\(key)' \(holds), which a spec's text cannot express; the key is left as it is"
    }

    /// How to resolve it.
    package static func suggestion() -> String {
        "give the text a key of its own ('key' in a format 2 text object), or make the key's source text plain in the catalog"
    }

    private static func quoted(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
