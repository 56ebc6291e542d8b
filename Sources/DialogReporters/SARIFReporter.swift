import DialogConfiguration
import DialogDiagnostics
import DialogRules
import DialogValidation
import DialogWriters

/// SARIF 2.1.0, the log format GitHub code scanning, Azure DevOps and editors' SARIF viewers import.
///
/// One run whose driver lists every rule of the context, each with its help in text and Markdown
/// (explanation and examples), which code scanning shows on the rule's alerts. Notes become
/// `relatedLocations`; a suggestion is a related location at the finding itself (as the text
/// format prints it) and, when it has a replacement, also a `fixes` entry. The message links to
/// each related location (`[note](1)`), since code scanning shows only those a message embeds.
/// Each result has two `partialFingerprints` built from `Diagnostic.fingerprint` (rule, file,
/// subject), so neither changes when lines move or a message is reworded: dialogc's own and
/// `primaryLocationLineHash`, by which code scanning matches alerts across runs (and which its
/// upload would otherwise hash from the text of the finding's line); the latter also hashes the
/// language of a finding of one language, so adding a language to a catalog renumbers no other. The one invocation says whether every
/// input could be read (`executionSuccessful`) and names each that could not as an error
/// `toolExecutionNotifications` entry. The output holds no timestamps, command lines or
/// absolute paths beyond those given as inputs, so the same result always gives the same bytes.
public struct SARIFReporter: Reporter {
    /// The schema URI written into `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of `partialFingerprints`; its version goes up only if `Diagnostic.fingerprint` changes
    /// (v2: built from the finding's subject instead of its message).
    public static let fingerprintKey = "dialogc/v2"
    /// The key of `partialFingerprints` code scanning matches alerts by; its value is a hex hash, `:`
    /// and the occurrence of the hash, as GitHub documents it.
    public static let lineHashKey = "primaryLocationLineHash"
    /// The base every relative `uri` resolves against; the consumer maps it to the checkout.
    public static let sourceRoot = "%SRCROOT%"

    private let context: ReportContext

    /// Creates the reporter; the rules and version come from the context.
    public init(context: ReportContext = ReportContext(rules: .standard)) {
        self.context = context
    }

    public func report(_ result: ValidationResult) -> String {
        String(decoding: reportBytes(result), as: UTF8.self)
    }

    public func reportBytes(_ result: ValidationResult) -> [UInt8] {
        let rules = context.rules.all.map { $0.description }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The token files are artifacts only where a finding points: a run that reads them but finds
        // nothing in them reports the specs alone, as it did before they were read.
        let pointedInto = Set(result.diagnostics.map(\.location.file))
        let paths = Set(result.files.map(\.source.path) + result.tokenSources.map(\.path).filter(pointedInto.contains)).sorted()
        let artifactIndex = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })

        let locations = ReportedLocations(result)
        var occurrences: [String: Int] = [:]
        var lineHashOccurrences: [String: Int] = [:]
        let findings = result.diagnostics.map { diagnostic in
            // Findings of one rule in one dialog would share a fingerprint; numbering
            // the later ones in reporting order keeps each unique and unchanged when lines move.
            let fingerprint = diagnostic.fingerprint
            let occurrence = occurrences[fingerprint, default: 0] + 1
            occurrences[fingerprint] = occurrence
            let lineHash = Self.lineHash(diagnostic)
            let lineHashOccurrence = lineHashOccurrences[lineHash, default: 0] + 1
            lineHashOccurrences[lineHash] = lineHashOccurrence
            return Self.result(
                diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID], artifactIndex: artifactIndex, positions: locations,
                fingerprints: [
                    Self.fingerprintKey: occurrence == 1 ? fingerprint : "\(fingerprint):\(occurrence)",
                    // Code scanning's own form numbers every occurrence, the first too.
                    Self.lineHashKey: "\(lineHash):\(lineHashOccurrence)",
                ])
        }

        let driver = SARIF.Driver(name: "dialogc", version: context.toolVersion, rules: rules.map(Self.descriptor))
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: driver),
            // Locations point at artifacts by index; an artifact's own location needs none.
            artifacts: paths.map { SARIF.Artifact(location: SARIF.ArtifactLocation(path: $0, index: nil)) },
            invocations: [Self.invocation(result.inputFailures)],
            results: findings)
        return JSONTextWriter.report(SARIF.Log(runs: [run]))
    }

    /// `path` as a URI reference: percent-encoded, relative unless the path is absolute.
    ///
    /// Everything but RFC 3986's unreserved characters and `/` is encoded, so a space, `#` or `?`
    /// cannot end the path early and a `:` in the first segment cannot read as a scheme.
    package static func uriReference(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        // SARIF forbids a uriBaseId beside an absolute URI, so an absolute path becomes a file URI.
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `duplicate-button-id` → `DuplicateButtonId`, the form SARIF suggests for a rule's `name`.
    package static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The hash of `primaryLocationLineHash`: `Diagnostic.fingerprint`, and for a finding of one
    /// language the same hash of its identity and its language. Numbering the 19 languages of one
    /// finding by their order instead would renumber them all, and make code scanning close and
    /// reopen their alerts, whenever a language sorting before them was added to the catalog.
    package static func lineHash(_ diagnostic: Diagnostic) -> String {
        guard let locale = diagnostic.locale else { return diagnostic.fingerprint }
        return Fingerprint.fnv1a64(diagnostic.identity + "|" + locale)
    }

    /// `message` followed by a link to each related location (`; [text](id)`, ids from 1), SARIF's
    /// embedded links; `\`, `[` and `]` are escaped with a backslash throughout, so no text of a
    /// message or note can read as a link.
    package static func linkedMessage(_ message: String, links: [String]) -> String {
        func escaped(_ text: String) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                if scalar == "\\" || scalar == "[" || scalar == "]" { escaped += "\\" }
                escaped.unicodeScalars.append(scalar)
            }
            return escaped
        }
        return escaped(message) + links.enumerated().map { "; [\(escaped($1))](\($0 + 1))" }.joined()
    }

    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

// How lint's findings fill the SARIF model.
extension SARIFReporter {
    /// The run itself: it did not succeed when an input could not be read, whatever the findings.
    private static func invocation(_ failures: [InputFailure]) -> SARIF.Invocation {
        SARIF.Invocation(
            executionSuccessful: failures.isEmpty,
            toolExecutionNotifications: failures.isEmpty
                ? nil
                : failures.map { failure in
                    SARIF.Notification(
                        message: SARIF.Text(failure.message),
                        locations: failure.path.map {
                            [
                                SARIF.Location(
                                    physicalLocation: SARIF.PhysicalLocation(artifactLocation: SARIF.ArtifactLocation(path: $0, index: nil))
                                )
                            ]
                        })
                })
    }

    private static func descriptor(_ rule: RuleDescription) -> SARIF.ReportingDescriptor {
        SARIF.ReportingDescriptor(
            id: rule.id, shortDescription: SARIF.Text(rule.summary), fullDescription: SARIF.Text(rule.explanation),
            help: SARIF.Help(text: rule.helpText, markdown: rule.helpMarkdown),
            // The rule's row in the README's rule table.
            helpUri: DialogCompilerInfo.ruleDocumentationURL(for: rule.id), level: level(rule.severity))
    }

    private static func result(
        _ diagnostic: Diagnostic, ruleIndex: Int?, artifactIndex: [String: Int], positions: ReportedLocations,
        fingerprints: [String: String]
    ) -> SARIF.Result {
        func physical(_ location: SourceLocation) -> SARIF.PhysicalLocation {
            SARIF.PhysicalLocation(
                artifactLocation: SARIF.ArtifactLocation(path: location.file, index: artifactIndex[location.file]),
                region: positions.range(location).map(SARIF.Region.init))
        }
        let primary = physical(diagnostic.location)
        var result = SARIF.Result(
            ruleId: diagnostic.ruleID, ruleIndex: ruleIndex, level: level(diagnostic.severity), message: SARIF.Text(diagnostic.message),
            locations: [SARIF.Location(physicalLocation: primary)], partialFingerprints: fingerprints)
        var related = diagnostic.notes.map { ($0.message, physical($0.location)) }
        if let suggestion = diagnostic.suggestion {
            related.append((suggestion.message, primary))
            if let replacement = suggestion.replacement, let region = primary.region {
                let change = SARIF.ArtifactChange(
                    artifactLocation: primary.artifactLocation,
                    replacements: [SARIF.Replacement(deletedRegion: region, insertedContent: SARIF.Text(replacement))])
                result.fixes = [SARIF.Fix(description: SARIF.Text(suggestion.message), artifactChanges: [change])]
            }
        }
        if !related.isEmpty {
            result.relatedLocations = related.enumerated().map { index, note in
                SARIF.Location(id: index + 1, message: SARIF.Text(note.0), physicalLocation: note.1)
            }
            result.message = SARIF.Text(linkedMessage(diagnostic.message, links: related.map(\.0)))
        }
        return result
    }
}
