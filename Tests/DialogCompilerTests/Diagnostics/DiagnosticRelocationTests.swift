import DialogDiagnostics
import Testing

/// A finding kept across an edit moves with the bytes it is about: the places it and its notes
/// point at in the edited file, from the edit on, and nothing else.
@Suite struct DiagnosticRelocationTests {
    static func finding() -> Diagnostic {
        Diagnostic(
            .error, rule: .duplicateKey, "duplicate key 'title'", at: SourceLocation(file: "a.json", range: ByteRange(40, 47)),
            notes: [
                DiagnosticNote("first defined here", at: SourceLocation(file: "a.json", range: ByteRange(10, 17))),
                DiagnosticNote("also here", at: SourceLocation(file: "a.json", range: ByteRange(60, 67))),
                DiagnosticNote("and in another file", at: SourceLocation(file: "b.json", range: ByteRange(60, 67))),
                DiagnosticNote("about the whole file", at: SourceLocation(file: "a.json")),
            ])
    }

    @Test func placesInTheFileFromTheOffsetOnMove() {
        let moved = Self.finding().moved(by: 5, in: "a.json", from: 20)
        #expect(moved.location.range == ByteRange(45, 52))
        #expect(moved.notes.map(\.location.range) == [ByteRange(10, 17), ByteRange(65, 72), ByteRange(60, 67), nil])
        #expect(moved.message == Self.finding().message)
        #expect(moved.notes.map(\.message) == Self.finding().notes.map(\.message))
    }

    @Test func aPlaceStartingAtTheOffsetMovesAndOneStartingBeforeItStays() {
        var finding = Self.finding()
        finding.move(by: -4, in: "a.json", from: 40)
        #expect(finding.location.range == ByteRange(36, 43))
        #expect(finding.notes[0].location.range == ByteRange(10, 17))
        // A range that starts before the offset covers the edit: it is not the mover's to guess.
        finding = Self.finding()
        finding.move(by: 3, in: "a.json", from: 42)
        #expect(finding.location.range == ByteRange(40, 47))
        #expect(finding.notes[1].location.range == ByteRange(63, 70))
    }

    @Test func aFindingInAnotherFileStays() {
        #expect(Self.finding().moved(by: 9, in: "c.json", from: 0) == Self.finding())
    }
}
