@testable import DialogLanguageServer
import DialogLanguageServerProtocol
import Testing

/// The positions of a document after an edit, moved on from the positions before it, are the
/// positions counted afresh: whatever the edit inserts or removes, line breaks (LF, CRLF, a lone
/// CR, a CR and LF split by the edit) and characters of every width included.
@Suite struct IncrementalPositionTests {
    static let pieces = ["a", "\n", "\r", "\r\n", "é", "确", "😀", " ", "{", "\"", ""]

    static func text(_ count: Int, _ random: inout SeededGenerator) -> [UInt8] {
        Array((0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined().utf8)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func anUpdatedConverterAgreesWithOneCountedAfresh(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var bytes = Self.text(40, &random)
        var converter = PositionConverter(bytes: bytes, encoding: .utf16)
        var lineBreaksEdited = 0
        for step in 0..<200 {
            let start = Int.random(in: 0...bytes.count, using: &random)
            let end = Int.random(in: start...min(bytes.count, start + 4), using: &random)
            let inserted = Self.text(Int.random(in: 0..<3, using: &random), &random)
            if (bytes[start..<end] + inserted).contains(where: { $0 == 0x0A || $0 == 0x0D }) { lineBreaksEdited += 1 }
            bytes.replaceSubrange(start..<end, with: inserted)
            converter.update(by: ByteEdit(start: start, oldEnd: end, newEnd: start + inserted.count), to: bytes)
            let fresh = PositionConverter(bytes: bytes, encoding: .utf16)
            for offset in 0...bytes.count where converter.position(at: offset) != fresh.position(at: offset) {
                Issue.record("step \(step): offset \(offset) is \(converter.position(at: offset)), not \(fresh.position(at: offset))")
                return
            }
        }
        #expect(lineBreaksEdited > 20)
    }

    @Test func editsSinceTheLastCheckMakeOneSpan() {
        let steps: [(String, Range<Int>, String)] = [
            ("0123456789", 2..<4, "ab"), ("01ab456789", 8..<8, "XYZ"), ("01ab4567XYZ89", 0..<1, ""),
            ("1ab4567XYZ89", 5..<5, "-"),
        ]
        var combined: ByteEdit?
        for (text, range, inserted) in steps {
            let edit = ByteEdit(start: range.lowerBound, oldEnd: range.upperBound, newEnd: range.lowerBound + inserted.count)
            combined = combined.map { $0.followed(by: edit, count: text.utf8.count) } ?? edit
        }
        #expect(combined == ByteEdit(from: Array("0123456789".utf8), to: Array("1ab45-67XYZ89".utf8)))
    }
}
