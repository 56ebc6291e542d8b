/// JUnit XML, the test-report format CI servers (Jenkins, GitLab, Azure Pipelines...) show natively.
///
/// Each input file is a test case named by its path; each error is a `<failure>` of that case, its
/// text the `path:line:column: message` line followed by its notes and suggestion. Warnings and notes
/// go to the case's `<system-out>` so they are visible without failing it. `failures` counts failing
/// files, not findings, so it never exceeds `tests` and "passed = tests - failures" holds for readers.
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func report(_ result: ValidationResult) -> String {
        let findings = Dictionary(grouping: result.diagnostics, by: \.location.file)
        // Every input is a case, clean or not; a finding in a file that is not an input still gets one.
        let paths = Set(result.files.map(\.source.path)).union(findings.keys).sorted()
        let failing = paths.count { findings[$0]?.contains { $0.severity == .error } ?? false }
        let counts = "tests=\"\(paths.count)\" failures=\"\(failing)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dialogc\" \(counts)>\n"
        xml += "  <testsuite name=\"dialogc\" \(counts) errors=\"0\" skipped=\"0\">\n"
        for path in paths {
            xml += Self.testCase(path, findings[path] ?? [])
        }
        xml += "  </testsuite>\n"
        xml += "</testsuites>\n"
        return xml
    }

    private static func testCase(_ path: String, _ findings: [Diagnostic]) -> String {
        let open = "    <testcase classname=\"dialogc\" name=\"\(XMLEscaping.escape(path))\""
        guard !findings.isEmpty else { return open + "/>\n" }
        var xml = open + ">\n"
        for diagnostic in findings where diagnostic.severity == .error {
            let head = "\(TextReporter.prefix(diagnostic.location)): \(diagnostic.message)"
            let text = ([head] + details(diagnostic)).joined(separator: "\n")
            xml += "      <failure type=\"\(XMLEscaping.escape(diagnostic.ruleID))\" "
                + "message=\"\(XMLEscaping.escape(diagnostic.message))\">\(XMLEscaping.escape(text, inAttribute: false))</failure>\n"
        }
        let other = findings.filter { $0.severity != .error }.flatMap { diagnostic in
            let head = "\(TextReporter.prefix(diagnostic.location)): \(diagnostic.severity.rawValue): "
                + "\(diagnostic.message) [\(diagnostic.ruleID)]"
            return [head] + details(diagnostic)
        }
        if !other.isEmpty {
            xml += "      <system-out>\(XMLEscaping.escape(other.joined(separator: "\n"), inAttribute: false))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// The notes and suggestion of a finding as `path:line:column: note: ...` lines, as the text format prints them.
    private static func details(_ diagnostic: Diagnostic) -> [String] {
        var lines = diagnostic.notes.map { "\(TextReporter.prefix($0.location)): note: \($0.message)" }
        if let suggestion = diagnostic.suggestion {
            lines.append("\(TextReporter.prefix(diagnostic.location)): note: \(suggestion.message)")
        }
        return lines
    }
}
