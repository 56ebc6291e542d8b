import DialogWriters
import Foundation
import Testing

/// The writer copies strings eight bytes at a step through a pointer and escapes the rest; these
/// hold what it writes to a plain per-scalar spelling of the documented escapes, wherever in a
/// string, and at whatever offset from an eight-byte step, a byte that needs care falls.
@Suite struct JSONTextWriterHostileInputTests {
    /// The documented escaping, one scalar at a time: quote, backslash, C0 controls, DEL and the
    /// JavaScript line separators escaped; everything else, C1 controls and non-ASCII included, as is.
    static func reference(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            case 0x08: text += "\\b"
            case 0x0C: text += "\\f"
            case 0x00..<0x20, 0x7F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// Strings worth a place at every offset: every ASCII control, DEL, the C1 controls, the
    /// scalars around and sharing U+2028's lead byte, bytes of two to four, and the replacement
    /// character a lone surrogate or an ill-formed byte becomes in a Swift string.
    static let hostile: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        + [
            "\"", "\\", "/", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}",
            "\u{202E}", "’", "€", "退", "\u{FEFF}", "\u{FFFD}", "😀", "👩‍👩‍👧", "\u{10FFFF}", "\r\n", "\u{E2}\u{80}",
        ]

    @Test func everyHostilePieceAtEveryOffsetIsWrittenAsTheReferenceSpellsIt() {
        for piece in Self.hostile {
            for offset in 0..<20 {
                for tail in [0, 1, 7, 8, 9] {
                    let value = String(repeating: "a", count: offset) + piece + String(repeating: "z", count: tail)
                    var writer = JSONTextWriter()
                    writer.beginArray()
                    writer.string(value)
                    writer.endArray()
                    #expect(writer.text == "[\n  \(Self.reference(value))\n]", "\(value.debugDescription)")
                    #expect(JSONTextWriter.quoted(value) == Self.reference(value), "\(value.debugDescription)")
                }
            }
        }
    }

    /// Long strings mixing everything, as keys and values, written among other elements so the
    /// buffer grows while strings are half written; the text reads back as what was written.
    @Test func longMixedStringsReadBackExactly() throws {
        var random = SeededGenerator(seed: 23)
        // Foundation's parser on Linux drops U+FEFF inside strings; the reference test above holds it.
        let pieces = Self.hostile.filter { $0 != "\u{FEFF}" } + ["plain ascii text ", "0123456789abcdef", "CJK 退出登录", " "]
        var values: [String] = []
        var writer = JSONTextWriter()
        writer.beginObject()
        for index in 0..<400 {
            let value = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            values.append(value)
            writer.key("\(index) \(value)")
            writer.string(value)
        }
        writer.endObject()
        let read = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: String])
        #expect(read.count == values.count)
        for (index, value) in values.enumerated() {
            #expect(read["\(index) \(value)"] == value, "\(value.debugDescription)")
        }
    }

    /// Bytes that are not UTF-8 (a lone surrogate's encoding, a cut sequence) cannot reach the
    /// writer as they are: a Swift string holds them repaired, and the writer writes the repair.
    @Test func illFormedUTF8IsWrittenAsTheStringRepairedIt() {
        let loneSurrogate = String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62] as [UInt8], as: UTF8.self)
        let cut = String(decoding: [0xE2, 0x80] as [UInt8], as: UTF8.self)
        for value in [loneSurrogate, cut] {
            var writer = JSONTextWriter()
            writer.string(value)
            #expect(writer.text == Self.reference(value))
            #expect(String(decoding: writer.bytes, as: UTF8.self).unicodeScalars.contains("\u{FFFD}"))
        }
    }

    /// What `finish` returns is what `bytes` and `text` showed.
    @Test func finishReturnsTheTextWritten() {
        var writer = JSONTextWriter(indentLevel: 1)
        writer.beginArray()
        writer.string("a\u{2028}")
        writer.number(-12.5)
        writer.endArray()
        let text = writer.text
        #expect(text == "[\n    \"a\\u2028\",\n    -12.5\n  ]")
        #expect(writer.bytes == Array(text.utf8))
        let finished = writer.finish()
        #expect(finished == Array(text.utf8))
    }

    /// A large document (well past any first buffer) keeps every piece in order.
    @Test func aLargeDocumentKeepsEveryPiece() throws {
        var writer = JSONTextWriter()
        writer.beginArray()
        for index in 0..<50_000 {
            writer.beginObject()
            writer.plainKey("i"); writer.number(index)
            writer.plainKey("d"); writer.number(Double(index) / 100)
            writer.plainKey("s"); writer.string("item \(index)")
            writer.endObject()
        }
        writer.endArray()
        let read = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [[String: Any]])
        #expect(read.count == 50_000)
        for index in stride(from: 0, to: 50_000, by: 997) {
            #expect(read[index]["i"] as? Int == index)
            #expect(read[index]["s"] as? String == "item \(index)")
            #expect((read[index]["d"] as? NSNumber)?.doubleValue == Double(index) / 100)
        }
    }
}
