import DialogDiagnostics
import DialogReporters
import DialogValidation
import Foundation

/// Where each report goes: `--format X` alone writes X to standard output, `--format X --output FILE`
/// writes it to FILE; pairs repeat, so one run can write several reports.
struct Destination<Format> {
    var format: Format
    /// nil for standard output.
    var path: String?
}

/// Where each report of `validate` and `lint` goes.
typealias ReportDestination = Destination<ReportFormat>

enum ReportDestinations {
    /// Pairs each `--output` with the `--format` just before it (or `text` when none is).
    static func parse(_ ordered: [(option: CommandOption, value: String)]) throws(UsageError) -> [ReportDestination] {
        try parse(ordered, formatOption: CheckCommand.format, defaultFormat: ReportFormat.text)
    }

    /// Pairs each `--output` with the `formatOption` just before it (or `defaultFormat` when none is),
    /// for any command whose formats are the cases of `Format`.
    static func parse<Format: RawRepresentable & CaseIterable>(
        _ ordered: [(option: CommandOption, value: String)], formatOption: CommandOption, defaultFormat: Format
    ) throws(UsageError) -> [Destination<Format>] where Format.RawValue == String {
        var destinations: [Destination<Format>] = []
        var pendingFormat: Format?
        for (option, value) in ordered {
            if option == formatOption {
                if let format = pendingFormat { destinations.append(Destination(format: format, path: nil)) }
                guard let format = Format(rawValue: value) else { throw unknownFormat(value, among: Format.allCases.map(\.rawValue)) }
                pendingFormat = format
            } else {
                destinations.append(Destination(format: pendingFormat ?? defaultFormat, path: value))
                pendingFormat = nil
            }
        }
        if let format = pendingFormat { destinations.append(Destination(format: format, path: nil)) }
        if destinations.isEmpty { destinations = [Destination(format: defaultFormat, path: nil)] }
        if destinations.filter({ $0.path == nil }).count > 1 {
            throw UsageError("only one report can go to standard output; give the others an '--output FILE'")
        }
        let paths = destinations.compactMap(\.path)
        if Set(paths).count != paths.count {
            throw UsageError("two reports are written to the same '--output' file")
        }
        return destinations
    }

    private static func unknownFormat(_ name: String, among names: [String]) -> UsageError {
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return UsageError("unknown format '\(name)' (expected \(list))\(hint)")
    }
}

extension Destination {
    /// Writes `text`, a report, to standard output or atomically to its file; false (with the
    /// reason printed) when the file cannot be written.
    func deliver(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return deliver { write in Output.hand(bytes, to: write) }
    }

    /// Writes the report `reporter` makes of `result` (lint's findings or diff's changes) as
    /// `deliver(_:)` writes text, in the pieces the reporter renders (lint's thousands of lines on
    /// every core), never joined.
    func deliver<Writer: Reporter>(report result: Writer.Subject, by reporter: Writer) -> Bool {
        let delivered = deliver { write in reporter.writeReport(result, to: write) }
        // Outside GitHub Actions no summary is asked for, so none is made.
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty,
            let summary = reporter.stepSummary(result)
        else { return delivered }
        return appendStepSummary(summary, to: path) && delivered
    }

    /// Appends `markdown` to the job summary file at `path`; appends, since the steps before wrote
    /// theirs into the same file, as GitHub Actions expects.
    private func appendStepSummary(_ markdown: String, to path: String) -> Bool {
        do {
            // O_APPEND: the end of the file at each write, whatever another writer did meanwhile.
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
            let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try file.write(contentsOf: Data(markdown.utf8))
            return true
        } catch {
            Output.standardError("\(path): error: cannot append the job summary: \(Output.reason(error))\n")
            return false
        }
    }

    /// Writes the pieces `produce` hands its argument, in order, to standard output or atomically to the file.
    private func deliver(_ produce: Output.Pieces) -> Bool {
        guard let path else {
            Output.standardOutput(pieces: produce)
            return true
        }
        do {
            try Output.write(to: path, pieces: produce)
            return true
        } catch {
            Output.standardError("\(path): error: cannot write the report: \(Output.reason(error))\n")
            return false
        }
    }
}

/// A mistake on the command line, reported with the command's usage and exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
