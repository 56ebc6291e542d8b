import Foundation
import Testing

// Elsewhere the real UIKit or SwiftUI is found first, and SwiftPM already builds the adapters against it.
#if os(Linux)
/// DialogRuntime's UIKit and SwiftUI adapters compile only where those frameworks exist, so on
/// Linux they are built against stand-ins (Tests/StandIns) declaring the API they use, in Swift 6
/// mode with warnings as errors, and then a client calling every adapter is built against them.
@Suite struct AdapterTypeCheckTests {
    @Test func adaptersCompileAndEveryEntryPointIsCallable() throws {
        guard AdapterBuild.runs else { return }
        let build = try AdapterBuild.shared.get()
        let run = try AdapterBuild.emitModule(
            "AdapterClient", from: [AdapterBuild.standIns.appendingPathComponent("Client/AdapterClient.swift")], into: build)
        #expect(run.status == 0, "building AdapterClient failed:\n\(run.standardOutput)\(run.standardError)")
    }
}

/// The stand-ins, the layout engine and the runtime built once per test run as static libraries
/// with their modules, in Swift 6 mode with warnings as errors, for the tests that build on them.
enum AdapterBuild {
    static let standIns = Paths.packageRoot.appendingPathComponent("Tests/StandIns")

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder holding the libraries and modules, or why they could not be built. Built on
    /// first use (Swift runs a static's initializer once, whichever test asks first).
    static let shared: Result<URL, any Error> = Result {
        let directory = Self.directory
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: AdapterBuild.directory) }
        // Each step needs the modules the steps before it wrote, so the first failure ends the build.
        let steps: [(module: String, sources: [URL])] = [
            ("UIKit", try Paths.swiftFiles(under: standIns.appendingPathComponent("UIKit"))),
            ("SwiftUI", try Paths.swiftFiles(under: standIns.appendingPathComponent("SwiftUI"))),
            ("DialogLayoutEngine", try Paths.swiftFiles(under: Paths.packageRoot.appendingPathComponent("Sources/DialogLayoutEngine"))),
            ("DialogRuntime", try Paths.swiftFiles(under: Paths.packageRoot.appendingPathComponent("Sources/DialogRuntime"))),
        ]
        for step in steps {
            let run = try library(step.module, from: step.sources, into: directory)
            guard run.status == 0 else {
                throw Failure(description: "building \(step.module) failed:\n\(run.standardOutput)\(run.standardError)")
            }
        }
        return directory
    }

    /// Where `shared` builds: one folder per test process, which the process removes as it exits.
    static var directory: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-adapters-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Whether the tests that build on the stand-ins run: always in CI, else where `swiftc` is on PATH.
    static let runs: Bool = {
        let found = (try? ExternalTools.run("swiftc", ["--version"]).status) == 0
        if !found, !ExternalTools.isCI { print("note: skipping the adapter builds on the stand-ins: swiftc is not on PATH") }
        return found || ExternalTools.isCI
    }()

    static let flags = ["-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]

    /// Compiles `sources` into the static library `libNAME.a` and `NAME.swiftmodule` in `directory`.
    static func library(_ name: String, from sources: [URL], into directory: URL) throws -> ExternalTools.Run {
        let arguments =
            ["-emit-library", "-static", "-emit-module"] + flags + [
                "-module-name", name, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
                "-o", directory.appendingPathComponent("lib\(name).a").path,
            ]
        return try ExternalTools.run("swiftc", arguments + sources.map(\.path), in: directory)
    }

    /// Compiles `sources` into `name.swiftmodule` in `directory`, finding the modules already there.
    ///
    /// Emitting a whole-module build rather than `-typecheck`: the data-race checks of Swift 6 run
    /// after type checking, and `-typecheck` stops before them.
    static func emitModule(_ name: String, from sources: [URL], into directory: URL) throws -> ExternalTools.Run {
        let arguments =
            ["-emit-module"] + flags + [
                "-module-name", name, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
            ]
        return try ExternalTools.run("swiftc", arguments + sources.map(\.path), in: directory)
    }
}
#endif
