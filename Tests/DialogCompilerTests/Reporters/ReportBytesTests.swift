@testable import DialogDiagnostics
@testable import DialogReporters
@testable import DialogWriters
import Testing

/// The text report is written as bytes: each piece must read exactly as the `String` it replaced.
@Suite struct ReportBytesTests {
    @Test func numbersAreSpelledAsStringSpellsThem() {
        for number in [0, 7, 9, 10, 11, 99, 100, 101, 1_000, 65_535, 1_234_567, -1, -10, Int.max, Int.min] {
            var output = ReportBytes(capacity: 0)
            output.append(contentsOf: "line ")
            output.append(decimal: number)
            #expect(String(decoding: output.finish(), as: UTF8.self) == "line " + String(number))
        }
    }

    @Test func aReportGrowsPastItsCapacityKeepingWhatItHolds() {
        var output = ReportBytes(capacity: 0)
        var expected = ""
        for index in 0..<500 {
            output.append(contentsOf: "piece \(index), ")
            output.append(": ")
            expected += "piece \(index), : "
        }
        #expect(String(decoding: output.finish(), as: UTF8.self) == expected)
    }

    /// The eight-bytes-at-a-step test must find a byte that needs escaping at every place of a
    /// word and in the bytes after the last whole word, and pass the printable bounds 0x20 and 0x7E.
    @Test(arguments: ["\u{1B}", "\u{1F}", "\u{7F}", "\n", "\u{85}", "\u{202E}", "é", "\u{200D}", " ", "~"])
    func escapingBytesMatchesEscapingText(_ odd: String) {
        for length in 0..<20 {
            for place in 0...length {
                let text = String(repeating: "a", count: place) + odd + String(repeating: "b", count: length - place)
                var output = ReportBytes(capacity: 0)
                output.appendVisible(text)
                #expect(String(decoding: output.finish(), as: UTF8.self) == VisibleText.escape(text), "\(length) \(place)")
                #expect(VisibleText.isPrintableASCII(text) == text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
            }
        }
    }

    /// The byte test that spares walking a message's scalars must let through every scalar that is
    /// spelled out, and rule out the scripts messages quote most.
    @Test func theByteTestLetsThroughEveryScalarThatIsSpelledOut() {
        var spelledOut = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), VisibleText.needsEscape(scalar) else { continue }
            spelledOut += 1
            let bytes = Array(String(Character(scalar)).utf8)
            let mayNeedEscape = VisibleText.mayNeedEscape(bytes.span)
            #expect(mayNeedEscape, "U+\(String(value, radix: 16))")
        }
        #expect(spelledOut > 60)
        for text in ["取消して閉じる", "Отмена", "확인", "é à ü", "emoji 🎉"] {
            let mayNeedEscape = VisibleText.mayNeedEscape(text.utf8.span)
            #expect(!mayNeedEscape, "\(text)")
            #expect(VisibleText.escape(text) == text)
        }
        #expect(VisibleText.escape("取消\u{202E}") == "取消\\u202e")
    }

    /// Line starts are found with `memchr` in a file without CR; every offset must still get the
    /// line and column the converter gives, after a byte-order mark, at the end and past it.
    @Test(arguments: [false, true])
    func placesInAFileOfLineFeedsMatchTheConverter(_ byteOrderMark: Bool) {
        let text = "{\n  \"a\": \"退出\",\n\n  \"b\": 1\n}\n"
        let file = SourceFile(path: "t.json", bytes: (byteOrderMark ? SourceFile.byteOrderMark : []) + Array(text.utf8))
        #expect(file.lineStarts == SourceLocationConverter.lineStarts(file.bytes, from: file.textStart))
        for offset in 0...(file.bytes.count + 2) {
            let position = file.converter.position(at: offset)
            let place = file.lineAndColumn(at: offset)
            #expect(place.line == position.line && place.column == position.column, "offset \(offset)")
        }
    }
}
