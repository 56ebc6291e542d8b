import DialogDiagnostics
import DialogRules
import DialogValidation
import Testing

/// Rules that look across files: which file gets the finding and which the note must depend on
/// the paths only, never on the order the files were handed in.
@Suite struct CrossFileRuleTests {
    /// A spec file holding `dialogs`, with its markers stripped and remembered.
    private struct MarkedFile {
        let path: String
        let marked: MarkedSource
        init(_ path: String, dialogs: String) {
            self.path = path
            marked = MarkedSource(RuleExample.dialogs(dialogs).fileText)
        }
        var source: SourceFile { SourceFile(path: path, text: marked.text) }
        func at(_ name: String) -> String {
            marked.markers.first { $0.name == name }.map { "\(path):\($0.line):\($0.column)" } ?? "no marker \(name)"
        }
    }

    private static func place(_ location: DialogDiagnostics.SourceLocation, in files: [MarkedFile]) -> String {
        location.range(in: files.map(\.source)).map { "\(location.file):\($0.start.line):\($0.start.column)" } ?? location.file
    }

    /// Validates the files in both orders and checks the results agree before returning one.
    private static func validateInEitherOrder(_ files: [MarkedFile]) -> [Diagnostic] {
        let forward = Validator.validate(files.map(\.source)).diagnostics
        let backward = Validator.validate(files.reversed().map(\.source)).diagnostics
        #expect(forward == backward)
        return forward
    }

    @Test func duplicateDialogIDIsReportedInTheLaterPath() throws {
        // "b/" sorts after "a/", though the dialog in it is listed first.
        let later = MarkedFile("b/more.json", dialogs: #"{"id": 1️⃣"saved", "type": "toast", "message": "Saved again"}"#)
        let earlier = MarkedFile(
            "a/main.json",
            dialogs: """
                {"id": "other", "type": "toast", "message": "Other"},
                {"id": 2️⃣"saved", "type": "toast", "message": "Saved"}
                """)
        let diagnostics = Self.validateInEitherOrder([later, earlier])
        let finding = try #require(diagnostics.soleElement, "\(diagnostics)")
        #expect(finding.ruleID == "duplicate-dialog-id")
        #expect(finding.message == "duplicate dialog id 'saved'")
        #expect(Self.place(finding.location, in: [later, earlier]) == later.at("1️⃣"))
        #expect(finding.notes.map(\.message) == ["'saved' first defined here"])
        #expect(finding.notes.map { Self.place($0.location, in: [later, earlier]) } == [earlier.at("2️⃣")])
    }

    @Test func identifierCollisionAcrossFiles() throws {
        let first = MarkedFile("account.json", dialogs: #"{"id": 2️⃣"logOut", "type": "toast", "message": "Bye"}"#)
        let second = MarkedFile("settings.json", dialogs: #"{"id": 1️⃣"log-out", "type": "toast", "message": "Bye"}"#)
        let diagnostics = Self.validateInEitherOrder([second, first])
        let finding = try #require(diagnostics.soleElement, "\(diagnostics)")
        #expect(finding.ruleID == "identifier-collision")
        #expect(finding.message == "dialog id 'log-out' becomes the Swift type name 'LogOut', as 'logOut' does")
        #expect(Self.place(finding.location, in: [first, second]) == second.at("1️⃣"))
        #expect(finding.notes.map { Self.place($0.location, in: [first, second]) } == [first.at("2️⃣")])
        #expect(finding.notes.map(\.message) == ["'logOut' first defined here"])
    }

    @Test func outputOrderIsStableWhateverTheInputOrder() {
        let files = [
            MarkedFile("c.json", dialogs: #"{"id": "x", "type": "toast", "message": "m", "titel": "t"}"#),
            MarkedFile("a.json", dialogs: #"{"id": "x", "type": "toast", "message": 4}, {"id": "y_z", "type": "toast", "message": "m"}"#),
            MarkedFile("b.json", dialogs: #"{"id": "x", "type": "toast", "message": "m"}, {"id": "yZ", "type": "toast", "message": "m"}"#),
        ]
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        let results = orders.map { order in Validator.validate(order.map { files[$0].source }) }
        for result in results.dropFirst() {
            #expect(result.diagnostics == results[0].diagnostics)
        }
        #expect(results[0].files.map(\.source.path) == ["a.json", "b.json", "c.json"])
        #expect(
            results[0].diagnostics.map { "\(Self.place($0.location, in: files)) \($0.ruleID)" } == [
                "a.json:2:41 type-mismatch",
                "b.json:2:8 duplicate-dialog-id",
                "b.json:2:54 identifier-collision",
                "c.json:2:8 duplicate-dialog-id",
                "c.json:2:46 unknown-key",
            ])
    }
}

private extension Array {
    /// The single element, or nil when there are none or several.
    var soleElement: Element? { count == 1 ? first : nil }
}
