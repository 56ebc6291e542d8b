import DialogDiagnostics
import DialogEditing
import Foundation
import Testing

/// Each fixture pair reports exactly the changes its `expected.txt` lists, in that order; the
/// `same-*` pairs (formatting, key order, file layout, dialog order, defaults written out) none.
@Suite struct DiffFixtureTests {
    @Test(arguments: try DiffFixtures.names())
    func fixtureReportsExactlyItsChanges(_ name: String) throws {
        let report = try DiffFixtures.report(name)
        let expected = try DiffFixtures.expected(name)
        #expect(report.changes.map(DiffFixtures.line) == expected, "\(name):\n\(DiffFormat.text.report(report))")
        if name.hasPrefix("same-") {
            #expect(expected.isEmpty, "a 'same-' pair expects no change")
        } else {
            #expect(!expected.isEmpty, "\(name) expects no change")
        }
        if let kind = ChangeKind.all.first(where: { $0.id == name }) {
            // The pair named after a kind shows that kind, in its category, and no stricter change.
            #expect(report.changes.contains { $0.kind == kind }, "\(name) does not report '\(kind.id)'")
            #expect(report.changes.allSatisfy { $0.category >= kind.category || $0.kind == kind }, "\(name) reports a stricter change")
        }
    }

    @Test func everyKindHasItsFixture() throws {
        let names = Set(try DiffFixtures.names())
        for kind in ChangeKind.all {
            #expect(names.contains(kind.id), "no fixture pair Tests/Fixtures/Diff/\(kind.id)")
        }
        for category in ChangeCategory.allCases {
            #expect(ChangeKind.all.contains { $0.category == category }, "no kind of change in '\(category)'")
        }
    }

    @Test func renamesAreReportedAsRenamesNotAsRemovalAndAddition() throws {
        let dialog = try DiffFixtures.report("dialog-renamed")
        #expect(dialog.changes.map(\.kind) == [.dialogRenamed])
        #expect(dialog.changes.first?.message == "toast 'saved' was renamed to 'photo-saved'")
        let button = try DiffFixtures.report("button-renamed")
        #expect(button.changes.map(\.kind).filter { $0.category != .visual } == [.buttonRenamed])
        #expect(button.changes.first?.message == "button 'delete' of alert 'delete-photo' was renamed to 'remove'")
    }

    @Test func aRenamedFromThatMatchesNothingIsSaidOnTheAddition() throws {
        let report = try DiffFixtures.report("renamed-from-unmatched")
        #expect(
            report.changes.map(\.message) == [
                "toast 'copied' was added; its 'renamedFrom' names 'duplicated', which the old version does not have"
            ])
    }

    @Test func messagesFollowTheHouseStyle() throws {
        for name in try DiffFixtures.names() {
            for change in try DiffFixtures.report(name).changes {
                #expect(change.message.first.map { !$0.isUppercase } ?? false, "'\(change.message)' starts uppercase")
                #expect(!change.message.hasSuffix("."), "'\(change.message)' ends with a period")
            }
        }
    }

    @Test func locationsPointAtTheElementInEachVersion() throws {
        let report = try DiffFixtures.report("text-changed")
        let change = try #require(report.changes.first)
        #expect(change.old?.file == "Tests/Fixtures/Diff/text-changed/old/photos.json")
        #expect(change.new?.file == "Tests/Fixtures/Diff/text-changed/new/photos.json")
        let text = DiffFormat.text.report(report)
        // The title's value on line 8 of both files (`"title": "..."` after 6 columns of indentation and the key).
        #expect(text.contains("old Tests/Fixtures/Diff/text-changed/old/photos.json:8:16"), "\(text)")
        #expect(text.contains("new Tests/Fixtures/Diff/text-changed/new/photos.json:8:16"), "\(text)")
    }

    @Test func fingerprintsIgnoreLocationsAndWording() throws {
        // The same change in a file laid out otherwise keeps its fingerprint.
        let compact = try DiffFixtures.report("text-changed")
        let change = try #require(compact.changes.first)
        #expect(change.fingerprint == Fingerprint.fnv1a64("text-changed|delete-photo|title"))
        #expect(change.fingerprint.count == 16)
    }
}
