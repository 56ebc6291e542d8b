@testable import DialogDesignTokens
@testable import DialogDiagnostics
import Foundation
import Testing

/// Any token file gets an answer: the fixtures' token and resolver files and a few hand-written
/// ones, mutated with the hardening tests' seeded mutator, read as token files and as resolvers.
/// A trap would end the test process; every finding is located inside its file and worded as
/// the house writes findings.
@Suite struct TokenMutationTests {
    static let handWritten = [
        #"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.7, 0.4, "none"], "alpha": 0.5}}}"#,
        #"{"$type": "number", "a": {"$value": "{b}"}, "b": {"$value": "{a}"}, "c": {"$root": {"$value": "{a}"}}}"#,
        #"{"t": {"$type": "typography", "$value": {"fontFamily": "{f}", "fontSize": "1rem", "fontWeight": "bold", "letterSpacing": "0em", "lineHeight": "{n}"}}, "f": {"$type": "fontFamily", "$value": ["A"]}, "n": {"$type": "number", "$value": 1}}"#,
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"x": {"$type": "dimension", "$value": "4px"}}]}}, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "#/sets/s"}], "dark": []}, "default": "dark"}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}, {"type": "modifier", "name": "contrast", "contexts": {"more": [], "standard": []}}]}"##,
    ].map { Array($0.utf8) }

    static func seeds() throws -> [[UInt8]] {
        let folder = Paths.fixtures.appendingPathComponent("DesignTokens")
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let urls = (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        return try urls.map { Array(try Data(contentsOf: $0)) } + handWritten
    }

    static func check(_ findings: [Diagnostic], in file: SourceFile) {
        for finding in findings {
            #expect(finding.location.file == file.path)
            if let range = finding.location.range {
                #expect(range.endOffset <= file.bytes.count, "\(finding.message) at \(range) outside \(file.bytes.count) bytes")
            }
            #expect(!finding.message.isEmpty && !finding.message.hasSuffix("."), "\(finding.message)")
            #expect(finding.message.first.map { !$0.isUppercase } ?? false, "\(finding.message)")
        }
    }

    @Test func mutatedTokenFilesAndResolversAreAnsweredWithLocatedFindings() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 20)
        var random = SeededGenerator(seed: 39)
        for index in 0..<1_500 {
            let bytes = HardeningTests.MutationTests.mutate(seeds[index % seeds.count], others: seeds, random: &random)
            let file = SourceFile(path: "mutated-\(index).json", bytes: bytes)
            let set = DesignTokenSet(file: file)
            Self.check(set.diagnostics, in: file)
            for token in set.tokens {
                #expect(token.location.range.map { $0.endOffset <= bytes.count } ?? false)
            }
            // As a resolver whose every source is the file itself.
            let resolver = TokenResolver(file: file) { _ in file }
            Self.check(resolver.diagnostics, in: file)
            let appearances = resolver.appearanceTokens()
            Self.check(appearances.diagnostics, in: file)
        }
    }
}
