import Foundation
import Testing

#if os(Linux)
/// DialogRuntime's UIKit adapters running, not only compiling: the scenarios in
/// Tests/StandIns/Scenarios drive them through `UIKitDialogHost` and `DialogPresenter` on the
/// behaving UIKit stand-ins, all built into one executable, and each scenario prints what held
/// and what differed.
@Suite struct AdapterScenarioTests {
    /// Every scenario the runner has, so one that stops running is noticed.
    static let scenarios = [
        "stand-in-traits-reach-views-as-uikit-delivers-them",
        "stand-in-dynamic-type-scales-fonts",
        "stand-in-settings-post-their-notifications",
        "stand-in-voiceover-log-focus-and-modality",
        "stand-in-animations-complete-on-the-clock",
        "stand-in-first-responder-follows-the-hierarchy",
        "custom-alert-shown-and-hidden-by-a-tap",
        "custom-text-dialog-edits-and-gives-focus-back",
        "custom-sheet-slides-up-and-ends-by-a-tap",
        "custom-picker-reports-the-row-spun-to",
        "toast-shown-and-hiding-itself",
        "system-alert-presented-and-dismissed-by-a-tap",
        "custom-alert-takes-voiceover-focus-and-gives-it-back",
        "toast-is-announced",
        "custom-alert-color-re-resolved-in-dark-appearance",
        "custom-alert-recolored-when-increase-contrast-turns-on",
        "custom-alert-under-reduce-motion-only-fades",
        "custom-sheet-hides-by-a-fade-once-reduce-motion-turns-on",
        "two-custom-alerts-in-a-row-give-focus-back-once",
        "system-alert-leaves-voiceover-to-uikit",
        "custom-alert-turns-dark-with-its-window-without-the-app",
        "cover-re-resolved-when-the-appearance-changes",
        "custom-fonts-scale-with-uifontmetrics-at-ax3",
        "custom-text-field-font-is-the-plans-and-scales",
        "system-alert-actions-carry-the-buttons-labels-and-hints",
        "custom-alert-is-a-voiceover-group-its-spec-names",
    ]

    @Test func scenariosPassOnTheBehavingStandIns() throws {
        guard AdapterBuild.runs else { return }
        let build = try AdapterBuild.shared.get()
        let executable = build.appendingPathComponent("scenarios")
        let sources = try Paths.swiftFiles(under: AdapterBuild.standIns.appendingPathComponent("Scenarios"))
        let arguments =
            AdapterBuild.flags + [
                "-module-name", "Scenarios", "-I", build.path, "-L", build.path,
                "-lDialogRuntime", "-lDialogLayoutEngine", "-lSwiftUI", "-lUIKit", "-o", executable.path,
            ]
        let compile = try ExternalTools.run("swiftc", arguments + sources.map(\.path), in: build)
        try #require(compile.status == 0, "building the scenarios failed:\n\(compile.standardOutput)\(compile.standardError)")

        let run = try ExternalTools.run(executable.path, [], in: build, timeout: 120)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let report = ScenarioReport(lines)
        for (scenario, failures) in report.failures.sorted(by: { $0.key < $1.key }) {
            Issue.record("scenario \(scenario) failed:\n\(failures.joined(separator: "\n"))")
        }
        if let unfinished = report.unfinished {
            Issue.record(
                "scenario \(unfinished) crashed (exit \(run.status)\(run.timedOut ? ", timed out" : "")):\n\(run.standardError)")
        }
        #expect(report.started == Self.scenarios, "scenarios run: \(report.started)")
        #expect(report.finished == report.started)
        #expect(report.passed > 0)
        #expect(run.status == 0 || !report.failures.isEmpty || report.unfinished != nil, "the runner exited \(run.status)")
    }

    @Test func theReportNamesFailuresAndCrashes() {
        let report = ScenarioReport([
            "SCENARIO a", "PASS a: one", "FAIL a: two: expected 1, got 2", "END a", "SCENARIO b", "PASS b: three",
        ])
        #expect(report.started == ["a", "b"])
        #expect(report.finished == ["a"])
        #expect(report.failures == ["a": ["two: expected 1, got 2"]])
        #expect(report.unfinished == "b")
        #expect(report.passed == 2)
    }
}

/// What the scenario runner printed, by scenario.
struct ScenarioReport {
    var started: [String] = []
    var finished: [String] = []
    var passed = 0
    var failures: [String: [String]] = [:]

    /// The scenario that started and never ended: the runner died in it.
    var unfinished: String? { started.count > finished.count ? started.last : nil }

    init(_ lines: [String]) {
        for line in lines {
            if line.hasPrefix("SCENARIO ") {
                started.append(String(line.dropFirst("SCENARIO ".count)))
            } else if line.hasPrefix("END ") {
                finished.append(String(line.dropFirst("END ".count)))
            } else if line.hasPrefix("PASS ") {
                passed += 1
            } else if line.hasPrefix("FAIL "), let scenario = started.last {
                let detail = line.dropFirst("FAIL \(scenario): ".count)
                failures[scenario, default: []].append(String(detail))
            }
        }
    }
}
#endif
