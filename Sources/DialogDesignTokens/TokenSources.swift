import DialogDiagnostics
import DialogJSONReader

/// The design tokens of a run, read from the files a configuration's `tokens` or `--tokens` name.
///
/// What the files are is read off their content, not their names: a resolver document (it writes
/// `resolutionOrder`, or its `$schema` is the Resolver module's) gives the token set of each
/// appearance through its modifiers; token files of a Figma Variables export (their top level
/// names a `com.figma.modeName`) are one appearance each by their modes' names; plain token files
/// are merged in the order named, the same in every appearance. A mix that cannot mean anything
/// (two resolvers, or token files beside a resolver, which should be among its sets) is a finding
/// at the file that is not read.
package enum TokenSources {
    /// What loading gave: the theme, and the named files that could not be read at all (an input
    /// error of the run, as a missing catalog is; a file a resolver names is a finding instead).
    package struct Loaded: Sendable {
        package var theme: DesignTokenTheme
        package var unreadable: [String]
    }

    /// Reads the token files at `paths`, in order, with `read`, which returns a file's bytes with
    /// the path findings show for it, or nil when it cannot be read; a resolver's sources are read
    /// by their path beside the resolver. `contexts` chooses a context for each modifier of a
    /// resolver that is not about appearance (`brand: acme`).
    package static func load(_ paths: [String], contexts: [String: String] = [:], read: @escaping (String) -> SourceFile?) -> Loaded {
        var unreadable: [String] = []
        var resolvers: [(path: String, file: SourceFile, isThemes: Bool)] = []
        var tokenFiles: [DesignTokenFile] = []
        for path in paths {
            guard let file = read(path) else {
                unreadable.append(path)
                continue
            }
            // Read once: a token file's document is the one its kind was told by.
            guard let document = try? JSONReader().read(file) else {
                tokenFiles.append(DesignTokenFile.read(file))
                continue
            }
            switch kind(of: document) {
            case .resolver: resolvers.append((path, file, false))
            case .tokensStudioThemes: resolvers.append((path, file, true))
            case .tokens: tokenFiles.append(DesignTokenFile.read(file, document: document))
            }
        }
        return Loaded(theme: theme(resolvers: resolvers, tokenFiles: tokenFiles, contexts: contexts, read: read), unreadable: unreadable)
    }

    private static func theme(
        resolvers: [(path: String, file: SourceFile, isThemes: Bool)], tokenFiles: [DesignTokenFile], contexts: [String: String],
        read: @escaping (String) -> SourceFile?
    ) -> DesignTokenTheme {
        guard let (resolverPath, resolverFile, isThemes) = resolvers.first else {
            var appearances: AppearanceTokens
            if tokenFiles.contains(where: { $0.figmaModeName != nil }) {
                appearances = AppearanceTokens(figmaModes: tokenFiles)
            } else {
                let set = DesignTokenSet(files: tokenFiles)
                appearances = AppearanceTokens(sets: [.light: set], diagnostics: set.diagnostics)
            }
            if !contexts.isEmpty, let first = tokenFiles.first {
                appearances.diagnostics.insert(
                    Diagnostic(
                        .error, rule: .tokenUnknownContext, Message.noResolver(contexts.keys.sorted()),
                        at: SourceLocation(file: first.file.path)),
                    at: 0)
            }
            return DesignTokenTheme(
                appearances: appearances, sources: tokenFiles.map(\.file), writtenPaths: DesignTokenTheme.writtenPaths(of: tokenFiles))
        }
        let load = { (reference: String) in read(path(reference, besideFile: resolverPath)) }
        let resolver =
            isThemes ? TokenResolver(tokensStudioThemes: resolverFile, load: load) : TokenResolver(file: resolverFile, load: load)
        // Every token file the resolver reads, each once: its own sources, and its modifiers' (all
        // that Tokens Studio's themes have).
        var readFiles: [DesignTokenFile] = []
        for file in resolver.files + resolver.modifiers.flatMap({ $0.contexts.flatMap(\.sources) })
        where !readFiles.contains(where: { $0.file.path == file.file.path }) {
            readFiles.append(file)
        }
        var findings = resolver.diagnostics
        for extra in resolvers.dropFirst() {
            findings.append(
                Diagnostic(
                    .error, rule: .tokenUnsupported, Message.secondResolver(resolverFile.path),
                    at: SourceLocation(file: extra.file.path)))
        }
        for file in tokenFiles {
            findings.append(
                Diagnostic(
                    .error, rule: .tokenUnsupported, Message.besideResolver(resolverFile.path), at: SourceLocation(file: file.file.path)))
        }
        let (others, choiceFindings) = choices(contexts, of: resolver)
        findings += choiceFindings
        var appearances = resolver.appearanceTokens(others: others)
        for finding in appearances.diagnostics where !findings.contains(finding) { findings.append(finding) }
        appearances.diagnostics = findings
        var sources = [resolverFile]
        for file in readFiles + tokenFiles where !sources.contains(where: { $0.path == file.file.path }) {
            sources.append(file.file)
        }
        sources += resolvers.dropFirst().map(\.file)
        return DesignTokenTheme(appearances: appearances, sources: sources, writtenPaths: DesignTokenTheme.writtenPaths(of: readFiles))
    }

    /// The contexts chosen for the resolver's modifiers that are not about appearance, and a
    /// finding for each choice of a modifier it does not have (with the nearest name) or of one
    /// that means appearance, which the run reads in every appearance whatever is chosen.
    private static func choices(_ contexts: [String: String], of resolver: TokenResolver) -> ([String: String], [Diagnostic]) {
        var others: [String: String] = [:]
        var findings: [Diagnostic] = []
        let names = resolver.modifiers.map(\.name)
        for name in contexts.keys.sorted() {
            guard let modifier = resolver.modifiers.first(where: { $0.name == name }) else {
                findings.append(
                    Diagnostic(
                        .error, rule: .tokenUnknownContext, TokenMessages.unknownModifier(name),
                        at: SourceLocation(file: resolver.file.path),
                        suggestion: Suggestions.closest(to: name, among: names).map { Suggestion("did you mean '\($0)'") }))
                continue
            }
            let normalized = TokenResolver.normalized(modifier.name)
            if TokenResolver.schemeModifierNames.contains(normalized) || TokenResolver.contrastModifierNames.contains(normalized) {
                findings.append(
                    Diagnostic(.warning, rule: .tokenUnknownContext, Message.appearanceChosen(name), at: modifier.location))
                continue
            }
            others[name] = contexts[name]
        }
        return (others, findings)
    }

    /// What a named file is, read off its content.
    enum Kind {
        case resolver, tokensStudioThemes, tokens
    }

    /// A resolver document writes a `resolutionOrder` at its top level, which no token file can (a
    /// group may be called anything, so the `$schema` of the Resolver module also counts); Tokens
    /// Studio's themes are an array of themes that select token sets; anything else is read as a
    /// token file, which reports what is wrong with it (a file that is not JSON is read as one
    /// too, for its syntax finding).
    static func kind(of document: JSONDocument) -> Kind {
        if TokenResolver.isTokensStudioThemes(document) { return .tokensStudioThemes }
        guard document.kind(document.root) == .object else { return .tokens }
        for member in document.members(document.root) {
            if document.string(member.key, equals: "resolutionOrder") { return .resolver }
            if document.string(member.key, equals: "$schema"), let schema = document.string(member.value),
                schema.hasSuffix("/resolver.json")
            {
                return .resolver
            }
        }
        return .tokens
    }

    /// `reference`, a path relative to the file at `path` (or absolute), as a path from where
    /// `path` is: `./color/light.tokens.json` beside `tokens/app.resolver.json` is
    /// `tokens/color/light.tokens.json`. `.` and `..` are taken out without asking the file system.
    package static func path(_ reference: String, besideFile path: String) -> String {
        let isAbsolute = reference.hasPrefix("/") || path.hasPrefix("/")
        var parts: [Substring] = reference.hasPrefix("/") ? [] : Array(path.split(separator: "/").dropLast())
        for part in reference.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// The wording of the loader's own findings.
    enum Message {
        static func secondResolver(_ first: String) -> RuleMessage {
            RuleMessage(
                "second-resolver", "a run reads one resolver document, '\(first)'; this one is not read (name its sets in that one)")
        }
        static func besideResolver(_ resolver: String) -> RuleMessage {
            RuleMessage(
                "beside-resolver",
                "this token file is not read beside the resolver document '\(resolver)'; name it among the resolver's sets")
        }
        static func noResolver(_ modifiers: [String]) -> RuleMessage {
            RuleMessage(
                "no-resolver",
                "no resolver document among the token files has modifiers to choose "
                    + modifiers.map { "'\($0)'" }.joined(separator: ", ") + " in")
        }
        static func appearanceChosen(_ modifier: String) -> RuleMessage {
            RuleMessage(
                "appearance-chosen",
                "modifier '\(modifier)' is the appearance, which is read for every appearance; the context chosen for it is not used")
        }
    }
}
