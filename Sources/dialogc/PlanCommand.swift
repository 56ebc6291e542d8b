import DialogCompiler

/// `dialogc plan`: the resolved render plan of every dialog for one device, as JSON.
enum PlanCommand {
    static var usage: String {
        """
        OVERVIEW: write the render plan (layout, style, motion, behaviour, actions) of every dialog

        USAGE: dialogc plan [options] [PATH ...]

        ARGUMENTS:
          PATH                 a spec file, or a directory searched recursively for *.json (default: Specs)

        OPTIONS:
          --device NAME        \(Device.presets.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT in points
                               (\(PlanOptions.customBounds); default: iphone-15)
          --text-size SIZE     a Dynamic Type size: \(TextSize.allCases.map(\.rawValue).joined(separator: ", "))
                               (default: large)
          --output FILE        write the plan to FILE (atomically) instead of standard output
          -h, --help           show this help

        The document is described by Schemas/renderplan.schema.json.

        EXIT STATUS:
          0  the plan is written
          1  a spec has an error (no plan is written)
          2  usage error, or an input that cannot be read or an output that cannot be written
        """
    }

    static func run(arguments: [String]) -> ExitStatus {
        let parser = ArgumentParser(valueOptions: ["--device", "--text-size", "--output"])
        let parsed: ParsedArguments
        switch parser.parseCommand(arguments, usage: usage) {
        case .success(let arguments): parsed = arguments
        case .failure(let status): return status
        }
        let device: Device
        switch PlanOptions.device(parsed.values["--device"]) {
        case .success(let chosen): device = chosen
        case .failure(let error): return CommandLineTool.usageError(error.message, usage: usage)
        }
        let textSize: TextSize
        switch PlanOptions.textSize(parsed.values["--text-size"]) {
        case .success(let chosen): textSize = chosen
        case .failure(let error): return CommandLineTool.usageError(error.message, usage: usage)
        }
        let specs: [SpecFile]
        switch ValidSpecs.load(paths: parsed.positional) {
        case .success(let loaded): specs = loaded
        case .failure(let status): return status
        }
        let document = RenderPlanWriter.document(for: specs, device: device, textSize: textSize)
        guard let path = parsed.values["--output"] else {
            Output.standardOutput(document)
            return .success
        }
        do {
            try Output.write(document, to: path)
        } catch {
            Output.standardError("\(path): error: cannot write the plan: \(error.localizedDescription)\n")
            return .usageOrInput
        }
        return .success
    }
}

/// Parsing of the options plan-based commands share.
enum PlanOptions {
    /// The sizes a `WIDTHxHEIGHT` device may have, as help and errors state them.
    static var customBounds: String {
        func bounds(_ range: ClosedRange<Double>) -> String { "\(Int(range.lowerBound)) to \(Int(range.upperBound))" }
        return "width \(bounds(Device.customWidths)), height \(bounds(Device.customHeights))"
    }

    static func device(_ name: String?) -> Result<Device, UsageError> {
        guard let name else { return .success(Device.presets[1]) }
        if let device = Device.named(name) { return .success(device) }
        if Device.customSize(name) != nil {
            return .failure(UsageError("device size '\(name)' is out of range (\(customBounds) points)"))
        }
        let names = Device.presets.map(\.name)
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(UsageError(
            "unknown device '\(name)' (expected \(names.map { "'\($0)'" }.joined(separator: ", ")) or WIDTHxHEIGHT, \(customBounds) points)\(hint)"))
    }

    static func textSize(_ name: String?) -> Result<TextSize, UsageError> {
        guard let name else { return .success(.large) }
        if let size = TextSize(rawValue: name) { return .success(size) }
        let names = TextSize.allCases.map(\.rawValue)
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(UsageError("unknown text size '\(name)'\(hint)"))
    }
}
