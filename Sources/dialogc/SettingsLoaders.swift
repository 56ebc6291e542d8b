import DialogConfiguration
import DialogDiagnostics
import DialogReporters
import Foundation

/// Reads `.dialogc.json`; prints its errors and returns nil when it cannot be used.
enum ConfigurationLoader {
    /// The configuration at `explicitPath`, else the working directory's `.dialogc.json` if any.
    static func load(explicitPath: String?) -> Configuration? {
        let path = explicitPath ?? Configuration.fileName
        guard let data = FileManager.default.contents(atPath: path) else {
            if explicitPath == nil { return Configuration() }
            Output.standardError("\(path): error: cannot read the configuration file\n")
            return nil
        }
        let source = SourceFile(path: path, bytes: Array(data))
        var (configuration, diagnostics) = ConfigurationDecoder.decode(source)
        // In the file's order, as every report sorts its findings.
        Output.standardError(TextReporter().render(diagnostics.sorted(by: Diagnostic.reportingOrder), sources: [source]))
        configuration?.directory = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path
        return configuration
    }
}

/// Reads a baseline file; prints its errors and returns nil when it cannot be used.
enum BaselineLoader {
    static func load(_ path: String) -> Baseline? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Output.standardError("\(path): error: cannot read the baseline file\n")
            return nil
        }
        let source = SourceFile(path: path, bytes: Array(data))
        let (baseline, diagnostics) = Baseline.decode(source)
        Output.standardError(TextReporter().render(diagnostics.sorted(by: Diagnostic.reportingOrder), sources: [source]))
        return baseline
    }
}
