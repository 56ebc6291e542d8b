import Foundation
import Testing

/// The helpers other tests rely on to fail loudly: a recorded snapshot and a folder of too few cases.
@Suite struct TestSupportTests {
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-support-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func recordingASnapshotFailsTheTest() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("snapshot.txt")
        try Data("old".utf8).write(to: file)
        try withKnownIssue("recording must fail the run") {
            try Snapshot.record("new", to: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded 'snapshot.txt' (changed)") }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test func aFolderWithTooFewCasesThrows() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appendingPathComponent("one.json"))
        #expect(throws: Paths.TooFewCases.self) { try Paths.cases(in: directory, atLeast: 2) }
        #expect(try Paths.cases(in: directory, atLeast: 1).map(\.lastPathComponent) == ["one.json"])
    }
}
