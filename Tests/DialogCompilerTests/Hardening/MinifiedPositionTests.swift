@testable import DialogDiagnostics
@testable import DialogReporters
@testable import DialogValidation
import Foundation
import Testing

extension HardeningTests {
    /// Regression of a finding: locating values counted each column from the start of its line, so
    /// decoding a minified spec (one line of many kilobytes) took time quadratic in its size: a
    /// 400 KB file of 10,000 dialogs took 34 s in a release build, an 8 MiB one would have taken
    /// hours. `SourceFile` now keeps scalar counts every 256 bytes, and must still answer exactly
    /// what counting from the start of the line gives.
    @Suite struct MinifiedPositionTests {
        static let fixture = Paths.fixtures.appendingPathComponent("Hostile/minified-one-line.json")

        @Test(arguments: 0..<40)
        func positionsAgreeWithCountingFromTheLineStart(_ seed: Int) {
            var random = SeededGenerator(seed: UInt64(seed) &+ 1_000)
            // Line breaks of every kind, multi-byte scalars, stray continuation bytes, a byte-order mark.
            let pieces: [[UInt8]] = [
                [0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D], Array("é".utf8), Array("退".utf8),
                Array("😀".utf8), [0x80], [0xFF], Array("abc".utf8), [0x20], [0x22],
            ]
            var bytes: [UInt8] = seed % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []
            // Short files, and files spanning many 256-byte checkpoints.
            let length = Int.random(in: 0...(seed < 20 ? 40 : 2_000), using: &random)
            while bytes.count < length {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let file = SourceFile(path: "t.json", bytes: bytes)
            for offset in -3...(bytes.count + 3) {
                let reference = Hardening.referencePosition(in: bytes, at: offset)
                #expect(file.position(at: offset) == reference, "offset \(offset) of \(bytes)")
                // The text report's shortcut: a count along the line, or the converter far along a long one.
                let place = file.lineAndColumn(at: offset)
                #expect(place.line == reference.line && place.column == reference.column, "offset \(offset) of \(bytes)")
            }
        }

        @Test func theMinifiedFixtureDecodesWithExactLocations() throws {
            let source = SourceFile(path: "minified.json", bytes: Array(try Data(contentsOf: Self.fixture)))
            let result = Validator.validate([source])
            #expect(result.diagnostics.isEmpty)
            #expect(result.dialogCount == 300)
            let last = try #require(result.files.first?.spec?.dialogs.last)
            #expect(
                source.converter.range(last.id.range).start == Hardening.referencePosition(in: source.bytes, at: last.id.range.startOffset))
            #expect(source.line(at: last.id.range.start) == 1)
        }

        /// The case of the finding: dialogs with a duplicate id on each, so every dialog is located
        /// twice more, on one line (of 400 KB for 10,000 dialogs, which took 34 s in a release
        /// build). The test bounds the work, not the time: validating converts no offset at all
        /// (positions are computed for what is reported), and reporting counts at most one
        /// checkpoint stride of bytes one by one per column, where counting from the start of the
        /// line made it half the line. 2,000 dialogs keep that regression a quick failure rather than a hang.
        @Test func aMinifiedFileDecodesInLinearTime() throws {
            let dialogs = (0..<2_000).map { _ in #"{"id":"a","type":"toast","message":"m"}"# }
            let text = #"{"specVersion":1,"dialogs":["# + dialogs.joined(separator: ",") + "]}"
            var source = SourceFile(path: "one-line.json", text: text)
            let meter = ScanMeter()
            source.scanMeter = meter
            let result = Validator.validate([source])
            #expect(result.diagnostics.count == 1_999)
            #expect(meter.totals.counts == 0, "validating computed \(meter.totals.counts) columns; only reporting should")
            let report = TextReporter().report(result)
            // The last finding points at the last id: `"a"`, 6 bytes into the last dialog, before `]}`.
            #expect(
                report.contains("one-line.json:1:\(text.utf8.count - 2 - dialogs[0].utf8.count + 6 + 1): error: duplicate dialog id 'a'"))
            let (counts, bytes) = meter.totals
            #expect(counts >= 2 * 2_000, "the meter saw \(counts) column counts; is it wired to SourceFile?")
            #expect(bytes <= counts * SourceLocationConverter.checkpointStride, "\(bytes) bytes counted one by one for \(counts) columns")
        }
    }
}
