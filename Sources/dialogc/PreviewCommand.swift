import DialogGenerators
import DialogLayoutAdapter
import DialogReporters
import Foundation

/// `dialogc preview`: a picture of every dialog on each chosen device, as SVG files and one
/// self-contained HTML gallery with each dialog's lint findings beside it.
enum PreviewCommand: Command {
    /// The devices shown when no `--device` is given: the narrowest iPhone and a current one.
    static let defaultDevices = ["iphone-se", "iphone-15"]

    static let output = CommandOption(
        "--output", .value, placeholder: "DIR", help: ["where to write index.html and DEVICE/DIALOG-ID.svg (required)"])
    static let device = CommandOption(
        "--device", .repeatable, placeholder: "NAME", values: PlanOptions.deviceNames,
        help: [
            "\(Device.presets.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT in points;",
            "add '-landscape' to a name to turn it (iphone-15-landscape);",
            "repeat for several (default: \(defaultDevices.joined(separator: " and ")))",
        ])
    static let textSize = PlanOptions.textSizeOption
    static let appearance = CommandOption(
        "--appearance", .value, placeholder: "light|dark",
        help: ["draw only this appearance (default: each dialog light and dark,", "side by side; dark files are named ID.dark.svg)"])
    static let config = CommandOption(
        "--config", .value, placeholder: "FILE",
        help: ["the lint configuration whose findings the gallery lists (default:", ".dialogc.json in the working directory, if any)"])

    static let force = CommandOption(
        "--force", .flag, help: ["replace files in DIR even when they are no page or picture dialogc wrote"])

    static let compare = CommandOption(
        "--compare", .value, placeholder: "OLD",
        help: [
            "also write compare.html: old (specs at OLD) and new pictures of every",
            "changed dialog side by side, changed elements outlined",
        ])

    static var description: CommandDescription {
        CommandDescription(
            name: "preview",
            summary: "draw every dialog as SVG on phone screens, with an HTML gallery",
            overview: "draw every dialog on a phone screen as SVG, with an HTML gallery of them all",
            usage: "preview --output DIR [options] [PATH ...]",
            arguments: [CheckCommand.pathArgument],
            options: [output, device, textSize, appearance, PlanOptions.contrastOption, PlanOptions.reduceMotionOption]
                + [config, compare, force] + LocaleOptions.repeatable + TokenOptions.all,
            helpColumn: 23,
            discussion: """
                index.html needs nothing but itself: styles, pictures and its layout check are inline, and it
                loads nothing. Files are written only when their content changes, and the gallery is replaced
                as one unit: its pages and pictures are written beside their places first, then put in place
                together, so an interrupted run leaves the previous gallery whole. SVG files a previous run
                wrote for dialogs that are gone are removed from the devices' directories. A file in DIR that
                is no page or picture dialogc wrote is never replaced without --force.
                DIR/\(PreviewStamp.fileName) records the inputs and the files written: when neither the
                inputs nor those files changed, nothing is done again.
                """,
            exitStatus: [
                "0  the preview was written",
                "1  a spec has an error (printed as 'validate' prints it); the other specs are still drawn,",
                "   and the gallery lists that spec's errors in place of its pictures",
                "2  usage error, an input that cannot be read, an output that cannot be written, or a file",
                "   in DIR that dialogc did not write (without --force)",
            ])
    }

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        guard let output = parsed.value(output) else {
            throw usageError("'--output DIR' is required: the directory to write the preview into")
        }
        var devices: [Device] = []
        let names = parsed.values(device)
        for name in names.isEmpty ? defaultDevices : names {
            let device = try PlanOptions.device(name, for: self)
            if !devices.contains(where: { $0.name == device.name }) { devices.append(device) }
        }
        let textSize = try PlanOptions.textSize(parsed.value(Self.textSize), for: self)
        // Without --appearance each dialog is drawn light and dark, at the contrast asked for.
        let given = try PlanOptions.display(parsed, for: self, appearance: appearance)
        let appearances = parsed.value(appearance) != nil ? [given.appearance] : given.bothSchemes
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.value(config)) else { throw .usageOrInput }
        let texts = try LocaleOptions.texts(parsed, repeatable: true, for: description, configuration: configuration)
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)

        let paths = parsed.positional.isEmpty ? [CheckCommand.defaultPath] : parsed.positional
        let inputs = InputFiles(paths: paths, configuration: configuration)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { throw .usageOrInput }
        let digest = PreviewStamp.inputDigest(
            sources: inputs.sources + TokenOptions.stampSources(tokens), devices: devices, textSize: textSize, configuration: configuration,
            settings: LocaleOptions.stampSettings(texts) + appearances.map { "appearance \($0.key)" }
                + (given.reducesMotion ? ["reduce-motion"] : []))
        // A stamp is written only after a run without errors, which printed nothing: so an
        // unchanged run has nothing to print or write either.
        if parsed.value(compare) == nil, PreviewOutput(directory: output).isUpToDate(inputs: digest, devices: devices) { return }
        // A spec with an error is printed as `validate` prints it and shown in the gallery
        // with its errors instead of pictures; the other specs are still drawn.
        let checks = PreviewChecks(inputs.sources, configuration: configuration, texts: texts, tokens: tokens)
        let validation = checks.validation
        if validation.hasErrors {
            Output.standardError(ValidSpecs.terminalReporter(rules: .standard).report(validation))
        }
        let failed = Set(validation.diagnostics.filter { $0.severity == .error }.map(\.location.file))
        let specs = validation.files.compactMap(\.spec).filter { !failed.contains($0.path) }
        let site = PreviewSite(
            specs: specs, findings: checks.lint.diagnostics, devices: devices, textSize: textSize, failedFiles: failed,
            sources: validation.files.map(\.source), texts: texts, appearances: appearances, reducesMotion: given.reducesMotion)
        let comparison = try parsed.value(compare).map { (old) throws(ExitStatus) in
            let files = validation.files.filter { !failed.contains($0.source.path) }
            return try DiffCommand.comparePage(
                old: old, new: files, configuration: configuration, tokens: tokens, devices: devices, textSize: textSize)
        }
        let files = site.files + (comparison.map { [$0] } ?? [])
        try write(files, to: output, devices: devices, force: parsed.has(force))
        let stamp = PreviewOutput(directory: output)
        // The stamp covers only the specs it digests; a comparison also depends on the old specs.
        if validation.hasErrors || comparison != nil {
            stamp.removeStamp()
            if validation.hasErrors { throw .specErrors }
            return
        }
        stamp.writeStamp(inputs: digest, files: files.map(\.path))
    }

    /// Writes `files` under `directory` as one unit: each file that changed is first written
    /// beside its place, then all are put in place together with the SVG files an earlier preview
    /// left for dialogs that are gone removed, an interrupt waiting until all is done (`StagedFiles`). A run
    /// stopped while writing leaves the previous gallery whole. Unless `force` is set, refuses
    /// (writing nothing) when a file it would replace is no page or picture dialogc wrote.
    static func write(_ files: [PreviewFile], to directory: String, devices: [Device], force: Bool) throws(ExitStatus) {
        // Dialog ids and device names make safe file names; make sure nothing can climb out of the directory.
        if let unsafe = files.first(where: { $0.path.hasPrefix("/") || $0.path.split(separator: "/").contains("..") }) {
            Output.standardError("error: refusing to write '\(unsafe.path)' outside '\(directory)'\n")
            throw .usageOrInput
        }
        let changed = files.filter { file in
            FileManager.default.contents(atPath: OutputPath.join(directory, file.path)) != Data(file.contents.utf8)
        }.map { (OutputPath.join(directory, $0.path), $0.contents) }
        if !force {
            let stamped = Set(PreviewOutput(directory: directory).stampedPaths().map { OutputPath.join(directory, $0) })
            let foreign = ForeignFiles.find(changed.map(\.0)) { text, path in
                stamped.contains(path) || (path.hasSuffix(".svg") ? isGenerated(text: text) : ForeignFiles.isDialogcPage(text))
            }
            if !foreign.isEmpty { try ForeignFiles.refuse(foreign, why: "it is no page or picture of 'dialogc preview'") }
        }
        var staged = StagedFiles()
        do throws(FileFailure) {
            for device in devices {
                try Output.createFolders(OutputPath.join(directory, device.name))
            }
            for (path, contents) in changed {
                try staged.stage(path) { Output.write(contents, toDescriptor: $0) ? .written : .failed }
            }
        } catch {
            staged.discard()
            Output.standardError("\(directory): error: cannot write the preview: \(error.reason)\n")
            throw .usageOrInput
        }
        do throws(StagedFailure) {
            try staged.commit(
                removing: leftovers(in: directory, devices: devices, keeping: Set(files.map { OutputPath.join(directory, $0.path) })))
        } catch {
            Output.standardError("\(error.path): error: cannot write the preview: \(error.failure.reason)\n")
            throw .usageOrInput
        }
    }

    /// The SVG files a preview wrote in the devices' folders of `directory` that are not in `keeping`.
    private static func leftovers(in directory: String, devices: [Device], keeping: Set<String>) -> [String] {
        devices.flatMap { device in
            let folder = OutputPath.join(directory, device.name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.sorted().filter { $0.hasSuffix(".svg") }.map { OutputPath.join(folder, $0) }.filter { path in
                !keeping.contains(path) && isGenerated(atPath: path)
            }
        }
    }

    /// Whether the file at `path` is an SVG a preview wrote (its second line is the header).
    static func isGenerated(atPath path: String) -> Bool {
        ForeignFiles.leadingText(path).map { isGenerated(text: $0) } ?? false
    }

    /// Whether `text`, the start of a file, is the start of an SVG a preview wrote.
    static func isGenerated(text: String) -> Bool {
        let lines = text.prefix(512).split(separator: "\n", maxSplits: 2)
        return lines.count > 1 && lines[1] == SVGRenderer.fileHeader
    }
}
