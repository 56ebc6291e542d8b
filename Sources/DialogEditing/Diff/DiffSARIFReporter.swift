import DialogReporters
import DialogRules
import DialogWriters
import Foundation

/// `sarif`: SARIF 2.1.0 with one rule per change kind. A change's location is where it is in the
/// new version (its dialog for a removed button; none for a removed dialog) and its old location a
/// related location, so code scanning shows it on the pull request's files; breaking changes are
/// errors, behaviour changes warnings, the rest notes. `partialFingerprints` hold the change's
/// fingerprint (kind, dialog and element), so a change keeps its identity when lines move.
package enum DiffSARIFReporter {
    package static let fingerprintKey = "dialogcDiff/v1"

    package static func report(_ diff: DiffReport) -> String {
        let kinds = ChangeKind.all
        let rules = kinds.map { kind in
            Rule(id: kind.id, name: SARIFReporter.ruleName(kind.id), shortDescription: Text(kind.summary),
                defaultConfiguration: Level(level: SARIFReporter.level(DiffSeverity.of(kind.category))),
                properties: Properties(category: kind.category.rawValue))
        }
        let results = diff.changes.map { change in
            let new = diff.location(of: change, old: false)
            let old = diff.location(of: change, old: true)
            return Result(
                ruleId: change.kind.id, ruleIndex: kinds.firstIndex(of: change.kind) ?? 0,
                level: SARIFReporter.level(DiffSeverity.of(change.category)), message: Text(change.message),
                locations: new.map { [Location(physicalLocation: Physical($0))] } ?? [],
                relatedLocations: old.map { [Location(id: 1, message: Text("in the old version"), physicalLocation: Physical($0))] },
                partialFingerprints: [fingerprintKey: change.fingerprint])
        }
        let log = SARIFReporter.Log(runs: [Run(
            tool: Tool(driver: Driver(version: DialogCompilerInfo.version, semanticVersion: DialogCompilerInfo.version, rules: rules)),
            results: results)])
        return ReportDocument.text(log)
    }

    private struct Run: Encodable {
        var tool: Tool
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    private struct Tool: Encodable { var driver: Driver }

    private struct Driver: Encodable {
        var name = "dialogc-diff"
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var defaultConfiguration: Level
        var properties: Properties
    }

    private struct Properties: Encodable { var category: String }
    private struct Level: Encodable { var level: String }
    private typealias Text = SARIFReporter.Text

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
    }

    private struct Location: Encodable {
        var id: Int?
        var message: Text?
        var physicalLocation: Physical
    }

    private struct Physical: Encodable {
        var artifactLocation: SARIFReporter.ArtifactLocation
        var region: SARIFReporter.Region?

        init(_ location: DiffPlace) {
            artifactLocation = SARIFReporter.ArtifactLocation(path: location.file, index: nil)
            region = location.range.map(SARIFReporter.Region.init)
        }
    }
}
