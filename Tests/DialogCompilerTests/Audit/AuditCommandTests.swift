import Foundation
import Testing

/// `dialogc audit` as a user runs it: the bundled specs pass with their reasons printed, every
/// format is written, the JSON keeps to its schema and bad usage is status 2.
@Suite struct AuditCommandTests {
    @Test func theBundledSpecsPassTheAuditWithTheirReasonsPrinted() throws {
        let run = try Dialogc.run("audit")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Accessibility audit of "))
        // The scope names every device lint's layout rules measured: the narrowest at the default
        // text size, the next at the accessibility sizes.
        #expect(run.standardOutput.contains("  checked on: iphone-se, iphone-15 · large, AX3"))
        for title in [
            "VoiceOver", "Voice Control", "Larger Text", "Dark Interface", "Differentiate Without Color Alone",
            "Sufficient Contrast", "Reduced Motion",
        ] {
            #expect(run.standardOutput.contains("\n  \(title): "), "no verdict for \(title)")
        }
        #expect(run.standardOutput.contains("    - under Reduce Motion the runtime replaces slides"))
        #expect(!run.standardOutput.contains(": not supported\n"))
        #expect(run.standardOutput.hasSuffix(" 0 not supported, 2 not decidable from specs\n"))
        // The kinds' default tint on the dark card at increased contrast, named with its ratio.
        #expect(run.standardOutput.contains("is 4.2:1 in 'dark, increased contrast' (4.5:1 needed)"))
    }

    @Test func theJSONReportKeepsToItsSchema() throws {
        try #require(ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package")
        let directory = try PreviewFixtures.scratchDirectory("audit-json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("audit.json")
        let run = try Dialogc.run("audit", "--format", "json", "--output", file.path, "--format", "markdown")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("# Accessibility audit\n"))
        try DiffSchemaTests.expectValid([file], against: Paths.schemas.appendingPathComponent("dialogc-audit.schema.json"))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let dialogs = try #require(object?["dialogs"] as? [[String: Any]])
        #expect(dialogs.count > 30)
        #expect(dialogs.allSatisfy { ($0["categories"] as? [Any])?.count == 7 })
    }

    @Test func theHTMLReportIsOnePage() throws {
        let run = try Dialogc.run("audit", "--format", "html", "Specs/alerts.json")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(run.standardOutput.contains("<h2>App</h2>"))
        #expect(!run.standardOutput.contains("<script"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let run = try Dialogc.run("audit", "--format", "pdf")
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardOutput.isEmpty)
    }
}
