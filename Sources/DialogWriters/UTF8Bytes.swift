extension String {
    /// Calls `body` with the string's UTF-8 bytes in one span, without a copy: scans over the
    /// bytes cost a fraction of what `utf8`'s iterator does, per byte. Inlinable, so the stages
    /// that call it specialize it for their closure instead of calling it generically.
    @inlinable package func withUTF8Bytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        body(utf8.span)
    }

    /// The text of `bytes`, UTF-8 cut out of a string at scalar boundaries; any other bytes are
    /// repaired as `String(decoding:as:)` repairs them.
    package init(utf8Bytes bytes: Span<UInt8>) {
        if let text = try? UTF8Span(validating: bytes) {
            self.init(copying: text)
        } else {
            var copy: [UInt8] = []
            copy.reserveCapacity(bytes.count)
            for index in bytes.indices { copy.append(bytes[index]) }
            self.init(decoding: copy, as: UTF8.self)
        }
    }
}
