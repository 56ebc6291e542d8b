/// A text report written as UTF-8 bytes, piece by piece, into one buffer through a pointer.
///
/// A lint run reports thousands of lines, each a dozen pieces: appended to a `String` a piece
/// cost about 340 instructions, and to an `Array` still about 90 (its uniqueness and capacity
/// checks, a generic copy); through a pointer it is a capacity test and a copy. The buffer is
/// the report's own and cannot be copied, so no piece has to ask whether it is shared.
struct ReportBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// An empty report with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written; the report is done with.
    consuming func finish() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always) mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// `text` as it is; only for text that is the tool's own, never a spec's.
    mutating func append(contentsOf text: String) {
        text.withUTF8Bytes { append($0) }
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `text` with every character that could act on a terminal spelled out, as `VisibleText.escape` gives it.
    mutating func appendVisible(_ text: String) {
        // Most messages and paths are printable ASCII: their bytes go as they are, scanned once.
        let copied = text.withUTF8Bytes { bytes in
            guard VisibleText.isPrintableASCII(bytes) else { return false }
            append(bytes)
            return true
        }
        if !copied { append(contentsOf: VisibleText.escape(text)) }
    }

    /// The decimal digits of `number`, as `String(number)` spells it.
    mutating func append(decimal number: Int) {
        // A sign and the 19 digits of the largest magnitude.
        var cursor = room(20)
        if number < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        var magnitude = number.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        cursor += digits
        count = cursor - base
        repeat {
            cursor -= 1
            cursor.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    @inline(__always) private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let target = room(bytes.count)
        if bytes.count <= 8 {
            // The separators and labels of a line: a few stores, no call.
            for index in 0..<bytes.count { target[index] = source[index] }
        } else {
            target.initialize(from: source, count: bytes.count)
        }
        count &+= bytes.count
    }

    /// Where the next `needed` bytes go; the buffer at least doubles when it grows.
    @inline(__always) private mutating func room(_ needed: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(count &+ needed > capacity) { grow(minimumCapacity: count &+ needed) }
        return base + count
    }

    private mutating func grow(minimumCapacity: Int) {
        let larger = max(minimumCapacity, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
