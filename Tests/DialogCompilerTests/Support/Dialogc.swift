import Foundation
import Testing

/// The built `dialogc` executable, run from the package root as a user would run it.
enum Dialogc {
    /// The executable `swift build` put beside this test bundle.
    static let executable: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Paths.packageRoot.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("dialogc") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: String..., in directory: URL = Paths.packageRoot, input: Data? = nil) throws -> ExternalTools.Run {
        try run(arguments, in: directory, input: input)
    }

    /// `run(_:in:input:)` with the arguments in an array, for tests whose cases carry them.
    static func run(_ arguments: [String], in directory: URL = Paths.packageRoot, input: Data? = nil) throws -> ExternalTools.Run {
        let executable = try #require(executable, "the dialogc executable was not built; run 'swift build' first")
        return try ExternalTools.run(executable.path, arguments, in: directory, input: input)
    }
}
