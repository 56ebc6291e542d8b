#if DEBUG
import Synchronization
#endif

/// The bytes of one input file together with the table that turns byte offsets into lines and columns.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics (relative to the working directory where possible).
    public let path: String
    /// The raw bytes, exactly as read.
    public let bytes: [UInt8]
    /// Where the text starts: 3 when the file opens with a UTF-8 byte-order mark, else 0.
    public let textStart: Int
    private let lineStarts: [Int]
    /// `scalarCheckpoints[k]`: how many scalars start before byte `k * checkpointStride`, so a
    /// column costs at most one stride of counting however long its line is.
    private let scalarCheckpoints: [Int]
    #if DEBUG
    /// Counts the work of every position asked of this file and its copies, for tests.
    var scanMeter: ScanMeter?
    #endif

    /// Creates a source file from its display path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let start = bytes.starts(with: SourceFile.byteOrderMark) ? 3 : 0
        textStart = start
        (lineStarts, scalarCheckpoints) = SourceFile.index(bytes, from: start)
    }

    /// Creates a source file from text, encoded as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Bytes between two entries of `scalarCheckpoints`.
    static let checkpointStride = 256

    /// The line and column of a byte offset; offsets past the end clamp to the end of the file.
    ///
    /// Columns count Unicode scalars. Counting from the start of the line made every position
    /// on a minified spec (one line of megabytes) cost the line's length, and decoding quadratic.
    public func position(at offset: Int) -> SourcePosition {
        let offset = min(max(offset, textStart), bytes.count)
        let lineIndex = lastLineStart(atOrBefore: offset)
        let column = scalars(before: offset) - scalars(before: lineStarts[lineIndex]) + 1
        return SourcePosition(line: lineIndex + 1, column: column, offset: offset)
    }

    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        var count = scalarCheckpoints[block]
        // Every byte that is not a UTF-8 continuation byte starts a scalar.
        for index in (block * Self.checkpointStride)..<offset where bytes[index] & 0xC0 != 0x80 {
            count += 1
        }
        #if DEBUG
        scanMeter?.record(bytes: offset - block * Self.checkpointStride)
        #endif
        return count
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

    /// The part of the line holding `offset`, from at most `before` bytes before it to at most
    /// `after` bytes after it (the whole side when that is at most 16 bytes more), cut at scalar
    /// boundaries and without the line terminator.
    ///
    /// Excerpts of a minified file, which is one long line, stay short this way, and their cost
    /// does not grow with the line.
    public func lineExcerpt(around offset: Int, before: Int, after: Int) -> LineExcerpt {
        let offset = min(max(offset, textStart), bytes.count)
        let lineIndex = lastLineStart(atOrBefore: offset)
        let lineStart = lineStarts[lineIndex]
        var lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        // Cutting off a few bytes would hide context for no gain in length.
        let slack = 16
        var start = offset - before > lineStart + slack ? offset - before : lineStart
        while start < lineEnd, bytes[start] & 0xC0 == 0x80 { start += 1 }
        var end = offset + after + slack < lineEnd ? offset + after : lineEnd
        end = max(start, end)
        while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return LineExcerpt(source: self, start: start, end: end, clippedStart: start > lineStart, clippedEnd: end < lineEnd)
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

    // A line ends at LF, CRLF or a lone CR, the three terminators editors honour. One pass over
    // the bytes builds both tables: this runs on every input file.
    private static func index(_ bytes: [UInt8], from start: Int) -> (lineStarts: [Int], scalarCheckpoints: [Int]) {
        var starts = [start]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / checkpointStride + 1)
        var scalarCount = 0
        bytes.withUnsafeBufferPointer { buffer in
            var blockStart = 0
            while blockStart <= buffer.count {
                checkpoints.append(scalarCount)
                for offset in blockStart..<min(blockStart + checkpointStride, buffer.count) {
                    let byte = buffer[offset]
                    if byte & 0xC0 != 0x80 { scalarCount += 1 }
                    // A CR followed by an LF leaves the line's end to the LF.
                    if byte == 0x0A || (byte == 0x0D && (offset + 1 == buffer.count || buffer[offset + 1] != 0x0A)) {
                        starts.append(offset + 1)
                    }
                }
                blockStart += checkpointStride
            }
        }
        return (starts, checkpoints)
    }
}

/// A stretch of one source line, for showing a finding in context.
public struct LineExcerpt: Sendable {
    /// The excerpt's text.
    public let text: String
    /// Whether the line goes on before the excerpt.
    public let clippedStart: Bool
    /// Whether the line goes on after the excerpt.
    public let clippedEnd: Bool
    private let bytes: ArraySlice<UInt8>

    init(source: SourceFile, start: Int, end: Int, clippedStart: Bool, clippedEnd: Bool) {
        bytes = source.bytes[start..<end]
        text = String(decoding: bytes, as: UTF8.self)
        self.clippedStart = clippedStart
        self.clippedEnd = clippedEnd
    }

    /// How many scalars of `text` come before the file's byte `offset`, clamped to the excerpt.
    public func scalarCount(before offset: Int) -> Int {
        let limit = min(max(offset, bytes.startIndex), bytes.endIndex)
        return String(decoding: bytes[..<limit], as: UTF8.self).unicodeScalars.count
    }
}

#if DEBUG
/// How many column counts a file was asked for and how many bytes they counted one by one: the
/// work a position costs, which tests bound without timing anything.
final class ScanMeter: Sendable {
    private let counts = Mutex((counts: 0, bytes: 0))

    func record(bytes: Int) {
        counts.withLock { $0 = (counts: $0.counts + 1, bytes: $0.bytes + bytes) }
    }

    /// The number of column counts and the bytes they scanned so far.
    var totals: (counts: Int, bytes: Int) { counts.withLock { $0 } }
}
#endif
