import DialogWriters

/// A text report written as UTF-8 bytes, piece by piece, into one `ByteBuffer`.
///
/// A lint run reports thousands of lines, each a dozen pieces: appended to a `String` a piece
/// cost about 340 instructions, and to an `Array` still about 90 (its uniqueness and capacity
/// checks, a generic copy); through a pointer it is a capacity test and a copy. The buffer is
/// the report's own and cannot be copied, so no piece has to ask whether it is shared.
package struct ReportBytes: ~Copyable {
    private var buffer: ByteBuffer

    /// An empty report with room for `capacity` bytes before it grows.
    package init(capacity: Int) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The bytes written; the report is done with.
    package consuming func finish() -> [UInt8] { buffer.bytes }

    /// `body` of the bytes written, without a copy.
    package func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { buffer.withUnsafeBytes(body) }

    /// How many bytes are written.
    package var count: Int { buffer.count }

    /// Forgets what is written, keeping the room.
    package mutating func removeAll() { buffer.removeAll() }

    @inline(__always) package mutating func append(_ literal: StaticString) {
        buffer.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// `text` as it is; only for text that is the tool's own, never a spec's.
    package mutating func append(contentsOf text: String) {
        text.withUTF8Bytes { buffer.append($0) }
    }

    package mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer.append($0) }
    }

    /// `text` with every character that could act on a terminal spelled out, as `VisibleText.escape` gives it.
    package mutating func appendVisible(_ text: String) {
        // Most messages and paths are printable ASCII: their bytes go as they are, scanned once.
        let copied = text.withUTF8Bytes { bytes in
            guard VisibleText.isPrintableASCII(bytes) else { return false }
            buffer.append(bytes)
            return true
        }
        if !copied { append(contentsOf: VisibleText.escape(text)) }
    }

    /// The decimal digits of `number`, as `String(number)` spells it.
    package mutating func append(decimal number: Int) {
        buffer.append(decimal: number)
    }
}
