import Foundation
import Testing

// Elsewhere the real UIKit or SwiftUI is found first, and SwiftPM already builds the adapters against it.
#if os(Linux)
/// DialogRuntime's UIKit and SwiftUI adapters compile only where those frameworks exist, so on
/// Linux they are built against stand-ins (Tests/StandIns) declaring the API they use, in Swift 6
/// mode with warnings as errors, and then a client calling every adapter is built against them.
@Suite struct AdapterTypeCheckTests {
    static let standIns = Paths.packageRoot.appendingPathComponent("Tests/StandIns")
    static let runtimeSources = Paths.packageRoot.appendingPathComponent("Sources/DialogRuntime")

    @Test func adaptersCompileAndEveryEntryPointIsCallable() throws {
        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialogc-adapters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }

        // Each step needs the modules the steps before it wrote, so the first failure ends the test.
        let steps: [(module: String, sources: [URL])] = [
            ("UIKit", try Paths.swiftFiles(under: Self.standIns.appendingPathComponent("UIKit"))),
            ("SwiftUI", [Self.standIns.appendingPathComponent("SwiftUI/SwiftUI.swift")]),
            ("DialogLayoutEngine", try Paths.swiftFiles(under: Paths.packageRoot.appendingPathComponent("Sources/DialogLayoutEngine"))),
            ("DialogRuntime", try Paths.swiftFiles(under: Self.runtimeSources)),
            ("AdapterClient", [Self.standIns.appendingPathComponent("Client/AdapterClient.swift")]),
        ]
        for step in steps {
            let run = try Self.emitModule(step.module, from: step.sources, into: modules)
            try #require(
                run.status == 0,
                "building \(step.module) failed:\n\(run.standardOutput)\(run.standardError)")
        }
    }

    /// Compiles `sources` into `name.swiftmodule` in `directory`, finding the modules already there.
    ///
    /// Emitting a whole-module build rather than `-typecheck`: the data-race checks of Swift 6 run
    /// after type checking, and `-typecheck` stops before them.
    static func emitModule(_ name: String, from sources: [URL], into directory: URL) throws -> ExternalTools.Run {
        let arguments = [
            "-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-module-name", name, "-I", directory.path,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ]
        return try ExternalTools.run("swiftc", arguments + sources.map(\.path), in: directory)
    }
}
#endif
