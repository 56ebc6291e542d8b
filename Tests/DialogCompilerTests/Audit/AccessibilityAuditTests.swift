import DialogConfiguration
import DialogDiagnostics
import DialogReporters
import DialogSpec
import DialogValidation
import Foundation
import Testing

/// `AccessibilityAudit`: each category's verdict from the findings, the configuration and the
/// dialog itself, and the app's verdict from its dialogs'.
@Suite struct AccessibilityAuditTests {
    static let spec = """
        {"specVersion": 2, "dialogs": [
          {"id": "remove-photo", "type": "alert", "title": "Remove Photo?", "message": "It stays in Recently Deleted for 30 days.",
           "presentation": {"renderer": "custom"},
           "buttons": [{"id": "remove", "title": "Remove", "style": "destructive", "color": {"light": "#C00011", "dark": "#FFFFFF"}},
                       {"id": "keep", "title": "Keep", "style": "cancel", "color": {"light": "#0040DD", "dark": "#FFFFFF"}}]},
          {"id": "plain-custom", "type": "alert", "title": "Sync Off", "presentation": {"renderer": "custom"},
           "buttons": [{"id": "ok", "title": "OK"}]},
          {"id": "saved", "type": "toast", "message": "Saved {count} photos", "parameters": {"count": {"type": "integer"}}},
          {"id": "system-alert", "type": "alert", "title": "Sign Out?", "buttons": [{"id": "ok", "title": "Sign Out"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
        ]}
        """

    static func audit(findings: [(rule: RuleID, dialog: String)] = [], configuration: Configuration = Configuration()) -> AccessibilityAudit
    {
        let source = SourceFile(path: "a11y.json", text: spec)
        let decoded = SpecDecoder.decode(source)
        let extra = findings.map { finding in
            var diagnostic = Diagnostic(.warning, rule: finding.rule, "found", at: source.location(10, 12))
            diagnostic.subject = finding.dialog
            return diagnostic
        }
        let result = ValidationResult(files: [decoded], diagnostics: decoded.diagnostics + extra)
        let scope = AccessibilityAudit.Scope(devices: ["iphone-se"], textSizes: ["large"], appearances: ["light", "dark"], locales: ["en"])
        return AccessibilityAudit(result, configuration: configuration, scope: scope)
    }

    static func verdict(_ audit: AccessibilityAudit, _ dialog: String, _ category: AccessibilityCategory) -> AuditVerdict? {
        audit.dialogs.first { $0.id == dialog }?.verdicts.first { $0.category == category }?.verdict
    }

    /// Voice Control's reasons say where the targets were measured: a custom dialog in every
    /// layout lint checks, a system one not at all (UIKit sizes its buttons).
    @Test func voiceControlNamesTheLayoutsItsTargetsWereMeasuredIn() {
        let audit = Self.audit()
        #expect(
            Self.verdict(audit, "plain-custom", .voiceControl)?.lines == [
                "every button's spoken name contains its visible title",
                "measured on 'iphone-se' at the default text size and 'iphone-15' at AX3 and AX5, with the spec's own texts and in each locale of the run, no button, picker row or text field is under 44 x 44 pt by the sizes the spec writes",
            ])
        #expect(
            Self.verdict(audit, "system-alert", .voiceControl)?.lines == [
                "every button's spoken name contains its visible title", "UIKit draws the buttons at its own sizes, not the spec's",
            ])
    }

    @Test func aVerdictIsToldByItsCase() {
        let verdicts: [AuditVerdict] = [.supported(reasons: []), .notSupported(reasons: [], findings: []), .notDecidable(toTest: [])]
        #expect(verdicts.map(\.isSupported) == [true, false, false])
        #expect(verdicts.map(\.isNotSupported) == [false, true, false])
        #expect(verdicts.map(\.name) == ["supported", "not-supported", "not-decidable"])
    }

    @Test func theSpecDecodesWithoutErrors() {
        let audit = Self.audit()
        #expect(audit.errors.isEmpty, "\(audit.errors.map(\.message))")
        #expect(audit.dialogs.map(\.id) == ["remove-photo", "plain-custom", "saved", "system-alert"])
        #expect(audit.dialogs.allSatisfy { $0.verdicts.map(\.category) == AccessibilityCategory.allCases })
    }

    @Test func aFindingOfACategorysRuleMakesItUnsupportedForTheDialogAndTheApp() throws {
        let audit = Self.audit(findings: [("insufficient-contrast", "remove-photo")])
        let verdict = try #require(Self.verdict(audit, "remove-photo", .sufficientContrast))
        guard case .notSupported(_, let findings) = verdict else {
            Issue.record("expected not supported, got \(verdict)")
            return
        }
        #expect(findings.map(\.rule) == ["insufficient-contrast"])
        #expect(Self.verdict(audit, "system-alert", .sufficientContrast)?.name == "supported")
        let app = try #require(audit.app.first { $0.category == .sufficientContrast }?.verdict)
        #expect(app.name == "not-supported")
        #expect(app.lines == ["not supported by 'remove-photo'"])
        #expect(audit.fails)
    }

    @Test func withoutFindingsEveryDecidableCategoryIsSupportedWithItsReasons() throws {
        let audit = Self.audit()
        #expect(!audit.fails)
        let custom = try #require(audit.dialogs.first { $0.id == "remove-photo" })
        #expect(custom.verdicts.allSatisfy { $0.verdict.name == "supported" && !$0.verdict.lines.isEmpty })
        #expect(Self.verdict(audit, "system-alert", .darkInterface)?.lines == ["UIKit draws it in the platform's dark colors"])
        #expect(
            Self.verdict(audit, "remove-photo", .darkInterface)?.lines == [
                "2 of the 2 written colors adapt to dark appearance; the kind's defaults adapt, and the fixed colors were checked against them in dark appearance"
            ])
        #expect(
            Self.verdict(audit, "plain-custom", .darkInterface)?.lines == [
                "the kind's default colors take the system colors of dark appearance"
            ])
    }

    /// Apple's criteria test Sufficient Contrast with Increase Contrast on: the kind's default tint
    /// on its dark card falls short there, which the spec did not choose, so a device decides.
    @Test func aDefaultColorShortWithIncreaseContrastLeavesContrastToADevice() throws {
        let audit = Self.audit()
        let verdict = try #require(Self.verdict(audit, "plain-custom", .sufficientContrast))
        #expect(verdict.name == "not-decidable")
        #expect(
            verdict.lines.first?.hasPrefix(
                "with Increase Contrast on, as Apple's criteria test it, the title of button 'ok' is 4.2:1 in 'dark, increased contrast' (4.5:1 needed)"
            ) == true, "\(verdict.lines)")
        #expect(!audit.fails)
    }

    @Test func textsWithParametersLeaveLargerTextToADevice() throws {
        let audit = Self.audit()
        let verdict = try #require(Self.verdict(audit, "saved", .largerText))
        #expect(verdict.name == "not-decidable")
        #expect(verdict.lines.first?.contains("placeholders and all") == true)
        let app = try #require(audit.app.first { $0.category == .largerText }?.verdict)
        #expect(app.name == "not-decidable")
        #expect(app.lines.first?.hasPrefix("'saved': ") == true)
        #expect(!audit.fails)
    }

    @Test func aRuleTurnedOffLeavesItsCategoryToADevice() throws {
        var configuration = Configuration()
        configuration.ruleSettings["text-overflow-accessibility"] = .off
        let audit = Self.audit(configuration: configuration)
        let verdict = try #require(Self.verdict(audit, "remove-photo", .largerText))
        #expect(verdict.name == "not-decidable")
        #expect(verdict.lines.contains { $0.hasPrefix("rule 'text-overflow-accessibility' is turned off") })
    }

    @Test func everyCategoryNamesItsRulesAndItsLabel() {
        #expect(
            AccessibilityCategory.allCases.map(\.title) == [
                "VoiceOver", "Voice Control", "Larger Text", "Dark Interface", "Differentiate Without Color Alone",
                "Sufficient Contrast", "Reduced Motion",
            ])
        #expect(AccessibilityCategory.sufficientContrast.rules == ["insufficient-contrast"])
    }

    @Test func theMarkdownAndHTMLReportsCarryEveryVerdict() {
        let audit = Self.audit(findings: [("insufficient-contrast", "remove-photo")])
        let markdown = AuditFormat.markdown.makeReporter().report(audit)
        #expect(markdown.contains("| Sufficient Contrast | ❌ not supported | not supported by 'remove-photo' |"))
        #expect(markdown.contains("## remove-photo"))
        let html = AuditFormat.html.makeReporter(pictures: ["remove-photo": [(caption: "iphone-se", svg: "<svg id=\"p\"></svg>")]])
            .report(audit)
        #expect(html.contains("<figure><svg id=\"p\"></svg><figcaption>iphone-se</figcaption></figure>"))
        #expect(html.contains("<tr class=\"not-supported\"><td>Sufficient Contrast</td>"))
        let text = AuditFormat.text.makeReporter().report(audit)
        #expect(text.contains("  Sufficient Contrast: not supported\n    - a11y.json:1:11: found [insufficient-contrast]"))
    }
}
