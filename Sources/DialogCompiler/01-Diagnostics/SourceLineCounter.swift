/// Names the lines of places in one file met in order, counting the line breaks between one
/// place and the next: a plan names the line of every dialog, and the table of every line's
/// start (an append a line) cost more than the rest of the dialog's source reference.
public struct SourceLineCounter {
    private let file: SourceFile
    /// The offset counted up to, and the 1-based line it is on.
    private var offset: Int
    private var line = 1

    /// A counter at the start of `file`'s text.
    public init(_ file: SourceFile) {
        self.file = file
        offset = file.textStart
    }

    /// The 1-based line of the byte at `offset`, as `SourceFile.line(at:)` gives it; cheapest
    /// for offsets in ascending order (an earlier one counts again from the start).
    public mutating func line(at offset: UInt32) -> Int {
        let target = min(max(Int(offset), file.textStart), file.bytes.count)
        if target < self.offset { self = SourceLineCounter(file) }
        line += Self.breaks(in: self.offset..<target, of: file.bytes)
        self.offset = target
        return line
    }

    /// The "path:line" `SourceFile.reference(at:)` cites for what starts at `offset`.
    public mutating func reference(at offset: UInt32) -> String {
        let line = line(at: offset)
        var reference = file.path
        reference += ":"
        reference += String(line)
        return reference
    }

    /// How many line breaks lie in `range`, as `SourceLocationConverter`'s line starts end lines:
    /// each LF, and each CR not followed by an LF (the LF ends a CRLF).
    static func breaks(in range: Range<Int>, of bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = UnsafeRawPointer(buffer.baseAddress) else { return 0 }
            var count = 0
            var index = range.lowerBound
            while index + 8 <= range.upperBound {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // Most words hold no byte below 0x0E (LF and CR are 0x0A and 0x0D): one test passes them.
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 {
                    // The marks summed by one multiplication into the top byte: the baseline
                    // x86-64 target has no instruction that counts bits.
                    let feeds = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) >> 7
                    count &+= Int(truncatingIfNeeded: (feeds &* 0x0101_0101_0101_0101) >> 56)
                    var returns = zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                    while returns != 0 {
                        if endsLine(returnAt: index + returns.trailingZeroBitCount / 8, of: buffer) { count += 1 }
                        returns &= returns - 1
                    }
                }
                index += 8
            }
            while index < range.upperBound {
                let byte = buffer[index]
                if byte == 0x0A || (byte == 0x0D && endsLine(returnAt: index, of: buffer)) { count += 1 }
                index += 1
            }
            return count
        }
    }

    /// Whether the CR at `index` ends its line itself: it is not the start of a CRLF.
    @inline(__always)
    private static func endsLine(returnAt index: Int, of buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        index + 1 == buffer.count || buffer[index + 1] != 0x0A
    }

    /// 0x80 in each byte of `word` that is zero and 0 in every other, exactly (no borrow from a
    /// zero byte marks its neighbour), so the marks can be counted.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }
}
