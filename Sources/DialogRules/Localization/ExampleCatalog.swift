/// The String Catalogs of the catalog rules' examples, written from their entries so that an
/// example shows what differs and not the catalog's frame again.
package enum ExampleCatalog {
    /// A catalog with source language `en` and `entries`, each a key and its entry's JSON.
    package static func text(_ entries: [(key: String, entry: String)]) -> String {
        let members = entries.map { "  \"\($0.key)\": \($0.entry)" }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + members.joined(separator: ",\n") + "\n}}"
    }

    /// An entry with the localizations `units`, each a language and its localization's JSON.
    package static func entry(_ units: [(language: String, localization: String)]) -> String {
        let members = units.map { "\n    \"\($0.language)\": \($0.localization)" }
        return "{\"localizations\": {" + members.joined(separator: ",") + "}}"
    }

    /// A localization that does not vary: `value` in `state`.
    package static func unit(_ value: String, state: String = "translated") -> String {
        "{\"stringUnit\": {\"state\": \"\(state)\", \"value\": \"\(value)\"}}"
    }

    /// A localization that varies by plural, each category with its text.
    package static func plural(_ variations: [(category: String, value: String)]) -> String {
        let members = variations.map { "\n      \"\($0.category)\": \(unit($0.value))" }
        return "{\"variations\": {\"plural\": {" + members.joined(separator: ",") + "}}}"
    }

    /// The alert most of the examples check, with the JSON of its title and its button's title
    /// (where a marker may lead).
    package static func syncFailed(title: String = "\"Couldn't sync the album\"", ok: String = "\"OK\"") -> String {
        """
        {"id": "sync-failed", "type": "alert", "title": \(title),
         "buttons": [{"id": "ok", "title": \(ok)}]}
        """
    }

    /// The German entry of the alert's OK button.
    package static let germanOK = (key: "sync-failed.button.ok", entry: entry([("de", unit("OK"))]))
}
