import DialogWriters

/// A text report written as UTF-8 bytes, piece by piece, into one `ByteBuffer`.
///
/// A lint run reports thousands of lines, each a dozen pieces, so a piece should cost a capacity
/// test and a copy: a `String` or an `Array` asks at each append whether it is shared. The
/// buffer is the report's own and cannot be copied, so no piece has to ask.
package struct ReportBytes: ~Copyable {
    private var buffer: ByteBuffer

    /// An empty report with room for `capacity` bytes before it grows.
    package init(capacity: Int) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The bytes written; the report is done with.
    package consuming func finish() -> [UInt8] { buffer.bytes }

    /// `body` of the bytes written, without a copy.
    package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result { buffer.withBytes(body) }

    /// How many bytes are written.
    package var count: Int { buffer.count }

    /// Forgets what is written, keeping the room.
    package mutating func removeAll() { buffer.removeAll() }

    @inline(__always) package mutating func append(_ literal: StaticString) {
        buffer.append(literal)
    }

    /// `text` as it is; only for text that is the tool's own, never a spec's.
    package mutating func append(contentsOf text: String) {
        buffer.append(text)
    }

    package mutating func append(contentsOf bytes: [UInt8]) {
        buffer.append(bytes.span)
    }

    /// `text` with every character that could act on a terminal spelled out, as `VisibleText.escape` gives it.
    package mutating func appendVisible(_ text: String) {
        // Most messages and paths are printable ASCII: their bytes go as they are, scanned once.
        let bytes = text.utf8.span
        if VisibleText.isPrintableASCII(bytes) { buffer.append(bytes) } else { append(contentsOf: VisibleText.escape(text)) }
    }

    /// The decimal digits of `number`, as `String(number)` spells it.
    package mutating func append(decimal number: Int) {
        buffer.append(decimal: number)
    }
}
