#if DEBUG
import Synchronization
#endif

/// Turns byte offsets of one file into lines and columns, as swift-syntax's
/// `SourceLocationConverter` does: the model keeps offsets only, and the reporters, the language
/// server and the generators convert at their output.
///
/// Get one from `SourceFile.converter`. A position costs a binary search over the line starts and
/// at most one stride of counting, however long its line is, so a minified spec (one line of
/// megabytes) converts as fast as a formatted one.
public struct SourceLocationConverter: Sendable {
    private let bytes: [UInt8]
    private let textStart: Int
    private let lineStarts: [Int]
    /// `scalarCheckpoints[k]`: how many scalars start before byte `k * checkpointStride`.
    private let scalarCheckpoints: [Int]
    /// `astralCheckpoints[k]`: how many of those take four bytes (two UTF-16 code units).
    private let astralCheckpoints: [Int]
    #if DEBUG
    /// Counts the work of every position asked, for tests.
    package var scanMeter: ScanMeter?
    #endif

    /// Bytes between two checkpoints.
    package static let checkpointStride = 256

    package init(bytes: [UInt8], textStart: Int) {
        self.bytes = bytes
        self.textStart = textStart
        (lineStarts, scalarCheckpoints, astralCheckpoints) = Self.index(bytes, from: textStart)
    }

    /// The line and columns (scalars, UTF-16 code units, bytes) of a byte offset; offsets before
    /// the text clamp to its start, offsets past the end to the end of the file.
    public func position(at offset: Int) -> SourcePosition {
        let offset = min(max(offset, textStart), bytes.count)
        let lineIndex = lastLineStart(atOrBefore: offset)
        let lineStart = lineStarts[lineIndex]
        let (scalars, astrals) = counts(before: offset)
        let (lineScalars, lineAstrals) = counts(before: lineStart)
        let column = scalars - lineScalars
        return SourcePosition(
            line: lineIndex + 1, column: column + 1, utf16Column: column + astrals - lineAstrals + 1,
            utf8Column: offset - lineStart + 1, offset: offset)
    }

    /// The positions of both ends of `range`.
    public func range(_ range: ByteRange) -> SourceRange {
        SourceRange(start: position(at: range.startOffset), end: position(at: range.endOffset))
    }

    /// The byte offset of a 1-based line and a 1-based UTF-16 column (the language server's
    /// positions); a column past the line's end gives the line's end.
    public func offset(line: Int, utf16Column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return line < 1 ? textStart : bytes.count }
        let end = lineEnd(lineIndex: line - 1)
        var offset = lineStarts[line - 1]
        var units = 1
        while offset < end, units < utf16Column {
            let byte = bytes[offset]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The number of lines; an empty file and a file ending in a line break count their last, empty line.
    public var lineCount: Int { lineStarts.count }

    /// The text of one 1-based line without its terminator, for source excerpts.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return String(decoding: bytes[lineStarts[line - 1]..<lineEnd(lineIndex: line - 1)], as: UTF8.self)
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
        let lineEnd = lineEnd(lineIndex: lineIndex)
        // Cutting off a few bytes would hide context for no gain in length.
        let slack = 16
        var start = offset - before > lineStart + slack ? offset - before : lineStart
        while start < lineEnd, bytes[start] & 0xC0 == 0x80 { start += 1 }
        var end = offset + after + slack < lineEnd ? offset + after : lineEnd
        end = max(start, end)
        while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return LineExcerpt(bytes: bytes[start..<end], clippedStart: start > lineStart, clippedEnd: end < lineEnd)
    }

    /// Where line `lineIndex` (0-based) ends, before its terminator.
    private func lineEnd(lineIndex: Int) -> Int {
        let start = lineStarts[lineIndex]
        var end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// How many scalars, and how many four-byte ones, start before `offset`.
    private func counts(before offset: Int) -> (scalars: Int, astrals: Int) {
        let block = offset / Self.checkpointStride
        var scalars = scalarCheckpoints[block]
        var astrals = astralCheckpoints[block]
        // Every byte that is not a UTF-8 continuation byte starts a scalar; 0xF0 and up start four-byte ones.
        for index in (block * Self.checkpointStride)..<offset {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte >= 0xF0 { astrals += 1 }
        }
        #if DEBUG
        scanMeter?.record(bytes: offset - block * Self.checkpointStride)
        #endif
        return (scalars, astrals)
    }

    private func lastLineStart(atOrBefore offset: Int) -> Int {
        Self.lineIndex(of: offset, in: lineStarts)
    }

    /// The 0-based index of the last of `lineStarts` at or before `offset`.
    package static func lineIndex(of offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Where each line of `bytes` starts, the first at `start`: the line table without the column
    /// tables, for naming lines only.
    package static func lineStarts(_ bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        do {
            let buffer = bytes.span
            var offset = 0
            while offset + 8 <= buffer.count {
                let word = buffer.littleEndianWord(at: offset)
                // Most words hold no byte below 0x0E (LF and CR are 0x0A and 0x0D): one test passes them.
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 {
                    noteBreaks(in: word, at: offset, of: buffer, &starts)
                }
                offset += 8
            }
            for index in offset..<buffer.count where buffer[index] == 0x0A || buffer[index] == 0x0D {
                noteBreak(at: index, of: buffer, &starts)
            }
        }
        return starts
    }

    /// Notes the line break of each LF or CR among the eight bytes of `word`, read at `offset`.
    @inline(__always)
    private static func noteBreaks(in word: UInt64, at offset: Int, of buffer: Span<UInt8>, _ starts: inout [Int]) {
        var breaks = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
        while breaks != 0 {
            noteBreak(at: offset + breaks.trailingZeroBitCount / 8, of: buffer, &starts)
            breaks &= breaks - 1
        }
    }

    /// A line break at `offset`; a CR followed by an LF leaves the line's end to the LF.
    @inline(__always)
    private static func noteBreak(at offset: Int, of buffer: Span<UInt8>, _ starts: inout [Int]) {
        if buffer[offset] == 0x0A || offset + 1 == buffer.count || buffer[offset + 1] != 0x0A {
            starts.append(offset + 1)
        }
    }

    // A line ends at LF, CRLF or a lone CR, the three terminators editors honour. One pass over
    // the bytes builds every table, eight bytes at a step: a lint report names most files of a
    // run, and byte by byte this pass cost a third of the text report.
    private static func index(_ bytes: [UInt8], from start: Int) -> (lineStarts: [Int], scalars: [Int], astrals: [Int]) {
        var starts = [start]
        var scalarCheckpoints: [Int] = []
        var astralCheckpoints: [Int] = []
        scalarCheckpoints.reserveCapacity(bytes.count / checkpointStride + 1)
        astralCheckpoints.reserveCapacity(bytes.count / checkpointStride + 1)
        var scalarCount = 0
        var astralCount = 0
        do {
            let buffer = bytes.span
            var blockStart = 0
            while blockStart <= buffer.count {
                scalarCheckpoints.append(scalarCount)
                astralCheckpoints.append(astralCount)
                let blockEnd = min(blockStart + checkpointStride, buffer.count)
                var offset = blockStart
                while offset + 8 <= blockEnd {
                    let word = buffer.littleEndianWord(at: offset)
                    let high = word & 0x8080_8080_8080_8080
                    if high == 0 {
                        scalarCount += 8
                    } else {
                        // Bit 7 of each byte: continuation bytes are 10xxxxxx, four-byte leads 11110xxx.
                        scalarCount += 8 - (high & ~(word << 1)).nonzeroBitCount
                        astralCount += (high & (word << 1) & (word << 2) & (word << 3)).nonzeroBitCount
                    }
                    noteBreaks(in: word, at: offset, of: buffer, &starts)
                    offset += 8
                }
                for index in offset..<blockEnd {
                    let byte = buffer[index]
                    if byte & 0xC0 != 0x80 { scalarCount += 1 }
                    if byte >= 0xF0 { astralCount += 1 }
                    if byte == 0x0A || byte == 0x0D { noteBreak(at: index, of: buffer, &starts) }
                }
                blockStart += checkpointStride
            }
        }
        return (starts, scalarCheckpoints, astralCheckpoints)
    }

    /// Bit 7 set in each byte of `word` that is zero, and no other bit.
    package static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = UInt64(0x7F7F_7F7F_7F7F_7F7F)
        return ~(((word & low) &+ low) | word | low)
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

    package init(bytes: ArraySlice<UInt8>, clippedStart: Bool, clippedEnd: Bool) {
        self.bytes = bytes
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
package final class ScanMeter: Sendable {
    private let counts = Mutex((counts: 0, bytes: 0))

    package func record(bytes: Int) {
        counts.withLock { $0 = (counts: $0.counts + 1, bytes: $0.bytes + bytes) }
    }

    /// The number of column counts and the bytes they scanned so far.
    package var totals: (counts: Int, bytes: Int) { counts.withLock { $0 } }
}
#endif
