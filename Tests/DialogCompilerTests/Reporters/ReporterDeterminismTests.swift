import DialogReporters
import DialogValidation
import Testing

/// Every format, reached the way `--format` reaches it, gives byte-identical output for the same result,
/// so reports can be diffed, cached and committed.
@Suite struct ReporterDeterminismTests {
    @Test func formatsAreNamedForTheCommandLine() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github", "junit"])
    }

    @Test(arguments: ReportFormat.allCases)
    func sameResultGivesTheSameBytes(_ format: ReportFormat) {
        let reporter = format.makeReporter(ReporterFixtures.context)
        let first = reporter.report(ReporterFixtures.result())
        let second = format.makeReporter(ReporterFixtures.context).report(ReporterFixtures.result())
        #expect(Array(first.utf8) == Array(second.utf8))
        #expect(first.hasSuffix("\n"))
    }

    /// Argument order must not leak into any format: the validator sorts files, and reporters keep that order.
    @Test(arguments: ReportFormat.allCases)
    func inputOrderDoesNotChangeTheReport(_ format: ReportFormat) {
        let reporter = format.makeReporter(ReporterFixtures.context)
        let forward = Validator.validate(
            [ReporterFixtures.account, ReporterFixtures.buttons, ReporterFixtures.clean], rules: ReporterFixtures.rules)
        let backward = Validator.validate(
            [ReporterFixtures.clean, ReporterFixtures.buttons, ReporterFixtures.account], rules: ReporterFixtures.rules)
        #expect(reporter.report(forward) == reporter.report(backward))
    }
}
