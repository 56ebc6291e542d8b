@testable import DialogDiagnostics
import Testing

/// Sorting findings by their indices gives what the standard library's stable sort gives.
@Suite struct ReportingOrderTests {
    @Test func sortingByIndicesIsTheStableSort() {
        let findings = Self.sample()
        let sorted = findings.sortedForReporting()
        #expect(sorted == findings.sorted(by: Diagnostic.reportingOrder))
        #expect(sorted.sortedForReporting() == sorted, "findings in order stay as they are")
        #expect(findings.sortedForReporting() != findings, "the sample is not in order already")
        #expect([Diagnostic]().sortedForReporting().isEmpty)
    }

    /// Inserting findings into sorted ones gives what appending and sorting gives, equal ones included.
    @Test func insertingIntoSortedFindingsIsAppendingAndSorting() {
        let findings = Self.sample()
        for split in [0, 1, 150, 290, 299, 300] {
            var inserted = Array(findings[..<split]).sortedForReporting()
            let others = Array(findings[split...])
            let expected = (inserted + others).sortedForReporting()
            inserted.insertForReporting(others)
            #expect(inserted == expected, "split at \(split)")
        }
    }

    /// 300 findings in three files, many equal in place, rule and message but not in their notes.
    private static func sample() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seed = 11
        for index in 0..<300 {
            seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
            let file = ["a.json", "b.json", "c.json"][seed % 3]
            let start = (seed / 3) % 40
            let range = seed % 7 == 0 ? nil : ByteRange(start, start + (seed / 7) % 5)
            // Findings equal in place, rule and message differ in their note, so a reordering of equals shows.
            findings.append(
                Diagnostic(
                    .warning, rule: RuleID(rawValue: ["yes-no-buttons", "cancel-title"][(seed / 11) % 2]), "message \((seed / 13) % 3)",
                    at: SourceLocation(file: file, range: range), notes: [DiagnosticNote("note \(index)", at: SourceLocation(file: file))]))
        }
        return findings
    }
}
