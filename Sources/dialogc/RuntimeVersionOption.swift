import DialogConfiguration
import DialogRules

/// `--runtime-version`, shared by lint and bundle: the oldest runtime the dialogs are delivered to,
/// which `runtime-unsupported` checks them against; it wins over the configuration's `minimumRuntime`.
enum RuntimeVersionOption {
    static let option = CommandOption(
        "--runtime-version", .value, placeholder: "VERSION",
        help: [
            "report what DialogRuntime VERSION cannot present (rule 'runtime-unsupported')",
            "(default: the configuration's 'minimumRuntime', if any)",
        ])

    /// `configuration` with the runtime version the option names, when it names one; a value that
    /// is no version (`1.2.3`, up to four numbers) is a usage error of `command`.
    static func apply(
        _ parsed: ParsedArguments, to configuration: inout Configuration, for command: CommandDescription
    ) throws(ExitStatus) {
        guard let version = parsed.value(option) else { return }
        guard let runtime = RuntimeVersion(version) else {
            throw command.usageError(
                "'--runtime-version' is a runtime version such as '0.2.0' (up to four numbers separated by dots), not '\(version)'")
        }
        configuration.options.runtimeVersion = runtime
    }
}
