import DialogCompiler

/// Where each report goes: `--format X` alone writes X to standard output, `--format X --output FILE`
/// writes it to FILE; pairs repeat, so one run can write several reports.
struct ReportDestination {
    var format: ReportFormat
    /// nil for standard output.
    var path: String?
}

enum ReportDestinations {
    /// Pairs each `--output` with the `--format` just before it (or `text` when none is).
    static func parse(_ ordered: [(option: CommandOption, value: String)]) throws(UsageError) -> [ReportDestination] {
        var destinations: [ReportDestination] = []
        var pendingFormat: ReportFormat?
        for (option, value) in ordered {
            if option == CheckCommand.format {
                if let format = pendingFormat { destinations.append(ReportDestination(format: format, path: nil)) }
                guard let format = ReportFormat(rawValue: value) else { throw unknownFormat(value) }
                pendingFormat = format
            } else {
                destinations.append(ReportDestination(format: pendingFormat ?? .text, path: value))
                pendingFormat = nil
            }
        }
        if let format = pendingFormat { destinations.append(ReportDestination(format: format, path: nil)) }
        if destinations.isEmpty { destinations = [ReportDestination(format: .text, path: nil)] }
        if destinations.filter({ $0.path == nil }).count > 1 {
            throw UsageError("only one report can go to standard output; give the others an '--output FILE'")
        }
        let paths = destinations.compactMap(\.path)
        if Set(paths).count != paths.count {
            throw UsageError("two reports are written to the same '--output' file")
        }
        return destinations
    }

    private static func unknownFormat(_ name: String) -> UsageError {
        let names = ReportFormat.allCases.map(\.rawValue)
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return UsageError("unknown format '\(name)' (expected \(list))\(hint)")
    }
}

/// A mistake on the command line, reported with the command's usage and exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
