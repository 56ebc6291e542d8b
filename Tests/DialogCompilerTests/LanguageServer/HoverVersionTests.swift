@testable import DialogLanguageServerProtocol
import Testing

/// Hover on the keys of a `specVersion` 2 document: the version itself names both formats, and
/// the keys format v2 adds have their meaning.
@Suite struct HoverVersionTests {
    static let document = """
        {"spe1️⃣cVersion": 2, "dialogs": [{"id": "a", "type": "toast", "par2️⃣ameters": {"n": {"type": "integer"}},
         "message": {"plu3️⃣ral": "n", "one": "{n} photo", "other": "{n} photos", "ke4️⃣y": "photos.count"}}]}
        """

    static func hover(_ marker: String) throws -> String {
        let (client, source) = FeatureTests.opened(document)
        let reply = client.request("textDocument/hover", LSPClient.at(FeatureTests.uri, FeatureTests.position(source, marker)))
        return try #require(reply["contents"]?["value"]?.stringValue, "no hover at \(marker)")
    }

    @Test func theVersionIsNotOneOnly() throws {
        let text = try Self.hover("1️⃣")
        #expect(text.hasPrefix("`specVersion`: "))
        #expect(text.contains("2 for parameters"), "\(text)")
        #expect(!text.contains("Must be 1"))
    }

    /// A parameter's name shows its type and the default an app that passes no argument gets.
    @Test func aParameterShowsItsDefault() throws {
        let document = #"""
            {"specVersion": 2, "dialogs": [{"id": "a", "type": "alert", "parameters": {
              "ser1️⃣vice": {"type": "string", "default": "Sync \"1\"", "comment": "the service that is down"},
              "da2️⃣ys": {"type": "integer", "default": 3}, "rat3️⃣io": {"type": "number", "default": 0.125},
              "ver4️⃣sion": {"type": "string"}},
             "title": "{service} {days} {ratio} {version}", "buttons": [{"id": "ok", "title": "OK"}]}]}
            """#
        let (client, source) = FeatureTests.opened(document)
        func hover(_ marker: String) throws -> String {
            let reply = client.request("textDocument/hover", LSPClient.at(FeatureTests.uri, FeatureTests.position(source, marker)))
            return try #require(reply["contents"]?["value"]?.stringValue, "no hover at \(marker)")
        }
        #expect(try hover("1️⃣") == #"**service**: string parameter, default `"Sync \"1\""`"# + "\n\nthe service that is down")
        #expect(try hover("2️⃣") == "**days**: integer parameter, default `3`")
        #expect(try hover("3️⃣") == "**ratio**: number parameter, default `0.125`")
        #expect(try hover("4️⃣") == "**version**: string parameter, no default: every app must pass it")
    }

    @Test(arguments: [("2️⃣", "`parameters`: "), ("3️⃣", "`plural`: "), ("4️⃣", "`key`: ")])
    func theKeysOfFormatTwoHaveTheirMeaning(_ marker: String, _ prefix: String) throws {
        #expect(try Self.hover(marker).hasPrefix(prefix))
    }
}
