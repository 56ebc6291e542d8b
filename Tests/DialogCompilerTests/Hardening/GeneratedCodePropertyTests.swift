import DialogDiagnostics
import DialogGenerators
import DialogJSONReader
import DialogLayoutAdapter
import DialogReporters
import DialogRules
import DialogSpec
import DialogValidation
import Foundation
import Testing

extension HardeningTests {
    /// Any spec the validator accepts produces Swift that compiles, warning-free in Swift 6 mode,
    /// and holds exactly the spec's texts: hundreds of random valid dialogs (several seeds of
    /// `RandomSpecs`) and the hostile texts of `Tests/Fixtures/Hostile/hostile-texts.json` (every
    /// text field, and a spec path built to break out of a literal or a comment), compiled in one
    /// `swiftc` batch. Expected values come from Foundation's JSON parser, never from dialogc.
    ///
    /// Plans: `PlanSchemaTests` validates plans of random specs against their schema; here the plans
    /// of every one of these specs must be deterministic and strict JSON.
    @Suite struct GeneratedCodePropertyTests {
        static let seeds: [UInt64] = [101, 202, 303, 404]
        static let dialogsPerSeed = 100
        static let hostileFixture = Paths.fixtures.appendingPathComponent("Hostile/hostile-texts.json")
        /// A spec path that would end a string literal, start an interpolation, end a comment,
        /// reorder the line and break it, were it not escaped.
        static let hostilePath = "Specs/we\"ird */ \\(x) #\"raw\"# \u{202E}evil\u{202C}\n\u{2028}\u{0}.json"

        struct Case {
            var namespace: String
            var access: SwiftGenerationOptions.AccessLevel
            var source: SourceFile
            /// The spec as Foundation reads it.
            var expected: [[String: Any]]
        }

        static func cases() throws -> [Case] {
            var cases: [Case] = []
            for seed in seeds {
                var generator = RandomSpecs(seed: seed)
                let text = generator.file(dialogs: dialogsPerSeed)
                cases.append(
                    Case(
                        namespace: "Random\(seed)", access: .internal, source: SourceFile(path: "Specs/random-\(seed).json", text: text),
                        expected: try dialogs(of: Data(text.utf8))))
            }
            let hostile = try Data(contentsOf: hostileFixture)
            for (namespace, access) in [("Hostile", SwiftGenerationOptions.AccessLevel.internal), ("HostilePublic", .public)] {
                cases.append(
                    Case(
                        namespace: namespace, access: access, source: SourceFile(path: hostilePath, bytes: Array(hostile)),
                        expected: try dialogs(of: hostile)))
            }
            return cases
        }

        static func dialogs(of data: Data) throws -> [[String: Any]] {
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require(object["dialogs"] as? [[String: Any]])
        }

        /// Validates one case: no error (warnings, e.g. for bidirectional controls, are fine).
        static func specs(_ source: SourceFile) -> [SpecFile] {
            let result = Validator.validate([source])
            #expect(!result.hasErrors, "\(TextReporter().report(result))")
            return result.files.compactMap(\.spec)
        }

        static func driver(namespaces: [String]) -> String {
            SwiftCompiler.descriptorDumper + """
                let document: [String: Any] = [
                \(namespaces.map { "    \"\($0)\": \($0).all.map(dump)," }.joined(separator: "\n"))
                ]
                let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
                """
        }

        @Test func validSpecsCompileAndHoldExactlyTheirTexts() throws {
            let cases = try Self.cases()
            var files: [(name: String, source: String)] = []
            for item in cases {
                var options = SwiftGenerationOptions()
                options.namespace = item.namespace
                options.access = item.access
                files.append(("\(item.namespace).swift", SwiftGenerator.generateFile(Self.specs(item.source), options: options)))
            }
            #expect(cases.reduce(0) { $0 + $1.expected.count } >= Self.seeds.count * Self.dialogsPerSeed)
            files.append(("main.swift", Self.driver(namespaces: cases.map(\.namespace))))

            let directory = try SwiftCompiler.scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try SwiftCompiler.buildRuntime(in: directory)
            let executable = try SwiftCompiler.buildExecutable(files, in: directory)
            let run = try ExternalTools.run(executable, [])
            try #require(run.status == 0, "\(run.standardError)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            for item in cases {
                try SwiftCompileTests.compare(document[item.namespace], with: item.expected)
                let dumped = document[item.namespace] as? [[String: Any]] ?? []
                #expect(dumped.allSatisfy { $0["sourceFile"] as? String == item.source.path }, "the source path of \(item.namespace)")
            }
        }

        /// The generated code shows every invisible or reordering character as an escape: a reviewer
        /// reading it sees what the app will show.
        @Test func generatedCodeHasNoInvisibleCharacters() throws {
            for item in try Self.cases() {
                let code = SwiftGenerator.generateFile(Self.specs(item.source))
                let hidden = code.unicodeScalars.filter { scalar in
                    scalar != "\n"
                        && (scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                            || scalar == "\u{2028}" || scalar == "\u{2029}")
                }
                #expect(hidden.isEmpty, "\(item.namespace): \(hidden.map { String($0.value, radix: 16) })")
            }
        }

        /// Every text with a bidirectional control gets exactly one `bidi-control-character`
        /// warning, at that string; no other text does.
        @Test func bidiControlsInAnyTextAreReported() throws {
            let data = try Data(contentsOf: Self.hostileFixture)
            let source = SourceFile(path: "hostile-texts.json", bytes: Array(data))
            let result = Validator.validate([source])
            #expect(!result.hasErrors)
            let warnings = result.diagnostics.filter { $0.ruleID == "bidi-control-character" }
            #expect(warnings.allSatisfy { $0.severity == .warning })
            #expect(result.diagnostics.count == warnings.count, "\(result.diagnostics)")

            func hasBidi(_ text: Any?) -> Bool {
                (text as? String)?.unicodeScalars.contains { BidiControlCharacter.isBidiControl($0) } ?? false
            }
            var expected = 0
            for dialog in try Self.dialogs(of: data) {
                let input = dialog["input"] as? [String: Any]
                let texts: [Any?] =
                    [dialog["title"], dialog["subtitle"], dialog["message"], input?["placeholder"], input?["initialText"]]
                    + (dialog["buttons"] as? [[String: Any]] ?? []).map { $0["title"] } + (dialog["options"] as? [Any] ?? [])
                expected += texts.filter(hasBidi).count
            }
            #expect(expected >= 6)
            #expect(warnings.count == expected)
            // Each warning points at the opening quote of a string that holds a control.
            for warning in warnings {
                let offset = try #require(warning.location.range?.startOffset)
                #expect(data[offset] == UInt8(ascii: "\""))
                let literal = try JSONReader().parse(
                    SourceFile(path: "s", bytes: Array(data[offset..<(try #require(warning.location.range?.endOffset))])))
                guard let text = literal.string(literal.root) else {
                    Issue.record("\(warning) does not point at a string")
                    continue
                }
                #expect(hasBidi(text))
            }
            // Every kind of text field is covered, each named in its message.
            for field in ["'title'", "'subtitle'", "'message'", "the title of button", "option ", "'placeholder'", "'initialText'"] {
                #expect(warnings.contains { $0.message.hasPrefix(field) }, "no warning names \(field)")
            }
        }

        /// Plans of the same specs are byte-identical whatever the order of the files, and strict JSON.
        @Test func plansAreDeterministicAndStrictJSON() throws {
            let cases = try Self.cases().filter { $0.namespace != "HostilePublic" }
            let specs = cases.flatMap { Self.specs($0.source) }
            // Every device, the smallest and the largest text size in turn.
            for (index, device) in Device.presets.enumerated() {
                let textSize = index % 2 == 0 ? TextSize.xSmall : .ax5
                let forward = RenderPlanWriter.document(for: specs, device: device, textSize: textSize)
                let backward = RenderPlanWriter.document(for: specs.reversed(), device: device, textSize: textSize)
                #expect(forward == backward, "\(device.name) \(textSize.rawValue)")
                #expect(throws: Never.self) { try JSONReader().parse(SourceFile(path: "plan.json", text: forward)) }
            }
            let again = RenderPlanWriter.document(for: cases.flatMap { Self.specs($0.source) }, device: Device.presets[0], textSize: .large)
            #expect(again == RenderPlanWriter.document(for: specs, device: Device.presets[0], textSize: .large))
        }
    }
}
