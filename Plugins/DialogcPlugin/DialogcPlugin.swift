import Foundation
import PackagePlugin

/// Lints the dialog specs (`*.json`) of a target and generates typed Swift for them, with
/// `dialogc generate swift --lint`.
///
/// One build command per target: every spec, the package root's `.dialogc.json` and the design-token
/// files (the target's `*.tokens.json` and `*.resolver.json`, the configuration's `tokens` and the
/// files their resolvers name) are inputs and `GeneratedDialogs.swift` in the plugin's work
/// directory is the only output, so the build runs dialogc again only when one of them is added,
/// removed or edited. Findings are dialogc's
/// `path:line:column: warning: message [rule-id]` lines, which SwiftPM prints and Xcode shows
/// against the spec line; an error fails the build.
///
/// Linting and generating are one command, not two, because a command's outputs are how the
/// build knows whether to run it, and SwiftPM turns every output that is not Swift (a lint
/// report as a stamp file) into a resource of the target.
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
        let (specs, targetTokens) = specs.sorted { $0.path < $1.path }.reduce(into: ([URL](), [URL]())) { split, file in
            if isTokenFile(file) { split.1.append(file) } else { split.0.append(file) }
        }
        guard !specs.isEmpty else {
            Diagnostics.warning(
                "DialogcPlugin: target '\(targetName)' has no *.json spec files; keep the specs among the target's "
                    + "files without declaring them (an 'exclude' or a '.copy' resource hides them from the plugin)")
            return []
        }
        let output = workDirectory.appendingPathComponent("GeneratedDialogs.swift")
        // Named explicitly: the build runs commands in a working directory of its own choosing.
        let configuration = sourceRoot.appendingPathComponent(".dialogc.json")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        let tokens = hasConfiguration ? configuredTokenFiles(configuration) : []
        return [
            .buildCommand(
                displayName: "Generating dialogs for \(targetName) from \(specs.count) spec\(specs.count == 1 ? "" : "s")",
                executable: dialogc,
                arguments: ["generate", "swift"] + specs.map(\.path) + [
                    "--output", output.path,
                    "--source-root", sourceRoot.path,
                    // dialogc, not the plugin, reads `"plugin": {"lint": false}`: SwiftPM does not run the
                    // plugin again when only the configuration changed, but it does run this command.
                    "--lint",
                ] + (hasConfiguration ? ["--config", configuration.path] : []),
                inputFiles: specs + (hasConfiguration ? [configuration] : []) + uniqued(targetTokens + tokens),
                outputFiles: [output])
        ]
    }
}

extension DialogcPlugin {
    /// Whether `file` is a design-token file by the name the Design Tokens modules give them: it is
    /// read as tokens (through the configuration), never as a spec.
    static func isTokenFile(_ file: URL) -> Bool {
        file.lastPathComponent.hasSuffix(".tokens.json") || file.lastPathComponent.hasSuffix(".resolver.json")
    }

    /// The token files the configuration at `configuration` names (`tokens`, relative to its
    /// folder) and the files a resolver among them names by `$ref`, which dialogc reads too: a
    /// change of any of them changes the generated code. A file that cannot be read is left to
    /// dialogc, which reports it.
    static func configuredTokenFiles(_ configuration: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: configuration.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let named = object["tokens"] as? [String]
        else { return [] }
        let folder = configuration.deletingLastPathComponent()
        var files: [URL] = []
        for path in named {
            let file = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
            files.append(file)
            guard let data = FileManager.default.contents(atPath: file.path), let document = try? JSONSerialization.jsonObject(with: data)
            else { continue }
            files += references(in: document).map {
                URL(fileURLWithPath: $0, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
            }
        }
        return files
    }

    /// The file references (`$ref` values not pointing into the document itself) anywhere in `value`.
    static func references(in value: Any) -> [String] {
        if let object = value as? [String: Any] {
            var found: [String] = []
            if let reference = object["$ref"] as? String, !reference.hasPrefix("#") { found.append(reference) }
            for key in object.keys.sorted() where key != "$ref" { found += references(in: object[key]!) }
            return found
        }
        if let array = value as? [Any] { return array.flatMap(references(in:)) }
        return []
    }

    /// `files` without repeats, in order.
    static func uniqued(_ files: [URL]) -> [URL] {
        var seen: Set<String> = []
        return files.filter { seen.insert($0.path).inserted }
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
