import DialogDiagnostics
import DialogValidation
import DialogWriters

/// JUnit XML, the test-report format CI servers (Jenkins, GitLab, Azure Pipelines...) show natively.
///
/// Each input file is a test suite named by its path, and each finding a test case of it named by
/// rule and position (`unknown-key at 2:67`), since those servers read one failure per case; a
/// finding of one language of a catalog also names the language (`missing-translation at 3:12 in
/// 'de'`), and a name that would still repeat in its suite is numbered (`... (2)`), since viewers
/// fold cases of one class and name into one row. An
/// error fails its case with a `<failure>` whose text is the `path:line:column: message` line
/// followed by its notes and suggestion; a warning or note passes, its text in `<system-out>`. A
/// file without findings is one passing case, `no findings`. An input that could not be read is a
/// suite with one failing case, `input`. Control characters are spelled out (`\u001b`), since XML
/// cannot carry most of them.
public struct JUnitReporter: Reporter {
    /// The name of the one case of a file without findings.
    public static let cleanCaseName = "no findings"
    /// The name of the failing case of an input that could not be read, and its failure's type.
    public static let inputFailureName = "input"

    /// Creates the reporter.
    public init() {}

    public func report(_ result: ValidationResult) -> String {
        var suites: [String: [TestCase]] = [:]
        for path in result.files.map(\.source.path) { suites[path] = [] }
        let locations = ReportedLocations(result)
        for diagnostic in result.diagnostics {
            suites[diagnostic.location.file, default: []].append(Self.testCase(diagnostic, locations))
        }
        for failure in result.inputFailures {
            let path = failure.path ?? "dialogc"
            let failed = Failed(type: Self.inputFailureName, message: failure.message, text: [failure.line])
            suites[path, default: []].append(TestCase(classname: path, name: Self.inputFailureName, failure: failed))
        }
        for (path, cases) in suites {
            suites[path] = cases.isEmpty ? [TestCase(classname: path, name: Self.cleanCaseName)] : Self.numberingRepeatedNames(cases)
        }
        let all = suites.values.flatMap { $0 }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dialogc\" \(Self.counts(all))>\n"
        for path in suites.keys.sorted() {
            let cases = suites[path] ?? []
            xml += "  <testsuite name=\"\(Self.escape(path))\" \(Self.counts(cases)) errors=\"0\" skipped=\"0\">\n"
            xml += cases.map(\.xml).joined()
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// `tests` and `failures` of a list of cases; "passed = tests - failures" holds for readers.
    private static func counts(_ cases: [TestCase]) -> String {
        "tests=\"\(cases.count)\" failures=\"\(cases.count { $0.failure != nil })\""
    }

    /// `cases` of one suite, the second and later case of a name numbered in order (`name (2)`).
    private static func numberingRepeatedNames(_ cases: [TestCase]) -> [TestCase] {
        var seen: [String: Int] = [:]
        return cases.map { testCase in
            var testCase = testCase
            let count = seen[testCase.name, default: 0] + 1
            seen[testCase.name] = count
            if count > 1 { testCase.name += " (\(count))" }
            return testCase
        }
    }

    private static func testCase(_ diagnostic: Diagnostic, _ locations: ReportedLocations) -> TestCase {
        let location = diagnostic.location
        let name =
            diagnostic.ruleID + (locations.range(location).map { " at \($0.start.line):\($0.start.column)" } ?? "")
            + (diagnostic.locale.map { " in '\($0)'" } ?? "")
        guard diagnostic.severity == .error else {
            let head = "\(locations.prefix(location)): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
            return TestCase(classname: location.file, name: name, output: [head] + details(diagnostic, locations))
        }
        let head = "\(locations.prefix(location)): \(diagnostic.message)"
        let failure = Failed(type: diagnostic.ruleID, message: diagnostic.message, text: [head] + details(diagnostic, locations))
        return TestCase(classname: location.file, name: name, failure: failure)
    }

    /// The notes and suggestion of a finding as `path:line:column: note: ...` lines, as the text format prints them.
    private static func details(_ diagnostic: Diagnostic, _ locations: ReportedLocations) -> [String] {
        var lines = diagnostic.notes.map { "\(locations.prefix($0.location)): note: \($0.message)" }
        if let suggestion = diagnostic.suggestion {
            lines.append("\(locations.prefix(diagnostic.location)): note: \(suggestion.message)")
        }
        return lines
    }

    /// Text for an attribute, or for character data when `inAttribute` is false, with its control characters spelled out.
    fileprivate static func escape(_ text: String, inAttribute: Bool = true) -> String {
        XMLEscaping.escape(VisibleText.escape(text), inAttribute: inAttribute)
    }

    /// Lines of character data, each spelled out on its own so only the separating newlines stay newlines.
    fileprivate static func escape(lines: [String]) -> String {
        lines.map { escape($0, inAttribute: false) }.joined(separator: "\n")
    }
}

private struct Failed {
    var type: String
    var message: String
    var text: [String]
}

private struct TestCase {
    var classname: String
    var name: String
    var failure: Failed?
    var output: [String] = []

    init(classname: String, name: String, failure: Failed? = nil, output: [String] = []) {
        self.classname = classname
        self.name = name
        self.failure = failure
        self.output = output
    }

    var xml: String {
        let open = "    <testcase classname=\"\(JUnitReporter.escape(classname))\" name=\"\(JUnitReporter.escape(name))\""
        guard failure != nil || !output.isEmpty else { return open + "/>\n" }
        var xml = open + ">\n"
        if let failure {
            xml +=
                "      <failure type=\"\(JUnitReporter.escape(failure.type))\" message=\"\(JUnitReporter.escape(failure.message))\">"
                + JUnitReporter.escape(lines: failure.text) + "</failure>\n"
        }
        if !output.isEmpty {
            xml += "      <system-out>\(JUnitReporter.escape(lines: output))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }
}
