import DialogConfiguration
import DialogDiagnostics
import DialogRules
import Foundation

/// The part of a SARIF 2.1.0 log that `SARIFReporter` writes, read back so tests check structure, not text.
struct SARIFLog: Decodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Decodable {
        var tool: Tool
        var columnKind: String
        var artifacts: [Artifact]
        var invocations: [Invocation]
        var results: [Finding]
    }

    struct Invocation: Decodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Decodable {
        var level: String
        var message: Text
        var locations: [Location]?
    }

    struct Tool: Decodable {
        var driver: Driver
    }

    struct Driver: Decodable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Decodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    /// A rule's help, which code scanning shows beside its alerts in Markdown.
    struct Help: Decodable {
        var text: String
        var markdown: String?
    }

    struct Configuration: Decodable {
        var level: String
    }

    struct Text: Decodable, Equatable {
        var text: String
    }

    struct Artifact: Decodable {
        var location: ArtifactLocation
    }

    struct ArtifactLocation: Decodable, Equatable {
        var uri: String
        var uriBaseId: String?
        var index: Int?
    }

    struct Finding: Decodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var fixes: [Fix]?
        var partialFingerprints: [String: String]
    }

    struct Location: Decodable {
        var id: Int?
        var message: Text?
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Decodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct Region: Decodable, Equatable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    struct Fix: Decodable {
        var description: Text
        var artifactChanges: [Change]
    }

    struct Change: Decodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Decodable {
        var deletedRegion: Region
        var insertedContent: Text
    }

    init(_ text: String) throws {
        self = try JSONDecoder().decode(SARIFLog.self, from: Data(text.utf8))
    }
}

extension SARIFLog.Region {
    /// The region a diagnostic's range must become: the same numbers.
    init(_ range: SourceRange) {
        self.init(startLine: range.start.line, startColumn: range.start.column, endLine: range.end.line, endColumn: range.end.column)
    }
}
