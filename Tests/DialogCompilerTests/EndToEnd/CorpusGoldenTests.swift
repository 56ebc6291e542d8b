import Foundation
import Testing

/// The outputs of `dialogc` on a small corpus of the benchmark's kind, byte for byte, against
/// goldens recorded by a build from before issue 12's fast paths (`c75e9f6`): the redesign and its
/// speed-ups were to change no output, and these hold every report format and the plan to that.
///
/// The corpus is `python3 Benchmarks/generate_corpus.py --seed 13` with `--dialogs 120 --files 6
/// --error-rate 0.5` (`mixed`: mistakes of seven kinds beside the guideline findings) and
/// `--dialogs 40 --files 2 --error-rate 0` (`clean`). A change that means to alter an output
/// re-records them with `DIALOGC_RECORD_SNAPSHOTS=1` and documents the change.
@Suite struct CorpusGoldenTests {
    static let mixed = "Tests/Fixtures/Corpus/mixed"
    static let clean = "Tests/Fixtures/Corpus/clean"
    /// The default configuration: the corpus predates the repository's own `.dialogc.json`, whose
    /// design tokens would judge every raw value of it.
    static let configuration = "Tests/Fixtures/Corpus/default.dialogc.json"

    struct Case: CustomTestStringConvertible, Sendable {
        let golden: String
        let arguments: [String]
        let status: Int32
        var testDescription: String { "dialogc \(arguments.joined(separator: " "))" }
    }

    static let cases = [
        Case(golden: "corpus-validate.txt", arguments: ["validate", mixed], status: 1),
        Case(golden: "corpus-lint.txt", arguments: ["lint", "--config", configuration, mixed], status: 1),
        Case(golden: "corpus-lint.json", arguments: ["lint", "--config", configuration, "--format", "json", mixed], status: 1),
        Case(golden: "corpus-lint.sarif", arguments: ["lint", "--config", configuration, "--format", "sarif", mixed], status: 1),
        Case(golden: "corpus-plan.json", arguments: ["plan", clean], status: 0),
    ]

    @Test(arguments: cases)
    func outputIsTheGolden(_ golden: Case) throws {
        let run = try Dialogc.run(golden.arguments)
        #expect(run.status == golden.status, "\(run.standardError)")
        try Snapshot.assert(run.standardOutput, matches: golden.golden)
    }

    /// The mixed corpus must keep exercising the error paths, and the clean one the plan of every file.
    @Test func theCorpusHasMistakesAndTheCleanOneNone() throws {
        let validated = try Dialogc.run("validate", Self.mixed)
        #expect(validated.standardOutput.hasSuffix("6 files, 122 dialogs: 11 errors, 0 warnings\n"), "\(validated.standardOutput)")
        let clean = try Dialogc.run("validate", Self.clean)
        #expect(clean.standardOutput == "2 files, 40 dialogs: 0 errors, 0 warnings\n")
    }
}
