import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import DialogReporters
import DialogValidation
import Foundation
import Testing

/// Helpers of the hardening tests: scratch directories, running the built `dialogc` with a
/// chosen environment and a time limit, and the whole in-process pipeline on one input.
enum Hardening {
    /// A fresh directory under the temporary directory; the caller removes it.
    static func scratch(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs the built `dialogc` in `directory`, killing it after `timeout` seconds. `environment`
    /// replaces the whole environment when given.
    static func dialogc(
        _ arguments: [String], in directory: URL = Paths.packageRoot, environment: [String: String]? = nil,
        timeout: TimeInterval = 60
    ) throws -> ExternalTools.Run {
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        return try ExternalTools.run(executable.path, arguments, in: directory, environment: environment, timeout: timeout)
    }

    /// The environment of the test process with `changes` applied (nil removes a variable).
    static func environment(_ changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        return environment
    }

    /// Every stage on one input, in process: read, decode, validate, lint (with every report
    /// format), and for a spec with no error the Swift generator and the plan writer. Returns
    /// both results. A trap here ends the test process, which is what the callers prove
    /// does not happen.
    @discardableResult
    static func runEveryStage(_ source: SourceFile, devices: [Device] = Device.presets) -> (
        validated: ValidationResult, linted: ValidationResult
    ) {
        let validated = Validator.validate([source])
        let linted = Linter.lint([source])
        let context = ReportContext(rules: .lint)
        for format in ReportFormat.allCases where format != .sarif {
            _ = format.makeReporter(context).report(linted)
        }
        if !validated.hasErrors {
            let specs = validated.files.compactMap(\.spec)
            _ = SwiftGenerator.generateFile(specs)
            _ = SwiftGenerator.generateFiles(specs)
            for device in devices {
                _ = RenderPlanWriter.document(for: specs, device: device, textSize: .large)
            }
        }
        return (validated, linted)
    }

    /// Whether tests that measure a child through `python3` run: always in CI, else when it is installed.
    static var runsPythonTests: Bool {
        let hasPython = (try? ExternalTools.run("python3", ["-c", "pass"]).status) == 0
        if !hasPython, !ExternalTools.isCI {
            print("note: skipping the peak-memory test of a huge input: python3 is not installed")
        }
        return hasPython || ExternalTools.isCI
    }

    /// Positions the slow, obvious way: lines end at LF, CRLF or a lone CR (the CR of a CRLF is a
    /// column of its line, where an offset between the two points); a column is one plus
    /// the scalars (bytes that are not UTF-8 continuation bytes) between the line start and the
    /// offset (two UTF-16 units for a scalar of four bytes, one byte for each byte); offsets clamp
    /// to the text after any byte-order mark.
    static func referencePosition(in bytes: [UInt8], at requested: Int) -> SourcePosition {
        let textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let offset = min(max(requested, textStart), bytes.count)
        var (line, column, utf16, utf8, index) = (1, 1, 1, 1, textStart)
        while index < offset {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                (line, column, utf16, utf8) = (line + 1, 1, 1, 1)
                continue
            }
            utf8 += 1
            if byte & 0xC0 != 0x80 {
                column += 1
                utf16 += byte >= 0xF0 ? 2 : 1
            }
        }
        return SourcePosition(line: line, column: column, utf16Column: utf16, utf8Column: utf8, offset: offset)
    }

    /// Records an issue for each finding that is not located inside its file, at the line and
    /// column its offset has when counted the slow way (`referencePosition`).
    static func expectLocated(_ diagnostics: [Diagnostic], in source: SourceFile, _ label: String) {
        for diagnostic in diagnostics {
            guard let range = diagnostic.location.range else {
                Issue.record("\(label): a finding without a location: \(diagnostic)")
                continue
            }
            #expect(diagnostic.location.file == source.path, "\(label): \(diagnostic)")
            #expect(range.start <= range.end && range.endOffset <= source.bytes.count, "\(label): \(diagnostic)")
            let converted = source.converter.range(range)
            #expect(converted.start == referencePosition(in: source.bytes, at: range.startOffset), "\(label): start of \(diagnostic)")
            #expect(converted.end == referencePosition(in: source.bytes, at: range.endOffset), "\(label): end of \(diagnostic)")
        }
    }
}

/// The hardening tests (`swift test --filter Hardening`): size limits, hostile input, generated
/// code that compiles and holds exactly the spec's texts, file systems, interruption and
/// deterministic output. Each is a suite nested here, one file each.
@Suite struct HardeningTests {}
