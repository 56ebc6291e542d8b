@testable import DialogDiagnostics
import Testing

@Suite struct SuggestionsTests {
    @Test(arguments: [
        ("tittle", "title"), ("titel", "title"), ("Title", "title"), ("mesage", "message"),
        ("colour", "color"), ("animaton", "animation"), ("alrt", "alert"), ("actionsheet", "actionSheet"),
    ])
    func findsWhatWasMeant(_ typo: String, _ meant: String) {
        let keys = ["id", "type", "title", "subtitle", "message", "color", "animation", "alert", "actionSheet"]
        #expect(Suggestions.closest(to: typo, among: keys) == meant)
    }

    @Test(arguments: ["x", "cornerRadius", "zzzzzz", "backgroundColour"])
    func staysQuietWhenNothingIsClose(_ word: String) {
        #expect(Suggestions.closest(to: word, among: ["id", "type", "title", "message"]) == nil)
    }

    @Test(arguments: [
        ("bottom", "fromBottom"), ("fadeIn", "fade"), ("slideUp", "slide"), ("warn", "warning"), ("Error", "error"),
    ])
    func valuesAlsoMatchByContainment(_ word: String, _ meant: String) {
        let values = ["center", "fromBottom", "fade", "spring", "slide", "none", "off", "note", "warning", "error"]
        #expect(Suggestions.closestValue(to: word, among: values) == meant)
    }

    /// Containment suggests only a single candidate sharing at least three characters.
    @Test(arguments: [("bottom", ["fromBottom", "intoTheBottom"]), ("on", ["none", "long"]), ("xyz", ["fade"])])
    func containmentStaysQuietWhenUnsure(_ word: String, _ candidates: [String]) {
        #expect(Suggestions.closestValue(to: word, among: candidates) == nil)
    }

    @Test func distanceCountsEditsAndSwaps() {
        func distance(_ a: String, _ b: String) -> Int {
            Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("titel", "title") == 1)
        #expect(distance("same", "same") == 0)
    }
}
