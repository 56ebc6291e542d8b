import DialogDiagnostics
import DialogLayoutAdapter
import DialogReporters
import DialogRules
import DialogStringCatalogs
import DialogValidation
import Foundation
import Testing

/// Lint with a String Catalog and pseudo-locales: the four catalog rules, the layout rules per
/// locale, and right-to-left plans, on a fixture with German, Arabic, Japanese and Russian.
@Suite struct LocaleLintTests {
    static let directory = Paths.packageRoot.appendingPathComponent("Tests/Fixtures/CLI/locale")

    static func spec() throws -> SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent("dialogs.json"))
        return SourceFile(path: "dialogs.json", bytes: Array(data))
    }

    static func catalog() throws -> StringCatalog {
        let data = try Data(contentsOf: directory.appendingPathComponent("Localizable.xcstrings"))
        return try StringCatalogParser.parse(String(decoding: data, as: UTF8.self))
    }

    static func lint(languages: [String]? = nil, pseudo: [PseudoLocale] = [], withCatalog: Bool = true) throws -> ValidationResult {
        let texts = LocaleTexts(catalog: withCatalog ? try catalog() : nil, languages: languages, pseudoLocales: pseudo)
        return Linter.lint([try spec()], texts: texts)
    }

    /// The finding's rule, its message, and the text it starts at.
    static func findings(_ result: ValidationResult, source: SourceFile) -> [String] {
        result.diagnostics.map { diagnostic in
            let start = Int(diagnostic.location.range?.start ?? 0)
            let text = String(decoding: source.bytes[start...].prefix(12), as: UTF8.self)
            return "\(diagnostic.ruleID) @\(text.prefix { $0 != "," }): \(diagnostic.message)"
        }
    }

    @Test func theSpecAloneIsClean() throws {
        #expect(try Self.lint(withCatalog: false).diagnostics.isEmpty)
    }

    @Test func everyLanguageOfTheCatalogIsCheckedAtTheSpecsTexts() throws {
        let result = try Self.lint()
        let found = Self.findings(result, source: try Self.spec())
        #expect(found.contains(#"missing-translation @"The photos : 'ja' has no translation of 'delete-album.message'"#), "\(found)")
        #expect(
            found.contains(
                #"placeholder-mismatch @"The photos : 'ru' translation of 'delete-album.message' does not match the source's placeholders: it reads argument 1 ('%@'), which the source does not pass"#
            ),
            "\(found)")
        #expect(
            found.contains(
                #"plural-category-missing @"Delete albu: 'ru' translation of 'delete-album.title' lacks the plural category 'many' (its language needs 'one', 'few', 'many' and 'other')"#
            ),
            "\(found)")
        #expect(
            found.contains(
                #"translation-needs-review @"Delete": 'ja' translation of 'delete-album.button.delete' needs review: its source text changed since it was translated"#
            ),
            "\(found)")
        #expect(
            found.contains(
                #"text-overflow @"Delete": alert 'delete-album' in 'de', text 'delete-album.button.delete': the title of button 'delete' is cut to one line on 'iphone-se' (320 pt wide) at the default text size"#
            ),
            "\(found)")
        #expect(result.diagnostics.first { $0.ruleID == "translation-needs-review" }?.severity == .note)
        #expect(result.diagnostics.first { $0.ruleID == "placeholder-mismatch" }?.severity == .error)
    }

    @Test func theLocaleOptionLimitsTheLanguages() throws {
        let result = try Self.lint(languages: ["de"])
        #expect(
            result.diagnostics.map(\.ruleID).sorted() == ["text-overflow"] || result.diagnostics.allSatisfy { $0.message.contains("'de'") },
            "\(result.diagnostics)")
        #expect(!result.diagnostics.isEmpty)
        // A language the catalog does not have lacks every text.
        let missing = try Self.lint(languages: ["fr"]).diagnostics.filter { $0.ruleID == "missing-translation" }
        #expect(missing.count == 4)
    }

    /// A finding of a locale is reported by every format with its locale, key and device.
    @Test(arguments: ReportFormat.allCases)
    func perLocaleFindingsAppearInEveryFormat(_ format: ReportFormat) throws {
        let result = try Self.lint(languages: ["de"])
        let report = format.makeReporter(ReportContext(rules: .lint)).report(result)
        for part in ["delete-album.button.delete", "iphone-se", "text-overflow", "de"] {
            #expect(report.contains(part), "\(format) lacks '\(part)':\n\(report)")
        }
    }

    /// Issue 36: the CI formats report a finding of many languages once, grouping by the locale
    /// each finding of one language carries; findings about the spec's own texts carry none.
    @Test func everyFindingOfOneLanguageCarriesItsLocale() throws {
        let result = try Self.lint(pseudo: [.doubleLength])
        let catalogRules: Set<String> = [
            "missing-translation", "placeholder-mismatch", "plural-category-missing", "translation-needs-review",
        ]
        for finding in result.diagnostics {
            if let locale = finding.locale {
                #expect(finding.message.contains("'\(locale)'"), "\(finding.message)")
            } else {
                #expect(!catalogRules.contains(finding.ruleID), "\(finding.message)")
                #expect(!finding.message.contains(" in '"), "\(finding.message)")
            }
        }
        let locales = Set(result.diagnostics.compactMap(\.locale))
        #expect(locales.isSuperset(of: ["de", "ja", "ru"]), "\(locales)")
        let spec = SourceFile(
            path: "a.json",
            text: """
                {"specVersion": 1, "dialogs": [{"id": "a", "type": "alert", "title": "Upgrade available", "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "upgrade", "title": "Upgrade now please"}]}]}
                """)
        let pseudo = Linter.lint([spec], texts: LocaleTexts(catalog: nil, pseudoLocales: [.doubleLength])).diagnostics
        #expect(!pseudo.isEmpty)
        #expect(pseudo.allSatisfy { $0.locale == LayoutLocale(pseudo: .doubleLength).identifier }, "\(pseudo)")
    }

    @Test func pseudoLocalesLayOutWithoutACatalog() throws {
        let doubled = try Self.lint(pseudo: [.doubleLength], withCatalog: false)
        // "Cancel" twice fits; "The photos stay in your library." twice still wraps within the alert: what
        // the double-length pseudo-locale finds depends on the spec, so the check is that it ran.
        #expect(doubled.diagnostics.allSatisfy { $0.message.contains("in 'double-length'") }, "\(doubled.diagnostics)")
        let spec = SourceFile(
            path: "a.json",
            text: """
                {"specVersion": 1, "dialogs": [{"id": "a", "type": "alert", "title": "Upgrade available", "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "upgrade", "title": "Upgrade now please"}]}]}
                """)
        #expect(Linter.lint([spec]).diagnostics.isEmpty)
        let found = Linter.lint([spec], texts: LocaleTexts(catalog: nil, pseudoLocales: [.doubleLength])).diagnostics
        #expect(
            found.map(\.message).contains(
                "alert 'a' in 'double-length', text 'a.button.upgrade': the title of button 'upgrade' is cut to one line on 'iphone-se' (320 pt wide) at the default text size"
            ),
            "\(found)")
    }

    @Test func theTextsOfALocale() throws {
        let texts = LocaleTexts(catalog: try Self.catalog())
        #expect(texts.languages == ["ar", "de", "ja", "ru"])
        let dialog = try #require(Linter.lint([try Self.spec()]).files.first?.spec?.dialogs.first)
        let title = try #require(dialog.localizableTexts.first { $0.key == "delete-album.title" })
        #expect(texts.text(of: title, in: LayoutLocale("de")) == "Album löschen?")
        // Of plural variations, the longest is laid out; a language without the key shows the source.
        #expect(texts.text(of: title, in: LayoutLocale("ru")) == "Удалить альбомы?")
        #expect(texts.text(of: title, in: LayoutLocale("fr")) == nil)
        #expect(texts.text(of: title, in: LayoutLocale(pseudo: .doubleLength)) == "Delete album?Delete album?")
        let german = texts.dialog(dialog, in: LayoutLocale("de"))
        #expect(german.title?.value == "Album löschen?")
        #expect(german.title?.range == dialog.title?.range, "a translated text keeps the spec's location")
        #expect(german.buttons.map(\.title.value) == ["Abbrechen", "Endgültiglöschvorgangsbestätigung"])
    }

    /// The context lays a locale out once and serves it to every rule from then on.
    @Test func aContextLaysEachLocaleOutOnce() throws {
        let dialog = try #require(Linter.lint([try Self.spec()]).files.first?.spec?.dialogs.first)
        let context = DialogContext(dialog, source: try Self.spec(), texts: LocaleTexts(catalog: try Self.catalog()))
        let german = context.plan(device: .narrowest, textSize: .large, locale: LayoutLocale("de"))
        let english = context.plan(device: .narrowest, textSize: .large)
        #expect(german != english)
        #expect(context.plan(device: .narrowest, textSize: .large, locale: LayoutLocale("de")) == german)
        #expect(german.overflows.contains { $0.id == "delete" } && !english.overflows.contains { $0.id == "delete" })
    }

    @Test func theBundledPluralTableHasTheCategoriesEachLanguageNeeds() throws {
        let expected: [String: [PluralCategory]] = [
            "ru": [.one, .few, .many, .other], "ar": [.zero, .one, .two, .few, .many, .other], "ja": [.other],
            "en": [.one, .other], "de": [.one, .other], "pl": [.one, .few, .many, .other], "he": [.one, .two, .other],
        ]
        for (language, categories) in expected {
            #expect(try #require(PluralRules.rule(for: language)).categories == categories, "\(language)")
        }
        let russian = try #require(PluralRules.rule(for: "ru"))
        let unit = StringUnit(state: .translated, text: "x")
        #expect(PluralCategoryMissing.missingCategories([.one: unit, .few: unit, .other: unit], rule: russian) == [.many])
        #expect(PluralCategoryMissing.missingCategories([.other: unit], rule: try #require(PluralRules.rule(for: "ja"))).isEmpty)
    }
}

/// Right-to-left locales mirror the plan as UIKit mirrors the views.
@Suite struct PlanMirroringTests {
    static let alert = """
        {"id": "a", "type": "alert", "title": "Delete album?", "buttons": [
          {"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "delete", "title": "Delete", "style": "destructive"}],
         "presentation": {"renderer": "custom"}}
        """

    @Test func buttonsSwapAndFramesFlipInARightToLeftLocale() throws {
        let plan = try PlanTestSupport.plan(Self.alert, device: .narrowest)
        let mirrored = PlanMirroring.plan(plan, in: LayoutLocale("ar"), screenWidth: 320)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        let flipped = PlanTestSupport.all(mirrored, kind: .button)
        #expect(buttons.count == 2 && flipped.count == 2)
        for (before, after) in zip(buttons, flipped) {
            #expect(after.frame.x == 320 - before.frame.maxX)
            #expect(after.frame.y == before.frame.y && after.frame.width == before.frame.width)
        }
        // Side by side, the first button (cancel) moves to the right, as UIKit shows it in Arabic.
        if buttons[0].frame.y == buttons[1].frame.y {
            #expect(buttons[0].frame.x < buttons[1].frame.x && flipped[0].frame.x > flipped[1].frame.x)
        }
        // Mirroring twice gives the plan back.
        #expect(PlanMirroring.mirrored(mirrored, screenWidth: 320) == plan)
    }

    @Test func alignmentSwapsAndOnlyRightToLeftLocalesMirror() throws {
        var plan = try PlanTestSupport.plan(Self.alert, device: .narrowest)
        plan.elements[1].children[0].text?.alignment = .left
        let mirrored = PlanMirroring.mirrored(plan, screenWidth: 320)
        #expect(mirrored.elements[1].children[0].text?.alignment == .right)
        for identifier in ["ar", "he", "fa-IR", "ur", "right-to-left"] {
            #expect(LayoutLocale(identifier).isRightToLeft, "\(identifier)")
        }
        for identifier in ["de", "ja", "en", "double-length", "accented", "source"] {
            #expect(!LayoutLocale(identifier).isRightToLeft, "\(identifier)")
            #expect(PlanMirroring.plan(plan, in: LayoutLocale(identifier), screenWidth: 320) == plan)
        }
    }
}
