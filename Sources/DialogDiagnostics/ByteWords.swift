extension Span where Element == UInt8 {
    /// The eight bytes from `offset` on as one little-endian word: scans of a file's bytes test a
    /// word at a step, most words holding nothing they look for. The eight bytes are cut out
    /// first, so their reads are checked against a span of eight rather than one at a time.
    /// Inlinable: the stages that scan bytes (the decoder's keys, the reports' lines) read a word
    /// in place rather than through a call.
    @inlinable @inline(__always)
    package func littleEndianWord(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset <= count &- 8, "a word past the end of the bytes")
        let bytes = extracting(offset..<(offset &+ 8))
        var word: UInt64 = 0
        for index in bytes.indices { word |= UInt64(bytes[index]) << UInt64(index &* 8) }
        return word
    }

    /// The sixteen bytes from `offset` on as one vector, for scans that test sixteen bytes at a
    /// step; cut out first, as `littleEndianWord(at:)` does, so the reads make one load.
    @inlinable @inline(__always)
    package func vector16(at offset: Int) -> SIMD16<UInt8> {
        let b = extracting(offset..<(offset &+ 16))
        return SIMD16(b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15])
    }
}
