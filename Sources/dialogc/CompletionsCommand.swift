import DialogDiagnostics
import DialogRules

/// `dialogc completions bash|zsh|fish`: a completion script made from the commands' own
/// descriptions, so a new command or option completes as soon as it is declared.
enum CompletionsCommand: Command {
    static let shells = ["bash", "zsh", "fish"]

    static let description = CommandDescription(
        name: "completions", summary: "print a shell completion script (bash, zsh, fish)",
        overview: "print the completion script of a shell for dialogc's commands, options and rule ids",
        usage: "completions bash|zsh|fish",
        arguments: [(label: "SHELL", help: ["bash, zsh or fish"])],
        discussion: """
            bash: source <(dialogc completions bash)
            zsh (after compinit): source <(dialogc completions zsh)
            fish: dialogc completions fish > ~/.config/fish/completions/dialogc.fish
            """,
        acceptsOptions: false)

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        guard parsed.positional.count == 1, let shell = parsed.positional.first, shells.contains(shell) else {
            let given = parsed.positional.first
            let hint = given.flatMap { Suggestions.closest(to: $0, among: shells) }.map { "; did you mean '\($0)'?" } ?? ""
            throw usageError(given.map { "unknown shell '\($0)'\(hint)" } ?? "'completions' takes one shell: bash, zsh or fish")
        }
        let commands = CommandLineTool.commands.map { CompletedCommand($0.description) }
        let script: String =
            switch shell {
            case "bash": CompletionScripts.bash(commands)
            case "zsh": CompletionScripts.zsh(commands)
            default: CompletionScripts.fish(commands)
            }
        Output.standardOutput(script)
    }
}

/// What a completion script needs of one command.
struct CompletedCommand {
    /// The first word, e.g. `generate`.
    var word: String
    /// The words a second position takes: `swift` for `generate swift`, rule ids for `explain`.
    var subwords: [String]
    var summary: String
    var options: [CommandOption]
    /// Whether the command reads paths (files complete after it).
    var takesPaths: Bool

    init(_ description: CommandDescription) {
        let words = description.name.split(separator: " ").map(String.init)
        word = words.first ?? description.name
        switch word {
        case "explain": subwords = RuleSet.lint.all.map { $0.id }
        case "completions": subwords = CompletionsCommand.shells
        case "generate": subwords = GenerateCommand.languages
        default: subwords = Array(words.dropFirst())
        }
        summary = description.summary
        options = description.options + (description.acceptsOptions ? [CommandOption("--help", .flag, help: ["show this help"])] : [])
        takesPaths = subwords.isEmpty && word != "rules"
    }
}

extension CommandOption {
    /// The values of an option whose placeholder lists them (`text|json`); empty otherwise, also for
    /// a placeholder listing kinds of value (`FILE|DIR`), which are spelled in capitals.
    var choices: [String] {
        guard values.isEmpty else { return values }
        guard kind != .flag, label.count > name.count + 1 else { return [] }
        let alternatives = label.dropFirst(name.count + 1).split(separator: "|").map(String.init)
        guard alternatives.count > 1, alternatives.allSatisfy({ $0.contains(where: \.isLowercase) }) else { return [] }
        return alternatives
    }

    /// Whether the value is a path, so the shell completes file names: the placeholder names a
    /// file, folder or path (`FILE`, `DIR`, `FILE|DIR`, `PATH`, `OLD`), not a name, code or number.
    var takesPath: Bool {
        guard kind != .flag, choices.isEmpty, label.count > name.count + 1 else { return false }
        let kinds = label.dropFirst(name.count + 1).split(separator: "|")
        return kinds.contains { ["FILE", "DIR", "PATH", "OLD"].contains(String($0)) }
    }

    /// The whole help as one line, for a script's description: the first line alone stops mid-sentence.
    var helpText: String { help.joined(separator: " ") }
}
