import Foundation
import Testing

/// Compiles generated code with `swiftc`, in as few invocations as possible: each costs seconds.
enum SwiftCompiler {
    /// A scratch directory holding `DialogRuntime` built once as a static library and module.
    static func buildRuntime(in directory: URL) throws {
        let runtimeSources = try Paths.files(in: Paths.packageRoot.appendingPathComponent("Sources/DialogRuntime"), suffix: ".swift")
        let run = try ExternalTools.run("swiftc", [
            "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-library", "-static",
            "-module-name", "DialogRuntime", "-emit-module", "-emit-module-path",
            directory.appendingPathComponent("DialogRuntime.swiftmodule").path,
            "-o", directory.appendingPathComponent("libDialogRuntime.a").path,
        ] + runtimeSources.map(\.path), in: directory)
        try #require(run.status == 0, "DialogRuntime did not compile:\n\(run.standardError)")
    }

    /// Compiles `files` (name → source) into an executable against the runtime in `directory`, with
    /// the product's own bar: Swift 6 mode, warnings as errors. Returns the executable's path.
    static func buildExecutable(_ files: [(name: String, source: String)], in directory: URL) throws -> String {
        for file in files {
            try Data(file.source.utf8).write(to: directory.appendingPathComponent(file.name))
        }
        let output = directory.appendingPathComponent("driver").path
        let run = try ExternalTools.run("swiftc", [
            "-swift-version", "6", "-warnings-as-errors", "-I", directory.path, "-L", directory.path,
            "-lDialogRuntime", "-o", output,
        ] + files.map { directory.appendingPathComponent($0.name).path }, in: directory)
        try #require(run.status == 0, "generated code did not compile:\n\(run.standardError)")
        return output
    }

    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
