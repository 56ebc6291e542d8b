// libFuzzer harness: read + decode + validate + lint, then every report format, the input
// also read as a configuration and as a baseline. Built by Tests/Fuzz/run.sh.
import DialogCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let validated = Validator.validate([source])
    let linted = Linter.lint([source])
    // Any input gets an answer: success, or at least one located error.
    for result in [validated, linted] {
        for diagnostic in result.diagnostics {
            FuzzChecks.require(diagnostic.location.range != nil, "a finding without a location: \(diagnostic)")
            FuzzChecks.require(!diagnostic.message.isEmpty, "a finding without a message")
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let range = location.range.map(source.converter.range) else { continue }
                FuzzChecks.requireLineAndColumn(range.start, in: source)
                FuzzChecks.requireLineAndColumn(range.end, in: source)
            }
        }
        if result.files.first?.spec == nil {
            FuzzChecks.require(result.hasErrors, "no spec was decoded, yet nothing was reported")
        }
    }
    let context = ReportContext(rules: .lint, showsExcerpts: true, usesColor: true)
    // SARIF describes every rule, a fixed millisecond per run: it gets one input in eight,
    // chosen by the input's bytes so that a finding replays.
    let bytesSum = UnsafeBufferPointer(start: data, count: size).reduce(0) { $0 &+ Int($1) }
    let formats = ReportFormat.allCases.filter { $0 != .sarif || bytesSum % 8 == 0 }
    for format in formats {
        let report = format.makeReporter(context).report(linted)
        FuzzChecks.require(report.hasSuffix("\n"), "the \(format.rawValue) report does not end with a newline")
        if format == .json || format == .sarif {
            FuzzChecks.requireJSON(report, "\(format.rawValue) report")
        }
    }
    FuzzChecks.requireJSON(Baseline(recording: linted).encoded(), "baseline")
    _ = ConfigurationDecoder.decode(source)
    _ = Baseline.decode(source)
    return 0
}
