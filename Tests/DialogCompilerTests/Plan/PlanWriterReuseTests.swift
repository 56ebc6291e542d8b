@testable import DialogWriters
import Testing

/// A plan's run buffers are reused: an emptied writer writes what a new one writes.
@Suite struct PlanWriterReuseTests {
    private static func write(_ writer: inout JSONTextWriter) {
        writer.startOuterArrayElement()
        writer.beginObject()
        writer.plainKey("id"); writer.string("a \"quoted\" id")
        writer.plainKey("lines"); writer.beginArray()
        writer.number(1.5)
        writer.beginArray()
        writer.endArray()
        writer.endArray()
        writer.endObject()
    }

    @Test func anEmptiedWriterWritesAsANewOne() {
        var fresh = JSONTextWriter(indentLevel: 2)
        Self.write(&fresh)
        var reused = JSONTextWriter(indentLevel: 5)
        // Left in the middle of a value, several containers deep, so nothing of its state may survive.
        reused.beginObject()
        reused.plainKey("open"); reused.beginArray()
        for _ in 0..<70 { reused.beginArray() }
        reused.string(String(repeating: "x", count: 5000))
        reused.reset(indentLevel: 2)
        Self.write(&reused)
        #expect(reused.text == fresh.text)
    }
}
