import Foundation

/// The fenced code blocks of a Markdown page, and the command lines in them that run dialogc.
///
/// A block's language is the first word of its info string (```` ```sh ````); a block inside a
/// list item may be indented, and its lines lose that indentation. An HTML comment
/// `<!-- dialogc: exit N -->` on the last non-blank line before the fence says the block's dialogc
/// lines exit with status N instead of 0.
struct MarkdownCodeBlock: Equatable {
    var language: String
    /// The 1-based line of the opening fence in the page.
    var line: Int
    var lines: [String]
    var expectedStatus: Int32

    static let shellLanguages: Set<String> = ["sh", "bash", "shell", "console", "zsh"]
    static let marker = try! NSRegularExpression(pattern: #"^<!--\s*dialogc:\s*exit\s+([0-9]+)\s*-->$"#)

    static func blocks(in text: String) -> [MarkdownCodeBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [MarkdownCodeBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indentation)
            guard let fenceCharacter = body.first, fenceCharacter == "`" || fenceCharacter == "~" else {
                index += 1
                continue
            }
            let fence = body.prefix { $0 == fenceCharacter }
            guard fence.count >= 3 else {
                index += 1
                continue
            }
            let info = body.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            let language = String(info.prefix { !$0.isWhitespace }).lowercased()
            var content: [String] = []
            var end = index + 1
            while end < lines.count {
                let candidate = lines[end].trimmingCharacters(in: .whitespaces)
                if candidate.count >= fence.count, candidate.allSatisfy({ $0 == fenceCharacter }) { break }
                content.append(String(lines[end].dropFirst(min(indentation, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            blocks.append(
                MarkdownCodeBlock(
                    language: language, line: index + 1, lines: content, expectedStatus: expectedStatus(marker: previous)))
            index = end + 1
        }
        return blocks
    }

    private static func expectedStatus(marker line: String) -> Int32 {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let range = NSRange(trimmed.startIndex..., in: trimmed)
        guard let match = marker.firstMatch(in: trimmed, range: range), let status = Range(match.range(at: 1), in: trimmed) else {
            return 0
        }
        return Int32(trimmed[status]) ?? 0
    }

    /// The command lines of a shell block: every line of `sh`, `bash`, `shell` and `zsh` (a
    /// trailing `\` joins the next), and the `$ ` lines of `console`; comments and blank lines aside.
    var commands: [String] {
        guard Self.shellLanguages.contains(language) else { return [] }
        var commands: [String] = []
        var pending = ""
        for line in lines {
            var text = line.trimmingCharacters(in: .whitespaces)
            if language == "console" && pending.isEmpty {
                guard text.hasPrefix("$ ") else { continue }
                text.removeFirst(2)
            }
            if text.hasSuffix("\\") {
                pending += text.dropLast() + " "
                continue
            }
            let command = pending + text
            pending = ""
            if command.isEmpty || command.hasPrefix("#") { continue }
            commands.append(command)
        }
        if !pending.isEmpty { commands.append(pending) }
        return commands
    }

    /// Whether a command line runs dialogc: `dialogc`, `swift run dialogc` or `"$DIALOGC"` at the
    /// start of the line or after `|`, `;`, `&&`, `||`, `(` or `$(`.
    static let runsDialogc = try! NSRegularExpression(
        pattern: #"(^|[|;&(]\s*)(swift\s+run\s+)?(dialogc|"\$DIALOGC"|\$DIALOGC)(\s|$)"#)

    static func runsDialogc(_ command: String) -> Bool {
        runsDialogc.firstMatch(in: command, range: NSRange(command.startIndex..., in: command)) != nil
    }

    /// The dialogc command lines of the block, in order.
    var dialogcCommands: [String] { commands.filter(Self.runsDialogc) }
}
