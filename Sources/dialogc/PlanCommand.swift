import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import DialogValidation

/// `dialogc plan`: the resolved render plan of every dialog for one device, as JSON.
enum PlanCommand: Command {
    static let device = CommandOption(
        "--device", .value, placeholder: "NAME", values: PlanOptions.deviceNames,
        help: [
            "\(Device.presets.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT in points",
            "(\(PlanOptions.customBounds); default: iphone-15); add '-landscape' to a",
            "name to turn it (iphone-15-landscape)",
        ])
    static let textSize = PlanOptions.textSizeOption
    static let output = CommandOption(
        "--output", .value, placeholder: "FILE", help: ["write the plan to FILE (atomically) instead of standard output"])
    static let force = CommandOption(
        "--force", .flag, help: ["replace the file at '--output' even when it is no plan dialogc wrote"])

    static var description: CommandDescription {
        CommandDescription(
            name: "plan",
            summary: "write the resolved render plan of every dialog for a device",
            overview: "write the render plan (layout, style, motion, behaviour, actions) of every dialog",
            usage: "plan [options] [PATH ...]",
            arguments: [CheckCommand.pathArgument],
            options: [device, textSize] + PlanOptions.displayOptions + [output, force, CheckCommand.config] + LocaleOptions.single
                + TokenOptions.all,
            helpColumn: 23,
            discussion: """
                The document is described by Schemas/renderplan.schema.json. With --output it is written \
                atomically, missing folders are created, and a file there that is no plan dialogc wrote is \
                never replaced without --force.
                """,
            exitStatus: [
                "0  the plan is written",
                "1  a spec has an error (no plan is written)",
                "2  usage error, an input that cannot be read, an output that cannot be written, or a file",
                "   at '--output' that dialogc did not write (without --force)",
            ])
    }

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let device = try PlanOptions.device(parsed.value(Self.device), for: self)
        let textSize = try PlanOptions.textSize(parsed.value(Self.textSize), for: self)
        let display = try PlanOptions.display(parsed, for: self)
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.value(CheckCommand.config)) else { throw .usageOrInput }
        let texts = try LocaleOptions.texts(parsed, repeatable: false, for: description, configuration: configuration)
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        let sources = try ValidSpecs.read(paths: parsed.positional, configuration: configuration)
        let locale = LocaleOptions.planLocale(texts)
        guard let path = parsed.value(output) else {
            // Standard output cannot take back what it was given: the specs are validated first.
            let specs = try ValidSpecs.validate(sources, tokens: tokens)
            // The decoded dialogs are left to the process's exit instead of being freed one by one.
            ProcessEnd.keep(specs)
            Output.standardOutput { write in
                RenderPlanWriter.writeDocument(
                    for: specs, device: device, textSize: textSize, display: display, locale: locale, texts: texts, to: write)
            }
            return
        }
        if !parsed.has(force) {
            let foreign = ForeignFiles.find([path]) { text, _ in isPlan(text) }
            if !foreign.isEmpty {
                // A spec's errors come before an output that cannot be written, as below.
                try ValidSpecs.requireNoErrors(
                    Validator.validate(sources, tokens: tokens, keepingModels: false), failingWith: .specErrors)
                try ForeignFiles.refuse(foreign, why: "it is no render plan")
            }
        }
        let validation: ValidationResult
        do {
            // Planned while validated; a temporary file with errors is removed, leaving `path` as it was.
            validation = try Output.write(to: path, discardingIf: \.hasErrors) { write in
                RenderPlanWriter.validateAndWriteDocument(
                    sources, device: device, textSize: textSize, display: display, locale: locale, texts: texts, tokens: tokens,
                    to: write)
            }
        } catch {
            // A spec's errors come before an output that cannot be written, as when validation came first.
            try ValidSpecs.requireNoErrors(
                Validator.validate(sources, tokens: tokens, keepingModels: false), failingWith: .specErrors)
            Output.standardError("\(path): error: cannot write the plan: \(Output.reason(error))\n")
            throw .usageOrInput
        }
        try ValidSpecs.requireNoErrors(validation, failingWith: .specErrors)
    }

    /// Whether `text`, the start of a file, is the start of a render plan: its `$schema` comes first.
    private static func isPlan(_ text: String) -> Bool {
        text.prefix(200).contains("\"$schema\": \"\(RenderPlanWriter.schemaURL)\"")
    }
}

/// Parsing of the options plan-based commands share.
enum PlanOptions {
    static let appearanceOption = CommandOption(
        "--appearance", .value, placeholder: "light|dark", help: ["lay the dialogs out in light or dark appearance (default: light)"])
    static let contrastOption = CommandOption(
        "--contrast", .value, placeholder: "standard|increased",
        help: ["lay the dialogs out at standard or increased contrast (Increase", "Contrast; default: standard)"])
    static let reduceMotionOption = CommandOption(
        "--reduce-motion", .flag, help: ["lay the motion out as with Reduce Motion on: each show and hide", "its reduced-motion variant"])

    /// The options that set the screen's appearance, contrast and Reduce Motion.
    static let displayOptions = [appearanceOption, contrastOption, reduceMotionOption]

    /// The display settings `--appearance`, `--contrast` and `--reduce-motion` name (light,
    /// standard, off when not given); an unknown value is a usage error of `command`.
    static func display(_ parsed: ParsedArguments, for command: any Command.Type, appearance: CommandOption = appearanceOption)
        throws(ExitStatus) -> DisplaySettings
    {
        func choice(_ option: CommandOption, _ what: String, among names: [String]) throws(ExitStatus) -> String {
            guard let name = parsed.value(option) else { return names[0] }
            if names.contains(name) { return name }
            let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw command.usageError(
                "unknown \(what) '\(name)' (expected \(names.map { "'\($0)'" }.joined(separator: " or ")))\(hint)")
        }
        let scheme = try choice(appearance, "appearance", among: DisplaySettings.schemeNames)
        let contrast = try choice(contrastOption, "contrast", among: DisplaySettings.contrastNames)
        guard let display = DisplaySettings(scheme: scheme, contrast: contrast, reducesMotion: parsed.has(reduceMotionOption)) else {
            throw command.usageError("unknown appearance '\(scheme)' at contrast '\(contrast)'")
        }
        return display
    }

    /// The devices `--device` completes to: every preset, upright and turned.
    static let deviceNames = Device.presets.map(\.name) + Device.presets.map { $0.name + Device.landscapeSuffix }

    /// The sizes a `WIDTHxHEIGHT` device may have, as help and errors state them.
    static var customBounds: String {
        func bounds(_ range: ClosedRange<Double>) -> String { "\(Int(range.lowerBound)) to \(Int(range.upperBound))" }
        return "width \(bounds(Device.customWidths)), height \(bounds(Device.customHeights))"
    }

    static let textSizeOption = CommandOption(
        "--text-size", .value, placeholder: "SIZE", values: TextSize.allCases.map(\.rawValue),
        help: ["a Dynamic Type size: \(TextSize.allCases.map(\.rawValue).joined(separator: ", "))", "(default: large)"])

    /// The device called `name` (iphone-15 when nil); an unknown one is a usage error of `command`.
    static func device(_ name: String?, for command: any Command.Type) throws(ExitStatus) -> Device {
        guard let name else { return Device.presets[1] }
        if let device = Device.named(name) { return device }
        if Device.customSize(name) != nil {
            throw command.usageError("device size '\(name)' is out of range (\(customBounds) points)")
        }
        let names = Device.presets.map(\.name)
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw command.usageError(
            "unknown device '\(name)' (expected \(names.map { "'\($0)'" }.joined(separator: ", ")) or WIDTHxHEIGHT, \(customBounds) points)\(hint)"
        )
    }

    /// The text size called `name` (large when nil); an unknown one is a usage error of `command`.
    static func textSize(_ name: String?, for command: any Command.Type) throws(ExitStatus) -> TextSize {
        guard let name else { return .large }
        if let size = TextSize(rawValue: name) { return size }
        let names = TextSize.allCases.map(\.rawValue)
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw command.usageError("unknown text size '\(name)'\(hint)")
    }
}
