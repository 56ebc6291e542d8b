import DialogDiagnostics
import DialogJSONReader
import Foundation
import Synchronization

/// The names an object of the format may have as keys, kept as bytes, so that a key of the file
/// is matched by comparing bytes instead of building a `String` and comparing texts.
///
/// One table is made per run for each list of keys (`shared(for:)`) and its keys never change, so the
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
    /// Each key's first and last eight bytes (fewer for a shorter key) as little-endian words: two
    /// keys of up to 16 bytes and the same length are equal when these are, so matching a key of
    /// the file compares two words, where comparing its bytes one by one cost more than the rest
    /// of the lookup.
    private let heads: [UInt64]
    private let tails: [UInt64]
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
        var heads: [UInt64] = []
        var tails: [UInt64] = []
        for index in keys.indices where isASCII {
            let (head, tail) = Self.words(bytes.span, from: starts[index], to: starts[index + 1])
            heads.append(head)
            tails.append(tail)
            var slot = Self.byteHash(head, tail, count: starts[index + 1] - starts[index]) & mask
            while byteSlots[slot] != 0 { slot = (slot + 1) & mask }
            byteSlots[slot] = UInt8(index + 1)
        }
        self.heads = heads
        self.tails = tails
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

    /// The bits, by position in `keys` (at most 64 of them), of the keys `allowed` holds, made the
    /// first time a file's decoding asks for `type`'s set and kept for the other files of the run.
    package func mask(for type: String, allowing allowed: Set<String>) -> UInt64 {
        masks.withLock { masks in
            for index in masks.indices where masks[index].type == type && masks[index].allowed == allowed {
                return masks[index].mask
            }
            var mask: UInt64 = 0
            for (index, key) in keys.enumerated() where allowed.contains(key) { mask |= 1 << UInt64(index) }
            masks.append((type, allowed, mask))
            return mask
        }
    }

    /// The masks made so far, by type and set.
    private let masks = Mutex<[(type: String, allowed: Set<String>, mask: UInt64)]>([])

    /// Whether this table was made for `keys`: the same array, or one equal to it.
    package func isTable(of keys: [String]) -> Bool { self.keys == keys }

    /// The position in `keys` of the key the string `node` decodes to, as `String` compares; nil
    /// when there is none. A plain ASCII key is compared byte for byte, anything else as text.
    package func index(of node: JSONNode, in document: JSONDocument) -> Int? {
        let stored = document.nodes[node.offset]
        guard isASCII, stored.kind == .string, stored.flags & JSONDocument.Node.plainASCII != 0 else {
            return document.firstIndex(of: node, among: keys)
        }
        return index(ofBytesIn: document.bytes.span, from: Int(stored.start) + 1, to: Int(stored.end) - 1)
    }

    /// The position of the key whose UTF-8 is `bytes[start..<end]`, plain ASCII; only for a table
    /// of ASCII keys. A key no declared one is as long as is a miss at once.
    ///
    /// The key is read in the bytes around it (`words`), so a short key of the file is one word
    /// read, not a byte at a time.
    package func index(ofBytesIn bytes: Span<UInt8>, from start: Int, to end: Int) -> Int? {
        let count = end &- start
        if count < 64, lengthBits & 1 << UInt64(count) == 0 { return nil }
        let (head, tail) = Self.words(bytes, from: start, to: end)
        var slot = Self.byteHash(head, tail, count: count) & slotMask
        while true {
            let entry = Int(byteSlots[slot])
            guard entry != 0 else { return nil }
            let key = entry &- 1
            if lengths[key] == count, heads[key] == head, tails[key] == tail, count <= 16 || middleEquals(key, bytes, from: start) {
                return key
            }
            slot = (slot &+ 1) & slotMask
        }
    }

    /// Whether the bytes of key `key` between its first and last eight equal those of `text` from
    /// `start` on: only keys longer than 16 bytes have any.
    private func middleEquals(_ key: Int, _ text: Span<UInt8>, from start: Int) -> Bool {
        let keyBytes = bytes
        let table = keyBytes.span
        let keyStart = starts[key]
        for offset in 8..<(lengths[key] &- 8) where text[start &+ offset] != table[keyStart &+ offset] { return false }
        return true
    }

    /// The first and the last eight bytes of `bytes[start..<end]` as little-endian words; of a
    /// shorter text, its bytes in the low end of both, the rest zero.
    private static func words(_ bytes: Span<UInt8>, from start: Int, to end: Int) -> (head: UInt64, tail: UInt64) {
        let count = end &- start
        if count >= 8 { return (bytes.littleEndianWord(at: start), bytes.littleEndianWord(at: end &- 8)) }
        guard count > 0 else { return (0, 0) }
        // The word ending where the text ends holds it in its high bytes, whatever comes before
        // (a key of the file has its quote and at least the object's brace before it).
        if end >= 8 {
            let word = bytes.littleEndianWord(at: end &- 8) >> UInt64((8 &- count) &* 8)
            return (word, word)
        }
        var word: UInt64 = 0
        for offset in 0..<count { word |= UInt64(bytes[start &+ offset]) << UInt64(offset &* 8) }
        return (word, word)
    }

    /// Whether the table can match keys of the file as bytes (`index(ofBytesIn:from:to:)`).
    package var matchesBytes: Bool { isASCII }

    /// The position of `key` in `keys`. A decoder names keys by literals equal to the declared
    /// ones, so their bytes find them without a comparison of texts; a key that is not found
    /// that way is compared as text.
    package func index(of key: String) -> Int? {
        // The key found by its bytes' hash is compared by its words as a key of the file is; a
        // longer key, by its words, then as a string.
        if isASCII {
            let span = key.utf8.span
            let count = span.count
            let (head, tail) = Self.words(span, from: 0, to: count)
            var slot = Self.byteHash(head, tail, count: count) & slotMask
            while count < 64, lengthBits & 1 << UInt64(count) != 0 {
                let entry = Int(byteSlots[slot])
                if entry == 0 { break }
                let index = entry &- 1
                if lengths[index] == count, heads[index] == head, tails[index] == tail, count <= 16 || keys[index] == key {
                    return index
                }
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

    /// A hash of a key's length and its first and last eight bytes, mixed by multiplications.
    private static func byteHash(_ head: UInt64, _ tail: UInt64, count: Int) -> Int {
        let packed = head ^ (tail &* 0xBF58_476D_1CE4_E5B9) ^ UInt64(truncatingIfNeeded: count)
        return Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }
}
