@testable import DialogGenerators
import Testing

/// The stamp a no-op preview reads back: what `text` writes, `init(text:)` reads, and anything
/// else is no stamp, so that the preview is made again rather than trusted.
@Suite struct PreviewStampTests {
    static func stamp() -> PreviewStamp {
        var stamp = PreviewStamp(inputs: 0xDEAD_BEEF)
        stamp.add(path: "iphone-se/alert one.svg", size: 1_234, modified: 1_764_000_000_123_456_789)
        stamp.add(path: "iphone-15/émoji 😀.svg", size: 0, modified: -5)
        return stamp
    }

    @Test func whatIsWrittenIsReadBack() {
        let stamp = Self.stamp()
        #expect(PreviewStamp(text: stamp.text) == stamp)
        #expect(PreviewStamp(text: PreviewStamp(inputs: 7).text) == PreviewStamp(inputs: 7))
        // The last line's newline may be missing.
        #expect(PreviewStamp(text: String(stamp.text.dropLast())) == stamp)
    }

    @Test(arguments: [
        "", "\n", "dialogc-preview-stamp 2\ninputs 1\n", "dialogc-preview-stamp 1\n", "dialogc-preview-stamp 1\ninputs xyz\n",
        "dialogc-preview-stamp 1\r\ninputs 1\r\n", "dialogc-preview-stamp 1\ninputs 1\n\n", "dialogc-preview-stamp 1\ninputs 1\n5 6\n",
        "dialogc-preview-stamp 1\ninputs 1\n5 6 \n", "dialogc-preview-stamp 1\ninputs 1\n5  a.svg\n",
        "dialogc-preview-stamp 1\ninputs 1\nx 6 a.svg\n",
        "dialogc-preview-stamp 1\ninputs 1\n5 6 a.svg\n5 99999999999999999999 b.svg\n",
    ])
    func anythingElseIsNoStamp(_ text: String) {
        #expect(PreviewStamp(text: text) == nil, "\(text.debugDescription)")
    }

    @Test func aPathKeepsItsSpaces() throws {
        let stamp = try #require(PreviewStamp(text: "dialogc-preview-stamp 1\ninputs ff\n12 34 a b  c.svg\n"))
        #expect(stamp.inputs == 0xFF)
        #expect(stamp.files == [PreviewStamp.WrittenFile(path: "a b  c.svg", size: 12, modified: 34)])
    }
}
