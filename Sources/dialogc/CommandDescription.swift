/// One option of a command: how it is spelled, whether it takes a value, and its help.
struct CommandOption: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Takes a value and may appear once, e.g. `--config FILE`.
        case value
        /// Takes a value and may repeat; the order of all repeatable options is kept.
        case repeatable
        /// Takes no value, e.g. `--strict`.
        case flag
    }

    var name: String
    var kind: Kind
    /// The left column of the help, e.g. `--config FILE`.
    var label: String
    /// The right column, one entry per line as the help shows it.
    var help: [String]
    /// The values the option takes, for shell completion, when the placeholder names a kind of
    /// value (`NAME`, `SIZE`) rather than listing them (`text|json`).
    var values: [String]

    /// An option whose value is shown as `placeholder` in the help (nothing for a flag) and is one
    /// of `values` (any value when empty).
    init(_ name: String, _ kind: Kind, placeholder: String? = nil, values: [String] = [], help: [String]) {
        self.name = name
        self.kind = kind
        self.label = placeholder.map { "\(name) \($0)" } ?? name
        self.values = values
        self.help = help
    }
}

/// Everything a command is on the command line, declared once: its options drive the parser, and
/// the same description prints `--help` and the usage line of its errors.
struct CommandDescription: Sendable {
    /// The words after `dialogc`, e.g. `generate swift`.
    var name: String
    /// The one line `dialogc --help` lists it with.
    var summary: String
    var overview: String
    /// What follows `USAGE: dialogc`, e.g. `validate [options] [PATH ...]`.
    var usage: String
    /// The positional arguments: a label and its help lines.
    var arguments: [(label: String, help: [String])] = []
    var options: [CommandOption] = []
    /// Where the help column of ARGUMENTS and OPTIONS starts.
    var helpColumn = 25
    /// A paragraph printed after the options.
    var discussion: String?
    /// The lines of the EXIT STATUS section.
    var exitStatus: [String] = []
    /// False for commands that take only positional arguments: everything but `-h`/`--help` is
    /// handed to the command, which words its own error.
    var acceptsOptions = true

    static let helpOption = CommandOption("-h, --help", .flag, help: ["show this help"])

    /// The text `--help` prints, without the final newline.
    var help: String {
        var sections = ["OVERVIEW: \(overview)", "USAGE: dialogc \(usage)"]
        if !arguments.isEmpty {
            sections.append((["ARGUMENTS:"] + arguments.flatMap { column($0.label, $0.help) }).joined(separator: "\n"))
        }
        if acceptsOptions {
            let rows = (options + [Self.helpOption]).flatMap { column($0.label, $0.help) }
            sections.append((["OPTIONS:"] + rows).joined(separator: "\n"))
        }
        if let discussion { sections.append(discussion) }
        if !exitStatus.isEmpty {
            sections.append((["EXIT STATUS:"] + exitStatus.map { "  " + $0 }).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// A label and its help as two columns; a label too wide for its column gets a line of its own.
    private func column(_ label: String, _ help: [String]) -> [String] {
        let indent = String(repeating: " ", count: helpColumn)
        let lead = "  " + label
        guard let first = help.first else { return [lead] }
        let firstLines =
            lead.count + 2 <= helpColumn
            ? [lead + String(repeating: " ", count: helpColumn - lead.count) + first] : [lead, indent + first]
        return firstLines + help.dropFirst().map { indent + $0 }
    }

    /// Prints a usage error, the command's usage line and where its help is (not the whole help,
    /// which would bury the one line that matters), and returns the status to exit with.
    func usageError(_ message: String) -> ExitStatus {
        let command = (["dialogc"] + (name.isEmpty ? [] : [name])).joined(separator: " ")
        Output.standardError("error: \(message)\nusage: dialogc \(usage)\nsee '\(command) --help'\n")
        return .usageOrInput
    }
}
