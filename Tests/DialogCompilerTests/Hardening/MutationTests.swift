import DialogDiagnostics
import DialogLayoutAdapter
import Foundation
import Testing

extension HardeningTests {
    /// Any input gets an answer: the bundled specs, mutated thousands of times (seeded byte flips,
    /// truncations, deletions, duplications, splices and hostile insertions), run through every
    /// stage in process. A trap would end the test process, so passing proves there is none; and
    /// every finding is located inside its file, and a file that could not be decoded has an error.
    @Suite struct MutationTests {
        static let seeds = Array(1...8)
        static let mutationsPerSeed = 400

        /// Text and bytes built to upset a reader, a decoder or a generator.
        static let hostile: [[UInt8]] =
            [
                "\"", "\\", "\\u0000", "\\ud800", "\\udc00x", "\\u202E", "{", "}", "[", "]", ",", ":", "[[[[[[[[",
                String(repeating: "[", count: 600), "1e999", "-0", "1.0", "1e2", "9007199254740993", "-1", "0.00001", "true", "null",
                #""id": "x", "#, #""id": "Dialogs", "#, #""type": "picker", "#, #""type": "textInput", "#, #""options": [], "#,
                #""buttons": [{"id": "b", "title": "t"}], "#, #""buttons": [{"id": "c", "title": "Cancel", "style": "cancel"}], "#,
                #""selectedIndex": 99, "#, #""limits": {"maxLength": 1, "maxOptions": 1}, "#, #""presentation": {"hide": {}}, "#,
                #""presentation": {"renderer": "system", "show": {"type": "fromBottom"}}, "#,
                #""suppressions": [{"rule": "cancel-title"}], "#, #""autoHide": 0.0001, "#, #""style": {"titleFont": {"size": 1e308}}, "#,
                #""input": {"secure": true, "multiline": true, "initialText": "\u202Eabcdef"}, "#,
                "\u{202E}", "\u{2028}", "\r", "\r\n", "\t", "\"\"\"", "\\(", "#\"", "*/",
            ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0x00], [0xF4, 0x90, 0x80, 0x80]]

        static func mutate(_ input: [UInt8], others: [[UInt8]], random: inout SeededGenerator) -> [UInt8] {
            var bytes = input
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
                let length = bytes.isEmpty ? 0 : Int.random(in: 0...min(64, bytes.count - position), using: &random)
                switch Int.random(in: 0..<8, using: &random) {
                case 0 where !bytes.isEmpty:
                    bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
                case 1 where !bytes.isEmpty:
                    bytes[position] = UInt8.random(in: 0...255, using: &random)
                case 2:
                    bytes.removeSubrange(position...)
                case 3:
                    bytes.removeSubrange(position..<(position + length))
                case 4:
                    bytes.insert(
                        contentsOf: Array(bytes[position..<(position + length)]), at: Int.random(in: 0...bytes.count, using: &random))
                case 5:
                    let other = others[Int.random(in: 0..<others.count, using: &random)]
                    let start = Int.random(in: 0..<other.count, using: &random)
                    let piece = other[start..<min(other.count, start + Int.random(in: 1...200, using: &random))]
                    bytes.replaceSubrange(position..<(position + length), with: piece)
                default:
                    // Hostile text, often right after a quote or a brace, where it does the most harm.
                    let anchors = bytes.indices.filter { [UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[$0]) }
                    let at =
                        anchors.isEmpty || Bool.random(using: &random)
                        ? position : anchors[Int.random(in: 0..<anchors.count, using: &random)] + 1
                    bytes.insert(contentsOf: hostile[Int.random(in: 0..<hostile.count, using: &random)], at: min(at, bytes.count))
                }
            }
            return bytes
        }

        static let specs: [[UInt8]] = {
            let urls = (try? Paths.files(in: Paths.specs)) ?? []
            return urls.compactMap { try? Array(Data(contentsOf: $0)) }
        }()

        @Test(arguments: seeds)
        func everyMutatedSpecGetsALocatedAnswer(_ seed: Int) throws {
            try #require(Self.specs.count >= 5, "the bundled specs are missing")
            var random = SeededGenerator(seed: UInt64(seed) &* 7_919)
            var accepted = 0
            var rejected = 0
            for index in 0..<Self.mutationsPerSeed {
                let original = Self.specs[index % Self.specs.count]
                let bytes = Self.mutate(original, others: Self.specs, random: &random)
                let source = SourceFile(path: "Specs/mutated-\(seed)-\(index).json", bytes: bytes)
                let label = "seed \(seed), mutation \(index)"
                // One device per input keeps the plans cheap; the devices take turns.
                let (validated, linted) = Hardening.runEveryStage(source, devices: [Device.presets[index % Device.presets.count]])
                Hardening.expectLocated(validated.diagnostics, in: source, label)
                Hardening.expectLocated(linted.diagnostics, in: source, label)
                if validated.files.first?.spec == nil {
                    #expect(validated.hasErrors, "\(label): nothing was decoded, yet nothing was reported")
                }
                if validated.hasErrors { rejected += 1 } else { accepted += 1 }
            }
            // The mutations must reach past the reader: some specs stay valid, most do not.
            #expect(accepted > 0 && rejected > Self.mutationsPerSeed / 2, "accepted \(accepted), rejected \(rejected)")
        }

        /// The regression inputs the fuzzers found, and the hostile fixtures, through every stage.
        @Test func theHostileFixturesGetAnAnswer() throws {
            let urls = try Paths.files(in: Paths.fixtures.appendingPathComponent("Hostile"))
            #expect(!urls.isEmpty)
            for url in urls {
                let source = SourceFile(path: "Tests/Fixtures/Hostile/" + url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
                let (validated, linted) = Hardening.runEveryStage(source)
                Hardening.expectLocated(validated.diagnostics, in: source, url.lastPathComponent)
                Hardening.expectLocated(linted.diagnostics, in: source, url.lastPathComponent)
            }
        }
    }
}
