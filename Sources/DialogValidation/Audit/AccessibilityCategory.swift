import DialogDiagnostics

/// One of the App Store's Accessibility Nutrition Labels that checking specs can speak to, and
/// the rules whose findings say a dialog does not support it.
public enum AccessibilityCategory: String, Sendable, Hashable, CaseIterable {
    case voiceOver
    case voiceControl
    case largerText
    case darkInterface
    case differentiateWithoutColorAlone
    case sufficientContrast
    case reducedMotion

    /// The label's name as App Store Connect writes it.
    public var title: String {
        switch self {
        case .voiceOver: "VoiceOver"
        case .voiceControl: "Voice Control"
        case .largerText: "Larger Text"
        case .darkInterface: "Dark Interface"
        case .differentiateWithoutColorAlone: "Differentiate Without Color Alone"
        case .sufficientContrast: "Sufficient Contrast"
        case .reducedMotion: "Reduced Motion"
        }
    }

    /// The rules whose findings mean a dialog does not support the category.
    public var rules: [RuleID] {
        switch self {
        case .voiceOver: ["unlabeled-button"]
        case .voiceControl: ["accessibility-label-mismatch", "unlabeled-button", "touch-target-too-small"]
        case .largerText: ["text-clipped-at-larger-text", "text-overflow-accessibility"]
        case .darkInterface: ["no-dark-appearance"]
        case .differentiateWithoutColorAlone: ["color-only-distinction"]
        case .sufficientContrast: ["insufficient-contrast"]
        case .reducedMotion: []
        }
    }
}

/// What the audit says of one category, for one dialog or for the whole app.
public enum AuditVerdict: Sendable, Hashable {
    /// The specs support it, for the reasons given.
    case supported(reasons: [String])
    /// They do not: the findings (and the audit's own reasons) say why.
    case notSupported(reasons: [String], findings: [Diagnostic])
    /// Specs cannot tell: what to test on a device.
    case notDecidable(toTest: [String])

    /// `supported`, `not-supported` or `not-decidable`: how the reports name the verdict.
    public var name: String {
        switch self {
        case .supported: "supported"
        case .notSupported: "not-supported"
        case .notDecidable: "not-decidable"
        }
    }

    /// Whether the specs support the category.
    public var isSupported: Bool {
        switch self {
        case .supported: true
        case .notSupported, .notDecidable: false
        }
    }

    /// Whether the specs do not support the category.
    public var isNotSupported: Bool {
        switch self {
        case .notSupported: true
        case .supported, .notDecidable: false
        }
    }

    /// The verdict as a reader says it.
    public var label: String {
        switch self {
        case .supported: "supported"
        case .notSupported: "not supported"
        case .notDecidable: "not decidable from specs"
        }
    }

    /// The reasons, findings' messages included, or what to test.
    public var lines: [String] {
        switch self {
        case .supported(let reasons): reasons
        case .notSupported(let reasons, let findings): reasons + findings.map { "\($0.rule): \($0.message)" }
        case .notDecidable(let toTest): toTest
        }
    }
}
