/// Facts about this build of the compiler.
public enum DialogCompilerInfo {
    /// The version printed by `dialogc --version` and written into reports.
    public static let version = "0.1.0"
}
