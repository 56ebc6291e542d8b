/// Facts about this build of the compiler.
public enum DialogCompilerInfo {
    /// The version printed by `dialogc --version` and written into reports.
    public static let version = "0.1.0"
    /// Where the README is published; rules' documentation is its rule table.
    public static let readmeURL = "https://dialogc.dev/README.md"

    /// The one address of a rule's documentation, for every output that links to it (SARIF's
    /// `helpUri`, the rule catalogue, the language server): the rule's row of the README's rule
    /// table, whose anchor is `rule-` and the id (`<a id="rule-unknown-key">`).
    public static func ruleDocumentationURL(for id: String) -> String {
        readmeURL + "#rule-" + id
    }
}
