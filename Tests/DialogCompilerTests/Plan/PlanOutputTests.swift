import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import Foundation
import Testing

/// The plan documents: golden files for `Specs/`, and validity against their schema.
@Suite struct PlanOutputTests {
    static let goldenDevices = ["iphone-se", "iphone-15"]

    @Test(arguments: goldenDevices)
    func goldenPlansForTheBundledSpecs(_ deviceName: String) throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let document = RenderPlanWriter.document(for: specs, device: try #require(Device.named(deviceName)), textSize: .large)
        try Snapshot.assert(document, matches: "Plan-Specs-\(deviceName).json")
    }

    @Test func thePlanDoesNotDependOnFileOrder() throws {
        let sources = try SpecLoading.bundledSources()
        let device = Device.presets[1]
        let forward = RenderPlanWriter.document(for: SpecLoading.specs(sources), device: device, textSize: .large)
        let backward = RenderPlanWriter.document(for: SpecLoading.specs(sources.reversed()), device: device, textSize: .large)
        #expect(forward == backward)
    }
}

/// Every plan validates against `Schemas/renderplan.schema.json`: the bundled specs on every preset
/// and text size extreme, and a batch of generated specs.
@Suite(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
struct PlanSchemaTests {
    @Test func plansValidateAgainstTheirSchema() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundled = SpecLoading.specs(try SpecLoading.bundledSources())
        var generator = RandomSpecs(seed: 11)
        let random = SpecLoading.specs([SourceFile(path: "random.json", text: generator.file(dialogs: 120))])
        var files: [URL] = []
        for device in Device.presets {
            for textSize in [TextSize.xSmall, .large, .ax5] {
                for (name, specs) in [("specs", bundled), ("random", random)] {
                    let url = directory.appendingPathComponent("\(name)-\(device.name)-\(textSize.rawValue).json")
                    try Data(RenderPlanWriter.document(for: specs, device: device, textSize: textSize).utf8).write(to: url)
                    files.append(url)
                }
            }
        }
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let schema = Paths.schemas.appendingPathComponent("renderplan.schema.json").path
        let run = try ExternalTools.run("python3", [script, schema] + files.map(\.path))
        #expect(run.status == 0, "\(run.standardError)")
        let invalid = run.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("valid\t") }
        #expect(invalid.isEmpty, "\(invalid.joined(separator: "\n"))")
        #expect(run.standardOutput.split(separator: "\n").count == files.count)
    }
}

/// `writeDocument` writes its runs of plans from every core, in order: the pieces make the document
/// one writer writes from the plans whole, and a refused piece ends the writing.
@Suite struct PlanDocumentPiecesTests {
    /// Writes in pieces, from any core, one at a time.
    private final class Pieces: @unchecked Sendable {
        private let lock = NSLock()
        private var written: [[UInt8]] = []
        private let refusing: Int?

        init(refusing: Int? = nil) {
            self.refusing = refusing
        }

        var all: [[UInt8]] { lock.withLock { written } }

        func write(_ piece: Span<UInt8>) -> Bool {
            let bytes = piece.copiedBytes
            return lock.withLock {
                written.append(bytes)
                return written.count != refusing
            }
        }
    }

    /// Several hundred dialogs in three files, so the document is several runs written on several cores.
    private static let sources: [SourceFile] = {
        var generator = RandomSpecs(seed: 5)
        return (0..<3).map { SourceFile(path: "random-\(2 - $0).json", text: generator.file(dialogs: 150)) }
    }()
    private static let specs = SpecLoading.specs(sources)

    @Test func thePiecesMakeTheDocumentOfThePlans() throws {
        let device = try #require(Device.named("iphone-se"))
        let plans = Self.specs.sorted { $0.path < $1.path }.flatMap { spec in
            spec.dialogs.map { LayoutEngine.plan($0, in: spec.source, device: device, textSize: .ax5) }
        }
        #expect(plans.count > 256)
        let pieces = Pieces()
        #expect(RenderPlanWriter.writeDocument(for: Self.specs, device: device, textSize: .ax5, to: pieces.write))
        let expected = RenderPlanWriter.document(plans, device: device, textSize: .ax5)
        #expect(String(decoding: pieces.all.joined(), as: UTF8.self) == expected)
        #expect(pieces.all.count > 5)
        #expect(RenderPlanWriter.documentBytes(for: Self.specs, device: device, textSize: .ax5) == Array(expected.utf8))
    }

    @Test func noSpecsWriteTheEmptyDocument() {
        let pieces = Pieces()
        #expect(RenderPlanWriter.writeDocument(for: [], device: Device.presets[1], textSize: .large, to: pieces.write))
        #expect(
            String(decoding: pieces.all.joined(), as: UTF8.self)
                == RenderPlanWriter.document([], device: Device.presets[1], textSize: .large))
    }

    @Test func aRefusedPieceEndsTheWriting() {
        let pieces = Pieces(refusing: 2)
        #expect(!RenderPlanWriter.writeDocument(for: Self.specs, device: Device.presets[1], textSize: .large, to: pieces.write))
        #expect(pieces.all.count == 2)
    }

    /// Planned while validated, the document is the one written after validating.
    @Test func validatingAndPlanningInOnePassWritesTheSameDocument() throws {
        let device = try #require(Device.named("iphone-se"))
        let pieces = Pieces()
        let run = RenderPlanWriter.validateAndWriteDocument(Self.sources, device: device, textSize: .ax5, to: pieces.write)
        #expect(run.written && !run.validation.hasErrors, "\(run.validation.diagnostics.filter { $0.severity == .error }.map(\.message))")
        #expect(run.validation.dialogCount == 450)
        // The opening, the ending and a run per file, and more: a file of more plan than
        // `writeAheadBytes` goes out in parts while it is due (the first file is due from the start).
        #expect(pieces.all.count > 5)
        let expected = RenderPlanWriter.documentBytes(for: Self.specs, device: device, textSize: .ax5)
        #expect(pieces.all.joined().elementsEqual(expected))

        let none = Pieces()
        #expect(RenderPlanWriter.validateAndWriteDocument([], device: device, textSize: .large, to: none.write).written)
        #expect(String(decoding: none.all.joined(), as: UTF8.self) == RenderPlanWriter.document([], device: device, textSize: .large))
    }

    /// A spec with an error leaves the pieces unfinished: the validation says why, and the
    /// caller discards them.
    @Test func anErrorInOnePassIsReportedAndTheDocumentLeftUnfinished() {
        let broken = SourceFile(path: "b-broken.json", text: #"{"specVersion": 1, "dialogs": [{"id": "x", "type": "toast"}]}"# + "\n")
        let pieces = Pieces()
        let run = RenderPlanWriter.validateAndWriteDocument(
            Self.sources + [broken], device: Device.presets[1], textSize: .large, to: pieces.write)
        #expect(run.validation.hasErrors)
        #expect(!run.written)
        #expect(run.validation.diagnostics.contains { $0.location.file == "b-broken.json" && $0.severity == .error })
    }
}
