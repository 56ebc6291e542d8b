/// A project's lint settings, from `.dialogc.json`: which rules run at which severity, which
/// paths are left out, and limits lowered below the defaults.
public struct Configuration: Sendable, Hashable {
    /// The file's name, looked up in the working directory when `--config` is not given.
    public static let fileName = ".dialogc.json"

    /// Severity per rule id; a rule mapped to nil is turned off. Rules not listed keep their default.
    public var ruleSeverities: [String: Severity?] = [:]
    /// Glob patterns of spec paths to leave out, relative to the working directory.
    public var exclude: [String] = []
    /// The limits the rules compare against.
    public var options = RuleOptions()

    /// The defaults: every rule on at its own severity, nothing excluded.
    public init() {}

    /// The lint rules minus those turned off.
    public var ruleSet: RuleSet {
        let lint = RuleSet.lint
        let isOn: (any Rule.Type) -> Bool = { rule in
            guard let setting = ruleSeverities[rule.description.id] else { return true }
            return setting != nil
        }
        return RuleSet(
            pipelineRules: lint.pipelineRules,
            dialogRules: lint.dialogRules.filter { isOn($0) },
            crossFileRules: lint.crossFileRules.filter { isOn($0) })
    }

    /// Whether the configuration turns `ruleID` off.
    public func isDisabled(_ ruleID: String) -> Bool {
        if case .some(.none) = ruleSeverities[ruleID] { return true }
        return false
    }

    /// Whether `path` (relative to the working directory) matches an `exclude` pattern.
    public func isExcluded(_ path: String) -> Bool {
        exclude.contains { Glob.matches(pattern: $0, path: path) }
    }
}
