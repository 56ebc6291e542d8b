// Oracles shared by the libFuzzer harnesses: a violated one traps, which libFuzzer reports
// as a crash and saves the input.
import DialogCompiler

enum FuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz oracle: \(message())") }
    }

    /// Every node and member key of `node` spans bytes inside `source`, in order.
    static func checkSpans(_ node: JSONNode, in source: SourceFile) {
        require(source.textStart <= node.start && node.start < node.end && node.end <= source.bytes.count,
            "node span \(node.start)..<\(node.end) outside the file")
        switch node.value {
        case .array(let elements):
            for element in elements { checkSpans(element, in: source) }
        case .object(let members):
            for member in members {
                require(node.start < member.keyStart && member.keyStart < member.keyEnd && member.keyEnd <= member.value.start,
                    "member key span \(member.keyStart)..<\(member.keyEnd) out of order")
                checkSpans(member.value, in: source)
            }
        default:
            break
        }
    }

    /// `text` is a JSON document the strict reader accepts.
    /// A position's column and line, checked the slow way: the column by scanning back from the
    /// offset to the line's start, the line by counting breaks before it. `SourceFile` answers
    /// from its checkpoints, so this is an independent count; it is O(offset), so only files of
    /// up to 4 KB are checked.
    static func requireLineAndColumn(_ position: SourcePosition, in source: SourceFile) {
        let bytes = source.bytes
        let offset = position.offset
        guard bytes.count <= 4_096 else { return }
        require(offset >= source.textStart && offset <= bytes.count, "offset \(offset) outside the text")
        // A CR ends a line unless an LF follows it; the LF then ends it.
        func endsLine(_ index: Int) -> Bool {
            bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
        }
        var lineStart = offset
        while lineStart > source.textStart, !endsLine(lineStart - 1) { lineStart -= 1 }
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        let line = (source.textStart..<lineStart).filter(endsLine).count + 1
        require(position.line == line && position.column == column,
            "offset \(offset) is \(line):\(column), not \(position.line):\(position.column)")
    }

    static func requireJSON(_ text: String, _ what: String) {
        do {
            _ = try JSONReader().parse(SourceFile(path: "output.json", text: text))
        } catch {
            fatalError("fuzz oracle: the \(what) is not valid JSON: \(error.message) at byte \(error.start)")
        }
    }

    /// Generated Swift shows every character a reviewer must see: no raw control characters
    /// (but line feeds), line or paragraph separators, zero-width or bidirectional controls.
    static func requireVisibleSwift(_ code: String) {
        for scalar in code.unicodeScalars where scalar != "\n" {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0x061C, 0xFEFF:
                fatalError("fuzz oracle: generated Swift holds an unescaped U+\(String(scalar.value, radix: 16, uppercase: true))")
            default:
                break
            }
        }
    }
}
