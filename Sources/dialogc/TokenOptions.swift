import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogJSONReader
import Foundation

/// `--tokens` and `--token-context`, shared by every command that reads specs: the design tokens
/// a spec's `"{color.accent}"` resolves against. The files are read here; the library takes the
/// theme read, and its findings join the run's as a spec's do.
enum TokenOptions {
    static let tokens = CommandOption(
        "--tokens", .repeatable, placeholder: "FILE",
        help: [
            "a design-token file or resolver document the specs' token references",
            "resolve against, in place of the configuration's 'tokens'",
        ])
    static let context = CommandOption(
        "--token-context", .repeatable, placeholder: "NAME=VALUE",
        help: ["the context of the token resolver's modifier NAME (a brand, a", "platform), over the configuration's 'tokenContext'"])

    /// The options of every spec-reading command.
    static let all = [tokens, context]

    /// The tokens the options name: `--tokens` (else the configuration's `tokens`), with the
    /// contexts of `--token-context` over the configuration's `tokenContext`; nil when no token
    /// file is named. A malformed choice is a usage error of `command`; a named file that cannot
    /// be read is printed and ends the run, as a missing catalog does.
    static func theme(
        _ parsed: ParsedArguments, configuration: Configuration, for command: CommandDescription
    ) throws(ExitStatus) -> DesignTokenTheme? {
        guard let (paths, contexts) = try choice(parsed, configuration: configuration, for: command) else { return nil }
        return try load(paths, contexts: contexts)
    }

    /// The tokens the options name as their files were at git `revision`, for the old side of
    /// `diff --against`: a token whose value a commit changed then shows as a change of the dialogs
    /// naming it. Nil when no token file is named or one did not exist at the revision (the
    /// working tree's tokens then stand for both sides).
    static func theme(
        atRevision revision: String, _ parsed: ParsedArguments, configuration: Configuration, for command: CommandDescription
    ) throws(ExitStatus) -> DesignTokenTheme? {
        guard let (paths, contexts) = try choice(parsed, configuration: configuration, for: command) else { return nil }
        let directory = FileManager.default.currentDirectoryPath
        let loaded = TokenSources.load(paths, contexts: contexts) { path in
            GitRevision.file(at: revision, path: path, display: InputFiles.displayPath(path, relativeTo: directory))
        }
        return loaded.unreadable.isEmpty ? loaded.theme : nil
    }

    /// The token files and contexts the options name; nil when they name no token file.
    private static func choice(
        _ parsed: ParsedArguments, configuration: Configuration, for command: CommandDescription
    ) throws(ExitStatus) -> (paths: [String], contexts: [String: String])? {
        var contexts = configuration.tokenContext
        for choice in parsed.values(context) {
            let parts = choice.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw command.usageError("'--token-context' takes NAME=VALUE, a modifier and its context, not '\(choice)'")
            }
            contexts[String(parts[0])] = String(parts[1])
        }
        let given = parsed.values(tokens)
        let paths = given.isEmpty ? configuration.tokenPaths : given
        guard !paths.isEmpty else {
            if !parsed.values(context).isEmpty {
                throw command.usageError("'--token-context' needs token files: '--tokens FILE' or the configuration's 'tokens'")
            }
            return nil
        }
        return (paths, contexts)
    }

    /// The tokens of the files at `paths`, shown relative to the working directory; one that cannot
    /// be read is printed and ends the run.
    static func load(_ paths: [String], contexts: [String: String] = [:]) throws(ExitStatus) -> DesignTokenTheme {
        let directory = FileManager.default.currentDirectoryPath
        // Why each unreadable file could not be read, kept from the one attempt.
        var failures: [String: String] = [:]
        let loaded = TokenSources.load(paths, contexts: contexts) { path in
            switch InputFiles.contents(of: path, atMost: JSONReader.defaultMaximumFileSize + 1) {
            case .success(let bytes): return SourceFile(path: InputFiles.displayPath(path, relativeTo: directory), bytes: bytes)
            case .failure(let failure):
                failures[path] = failure.message
                return nil
            }
        }
        for path in loaded.unreadable {
            let reason = failures[path] ?? "cannot read the file"
            let message = reason.replacingOccurrences(of: "cannot read the file", with: "cannot read the token file")
            Output.standardError("\(InputFiles.displayPath(path, relativeTo: directory)): error: \(message)\n")
        }
        guard loaded.unreadable.isEmpty else { throw .usageOrInput }
        return loaded.theme
    }

    /// What the tokens add to a stamp: the token files' paths and bytes, so a changed token makes
    /// the output again.
    static func stampSources(_ theme: DesignTokenTheme?) -> [SourceFile] {
        theme?.sources ?? []
    }
}
