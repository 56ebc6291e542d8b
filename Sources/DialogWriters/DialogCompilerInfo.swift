/// Facts about this build of the compiler.
public enum DialogCompilerInfo {
    /// The version printed by `dialogc --version` and written into reports.
    public static let version = "0.1.0"
    /// Where the README is published; rule links point into its rule table.
    public static let readmeURL = "https://dialogc.dev/README.md"

    /// The link to rule `id`'s documentation: its row of the README's rule table
    /// (`https://dialogc.dev/README.md#rule-<id>`), or of `page`, a copy of the README elsewhere.
    /// Every output that links a rule (SARIF's `helpUri`, the rule catalogue, the language
    /// server's `codeDescription`) takes it from here, so the links and the anchors cannot drift apart.
    public static func ruleDocumentationURL(for id: String, in page: String = readmeURL) -> String {
        page + "#" + ruleAnchor(for: id)
    }

    /// The HTML anchor of rule `id`'s row in the README's rule table.
    public static func ruleAnchor(for id: String) -> String { "rule-" + id }
}
