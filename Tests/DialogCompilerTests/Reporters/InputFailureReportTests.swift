@testable import DialogReporters
@testable import DialogValidation
import Foundation
import Testing

/// Inputs that could not be read are part of every report, so no format shows a pass beside exit status 2.
@Suite struct InputFailureReportTests {
    static let failures = [
        InputFailure(path: "Specs/empty", "no spec files (*.json) found in the directory"),
        InputFailure(path: "Specs/gone.json", "no such file or directory"),
    ]

    static func result(_ failures: [InputFailure] = failures) -> ValidationResult {
        var result = ReporterFixtures.result()
        result.inputFailures = failures
        return result
    }

    @Test(arguments: ReportFormat.allCases)
    func everyFormatNamesEveryFailedInput(_ format: ReportFormat) {
        let report = format.makeReporter(ReporterFixtures.context).report(Self.result())
        for failure in Self.failures {
            #expect(report.contains(failure.path ?? ""), "\(format) leaves out \(failure.path ?? "")")
            #expect(report.contains(failure.message), "\(format) leaves out '\(failure.message)'")
        }
    }

    @Test func failuresCountAsErrors() {
        let result = Self.result()
        #expect(result.errorCount == ReporterFixtures.result().errorCount + 2)
        var clean = Validator.validate([ReporterFixtures.clean])
        #expect(!clean.hasErrors)
        clean.inputFailures = [InputFailure(path: "gone.json", "no such file or directory")]
        #expect(clean.hasErrors)
    }

    @Test func textListsTheFailuresFirstAndTheSummaryNamesThem() {
        let lines = TextReporter().report(Self.result()).split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(2) == [
                "Specs/empty: error: no spec files (*.json) found in the directory",
                "Specs/gone.json: error: no such file or directory",
            ])
        #expect(lines.last == "3 files, 4 dialogs: 6 errors (2 inputs could not be read), 1 warning")
        var one = Validator.validate([ReporterFixtures.clean])
        one.inputFailures = [InputFailure(path: nil, "no spec files (*.json) found in 'Specs'")]
        #expect(
            TextReporter().report(one) == """
                error: no spec files (*.json) found in 'Specs'
                1 file, 1 dialog: 1 error (1 input could not be read), 0 warnings

                """)
    }

    @Test func jsonCountsAndListsThem() throws {
        let report = JSONReporter().report(Self.result([Self.failures[1], InputFailure(path: nil, "nothing left")]))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["inputFailures"] == 2)
        #expect(summary["errors"] == ReporterFixtures.result().errorCount + 2)
        let listed = try #require(document["inputFailures"] as? [[String: String]])
        #expect(listed == [["file": "Specs/gone.json", "message": "no such file or directory"], ["message": "nothing left"]])
    }

    @Test func sarifMarksTheRunUnsuccessfulAndNotifiesEachFailure() throws {
        let run = try #require(try SARIFLog(SARIFReporter(context: ReporterFixtures.context).report(Self.result())).runs.first)
        let invocation = try #require(run.invocations.first)
        #expect(run.invocations.count == 1)
        #expect(invocation.executionSuccessful == false)
        let notifications = try #require(invocation.toolExecutionNotifications)
        #expect(notifications.map(\.level) == ["error", "error"])
        #expect(notifications.map(\.message.text) == Self.failures.map(\.message))
        #expect(notifications.map { $0.locations?.first?.physicalLocation.artifactLocation.uri } == ["Specs/empty", "Specs/gone.json"])
        #expect(notifications.allSatisfy { $0.locations?.first?.physicalLocation.artifactLocation.uriBaseId == "%SRCROOT%" })
        #expect(!run.artifacts.map(\.location.uri).contains("Specs/gone.json"), "an input never read is no artifact")

        let clean = try #require(
            try SARIFLog(SARIFReporter(context: ReporterFixtures.context).report(ReporterFixtures.result())).runs.first)
        #expect(clean.invocations.first?.executionSuccessful == true, "findings in specs are no failure of the tool")
        #expect(clean.invocations.first?.toolExecutionNotifications == nil)
    }

    @Test func githubAnnotatesEachFailureAsAnError() {
        let report = GitHubReporter().report(Self.result([Self.failures[1], InputFailure(path: nil, "nothing left")]))
        let lines = report.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(2) == [
                "::error file=Specs/gone.json,title=input::no such file or directory",
                "::error title=input::nothing left",
            ])
        #expect(lines.last == "3 files, 4 dialogs: 6 errors (2 inputs could not be read), 1 warning")
    }

    @Test func junitGivesEachFailureAFailingCase() throws {
        let xml = try ParsedXML(JUnitReporter().report(Self.result()))
        let inputCases = xml.all("testcase").filter { $0.attributes["name"] == "input" }
        #expect(inputCases.map { $0.attributes["classname"] } == ["Specs/empty", "Specs/gone.json"])
        let failures = xml.all("failure").filter { $0.attributes["type"] == "input" }
        #expect(failures.map(\.text) == Self.failures.map(\.line))
        #expect(failures.map { $0.path.dropLast().last } == ["Specs/empty", "Specs/gone.json"], "each in a suite named by its path")
        let root = try #require(xml.all("testsuites").first)
        let plain = try #require(try ParsedXML(JUnitReporter().report(ReporterFixtures.result())).all("testsuites").first)
        #expect(Int(root.attributes["tests"] ?? "") == Int(plain.attributes["tests"] ?? "")! + 2)
        #expect(Int(root.attributes["failures"] ?? "") == Int(plain.attributes["failures"] ?? "")! + 2)
    }
}
