import DialogConfiguration
import DialogGenerators
import DialogLayoutAdapter
import DialogReporters
import DialogValidation
import Foundation

/// `dialogc audit`: lint the specs, then say for every dialog and for the app which
/// Accessibility Nutrition Label categories they support, which they do not and why, and what
/// only a device can tell.
enum AuditCommand: Command {
    static let format = CommandOption(
        "--format", .repeatable, placeholder: AuditFormat.allCases.map(\.rawValue).joined(separator: "|"),
        help: ["the report format (default: text); repeat with --output for several reports"])

    static var description: CommandDescription {
        CommandDescription(
            name: "audit",
            summary: "say which Accessibility Nutrition Labels the dialogs support, and why",
            overview:
                "audit every dialog for the App Store's Accessibility Nutrition Labels that specs can speak to",
            usage: "audit [options] [PATH ...]",
            arguments: [CheckCommand.pathArgument],
            options: [format, CheckCommand.output, CheckCommand.config] + LocaleOptions.repeatable + TokenOptions.all,
            discussion: """
                Each category (VoiceOver, Voice Control, Larger Text, Dark Interface, Differentiate Without Color
                Alone, Sufficient Contrast, Reduced Motion) is supported, not supported (with the lint findings
                that say why) or not decidable from specs (with what to test on a device), for every dialog and
                for the app. The verdicts cover the layouts lint checks: the narrowest device at the default
                text size, at AX3 (the smallest of at least 200 %) and at AX5, in light and dark appearance at
                standard and increased contrast, in the spec's language and every --locale. Sufficient Contrast
                is also measured as Apple's criteria test it, with Increase Contrast on, default colors included.
                A rule turned off in the configuration makes its categories not decidable. The HTML report shows
                the pictures of each dialog that does not support a category, light and dark.
                """,
            exitStatus: [
                "0  no category is unsupported (some may need testing on a device)",
                "1  a dialog does not support a category, or a spec has an error",
                "2  usage error, or an input, configuration or output that cannot be read or written",
            ])
    }

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let destinations: [Destination<AuditFormat>]
        do {
            destinations = try ReportDestinations.parse(
                parsed.ordered.filter { $0.option == format || $0.option == CheckCommand.output }, formatOption: format,
                defaultFormat: .text)
        } catch {
            throw usageError(error.message)
        }
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.value(CheckCommand.config)) else {
            throw .usageOrInput
        }
        let texts = try LocaleOptions.texts(parsed, repeatable: true, for: description, configuration: configuration)
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        let paths = parsed.positional.isEmpty ? [CheckCommand.defaultPath] : parsed.positional
        let inputs = InputFiles(paths: paths, configuration: configuration)
        var result = Linter.lint(inputs.sources, configuration: configuration, texts: texts, tokens: tokens)
        result.inputFailures = inputs.failures.sorted()
        let audit = AccessibilityAudit(result, configuration: configuration, scope: AuditScope.scope(texts: texts))
        let pictures =
            destinations.contains { $0.format == .html } ? AuditScope.pictures(of: audit, in: result, texts: texts) : [:]
        let written = destinations.map { $0.deliver(report: audit, by: $0.format.makeReporter(pictures: pictures)) }
        guard !written.contains(false), inputs.failures.isEmpty else { throw .usageOrInput }
        if audit.fails { throw .specErrors }
    }
}
