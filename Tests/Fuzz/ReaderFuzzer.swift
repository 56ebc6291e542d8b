// libFuzzer harness: the JSON reader alone. Built by Tests/Fuzz/run.sh against the
// DialogCompiler sources; not part of the Swift package.
import DialogCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    do {
        let document = try JSONReader().read(source)
        // Every node must lie inside the file, and a position must exist for each end.
        FuzzChecks.checkSpans(document.root, of: document, in: source)
    } catch {
        let details = error.error
        FuzzChecks.require(
            0 <= details.start && details.start <= details.end && details.end <= size,
            "error range \(details.start)..<\(details.end) outside a file of \(size) bytes")
        FuzzChecks.require(!details.message.isEmpty, "empty error message")
        _ = source.converter.range(ByteRange(details.start, details.end))
    }
    // A smaller nesting limit takes the limit paths on short inputs too.
    _ = try? JSONReader(maximumDepth: 4, maximumFileSize: 4096, maximumStringLength: 16).read(source)
    return 0
}
