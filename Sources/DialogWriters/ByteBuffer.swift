import Foundation

/// UTF-8 bytes written through a pointer into one buffer that grows: the storage of the JSON
/// writer and of the text report.
///
/// Output of thousands of short pieces (keys, numbers, separators, paths) cost most of its time
/// in `String` and `Array` appends (uniqueness and capacity checks, a generic copy a piece); here a
/// piece makes room for all it may write with one test (`reserve`), writes without a check and
/// ends the text where it stopped (`commit`). The buffer owns its memory and cannot be copied, so
/// no write has to ask whether it is shared.
@usableFromInline package struct ByteBuffer: ~Copyable {
    // Visible to inlinable code, so the JSON writer's pieces are copied in place in the module
    // that writes them (see `appendPiece`).
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0

    /// How many bytes are written.
    package var count: Int { written }

    /// An empty buffer with room for `capacity` bytes (at least 64) before it grows.
    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for \(self.capacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// Forgets what is written, keeping the room.
    package mutating func removeAll() { written = 0 }

    /// The bytes written, as an array.
    package var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The bytes written, as text.
    package var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    /// `body` of the bytes written, without a copy.
    package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withUnsafeBytes { body($0.span) }
    }

    /// `body` of the bytes written, without a copy; the raw form stays in this file.
    private func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: written))
    }

    /// A pointer to the end of the text with room for `needed` more bytes; the buffer at least
    /// doubles when it grows, so writes cost amortized constant time.
    @inlinable @inline(__always)
    mutating func reserve(_ needed: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(written &+ needed > capacity) { grow(minimumCapacity: written &+ needed) }
        return base + written
    }

    /// Ends the text at `cursor`, a pointer `reserve` returned moved past what was written.
    @inlinable @inline(__always)
    mutating func commit(_ cursor: UnsafeMutablePointer<UInt8>) {
        written = cursor - base
    }

    /// Grows the buffer in place; `realloc` moves a large one by remapping its pages, without a copy.
    @usableFromInline mutating func grow(minimumCapacity: Int) {
        let larger = max(minimumCapacity, 2 * capacity)
        guard let moved = realloc(base, larger) else { fatalError("out of memory for \(larger) bytes") }
        base = moved.assumingMemoryBound(to: UInt8.self)
        capacity = larger
    }

    /// Appends `bytes` as they are.
    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = reserve(bytes.count)
        Self.copy(UnsafeRawPointer(bytes.baseAddress), count: bytes.count, &cursor)
        commit(cursor)
    }

    /// Appends `bytes` as they are.
    @usableFromInline package mutating func append(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends piece number `index` of `block`, a `JSONPieceExpansion`'s block: eight bytes a
    /// piece first (where its text starts, shifted up 32 bits, and its length, little-endian),
    /// then the texts, then 16 bytes that a copy may read past the last.
    ///
    /// Sixteen bytes a step, the last past the piece's end: a plan is tens of thousands of pieces
    /// of a few dozen bytes, for which a call to copy each (and `memcpy`'s own choice of a way)
    /// was most of its writing. Inlinable, so the module writing the pieces copies them in place.
    @inlinable @inline(__always)
    package mutating func appendPiece(_ index: Int, of block: [UInt8]) {
        precondition(index >= 0 && index &* 8 &+ 8 <= block.count, "no such JSON piece")
        block.withUnsafeBytes { block in
            let place = block.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self).littleEndian
            let offset = Int(truncatingIfNeeded: place >> 32)
            let count = Int(truncatingIfNeeded: place & 0xFFFF_FFFF)
            // Both halves are 32 bits, so one comparison keeps the copy inside the block.
            precondition(offset &+ count &+ 16 <= block.count, "a JSON piece past its block")
            let start = block.baseAddress! + offset
            let target = UnsafeMutableRawPointer(reserve(count &+ 16))
            var copied = 0
            repeat {
                target.storeBytes(of: start.loadUnaligned(fromByteOffset: copied, as: UInt64.self), toByteOffset: copied, as: UInt64.self)
                target.storeBytes(
                    of: start.loadUnaligned(fromByteOffset: copied &+ 8, as: UInt64.self), toByteOffset: copied &+ 8, as: UInt64.self)
                copied &+= 16
            } while copied < count
            commit(target.assumingMemoryBound(to: UInt8.self) + count)
        }
    }

    /// Appends `literal`'s UTF-8.
    package mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `text`'s UTF-8.
    package mutating func append(_ text: String) {
        append(text.utf8.span)
    }

    /// Appends the decimal digits of `number`, as `String(number)` spells it.
    // Inlined: the JSON writer writes every whole number of a plan through it.
    @inline(__always)
    package mutating func append(decimal number: Int) {
        // A sign and the 19 digits of the largest magnitude.
        var cursor = reserve(20)
        if number < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        Self.digits(of: number.magnitude, minimumCount: 1, &cursor)
        commit(cursor)
    }

    /// Copies `count` bytes; a short run (keys, separators, numbers as their source spelled them)
    /// in a few overlapping word stores, without a call to `memcpy`.
    @inlinable @inline(__always)
    static func copy(_ source: UnsafeRawPointer?, count: Int, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        guard let source, count > 0 else { return }
        let target = UnsafeMutableRawPointer(cursor)
        cursor += count
        switch count {
        case 1:
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        case 2..<4:
            let first = source.loadUnaligned(as: UInt16.self), last = source.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
            target.storeBytes(of: first, as: UInt16.self)
            target.storeBytes(of: last, toByteOffset: count - 2, as: UInt16.self)
        case 4..<8:
            let first = source.loadUnaligned(as: UInt32.self), last = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
        case 8...32:
            let last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            var offset = 0
            while offset + 8 < count {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        default:
            target.copyMemory(from: source, byteCount: count)
        }
    }

    /// Writes the digits of `magnitude`, at least `minimumCount` of them (leading zeros), as
    /// `String(value)` spells them; at most 20 (or `minimumCount`).
    @inline(__always)
    @usableFromInline static func digits(of magnitude: UInt, minimumCount: Int, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        // Written numbers are mostly below 10,000: their digits are counted without a division.
        var count = magnitude < 10 ? 1 : magnitude < 100 ? 2 : magnitude < 1000 ? 3 : magnitude < 10000 ? 4 : 5
        var rest = magnitude / 100_000
        while rest > 0 {
            rest /= 10
            count &+= 1
        }
        count = max(count, minimumCount)
        rest = magnitude
        var digit = cursor + count
        // Two digits a step, copied from their spelling: half the divisions.
        let pairs = UnsafeRawPointer(digitPairs.utf8Start)
        while digit - cursor >= 2 {
            digit -= 2
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            UnsafeMutableRawPointer(digit).storeBytes(of: pairs.loadUnaligned(fromByteOffset: 2 &* pair, as: UInt16.self), as: UInt16.self)
        }
        if digit > cursor { cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
        cursor += count
    }

    /// "00" to "99", for `digits(of:minimumCount:_:)`.
    private static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }
}

extension ByteBuffer {
    /// `parts` as one string, their bytes written once into a string made with room for all of
    /// them: findings' messages are built of a handful of parts, and gathering them in an array
    /// (or appending string to string) first cost more for each part than writing it.
    package static func string(joining parts: [String]) -> String {
        var count = 0
        for index in parts.indices { count += parts[index].utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { text in
            var offset = 0
            // Read where the list keeps each part: `for part in parts` copied it, retaining and releasing it.
            for index in parts.indices {
                offset += UnsafeMutableBufferPointer(rebasing: text[offset...]).initialize(fromContentsOf: parts[index].utf8)
            }
            return offset
        }
    }
}
