/// Facts about this build of the compiler.
public enum DialogCompilerInfo {
    /// The version printed by `dialogc --version` and written into reports.
    public static let version = "0.1.0"
    /// Where the README is published; rules' `helpUri` in SARIF points into its rule table.
    public static let readmeURL = "https://dialogc.dev/README.md"
}
