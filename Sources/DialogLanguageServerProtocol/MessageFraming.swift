/// Cuts a byte stream into the protocol's frames: headers (`Content-Length: N`, each line ended
/// by CRLF, then an empty line) followed by N bytes of content.
public struct FrameDecoder: Sendable {
    /// What the next step of the stream holds.
    public enum Frame: Sendable, Hashable {
        /// The content of one message.
        case content([UInt8])
        /// A header block that cannot be read; its bytes are dropped and reading goes on after it.
        case malformedHeader(String)
    }

    /// The longest header block read; a stream sending more without an empty line is not a client.
    public static let maximumHeaderLength = 8 * 1024
    /// The largest message read; larger ones are refused (their bytes are skipped).
    public static let maximumContentLength = 64 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused message still to skip.
    private var skipping = 0

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        if skipping > 0 {
            let skipped = min(skipping, buffer.count - start)
            start += skipped
            skipping -= skipped
            if skipping > 0 {
                compact()
                return nil
            }
        }
        guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else {
            if buffer.count - start > Self.maximumHeaderLength {
                // Keep the last bytes: they may start the terminator.
                start = buffer.count - 3
                compact()
                return .malformedHeader("the header is longer than \(Self.maximumHeaderLength) bytes")
            }
            compact()
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let contentStart = headerEnd + 4
        guard let length = Self.contentLength(header) else {
            start = contentStart
            compact()
            return .malformedHeader("the header has no valid 'Content-Length'")
        }
        if length > Self.maximumContentLength {
            let available = min(length, buffer.count - contentStart)
            start = contentStart + available
            skipping = length - available
            compact()
            return .malformedHeader("the message is larger than \(Self.maximumContentLength) bytes")
        }
        guard buffer.count - contentStart >= length else { return nil }
        let content = Array(buffer[contentStart..<contentStart + length])
        start = contentStart + length
        compact()
        return .content(content)
    }

    /// The length a header block gives; nil when it gives none, or one that is not a number.
    /// Other fields (`Content-Type`) are allowed and ignored.
    package static func contentLength(_ header: String) -> Int? {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard !value.isEmpty, value.utf8.allSatisfy({ (48...57).contains($0) }), value.utf8.count <= 12 else { return nil }
                length = Int(value)
            }
        }
        return length
    }

    private mutating func compact() {
        if start > 0, start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index + 1] == pattern[1], bytes[index + 2] == pattern[2], bytes[index + 3] == pattern[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `content` with the header the protocol puts before it.
    public static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
