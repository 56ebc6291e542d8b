extension String {
    /// Calls `body` with the string's UTF-8 bytes in one buffer, without a copy when the string
    /// stores them contiguously (every native and small string does). Scans over it through a
    /// pointer cost a fraction of what `utf8`'s iterator does, per byte.
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
