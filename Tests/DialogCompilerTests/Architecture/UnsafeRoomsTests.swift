import Foundation
import Testing

/// Pointer and ownership tricks live in a few rooms behind plain APIs: the JSON reader, the byte
/// writer and the one per-dialog facts store. Everywhere a rule, a generator, a reporter or a
/// dialog kind is added, the code is ordinary Swift.
@Suite struct UnsafeRoomsTests {
    /// The files allowed to hold unsafe constructs, each with the reason it needs them.
    static let rooms: [String: String] = [
        "Sources/DialogJSONReader/JSONReader.swift": "the reader scans a file's bytes in place, once, for every command",
        "Sources/DialogJSONReader/JSONDocument.swift": "the tree compares and decodes strings in the file's bytes without copying them",
        "Sources/DialogWriters/ByteBuffer.swift": "the byte writer: reports and plans grow in one buffer written a piece at a time",
        "Sources/DialogWriters/JSONTextWriter.swift": "the JSON writer escapes and copies values straight into the byte writer's room",
        "Sources/dialogc/Output.swift": "the byte writer's end: rendered pieces go to a file descriptor without a copy",
        "Sources/dialogc/FileReplacement.swift": "glibc declares no renameat2, the exchange that replaces a file atomically",
    ]

    /// What counts as an unsafe construct: raw memory, manual ownership, accessors and attributes
    /// that opt out of the compiler's checks, and the uses of a pointer whose type was inferred
    /// (`pointee`, `baseAddress`, rebinding), so a room's pointer cannot leak out unnamed.
    static var construct: Regex<Substring> {
        /\bUnsafe[A-Z]\w*|\bwithUnsafe\w*|\bManagedBuffer\b|\bUnmanaged\b|\bunsafeBitCast\b|\bunsafeDowncast\b|\b_read\b|\b_modify\b|@exclusivity\(unchecked\)|@unchecked\s+Sendable|nonisolated\(unsafe\)|@_(?!exported\b)\w+|\.pointee\b|\.baseAddress\b|assumingMemoryBound|bindMemory/
    }

    /// The files of `Sources/` that use an unsafe construct outside comments and string literals.
    static func filesWithUnsafeCode() throws -> [String: [String]] {
        let root = Paths.packageRoot.path + "/"
        var found: [String: [String]] = [:]
        for url in try Paths.swiftFiles(under: Paths.packageRoot.appendingPathComponent("Sources")) {
            let code = SwiftCode.withoutCommentsAndStrings(try String(contentsOf: url, encoding: .utf8))
            let uses = code.matches(of: construct).map { String($0.output) }
            if !uses.isEmpty { found[String(url.path.dropFirst(root.count)), default: []] += uses }
        }
        return found
    }

    @Test func unsafeCodeIsOnlyInItsRooms() throws {
        let found = try Self.filesWithUnsafeCode()
        let outside = found.filter { Self.rooms[$0.key] == nil }
        #expect(
            outside.isEmpty,
            "unsafe constructs outside their rooms:\n\(outside.sorted { $0.key < $1.key }.map { "\($0.key): \(Set($0.value).sorted())" }.joined(separator: "\n"))"
        )
        #expect(Self.rooms.count <= 6)
        // A room that no longer needs its unsafe code should leave the list.
        let idle = Self.rooms.keys.filter { found[$0] == nil }
        #expect(idle.isEmpty, "rooms without unsafe code: \(idle.sorted())")
    }

    @Test func theScanSeesConstructsButNotCommentsOrStrings() {
        let code = SwiftCode.withoutCommentsAndStrings(
            """
            // UnsafePointer in a comment
            let text = "withUnsafeBytes in a string"
            /* Unmanaged in a block */ var x: Int { _read { yield 1 } }
            final class Box: @unchecked Sendable {}
            var cursor = buffer.reserve(2); cursor.pointee = 0
            """)
        #expect(code.matches(of: Self.construct).map { String($0.output) } == ["_read", "@unchecked Sendable", ".pointee"])
    }
}

/// Swift source with comments and the contents of string literals blanked, for scans of code.
enum SwiftCode {
    static func withoutCommentsAndStrings(_ text: String) -> String {
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalars.starts(with: "//".unicodeScalars) {
                while let next = scalars.first, next != "\n" { scalars.removeFirst() }
            } else if scalars.starts(with: "/*".unicodeScalars) {
                scalars.removeFirst(2)
                while !scalars.isEmpty, !scalars.starts(with: "*/".unicodeScalars) { scalars.removeFirst() }
                scalars = scalars.dropFirst(2)
                result += " "
            } else if scalars.starts(with: "\"\"\"".unicodeScalars) {
                scalars.removeFirst(3)
                while !scalars.isEmpty, !scalars.starts(with: "\"\"\"".unicodeScalars) { scalars.removeFirst() }
                scalars = scalars.dropFirst(3)
                result += "\"\""
            } else if scalar == "\"" {
                scalars.removeFirst()
                while let next = scalars.first, next != "\"", next != "\n" {
                    scalars.removeFirst()
                    if next == "\\" { scalars = scalars.dropFirst() }
                }
                scalars = scalars.dropFirst()
                result += "\"\""
            } else {
                result.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
        }
        return result
    }
}
