import Foundation
import Testing

/// A run's design tokens: `tokens` and `tokenContext` in `.dialogc.json`, `--tokens` and
/// `--token-context` on every command that reads specs, and the token files' findings reported
/// as a spec's are.
@Suite struct TokenCommandTests {
    static let spec = #"""
        {"specVersion": 1, "dialogs": [
          {"id": "saved", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK", "style": "cancel"}]}
        ]}
        """#
    static let goodTokens = ##"{"color": {"$type": "color", "accent": {"$value": "#FF6A00"}}}"##
    /// A token with no type anywhere: an error in the token file.
    static let badTokens = """
        {
          "color": {
            "accent": {"$value": "#FF6A00"}
          }
        }
        """

    /// A folder with one valid spec, a token file under `Tokens/`, and a configuration naming it.
    static func project(tokens: String = goodTokens, configuration: String = #"{"tokens": ["Tokens/app.tokens.json"]}"#) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Tokens"), withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: directory.appendingPathComponent("dialogs.json"))
        try Data(tokens.utf8).write(to: directory.appendingPathComponent("Tokens/app.tokens.json"))
        try Data(configuration.utf8).write(to: directory.appendingPathComponent(".dialogc.json"))
        return directory
    }

    @Test func aTokenFilesErrorIsReportedWithItsExcerptAndFailsTheRun() throws {
        let directory = try Self.project(tokens: Self.badTokens)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The token file lies beside the specs, and a folder search does not take it for one.
        let run = try Dialogc.run("validate", ".", in: directory)
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "Tokens/app.tokens.json:3:26: error: token 'color.accent' has no '$type', and none of its groups gives one [token-missing-type]"
            ), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("1 file, 1 dialog"), "the token file is no spec: \(run.standardOutput)")
        let json = try Dialogc.run("lint", "--format", "json", "dialogs.json", in: directory)
        #expect(json.status == 1)
        #expect(json.standardOutput.contains(#""file" : "Tokens/app.tokens.json""#), "\(json.standardOutput)")
        let sarif = try Dialogc.run("lint", "--format", "sarif", "dialogs.json", in: directory)
        #expect(sarif.standardOutput.contains(#""uri" : "Tokens/app.tokens.json""#), "\(sarif.standardOutput)")
        #expect(sarif.standardOutput.contains(#""startLine" : 3"#), "\(sarif.standardOutput)")
        let github = try Dialogc.run("lint", "--format", "github", "dialogs.json", in: directory)
        #expect(github.standardOutput.contains("file=Tokens/app.tokens.json,line=3"), "\(github.standardOutput)")
        // Every producing command stops on it as on a spec's error.
        for arguments in [["plan", "dialogs.json"], ["generate", "swift", "dialogs.json"], ["audit", "dialogs.json"]] {
            let producing = try Dialogc.run(arguments, in: directory)
            #expect(producing.status == 1, "\(arguments): \(producing.standardError)")
            #expect((producing.standardError + producing.standardOutput).contains("token-missing-type"), "\(arguments)")
        }
    }

    @Test func theFlagReplacesTheConfigurationsList() throws {
        let directory = try Self.project(tokens: Self.badTokens)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.goodTokens.utf8).write(to: directory.appendingPathComponent("good.tokens.json"))
        let run = try Dialogc.run("validate", "--tokens", "good.tokens.json", "dialogs.json", in: directory)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        for arguments in [["plan", "dialogs.json"], ["generate", "swift", "dialogs.json"], ["lint", "dialogs.json"]] {
            let good = try Dialogc.run(arguments + ["--tokens", "good.tokens.json"], in: directory)
            #expect(good.status == 0, "\(arguments): \(good.standardError)")
        }
    }

    @Test func aTokenFileThatCannotBeReadIsAnInputError() throws {
        let directory = try Self.project(configuration: #"{"tokens": ["Tokens/gone.tokens.json"]}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [
            ["validate"], ["lint"], ["plan"], ["generate", "swift"], ["preview", "--output", "out"],
            ["strings", "--catalog", "L.xcstrings"],
        ] {
            let run = try Dialogc.run(arguments + ["dialogs.json"], in: directory)
            #expect(run.status == 2, "\(arguments)")
            #expect(
                run.standardError.contains("Tokens/gone.tokens.json: error: cannot read the token file: no such file or directory"),
                "\(arguments): \(run.standardError)")
        }
        let named = try Dialogc.run("validate", "--tokens", "missing.tokens.json", "dialogs.json", in: directory)
        #expect(named.status == 2 && named.standardError.contains("missing.tokens.json: error: cannot read the token file"))
    }

    @Test func aTokenContextIsNameEqualsValueAndNeedsTokens() throws {
        let directory = try Self.project(configuration: "{}")
        defer { try? FileManager.default.removeItem(at: directory) }
        let malformed = try Dialogc.run(
            "validate", "--tokens", "Tokens/app.tokens.json", "--token-context", "brand", "dialogs.json", in: directory)
        #expect(malformed.status == 2)
        #expect(malformed.standardError.contains("error: '--token-context' takes NAME=VALUE, a modifier and its context, not 'brand'"))
        let alone = try Dialogc.run("validate", "--token-context", "brand=acme", "dialogs.json", in: directory)
        #expect(alone.status == 2 && alone.standardError.contains("'--token-context' needs token files"), "\(alone.standardError)")
        // Plain token files have no modifiers to choose in.
        let plain = try Dialogc.run(
            "validate", "--tokens", "Tokens/app.tokens.json", "--token-context", "brand=acme", "dialogs.json", in: directory)
        #expect(plain.status == 1 && plain.standardOutput.contains("[token-unknown-context]"), "\(plain.standardOutput)")
    }

    @Test func aResolverContextComesFromTheConfigurationAndTheFlagChoosesOverIt() throws {
        let resolver = #"""
            {
              "resolutionOrder": [{"$ref": "#/modifiers/brand"}],
              "modifiers": {
                "brand": {
                  "contexts": {
                    "acme": [{"color": {"accent": {"$type": "color", "$value": "#FF6A00"}}}],
                    "globex": [{"color": {"accent": {"$type": "color", "$value": "#0066FF"}}}]
                  }
                }
              }
            }
            """#
        let directory = try Self.project(configuration: #"{"tokens": ["Tokens/app.resolver.json"], "tokenContext": {"brand": "acme"}}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(resolver.utf8).write(to: directory.appendingPathComponent("Tokens/app.resolver.json"))
        let configured = try Dialogc.run("validate", "dialogs.json", in: directory)
        #expect(configured.status == 0, "\(configured.standardOutput)")
        let typo = try Dialogc.run("validate", "--token-context", "brand=globx", "dialogs.json", in: directory)
        #expect(typo.status == 1)
        #expect(typo.standardOutput.contains("modifier 'brand' has no context 'globx'"), "\(typo.standardOutput)")
        #expect(typo.standardOutput.contains("did you mean 'globex'"), "\(typo.standardOutput)")
        let unknown = try Dialogc.run("validate", "--token-context", "brnd=acme", "dialogs.json", in: directory)
        #expect(unknown.standardOutput.contains("the resolver has no modifier 'brnd'"), "\(unknown.standardOutput)")
    }

    @Test func aChangedTokenFileGeneratesAgain() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Dialogc.run("generate", "swift", "--output", "Dialogs.swift", "dialogs.json", in: directory)
        #expect(first.status == 0, "\(first.standardError)")
        let generated = directory.appendingPathComponent("Dialogs.swift")
        let before = try String(contentsOf: generated, encoding: .utf8)
        try Data(Self.goodTokens.replacingOccurrences(of: "FF6A00", with: "FF6A01").utf8)
            .write(to: directory.appendingPathComponent("Tokens/app.tokens.json"))
        let check = try Dialogc.run("generate", "swift", "--output", "Dialogs.swift", "--check", "dialogs.json", in: directory)
        #expect(check.status == 1, "a changed token makes the stamp stale: \(check.standardError)")
        _ = try Dialogc.run("generate", "swift", "--output", "Dialogs.swift", "dialogs.json", in: directory)
        #expect(try String(contentsOf: generated, encoding: .utf8) != before)
    }

    @Test func theConfigurationsTokenKeysAreLocatedErrors() throws {
        let directory = try Self.project(configuration: #"{"tokens": "Tokens/app.tokens.json", "tokenContext": {"brand": 2}}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("validate", "dialogs.json", in: directory)
        #expect(run.status == 2)
        #expect(run.standardError.contains(".dialogc.json:1:12: error: 'tokens' must be an array, found a string"), "\(run.standardError)")
        #expect(run.standardError.contains("'tokenContext' member 'brand' must be a non-empty context name"), "\(run.standardError)")
    }
}
