/// Facts about this build of the compiler.
public enum DialogCompilerInfo {
    /// The version printed by `dialogc --version` and written into reports.
    public static let version = "0.2.0"
    /// Where the README is published.
    public static let readmeURL = "https://dialogc.dev/README.md"
    /// Where the rule reference is published (`Documentation/Rules.md`); rule links point into it.
    public static let rulesPageURL = "https://dialogc.dev/Documentation/Rules.md"

    /// The link to rule `id`'s documentation: its section of the rule reference
    /// (`https://dialogc.dev/Documentation/Rules.md#rule-<id>`), or of `page`, a copy of that page elsewhere.
    /// Every output that links a rule (SARIF's `helpUri`, the rule catalogue, the language
    /// server's `codeDescription`) takes it from here, so the links and the anchors cannot drift apart.
    public static func ruleDocumentationURL(for id: String, in page: String = rulesPageURL) -> String {
        page + "#" + ruleAnchor(for: id)
    }

    /// The HTML anchor of rule `id`'s section of the rule reference.
    public static func ruleAnchor(for id: String) -> String { "rule-" + id }
}
