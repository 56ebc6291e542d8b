/// A parsed JSON text: its bytes, and every value as one node of a flat array in source order.
///
/// Nothing is decoded while reading: a string or a number is the byte range it was written
/// in, turned into a `String` only when `string(_:)` or `numberText(_:)` asks, and a key is
/// matched against a name as bytes (`key(_:equals:)`). An array or object node is followed by
/// its children; each node knows the index just past its subtree, so the next sibling is one
/// step away and skipping a value costs nothing.
public struct JSONDocument: Sendable {
    /// The bytes the nodes point into: the whole file, byte-order mark included.
    public let bytes: [UInt8]
    package let nodes: [Node]

    package init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// A document with no value; only a placeholder until a file is read.
    package static let empty = JSONDocument(bytes: [], nodes: [Node(kind: .null, flags: 0, start: 0, end: 0, next: 1)])

    /// The top-level value.
    public var root: JSONNode { JSONNode(index: 0) }

    /// How many values the document holds, object keys included.
    public var nodeCount: Int { nodes.count }

    /// One value as stored: 16 bytes. Offsets and indices fit in 32 bits because the reader
    /// refuses files of 2 GiB and more.
    package struct Node: Sendable {
        package var kind: Kind
        package var flags: UInt8
        /// Byte offset of the first byte (for a string its opening quote).
        package var start: Int32
        /// Byte offset just past the last byte (for a string its closing quote).
        package var end: Int32
        /// The index just past this value's subtree: its next sibling, if it has one.
        package var next: Int32

        /// A string whose bytes between the quotes are its text: no escape.
        @inlinable package static var unescaped: UInt8 { 1 }
        /// A string of ASCII bytes and no escape, so it equals another text exactly when their bytes do.
        @inlinable package static var plainASCII: UInt8 { 2 }
    }

    package enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    // MARK: Nodes

    /// The JSON type of `node`.
    public func kind(_ node: JSONNode) -> JSONKind {
        switch nodes[node.offset].kind {
        case .null: .null
        case .false, .true: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Byte offset of the value's first byte.
    public func start(_ node: JSONNode) -> Int { Int(nodes[node.offset].start) }

    /// Byte offset just past the value's last byte.
    public func end(_ node: JSONNode) -> Int { Int(nodes[node.offset].end) }

    /// The value's bytes in the source, as offsets.
    public func range(_ node: JSONNode) -> Range<Int> { start(node)..<end(node) }

    // MARK: Scalars

    /// The decoded text of a string, or nil for another kind of value.
    public func string(_ node: JSONNode) -> String? {
        let stored = nodes[node.offset]
        guard stored.kind == .string else { return nil }
        let contentStart = Int(stored.start) + 1
        let contentEnd = Int(stored.end) - 1
        return bytes.withUnsafeBufferPointer { buffer in
            let content = UnsafeBufferPointer(rebasing: buffer[contentStart..<contentEnd])
            if stored.flags & Node.unescaped != 0 {
                return String(decoding: content, as: UTF8.self)
            }
            return JSONDocument.unescape(content)
        }
    }

    /// A number exactly as written (`-1.50e3`), or nil for another kind of value.
    public func numberText(_ node: JSONNode) -> String? {
        let stored = nodes[node.offset]
        guard stored.kind == .number else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(stored.start)..<Int(stored.end)]), as: UTF8.self)
        }
    }

    /// The value of a number as `Double(numberText(node)!)` reads it, or nil for another kind of
    /// value. A number of at most 15 digits and no exponent, most of a spec's, is read straight from
    /// its bytes: its digits and its power of ten are exact as doubles, so one division rounds
    /// correctly, as `Double(_:)` does (Clinger's fast path); anything else goes through the text.
    package func number(_ node: JSONNode) -> Double? {
        let stored = nodes[node.offset]
        guard stored.kind == .number else { return nil }
        let fast: Double? = bytes.withUnsafeBufferPointer { buffer in
            var index = Int(stored.start)
            let end = Int(stored.end)
            let negative = buffer[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var digits: UInt64 = 0
            var count = 0
            var fractionDigits = 0
            var inFraction = false
            while index < end {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: ".") {
                    inFraction = true
                    continue
                }
                // An exponent: left to the text.
                guard byte &- UInt8(ascii: "0") < 10, count < 15 else { return nil }
                digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                count += 1
                if inFraction { fractionDigits += 1 }
            }
            let magnitude = Double(digits) / JSONDocument.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        return fast ?? numberText(node).flatMap { Double($0) }
    }

    /// The powers of ten a double holds exactly, 10^0 to 10^15, as many as `number(_:)` needs.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// The value of a number written as an integer (digits, at most 18 of them, and maybe a minus
    /// sign), or nil for any other number and any other kind of value.
    package func plainInteger(_ node: JSONNode) -> Int? {
        let stored = nodes[node.offset]
        guard stored.kind == .number else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = Int(stored.start)
            let end = Int(stored.end)
            let negative = buffer[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            guard end - index <= 18 else { return nil }
            var value = 0
            while index < end {
                let digit = buffer[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                index += 1
            }
            return negative ? -value : value
        }
    }

    /// The value of `true` or `false`, or nil for another kind of value.
    public func bool(_ node: JSONNode) -> Bool? {
        switch nodes[node.offset].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether the string `node` decodes to a text equal to `text` (as `String` compares), decoding
    /// nothing when the string is plain ASCII; false for another kind of value.
    public func string(_ node: JSONNode, equals text: String) -> Bool {
        firstIndex(of: node, among: CollectionOfOne(text)) != nil
    }

    /// The position in `texts` of the first text the string `node` decodes to (as `String`
    /// compares); nil when there is none or `node` is not a string. Matching a key against the
    /// names a format defines costs a comparison of lengths for most names.
    public func firstIndex<Texts: Collection<String>>(of node: JSONNode, among texts: Texts) -> Texts.Index? {
        let stored = nodes[node.offset]
        guard stored.kind == .string else { return nil }
        guard stored.flags & Node.plainASCII != 0 else {
            let decoded = string(node)
            return texts.firstIndex { $0 == decoded }
        }
        let contentStart = Int(stored.start) + 1
        let count = Int(stored.end) - 1 - contentStart
        return bytes.withUnsafeBufferPointer { buffer in
            let content = UnsafeBufferPointer(rebasing: buffer[contentStart..<contentStart + count])
            var index = texts.startIndex
            while index != texts.endIndex {
                let text = texts[index]
                // A text shorter in bytes than ASCII cannot equal it: of the characters that
                // normalize to ASCII, none is shorter than the ASCII it stands for.
                if text.utf8.count >= count {
                    let verdict = text.utf8.withContiguousStorageIfAvailable { JSONDocument.asciiEquals(content, $0) }
                    if verdict.flatMap({ $0 }) ?? (String(decoding: content, as: UTF8.self) == text) { return index }
                }
                texts.formIndex(after: &index)
            }
            return nil
        }
    }

    /// Whether ASCII `content` equals the UTF-8 `text` under canonical equivalence, or nil when only
    /// `String` can tell. Canonical equivalence leaves ASCII as it is: texts that differ in an ASCII
    /// byte differ, and so do texts of which one ends first, as no character normalizes to nothing.
    /// Only a non-ASCII character may stand for an ASCII one (the Kelvin sign is 'K'), and it is
    /// longer than the ASCII it stands for, so texts of the same length are equal only byte for byte.
    private static func asciiEquals(_ content: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard text.count >= content.count else { return false }
        for offset in 0..<content.count where content[offset] != text[offset] {
            return text.count == content.count || text[offset] < 0x80 ? false : nil
        }
        return text.count == content.count
    }

    /// Whether two strings decode to equal texts (as `String` compares), comparing bytes when both are plain ASCII.
    public func string(_ node: JSONNode, equals other: JSONNode) -> Bool {
        let first = nodes[node.offset]
        let second = nodes[other.offset]
        guard first.kind == .string, second.kind == .string else { return false }
        guard first.flags & second.flags & Node.plainASCII != 0 else { return string(node) == string(other) }
        let length = first.end - first.start
        guard length == second.end - second.start else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let start = Int(first.start)
            let otherStart = Int(second.start)
            return UnsafeBufferPointer(rebasing: buffer[start..<start + Int(length)])
                .elementsEqual(UnsafeBufferPointer(rebasing: buffer[otherStart..<otherStart + Int(length)]))
        }
    }

    // MARK: Containers

    /// The elements of an array, in order; empty for another kind of value.
    public func elements(_ node: JSONNode) -> Children {
        let stored = nodes[node.offset]
        guard stored.kind == .array else { return Children(nodes: nodes, first: 0, end: 0, step: 1) }
        return Children(nodes: nodes, first: node.index + 1, end: stored.next, step: 1)
    }

    /// The members of an object in source order, duplicates kept; empty for another kind of value.
    public func members(_ node: JSONNode) -> Members {
        let stored = nodes[node.offset]
        guard stored.kind == .object else { return Members(keys: Children(nodes: nodes, first: 0, end: 0, step: 2)) }
        return Members(keys: Children(nodes: nodes, first: node.index + 1, end: stored.next, step: 2))
    }

    /// How many elements an array has, or members an object; 0 for another kind of value.
    public func count(_ node: JSONNode) -> Int {
        switch nodes[node.offset].kind {
        case .array: elements(node).reduce(0) { count, _ in count + 1 }
        case .object: members(node).reduce(0) { count, _ in count + 1 }
        default: 0
        }
    }

    /// The children of an array, or the keys of an object: each node after the previous one's subtree.
    public struct Children: Sequence, Sendable {
        package let nodes: [Node]
        package let first: Int32
        package let end: Int32
        /// 1 for elements; 2 for keys, whose values are the nodes after them.
        package let step: Int32

        public func makeIterator() -> Iterator {
            Iterator(nodes: nodes, index: first, end: end, step: step)
        }

        /// Walks the children by their `next` indices.
        public struct Iterator: IteratorProtocol {
            package let nodes: [Node]
            package var index: Int32
            package let end: Int32
            package let step: Int32

            public mutating func next() -> JSONNode? {
                guard index < end else { return nil }
                let child = JSONNode(index: index)
                // A key is a string, so its value is the next node; the value's subtree ends the member.
                index = nodes[Int(index + step - 1)].next
                return child
            }
        }
    }

    /// The members of an object as key and value nodes.
    public struct Members: Sequence, Sendable {
        package let keys: Children

        public func makeIterator() -> Iterator { Iterator(keys: keys.makeIterator()) }

        /// Yields each member in source order.
        public struct Iterator: IteratorProtocol {
            package var keys: Children.Iterator

            public mutating func next() -> Member? {
                keys.next().map { Member(key: $0, value: JSONNode(index: $0.index + 1)) }
            }
        }
    }

    /// One `"key": value` pair of an object: the key's string node and the value's node.
    public struct Member: Sendable, Hashable {
        /// The key, a string node spanning its quotes.
        public let key: JSONNode
        /// The member's value.
        public let value: JSONNode

        @inlinable package init(key: JSONNode, value: JSONNode) {
            self.key = key
            self.value = value
        }
    }

    // MARK: Escapes

    /// The text of string content the reader has validated; its escapes are well formed.
    package static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(content.count)
        var index = 0
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                index += 1
                continue
            }
            let escaped = content[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var value = hexQuad(content, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(value) {
                    let low = hexQuad(content, at: index + 2)
                    index += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(of: value, to: &decoded)
            default: decoded.append(escaped)  // '"', '\\' or '/'
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexQuad(_ content: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in content[index..<index + 4] {
            let digit: UInt8 =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                default: byte - UInt8(ascii: "A") + 10
                }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Appends the UTF-8 encoding of a scalar value (never a surrogate: the reader rejects lone ones).
    package static func appendUTF8(of value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}

/// One value of a `JSONDocument`: the index of its node, meaningful only with that document.
public struct JSONNode: Sendable, Hashable {
    @usableFromInline package let index: Int32

    // Inlinable, as the accessors below: the decoder makes and reads nodes tens of thousands of
    // times a run from another module, where a call apiece cost more than the node's work.
    @inlinable package init(index: Int32) {
        self.index = index
    }

    @inlinable package var offset: Int { Int(index) }
}

/// The JSON data model's types (RFC 8259).
public enum JSONKind: Sendable, Hashable {
    case null, bool, number, string, array, object

    /// The type's name as users know it: `object`, `array`, `string`, `number`, `boolean` or `null`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
