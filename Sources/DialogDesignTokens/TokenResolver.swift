import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine
import Foundation

/// A resolver document of the Resolver module (2025.10): named `sets` of token sources,
/// `modifiers` whose `contexts` each name sources, and the `resolutionOrder` merging them.
/// Choosing a context per modifier gives one token set; the modifiers that mean appearance and
/// contrast give the four sets of `DialogAppearance`, from which a token is an adaptive color.
package struct TokenResolver: Sendable {
    /// One modifier: its contexts in the order written, each with its sources.
    package struct Modifier: Sendable {
        package var name: String
        package var contexts: [(name: String, sources: [DesignTokenFile])]
        package var defaultContext: String?
        /// The modifier's key in the resolver file, where a finding about a choice points.
        package var location: SourceLocation

        package var contextNames: [String] { contexts.map(\.name) }
    }

    enum Step: Sendable {
        case set([DesignTokenFile])
        case modifier(Int)
    }

    package let file: SourceFile
    package private(set) var modifiers: [Modifier] = []
    package private(set) var diagnostics: [Diagnostic] = []
    /// The token files the resolver's sources read and write inline, each once, in the order first
    /// met: what a run shows excerpts of and the paths it has written.
    package private(set) var files: [DesignTokenFile] = []
    private var steps: [Step] = []

    /// Reads the resolver `file`; `load` reads a source file it references, given the reference
    /// as written (`./color/light.tokens.json`), or returns nil when there is none.
    package init(file: SourceFile, load: @escaping (String) -> SourceFile?) {
        self.file = file
        let document: JSONDocument
        do {
            document = try JSONReader().read(file)
        } catch {
            let rule: RuleID = if case .limitExceeded = error { .limitExceeded } else { .jsonSyntax }
            diagnostics.append(Diagnostic(.error, rule: rule, error.error.message, at: file.location(error.error.start, error.error.end)))
            return
        }
        var reading = ResolverReading(file: file, document: document, load: load)
        reading.read()
        modifiers = reading.modifiers
        steps = reading.steps
        diagnostics = reading.diagnostics
        files = reading.files
    }

    /// A resolver built by another reader (Tokens Studio's themes) from its modifiers, each a step
    /// of the resolution in the order given.
    init(file: SourceFile, modifiers: [Modifier], diagnostics: [Diagnostic]) {
        self.file = file
        self.modifiers = modifiers
        self.steps = modifiers.indices.map { .modifier($0) }
        self.diagnostics = diagnostics
    }

    /// The tokens for a context per modifier, by name; a modifier not chosen takes its
    /// `default`. An unknown modifier or context, or a modifier with no choice and no default,
    /// is a finding, and the set is built without it.
    package func tokens(contexts chosen: [String: String]) -> (tokens: DesignTokenSet, diagnostics: [Diagnostic]) {
        var findings: [Diagnostic] = []
        for name in chosen.keys.sorted() where !modifiers.contains(where: { $0.name == name }) {
            findings.append(
                Diagnostic(.error, rule: .tokenUnknownContext, TokenMessages.unknownModifier(name), at: SourceLocation(file: file.path)))
        }
        var files: [DesignTokenFile] = []
        for step in steps {
            switch step {
            case .set(let sources): files += sources
            case .modifier(let index):
                let modifier = modifiers[index]
                guard let context = chosen[modifier.name] ?? modifier.defaultContext else {
                    findings.append(
                        Diagnostic(
                            .error, rule: .tokenUnknownContext,
                            RuleMessage(
                                "no-context",
                                "modifier '\(modifier.name)' has no default; choose one of \(modifier.contextNames.map { "'\($0)'" }.joined(separator: ", "))"
                            ),
                            at: modifier.location))
                    continue
                }
                guard let sources = modifier.contexts.first(where: { $0.name == context })?.sources else {
                    findings.append(
                        Diagnostic(
                            .error, rule: .tokenUnknownContext,
                            TokenMessages.unknownContext(context, modifier: modifier.name, known: modifier.contextNames),
                            at: modifier.location,
                            suggestion: Suggestions.closest(to: context, among: modifier.contextNames).map {
                                Suggestion("did you mean '\($0)'")
                            }))
                    continue
                }
                files += sources
            }
        }
        let set = DesignTokenSet(files: files)
        return (set, findings + set.diagnostics)
    }

    // MARK: Appearances

    /// The modifier names read as light or dark (compared without case, `-` or `_`).
    package static let schemeModifierNames = ["theme", "mode", "appearance", "colorscheme"]
    /// The modifier names read as contrast.
    package static let contrastModifierNames = ["contrast"]
    /// A contrast context's names, by the contrast they mean.
    package static let contrastContextNames: [(names: [String], contrast: DialogAppearance.Contrast)] = [
        (["standard", "default", "normal", "regular", "low", "less", "nopreference"], .standard),
        (["more", "high", "increased", "highcontrast"], .increased),
    ]
    /// The endings of a theme's context that mean its increased contrast (`light_ax`,
    /// `dark-high-contrast`), for resolvers that write contrast into the theme.
    package static let highContrastSuffixes = ["ax", "highcontrast", "hc", "increasedcontrast", "morecontrast"]

    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != "." && $0 != " " })
    }

    /// The context of each appearance modifier for `appearance`, or nil for a modifier that has
    /// none for it (an increased contrast the resolver does not write).
    func appearanceContexts(for appearance: DialogAppearance) -> [String: String]? {
        var contexts: [String: String] = [:]
        for modifier in modifiers {
            let name = Self.normalized(modifier.name)
            if Self.schemeModifierNames.contains(name) {
                let scheme = appearance.scheme.rawValue
                let wanted =
                    appearance.contrast == .increased
                    ? Self.highContrastSuffixes.map { scheme + $0 } : [scheme]
                // Without a contrast modifier, only the theme can write an increased contrast.
                let themeWritesContrast =
                    appearance.contrast == .increased
                    && !modifiers.contains(where: { Self.contrastModifierNames.contains(Self.normalized($0.name)) })
                guard
                    let context = modifier.contextNames.first(where: { wanted.contains(Self.normalized($0)) })
                        ?? (themeWritesContrast ? nil : modifier.contextNames.first(where: { Self.normalized($0) == scheme }))
                else { return nil }
                contexts[modifier.name] = context
            } else if Self.contrastModifierNames.contains(name) {
                let names = Self.contrastContextNames.first { $0.contrast == appearance.contrast }!.names
                guard let context = modifier.contextNames.first(where: { names.contains(Self.normalized($0)) }) else { return nil }
                contexts[modifier.name] = context
            }
        }
        return contexts
    }

    /// The token sets of the four appearances; `others` chooses the contexts of the modifiers
    /// that are not about appearance (brand, platform), and an appearance the resolver has no
    /// context for is left out (nil), to be its standard-contrast scheme's.
    package func appearanceTokens(others: [String: String] = [:]) -> AppearanceTokens {
        var sets: [DialogAppearance: DesignTokenSet] = [:]
        var findings: [Diagnostic] = []
        var built: [[String: String]: DesignTokenSet] = [:]
        for appearance in DialogAppearance.allCases {
            guard let contexts = appearanceContexts(for: appearance) else { continue }
            // An increased contrast the resolver writes nothing of is its scheme's standard one.
            if appearance.contrast == .increased, contexts == appearanceContexts(for: DialogAppearance(scheme: appearance.scheme)) {
                continue
            }
            let choice = others.merging(contexts) { _, appearanceChoice in appearanceChoice }
            if let set = built[choice] {
                sets[appearance] = set
                continue
            }
            let result = tokens(contexts: choice)
            built[choice] = result.tokens
            sets[appearance] = result.tokens
            for finding in result.diagnostics where !findings.contains(finding) { findings.append(finding) }
        }
        return AppearanceTokens(sets: sets, diagnostics: findings)
    }
}

/// A token set per appearance, and each token's value across them.
package struct AppearanceTokens: Sendable {
    /// The set of each appearance the resolver writes; light and dark at least when it has a theme.
    package var sets: [DialogAppearance: DesignTokenSet]
    /// The findings of every appearance, each once.
    package var diagnostics: [Diagnostic]

    package init(sets: [DialogAppearance: DesignTokenSet], diagnostics: [Diagnostic]) {
        self.sets = sets
        self.diagnostics = diagnostics
    }

    /// The appearance a mode's or context's name means: `light`, `dark`, or either with an
    /// increased-contrast ending (`Light HC`, `dark_ax`, `Dark High Contrast`); nil for another name.
    package static func appearance(named name: String) -> DialogAppearance? {
        let normalized = TokenResolver.normalized(name)
        for scheme in DialogAppearance.Scheme.allCases {
            if normalized == scheme.rawValue { return DialogAppearance(scheme: scheme) }
            if TokenResolver.highContrastSuffixes.contains(where: { normalized == scheme.rawValue + $0 }) {
                return DialogAppearance(scheme: scheme, contrast: .increased)
            }
        }
        return nil
    }

    /// The sets of a Figma Variables export: one file per mode, named in `com.figma.modeName`, each
    /// mode an appearance by its name; a file with no mode (a collection of one mode, such as
    /// primitives) is part of every appearance, written before the modes. A mode that names no
    /// appearance is a finding.
    package init(figmaModes files: [DesignTokenFile]) {
        var findings: [Diagnostic] = []
        let shared = files.filter { $0.figmaModeName == nil }
        var byAppearance: [DialogAppearance: [DesignTokenFile]] = [:]
        for file in files {
            guard let mode = file.figmaModeName else { continue }
            guard let appearance = Self.appearance(named: mode) else {
                findings.append(
                    Diagnostic(
                        .error, rule: .tokenUnknownContext,
                        RuleMessage(
                            "unknown-mode",
                            "mode '\(mode)' is not an appearance; dialogc reads 'light', 'dark' and their high-contrast modes"),
                        at: SourceLocation(file: file.file.path)))
                continue
            }
            byAppearance[appearance, default: []].append(file)
        }
        if byAppearance.isEmpty { byAppearance[.light] = [] }
        var sets: [DialogAppearance: DesignTokenSet] = [:]
        for appearance in DialogAppearance.allCases {
            guard let modeFiles = byAppearance[appearance] else { continue }
            let set = DesignTokenSet(files: shared + modeFiles)
            sets[appearance] = set
            for finding in set.diagnostics where !findings.contains(finding) { findings.append(finding) }
        }
        self.init(sets: sets, diagnostics: findings)
    }

    /// The set of `appearance`, or its scheme's standard set when it writes no increased contrast.
    package func set(for appearance: DialogAppearance) -> DesignTokenSet? {
        sets[appearance] ?? sets[DialogAppearance(scheme: appearance.scheme)] ?? sets[.light]
    }

    /// The token at `path` as an adaptive color: its sRGB value in each appearance; nil when it
    /// is not a color in light and dark.
    package func color(_ path: String) -> DialogColor? {
        func srgb(_ appearance: DialogAppearance) -> DialogColor? {
            guard case .color(let color)? = set(for: appearance)?[path]?.value else { return nil }
            return color.srgb
        }
        guard let light = srgb(.light), let dark = srgb(.dark) else { return nil }
        return DialogColor(
            light: light, dark: dark, lightHighContrast: sets[.lightHighContrast] == nil ? nil : srgb(.lightHighContrast),
            darkHighContrast: sets[.darkHighContrast] == nil ? nil : srgb(.darkHighContrast))
    }
}

/// Reading a resolver document's members into modifiers and steps, with located findings.
private struct ResolverReading {
    let file: SourceFile
    let document: JSONDocument
    let load: (String) -> SourceFile?
    var modifiers: [TokenResolver.Modifier] = []
    var steps: [TokenResolver.Step] = []
    var diagnostics: [Diagnostic] = []
    var sets: [String: [DesignTokenFile]] = [:]
    var loaded: [String: DesignTokenFile] = [:]
    var modifierNodes: [String: JSONNode] = [:]
    var files: [DesignTokenFile] = []

    init(file: SourceFile, document: JSONDocument, load: @escaping (String) -> SourceFile?) {
        self.file = file
        self.document = document
        self.load = load
    }

    func location(of node: JSONNode) -> SourceLocation { file.location(document.start(node), document.end(node)) }

    mutating func report(_ rule: RuleID, _ message: RuleMessage, at node: JSONNode) {
        diagnostics.append(Diagnostic(.error, rule: rule, message, at: location(of: node)))
    }

    func member(_ key: String, of node: JSONNode) -> JSONDocument.Member? {
        document.members(node).first { document.string($0.key, equals: key) }
    }

    mutating func read() {
        let root = document.root
        guard document.kind(root) == .object else {
            report(.tokenInvalidValue, TokenMessages.notAnObject("a resolver document"), at: root)
            return
        }
        let known = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]
        for member in document.members(root) where document.firstIndex(of: member.key, among: known) == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .unknownKey, TokenMessages.unknownProperty(document.string(member.key) ?? ""),
                    at: location(of: member.key)))
        }
        if let sets = member("sets", of: root) {
            for set in document.members(sets.value) {
                self.sets[document.string(set.key) ?? ""] = sources(of: set.value, key: "sources")
            }
        }
        if let modifiersMember = member("modifiers", of: root) {
            for modifier in document.members(modifiersMember.value) {
                let name = document.string(modifier.key) ?? ""
                modifierNodes[name] = modifier.key
                readModifier(name, modifier.value, key: modifier.key)
            }
        }
        guard let order = member("resolutionOrder", of: root), document.kind(order.value) == .array else {
            report(.tokenInvalidValue, RuleMessage("no-order", "a resolver needs a 'resolutionOrder' array"), at: root)
            return
        }
        for item in document.elements(order.value) {
            if let reference = member("$ref", of: item).flatMap({ document.string($0.value) }) {
                if reference.hasPrefix("#/sets/"), let set = sets[Self.pointerName(reference.dropFirst(7))] {
                    steps.append(.set(set))
                } else if reference.hasPrefix("#/modifiers/"),
                    let index = modifiers.firstIndex(where: { $0.name == Self.pointerName(reference.dropFirst(12)) })
                {
                    steps.append(.modifier(index))
                } else {
                    report(.tokenMissingSource, TokenMessages.missingSource(reference), at: item)
                }
                continue
            }
            let type = member("type", of: item).flatMap { document.string($0.value) }
            let name = member("name", of: item).flatMap { document.string($0.value) } ?? ""
            if type == "set" {
                steps.append(.set(sources(of: item, key: "sources")))
            } else if type == "modifier" {
                readModifier(name, item, key: item)
                steps.append(.modifier(modifiers.count - 1))
            } else {
                report(
                    .tokenInvalidValue,
                    RuleMessage(
                        "order-item",
                        "a 'resolutionOrder' item is a '$ref' to a set or modifier, or an inline set or modifier with its 'type'"),
                    at: item)
            }
        }
    }

    /// A JSON Pointer's segment unescaped (`~1` is `/`, `~0` is `~`).
    static func pointerName(_ segment: Substring) -> String {
        segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    mutating func readModifier(_ name: String, _ node: JSONNode, key: JSONNode) {
        var modifier = TokenResolver.Modifier(name: name, contexts: [], defaultContext: nil, location: location(of: key))
        guard let contexts = member("contexts", of: node), document.kind(contexts.value) == .object else {
            report(.tokenInvalidValue, RuleMessage("no-contexts", "modifier '\(name)' needs a 'contexts' object"), at: node)
            return
        }
        for context in document.members(contexts.value) {
            modifier.contexts.append((document.string(context.key) ?? "", sourceList(context.value)))
        }
        if let defaultMember = member("default", of: node) {
            let value = document.string(defaultMember.value) ?? ""
            if modifier.contextNames.contains(value) {
                modifier.defaultContext = value
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .tokenUnknownContext,
                        TokenMessages.unknownContext(value, modifier: name, known: modifier.contextNames),
                        at: location(of: defaultMember.value)))
            }
        }
        modifiers.append(modifier)
    }

    mutating func sources(of node: JSONNode, key: String) -> [DesignTokenFile] {
        guard let list = member(key, of: node) else {
            report(.tokenInvalidValue, RuleMessage("no-sources", "a set needs a '\(key)' array"), at: node)
            return []
        }
        return sourceList(list.value)
    }

    /// An array of sources: each a `$ref` to a token file (read once, however often named) or a
    /// `#/sets/` pointer, or tokens written inline.
    mutating func sourceList(_ node: JSONNode) -> [DesignTokenFile] {
        guard document.kind(node) == .array else {
            report(.tokenInvalidValue, RuleMessage("sources", "token sources must be an array"), at: node)
            return []
        }
        var files: [DesignTokenFile] = []
        for source in document.elements(node) {
            guard let referenceMember = member("$ref", of: source) else {
                let inline = DesignTokenFile.read(inline: source, of: document, in: file)
                self.files.append(inline)
                files.append(inline)
                continue
            }
            let reference = document.string(referenceMember.value) ?? ""
            if reference.hasPrefix("#/sets/") {
                if let set = sets[Self.pointerName(reference.dropFirst(7))] {
                    files += set
                } else {
                    report(.tokenMissingSource, TokenMessages.missingSource(reference), at: referenceMember.value)
                }
                continue
            }
            if let file = loaded[reference] {
                files.append(file)
            } else if let source = load(reference) {
                let file = DesignTokenFile.read(source)
                loaded[reference] = file
                self.files.append(file)
                files.append(file)
            } else {
                report(.tokenMissingSource, TokenMessages.missingSource(reference), at: referenceMember.value)
            }
        }
        return files
    }
}
