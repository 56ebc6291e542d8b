/// The bytes of one input file together with the table that turns byte offsets into lines and columns.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics (relative to the working directory where possible).
    public let path: String
    /// The raw bytes, exactly as read.
    public let bytes: [UInt8]
    /// Where the text starts: 3 when the file opens with a UTF-8 byte-order mark, else 0.
    public let textStart: Int
    private let lineStarts: [Int]

    /// Creates a source file from its display path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let start = bytes.starts(with: SourceFile.byteOrderMark) ? 3 : 0
        textStart = start
        lineStarts = SourceFile.lineStarts(of: bytes, from: start)
    }

    /// Creates a source file from text, encoded as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The line and column of a byte offset; offsets past the end clamp to the end of the file.
    public func position(at offset: Int) -> SourcePosition {
        let offset = min(max(offset, textStart), bytes.count)
        let lineIndex = lastLineStart(atOrBefore: offset)
        let lineStart = lineStarts[lineIndex]
        var column = 1
        var index = lineStart
        while index < offset {
            // Count every byte that is not a UTF-8 continuation byte: one per scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: lineIndex + 1, column: column, offset: offset)
    }

    /// The range covering the byte offsets `start ..< end`.
    public func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: position(at: start), end: position(at: max(start, end)))
    }

    /// A location in this file covering the byte offsets `start ..< end`.
    public func location(_ start: Int, _ end: Int) -> SourceLocation {
        SourceLocation(file: path, range: range(start, end))
    }

    /// The text of one 1-based line without its terminator, for source excerpts.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func lastLineStart(atOrBefore offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // A line ends at LF, CRLF or a lone CR, the three terminators editors honour.
    private static func lineStarts(of bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        return starts
    }
}
