import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogRules
import DialogStringCatalogs
import DialogValidation
import Testing

/// The accessibility rules that read layouts: `touch-target-too-small` in every layout the run
/// checks, and `insufficient-contrast`'s buttons that only their fill or border shows.
@Suite struct AccessibilityLayoutTests {
    static func findings(_ dialog: String, rule: String, catalog: String? = nil) throws -> [Diagnostic] {
        let text = "{\"specVersion\": 1, \"dialogs\": [\(dialog)]}"
        let texts = LocaleTexts(catalog: try catalog.map { try StringCatalogParser.parse($0) })
        return Linter.lint([SourceFile(path: "spec.json", text: text)], texts: texts).diagnostics.filter { $0.ruleID == rule }
    }

    static let shortButtons = """
        {"id": "rate", "type": "alert", "title": "Rate this app",
         "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "rate", "title": "Rate"}],
         "layout": {"buttonHeight": 36}, "presentation": {"renderer": "custom"}}
        """

    /// Six layouts are measured with a catalog of one language (three text sizes, two sets of
    /// texts), but each button is reported once, where it is smallest: the narrowest screen at
    /// the default text size, where larger text has not made its row taller.
    @Test func eachTargetIsReportedOnceAtItsSmallest() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "rate.button.cancel": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}}}},
              "rate.button.rate": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Bewerten"}}}}
            }}
            """
        let findings = try Self.findings(Self.shortButtons, rule: "touch-target-too-small", catalog: catalog)
        #expect(
            findings.map(\.message) == [
                "alert 'rate': button 'cancel' is 120 x 36 pt on 'iphone-se' (320 pt wide) at the default text size with the spec's own texts, smaller than 44 x 44 pt",
                "alert 'rate': button 'rate' is 120 x 36 pt on 'iphone-se' (320 pt wide) at the default text size with the spec's own texts, smaller than 44 x 44 pt",
            ], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.locale == nil })
    }

    /// A narrow card stacks two long English titles, each row as wide as the card, but puts the
    /// short German ones side by side, each half as wide: smallest in German, and so reported.
    @Test func aTranslationThatPutsButtonsSideBySideIsWhereTheyAreSmallest() throws {
        let dialog = """
            {"id": "later", "type": "alert", "title": "Update",
             "buttons": [{"id": "later", "title": "Remind me later"}, {"id": "never", "title": "Never remind me"}],
             "layout": {"width": 84}, "presentation": {"renderer": "custom"}}
            """
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "later.button.later": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Ja"}}}},
              "later.button.never": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nö"}}}}
            }}
            """
        #expect(try Self.findings(dialog, rule: "touch-target-too-small").isEmpty)
        let findings = try Self.findings(dialog, rule: "touch-target-too-small", catalog: catalog)
        #expect(
            findings.map(\.message) == [
                "alert 'later': button 'later' is 42 x 50 pt on 'iphone-se' (320 pt wide) at the default text size in 'de', smaller than 44 x 44 pt",
                "alert 'later': button 'never' is 42 x 50 pt on 'iphone-se' (320 pt wide) at the default text size in 'de', smaller than 44 x 44 pt",
            ], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.locale == "de" })
    }

    /// The layouts every layout rule checks, as the touch-target rule and the audit name them.
    @Test func theCheckedLayoutsAreEachTextSizeInEachLocale() throws {
        let text = "{\"specVersion\": 1, \"dialogs\": [\(Self.shortButtons)]}"
        let result = Validator.validate([SourceFile(path: "t.json", text: text)])
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        let catalog = try StringCatalogParser.parse(
            #"{"sourceLanguage": "en", "version": "1.0", "strings": {"rate.title": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Notez"}}}}}}"#
        )
        let context = DialogContext(dialog, source: result.files[0].source, texts: LocaleTexts(catalog: catalog))
        let layouts = PlanFindings.checkedLayouts(context).map { "\($0.device.name) \($0.textSize.rawValue) \($0.locale)" }
        #expect(
            layouts == [
                "iphone-se large source", "iphone-se large fr", "iphone-15 AX3 source", "iphone-15 AX3 fr", "iphone-15 AX5 source",
                "iphone-15 AX5 fr",
            ])
        #expect(PlanFindings.checkedScreens == "'iphone-se' at the default text size and 'iphone-15' at AX3 and AX5")
    }

    static func button(title: DialogColor?, fill: DialogColor?, line: DialogColor?) -> PlanElement {
        var card = PlanElement(.container, frame: PlanFrame(x: 0, y: 0, width: 270, height: 120))
        card.fill = DialogColor(red: 255, green: 255, blue: 255)
        if let line {
            var separator = PlanElement(.separator, frame: PlanFrame(x: 0, y: 76, width: 270, height: 0.5))
            separator.fill = line
            card.children.append(separator)
        }
        var button = PlanElement(.button, frame: PlanFrame(x: 0, y: 76, width: 270, height: 44))
        button.id = "ok"
        button.fill = fill
        if let title {
            button.text = PlanText(
                lines: ["OK"], font: PlanFont(size: 17, weight: .regular), color: title, alignment: .center, lineHeight: 22)
        }
        card.children.append(button)
        return card
    }

    /// A filled button whose white title vanishes into the white card is shown by its fill
    /// alone, which must then reach 3:1; a fill that does, or a title that marks the button by
    /// itself, is no shortfall.
    @Test func aFillIsTheOnlyCueWhereTheTitleDoesNotMarkTheButton() throws {
        let white = DialogColor(red: 255, green: 255, blue: 255)
        let paleGrey = DialogColor(red: 242, green: 242, blue: 247)
        let blue = DialogColor(red: 0, green: 64, blue: 221)
        let faint = try #require(ButtonBoundaries.buttons(of: Self.button(title: white, fill: paleGrey, line: nil)).first)
        #expect(faint.isFill)
        let short = try #require(ButtonBoundaries.shortfall(of: faint, in: .light))
        #expect(PaintedTexts.decimal(short.ratio) == "1.1")
        #expect(short.boundary.description == "#F2F2F7")
        #expect(short.card.description == "#FFFFFF")
        #expect(PaintedTexts.decimal(short.title) == "1.0")
        let strong = try #require(ButtonBoundaries.buttons(of: Self.button(title: white, fill: blue, line: nil)).first)
        #expect(ButtonBoundaries.shortfall(of: strong, in: .light) == nil)
        let titled = try #require(ButtonBoundaries.buttons(of: Self.button(title: blue, fill: paleGrey, line: nil)).first)
        #expect(ButtonBoundaries.shortfall(of: titled, in: .light) == nil)
    }

    /// Without a fill the separator line along the button is its border; without either the
    /// button has no boundary to judge (its title is judged as a text).
    @Test func aSeparatorAlongTheButtonIsItsBorder() throws {
        let grey = DialogColor(red: 187, green: 187, blue: 187)
        let line = DialogColor(red: 229, green: 229, blue: 229)
        let bordered = try #require(ButtonBoundaries.buttons(of: Self.button(title: grey, fill: nil, line: line)).first)
        #expect(!bordered.isFill)
        #expect(ButtonBoundaries.shortfall(of: bordered, in: .light).map { PaintedTexts.decimal($0.ratio) } == "1.2")
        #expect(ButtonBoundaries.buttons(of: Self.button(title: grey, fill: nil, line: nil)).isEmpty)
    }

    @Test func theFindingNamesTheRatioBothColorsAndTheAppearance() throws {
        let findings = try Self.findings(
            """
            {"id": "saved", "type": "alert", "title": "Saved",
             "style": {"backgroundColor": "systemBackground", "titleColor": "label", "lineColor": "separator"},
             "buttons": [{"id": "ok", "title": "OK", "color": {"light": "#BBBBBB", "dark": "#444444"}}],
             "presentation": {"renderer": "custom"}}
            """, rule: "insufficient-contrast")
        #expect(
            findings.map(\.message).filter { $0.contains("told apart") } == [
                "alert 'saved': button 'ok' is told apart from the card only by its border, and the border '#54545899' contrasts 1.6:1 with the card '#000000' in the 'dark' appearance, below the 3.0:1 WCAG 2.2 asks of what identifies a control; its title contrasts 2.1:1 with the card"
            ], "\(findings.map(\.message))")
    }
}
