@testable import DialogCompiler
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
            let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D], Array("é".utf8), Array("退".utf8),
                                     Array("😀".utf8), [0x80], [0xFF], Array("abc".utf8), [0x20], [0x22]]
            var bytes: [UInt8] = seed % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []
            // Short files, and files spanning many 256-byte checkpoints.
            let length = Int.random(in: 0...(seed < 20 ? 40 : 2_000), using: &random)
            while bytes.count < length {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let file = SourceFile(path: "t.json", bytes: bytes)
            for offset in -3...(bytes.count + 3) {
                #expect(file.position(at: offset) == Hardening.referencePosition(in: bytes, at: offset), "offset \(offset) of \(bytes)")
            }
        }

        @Test func theMinifiedFixtureDecodesWithExactLocations() throws {
            let source = SourceFile(path: "minified.json", bytes: Array(try Data(contentsOf: Self.fixture)))
            let result = Validator.validate([source])
            #expect(result.diagnostics.isEmpty)
            #expect(result.dialogCount == 300)
            let last = try #require(result.files.first?.spec?.dialogs.last)
            #expect(last.id.location.range?.start == source.position(at: try #require(last.id.location.range?.start.offset)))
            #expect(last.id.location.range?.start.line == 1)
        }

        /// The case of the finding, scaled up: 10,000 dialogs and a duplicate id on each, so every
        /// dialog is located twice more, on one line of 400 KB. It took 34 s in a release build.
        /// The test asserts the work, not the time: every column is counted from a checkpoint at
        /// most one stride back, never from the start of the line.
        @Test func aMinifiedFileOfTenThousandDialogsDecodesInLinearTime() throws {
            let dialogs = (0..<10_000).map { _ in #"{"id":"a","type":"toast","message":"m"}"# }
            let text = #"{"specVersion":1,"dialogs":["# + dialogs.joined(separator: ",") + "]}"
            let source = SourceFile(path: "one-line.json", text: text)
            let result = Validator.validate([source])
            #expect(result.diagnostics.count == 9_999)
            // The last finding points at the last id: `"a"`, 6 bytes into the last dialog, before `]}`.
            let lastOffset = text.utf8.count - 2 - dialogs[0].utf8.count + 6
            #expect(result.diagnostics.last?.position == "1:\(lastOffset + 1)")
            let offsets = result.diagnostics.compactMap { $0.location.range?.start.offset }
            #expect(offsets.count == 9_999)
            let longest = offsets.map { source.bytesCounted(before: $0).count }.max() ?? .max
            #expect(longest < SourceFile.checkpointStride, "a column counted \(longest) bytes one by one")
            #expect(source.bytesCounted(before: lastOffset).count < SourceFile.checkpointStride)
        }
    }
}
