import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
@testable import DialogRuntime
import DialogSpec
import DialogStringCatalogs
import DialogValidation
import Foundation
import Testing

/// Which runtime capabilities a dialog uses, where, and what `runtime-unsupported` makes of them
/// for a runtime of a given version, with the runtime's table and with tables of later versions.
@Suite struct RuntimeRequirementsTests {
    /// A dialog using every capability but the named colours and the translations, each marked at its first use.
    static let everything = MarkedSource(
        #"""
        {"specVersion": 2, "dialogs": [
        {"id": 1️⃣"sync-failed", "type": 2️⃣"alert",
         "parameters": {3️⃣"count": {"type": "integer", "default": 4️⃣1}, "service": {"type": "string", "default": "Sync"}},
         "title": 5️⃣{"plural": "count", "one": "One Item Not Synced", "other": "{count} Items Not Synced"},
         "message": {"plural": "count", "one": "{service} kept one item", "other": "{service} kept {count} items"},
         "buttons": [{"id": "ok", "title": "OK"}],
         "presentation": {"show": {"animation": "spring", "spring": 6️⃣{"dampingRatio": 0.8}, "fromScale": 0.9,
          "reducedMotion": 7️⃣{"animation": "fade"}}, "hide": {"reducedMotion": {"animation": "none"}}}}
        ]}
        """#)

    static let markedCapabilities: [String: DialogRuntimeCapability] = [
        "1️⃣": .bundle, "2️⃣": .alert, "3️⃣": .parameters, "4️⃣": .parameterDefaults, "5️⃣": .pluralTexts,
        "6️⃣": .springMotion, "7️⃣": .reducedMotion,
    ]

    /// Where the marker `name` of `everything` stands, as `line:column`.
    static func marker(_ name: String) -> String {
        Self.everything.markers.first { $0.name == name }.map { "\($0.line):\($0.column)" } ?? "none"
    }

    static func dialog(_ text: String, tokens: DesignTokenTheme? = nil) throws -> Dialog {
        let decoded = SpecDecoder.decode(SourceFile(path: "a.json", text: text), tokens: tokens)
        #expect(decoded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(decoded.diagnostics)")
        return try #require(decoded.spec?.dialogs.first)
    }

    /// `line:column` of a byte offset of an ASCII text, as the markers count.
    static func position(_ offset: UInt32, in text: String) -> String {
        let before = text.utf8.prefix(Int(offset))
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column =
            before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    /// The runtime's table with `later` capabilities arriving in later, fictional versions.
    static func table(_ later: [DialogRuntimeCapability: String]) -> [DialogRuntimeCapability] {
        DialogBundle.capabilities.map { capability in
            later[capability].map { DialogRuntimeCapability(capability.name, since: $0, capability.summary) } ?? capability
        }
    }

    @Test func eachCapabilityIsFoundAtItsFirstUse() throws {
        let text = Self.everything.text
        let requirements = RuntimeRequirements(try Self.dialog(text))
        let found = Dictionary(
            uniqueKeysWithValues: requirements.uses.map { ($0.capability.name, Self.position($0.range.start, in: text)) })
        let expected = Dictionary(
            uniqueKeysWithValues: Self.everything.markers.map { (Self.markedCapabilities[$0.name]!.name, "\($0.line):\($0.column)") })
        #expect(found == expected)
        // In the table's order, each once.
        #expect(requirements.uses.map(\.capability.name) == DialogBundle.capabilities.map(\.name).filter { expected[$0] != nil })
        #expect(requirements.names == expected.keys.sorted())
        #expect(requirements.minimumRuntime == "0.2.0")
    }

    @Test func aPlainDialogNeedsTheBundleAndItsKind() throws {
        let dialog = try Self.dialog(#"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "Saved to Photos"}]}"#)
        #expect(RuntimeRequirements(dialog).names == ["bundle", "kind.toast"])
    }

    /// A plural of a parameter the dialog does not declare shows as written, needing nothing.
    @Test func aPluralOfNoParameterIsNoPluralText() throws {
        let dialog = try Self.dialog(
            #"""
            {"specVersion": 2, "dialogs": [{"id": "a", "type": "alert", "parameters": {"count": {"type": "integer"}},
             "title": "{count} Items", "buttons": [{"id": "ok", "title": "OK"}]}]}
            """#)
        #expect(RuntimeRequirements(dialog).names == ["bundle", "kind.alert", "parameters"])
    }

    @Test func aTokenColourIsANamedColour() throws {
        let tokens = DesignTokenTheme(files: [
            SourceFile(path: "t.tokens.json", text: ##"{"color": {"$type": "color", "accent": {"$value": "#ff6a00"}}}"##)
        ])
        let text =
            ##"{"specVersion": 1, "dialogs": [{"id": "sale", "type": "toast", "message": "Sale", "style": {"messageColor": "#ffffff", "backgroundColor": "{color.accent}"}}]}"##
        let requirements = RuntimeRequirements(try Self.dialog(text, tokens: tokens))
        let use = try #require(requirements.uses.first { $0.capability == .namedColors })
        let reference = try #require(text.range(of: #""{color.accent}""#))
        #expect(Self.position(use.range.start, in: text) == "1:\(text.utf8.distance(from: text.startIndex, to: reference.lowerBound) + 1)")
        // A colour written as a value is the dialog's own.
        #expect(
            !RuntimeRequirements(try Self.dialog(text.replacingOccurrences(of: "{color.accent}", with: "#ff6a00"))).names.contains(
                "named-colors"))
    }

    /// Translations count where the run carries them: a bundle's `--locale`, lint's checked languages.
    @Test func translationsCountWhereTheyAreCarried() throws {
        let sources = try SpecLoading.bundledSources().filter { $0.path.hasPrefix("Specs/localized/") }
        let dialogs = SpecLoading.specs(sources).flatMap(\.dialogs)
        #expect(!dialogs.isEmpty)
        let catalog = try BundleWriterTests.catalog()
        let translated = dialogs.filter {
            RuntimeRequirements($0, translations: LocaleTexts(catalog: catalog, languages: ["ru"])).names.contains("translations")
        }
        #expect(!translated.isEmpty)
        #expect(dialogs.allSatisfy { !RuntimeRequirements($0).names.contains("translations") })
        #expect(
            dialogs.allSatisfy {
                !RuntimeRequirements($0, translations: LocaleTexts(catalog: catalog, languages: [])).names.contains("translations")
            })
    }

    @Test func theMinimumRuntimeIsTheNewestCapabilityUsed() throws {
        let dialog = try Self.dialog(Self.everything.text)
        let table = Self.table([.springMotion: "0.3.0", .parameterDefaults: "0.10", .namedColors: "0.20.0"])
        let requirements = RuntimeRequirements(dialog, capabilities: table)
        // Compared as versions, not as text: 0.10 is newer than 0.3.0; the named colours are not used.
        #expect(requirements.minimumRuntime == "0.10")
        #expect(requirements.unsupported(byRuntime: "0.3.0").map(\.capability.name) == ["parameter-defaults"])
        #expect(requirements.unsupported(byRuntime: "0.2.0").map(\.capability.name) == ["spring-motion", "parameter-defaults"])
        #expect(requirements.unsupported(byRuntime: "1").isEmpty)
        #expect(requirements.unsupported(byRuntime: "0.1").count == requirements.uses.count)
    }

    @Test func versionsAreUpToFourNumbers() {
        for version in ["0", "0.2", "0.2.0", "1.2.3.4", "10.0.1"] { #expect(RuntimeVersion(version)?.description == version, "\(version)") }
        for text in ["", "v1", "1.2.3.4.5", "1..2", "1.2.", "-1", "0.2.0-beta", "1.x", "+0.2", "-0.2.0", "0.+2", "1. 2"] {
            #expect(RuntimeVersion(text) == nil, "\(text)")
        }
    }

    /// Each feature a later runtime brings is reported once per dialog, at its first use, naming
    /// that runtime; what the given runtime has is not.
    @Test func theRuleReportsEachLaterFeatureAtItsFirstUse() throws {
        let text = Self.everything.text
        let source = SourceFile(path: "a.json", text: text)
        let dialog = try Self.dialog(text)
        let table = Self.table([.springMotion: "0.3.0", .reducedMotion: "0.3.0", .parameterDefaults: "0.4"])
        var findings: [Diagnostic] = []
        RuntimeUnsupported.check(DialogContext(dialog, source: source), runtime: "0.3", capabilities: table, into: &findings)
        #expect(
            findings.map(\.message) == [
                "dialog 'sync-failed' uses 'parameter-defaults' (a parameter with a 'default', shown when the app passes no argument), "
                    + "which runtime 0.3 cannot present; runtime 0.4 is the first that can"
            ])
        #expect(findings.map { $0.position(in: source) } == [Self.marker("4️⃣")])
        #expect(findings.allSatisfy { $0.severity == .error && $0.ruleID == "runtime-unsupported" })
        findings = []
        RuntimeUnsupported.check(DialogContext(dialog, source: source), runtime: "0.2.9", capabilities: table, into: &findings)
        #expect(findings.map { $0.position(in: source) } == [Self.marker("6️⃣"), Self.marker("7️⃣"), Self.marker("4️⃣")])
        #expect(findings.map(\.message).filter { $0.contains("runtime 0.3.0 is the first that can") }.count == 2)
    }

    /// Under `bundle --texts catalog` the rule counts the text lookup the bundle's `requires`
    /// names, and not the translations such a bundle does not carry.
    @Test func theRuleJudgesTheTextLookupABundleWrites() throws {
        let text = Self.everything.text
        let source = SourceFile(path: "a.json", text: text)
        let dialog = try Self.dialog(text)
        let table = Self.table([.catalogTexts: "0.3.0"])
        var options = RuleOptions()
        var findings: [Diagnostic] = []
        RuntimeUnsupported.check(
            DialogContext(dialog, source: source, options: options), runtime: "0.2.0", capabilities: table, into: &findings)
        #expect(findings.isEmpty)
        options.looksUpTexts = true
        RuntimeUnsupported.check(
            DialogContext(dialog, source: source, options: options), runtime: "0.2.0", capabilities: table, into: &findings)
        #expect(findings.map(\.message).count == 1)
        #expect(findings.first?.message.contains("uses 'catalog-texts'") == true)
        // At the first text looked up: the title's, on the title's line.
        #expect(findings.map { $0.position(in: source).hasPrefix(Self.marker("5️⃣").prefix(2)) } == [true])
        #expect(RuntimeRequirements(dialog, capabilities: table, looksUpTexts: true).minimumRuntime == "0.3.0")
    }

    /// Without a runtime version nothing is reported, and a runtime newer than this one presents everything.
    @Test func noRuntimeOrANewerOneReportsNothing() throws {
        let source = SourceFile(path: "a.json", text: Self.everything.text)
        var configuration = Configuration()
        #expect(Linter.lint([source], configuration: configuration).diagnostics.filter { $0.ruleID == "runtime-unsupported" }.isEmpty)
        for version in ["0.2.0", "0.2.1", "1.0"] {
            configuration.options.runtimeVersion = RuntimeVersion(version)
            #expect(Linter.lint([source], configuration: configuration).diagnostics.filter { $0.ruleID == "runtime-unsupported" }.isEmpty)
        }
        // A runtime older than bundles presents none of the dialog: that alone is said, at its id.
        configuration.options.runtimeVersion = RuntimeVersion("0.1.9")
        let findings = Linter.lint([source], configuration: configuration).diagnostics.filter { $0.ruleID == "runtime-unsupported" }
        #expect(findings.map { $0.position(in: source) } == [Self.marker("1️⃣")])
        #expect(findings.first?.message.contains("uses 'bundle'") == true)
    }

    /// Linting a validation (as preview does) reports what linting the sources does, the
    /// standard rules' findings reused under a runtime version.
    @Test func lintingAValidationChecksTheRuntimeToo() throws {
        let source = SourceFile(path: "a.json", text: Self.everything.text)
        var configuration = Configuration()
        configuration.options.runtimeVersion = RuntimeVersion("0.1.9")
        let fromValidation = Linter.lint(Validator.validate([source]), configuration: configuration)
        let direct = Linter.lint([source], configuration: configuration)
        #expect(fromValidation.diagnostics.map(\.message) == direct.diagnostics.map(\.message))
        #expect(fromValidation.diagnostics.filter { $0.ruleID == "runtime-unsupported" }.count == 1)
    }

    @Test func theConfigurationSetsTheMinimumRuntime() {
        let (configuration, diagnostics) = ConfigurationDecoder.decode(
            SourceFile(path: ".dialogc.json", text: #"{"minimumRuntime": "0.2"}"#))
        #expect(diagnostics.isEmpty)
        #expect(configuration?.options.runtimeVersion?.description == "0.2")
        // Beside limits, whichever comes first.
        let both = ConfigurationDecoder.decode(
            SourceFile(path: ".dialogc.json", text: #"{"minimumRuntime": "0.1", "limits": {"alertMaxButtons": 2}}"#)
        ).configuration
        #expect(both?.options.runtimeVersion?.description == "0.1")
        #expect(both?.options.alertMaxButtons == 2)
        #expect(ConfigurationDecoder.decode(SourceFile(path: ".dialogc.json", text: "{}")).configuration?.options.runtimeVersion == nil)
    }

    @Test func aMinimumRuntimeThatIsNoVersionIsAnError() {
        let (configuration, diagnostics) = ConfigurationDecoder.decode(
            SourceFile(path: ".dialogc.json", text: #"{"minimumRuntime": "latest"}"#))
        #expect(configuration == nil)
        #expect(
            diagnostics.map(\.message) == [
                "'minimumRuntime' must be a runtime version such as '0.2.0' (up to four numbers separated by dots), not 'latest'"
            ])
        #expect(diagnostics.map { $0.position(in: #"{"minimumRuntime": "latest"}"#) } == ["1:20"])
    }
}
