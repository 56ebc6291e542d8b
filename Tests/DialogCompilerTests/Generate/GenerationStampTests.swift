import DialogDiagnostics
import DialogGenerators
import DialogSpec
import Foundation
import Testing

/// The stamp `generate` writes: how dialogc knows its own files, and when a run can be skipped.
@Suite struct GenerationStampTests {
    let generator = SwiftCodeGenerator()

    static func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, bytes: Array(text.utf8))
    }

    @Test func theStampIsTheSecondLineAndCoversTheRestOfTheFile() throws {
        let code = SwiftGenerator.generateFile([SpecFile(path: "Specs/a.json", dialogs: [])])
        let inputs = generator.inputDigest(name: "Dialogs.swift", sources: [Self.source("Specs/a.json", "{}")])
        let stamped = generator.stamped(code, inputs: inputs)
        let lines = stamped.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == Substring(SwiftGenerator.headerLine))
        #expect(lines[1].hasPrefix("// dialogc-stamp: swift inputs "))
        #expect(lines.count == code.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        #expect(generator.isUpToDate(stamped, inputs: inputs))
        #expect(!generator.isUpToDate(stamped, inputs: inputs &+ 1), "other inputs")
        let edited = stamped.replacingOccurrences(of: "enum Dialogs", with: "enum Dialogz")
        #expect(!generator.isUpToDate(edited, inputs: inputs), "a hand edit breaks the stamp")
        #expect(!generator.isUpToDate(code, inputs: inputs), "a file without a stamp is never up to date")
    }

    @Test func theInputDigestSeesEveryPartOfTheInputs() {
        let base = generator.inputDigest(name: "A.swift", sources: [Self.source("a.json", "ab"), Self.source("b.json", "c")])
        let others = [
            generator.inputDigest(name: "A.swift", sources: [Self.source("a.json", "a"), Self.source("b.json", "bc")]),
            generator.inputDigest(name: "A.swift", sources: [Self.source("a.json", "ab"), Self.source("c.json", "c")]),
            generator.inputDigest(name: "B.swift", sources: [Self.source("a.json", "ab"), Self.source("b.json", "c")]),
            generator.inputDigest(name: "A.swift", sources: [Self.source("a.json", "ab")]),
            SwiftCodeGenerator(
                options: {
                    var options = SwiftGenerationOptions(); options.access = .public; return options
                }()
            )
            .inputDigest(name: "A.swift", sources: [Self.source("a.json", "ab"), Self.source("b.json", "c")]),
        ]
        for other in others { #expect(other != base) }
        #expect(generator.inputDigest(name: "A.swift", sources: [Self.source("a.json", "ab"), Self.source("b.json", "c")]) == base)
    }

    @Test func filesAreRecognisedByTheStampWhateverTheirNameAndOldFilesByTheirHeader() {
        let stamped = generator.stamped(SwiftGenerator.headerLine + "\n// rest\n", inputs: 7)
        #expect(generator.isGenerated(stamped, name: "Dialogs.swift.orig"))
        // dialogc before the stamp wrote only the header line, and only .swift files.
        let legacy = SwiftGenerator.headerLine + "\n// Edit the specs and run dialogc again instead.\n"
        #expect(generator.isGenerated(legacy, name: "Old.swift"))
        #expect(!generator.isGenerated(legacy, name: "Old.swift.bak"))
        #expect(!generator.isGenerated("// my code\n", name: "Mine.swift"))
    }

    // MARK: End to end

    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    @Test func anUnchangedRunSkipsGenerationButNeverHidesAHandEdit() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Out/Dialogs.swift")
        #expect(try Dialogc.run("generate", "swift", "--output", "Out", in: directory).status == 0)
        let generated = try String(contentsOf: output, encoding: .utf8)
        #expect(generated.split(separator: "\n")[1].hasPrefix("// dialogc-stamp: swift inputs "))

        try Self.write(generated.replacingOccurrences(of: "enum Dialogs", with: "enum Edited"), to: output)
        let check = try Dialogc.run("generate", "swift", "--check", "--output", "Out", in: directory)
        #expect(check.status == 1)
        #expect(check.standardError.contains("Out/Dialogs.swift: error: generated code is out of date"))
        #expect(try Dialogc.run("generate", "swift", "--output", "Out", in: directory).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == generated, "the edit is replaced")

        // A stamp records the options too: the same specs with another namespace regenerate.
        #expect(try Dialogc.run("generate", "swift", "--namespace", "Screens", "--output", "Out", in: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out/Screens.swift").path))
        #expect(!FileManager.default.fileExists(atPath: output.path), "the old namespace's file is dialogc's own and is removed")
    }

    @Test func aSpecWithAnErrorIsReportedEvenWhenTheOtherFilesAreUpToDate() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try Dialogc.run("generate", "swift", "--output", "Out", in: directory).status == 0)
        try Self.write(
            #"{"version": 1, "dialogs": [{"id": "broken", "type": "alert"}]}"#, to: directory.appendingPathComponent("Specs/broken.json"))
        let run = try Dialogc.run("generate", "swift", "--output", "Out", in: directory)
        #expect(run.status == 1, "\(run.standardOutput)")
        #expect(run.standardError.contains("Specs/broken.json"))
    }

    @Test func filesOfThePreviousDialogcAreReplacedAndItsLeftoversRemoved() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // As dialogc wrote them before the stamp: the header line, no stamp.
        let legacy = SwiftGenerator.headerLine + "\n// Edit the specs and run dialogc again instead.\n"
        try Self.write(legacy + "enum Dialogs {}\n", to: out.appendingPathComponent("Dialogs.swift"))
        try Self.write(legacy + "// a spec that is gone\n", to: out.appendingPathComponent("Specs_gone.swift"))
        let run = try Dialogc.run("generate", "swift", "--output", "Out", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let namespace = try String(contentsOf: out.appendingPathComponent("Dialogs.swift"), encoding: .utf8)
        #expect(namespace.contains("// dialogc-stamp: swift inputs "))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Specs_gone.swift").path))

        // A stamped leftover is dialogc's whatever its name; a file without stamp or header is not.
        let stampedCopy = out.appendingPathComponent("Dialogs.swift.orig")
        try Self.write(namespace, to: stampedCopy)
        try Self.write("// mine\n", to: out.appendingPathComponent("Notes.txt"))
        #expect(try Dialogc.run("generate", "swift", "--output", "Out", in: directory).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stampedCopy.path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Notes.txt").path))
    }
}
