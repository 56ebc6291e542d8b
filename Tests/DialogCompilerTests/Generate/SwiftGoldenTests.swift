import DialogDiagnostics
import DialogGenerators
import DialogSpec
import Foundation
import Testing

/// The generated Swift, byte for byte: for `Specs/` and for the tricky fixture.
/// Re-record with `DIALOGC_RECORD_SNAPSHOTS=1 swift test`.
@Suite struct SwiftGoldenTests {
    static func trickySources() throws -> [SourceFile] {
        [
            try SpecLoading.source(
                Paths.fixtures.appendingPathComponent("Generate/tricky.json"), display: "Tests/Fixtures/Generate/tricky.json")
        ]
    }

    @Test func bundledSpecs() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        try Snapshot.assert(SwiftGenerator.generateFile(specs), matches: "Generated-Specs.swift")
    }

    /// Format v2: functions of the parameters, looked up by key; and the literals of `--localization none`.
    @Test func parametersFixture() throws {
        let specs = SpecLoading.specs(try ParameterizedCode.sources())
        try Snapshot.assert(SwiftGenerator.generateFile(specs), matches: "Generated-Parameters.swift")
        var options = SwiftGenerationOptions()
        options.localization = .none
        try Snapshot.assert(SwiftGenerator.generateFile(specs, options: options), matches: "Generated-Parameters-Literal.swift")
        // Version 1 specs generate the same code whatever the option says.
        let tricky = SpecLoading.specs(try Self.trickySources())
        #expect(SwiftGenerator.generateFile(tricky, options: options) == SwiftGenerator.generateFile(tricky))
    }

    @Test func trickyFixture() throws {
        let specs = SpecLoading.specs(try Self.trickySources())
        try Snapshot.assert(SwiftGenerator.generateFile(specs), matches: "Generated-Tricky.swift")
        var options = SwiftGenerationOptions()
        options.access = .public
        options.namespace = "Gallery"
        try Snapshot.assert(SwiftGenerator.generateFile(specs, options: options), matches: "Generated-Tricky-Public.swift")
    }

    @Test func outputDoesNotDependOnFileOrderOrRuns() throws {
        let sources = try SpecLoading.bundledSources()
        let forward = SwiftGenerator.generateFile(SpecLoading.specs(sources))
        for seed in 0..<3 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let shuffled = SpecLoading.specs(sources.shuffled(using: &generator))
            #expect(SwiftGenerator.generateFile(shuffled) == forward)
            #expect(SwiftGenerator.generateFiles(shuffled) == SwiftGenerator.generateFiles(SpecLoading.specs(sources)))
        }
    }

    @Test func perSpecFilesSplitTheSameDeclarations() throws {
        let files = SwiftGenerator.generateFiles(SpecLoading.specs(try SpecLoading.bundledSources()))
        #expect(
            files.map(\.name) == [
                "Dialogs.swift", "Specs_accessible-dialogs.swift", "Specs_account.swift", "Specs_alerts.swift", "Specs_bottom-picker.swift",
                "Specs_branded-dialogs.swift", "Specs_colored-alert.swift", "Specs_d-alert.swift",
                "Specs_delivered-dialogs.swift", "Specs_lh-edit-picker.swift",
                "Specs_lh-pop-text.swift",
                "Specs_localized_photos.swift", "Specs_pop-buttons-alert.swift", "Specs_pop-message-toast.swift",
                "Specs_sgq-action-sheet.swift", "Specs_sgq-alert.swift", "Specs_system-dialogs.swift", "Specs_text-dialogs.swift",
                "Specs_toasts.swift", "Specs_tyz-system-dialogs.swift",
            ])
        #expect(files.allSatisfy { $0.contents.hasPrefix(SwiftGenerator.headerLine + "\n") })
        #expect(files.allSatisfy { !$0.contents.contains(" \n") && $0.contents.hasSuffix("}\n") })
    }

    @Test(arguments: [
        ("Specs/account.json", "Specs_account.swift"), ("../../etc/passwd.json", "______etc_passwd.swift"),
        ("/abs/path with space.json", "_abs_path_with_space.swift"), ("a\"b'c.json", "a_b_c.swift"),
        ("./x.json", "x.swift"), ("odd/My Specs/对话框 ☺.json", "odd_My_Specs_对话框__.swift"),
        ("Specs/hi\u{200F}\u{FE0F}.json", "Specs_hi__.swift"), ("e\u{301}te\u{301}.json", "e\u{301}te\u{301}.swift"),
        ("हिन्दी.json", "हिन्दी.swift"),
    ])
    func fileNamesStayInsideTheOutputDirectory(_ spec: String, _ expected: String) {
        let files = SwiftGenerator.generateFiles([SpecFile(path: spec, dialogs: [])])
        #expect(files.map(\.name) == ["Dialogs.swift", expected])
        #expect(!expected.contains("/"))
    }

    /// Names that flatten alike, differ only in case, or take the namespace's file get a suffix,
    /// and a later spec whose own name is such a suffixed name gets the next one.
    @Test func clashingFileNamesGetANumber() {
        let paths = ["Dialogs.json", "a_b_2.json", "a/b.json", "a_b.json", "A_B.json", "dialogs_2.json"]
        let files = SwiftGenerator.generateFiles(paths.map { SpecFile(path: $0, dialogs: []) })
        #expect(
            files.map(\.name) == [
                "Dialogs.swift", "A_B.swift", "Dialogs_2.swift", "a_b_2.swift", "a_b_3.swift", "a_b_2_2.swift", "dialogs_2_2.swift",
            ])
        #expect(Set(files.map { $0.name.lowercased() }).count == files.count)
    }
}

/// A deterministic random-number generator (SplitMix64) so shuffles repeat from run to run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
