import DialogReporters
import DialogRules
import DialogWriters

/// `sarif`: SARIF 2.1.0 with one rule per change kind, in the model `lint`'s SARIF fills. A
/// change's location is where it is in the new version (its dialog for a removed button; none for
/// a removed dialog) and its old location a related location, so code scanning shows it on the
/// pull request's files; breaking changes are errors, behaviour changes warnings, the rest notes.
/// `partialFingerprints` hold the change's fingerprint (kind, dialog and element), so a change
/// keeps its identity when lines move. Each rule's properties name its category and whether its
/// kind breaks delivered dialogs; each result's whether the change does.
package struct DiffSARIFReporter: Reporter {
    package static let fingerprintKey = "dialogcDiff/v1"

    package init() {}

    package func report(_ diff: DiffReport) -> String {
        String(decoding: reportBytes(diff), as: UTF8.self)
    }

    package func reportBytes(_ diff: DiffReport) -> [UInt8] {
        let kinds = ChangeKind.all
        let rules = kinds.map { kind in
            SARIF.ReportingDescriptor(
                id: kind.id, shortDescription: SARIF.Text(kind.summary), level: SARIFReporter.level(DiffSeverity.of(kind.category)),
                properties: SARIF.Properties(category: kind.category.rawValue, breaksDeliveredDialogs: kind.breaksDeliveredDialogs))
        }
        let results = diff.changes.map { change in
            let new = diff.location(of: change, old: false)
            let old = diff.location(of: change, old: true)
            return SARIF.Result(
                ruleId: change.kind.id, ruleIndex: kinds.firstIndex(of: change.kind) ?? 0,
                level: SARIFReporter.level(DiffSeverity.of(change.category)), message: SARIF.Text(change.message),
                locations: new.map { [SARIF.Location(physicalLocation: Self.physical($0))] } ?? [],
                relatedLocations: old.map {
                    [SARIF.Location(id: 1, message: SARIF.Text("in the old version"), physicalLocation: Self.physical($0))]
                },
                partialFingerprints: [Self.fingerprintKey: change.fingerprint],
                properties: SARIF.Properties(breaksDeliveredDialogs: change.breaksDeliveredDialogs))
        }
        let driver = SARIF.Driver(name: "dialogc-diff", version: DialogCompilerInfo.version, rules: rules)
        return JSONTextWriter.report(SARIF.Log(runs: [SARIF.Run(tool: SARIF.Tool(driver: driver), results: results)]))
    }

    private static func physical(_ location: DiffPlace) -> SARIF.PhysicalLocation {
        SARIF.PhysicalLocation(
            artifactLocation: SARIF.ArtifactLocation(path: location.file, index: nil), region: location.range.map(SARIF.Region.init))
    }
}
