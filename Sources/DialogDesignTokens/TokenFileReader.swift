import DialogDiagnostics
import DialogJSONReader

/// A token as one file writes it, before its aliases are resolved: its path, the type it or its
/// groups declare, and the node of its `$value` in the file's document.
package struct RawToken: Sendable {
    package var path: String
    /// The token's own `$type`, nil when it writes none (or an unknown one, already reported).
    package var ownType: DesignTokenType?
    /// The `$type` of the closest group that declares one.
    package var groupType: DesignTokenType?
    /// Whether the token's `$type` was one the Format module does not define: its value is not read.
    package var hasUnknownType: Bool
    package var value: JSONNode
    package var description: String?
    package var deprecation: TokenDeprecation?
    package var extensions: ByteRange?
    /// The path of the variable a Figma Variables export says the value was an alias of
    /// (`$extensions["com.figma.aliasData"].targetVariableName`, `/` read as `.`); Figma writes
    /// the value itself already resolved.
    package var figmaAlias: String?
    /// Which of the token set's files writes it.
    package var fileIndex: Int
}

/// One token file read: its document, its tokens in source order and what was wrong with it.
package struct DesignTokenFile: Sendable {
    package let file: SourceFile
    package let document: JSONDocument
    package private(set) var tokens: [RawToken] = []
    package private(set) var diagnostics: [Diagnostic] = []
    /// The mode a Figma Variables export is of (`$extensions["com.figma.modeName"]` at its top
    /// level): Figma writes one file per mode.
    package private(set) var figmaModeName: String?
    /// Whether a token in Tokens Studio's legacy form was reported (once per file).
    private var reportedLegacyForm = false

    /// The keys a token or group may write besides its children's names.
    static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]

    /// Reads `file`'s groups and tokens. A file that is not JSON, or whose top level is not an
    /// object, has no tokens and one finding.
    package static func read(_ file: SourceFile, reader: JSONReader = JSONReader()) -> DesignTokenFile {
        do {
            return read(file, document: try reader.read(file))
        } catch {
            let rule: RuleID = if case .limitExceeded = error { .limitExceeded } else { .jsonSyntax }
            var tokenFile = DesignTokenFile(file: file, document: .empty)
            let details = error.error
            tokenFile.diagnostics.append(
                Diagnostic(.error, rule: rule, details.message, at: file.location(details.start, details.end)))
            return tokenFile
        }
    }

    /// Reads the groups and tokens of `file`, already read into `document`.
    package static func read(_ file: SourceFile, document: JSONDocument) -> DesignTokenFile {
        var tokenFile = DesignTokenFile(file: file, document: document)
        tokenFile.readRoot()
        return tokenFile
    }

    private init(file: SourceFile, document: JSONDocument) {
        self.file = file
        self.document = document
    }

    /// The tokens written inline at `node` of an already read document (a resolver's inline source).
    package static func read(inline node: JSONNode, of document: JSONDocument, in file: SourceFile) -> DesignTokenFile {
        var tokenFile = DesignTokenFile(file: file, document: document)
        guard document.kind(node) == .object else {
            tokenFile.report(.tokenInvalidValue, TokenMessages.notAnObject("an inline token source"), at: node)
            return tokenFile
        }
        tokenFile.readGroup(node, path: [], inheritedType: nil, deprecation: nil, isRoot: true)
        return tokenFile
    }

    private mutating func readRoot() {
        let root = document.root
        guard document.kind(root) == .object else {
            report(.tokenInvalidValue, TokenMessages.notAnObject("a token file"), at: root)
            return
        }
        readGroup(root, path: [], inheritedType: nil, deprecation: nil, isRoot: true)
    }

    private mutating func report(_ rule: RuleID, _ message: RuleMessage, at node: JSONNode, severity: Severity = .error) {
        diagnostics.append(Diagnostic(severity, rule: rule, message, at: location(of: node)))
    }

    private func location(of node: JSONNode) -> SourceLocation {
        file.location(document.start(node), document.end(node))
    }

    /// Reads the members of a group: its own properties, then each child, a token when it writes
    /// `$value` and a group otherwise. A group's `$type` and `$deprecated` hold for what it
    /// holds unless a member says otherwise. Nesting is bounded by the reader's depth limit.
    private mutating func readGroup(
        _ group: JSONNode, path: [String], inheritedType: DesignTokenType?, deprecation inherited: TokenDeprecation?, isRoot: Bool
    ) {
        var type = inheritedType
        var deprecation = inherited
        var seen: [String: JSONNode] = [:]
        for member in document.members(group) {
            let key = document.string(member.key) ?? ""
            if let first = seen[key] {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .duplicateKey, "duplicate key '\(key)'", at: location(of: member.key),
                        notes: [DiagnosticNote("'\(key)' first defined here", at: location(of: first))]))
                continue
            }
            seen[key] = member.key
            switch key {
            case "$type":
                if let declared = readType(member.value) { type = declared }
            case "$description":
                _ = readProperty(key, member.value)
            case "$deprecated":
                if case .deprecation(let value)? = readProperty(key, member.value) { deprecation = value }
            case "$extensions":
                if document.kind(member.value) != .object {
                    report(.tokenInvalidValue, TokenMessages.notAnObject("'$extensions'"), at: member.value)
                } else if isRoot {
                    figmaModeName = extensionMember(member.value, "com.figma.modeName").flatMap { document.string($0) }
                }
            case "$schema" where isRoot:
                continue
            case "$extends":
                report(.tokenUnsupported, TokenMessages.unsupported("a group's '$extends'"), at: member.key)
            default:
                continue
            }
        }
        for member in document.members(group) {
            let key = document.string(member.key) ?? ""
            if key.hasPrefix("$"), key != "$root" {
                if !Self.tokenProperties.contains(key), key != "$extends", !(isRoot && key == "$schema") {
                    report(.unknownKey, TokenMessages.unknownProperty(key), at: member.key, severity: .warning)
                }
                continue
            }
            guard seen[key] == member.key else { continue }
            if key != "$root", !Self.isName(key) {
                report(.tokenInvalidName, TokenMessages.invalidName(key), at: member.key)
                continue
            }
            let childPath = path + [key]
            guard document.kind(member.value) == .object else {
                report(.tokenInvalidValue, TokenMessages.notAnObject("token or group '\(key)'"), at: member.value)
                continue
            }
            let isToken = document.members(member.value).contains { document.string($0.key, equals: "$value") }
            if !isToken, isLegacyTokensStudioToken(member.value) {
                // Reported once: a file in that form writes every token so.
                if !reportedLegacyForm {
                    reportedLegacyForm = true
                    report(.tokenUnsupported, TokenMessages.legacyTokensStudio(childPath.joined(separator: ".")), at: member.value)
                }
                continue
            }
            if isToken {
                readToken(member.value, path: childPath, groupType: type, deprecation: deprecation)
            } else if document.members(member.value).contains(where: { document.string($0.key, equals: "$ref") }) {
                report(.tokenUnsupported, TokenMessages.unsupported("a token's '$ref'"), at: member.value)
            } else if key == "$root" {
                report(
                    .tokenInvalidValue, TokenMessages.invalidValue(childPath.joined(separator: "."), "a '$root' token needs a '$value'"),
                    at: member.value)
            } else {
                readGroup(member.value, path: childPath, inheritedType: type, deprecation: deprecation, isRoot: false)
            }
        }
    }

    /// Whether `node` is a token as Tokens Studio's legacy form writes it: `value` and `type`
    /// without the Format module's `$`.
    private func isLegacyTokensStudioToken(_ node: JSONNode) -> Bool {
        let members = document.members(node)
        return members.contains { document.string($0.key, equals: "value") }
            && members.contains { document.string($0.key, equals: "type") && document.kind($0.value) == .string }
    }

    /// The value of `key` in the object `node`, if it is one and has the key.
    private func extensionMember(_ node: JSONNode, _ key: String) -> JSONNode? {
        document.members(node).first { document.string($0.key, equals: key) }?.value
    }

    /// A name the Format module allows for a token or group.
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("$") && !name.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    private mutating func readToken(_ node: JSONNode, path: [String], groupType: DesignTokenType?, deprecation: TokenDeprecation?) {
        var token = RawToken(
            path: path.joined(separator: "."), ownType: nil, groupType: groupType, hasUnknownType: false, value: node,
            deprecation: deprecation, fileIndex: 0)
        var seen: Set<String> = []
        for member in document.members(node) {
            let key = document.string(member.key) ?? ""
            guard seen.insert(key).inserted else {
                report(.duplicateKey, RuleMessage("duplicate", "duplicate key '\(key)'"), at: member.key)
                continue
            }
            switch key {
            case "$value": token.value = member.value
            case "$type":
                token.ownType = readType(member.value)
                token.hasUnknownType = token.ownType == nil
            case "$description":
                token.description = readProperty(key, member.value).flatMap { if case .description(let text) = $0 { text } else { nil } }
            case "$deprecated":
                if case .deprecation(let value)? = readProperty(key, member.value) { token.deprecation = value }
            case "$extensions":
                if document.kind(member.value) == .object {
                    token.extensions = ByteRange(document.start(member.value), document.end(member.value))
                    token.figmaAlias = extensionMember(member.value, "com.figma.aliasData")
                        .flatMap { extensionMember($0, "targetVariableName") }.flatMap { document.string($0) }
                        .map { $0.split(separator: "/").joined(separator: ".") }
                } else {
                    report(.tokenInvalidValue, TokenMessages.notAnObject("'$extensions'"), at: member.value)
                }
            case "$ref":
                report(.tokenUnsupported, TokenMessages.unsupported("a token's '$ref'"), at: member.key)
            default:
                report(.unknownKey, TokenMessages.unknownProperty(key), at: member.key, severity: .warning)
            }
        }
        tokens.append(token)
    }

    /// A `$type`: one of the Format module's types, or nil after a finding.
    private mutating func readType(_ node: JSONNode) -> DesignTokenType? {
        guard let text = document.string(node) else {
            report(.tokenInvalidValue, TokenMessages.notAString("$type"), at: node)
            return nil
        }
        guard let type = DesignTokenType(rawValue: text) else {
            let suggestion = Suggestions.closest(to: text, among: DesignTokenType.allCases.map(\.rawValue))
            diagnostics.append(
                Diagnostic(
                    .error, rule: .tokenUnknownType, TokenMessages.unknownType(text), at: location(of: node),
                    suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
            return nil
        }
        return type
    }

    private enum Property {
        case description(String)
        case deprecation(TokenDeprecation?)
    }

    private mutating func readProperty(_ key: String, _ node: JSONNode) -> Property? {
        if key == "$description" {
            guard let text = document.string(node) else {
                report(.tokenInvalidValue, TokenMessages.notAString(key), at: node)
                return nil
            }
            return .description(text)
        }
        if let flag = document.bool(node) { return .deprecation(flag ? .deprecated : nil) }
        if let message = document.string(node) { return .deprecation(.deprecatedWithMessage(message)) }
        report(.tokenInvalidValue, RuleMessage("deprecated", "'$deprecated' must be a boolean or a string"), at: node)
        return nil
    }

    /// This file's tokens, marked as the set's file `index`.
    func tokens(asFile index: Int) -> [RawToken] {
        tokens.map { token in
            var token = token
            token.fileIndex = index
            return token
        }
    }
}
