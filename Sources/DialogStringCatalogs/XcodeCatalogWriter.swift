/// Writes a String Catalog's JSON byte for byte as Xcode does.
///
/// What Xcode's files show (the catalogs named in `XcodeKeyOrder`, every one re-serialized
/// identically by these rules): two-space indentation; `"key" : value`; `,` ending a line;
/// keys in `XcodeKeyOrder`; an empty object as `{`, an empty line and `}` at the object's own
/// indentation; arrays (Xcode 26's `stringSet` values) one element a line; no newline at the end
/// of the file. Strings are UTF-8 as they are, `/` and non-ASCII unescaped; `"`, `\` and the
/// control characters `\b \f \n \r \t` take their short escapes, other control characters
/// `\u00xx` in lowercase hex, as Foundation's writers do (no Xcode file holds one to check).
public enum XcodeCatalogWriter {
    /// The text of `value` as Xcode writes it, at the top of a file.
    public static func text(of value: CatalogValue) -> String {
        var bytes: [UInt8] = []
        write(value, indent: 0, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func write(_ value: CatalogValue, indent: Int, to bytes: inout [UInt8]) {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, to: &bytes)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, to: &bytes) { index, bytes in
                write(elements[index], indent: indent + 1, to: &bytes)
            }
        case .object(let object):
            let order = object.members.indices.sorted { XcodeKeyOrder.precedes(object.members[$0].key, object.members[$1].key) }
            writeContainer(open: "{", close: "}", count: order.count, indent: indent, to: &bytes) { index, bytes in
                let member = object.members[order[index]]
                writeString(member.key, to: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                write(member.value, indent: indent + 1, to: &bytes)
            }
        }
    }

    /// Brackets around `count` items one a line; an empty container keeps its empty line.
    private static func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: Int, to bytes: inout [UInt8],
        item: (Int, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        bytes.append(UInt8(ascii: "\n"))
        for index in 0..<count {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1)))
            item(index, &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        bytes.append(UInt8(ascii: close))
    }

    private static func writeString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
