import Foundation
import PackagePlugin

/// Generates typed Swift for the dialog specs (`*.json`) of a target, with `dialogc generate swift`.
///
/// One build command per target: every spec is an input and `GeneratedDialogs.swift` in the
/// plugin's work directory is the only output, so the build runs dialogc again only when a spec
/// is added, removed or edited. A spec error fails the build with dialogc's
/// `path:line:column: error: message [rule-id]` lines.
@main
struct DialogcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Only targets with sources of their own can hold specs (not binary or system targets).
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: ".json").map(\.url)
        return try DialogcPlugin.commands(
            specs: specs,
            dialogc: context.tool(named: "dialogc").url,
            workDirectory: context.pluginWorkDirectoryURL,
            sourceRoot: context.package.directoryURL,
            targetName: target.name)
    }

    /// The build command for `specs`. A target without specs gets no command, and a warning: its
    /// specs were most likely hidden from the plugin by an `exclude` or a `.copy` resource.
    ///
    /// Declaring the specs as the command's input files is also what keeps SwiftPM from warning
    /// that they are unhandled files: SwiftPM stays quiet only about the files a plugin consumes.
    static func commands(specs: [URL], dialogc: URL, workDirectory: URL, sourceRoot: URL, targetName: String) -> [Command] {
        // Sorted, so the command line (and so the build's record of it) does not depend on
        // the order in which the file system lists the target's files.
        let specs = specs.sorted { $0.path < $1.path }
        guard !specs.isEmpty else {
            Diagnostics.warning(
                "DialogcPlugin: target '\(targetName)' has no *.json spec files; keep the specs among the target's "
                    + "files without declaring them (an 'exclude' or a '.copy' resource hides them from the plugin)")
            return []
        }
        let output = workDirectory.appendingPathComponent("GeneratedDialogs.swift")
        return [
            .buildCommand(
                displayName: "Generating dialogs for \(targetName) from \(specs.count) spec\(specs.count == 1 ? "" : "s")",
                executable: dialogc,
                arguments: ["generate", "swift"] + specs.map(\.path) + [
                    "--output", output.path,
                    "--source-root", sourceRoot.path,
                ],
                inputFiles: specs,
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DialogcPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode app target: its `*.json` files are the specs.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.filter { $0.url.pathExtension == "json" }.map(\.url)
        return try DialogcPlugin.commands(
            specs: specs,
            dialogc: context.tool(named: "dialogc").url,
            workDirectory: context.pluginWorkDirectoryURL,
            sourceRoot: context.xcodeProject.directoryURL,
            targetName: target.displayName)
    }
}
#endif
