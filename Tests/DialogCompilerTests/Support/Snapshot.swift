import Foundation
import Testing

/// Compares text with a snapshot file kept in `Tests/DialogCompilerTests/Snapshots/`.
///
/// Run with `DIALOGC_RECORD_SNAPSHOTS=1` to write the current output as the new snapshot
/// (then review the diff in git). Recording fails the test that recorded, so a run in record
/// mode never passes and a re-record cannot slip into a commit unreviewed. A mismatch prints a
/// line diff.
enum Snapshot {
    static let directory = Paths.packageRoot.appendingPathComponent("Tests/DialogCompilerTests/Snapshots")
    static let isRecording = ProcessInfo.processInfo.environment["DIALOGC_RECORD_SNAPSHOTS"] == "1"

    static func assert(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try record(actual, to: url, sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "no snapshot '\(name)'; run the tests with DIALOGC_RECORD_SNAPSHOTS=1 to record it",
                sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "output differs from snapshot '\(name)' (re-record with DIALOGC_RECORD_SNAPSHOTS=1):\n\(diff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// Writes `text` to `url` and fails the current test, saying whether the content changed.
    static func record(_ text: String, to url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let previous = try? String(contentsOf: url, encoding: .utf8)
        try Data(text.utf8).write(to: url)
        let change = previous == text ? "unchanged" : "changed"
        Issue.record(
            "recorded '\(url.lastPathComponent)' (\(change)); review the diff, then run the tests again without DIALOGC_RECORD_SNAPSHOTS",
            sourceLocation: sourceLocation)
    }

    /// A minimal line diff: the lines only in the snapshot (-) and only in the output (+), in order.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        return new.difference(from: old).sorted { $0.offset < $1.offset }.map { change in
            switch change {
            case .remove(_, let line, _): "- \(line)"
            case .insert(_, let line, _): "+ \(line)"
            }
        }.joined(separator: "\n")
    }
}

private extension CollectionDifference.Change {
    var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _): offset
        }
    }
}
