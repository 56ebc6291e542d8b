// libFuzzer harness: the design-token reader. Built by Tests/Fuzz/run.sh against the
// DialogCompiler sources; not part of the Swift package.
import DialogCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.tokens.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    // As a token file: every finding and every token lies inside the file.
    let set = DesignTokenSet(file: source)
    checkLocated(set.diagnostics, in: source)
    for token in set.tokens {
        FuzzChecks.require(token.location.range.map { $0.endOffset <= size } ?? false, "token '\(token.path)' outside the file")
    }
    // As a resolver whose every source is the input itself, in each appearance.
    let resolver = TokenResolver(file: source) { _ in source }
    checkLocated(resolver.diagnostics, in: source)
    checkLocated(resolver.appearanceTokens().diagnostics, in: source)
    return 0
}

/// Every finding points inside `source` and is worded: not empty, no trailing period.
func checkLocated(_ findings: [Diagnostic], in source: SourceFile) {
    for finding in findings {
        FuzzChecks.require(finding.location.file == source.path, "finding in another file: \(finding.location.file)")
        if let range = finding.location.range {
            FuzzChecks.require(range.endOffset <= source.bytes.count, "finding at \(range) outside the file: \(finding.message)")
            _ = source.converter.range(range)
        }
        FuzzChecks.require(!finding.message.isEmpty && !finding.message.hasSuffix("."), "badly worded finding: \(finding.message)")
    }
}
