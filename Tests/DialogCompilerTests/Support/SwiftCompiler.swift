import Foundation
import Testing

/// Compiles generated code with `swiftc`, in as few invocations as possible: each costs seconds.
enum SwiftCompiler {
    /// Swift source for a driver: `dump(_:)` turns a generated descriptor into a JSON-ready
    /// dictionary, for comparison with the spec as Foundation reads it.
    static let descriptorDumper = """
        import DialogRuntime
        import Foundation

        func dump(_ descriptor: DialogDescriptor<String>) -> [String: Any] {
            var object: [String: Any] = [
                "id": descriptor.id, "kind": descriptor.kind.rawValue,
                "buttons": descriptor.buttons.map { ["id": $0.action, "title": $0.title, "role": $0.role.rawValue, "preferred": $0.isPreferred] },
                "options": descriptor.options, "selectedIndex": descriptor.selectedIndex,
                "showType": descriptor.presentation.showType.rawValue, "renderer": descriptor.presentation.renderer.rawValue,
                "animation": descriptor.presentation.animation.rawValue, "showDuration": descriptor.presentation.showDuration,
                "hideDuration": descriptor.presentation.hideDuration, "coverAlpha": descriptor.presentation.coverAlpha,
                "dismissOnCoverTap": descriptor.presentation.dismissOnCoverTap,
                "sourceFile": descriptor.source.file, "sourceLine": descriptor.source.line,
            ]
            object["title"] = descriptor.title
            object["subtitle"] = descriptor.subtitle
            object["message"] = descriptor.message
            object["autoHide"] = descriptor.autoHide
            object["coverTapResult"] = descriptor.coverTapResult
            object["buttonFontSizes"] = descriptor.buttons.map { $0.font?.size ?? 0 }
            object["buttonFont"] = descriptor.style.buttonFont?.size
            object["hideAnimation"] = descriptor.presentation.hideAnimation?.rawValue
            object["showFromScale"] = descriptor.presentation.showMotion.fromScale
            object["showDampingRatio"] = descriptor.presentation.showMotion.spring?.dampingRatio
            object["hideToScale"] = descriptor.presentation.hideMotion.toScale
            object["layoutWidth"] = descriptor.layout.width
            object["layoutButtonHeight"] = descriptor.layout.buttonHeight
            object["toolbarButtonWidth"] = descriptor.layout.toolbarButtonWidth
            object["fieldFont"] = descriptor.style.fieldFont?.size
            if let field = descriptor.textField {
                object["requiredMessage"] = field.requiredMessage
                object["allowsNewlines"] = field.allowsNewlines
                object["returnKey"] = field.returnKey.rawValue
                object["placeholder"] = field.placeholder
                object["initialText"] = field.initialText
                object["maxLength"] = field.maxLength
                object["limited"] = field.limited("0123456789abcdef")
            }
            return object
        }

        """

    /// The modules an app links to use generated code, in build order: the runtime and the layout engine it uses.
    static let runtimeModules = ["DialogLayoutEngine", "DialogRuntime"]

    /// A scratch directory holding `DialogRuntime` and the layout engine, built once as static libraries and modules.
    static func buildRuntime(in directory: URL) throws {
        for module in runtimeModules {
            let sources = try Paths.swiftFiles(under: Paths.packageRoot.appendingPathComponent("Sources/\(module)"))
            let run = try ExternalTools.run(
                "swiftc",
                [
                    "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-library", "-static",
                    "-module-name", module, "-I", directory.path, "-emit-module", "-emit-module-path",
                    directory.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", directory.appendingPathComponent("lib\(module).a").path,
                ] + sources.map(\.path), in: directory)
            try #require(run.status == 0, "\(module) did not compile:\n\(run.standardError)")
        }
    }

    /// Compiles `files` (name → source) into an executable against the runtime in `directory`, with
    /// the product's own bar: Swift 6 mode, warnings as errors. Returns the executable's path.
    static func buildExecutable(_ files: [(name: String, source: String)], in directory: URL) throws -> String {
        for file in files {
            try Data(file.source.utf8).write(to: directory.appendingPathComponent(file.name))
        }
        let output = directory.appendingPathComponent("driver").path
        let run = try ExternalTools.run(
            "swiftc",
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", directory.path, "-L", directory.path,
                "-lDialogRuntime", "-lDialogLayoutEngine", "-o", output,
            ] + files.map { directory.appendingPathComponent($0.name).path }, in: directory)
        try #require(run.status == 0, "generated code did not compile:\n\(run.standardError)")
        return output
    }

    /// Type-checks `files` against the runtime in `directory` with extra compiler `flags` (an upcoming
    /// feature, say), to the same bar: Swift 6 mode, warnings as errors. The files go to a folder of
    /// their own, so their names may repeat those of an executable built in `directory`.
    static func typeCheck(_ files: [(name: String, source: String)], flags: [String], in directory: URL) throws {
        let folder = directory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            try Data(file.source.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        let run = try ExternalTools.run(
            "swiftc",
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-I", directory.path,
            ] + flags + files.map { folder.appendingPathComponent($0.name).path }, in: directory)
        try #require(run.status == 0, "generated code did not type-check with \(flags):\n\(run.standardError)")
    }

    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
