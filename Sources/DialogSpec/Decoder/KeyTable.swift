import DialogDiagnostics
import DialogJSONReader
import Foundation
import Synchronization

/// The names an object of the format may have as keys, kept as bytes, so that a key of the file
/// is matched by comparing bytes instead of building a `String` and comparing texts.
///
/// One table is made per run for each list of keys (`shared(for:)`) and never changes, so the
/// threads that decode files share it. A key of the file, and a decoder's name for a key
/// (`index(of:)`), find their position through a small hash table on their length and bytes:
/// matching and looking up cost no allocation and no `String` comparison.
package final class KeyTable: Sendable {
    /// The keys as declared; the table holds on to them, so the array's storage is never another's.
    package let keys: [String]
    /// Every key's UTF-8, one after the other; empty when a key is not ASCII.
    private let bytes: [UInt8]
    /// Where each key's bytes start in `bytes`, then the end of the last.
    private let starts: [Int]
    /// Whether every key is ASCII, so bytes equal exactly when texts do.
    private let isASCII: Bool
    /// Open addressing on `byteHash`: each slot holds a key's position plus one, 0 when empty.
    private let byteSlots: [UInt8]
    /// `byteSlots.count - 1`, a power of two less one.
    private let slotMask: Int
    /// Each key's length in UTF-8 bytes, and a bit per length below 64 that some key has.
    private let lengths: [Int]
    private let lengthBits: UInt64

    package init(_ keys: [String]) {
        self.keys = keys
        // A position must fit the slots' byte; lists that long are searched one by one.
        let isASCII = keys.count < 255 && keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        self.isASCII = isASCII
        var bytes: [UInt8] = []
        var starts = [0]
        for key in keys where isASCII {
            bytes += key.utf8
            starts.append(bytes.count)
        }
        var size = 16
        while size < 4 * keys.count { size *= 2 }
        let mask = size - 1
        var byteSlots = [UInt8](repeating: 0, count: isASCII ? size : 0)
        for index in keys.indices where isASCII {
            var slot = Self.byteHash(bytes.span.extracting(starts[index]..<starts[index + 1])) & mask
            while byteSlots[slot] != 0 { slot = (slot + 1) & mask }
            byteSlots[slot] = UInt8(index + 1)
        }
        self.bytes = bytes
        self.starts = starts
        self.slotMask = mask
        let lengths = keys.map(\.utf8.count)
        self.lengths = lengths
        self.lengthBits = lengths.reduce(UInt64(0)) { bits, length in length < 64 ? bits | 1 << UInt64(length) : bits }
        self.byteSlots = byteSlots
    }

    /// The table of `keys`, made once per run for all files: a file meets a dozen lists of keys,
    /// and making their tables again for each of hundreds of files cost more than matching with them.
    package static func shared(for keys: [String]) -> KeyTable {
        sharedTables.withLock { tables in
            if let table = tables.first(where: { $0.isTable(of: keys) }) { return table }
            let table = KeyTable(keys)
            // Tables of lists built on the fly (a decoder's literal) are not kept: they would pile up.
            if tables.count < 64 { tables.append(table) }
            return table
        }
    }

    /// The run's key tables, shared by the threads that decode files.
    private static let sharedTables = Mutex<[KeyTable]>([])

    /// Whether this table was made for `keys`: the same array, or one equal to it.
    package func isTable(of keys: [String]) -> Bool { self.keys == keys }

    /// The position in `keys` of the key the string `node` decodes to, as `String` compares; nil
    /// when there is none. A plain ASCII key is compared byte for byte, anything else as text.
    package func index(of node: JSONNode, in document: JSONDocument) -> Int? {
        let stored = document.nodes[node.offset]
        guard isASCII, stored.kind == .string, stored.flags & JSONDocument.Node.plainASCII != 0 else {
            return document.firstIndex(of: node, among: keys)
        }
        return index(ofBytes: document.bytes.span.extracting(Int(stored.start) + 1..<Int(stored.end) - 1))
    }

    /// The position of the key whose UTF-8 is `text`, plain ASCII; only for a table of ASCII keys.
    /// A key no declared one is as long as is a miss at once.
    package func index(ofBytes text: Span<UInt8>) -> Int? {
        let count = text.count
        if count < 64, lengthBits & 1 << UInt64(count) == 0 { return nil }
        var slot = Self.byteHash(text) & slotMask
        let keyBytes = bytes
        let table = keyBytes.span
        while true {
            let entry = Int(byteSlots[slot])
            guard entry != 0 else { return nil }
            let keyStart = starts[entry &- 1]
            if starts[entry] &- keyStart == count, Self.equal(text, table, from: keyStart) { return entry &- 1 }
            slot = (slot &+ 1) & slotMask
        }
    }

    /// Whether `text` is the bytes of `table` from `start` on, compared a word at a step.
    private static func equal(_ text: Span<UInt8>, _ table: Span<UInt8>, from start: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= text.count {
            guard text.littleEndianWord(at: offset) == table.littleEndianWord(at: start &+ offset) else { return false }
            offset &+= 8
        }
        while offset < text.count {
            guard text[offset] == table[start &+ offset] else { return false }
            offset &+= 1
        }
        return true
    }

    /// Whether the table can match keys of the file as bytes (`index(ofBytes:)`).
    package var matchesBytes: Bool { isASCII }

    /// The position of `key` in `keys`. A decoder names keys by literals equal to the declared
    /// ones, so their bytes find them without a comparison of texts; a key that is not found
    /// that way is compared as text.
    package func index(of key: String) -> Int? {
        // The key found by its bytes' hash is compared as a string: a literal equal to a declared
        // key is the same inline text or the same storage, which `==` tells at once.
        if isASCII {
            let count = key.utf8.count
            var slot = Self.byteHash(key.utf8.span) & slotMask
            while count < 64, lengthBits & 1 << UInt64(count) != 0 {
                let entry = Int(byteSlots[slot])
                if entry == 0 { break }
                if keys[entry &- 1] == key { return entry &- 1 }
                slot = (slot &+ 1) & slotMask
            }
        }
        // Not found by its bytes: a key no declared one is as long as is missing at once (`comment`
        // in a v1 dialog), any other is compared with the keys of its length only.
        let count = key.utf8.count
        if count < 64, lengthBits & 1 << UInt64(count) == 0 { return nil }
        var index = 0
        while index < lengths.count {
            if lengths[index] == count, keys[index] == key { return index }
            index += 1
        }
        return nil
    }

    /// A hash of a key's length and its first, second, middle and last bytes, mixed by one multiplication.
    private static func byteHash(_ text: Span<UInt8>) -> Int {
        let count = text.count
        guard count > 0 else { return 0 }
        var packed = UInt64(truncatingIfNeeded: count) | UInt64(text[0]) << 8 | UInt64(text[count - 1]) << 16
        packed |= UInt64(text[count / 2]) << 24 | UInt64(text[count > 1 ? 1 : 0]) << 32
        return Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }
}
