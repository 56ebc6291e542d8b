@testable import DialogLanguageServer
import Foundation
import Testing

/// The command line and the language server search folders with the one `SpecFolderSearch`,
/// so CI and the editor check the same files of a tree with every kind of thing to pass over.
@Suite struct SpecSearchAgreementTests {
    /// A spec that does not parse, so `validate` names every file it read in a finding.
    static let brokenSpec = #"{"specVersion": 1, "dialogs": [}"#

    /// The spec files of the tree, relative to its root: what both must find.
    static let expected: Set<String> = [
        "a.json", "build-tools/b.json", "node_modules-docs/c.json", "nested/d.json", "nested/no-dialogs.json",
        "Specs.build/e.json", "legacy-notes/f.json",
    ]

    /// A tree with hidden folders, a folder named like a skipped one, other tools' folders, a
    /// nested configuration, excluded folders and files, a render plan, a baseline and a link loop.
    static func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-agreement-\(UUID().uuidString)")
        let files: [(String, String)] = [
            (".dialogc.json", #"{"exclude": ["legacy/", "**/skip-*.json"]}"#),
            ("a.json", brokenSpec), ("build-tools/b.json", brokenSpec), ("node_modules-docs/c.json", brokenSpec),
            ("nested/d.json", brokenSpec), ("nested/no-dialogs.json", #"{"specVersion": 1,}"#), ("Specs.build/e.json", brokenSpec),
            ("legacy-notes/f.json", brokenSpec),
            // Passed over.
            (".build/debug/x.json", brokenSpec), (".hidden/x.json", brokenSpec), (".x.json", brokenSpec),
            ("nested/.dialogc.json", #"{"exclude": ["d.json"]}"#), ("node_modules/pad/x.json", brokenSpec),
            ("Assets.xcassets/Contents.json", brokenSpec), ("package.json", brokenSpec), ("api.schema.json", brokenSpec),
            ("legacy/x.json", brokenSpec), ("nested/skip-me.json", brokenSpec), ("notes.txt", brokenSpec),
            ("nested/plan.json", #"{"$schema": "https://dialogc.dev/schemas/renderplan.schema.json", "version": 1, "dialogs": []}"#),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // A link back up: each folder is searched once, whichever way it is reached.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("nested/up").path, withDestinationPath: "..")
        return root
    }

    @Test func theCommandLineAndTheEditorFindTheSameSpecs() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }

        let run = try Dialogc.run("validate", ".", in: root)
        #expect(run.status == 1)
        let named = run.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let end = line.range(of: ".json:") else { return nil }
            return String(line[..<end.lowerBound]) + ".json"
        }
        let commandLine = Set(named)
        #expect(commandLine == Self.expected, "\(run.standardOutput)\(run.standardError)")

        var workspace = Workspace()
        workspace.root = root.path
        workspace.reload()
        let prefix = root.path + "/"
        let editor = Set(workspace.files.keys.map { String($0.dropFirst(prefix.count)) })
        #expect(editor == Self.expected)
        #expect(editor == commandLine)
        #expect(workspace.problems.isEmpty)
    }
}
