import DialogDiagnostics
import DialogEditing
import DialogRules
import DialogSpec
import Foundation
import Testing

/// The formatter's two promises over every input we have: formatting twice changes nothing, and
/// the decoded spec (and what the decoder finds) is the same before and after. A file the reader
/// rejects is refused, and only such a file.
@Suite struct FormatterPropertyTests {
    /// Every `*.json` below `directory`, recursively, sorted.
    static func jsonFiles(below directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    /// The fixtures and bundled specs, every rule's examples, random valid specs, and seeded mutations of the specs.
    static func corpus() throws -> [(label: String, bytes: [UInt8])] {
        var inputs: [(String, [UInt8])] = []
        for url in jsonFiles(below: Paths.specs) + jsonFiles(below: Paths.fixtures) {
            inputs.append((url.path, Array(try Data(contentsOf: url))))
        }
        for rule in RuleSet.lint.all {
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            for (index, example) in examples.enumerated() {
                inputs.append(("\(rule.id) example \(index)", Array(MarkedSource(example.fileText).text.utf8)))
            }
        }
        var random = RandomSpecs(seed: 16)
        for index in 0..<40 { inputs.append(("random spec \(index)", Array(random.file(dialogs: 1 + index % 4).utf8))) }
        let seeds = HardeningTests.MutationTests.specs
        var generator = SeededGenerator(seed: 1616)
        for index in 0..<600 {
            let seed = seeds[index % seeds.count]
            inputs.append(("mutation \(index)", HardeningTests.MutationTests.mutate(seed, others: seeds, random: &generator)))
        }
        return inputs
    }

    /// The libFuzzer corpus `Tests/Fuzz/run.sh` keeps, when a fuzz run left one on this machine.
    static func fuzzCorpus() -> [(label: String, bytes: [UInt8])] {
        let root = ProcessInfo.processInfo.environment["DIALOGC_FUZZ_DIR"] ?? "/tmp/dialogc-fuzz"
        let directory = URL(fileURLWithPath: root).appendingPathComponent("corpus")
        let files = (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { !$0.hasDirectoryPath }.sorted { $0.path < $1.path }
        return files.compactMap { url in (try? Data(contentsOf: url)).map { (url.path, Array($0)) } }
    }

    @Test func formattingIsIdempotentAndKeepsTheMeaning() throws {
        let inputs = try Self.corpus()
        let formatted = try Self.check(inputs)
        // The mutations break most files; the rest must still be a real share of the corpus.
        #expect(formatted > 200, "only \(formatted) of \(inputs.count) inputs could be formatted")
    }

    @Test func theFuzzCorpusKeepsTheProperties() throws {
        let inputs = Self.fuzzCorpus()
        // CI runs the fuzzers before the tests, so there a missing corpus is a broken set-up, not a skip.
        guard !inputs.isEmpty || ExternalTools.isCI else {
            print("note: skipping the fuzz corpus: none at $DIALOGC_FUZZ_DIR/corpus (run 'bash Tests/Fuzz/run.sh' to make one)")
            return
        }
        try #require(!inputs.isEmpty, "no fuzz corpus at $DIALOGC_FUZZ_DIR/corpus; .ci/run makes one before the tests")
        _ = try Self.check(inputs)
    }

    /// Checks every input; returns how many could be formatted.
    static func check(_ inputs: [(label: String, bytes: [UInt8])]) throws -> Int {
        var formattedCount = 0
        for (label, bytes) in inputs {
            let source = SourceFile(path: "spec.json", bytes: bytes)
            let before = SpecDecoder.decode(source)
            let readerRejects = before.diagnostics.contains { $0.rule == .jsonSyntax || $0.rule == .limitExceeded }
            switch SpecFormatter.format(source) {
            case .failure(let failure):
                #expect(readerRejects, "\(label): refused although the reader accepts it: \(failure.diagnostic.message)")
            case .success(let output):
                formattedCount += 1
                #expect(!readerRejects, "\(label): formatted although the reader rejects it")
                let again = try #require(try? SpecFormatter.format(output, path: "spec.json").get(), "\(label): output not formattable")
                #expect(again == output, "\(label): formatting is not idempotent")
                let after = SpecDecoder.decode(SourceFile(path: "spec.json", bytes: output))
                #expect(ModelDump.text(before.spec as Any) == ModelDump.text(after.spec as Any), "\(label): the decoded spec changed")
                #expect(Self.findings(before) == Self.findings(after), "\(label): the decoder's findings changed")
            }
        }
        return formattedCount
    }

    /// What the decoder found, without where: formatting moves everything.
    static func findings(_ file: DecodedFile) -> [String] {
        file.diagnostics.map { "\($0.ruleID): \($0.message)" }.sorted()
    }
}

/// A value as text with every source location left out, so two decodings of differently laid out
/// text compare equal exactly when they mean the same.
enum ModelDump {
    static func text(_ value: Any) -> String {
        // Where things are written is what formatting changes; the file's bytes too.
        if value is DialogDiagnostics.SourceLocation || value is SourceRange || value is SourcePosition || value is ByteRange
            || value is SourceFile
        {
            return ""
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { text($0.value) } ?? "nil"
        case .set, .dictionary:
            return "{" + mirror.children.map { text($0.value) }.sorted().joined(separator: ", ") + "}"
        case .collection:
            return "[" + mirror.children.map { text($0.value) }.joined(separator: ", ") + "]"
        case .struct?, .class?, .tuple?, .enum?:
            guard !mirror.children.isEmpty else { return String(describing: value) }
            let fields = mirror.children.map { "\($0.label ?? "_"): \(text($0.value))" }
            return "\(mirror.subjectType)(" + fields.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}
