/// Names the places of one file one after another, as `SourceFile.lineAndColumn(at:)` and
/// `SourceFile.reference(at:)` do, by counting the line feeds from the last place to the next
/// instead of finding where every line starts: a text report names places of most files of a run
/// in order, a plan the line of every dialog, and finding every line's start cost more than the
/// rest of the report's heads or the plan's source references.
package struct PlaceCursor {
    package let file: SourceFile
    /// The file's line starts, once a CR or a long step back makes counting the worse way.
    ///
    /// A CR is looked for in the bytes counted on the way forward, not in the whole file when
    /// the cursor is made: lines before the first CR end in LF alone, so counting names them as
    /// the line starts do, and a plan, which names the start of each dialog, scanned every file
    /// once more for a CR it mostly does not have.
    private var lineStarts: [Int]?
    /// The last place named, the 0-based index of its line and where that line starts.
    private var offset: Int
    private var lineIndex = 0
    private var lineStart: Int

    /// A cursor at the start of `file`'s text.
    package init(_ file: SourceFile) {
        self.file = file
        offset = file.textStart
        lineStart = file.textStart
    }

    /// How far back from the last place a place may be and still be counted to, in bytes: going
    /// back and forth over a long way would count the same bytes again and again.
    package static let farthestStepBack = 4096

    /// The 1-based line and scalar column of the byte at `offset`, as `SourceFile.lineAndColumn(at:)` gives them.
    package mutating func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        let target = min(max(offset, file.textStart), file.bytes.count)
        if lineStarts == nil, !move(to: target) { lineStarts = file.lineStarts }
        if let lineStarts { return file.lineAndColumn(at: target, lineStarts: lineStarts) }
        return file.lineAndColumn(at: target, lineIndex: lineIndex, lineStart: lineStart)
    }

    /// The 1-based line of the byte at `offset`, as `SourceFile.line(at:)` gives it.
    package mutating func line(at offset: Int) -> Int {
        let target = min(max(offset, file.textStart), file.bytes.count)
        if lineStarts == nil, !move(to: target) { lineStarts = file.lineStarts }
        if let lineStarts { return SourceLocationConverter.lineIndex(of: target, in: lineStarts) + 1 }
        return lineIndex + 1
    }

    /// The "path:line" `SourceFile.reference(at:)` cites for what starts at `offset`.
    package mutating func reference(at offset: Int) -> String {
        let line = line(at: offset)
        // Written into a string made with room for all of it: appending to the path copied it out
        // of the file's shared string and grew it twice, for every planned dialog.
        let path = file.path
        let digits = String(line)
        var reference = ""
        reference.reserveCapacity(path.utf8.count + 1 + digits.utf8.count)
        reference += path
        reference += ":"
        reference += digits
        return reference
    }

    /// Moves the cursor to `target`, counting the line feeds on the way; false when counting
    /// could cost more than the line starts do (a long way back, or back into a long line), or
    /// meets a CR, after which a line may end at CR, CRLF or LF (the line starts know all three).
    /// Every byte before the farthest place named has been counted, so a step back meets no CR.
    private mutating func move(to target: Int) -> Bool {
        guard offset - target <= Self.farthestStepBack else { return false }
        let textStart = file.textStart
        let bytes = file.bytes
        do {
            let buffer = bytes.span
            if target >= offset {
                guard let feeds = Self.lineFeedsBeforeAnyCarriageReturn(in: buffer, from: offset, to: target) else { return false }
                if feeds > 0 {
                    lineIndex += feeds
                    // The last of them is at most as far back as the bytes just counted.
                    var start = target
                    while buffer[start - 1] != 0x0A { start -= 1 }
                    lineStart = start
                }
            } else {
                lineIndex -= Self.lineFeeds(in: buffer, from: target, to: offset)
                if target < lineStart {
                    var start = target
                    let limit = max(target - SourceLocationConverter.checkpointStride, textStart)
                    while start > limit, buffer[start - 1] != 0x0A { start -= 1 }
                    guard start == textStart || buffer[start - 1] == 0x0A else { return false }
                    lineStart = start
                }
            }
            offset = target
            return true
        }
    }

    /// How many LF bytes `buffer[start ..< end]` holds, nil when it holds a CR; counted sixteen
    /// bytes at a step, as `lineFeeds` counts.
    private static func lineFeedsBeforeAnyCarriageReturn(in buffer: Span<UInt8>, from start: Int, to end: Int) -> Int? {
        var offset = start
        var count = 0
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
        let carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        let none = SIMD16<UInt8>(repeating: 0)
        while end - offset >= 16 {
            // Each lane counts the line feeds it saw, at most 255 before it could wrap.
            var lanes = none
            var carriageReturns = SIMDMask<SIMD16<Int8>>(repeating: false)
            var steps = 0
            while steps < 255, end - offset >= 16 {
                let bytes = buffer.vector16(at: offset)
                lanes &+= none.replacing(with: 1, where: bytes .== lineFeed)
                carriageReturns .|= bytes .== carriageReturn
                offset += 16
                steps += 1
            }
            if any(carriageReturns) { return nil }
            count += byteSum(lanes)
        }
        while offset < end {
            if buffer[offset] == 0x0D { return nil }
            if buffer[offset] == 0x0A { count += 1 }
            offset += 1
        }
        return count
    }

    /// How many LF bytes `buffer[start ..< end]` holds, counted sixty-four at a step, then sixteen:
    /// a lint report counts along most of every file it names.
    package static func lineFeeds(in buffer: Span<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        var count = 0
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
        let none = SIMD16<UInt8>(repeating: 0)
        while end - offset >= 16 {
            // Each lane counts the line feeds it saw, at most 252 before it could wrap (four a step of 64 bytes).
            var lanes = none
            var steps = 0
            while steps < 63, end - offset >= 64 {
                let first = buffer.vector16(at: offset)
                let second = buffer.vector16(at: offset + 16)
                let third = buffer.vector16(at: offset + 32)
                let fourth = buffer.vector16(at: offset + 48)
                lanes &+= none.replacing(with: 1, where: first .== lineFeed) &+ none.replacing(with: 1, where: second .== lineFeed)
                lanes &+= none.replacing(with: 1, where: third .== lineFeed) &+ none.replacing(with: 1, where: fourth .== lineFeed)
                offset += 64
                steps += 1
            }
            if steps == 0 {
                while end - offset >= 16 {
                    lanes &+= none.replacing(with: 1, where: buffer.vector16(at: offset) .== lineFeed)
                    offset += 16
                }
            }
            count += byteSum(lanes)
        }
        while offset < end {
            if buffer[offset] == 0x0A { count += 1 }
            offset += 1
        }
        return count
    }

    /// The sum of the sixteen lanes, added up in two words: widening the vector and summing it
    /// were two calls into generic code, more than the counting of a short step.
    private static func byteSum(_ lanes: SIMD16<UInt8>) -> Int {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for lane in 0..<8 {
            low |= UInt64(lanes[lane]) << UInt64(lane &* 8)
            high |= UInt64(lanes[lane &+ 8]) << UInt64(lane &* 8)
        }
        let evenBytes = UInt64(0x00FF_00FF_00FF_00FF)
        // Four sixteen-bit sums of byte pairs (at most 510 each), then all of them in the top sixteen bits.
        let pairs = (low & evenBytes) &+ ((low >> 8) & evenBytes) &+ (high & evenBytes) &+ ((high >> 8) & evenBytes)
        return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
    }
}
