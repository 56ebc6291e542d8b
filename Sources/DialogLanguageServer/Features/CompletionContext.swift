/// Where the cursor stands in a spec that is being typed and need not be valid JSON: which object
/// (by the keys leading to it), and whether a key or the value of a key comes next.
package struct CompletionContext {
    package enum Place: Equatable {
        case key
        case value(key: String)
    }

    /// The keys from the root to the object or array the cursor is in; `[]` stands for an element.
    package var path: [String]
    package var place: Place
    /// Where the string the cursor is in starts (just past its quote), when it is in one.
    package var stringStart: Int?
    /// Where the innermost object around the cursor starts.
    package var objectStart: Int?
    /// The start of each open object, outermost first, with its path.
    package var objects: [(start: Int, path: [String])]

    private struct Frame {
        var isObject: Bool
        var start: Int
        var path: [String]
        var key: String?
        var expectingKey: Bool
    }

    /// The context at byte `cursor`; nil outside every object and array, or in the middle of a
    /// number or literal.
    package init?(bytes: [UInt8], cursor: Int) {
        var frames: [Frame] = []
        var index = 0
        var stringStart: Int?
        let cursor = min(cursor, bytes.count)
        while index < cursor {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let end = Self.closingQuote(ofStringAt: index, in: bytes)
                if end >= cursor {
                    stringStart = index + 1
                    index = cursor
                    continue
                }
                if var frame = frames.last, frame.isObject, frame.expectingKey {
                    frame.key = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                    frame.expectingKey = false
                    frames[frames.count - 1] = frame
                }
                index = end + 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let parent = frames.last
                let step = parent.map { $0.isObject ? ($0.key ?? "?") : "[]" }
                frames.append(
                    Frame(
                        isObject: byte == UInt8(ascii: "{"), start: index, path: (parent?.path ?? []) + (step.map { [$0] } ?? []),
                        key: nil, expectingKey: byte == UInt8(ascii: "{")))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !frames.isEmpty { frames.removeLast() }
            case UInt8(ascii: ","):
                if var frame = frames.last, frame.isObject {
                    frame.key = nil
                    frame.expectingKey = true
                    frames[frames.count - 1] = frame
                }
            default:
                break
            }
            index += 1
        }
        guard let frame = frames.last else { return nil }
        path = frame.path
        self.stringStart = stringStart
        objects = frames.filter(\.isObject).map { ($0.start, $0.path) }
        objectStart = objects.last?.start
        if frame.isObject, frame.expectingKey {
            place = .key
        } else if frame.isObject, let key = frame.key {
            place = .value(key: key)
        } else {
            return nil
        }
    }

    /// The string values of the members of the object starting at `start`, read up to its end
    /// (past the cursor), skipping nested values.
    /// The `specVersion` a document being typed declares, read off its bytes (it need not be
    /// valid JSON): the number after the first `"specVersion":`; 1 when there is none.
    package static func specVersion(in bytes: [UInt8]) -> Int {
        let key = Array(#""specVersion""#.utf8)
        guard let found = bytes.indices.first(where: { bytes[$0...].starts(with: key) }) else { return 1 }
        var index = found + key.count
        while index < bytes.count, [UInt8(ascii: " "), 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[index]) { index += 1 }
        let digits = bytes[index...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return Int(String(decoding: digits, as: UTF8.self)) ?? 1
    }

    package static func stringMembers(ofObjectAt start: Int, in bytes: [UInt8]) -> [String: String] {
        var members: [String: String] = [:]
        var depth = 0
        var index = start
        var key: String?
        var expectingKey = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = Self.closingQuote(ofStringAt: index, in: bytes)
                let text = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                if depth == 1 {
                    if expectingKey {
                        key = text
                        members[text] = members[text] ?? ""
                        expectingKey = false
                    } else if let key {
                        members[key] = text
                    }
                }
                index = end + 1
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return members }
            case UInt8(ascii: ",") where depth == 1:
                expectingKey = true
                key = nil
            default: break
            }
            index += 1
        }
        return members
    }

    /// Where the string opening at `start` closes: its closing quote, or the end of its line (or
    /// of the text) when it is not closed yet, as while it is typed.
    package static func closingQuote(ofStringAt start: Int, in bytes: [UInt8]) -> Int {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return end
    }
}
