import Foundation
import Testing

/// The output policy every writing command shares (Documentation/OutputPolicy.md): missing folders are
/// created, links are written through, permissions are kept, read-only files and files dialogc
/// did not write are left alone, findings go to standard error, success is printed only after
/// the write, and an interrupted preview leaves the previous gallery whole. Each test is one
/// defect of issue 35, run through the built executable as a user would meet it.
@Suite struct OutputPolicyTests {
    static func spec(id: String, message: String? = nil) -> String {
        #"{"specVersion": 1, "dialogs": [{"id": "\#(id)", "type": "toast", "message": "\#(message ?? "from \(id)")"}]}"# + "\n"
    }

    static let brokenSpec = #"{"specVersion": 1, "dialogs": [{"id": "broken", "type": "toast"}]}"# + "\n"

    /// A scratch folder with `count` valid specs under `specs/`.
    static func project(_ name: String, specs count: Int = 3) throws -> URL {
        let root = try Hardening.scratch(name)
        for index in 0..<count {
            try Hardening.write(spec(id: "dialog\(index)"), to: root.appendingPathComponent("specs/s\(index).json"))
        }
        return root
    }

    static func read(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func mode(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? nil
    }

    /// The folder part of `path` as the test spells it.
    enum OutputPath {
        static func parent(_ path: String) -> String {
            path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        }
    }

    static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// Defect 1: `NSString.deletingLastPathComponent` trapped (SIGILL) on a one-letter folder, and
    /// `plan` and `strings` refused a missing folder that `generate` created.
    @Test(arguments: ["x/Dialogs.swift", "a/b/Dialogs.swift", "x/", "deep/er/still/Out", "./y/../z/Dialogs.swift"])
    func generateCreatesAnyMissingFolders(output: String) throws {
        let root = try Self.project("folders")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Hardening.dialogc(["generate", "swift", "specs", "--output", output], in: root)
        #expect(run.status == 0, "\(run.standardError)")
        let folder = root.appendingPathComponent(output.hasSuffix(".swift") ? OutputPath.parent(output) : output)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let texts = files.compactMap { Self.read(folder.appendingPathComponent($0)) }
        #expect(texts.contains { $0.contains("dialog0") }, "no file in \(folder.path) holds the dialogs: \(files)")
    }

    @Test func planAndStringsCreateMissingFolders() throws {
        let root = try Self.project("folders-plan")
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Hardening.dialogc(["plan", "specs", "--output", "Out/p/plan.json"], in: root)
        #expect(plan.status == 0, "\(plan.standardError)")
        #expect(Self.read(root.appendingPathComponent("Out/p/plan.json"))?.hasPrefix("{") == true)
        let strings = try Hardening.dialogc(["strings", "specs", "--catalog", "Cat/a/L.xcstrings"], in: root)
        #expect(strings.status == 0, "\(strings.standardError)")
        #expect(Self.read(root.appendingPathComponent("Cat/a/L.xcstrings"))?.contains("dialog0.message") == true)
    }

    /// Defect 2: a folder's namespace file passed for an up-to-date single file, so generating
    /// into `G/` and then into `G/Dialogs.swift` left the namespace file, and `--check` said it was current.
    @Test func theStampCoversTheOutputLayout() throws {
        let root = try Self.project("layout")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Hardening.dialogc(["generate", "swift", "specs", "--output", "G"], in: root).status == 0)
        let stale = try Hardening.dialogc(["generate", "swift", "specs", "--output", "G/Dialogs.swift", "--check"], in: root)
        #expect(stale.status == 1, "the namespace file of a folder passed for the single file")
        #expect(stale.standardError.contains("G/Dialogs.swift: error: generated code is out of date"), "\(stale.standardError)")

        #expect(try Hardening.dialogc(["generate", "swift", "specs", "--output", "G/Dialogs.swift"], in: root).status == 0)
        #expect(try Hardening.dialogc(["generate", "swift", "specs", "--output", "H/Dialogs.swift"], in: root).status == 0)
        let single = try #require(Self.read(root.appendingPathComponent("G/Dialogs.swift")))
        #expect(single == Self.read(root.appendingPathComponent("H/Dialogs.swift")), "G/Dialogs.swift is not the single file")
        let check = try Hardening.dialogc(["generate", "swift", "specs", "--output", "G/Dialogs.swift", "--check"], in: root)
        #expect(check.status == 0, "\(check.standardError)")
    }

    /// Defect 3: without `--output`, `generate swift` and `plan` printed their errors on standard
    /// output, into the Swift file or plan a shell redirection was writing.
    @Test(arguments: [["generate", "swift"], ["plan"], ["preview", "--output", "gallery"], ["strings", "--catalog", "L.xcstrings"]])
    func findingsGoToStandardError(command: [String]) throws {
        let root = try Hardening.scratch("streams")
        defer { try? FileManager.default.removeItem(at: root) }
        try Hardening.write(Self.brokenSpec, to: root.appendingPathComponent("specs/broken.json"))
        let run = try Hardening.dialogc(command + ["specs"], in: root)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty, "standard output got: \(run.standardOutput)")
        #expect(run.standardError.contains("specs/broken.json:1:"), "\(run.standardError)")
    }

    @Test func staleGeneratedFilesAreNamedOnStandardError() throws {
        let root = try Self.project("stale")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Hardening.dialogc(["generate", "swift", "specs", "--output", "Out", "--check"], in: root)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
        #expect(run.standardError.contains("error: generated code is out of date"), "\(run.standardError)")
    }

    /// Defect 4: `format` and `--fix` replaced a symbolic link with a regular file (its target
    /// unfixed), made 600 and 664 specs 644, and rewrote a 444 one.
    @Test func formatWritesThroughLinksAndKeepsPermissions() throws {
        let root = try Hardening.scratch("links")
        defer { try? FileManager.default.removeItem(at: root) }
        let unformatted = #"{"specVersion":1,"dialogs":[{"id":"ID","type":"toast","message":"hi"}]}"#
        let manager = FileManager.default
        for (name, mode) in [("target", 0o644), ("private", 0o600), ("group", 0o664), ("locked", 0o444)] {
            let url = root.appendingPathComponent("specs/\(name).json")
            try Hardening.write(unformatted.replacingOccurrences(of: "ID", with: name), to: url)
            try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        }
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("link.json").path, withDestinationPath: "specs/target.json")

        let run = try Hardening.dialogc(
            ["format", "link.json", "specs/private.json", "specs/group.json", "specs/locked.json"], in: root)
        #expect(run.status == 2, "a read-only spec must fail the run")
        #expect(
            run.standardError.contains("specs/locked.json: error: cannot write the formatted file: the file is read-only"),
            "\(run.standardError)")
        #expect(run.standardError.contains("note: reformatted 3 files of 4; 1 could not be written"), "\(run.standardError)")

        #expect(Self.isLink(root.appendingPathComponent("link.json")), "the link was replaced by a file")
        #expect(
            Self.read(root.appendingPathComponent("specs/target.json"))?.hasPrefix("{\n  \"specVersion\": 1") == true,
            "the link's target was not formatted")
        #expect(Self.mode(root.appendingPathComponent("specs/private.json")) == 0o600)
        #expect(Self.mode(root.appendingPathComponent("specs/group.json")) == 0o664)
        #expect(Self.read(root.appendingPathComponent("specs/private.json"))?.hasPrefix("{\n") == true)
        #expect(Self.read(root.appendingPathComponent("specs/locked.json")) == unformatted.replacingOccurrences(of: "ID", with: "locked"))
        #expect(Self.mode(root.appendingPathComponent("specs/locked.json")) == 0o444)
    }

    @Test func fixWritesThroughLinksAndKeepsPermissions() throws {
        let root = try Hardening.scratch("fix-links")
        defer { try? FileManager.default.removeItem(at: root) }
        let misspelt = #"{"specVersion": 1, "dialogs": [{"id": "typo", "type": "toast", "mesage": "hi"}]}"# + "\n"
        let target = root.appendingPathComponent("specs/typo.json")
        try Hardening.write(misspelt, to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link.json").path, withDestinationPath: "specs/typo.json")

        let run = try Hardening.dialogc(["validate", "--fix", "link.json"], in: root)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(Self.isLink(root.appendingPathComponent("link.json")), "the link was replaced by a file")
        #expect(Self.read(target)?.contains("\"message\": \"hi\"") == true, "the link's target was not fixed")
        #expect(Self.mode(target) == 0o600)
    }

    /// Defect 5: `preview --output DIR` replaced a hand-written `index.html` and SVG silently.
    @Test func previewKeepsFilesItDidNotWrite() throws {
        let root = try Self.project("foreign-preview")
        defer { try? FileManager.default.removeItem(at: root) }
        let page = "<html><body>our team's page</body></html>\n"
        let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- drawn by hand --></svg>\n"
        try Hardening.write(page, to: root.appendingPathComponent("gallery/index.html"))
        try Hardening.write(picture, to: root.appendingPathComponent("gallery/iphone-se/dialog0.svg"))

        let refused = try Hardening.dialogc(["preview", "specs", "--output", "gallery"], in: root)
        #expect(refused.status == 2)
        #expect(
            refused.standardError.contains("gallery/index.html: error: not replacing a file dialogc did not write"),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("gallery/iphone-se/dialog0.svg: error: not replacing"), "\(refused.standardError)")
        #expect(Self.read(root.appendingPathComponent("gallery/index.html")) == page)
        #expect(Self.read(root.appendingPathComponent("gallery/iphone-se/dialog0.svg")) == picture)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("gallery/iphone-15").path), "a refused run wrote")

        let forced = try Hardening.dialogc(["preview", "specs", "--output", "gallery", "--force"], in: root)
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(
            Self.read(root.appendingPathComponent("gallery/index.html"))?.contains("<meta name=\"generator\" content=\"dialogc ") == true)
        // Its own gallery is dialogc's to replace from then on.
        try Hardening.write(Self.spec(id: "dialog0", message: "changed"), to: root.appendingPathComponent("specs/s0.json"))
        #expect(try Hardening.dialogc(["preview", "specs", "--output", "gallery"], in: root).status == 0)
    }

    @Test func planKeepsAFileItDidNotWrite() throws {
        let root = try Self.project("foreign-plan")
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = "{\"mine\": true}\n"
        try Hardening.write(notes, to: root.appendingPathComponent("out/plan.json"))
        let refused = try Hardening.dialogc(["plan", "specs", "--output", "out/plan.json"], in: root)
        #expect(refused.status == 2)
        #expect(
            refused.standardError.contains("out/plan.json: error: not replacing a file dialogc did not write"), "\(refused.standardError)")
        #expect(Self.read(root.appendingPathComponent("out/plan.json")) == notes)
        #expect(try Hardening.dialogc(["plan", "specs", "--output", "out/plan.json", "--force"], in: root).status == 0)
        // A plan it wrote is replaced without asking.
        try Hardening.write(Self.spec(id: "dialog0", message: "changed"), to: root.appendingPathComponent("specs/s0.json"))
        #expect(try Hardening.dialogc(["plan", "specs", "--output", "out/plan.json"], in: root).status == 0)
        #expect(Self.read(root.appendingPathComponent("out/plan.json"))?.contains("changed") == true)
    }

    /// Defect 6: `strings` printed `added KEY` for a catalog it then could not write, and
    /// `format` printed "reformatted 2 files of 2" after failing to write both.
    @Test func stringsPrintsItsChangesOnlyAfterTheWrite() throws {
        let root = try Self.project("strings-fail")
        defer { try? FileManager.default.removeItem(at: root) }
        // A regular file where the catalog's folder should be: no folder can be made there.
        try Hardening.write("not a folder\n", to: root.appendingPathComponent("App"))
        let run = try Hardening.dialogc(["strings", "specs", "--catalog", "App/L.xcstrings"], in: root)
        #expect(run.status == 2)
        #expect(!run.standardOutput.contains("added"), "printed changes it did not write: \(run.standardOutput)")
        #expect(run.standardError.contains("cannot write the catalog"), "\(run.standardError)")

        #expect(try Hardening.dialogc(["strings", "specs", "--catalog", "L.xcstrings"], in: root).status == 0)
        let catalog = root.appendingPathComponent("L.xcstrings")
        let before = try Data(contentsOf: catalog)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog.path)
        try Hardening.write(Self.spec(id: "dialog0", message: "changed"), to: root.appendingPathComponent("specs/s0.json"))
        let readOnly = try Hardening.dialogc(["strings", "specs", "--catalog", "L.xcstrings"], in: root)
        #expect(readOnly.status == 2)
        #expect(!readOnly.standardOutput.contains("revised"), "\(readOnly.standardOutput)")
        #expect(try Data(contentsOf: catalog) == before)
    }

    @Test func formatCountsOnlyTheFilesItWrote() throws {
        let root = try Hardening.scratch("format-fail")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["a", "b"] {
            let url = root.appendingPathComponent("specs/\(name).json")
            try Hardening.write(#"{"specVersion":1,"dialogs":[{"id":"\#(name)","type":"toast","message":"hi"}]}"#, to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        }
        let run = try Hardening.dialogc(["format", "specs"], in: root)
        #expect(run.status == 2)
        #expect(!run.standardError.contains("reformatted 2 files"), "\(run.standardError)")
        #expect(run.standardError.contains("note: reformatted 0 files of 2; 2 could not be written"), "\(run.standardError)")
    }
}
