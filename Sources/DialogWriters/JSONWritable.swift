/// A value that writes itself as JSON: the typed documents of the reports (a lint result, a diff,
/// a SARIF log) name their members once, in the order the document lists them, and go straight
/// into the one JSON writer.
package protocol JSONWritable {
    /// Writes the value where the writer stands: an element of its array, or the value of the key
    /// just written.
    func write(to writer: inout JSONTextWriter)
}

extension String: JSONWritable {
    package func write(to writer: inout JSONTextWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    package func write(to writer: inout JSONTextWriter) { writer.number(self) }
}

extension Bool: JSONWritable {
    package func write(to writer: inout JSONTextWriter) { writer.bool(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    package func write(to writer: inout JSONTextWriter) {
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}

extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    /// The members in the order of their keys' UTF-8 bytes, the order every report lists an
    /// object's members in, so the same dictionary always gives the same bytes.
    package func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        for key in keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.key(key)
            self[key]?.write(to: &writer)
        }
        writer.endObject()
    }
}

extension JSONTextWriter {
    /// Writes the member `key`: `value` of the object being written.
    package mutating func member(_ key: StaticString, _ value: some JSONWritable) {
        plainKey(key)
        value.write(to: &self)
    }

    /// Writes the member `key`: `value`, or nothing when `value` is nil: a report leaves out what
    /// it does not know rather than writing `null`.
    package mutating func member(_ key: StaticString, _ value: (some JSONWritable)?) {
        guard let value else { return }
        member(key, value)
    }

    /// `document` as a report (`Style.report`) ending in a newline, as every report ends.
    package static func report(_ document: some JSONWritable) -> [UInt8] {
        var writer = JSONTextWriter(style: .report, capacity: 4096)
        document.write(to: &writer)
        writer.buffer.append("\n")
        return writer.finish()
    }
}
