import Foundation

/// The names an object of the format may have as keys, kept as bytes, so that a key of the file
/// is matched by comparing bytes instead of building a `String` and comparing texts.
///
/// A `DecodingContext` makes one per list of keys it meets and keeps it for the file, with the
/// keys a dialog type allows as bit masks over the list, so matching and judging a key costs
/// no allocation and no hashing.
struct KeyTable {
    /// The keys as declared; the table holds on to them, so the array's storage is never another's.
    let keys: [String]
    /// Every key's UTF-8, one after the other; empty when a key is not ASCII.
    private let bytes: [UInt8]
    /// Where each key's bytes start in `bytes`, then the end of the last.
    private let starts: [Int]
    /// Whether every key is ASCII, so bytes equal exactly when texts do.
    private let isASCII: Bool
    /// The masks made so far: for a type name and the keys it allows, the bits of those keys.
    private var masks: [(type: String, allowed: Set<String>, mask: UInt64)] = []

    init(_ keys: [String]) {
        self.keys = keys
        isASCII = keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var bytes: [UInt8] = []
        var starts = [0]
        for key in keys where isASCII {
            bytes += key.utf8
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The table of `keys`, made once per run for all files: a file meets a dozen lists of keys,
    /// and making their tables again for each of hundreds of files cost more than matching with them.
    static func shared(for keys: [String]) -> KeyTable {
        sharedTables.withLock { tables in
            if let table = tables.first(where: { $0.isTable(of: keys) }) { return table }
            let table = KeyTable(keys)
            // Tables of lists built on the fly (a decoder's literal) are not kept: they would pile up.
            if tables.count < 64 { tables.append(table) }
            return table
        }
    }

    private static let sharedTables = SharedTables()

    /// Whether this table was made for `keys`: the same array, or one equal to it.
    func isTable(of keys: [String]) -> Bool { self.keys == keys }

    /// The position in `keys` of the key the string `node` decodes to, as `String` compares; nil
    /// when there is none. A plain ASCII key is compared byte for byte, anything else as text.
    func index(of node: JSONNode, in document: JSONDocument) -> Int? {
        let stored = document.nodes[node.offset]
        guard isASCII, stored.kind == .string, stored.flags & JSONDocument.Node.plainASCII != 0 else {
            return document.firstIndex(of: node, among: keys)
        }
        let start = Int(stored.start) + 1
        let count = Int(stored.end) - 1 - start
        return document.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeBufferPointer { table in
                var index = 0
                while index < keys.count {
                    let keyStart = starts[index]
                    if starts[index + 1] - keyStart == count {
                        var offset = 0
                        while offset < count, source[start + offset] == table[keyStart + offset] { offset += 1 }
                        if offset == count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// The bits, by position in `keys`, of the keys `allowed` holds; nil when there are more
    /// keys than bits.
    mutating func mask(for type: String, allowing allowed: Set<String>) -> UInt64? {
        guard keys.count <= 64 else { return nil }
        for index in masks.indices where masks[index].type == type && masks[index].allowed == allowed {
            return masks[index].mask
        }
        var mask: UInt64 = 0
        for (index, key) in keys.enumerated() where allowed.contains(key) { mask |= 1 << UInt64(index) }
        masks.append((type, allowed, mask))
        return mask
    }
}

/// The run's key tables, shared by the threads that decode files.
private final class SharedTables: @unchecked Sendable {
    // Guards `tables`.
    private let lock = NSLock()
    private var tables: [KeyTable] = []

    func withLock<Result>(_ body: (inout [KeyTable]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&tables)
    }
}
