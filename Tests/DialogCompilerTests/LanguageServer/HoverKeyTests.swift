import Foundation
@testable import DialogLanguageServerProtocol
import Testing

/// Hover on a key explains the key where it stands: a dialog's `type` is the kind of dialog,
/// `presentation.show.type` where it appears, each as the JSON Schema describes the object.
@Suite struct HoverKeyTests {
    static let version1 = """
        {
          "specVersion": 1,
          "suppre0️⃣ssions": [{ "rule": "cancel-title", "reason": "a test" }],
          "dialogs": [
            {
              "i1️⃣d": "delete-draft",
              "ty2️⃣pe": "alert",
              "ti3️⃣tle": "Delete this draft?",
              "st4️⃣yle": { "cornerRadius": 12 },
                  "presentation": {
                "renderer": "custom",
                "show": { "ty5️⃣pe": "center", "dura6️⃣tion": 0.3 },
                "hide": { "showType": "center", "dura7️⃣tion": 0.2 }
              },
              "buttons": [
                { "i8️⃣d": "cancel", "ti9️⃣tle": "Cancel", "style": "cancel" },
                { "id": "delete", "title": "Delete", "style": "destructive" }
              ]
            }
          ]
        }
        """

    static let version2 = """
        {"specVersion": 2, "dialogs": [{"id": "a", "type": "alert", "comm1️⃣ent": "shown after saving",
         "message": {"text": "Saved", "comm2️⃣ent": "the alert's text"},
         "buttons": [{"id": "ok", "title": "OK", "st3️⃣yle": "default", "comm4️⃣ent": "confirms"}],
         "suppre5️⃣ssions": [{"rule": "generic-title", "reason": "a test"}]}]}
        """

    /// The schema's description of `key` in the object at `definition` (a path of keys into the schema).
    static func schemaDescription(_ definition: [String], _ key: String) throws -> String {
        let data = try Data(contentsOf: Paths.schemas.appendingPathComponent("dialogspec.schema.json"))
        var node = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        for step in definition { node = node?[step] as? [String: Any] }
        let property = (node?["properties"] as? [String: Any])?[key] as? [String: Any]
        return try #require(property?["description"] as? String, "the schema has no \(definition) \(key)")
    }

    /// The hover's section about the key at `marker`: its last, after any finding's.
    static func keySection(_ document: String, _ marker: String) throws -> String {
        let (client, source) = FeatureTests.opened(document)
        let reply = client.request("textDocument/hover", LSPClient.at(FeatureTests.uri, FeatureTests.position(source, marker)))
        let text = try #require(reply["contents"]?["value"]?.stringValue, "no hover at \(marker)")
        return String(text.components(separatedBy: "\n\n---\n\n").last ?? "")
    }

    @Test(arguments: [
        ("0️⃣", "suppressions", [String]()),
        ("1️⃣", "id", ["$defs", "dialog"]), ("2️⃣", "type", ["$defs", "dialog"]), ("3️⃣", "title", ["$defs", "dialog"]),
        ("4️⃣", "style", ["$defs", "dialog"]),
        ("5️⃣", "type", ["$defs", "presentation", "properties", "show"]),
        ("6️⃣", "duration", ["$defs", "presentation", "properties", "show"]),
        ("7️⃣", "duration", ["$defs", "presentation", "properties", "hide"]),
        ("8️⃣", "id", ["$defs", "button"]), ("9️⃣", "title", ["$defs", "button"]),
    ])
    func aKeyIsExplainedByTheObjectItStandsIn(_ marker: String, _ key: String, _ definition: [String]) throws {
        let expected = "`\(key)`: " + (try Self.schemaDescription(definition, key))
        #expect(try Self.keySection(Self.version1, marker) == expected)
    }

    @Test func aDialogsTypeIsItsKindNotWhereItAppears() throws {
        let section = try Self.keySection(Self.version1, "2️⃣")
        #expect(section.contains("The kind of dialog"))
        #expect(!section.contains("Where the dialog appears"), "\(section)")
    }

    @Test(arguments: [
        ("1️⃣", "comment", ["$defs", "dialogV2"]), ("2️⃣", "comment", ["$defs", "textObject"]), ("3️⃣", "style", ["$defs", "buttonV2"]),
        ("4️⃣", "comment", ["$defs", "buttonV2"]), ("5️⃣", "suppressions", ["$defs", "dialogV2"]),
    ])
    func aKeyOfFormatTwoIsExplainedWhereItStands(_ marker: String, _ key: String, _ definition: [String]) throws {
        let expected = "`\(key)`: " + (try Self.schemaDescription(definition, key))
        #expect(try Self.keySection(Self.version2, marker) == expected)
    }
}
