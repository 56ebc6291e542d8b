import DialogGenerators
import Foundation
import Testing

/// `dialogc preview` as a user runs it.
@Suite struct PreviewCommandTests {
    static func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Each dialog is drawn light and dark by default (issue 38), the dark picture named `ID.dark.svg`.
    @Test func writesTheGalleryAndOneSVGPerDialogDeviceAndAppearance() throws {
        let output = try PreviewFixtures.scratchDirectory("preview")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Dialogc.run("preview", "--output", output.path, "Specs")
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        #expect(run.standardOutput.isEmpty)
        let ids = SpecLoading.specs(try SpecLoading.bundledSources()).flatMap(\.dialogs).map(\.id.value)
        #expect(try Self.names(in: output) == [PreviewStamp.fileName, "index.html", "iphone-15", "iphone-se"])
        for device in ["iphone-se", "iphone-15"] {
            #expect(try Self.names(in: output.appendingPathComponent(device)) == ids.flatMap { ["\($0).svg", "\($0).dark.svg"] }.sorted())
        }
        let svg = try String(contentsOf: output.appendingPathComponent("iphone-se/\(ids[0]).svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(SVGRenderer.fileHeader)\n<svg "))
        _ = try ParsedXML(svg)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<figure ").count - 1 == ids.count * 2 * 2)
        let dark = try String(contentsOf: output.appendingPathComponent("iphone-se/\(ids[0]).dark.svg"), encoding: .utf8)
        #expect(dark.contains("data-appearance=\"dark\""))
        #expect(dark.contains("<rect data-layer=\"screen\" x=\"0\" y=\"0\" width=\"320\" height=\"568\" fill=\"#000000\"/>"))
        #expect(html.contains("Specs/alerts.json:"), "sources are shown as the user named them")
    }

    @Test func devicesAndTextSizeAreChosen() throws {
        let output = try PreviewFixtures.scratchDirectory("preview-devices")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Dialogc.run(
            "preview", "--device", "ipad-air", "--device", "375x667", "--device", "ipad-air", "--text-size", "AX2",
            "--output", output.path, "Tests/Fixtures/CLI/clean")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Self.names(in: output) == [PreviewStamp.fileName, "375x667", "index.html", "ipad-air"])
        let svg = try String(contentsOf: output.appendingPathComponent("375x667/welcome.svg"), encoding: .utf8)
        #expect(svg.contains("viewBox=\"0 0 375 667\""))
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("text size: AX2"))
        #expect(html.contains("devices: ipad-air (820×1180 pt), 375x667 (375×667 pt)"))
    }

    /// One broken spec does not hide the others: they are drawn, and the gallery lists the
    /// broken one's errors where its pictures would be.
    @Test func specErrorsArePrintedAsValidatePrintsThemAndTheOtherSpecsAreDrawn() throws {
        let parent = try PreviewFixtures.scratchDirectory("preview-errors")
        defer { try? FileManager.default.removeItem(at: parent) }
        let specs = parent.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(PreviewFixtures.deletePhoto.utf8).write(to: specs.appendingPathComponent("good.json"))
        try Data(#"{"specVersion": 1, "dialogs": [{"id": "oops", "type": "toast", "mesage": "Saved"}]}"#.utf8)
            .write(to: specs.appendingPathComponent("broken.json"))
        let output = parent.appendingPathComponent("out")
        let run = try Dialogc.run("preview", "--device", "iphone-se", "--output", output.path, specs.path)
        let validate = try Dialogc.run("validate", specs.path)
        #expect(run.status == 1)
        // On standard error: a preview's product is its files, and findings never mix with a product.
        #expect(run.standardOutput.isEmpty)
        #expect(!run.standardError.isEmpty)
        #expect(run.standardError == validate.standardOutput)
        #expect(try Self.names(in: output.appendingPathComponent("iphone-se")) == ["delete-photo.dark.svg", "delete-photo.svg"])
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("1 dialog in 2 spec files (1 spec file not drawn: it has errors)"))
        let broken = try #require(html.range(of: "<section class=\"spec failed\""))
        let end = try #require(html.range(of: "</section>", range: broken.upperBound..<html.endIndex))
        let section = String(html[broken.lowerBound..<end.upperBound])
        #expect(section.contains("broken.json"))
        #expect(section.contains("Not drawn: this file has errors."))
        #expect(section.contains("data-rule=\"unknown-key\""))
        #expect(Self.count("<figure ", in: html) == 2)
    }

    /// A directory of broken specs alone draws nothing but still writes the gallery of their errors.
    @Test func onlyBrokenSpecsGiveAGalleryOfTheirErrors() throws {
        let output = try PreviewFixtures.scratchDirectory("preview-all-broken")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Dialogc.run("preview", "--output", output.path, "Tests/Fixtures/CLI/errors")
        #expect(run.status == 1)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.count("<section class=\"spec failed\"", in: html) == 3)
        #expect(Self.count("<svg ", in: html) == 0)
        #expect(html.contains("<title>Dialog preview: 0 dialogs</title>"))
        #expect(html.contains("data-rule=\"json-syntax\""), "a file that is not JSON is listed with its error")
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func usageErrors() throws {
        let missing = try Dialogc.run("preview", "Specs")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("'--output DIR' is required"))
        let device = try Dialogc.run("preview", "--output", "/tmp/dialogc-never-written", "--device", "iphone-16")
        #expect(device.status == 2)
        #expect(device.standardError.contains("unknown device 'iphone-16'"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/dialogc-never-written"))
        let help = try Dialogc.run("preview", "--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: dialogc preview --output DIR"))
        #expect(try Dialogc.run("--help").standardOutput.contains("preview     "))
    }

    @Test func rerunsRewriteOnlyWhatChangedAndDropOnlyTheirOwnLeftovers() throws {
        let output = try PreviewFixtures.scratchDirectory("preview-rerun")
        defer { try? FileManager.default.removeItem(at: output) }
        let folder = output.appendingPathComponent("iphone-se")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let leftover = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(SVGRenderer.fileHeader)\n<svg/>\n"
        try Data(leftover.utf8).write(to: folder.appendingPathComponent("gone.svg"))
        try Data("<svg/>\n".utf8).write(to: folder.appendingPathComponent("mine.svg"))
        #expect(try Dialogc.run("preview", "--device", "iphone-se", "--output", output.path, "Tests/Fixtures/CLI/clean").status == 0)
        #expect(try Self.names(in: folder) == ["mine.svg", "welcome.dark.svg", "welcome.svg"])

        let welcome = folder.appendingPathComponent("welcome.svg")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: welcome.path)
        #expect(try Dialogc.run("preview", "--device", "iphone-se", "--output", output.path, "Tests/Fixtures/CLI/clean").status == 0)
        let date = try FileManager.default.attributesOfItem(atPath: welcome.path)[.modificationDate] as? Date
        #expect(date == past, "an unchanged picture keeps its modification time")
    }

    @Test func anUnchangedRerunDoesNothingAndAnyChangeRedoesTheWork() throws {
        let work = try PreviewFixtures.scratchDirectory("preview-stamp")
        defer { try? FileManager.default.removeItem(at: work) }
        let specs = work.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = specs.appendingPathComponent("welcome.json")
        try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent("Tests/Fixtures/CLI/clean/welcome.json"), to: spec)
        let output = work.appendingPathComponent("out")
        let preview = { try Dialogc.run("preview", "--device", "iphone-se", "--output", output.path, specs.path) }
        #expect(try preview().status == 0)
        let stamp = output.appendingPathComponent(PreviewStamp.fileName)
        #expect(FileManager.default.fileExists(atPath: stamp.path))
        let picture = output.appendingPathComponent("iphone-se/welcome.svg")
        let drawn = try Data(contentsOf: picture)

        // A file whose time changed makes the run look again (and keep the file, which is right);
        // the stamp then records the new time, which a whole second can be set back to exactly.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: picture.path)
        #expect(try preview().status == 0)
        // Other bytes under the same size and time: only a run that skipped the work keeps them.
        var tampered = drawn
        tampered[tampered.count - 2] = UInt8(ascii: "#")
        try tampered.write(to: picture)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: picture.path)
        let rerun = try preview()
        #expect(rerun.status == 0)
        #expect(rerun.standardOutput.isEmpty && rerun.standardError.isEmpty)
        #expect(try Data(contentsOf: picture) == tampered, "nothing changed, so nothing was drawn again")

        // A file that changed size, or a different spec, makes the run do its work.
        try Data("<svg/>\n".utf8).write(to: picture)
        #expect(try preview().status == 0)
        #expect(try Data(contentsOf: picture) == drawn)
        try tampered.write(to: picture)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: picture.path)
        try (String(contentsOf: spec, encoding: .utf8) + "\n").write(to: spec, atomically: true, encoding: .utf8)
        #expect(try preview().status == 0)
        #expect(try Data(contentsOf: picture) == drawn)

        // A run with errors leaves no stamp, so the next run reports them again.
        try Data("{".utf8).write(to: spec)
        #expect(try preview().status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        let again = try preview()
        #expect(again.status == 1)
        #expect(!again.standardError.isEmpty)
    }
}
