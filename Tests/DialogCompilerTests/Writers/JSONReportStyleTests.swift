import DialogEditing
@testable import DialogReporters
import DialogWriters
import Foundation
import Testing

/// The reports (`json`, `sarif` of `validate`, `lint` and `diff`) are written by the one JSON
/// writer in its report style, which must keep the bytes the reports had when Foundation's
/// `JSONEncoder` wrote them (pretty-printed, sorted keys, slashes unescaped): their readers diff
/// them. Foundation's encoder stays here as the reference the style is held to.
@Suite struct JSONReportStyleTests {
    /// Any JSON value of a report, written by both writers and read back from a report.
    indirect enum Tree: Codable, JSONWritable, Equatable {
        case string(String), number(Int), bool(Bool), array([Tree]), object([String: Tree])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let array = try? container.decode([Tree].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: Tree].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }

        func write(to writer: inout JSONTextWriter) {
            switch self {
            case .string(let value): value.write(to: &writer)
            case .number(let value): value.write(to: &writer)
            case .bool(let value): value.write(to: &writer)
            case .array(let value): value.write(to: &writer)
            case .object(let value): value.write(to: &writer)
            }
        }
    }

    /// `value` as Foundation's encoder wrote reports.
    static func encoded(_ value: Tree) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + Array("\n".utf8)
    }

    /// Every character a text of a spec may bring into a message: controls, quotes, DEL, the
    /// JavaScript line separators, slashes, scripts beyond Latin, astral scalars.
    static let hostileText: String = {
        var text = ""
        for scalar in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        return text + "\"\\/\u{7F}\u{2028}\u{2029}é退出😀\u{FEFF}\u{FFFE}</script>"
    }()

    static let trees: [Tree] = [
        .object([:]),
        .array([]),
        .object(["empty": .array([]), "nested": .array([.array([]), .object([:])]), "none": .object([:])]),
        .object([
            "b": .number(1), "B": .number(-2), "_x": .bool(true), "$schema": .bool(false), "a10": .number(Int.max),
            "a9": .number(Int.min), "é": .string("é"), "Z": .string(""), "ruleIndex": .number(0), "ruleId": .string("id"),
        ]),
        .object([hostileText: .string(hostileText), "list": .array([.string(hostileText), .string("a/b"), .number(0)])]),
        // Deeper than the 64 levels the writer keeps in a word.
        (0..<70).reversed().reduce(Tree.string("deep")) { inner, depth in .object(["level\(depth)": .array([inner, .number(depth)])]) },
    ]

    @Test(arguments: trees.indices)
    func theReportStyleWritesWhatFoundationsEncoderWrote(_ index: Int) throws {
        let tree = Self.trees[index]
        #expect(JSONTextWriter.report(tree) == (try Self.encoded(tree)))
    }

    @Test func theStandardStyleKeepsItsOwnSpelling() {
        var writer = JSONTextWriter()
        Tree.object(["a": .array([]), "b": .string("\u{7F}\u{2028}")]).write(to: &writer)
        #expect(writer.text == "{\n  \"a\": [],\n  \"b\": \"\\u007f\\u2028\"\n}")
    }

    /// A report read back and written again by Foundation's encoder gives the same bytes: the
    /// members of each object are in the order it sorts them in, and the layout is its layout.
    static func expectFoundationsBytes(_ report: String, _ comment: Comment) throws {
        let tree = try JSONDecoder().decode(Tree.self, from: Data(report.utf8))
        #expect(Array(report.utf8) == (try encoded(tree)), comment)
    }

    @Test func everyLintReportIsFoundationsBytes() throws {
        let results = [
            ReporterFixtures.result(), ReporterFixtures.firstCharacterError(),
            ReporterFixtures.validate(#"{"specVersion": 1, "dialogs": [{"id": "a/b", "type": "toast", "titel\#u{7F}\#u{2028}": "x"}]}"#),
            try NineteenLanguages.result(),
        ]
        for (index, result) in results.enumerated() {
            try Self.expectFoundationsBytes(JSONReporter().report(result), "json of result \(index)")
            try Self.expectFoundationsBytes(SARIFReporter(context: ReporterFixtures.context).report(result), "sarif of result \(index)")
        }
    }

    @Test func everyDiffReportIsFoundationsBytes() throws {
        for name in try DiffFixtures.names() {
            let diff = try DiffFixtures.report(name)
            try Self.expectFoundationsBytes(DiffFormat.json.report(diff), "json of \(name)")
            try Self.expectFoundationsBytes(DiffFormat.sarif.report(diff), "sarif of \(name)")
        }
    }
}
