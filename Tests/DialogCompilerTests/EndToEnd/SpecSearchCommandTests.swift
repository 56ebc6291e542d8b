@testable import DialogConfiguration
import Foundation
import Testing

/// The JSON files a directory search passes over: other tools' files and folders beside the
/// specs, and dialogc's own documents; and that a file named on the command line is still read.
@Suite struct SpecSearchCommandTests {
    /// The one spec of `project`.
    static let spec = #"{"specVersion": 1, "dialogs": [{"id": "saved", "type": "toast", "message": "Saved"}]}"#
    /// JSON no spec reads without errors: what a directory search must not take for a spec.
    static let notASpec = #"{"name": "app", "version": "1.0.0", "dependencies": {}}"#

    /// A folder with one spec beside the JSON files of npm, TypeScript, Xcode, JSON Schema and
    /// dialogc's own outputs.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-search-\(UUID().uuidString)")
        let specs = root.appendingPathComponent("Specs")
        for folder in ["node_modules/left-pad", "Assets.xcassets/AppIcon.appiconset", "App.xcodeproj", "web"] {
            try FileManager.default.createDirectory(at: specs.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(spec.utf8).write(to: specs.appendingPathComponent("ok.json"))
        for name in [
            "package.json", "package-lock.json", "tsconfig.json", "web/tsconfig.base.json", "web/jsconfig.json",
            "node_modules/left-pad/index.json", "Assets.xcassets/Contents.json", "Assets.xcassets/AppIcon.appiconset/Contents.json",
            "App.xcodeproj/settings.json", "app.schema.json",
        ] {
            try Data(notASpec.utf8).write(to: specs.appendingPathComponent(name))
        }
        // Documents dialogc writes, which declare what they are in their first member.
        try Data(#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#.utf8)
            .write(to: specs.appendingPathComponent("dialogs-schema.json"))
        try Data(#"{"$schema": "https://dialogc.dev/schemas/renderplan.schema.json", "version": 1, "dialogs": []}"#.utf8)
            .write(to: specs.appendingPathComponent("plan.json"))
        try Data(#"{"diagnostics": [], "inputFailures": [], "summary": {}, "version": 1}"#.utf8)
            .write(to: specs.appendingPathComponent("report.json"))
        return root
    }

    @Test func aDirectorySearchReadsOnlyTheSpec() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let executable = try #require(Dialogc.executable)
        for command in [["validate"], ["lint", "--strict"], ["plan", "--output", "out.json"], ["generate", "swift"]] {
            let run = try ExternalTools.run(executable.path, command + ["Specs"], in: root)
            #expect(run.status == 0, "\(command): \(run.standardOutput)\(run.standardError)")
        }
        let run = try Dialogc.run("validate", "Specs", in: root)
        #expect(run.standardOutput == "1 file, 1 dialog: 0 errors, 0 warnings\n")
    }

    @Test(arguments: [
        "Specs/package.json", "Specs/app.schema.json", "Specs/plan.json", "Specs/report.json", "Specs/node_modules/left-pad/index.json",
    ])
    func aFileNamedOnTheCommandLineIsReadWhateverItIs(_ path: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run("validate", path, in: root)
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("\(path):1:"))
    }

    @Test func aNamedFolderOfAnotherToolIsSearched() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.spec.utf8).write(to: root.appendingPathComponent("Specs/node_modules/left-pad/spec.json"))
        let run = try Dialogc.run("validate", "Specs/node_modules", in: root)
        #expect(run.standardOutput.contains("Specs/node_modules/left-pad/index.json"), "\(run.standardOutput)")
    }

    /// The VS Code extension's manifest beside the example apps' specs; the spec of the example's
    /// delivered dialog, whose id its compiled-in fallback shares, is excluded by the root's
    /// `.dialogc.json`, as it is no dialog of the app's build.
    @Test func lintingTheExamplesReadsNoManifest() throws {
        let run = try Dialogc.run("lint", "Examples")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(!run.standardOutput.contains("package.json"))
        #expect(!run.standardOutput.contains("Delivered/"))
        #expect(run.standardOutput.contains("6 files, 6 dialogs: 0 errors"), "\(run.standardOutput)")
    }

    /// The repository's schemas, render plans and reports are each recognised for what they are.
    @Test func theRepositorysOtherDocumentsAreNoSpecs() throws {
        let documents =
            try Paths.files(in: Paths.schemas) + [
                Paths.packageRoot.appendingPathComponent("Tests/DialogCompilerTests/Snapshots/Plan-Specs-iphone-se.json"),
                Paths.packageRoot.appendingPathComponent("Tests/DialogCompilerTests/Snapshots/validate-errors.json"),
                Paths.fixtures.appendingPathComponent("Configuration/valid.json"),
            ]
        #expect(documents.count >= 6)
        for document in documents {
            #expect(SpecSearch.isOtherDocument(Array(try Data(contentsOf: document))), "\(document.lastPathComponent)")
        }
        for spec in try Paths.files(in: Paths.specs) {
            #expect(!SpecSearch.isOtherDocument(Array(try Data(contentsOf: spec))), "\(spec.lastPathComponent)")
        }
    }

    @Test func theFirstMemberIsReadPastAByteOrderMarkAndWhitespace() {
        let member = SpecSearch.firstMember(of: [0xEF, 0xBB, 0xBF] + Array(" {\n  \"$schema\" :\t\"x.json\", \"a\": 1}".utf8))
        #expect(member?.key == "$schema")
        #expect(member?.string == "x.json")
        #expect(SpecSearch.firstMember(of: Array("[1]".utf8)) == nil)
        #expect(SpecSearch.firstMember(of: Array(#"{"specVersion": 1}"#.utf8))?.string == nil)
        #expect(SpecSearch.firstMember(of: Array(#"{"a\"b": 1}"#.utf8)) == nil)
        #expect(SpecSearch.firstMember(of: Array("{".utf8)) == nil)
    }
}
