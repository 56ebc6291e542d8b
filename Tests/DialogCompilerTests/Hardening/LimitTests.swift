@testable import DialogDiagnostics
@testable import DialogJSONReader
@testable import DialogRules
@testable import DialogSpec
@testable import DialogValidation
import Foundation
import Testing

extension HardeningTests {
    /// The documented size limits: each is answered with one located `limit-exceeded` error, never a
    /// crash, an out-of-memory or a stall; input just inside a limit is accepted.
    @Suite struct LimitTests {
        /// A valid spec of one toast, padded with trailing spaces to exactly `size` bytes.
        static func paddedSpec(size: Int, byteOrderMark: Bool = false) -> [UInt8] {
            let spec = Array(#"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "hi"}]}"#.utf8)
            return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + spec + [UInt8](repeating: 0x20, count: size - spec.count)
        }

        static func limitFindings(_ result: ValidationResult) -> [Diagnostic] {
            result.diagnostics.filter { $0.ruleID == LimitExceeded.id }
        }

        @Test func theLimitsAreTheDocumentedOnes() {
            #expect(JSONReader.defaultMaximumFileSize == 8 * 1024 * 1024)
            #expect(JSONReader.defaultMaximumDepth == 512)
            #expect(JSONReader.defaultMaximumStringLength == 100_000)
            #expect(SpecDecoder.maximumDialogCount == 10_000)
            let explanation = LimitExceeded.description.explanation
            for figure in ["8 MiB", "512", "100,000", "10,000"] {
                #expect(explanation.contains(figure), "the explanation does not state \(figure)")
            }
        }

        /// The boundary, with a small limit so the test stays fast: a file of exactly the limit is
        /// read, a leading byte-order mark does not count, and one byte more is refused.
        @Test func theFileSizeLimitIsInclusiveAndIgnoresTheByteOrderMark() throws {
            let reader = JSONReader(maximumFileSize: 200)
            #expect(
                SpecDecoder.decode(SourceFile(path: "fits.json", bytes: Self.paddedSpec(size: 200)), reader: reader).diagnostics.isEmpty)
            let marked = SourceFile(path: "bom.json", bytes: Self.paddedSpec(size: 200, byteOrderMark: true))
            #expect(SpecDecoder.decode(marked, reader: reader).diagnostics.isEmpty)
            let tooLarge = SpecDecoder.decode(SourceFile(path: "large.json", bytes: Self.paddedSpec(size: 201)), reader: reader)
            #expect(tooLarge.diagnostics.map(\.ruleID) == ["limit-exceeded"])
            #expect(tooLarge.diagnostics.first?.message == "the file is larger than the limit of 200 bytes")
            #expect(tooLarge.spec == nil)
        }

        /// The size is checked before parsing: a file of 8 MiB and a few bytes of garbage gets the
        /// size error at its start, not a syntax error.
        @Test func aFileOver8MiBIsRefusedAtItsStartBeforeParsing() throws {
            let garbage = [UInt8](repeating: UInt8(ascii: "["), count: JSONReader.defaultMaximumFileSize + 10)
            let result = Validator.validate([SourceFile(path: "garbage.json", bytes: garbage)])
            #expect(result.diagnostics.count == 1)
            let finding = try #require(result.diagnostics.first)
            #expect(finding.ruleID == "limit-exceeded")
            #expect(finding.severity == .error)
            #expect(finding.position(in: result) == "1:1")
            #expect(finding.message == "the file is larger than the limit of 8 MiB (8,388,608 bytes)")
            #expect(result.files.first?.spec == nil)
        }

        static let messagePrefix = #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "#

        static func spec(message: String) -> String {
            messagePrefix + "\"" + message + "\"}]}"
        }

        /// A string's content as written in JSON, named briefly so test output stays short.
        struct StringCase: CustomTestStringConvertible, Sendable {
            var name: String
            var json: String
            /// The UTF-8 bytes of the decoded string.
            var decodedBytes: Int
            var testDescription: String { name }
        }

        static let stringsWithinTheLimit = [
            StringCase(name: "100,000 ASCII letters", json: String(repeating: "a", count: 100_000), decodedBytes: 100_000),
            StringCase(name: "50,000 two-byte letters", json: String(repeating: "é", count: 50_000), decodedBytes: 100_000),
            StringCase(name: "100,000 escaped line breaks", json: String(repeating: #"\n"#, count: 100_000), decodedBytes: 100_000),
            StringCase(
                name: "20,000 \\u escapes (120,000 bytes of JSON)", json: String(repeating: #"\u0041"#, count: 20_000), decodedBytes: 20_000
            ),
        ]

        static let stringsOverTheLimit = [
            StringCase(name: "100,001 ASCII letters", json: String(repeating: "a", count: 100_001), decodedBytes: 100_001),
            StringCase(name: "50,001 two-byte letters", json: String(repeating: "é", count: 50_001), decodedBytes: 100_002),
            StringCase(name: "100,001 escaped line breaks", json: String(repeating: #"\n"#, count: 100_001), decodedBytes: 100_001),
            StringCase(
                name: "99,999 letters and an escaped emoji", json: String(repeating: "x", count: 99_999) + #"\ud83d\ude00"#,
                decodedBytes: 100_003),
            StringCase(name: "5,000,000 letters", json: String(repeating: "y", count: 5_000_000), decodedBytes: 5_000_000),
        ]

        @Test(arguments: stringsWithinTheLimit)
        func stringsUpToTheLimitAreRead(_ string: StringCase) throws {
            let result = Validator.validate([SourceFile(path: "long.json", text: Self.spec(message: string.json))])
            #expect(!result.diagnostics.contains { $0.ruleID == LimitExceeded.id })
            let message = try #require(result.files.first?.spec?.dialogs.first?.message?.value)
            #expect(message.utf8.count == string.decodedBytes)
        }

        @Test(arguments: stringsOverTheLimit)
        func aLongerStringIsAnErrorAtItsOpeningQuote(_ string: StringCase) throws {
            let result = Validator.validate([SourceFile(path: "long.json", text: Self.spec(message: string.json))])
            #expect(result.diagnostics.count == 1)
            let finding = try #require(result.diagnostics.first)
            #expect(finding.ruleID == "limit-exceeded")
            #expect(finding.message == "string is longer than the limit of 100,000 bytes of UTF-8")
            #expect(finding.location.range?.startOffset == Self.messagePrefix.utf8.count)
        }

        @Test func aLongKeyIsLimitedToo() {
            let text = #"{"specVersion": 1, ""# + String(repeating: "k", count: 100_001) + #"": 1}"#
            let result = Validator.validate([SourceFile(path: "key.json", text: text)])
            #expect(result.diagnostics.map(\.ruleID) == ["limit-exceeded"])
            #expect(result.diagnostics.first?.position(in: result) == "1:20")
        }

        static func toasts(_ count: Int) -> String {
            let dialogs = (0..<count).map { #"{"id": "t\#($0)", "type": "toast", "message": "m"}"# }
            return "{\"specVersion\": 1, \"dialogs\": [\n" + dialogs.joined(separator: ",\n") + "\n]}\n"
        }

        @Test func tenThousandDialogsAreReadAndTheNextOneIsAnError() throws {
            let fits = Validator.validate([SourceFile(path: "many.json", text: Self.toasts(10_000))])
            #expect(fits.diagnostics.isEmpty)
            #expect(fits.dialogCount == 10_000)

            let tooMany = Validator.validate([SourceFile(path: "many.json", text: Self.toasts(10_005))])
            #expect(tooMany.diagnostics.count == 1)
            let finding = try #require(tooMany.diagnostics.first)
            #expect(finding.ruleID == "limit-exceeded")
            #expect(finding.message == "the file has 10,005 dialogs, more than the limit of 10,000 per file")
            // Line 1 opens the file; dialog n (from 1) stands on line n + 1.
            #expect(finding.position(in: tooMany) == "10002:1")
            #expect(tooMany.dialogCount == 10_000, "the dialogs within the limit are still read")
        }

        @Test func nestingDeeperThan512IsALimitNotASyntaxError() throws {
            let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
            let result = Validator.validate([SourceFile(path: "deep.json", text: text)])
            #expect(result.diagnostics.map(\.ruleID) == ["limit-exceeded"])
            #expect(result.diagnostics.first?.position(in: result) == "1:513")
            #expect(result.diagnostics.first?.message == "arrays and objects nest deeper than 512 levels")
            // Inside a spec, where the format's own objects count as levels too.
            let nested =
                #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "#
                + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}]}"
            #expect(Validator.validate([SourceFile(path: "deep.json", text: nested)]).diagnostics.map(\.ruleID) == ["limit-exceeded"])
        }

        @Test func theReaderTellsLimitsFromSyntaxErrors() {
            #expect(
                throws: JSONReader.Failure.limitExceeded(
                    .nestingDepth, JSONSyntaxError("arrays and objects nest deeper than 2 levels", start: 2, end: 3))
            ) {
                try JSONReader(maximumDepth: 2).read(SourceFile(path: "t.json", text: "[[[]]]"))
            }
            #expect(
                throws: JSONReader.Failure.limitExceeded(
                    .stringLength, JSONSyntaxError("string is longer than the limit of 3 bytes of UTF-8", start: 1, end: 2))
            ) {
                try JSONReader(maximumStringLength: 3).read(SourceFile(path: "t.json", text: #"["abcd"]"#))
            }
            #expect(
                throws: JSONReader.Failure.limitExceeded(
                    .fileSize, JSONSyntaxError("the file is larger than the limit of 4 bytes", start: 0, end: 0))
            ) {
                try JSONReader(maximumFileSize: 4).read(SourceFile(path: "t.json", text: "[1,2]"))
            }
            #expect(
                throws: JSONReader.Failure.syntax(JSONSyntaxError("expected ',' or ']' after array element, found '2'", start: 3, end: 3))
            ) {
                try JSONReader(maximumStringLength: 3).read(SourceFile(path: "t.json", text: "[1 2]"))
            }
            // `parse` keeps reporting every failure as a syntax error, for callers that need not tell them apart.
            #expect(throws: JSONSyntaxError("string is longer than the limit of 3 bytes of UTF-8", start: 1, end: 2)) {
                try JSONReader(maximumStringLength: 3).parse(#"["abcd"]"#)
            }
        }

        /// Through the command line: a file over the limit is reported like any other error, and
        /// the other files are still checked.
        @Test func theCommandLineReportsAFileOverTheLimit() throws {
            let directory = try Hardening.scratch("limits")
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(Self.paddedSpec(size: JSONReader.defaultMaximumFileSize + 1)).write(to: directory.appendingPathComponent("huge.json"))
            try Hardening.write(
                Self.toasts(1).replacingOccurrences(of: "\"t0\"", with: "\"other\""), to: directory.appendingPathComponent("small.json"))
            let run = try Hardening.dialogc(["validate", "."], in: directory)
            #expect(run.status == 1)
            #expect(
                run.standardOutput == """
                    huge.json:1:1: error: the file is larger than the limit of 8 MiB (8,388,608 bytes) [limit-exceeded]
                    2 files, 1 dialog: 1 error, 0 warnings

                    """)
        }
    }
}
