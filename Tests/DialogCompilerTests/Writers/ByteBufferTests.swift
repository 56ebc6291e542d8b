@testable import DialogWriters
import Testing

/// The byte buffer under the JSON writer and the text report: what is written must be what is read.
@Suite struct ByteBufferTests {
    @Test func appendedBytesOfEveryLengthArriveWhole() {
        // Every length the short copies treat apart (one byte, two words, one word, word steps) and past them.
        let source = (0..<80).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        var buffer = ByteBuffer(capacity: 0)
        var expected: [UInt8] = []
        for length in 0...source.count {
            buffer.append(source.span.extracting(0..<length))
            expected += source[0..<length]
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
    }

    @Test func growingKeepsWhatIsWrittenAndEmptyingKeepsTheRoom() {
        var buffer = ByteBuffer(capacity: 1)
        for number in 0..<2_000 { buffer.append(decimal: number) }
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == (0..<2_000).map(String.init).joined())
        buffer.removeAll()
        #expect(buffer.count == 0 && buffer.bytes.isEmpty)
        buffer.append(decimal: -42)
        #expect(buffer.bytes == Array("-42".utf8))
    }

    @Test func decimalsAreSpelledAsStringSpellsThem() {
        var numbers = [0, 9, 10, 99, 100, 9_999, 10_000, 99_999, 100_000, 123_456_789, Int.max, Int.min, -1, -100_000]
        numbers += (0..<19).map { power in (0..<power).reduce(1) { value, _ in value * 10 } }
        for number in numbers {
            var buffer = ByteBuffer(capacity: 0)
            buffer.append(decimal: number)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(number))
        }
    }

    @Test func digitsArePaddedToTheCountAsked() {
        for (magnitude, minimum, expected) in [(5 as UInt, 2, "05"), (0, 3, "000"), (12, 1, "12"), (123, 2, "123"), (7, 1, "7")] {
            var bytes = [UInt8](repeating: 0, count: 24)
            let written = bytes.withUnsafeMutableBufferPointer { buffer in
                var cursor = buffer.baseAddress!
                ByteBuffer.digits(of: magnitude, minimumCount: minimum, &cursor)
                return cursor - buffer.baseAddress!
            }
            #expect(String(decoding: bytes[0..<written], as: UTF8.self) == expected)
        }
    }
}
