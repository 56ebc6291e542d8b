import DialogGenerators
import Foundation

/// `dialogc generate assets`: the colour tokens the specs use, as an asset catalog Xcode reads,
/// which the generated Swift names; nothing is written when any spec has an error.
enum GenerateAssetsCommand: Command {
    static let output = CommandOption(
        "--output", .value, placeholder: "DIR.xcassets",
        help: ["the asset catalog to write the colour sets into; created when missing"])
    static let check = CommandOption("--check", .flag, help: ["write nothing; exit 1 and name the files that are out of date"])
    static let force = CommandOption(
        "--force", .flag, help: ["replace colour sets at '--output' even when dialogc did not generate them"])

    static let description = CommandDescription(
        name: "generate assets",
        summary: "generate an asset catalog of the colour tokens the specs use",
        overview: "generate an asset catalog of the colour tokens the specs use",
        usage: "generate assets --output DIR.xcassets [options] [PATH ...]",
        arguments: [CheckCommand.pathArgument],
        options: [output, check, force, CheckCommand.config] + TokenOptions.all,
        discussion: """
            One colour set per colour token the specs reference, named from the token's path
            (color.surface.primary is ColorSurfacePrimary), with its light, dark and high-contrast
            values where they differ. Files are written only when their content changes; the
            catalog's .dialogc-stamp names the colour sets dialogc wrote, the only ones it replaces
            or removes without --force.
            """,
        exitStatus: [
            "0  generated (or, with --check, everything is up to date)",
            "1  a spec has an error, two tokens would name one colour set (nothing is written),",
            "   or --check found stale files",
            "2  usage error, an input that cannot be read, an output that cannot be written, or a",
            "   colour set at '--output' that dialogc did not generate (without --force)",
        ])

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        guard let output = parsed.value(Self.output) else {
            throw usageError("'--output' names the asset catalog to write, and is missing")
        }
        guard output.lowercased().hasSuffix(".xcassets") || output.lowercased().hasSuffix(".xcassets/") else {
            throw usageError("'--output' must name an asset catalog, a folder ending in '.xcassets'")
        }
        let (sources, configuration) = try ValidSpecs.readWithConfiguration(
            paths: parsed.positional, configurationPath: parsed.value(CheckCommand.config))
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        let specs = try ValidSpecs.validate(sources, tokens: tokens)
        let colors = AssetCatalog.colors(in: specs)
        let collisions = AssetCatalog.collisions(colors)
        for collision in collisions {
            let paths = collision.tokenPaths.map { "'\($0)'" }.joined(separator: ", ")
            Output.standardError("error: the tokens \(paths) would all be the colour set '\(collision.name)'; rename all but one\n")
        }
        if !collisions.isEmpty { throw .specErrors }
        let catalog = AssetCatalogOutput(path: output)
        let desired = catalog.desired(colors, specs: specs)
        if parsed.has(check) {
            try catalog.check(desired)
            return
        }
        if colors.isEmpty {
            Output.standardError("note: the specs use no colour tokens; the catalog has no colour sets\n")
        }
        try catalog.write(desired, force: parsed.has(force))
    }
}
