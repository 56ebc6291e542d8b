import DialogDiagnostics
import DialogJSONReader

/// Tokens Studio's `$themes.json`, read as a resolver: each theme `group` is a modifier and each
/// theme of the group one of its contexts, whose sources are the token sets the theme selects.
///
/// A theme's `selectedTokenSets` names each set `enabled` (its tokens are the theme's), `source`
/// (its tokens are only for references: read too, before the enabled ones, so an enabled set
/// overrides them) or `disabled` (not read). A set `core/colors` is the file `core/colors.json`
/// beside the themes file, as Tokens Studio's multi-file sync writes them. A theme without a
/// group is of the group `theme`. A group that means no appearance (a brand) takes its first
/// theme unless `--token-context GROUP=THEME` chooses another: Tokens Studio has no default.
extension TokenResolver {
    /// Reads the themes `file`; `load` reads a set's file given its path relative to the themes
    /// file (`core/colors.json`), or returns nil when there is none.
    package init(tokensStudioThemes file: SourceFile, load: @escaping (String) -> SourceFile?) {
        var reading = ThemesReading(file: file, load: load)
        reading.read()
        self.init(file: file, modifiers: reading.modifiers, diagnostics: reading.diagnostics)
    }

    /// Whether `document` is a Tokens Studio themes file: an array of objects that select token sets.
    package static func isTokensStudioThemes(_ document: JSONDocument) -> Bool {
        guard document.kind(document.root) == .array else { return false }
        var elements = document.elements(document.root).makeIterator()
        guard let first = elements.next() else { return false }
        return document.kind(first) == .object
            && document.members(first).contains { document.string($0.key, equals: "selectedTokenSets") }
    }
}

/// Reading a themes file's themes into modifiers, with located findings.
private struct ThemesReading {
    let file: SourceFile
    let load: (String) -> SourceFile?
    var modifiers: [TokenResolver.Modifier] = []
    var diagnostics: [Diagnostic] = []
    /// Each set read, by name: a set several themes select is read once.
    var loaded: [String: DesignTokenFile?] = [:]

    init(file: SourceFile, load: @escaping (String) -> SourceFile?) {
        self.file = file
        self.load = load
    }

    mutating func read() {
        let document: JSONDocument
        do {
            document = try JSONReader().read(file)
        } catch {
            let rule: RuleID = if case .limitExceeded = error { .limitExceeded } else { .jsonSyntax }
            diagnostics.append(Diagnostic(.error, rule: rule, error.error.message, at: file.location(error.error.start, error.error.end)))
            return
        }
        func location(_ node: JSONNode) -> SourceLocation { file.location(document.start(node), document.end(node)) }
        guard document.kind(document.root) == .array else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .tokenInvalidValue, TokenMessages.notAnArray("a Tokens Studio themes file"), at: location(document.root)))
            return
        }
        for theme in document.elements(document.root) {
            // `members` of a node that is not an object is empty.
            let members = Array(document.members(theme))
            func string(_ key: String) -> String? {
                members.first { document.string($0.key, equals: key) }.flatMap { document.string($0.value) }
            }
            guard let name = string("name"), let selected = members.first(where: { document.string($0.key, equals: "selectedTokenSets") }),
                document.kind(selected.value) == .object
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .tokenInvalidValue,
                        RuleMessage("theme", "a Tokens Studio theme needs a 'name' and a 'selectedTokenSets' object"), at: location(theme)))
                continue
            }
            var sources: [DesignTokenFile] = []
            var enabled: [DesignTokenFile] = []
            for set in document.members(selected.value) {
                let setName = document.string(set.key) ?? ""
                let status = document.string(set.value) ?? ""
                guard status == "enabled" || status == "source" else {
                    if status != "disabled" {
                        diagnostics.append(
                            Diagnostic(
                                .error, rule: .tokenInvalidValue,
                                RuleMessage(
                                    "set-status",
                                    "token set '\(setName)' is '\(status)'; a theme's set is 'enabled', 'source' or 'disabled'"),
                                at: location(set.value)))
                    }
                    continue
                }
                guard let tokens = tokenSet(setName, at: location(set.key)) else { continue }
                if status == "source" { sources.append(tokens) } else { enabled.append(tokens) }
            }
            let group = string("group") ?? "theme"
            if let index = modifiers.firstIndex(where: { $0.name == group }) {
                modifiers[index].contexts.append((name, sources + enabled))
            } else {
                modifiers.append(
                    TokenResolver.Modifier(
                        name: group, contexts: [(name, sources + enabled)], defaultContext: nil, location: location(theme)))
            }
        }
        for index in modifiers.indices {
            modifiers[index].defaultContext = modifiers[index].contexts.first?.name
        }
    }

    /// The set `name`, read from `name.json` once; nil, after a finding, when there is no such file.
    mutating func tokenSet(_ name: String, at location: SourceLocation) -> DesignTokenFile? {
        if let known = loaded[name] { return known }
        let source = load(name + ".json")
        if source == nil {
            diagnostics.append(Diagnostic(.error, rule: .tokenMissingSource, TokenMessages.missingSource(name + ".json"), at: location))
        }
        let read = source.map { DesignTokenFile.read($0) }
        loaded[name] = read
        return read
    }
}
