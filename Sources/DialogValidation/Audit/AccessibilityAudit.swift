import DialogConfiguration
import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// The accessibility audit of a run: for every dialog and for the app as a whole, each
/// Accessibility Nutrition Label category as supported, not supported or not decidable from
/// specs, with the findings and reasons behind each verdict.
public struct AccessibilityAudit: Sendable {
    /// Where the findings' offsets turn into lines, for the reports.
    package let locations: ReportedLocations
    /// One dialog's verdicts.
    public struct DialogEntry: Sendable {
        public var id: String
        /// Where the spec declares it, `path:line`.
        public var source: String
        public var kind: DialogKind
        public var renderer: DialogRenderer
        public var verdicts: [(category: AccessibilityCategory, verdict: AuditVerdict)]

        /// Whether any category is not supported.
        public var hasUnsupported: Bool { verdicts.contains { $0.verdict.isNotSupported } }
    }

    /// What the run checked: the layouts every verdict covers.
    public struct Scope: Sendable, Hashable {
        public var devices: [String]
        public var textSizes: [String]
        public var appearances: [String]
        public var locales: [String]

        /// Light and dark, each at standard and increased contrast: the appearances lint checks.
        public static let everyAppearance = DialogAppearance.allCases.map(\.description)

        /// Creates a scope.
        public init(devices: [String], textSizes: [String], appearances: [String], locales: [String]) {
            (self.devices, self.textSizes, self.appearances, self.locales) = (devices, textSizes, appearances, locales)
        }
    }

    public var scope: Scope
    public var dialogs: [DialogEntry]
    /// The app's verdict per category: not supported when a dialog does not support it, not
    /// decidable when a dialog cannot be decided, else supported.
    public var app: [(category: AccessibilityCategory, verdict: AuditVerdict)]
    /// Findings that stop a dialog from being audited: errors of the format and the platform.
    public var errors: [Diagnostic]
    /// The inputs that could not be read.
    public var inputFailures: [InputFailure]

    /// Whether the app fails a category, or a spec has errors, or an input could not be read.
    public var fails: Bool {
        !errors.isEmpty || !inputFailures.isEmpty || app.contains { $0.verdict.isNotSupported }
    }

    /// Audits the dialogs of `result` (a lint result that kept its models) under `configuration`.
    public init(_ result: ValidationResult, configuration: Configuration, scope: Scope) {
        self.scope = scope
        locations = ReportedLocations(result)
        inputFailures = result.inputFailures
        errors = result.diagnostics.filter { $0.severity == .error }
        var findingsByDialog: [String: [Diagnostic]] = [:]
        for finding in result.diagnostics where finding.severity != .error {
            if let subject = finding.subject { findingsByDialog[subject, default: []].append(finding) }
        }
        let erroneous = Set(errors.compactMap(\.subject))
        var entries: [DialogEntry] = []
        for file in result.files {
            guard let spec = file.spec else { continue }
            for dialog in spec.dialogs where dialog.isWellFormed && !erroneous.contains(dialog.id.value) {
                let line = file.source.position(at: dialog.range.startOffset).line
                let findings = findingsByDialog[dialog.id.value] ?? []
                entries.append(
                    DialogEntry(
                        id: dialog.id.value, source: "\(file.source.path):\(line)", kind: dialog.type.value,
                        renderer: dialog.resolvedRenderer,
                        verdicts: AccessibilityCategory.allCases.map { category in
                            (
                                category,
                                Self.verdict(category, for: dialog, in: file.source, findings: findings, configuration: configuration)
                            )
                        }))
            }
        }
        dialogs = entries
        app = AccessibilityCategory.allCases.map { category in (category, Self.appVerdict(category, dialogs: entries)) }
    }

    /// One category of one dialog.
    static func verdict(
        _ category: AccessibilityCategory, for dialog: Dialog, in source: SourceFile, findings: [Diagnostic],
        configuration: Configuration
    ) -> AuditVerdict {
        let rules = Set(category.rules)
        let against = findings.filter { rules.contains($0.rule) }
        if !against.isEmpty { return .notSupported(reasons: [], findings: against) }
        let off = category.rules.filter { configuration.isDisabled($0) }
        if !off.isEmpty {
            return .notDecidable(
                toTest: off.map { "rule '\($0)' is turned off in the configuration: test \(category.title) on a device" })
        }
        return AuditReasons.verdict(category, for: dialog, in: source)
    }

    /// One category across every dialog.
    static func appVerdict(_ category: AccessibilityCategory, dialogs: [DialogEntry]) -> AuditVerdict {
        var unsupported: [String] = []
        var undecided: [String] = []
        var toTest: [String] = []
        for entry in dialogs {
            guard let verdict = entry.verdicts.first(where: { $0.category == category })?.verdict else { continue }
            switch verdict {
            case .supported: break
            case .notSupported: unsupported.append(entry.id)
            case .notDecidable(let what):
                undecided.append(entry.id)
                toTest += what.map { "'\(entry.id)': \($0)" }
            }
        }
        if !unsupported.isEmpty {
            return .notSupported(reasons: ["not supported by \(Self.list(unsupported))"], findings: [])
        }
        if !undecided.isEmpty {
            return .notDecidable(toTest: toTest.count <= 6 ? toTest : ["test \(Self.list(undecided)) on a device"])
        }
        return .supported(reasons: ["every dialog supports it (\(Wording.count(dialogs.count, "dialog")))"])
    }

    private static func list(_ ids: [String]) -> String {
        let quoted = ids.map { "'\($0)'" }
        return quoted.count <= 6
            ? quoted.joined(separator: ", ") : quoted.prefix(5).joined(separator: ", ") + " and \(quoted.count - 5) more"
    }
}
