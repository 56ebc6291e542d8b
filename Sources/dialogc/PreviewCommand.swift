import DialogCompiler
import Foundation

/// `dialogc preview`: a picture of every dialog on each chosen device, as SVG files and one
/// self-contained HTML gallery with each dialog's lint findings beside it.
enum PreviewCommand: Command {
    /// The devices shown when no `--device` is given: the narrowest iPhone and a current one.
    static let defaultDevices = ["iphone-se", "iphone-15"]

    static let output = CommandOption(
        "--output", .value, placeholder: "DIR", help: ["where to write index.html and DEVICE/DIALOG-ID.svg (required)"])
    static let device = CommandOption(
        "--device", .repeatable, placeholder: "NAME",
        help: [
            "\(Device.presets.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT in points;",
            "add '-landscape' to a name to turn it (iphone-15-landscape);",
            "repeat for several (default: \(defaultDevices.joined(separator: " and ")))",
        ])
    static let textSize = PlanOptions.textSizeOption
    static let config = CommandOption(
        "--config", .value, placeholder: "FILE",
        help: ["the lint configuration whose findings the gallery lists (default:", ".dialogc.json in the working directory, if any)"])

    static let compare = CommandOption(
        "--compare", .value, placeholder: "OLD",
        help: ["also write compare.html: old (specs at OLD) and new pictures of every", "changed dialog side by side, changed elements outlined"])

    static var description: CommandDescription {
        CommandDescription(
            name: "preview",
            summary: "draw every dialog as SVG on phone screens, with an HTML gallery",
            overview: "draw every dialog on a phone screen as SVG, with an HTML gallery of them all",
            usage: "preview --output DIR [options] [PATH ...]",
            arguments: [CheckCommand.pathArgument],
            options: [output, device, textSize, config, compare] + LocaleOptions.repeatable,
            helpColumn: 23,
            discussion: """
                index.html needs nothing but itself: styles, pictures and its layout check are inline, and it
                loads nothing. Files are written atomically, and only when their content changes; SVG files a
                previous run wrote for dialogs that are gone are removed from the devices' directories.
                DIR/\(PreviewStamp.fileName) records the inputs and the files written: when neither the
                inputs nor those files changed, nothing is done again.
                """,
            exitStatus: [
                "0  the preview was written",
                "1  a spec has an error (printed as 'validate' prints it); the other specs are still drawn,",
                "   and the gallery lists that spec's errors in place of its pictures",
                "2  usage error, or an input that cannot be read or an output that cannot be written",
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
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.value(config)) else { throw .usageOrInput }
        let texts = try LocaleOptions.texts(parsed, repeatable: true, for: description, configuration: configuration)

        let paths = parsed.positional.isEmpty ? [CheckCommand.defaultPath] : parsed.positional
        let inputs = InputFiles(paths: paths, configuration: configuration)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { throw .usageOrInput }
        let digest = PreviewStamp.inputDigest(
            sources: inputs.sources, devices: devices, textSize: textSize, configuration: configuration,
            settings: LocaleOptions.stampSettings(texts))
        // A stamp is written only after a run without errors, which printed nothing: so an
        // unchanged run has nothing to print or write either.
        if parsed.value(compare) == nil, PreviewOutput(directory: output).isUpToDate(inputs: digest, devices: devices) { return }
        // A spec with an error is printed as `validate` prints it and shown in the gallery
        // with its errors instead of pictures; the other specs are still drawn.
        let checks = PreviewChecks(inputs.sources, configuration: configuration, texts: texts)
        let validation = checks.validation
        if validation.hasErrors {
            let context = ReportContext(
                rules: .standard, showsExcerpts: Output.standardOutputIsTerminal, usesColor: Output.standardOutputIsColorTerminal)
            Output.standardOutput(TextReporter(context: context).report(validation))
        }
        let failed = Set(validation.diagnostics.filter { $0.severity == .error }.map(\.location.file))
        let specs = validation.files.compactMap(\.spec).filter { !failed.contains($0.path) }
        let site = PreviewSite(specs: specs, findings: checks.lint.diagnostics, devices: devices, textSize: textSize, failedFiles: failed,
            sources: validation.files.map(\.source), texts: texts)
        let comparison = try parsed.value(compare).map { (old) throws(ExitStatus) in
            let files = validation.files.filter { !failed.contains($0.source.path) }
            return try DiffCommand.comparePage(old: old, new: files, configuration: configuration, devices: devices, textSize: textSize)
        }
        let files = site.files + (comparison.map { [$0] } ?? [])
        try write(files, to: output, devices: devices)
        let stamp = PreviewOutput(directory: output)
        // The stamp covers only the specs it digests; a comparison also depends on the old specs.
        if validation.hasErrors || comparison != nil {
            stamp.removeStamp()
            if validation.hasErrors { throw .specErrors }
            return
        }
        stamp.writeStamp(inputs: digest, files: files.map(\.path))
    }

    /// Writes `files` under `directory`, each atomically and only when it changed, then removes
    /// the SVG files an earlier preview left in the devices' directories for dialogs that are gone.
    static func write(_ files: [PreviewFile], to directory: String, devices: [Device]) throws(ExitStatus) {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: directory)
        // Dialog ids and device names make safe file names; make sure nothing can climb out of the directory.
        if let unsafe = files.first(where: { $0.path.hasPrefix("/") || $0.path.split(separator: "/").contains("..") }) {
            Output.standardError("error: refusing to write '\(unsafe.path)' outside '\(directory)'\n")
            throw .usageOrInput
        }
        do {
            for device in devices {
                try Output.createFolders(root.appendingPathComponent(device.name).path)
            }
            for file in files {
                let path = root.appendingPathComponent(file.path).path
                if fileManager.contents(atPath: path) != Data(file.contents.utf8) {
                    try Output.write(file.contents, to: path)
                }
            }
            let written = Set(files.map { root.appendingPathComponent($0.path).path })
            for device in devices {
                let folder = root.appendingPathComponent(device.name)
                for name in try fileManager.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".svg") {
                    let path = folder.appendingPathComponent(name).path
                    guard !written.contains(path), isGenerated(path) else { continue }
                    try Output.remove(path)
                }
            }
        } catch {
            Output.standardError("\(directory): error: cannot write the preview: \(Output.reason(error))\n")
            throw .usageOrInput
        }
    }

    /// Whether the file at `path` is an SVG a preview wrote (its second line is the header).
    static func isGenerated(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let lines = String(decoding: data.prefix(512), as: UTF8.self).split(separator: "\n", maxSplits: 2)
        return lines.count > 1 && lines[1] == SVGRenderer.fileHeader
    }
}
