import DialogDiagnostics
import DialogRules

/// A project's settings, from `.dialogc.json`: which lint rules run at which severity, which
/// paths every command leaves out, and limits lowered below the defaults.
public struct Configuration: Sendable, Hashable {
    /// The file's name, looked up in the working directory when `--config` is not given.
    public static let fileName = ".dialogc.json"

    /// What the configuration makes of each rule it lists; rules not listed keep their default.
    public var ruleSettings: [RuleID: RuleSetting] = [:]
    /// Glob patterns of spec paths to leave out, relative to `directory`.
    public var exclude: [String] = []
    /// The absolute path of the folder holding the configuration file, which `exclude` patterns
    /// are relative to; nil for the defaults, which exclude nothing.
    public var directory: String?
    /// The limits the rules compare against.
    public var options = RuleOptions()
    /// Whether `generate swift --lint`, the DialogcPlugin build-tool plugin's command, lints the
    /// specs as well as generating code (`"plugin": {"lint": false}` turns that off).
    public var pluginLints = true
    /// The language the specs' texts are written in: a String Catalog's source language
    /// (`"sourceLanguage"`, a BCP 47 tag such as `en` or `zh-Hans`; default `en`).
    public var sourceLanguage = "en"
    /// The String Catalog commands read and `dialogc strings` writes when `--catalog` is not given,
    /// as the file spells it (`"catalog"`, relative to `directory`); nil when it names none.
    public var catalog: String?
    /// The design-token files every spec-reading command reads when `--tokens` is not given, as
    /// the file spells them (`"tokens"`, relative to `directory`): a resolver document, a Figma
    /// Variables export's mode files, or plain token files merged in order.
    public var tokens: [String] = []
    /// The context chosen for each of a token resolver's modifiers that is not about appearance
    /// (`"tokenContext": {"brand": "acme"}`); `--token-context` chooses over it.
    public var tokenContext: [String: String] = [:]

    /// The defaults: every rule on at its own severity, nothing excluded.
    public init() {}

    /// The lint rules minus those turned off.
    public var ruleSet: RuleSet {
        let lint = RuleSet.lint
        let isOn: (any Rule.Type) -> Bool = { rule in
            ruleSettings[rule.ruleID] != .off
        }
        return RuleSet(
            pipelineRules: lint.pipelineRules,
            dialogRules: lint.dialogRules.filter { isOn($0) },
            crossFileRules: lint.crossFileRules.filter { isOn($0) })
    }

    /// `catalog` as a path from the working directory: relative to the configuration's folder
    /// unless absolute.
    public var catalogPath: String? {
        catalog.map(path(relativeToDirectory:))
    }

    /// `tokens` as paths from the working directory: relative to the configuration's folder unless absolute.
    public var tokenPaths: [String] {
        tokens.map(path(relativeToDirectory:))
    }

    private func path(relativeToDirectory path: String) -> String {
        guard !path.hasPrefix("/"), let directory else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// Whether the configuration turns `rule` off.
    public func isDisabled(_ rule: RuleID) -> Bool {
        ruleSettings[rule] == .off
    }

    /// The severity the configuration gives `rule`'s findings, or nil when it keeps the rule's own.
    public func severity(of rule: RuleID) -> Severity? {
        ruleSettings[rule]?.severity
    }

    /// Whether `path`, relative to `directory`, matches an `exclude` pattern.
    ///
    /// Patterns read as in `.gitignore`: one matches the path or any folder the path lies in, so
    /// `Specs/legacy` leaves out everything below it; one with no `/` but a trailing one matches
    /// at any depth (`legacy` also leaves out `Specs/legacy/a.json`); a trailing `/` matches only
    /// folders; a leading `/` only anchors.
    public func isExcluded(_ path: String) -> Bool {
        exclude.contains { Self.pattern($0, matches: path) }
    }

    package static func pattern(_ pattern: String, matches path: String) -> Bool {
        var glob = Substring(pattern)
        let onlyFolders = glob.hasSuffix("/")
        if onlyFolders { glob = glob.dropLast() }
        let isAnchored = glob.contains("/")
        if glob.hasPrefix("/") { glob = glob.dropFirst() }
        return Glob.matches(
            pattern: isAnchored ? String(glob) : "**/" + glob, path: path, extent: onlyFolders ? .folder : .wholeOrFolder)
    }
}
