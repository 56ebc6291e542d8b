import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogEditing
import DialogGenerators
import DialogLayoutAdapter
import DialogReporters
import DialogSpec
import DialogValidation
import Foundation

/// `dialogc diff`: what changed between two versions of the specs, classified for review.
enum DiffCommand: Command {
    static let format = CommandOption(
        "--format", .repeatable, placeholder: DiffFormat.allCases.map(\.rawValue).joined(separator: "|"),
        help: ["the report format (default: text); repeat with --output for several reports"])
    static let output = CheckCommand.output
    static let against = CommandOption(
        "--against", .value, placeholder: "GIT-REF",
        help: ["compare the specs of the working tree (PATH ..., default: Specs) with", "those of a git revision"])
    /// The categories `--fail-on` takes: every one but `added`, which never fails a run.
    static let failCategories = ChangeCategory.allCases.filter { $0 != .added }
    /// What `--fail-on` takes besides a category: fail on a change that breaks delivered dialogs, whatever its category.
    static let failOnDelivered = "delivered"
    static let failOn = CommandOption(
        "--fail-on", .value, placeholder: (failCategories.map(\.rawValue) + [failOnDelivered]).joined(separator: "|"),
        help: [
            "exit 1 when a change of this category or a stricter one is found;",
            "delivered: when a change breaks apps in the field delivered the new dialogs",
        ])

    /// When `--fail-on` ends a run with exit status 1.
    enum FailCondition: Equatable {
        /// A change of the category or a stricter one.
        case category(ChangeCategory)
        /// A change that breaks delivered dialogs.
        case delivered

        func isMet(by report: DiffReport) -> Bool {
            switch self {
            case .category(let category): report.hasChange(atLeast: category)
            case .delivered: report.breaksDeliveredDialogs
            }
        }
    }
    static let device = PreviewCommand.device

    static var description: CommandDescription {
        CommandDescription(
            name: "diff",
            summary: "what changed between two versions of the specs, breaking changes first",
            overview: "report what changed between two versions of the specs: breaking, behaviour, text, visual, added",
            usage: "diff [options] (OLD NEW | --against GIT-REF [PATH ...])",
            arguments: [
                (
                    label: "OLD, NEW",
                    help: ["spec files or directories (searched recursively for *.json); dialogs", "are matched by id across files"]
                ),
                CheckCommand.pathArgument,
            ],
            options: [format, output, against, failOn, device, PlanOptions.textSizeOption, CheckCommand.config] + TokenOptions.all,
            discussion: "Specs with errors are reported as 'validate' reports them, and nothing is compared.",
            exitStatus: [
                "0  the report is written (whatever changed, without --fail-on)",
                "1  --fail-on: a change of that category or a stricter one was found, or",
                "   with 'delivered' a change that breaks delivered dialogs",
                "2  usage error, an input that cannot be read, a spec with an error, or no git repository",
            ])
    }

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let destinations: [Destination<DiffFormat>]
        do {
            destinations = try ReportDestinations.parse(
                parsed.ordered.filter { $0.option != device }, formatOption: format, defaultFormat: .text)
        } catch {
            throw usageError(error.message)
        }
        let threshold = try failThreshold(parsed.value(failOn))
        var devices: [Device] = []
        let names = parsed.values(device)
        for name in names.isEmpty ? PreviewCommand.defaultDevices : names {
            let device = try PlanOptions.device(name, for: self)
            if !devices.contains(where: { $0.name == device.name }) { devices.append(device) }
        }
        let textSize = try PlanOptions.textSize(parsed.value(PlanOptions.textSizeOption), for: self)
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.value(CheckCommand.config)) else { throw .usageOrInput }
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)

        let oldSources: [SourceFile]
        let newSources: [SourceFile]
        var oldTokens = tokens
        if let revision = parsed.value(against) {
            let paths = parsed.positional.isEmpty ? [CheckCommand.defaultPath] : parsed.positional
            do {
                oldSources = try GitRevision.sources(at: revision, paths: paths, configuration: configuration)
            } catch {
                Output.standardError("error: \(error.message)\n")
                throw .usageOrInput
            }
            // Once the revision is known good: its token files are read with `git show` too.
            if tokens != nil {
                oldTokens = try TokenOptions.theme(atRevision: revision, parsed, configuration: configuration, for: description) ?? tokens
            }
            newSources = try read(paths, configuration)
        } else {
            guard parsed.positional.count == 2 else {
                throw usageError("'diff' compares two versions: give OLD and NEW, or '--against GIT-REF'")
            }
            oldSources = try read([parsed.positional[0]], configuration)
            newSources = try read([parsed.positional[1]], configuration)
        }
        let report = DiffReport(
            old: try validate(oldSources, tokens: oldTokens), new: try validate(newSources, tokens: tokens), devices: devices,
            textSize: textSize)
        let written = destinations.map { $0.deliver(report: report, by: $0.format.makeReporter()) }
        guard !written.contains(false) else { throw .usageOrInput }
        if let threshold, threshold.isMet(by: report) { throw .specErrors }
    }

    /// `preview --compare OLD`: the compare gallery of the specs at `old` against the valid `new` files.
    static func comparePage(
        old: String, new: [DecodedFile], configuration: Configuration, tokens: DesignTokenTheme?, devices: [Device], textSize: TextSize
    ) throws(ExitStatus) -> PreviewFile {
        let oldResult = try validate(read([old], configuration), tokens: tokens)
        let report = DiffReport(oldFiles: oldResult.files, newFiles: new, devices: devices, textSize: textSize)
        return PreviewFile(path: CompareGallery.fileName, contents: CompareGallery.html(report, devices: devices, textSize: textSize))
    }

    static func failThreshold(_ name: String?) throws(ExitStatus) -> FailCondition? {
        guard let name else { return nil }
        if let category = ChangeCategory(rawValue: name), failCategories.contains(category) { return .category(category) }
        if name == failOnDelivered { return .delivered }
        let names = failCategories.map(\.rawValue) + [failOnDelivered]
        let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw usageError("unknown category '\(name)' for '--fail-on' (expected \(names.map { "'\($0)'" }.joined(separator: ", ")))\(hint)")
    }

    /// The spec files of one version; one that cannot be read ends the command, as nothing half-read is compared.
    static func read(_ paths: [String], _ configuration: Configuration) throws(ExitStatus) -> [SourceFile] {
        let inputs = InputFiles(paths: paths, configuration: configuration)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { throw .usageOrInput }
        return inputs.sources
    }

    /// One version validated, its token references resolved against `tokens` (the working
    /// tree's, for both versions); its errors are printed as `validate` prints them and end the command.
    static func validate(_ sources: [SourceFile], tokens: DesignTokenTheme?) throws(ExitStatus) -> ValidationResult {
        try ValidSpecs.validated(sources, tokens: tokens, failingWith: .usageOrInput)
    }
}
