import Foundation

/// The fenced code blocks of a Markdown page, and the command lines in them that run dialogc.
///
/// A block's language is the first word of its info string (```` ```sh ````); a block inside a
/// list item may be indented, and its lines lose that indentation. An HTML comment
/// `<!-- dialogc: exit N -->` on the last non-blank line before the fence says the block's dialogc
/// lines exit with status N instead of 0. A CI recipe (`yaml`) has command lines too: its steps'.
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

    /// The languages of CI recipes, whose steps' command lines `ciCommands` reads.
    static let ciLanguages: Set<String> = ["yaml", "yml"]

    /// The command lines of a shell block: every line of `sh`, `bash`, `shell` and `zsh` (a
    /// trailing `\` joins the next), and the `$ ` lines of `console`; comments and blank lines
    /// aside. A CI recipe's are its steps' (`ciCommands`).
    var commands: [String] {
        if Self.ciLanguages.contains(language) { return ciCommands }
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

    /// The keys of GitLab CI whose value is a list of command lines.
    static let scriptKeys: Set<String> = ["script:", "before_script:", "after_script:"]

    /// The command lines of a CI recipe, read line by line from the few forms recipes write (not
    /// YAML at large): a GitHub Actions `run:` with its command on the line or as a block scalar
    /// below it (`|`: each line is a shell line, `>`: lines fold into one, a blank line ends it),
    /// and the items of a GitLab `script:` list. A key may follow a list item's dash
    /// (`- run: ...`); a value in quotes loses them; every other key is passed over.
    var ciCommands: [String] {
        var commands: [String] = []
        var index = 0
        while index < lines.count {
            var indentation = lines[index].prefix { $0 == " " }.count
            var content = lines[index].dropFirst(indentation)
            index += 1
            while content.hasPrefix("- ") {
                let spaces = content.dropFirst(2).prefix { $0 == " " }.count
                content = content.dropFirst(2 + spaces)
                indentation += 2 + spaces
            }
            let text = content.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("run:") {
                let value = text.dropFirst("run:".count).trimmingCharacters(in: .whitespaces)
                guard let indicator = value.first, indicator == "|" || indicator == ">" else {
                    if !value.isEmpty { commands.append(Self.unquoted(value)) }
                    continue
                }
                // The block scalar: the lines indented deeper than its key, blank ones among them.
                var block: [String] = []
                while index < lines.count {
                    let line = lines[index]
                    let blank = line.allSatisfy { $0 == " " }
                    if !blank && line.prefix(while: { $0 == " " }).count <= indentation { break }
                    block.append(blank ? "" : line.trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                if indicator == "|" {
                    commands += MarkdownCodeBlock(language: "sh", line: self.line, lines: block, expectedStatus: expectedStatus).commands
                } else {
                    commands += block.split(separator: "").map { $0.joined(separator: " ") }
                }
            } else if let key = Self.scriptKeys.first(where: { text.hasPrefix($0) }) {
                let value = text.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
                if !value.isEmpty {
                    commands.append(Self.unquoted(value))
                    continue
                }
                // The list's items, at the key's indentation or deeper.
                while index < lines.count {
                    let line = lines[index]
                    let item = line.trimmingCharacters(in: .whitespaces)
                    if item.isEmpty {
                        index += 1
                        continue
                    }
                    guard item.hasPrefix("- "), line.prefix(while: { $0 == " " }).count >= indentation else { break }
                    commands.append(Self.unquoted(item.dropFirst(2).trimmingCharacters(in: .whitespaces)))
                    index += 1
                }
            }
        }
        return commands
    }

    /// `value` without the quotes around it, if it has a pair.
    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else { return value }
        return String(value.dropFirst().dropLast())
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
