import DialogDiagnostics
import DialogJSONReader

/// Tokens of one or more files, merged in order (a later file's token replaces an earlier one of
/// the same path, as a resolver's sets do) and their aliases resolved.
///
/// Each token resolves once: an alias chain is walked in a loop, not by recursion, and what it
/// leads to is remembered for every token on the way, so a chain of any length costs its length
/// and no input can exhaust the stack.
package struct DesignTokenSet: Sendable {
    /// The resolved tokens, in the order their paths were first written; a token whose value could
    /// not be read (a finding says why) is left out.
    package private(set) var tokens: [DesignToken] = []
    /// Every file's findings, then the findings of resolving the tokens.
    package private(set) var diagnostics: [Diagnostic] = []
    private var indexByPath: [String: Int] = [:]

    /// The tokens `files` write, merged and resolved.
    package init(files: [DesignTokenFile]) {
        var resolution = Resolution(files: files)
        resolution.resolveAll()
        diagnostics = files.flatMap(\.diagnostics) + resolution.diagnostics
        for (index, state) in resolution.states.enumerated() {
            guard case .resolved(let type, let value, let aliasOf) = state else { continue }
            let raw = resolution.raw[index]
            let file = files[raw.fileIndex]
            indexByPath[raw.path] = tokens.count
            tokens.append(
                DesignToken(
                    path: raw.path, type: type, value: value, aliasOf: aliasOf ?? raw.figmaAlias, description: raw.description,
                    deprecation: raw.deprecation,
                    location: file.file.location(file.document.start(raw.value), file.document.end(raw.value)),
                    extensions: raw.extensions))
        }
    }

    /// The tokens of one file.
    package init(file: SourceFile) {
        self.init(files: [DesignTokenFile.read(file)])
    }

    /// The token at `path` (`color.accent`, `color.accent.$root`), if it resolved.
    package subscript(path: String) -> DesignToken? {
        indexByPath[path].map { tokens[$0] }
    }

    /// The path of an alias, `{color.accent}` → `color.accent`, or nil when `text` is not one.
    package static func aliasPath(_ text: String) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(inner)
    }
}

/// The work of resolving a set's tokens: their raw forms, merged, and the state of each.
struct Resolution {
    enum State {
        case unvisited
        case resolved(DesignTokenType, DesignTokenValue, aliasOf: String?)
        /// Not readable; a finding said why, here or in the file.
        case failed
    }

    let files: [DesignTokenFile]
    var raw: [RawToken] = []
    var states: [State] = []
    var indexByPath: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []

    init(files: [DesignTokenFile]) {
        self.files = files
        for (fileIndex, file) in files.enumerated() {
            for token in file.tokens(asFile: fileIndex) {
                if let existing = indexByPath[token.path] {
                    raw[existing] = token
                } else {
                    indexByPath[token.path] = raw.count
                    raw.append(token)
                }
            }
        }
        states = Array(repeating: .unvisited, count: raw.count)
    }

    mutating func resolveAll() {
        for index in raw.indices { resolve(index) }
    }

    func document(of token: RawToken) -> JSONDocument { files[token.fileIndex].document }

    func location(of node: JSONNode, in token: RawToken) -> SourceLocation {
        let file = files[token.fileIndex]
        return file.file.location(file.document.start(node), file.document.end(node))
    }

    /// The alias path a token's whole value is, if it is one.
    func aliasTarget(of token: RawToken) -> String? {
        document(of: token).string(token.value).flatMap(DesignTokenSet.aliasPath)
    }

    mutating func report(_ rule: RuleID, _ message: RuleMessage, at node: JSONNode, in token: RawToken, suggestion: Suggestion? = nil) {
        diagnostics.append(Diagnostic(.error, rule: rule, message, at: location(of: node, in: token), suggestion: suggestion))
    }

    /// Resolves the token at `start` and every token its alias chain passes, in one loop.
    mutating func resolve(_ start: Int) {
        var chain: [Int] = []
        var positionOnChain: [Int: Int] = [:]
        var current = start
        while true {
            if case .unvisited = states[current] {} else { break }
            if let position = positionOnChain[current] {
                let cycle = chain[position...]
                let first = raw[chain[position]]
                report(
                    .tokenCycle, TokenMessages.cycle(cycle.map { raw[$0].path } + [first.path]), at: first.value, in: first)
                for index in chain { states[index] = .failed }
                return
            }
            positionOnChain[current] = chain.count
            chain.append(current)
            let token = raw[current]
            if let target = aliasTarget(of: token) {
                guard let targetIndex = indexByPath[target] else {
                    let suggestion = Suggestions.closest(to: target, among: raw.map(\.path))
                    report(
                        .unknownToken, TokenMessages.unknownToken(target), at: token.value, in: token,
                        suggestion: suggestion.map { Suggestion.didYouMean("{\($0)}", quoted: true) })
                    for index in chain { states[index] = .failed }
                    return
                }
                current = targetIndex
                continue
            }
            states[current] = literal(current)
            break
        }
        // Each token on the chain takes the value of the one it names, last first.
        for position in chain.indices.reversed() {
            let index = chain[position]
            guard case .unvisited = states[index] else { continue }
            let next = position + 1 < chain.count ? chain[position + 1] : current
            guard case .resolved(let type, let value, _) = states[next], !raw[index].hasUnknownType else {
                states[index] = .failed
                continue
            }
            let token = raw[index]
            if let declared = token.ownType, declared != type {
                report(
                    .tokenTypeMismatch,
                    TokenMessages.typeMismatch(token.path, declared: declared.article, target: raw[next].path, targetType: type.article),
                    at: token.value, in: token)
                states[index] = .failed
                continue
            }
            states[index] = .resolved(type, value, aliasOf: raw[next].path)
        }
    }

    /// The type a token's alias chain ends in, without reading any value; nil when the chain
    /// ends nowhere or goes round (resolving it reports that).
    func terminalType(of start: Int) -> DesignTokenType? {
        var visited: Set<Int> = []
        var current = start
        while visited.insert(current).inserted {
            if case .resolved(let type, _, _) = states[current] { return type }
            let token = raw[current]
            guard let target = aliasTarget(of: token) else { return token.ownType ?? token.groupType }
            guard let next = indexByPath[target] else { return nil }
            current = next
        }
        return nil
    }

    /// The value a token writes itself, read as its type.
    mutating func literal(_ index: Int) -> State {
        let token = raw[index]
        if token.hasUnknownType { return .failed }
        guard let type = token.ownType ?? token.groupType else {
            report(.tokenMissingType, TokenMessages.missingType(token.path), at: token.value, in: token)
            return .failed
        }
        guard let value = value(token.value, as: type, of: token) else { return .failed }
        return .resolved(type, value, aliasOf: nil)
    }
}
