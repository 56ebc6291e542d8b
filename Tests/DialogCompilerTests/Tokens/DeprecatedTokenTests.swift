import DialogDesignTokens
import DialogDiagnostics
import DialogRules
import DialogSpec
import Testing

/// `deprecated-token`: a reference to a token marked `$deprecated`, with its message when it has one.
@Suite struct DeprecatedTokenTests {
    /// The rule's findings for a toast whose message color is written as a reference to `path`,
    /// the reference set on the decoded dialog by hand.
    static func findings(referencing path: String, tokens: DesignTokenTheme?) throws -> [Diagnostic] {
        let source = SourceFile(
            path: "spec.json",
            text: RuleExample.dialogs(##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"messageColor": "#FF3B30"}}"##)
                .fileText)
        var dialog = try #require(SpecDecoder.decode(source).spec?.dialogs.first)
        let range = try #require(dialog.style.messageColor?.range)
        dialog.tokenReferences = [TokenReference(path: path, range: range, type: .color)]
        let context = DialogContext(dialog, source: source)
        context.tokens = tokens
        var findings: [Diagnostic] = []
        DeprecatedToken.check(context, into: &findings)
        return findings
    }

    static let tokens = TokenLinting.theme(ExampleTokens.text)

    @Test func aDeprecatedTokenIsReportedWithItsMessage() throws {
        let findings = try Self.findings(referencing: "color.alert", tokens: Self.tokens)
        #expect(
            findings.map(\.message) == [
                "'style.messageColor' of toast 'saved' uses token 'color.alert', which is deprecated: use 'color.brand'"
            ])
        #expect(findings.first?.severity == .warning)
    }

    @Test func aDeprecatedTokenWithoutAMessageIsReportedAlone() throws {
        let findings = try Self.findings(referencing: "color.link", tokens: Self.tokens)
        #expect(findings.map(\.message) == ["'style.messageColor' of toast 'saved' uses token 'color.link', which is deprecated"])
    }

    @Test func aCurrentTokenIsNotReported() throws {
        #expect(try Self.findings(referencing: "color.brand", tokens: Self.tokens).isEmpty)
    }

    @Test func withoutTokensNothingIsReported() throws {
        #expect(try Self.findings(referencing: "color.alert", tokens: nil).isEmpty)
    }

    /// Through the decoder and the linter: each reference to a retired token, at its own bytes.
    @Test func decodedReferencesAreReportedWhereTheyStand() {
        let marked = MarkedSource(
            RuleExample.dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved",
                 "style": {"backgroundColor": "{color.surface.inverse}", "messageColor": 1️⃣"{color.link}"}},
                {"id": "sent", "type": "toast", "message": "Sent", "style": {"messageColor": 2️⃣"{color.alert}"}}
                """
            ).fileText)
        let result = TokenLinting.lint([SourceFile(path: "spec.json", text: marked.text)], tokens: Self.tokens)
        let own = result.diagnostics.filter { $0.ruleID == DeprecatedToken.id }
        #expect(own.map { $0.position(in: marked.text) } == marked.positions)
        #expect(own.map(\.subject) == ["saved", "sent"])
    }
}
