extension Span where Element == UInt8 {
    /// The eight bytes from `offset` on as one little-endian word: scans of a file's bytes test a
    /// word at a step, most words holding nothing they look for.
    @inline(__always)
    package func littleEndianWord(at offset: Int) -> UInt64 {
        var word: UInt64 = 0
        for shift in 0..<8 { word |= UInt64(self[offset &+ shift]) << UInt64(shift &* 8) }
        return word
    }
}
