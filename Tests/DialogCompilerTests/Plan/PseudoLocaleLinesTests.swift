import Foundation
import Testing

/// The right-to-left pseudolanguage sets a wrapped text right to left on every line (issue 36):
/// each line of the plan is drawn on its own, so each carries the override its text opened.
@Suite struct PseudoLocaleLinesTests {
    @Test func everyLineOfAWrappedTextIsSetRightToLeft() throws {
        let root = try Hardening.scratch("rtl-lines")
        defer { try? FileManager.default.removeItem(at: root) }
        let message = "This will permanently delete every photo in the album and cannot be undone later"
        try Hardening.write(
            #"{"specVersion": 1, "dialogs": [{"id": "long", "type": "toast", "message": "\#(message)"}]}"#,
            to: root.appendingPathComponent("long.json"))
        let run = try Hardening.dialogc(["plan", "long.json", "--pseudo-locale", "right-to-left", "--device", "iphone-se"], in: root)
        #expect(run.status == 0, "\(run.standardError)")
        let plan = try #require(try JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
        let lines = Self.lines(in: plan).filter { $0.contains("permanently") || $0.contains("undone") || $0.contains("album") }
        let wrapped = Self.lines(in: plan).filter { line in message.split(separator: " ").contains { line.contains($0) } }
        try #require(wrapped.count > 1, "the message did not wrap; the test proves nothing: \(lines)")
        for line in wrapped {
            #expect(line.hasPrefix("\u{202E}") && line.hasSuffix("\u{202C}"), "a line not set right to left: \(line.debugDescription)")
        }
    }

    /// Every `lines` array anywhere in the plan, flattened.
    static func lines(in value: Any) -> [String] {
        if let object = value as? [String: Any] {
            return object.flatMap { key, child in key == "lines" ? (child as? [String] ?? []) : lines(in: child) }
        }
        if let array = value as? [Any] { return array.flatMap(lines(in:)) }
        return []
    }
}
