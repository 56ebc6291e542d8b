import DialogJSONReader

/// A JSON object under decoding: its members by key, first occurrence winning.
///
/// The members are kept in one slot per key of the object's `KeyTable`, filled once when the
/// object is judged, so looking a key up is finding its position in the table (by the bits of the
/// decoder's `String`, see `KeyTable.index(of:)`) and reading a slot: no comparison of texts. The
/// slots of an object of the format are stored inline, so judging an object allocates nothing.
///
/// Built by `DecodingContext.object(_:named:keys:)`, which has already reported duplicate
/// and unknown keys, so the accessors only deal with keys the format defines.
package struct ObjectFields {
    /// The object node itself.
    package let node: JSONNode
    /// How messages name this object, e.g. "dialog" or "'presentation.show'".
    package var name: String { objectName.spelled }
    private let objectName: ObjectName
    /// The keys the slots stand for.
    private let table: KeyTable
    /// By position in the table, the key node of the member under that key.
    private let slots: Slots
    /// By position below 64, whether the slot holds a near miss, read as the key it is near.
    private let nearMisses: UInt64
    /// Fields whose members are `slots`, one per key of `table`.
    package init(node: JSONNode, name: ObjectName, table: KeyTable, slots: Slots, nearMisses: UInt64) {
        self.node = node
        self.objectName = name
        self.table = table
        self.slots = slots
        self.nearMisses = nearMisses
    }

    /// The member under `key`.
    package subscript(key: String) -> JSONMember? {
        guard let index = table.index(of: key) else { return nil }
        let keyNode = slots[index]
        guard keyNode >= 0 else { return nil }
        return JSONMember(key: key, keyNode: JSONNode(index: keyNode))
    }

    /// The member under `key`, found by the key's position in this object's list of keys.
    package subscript(key: FieldKey) -> JSONMember? {
        assert(table.keys[key.position] == key.keyName, "'\(key.keyName)' is not at \(key.position) in \(table.keys)")
        let keyNode = slots[key.position]
        guard keyNode >= 0 else { return nil }
        return JSONMember(key: key.keyName, keyNode: JSONNode(index: keyNode))
    }

    package func has(_ key: String) -> Bool {
        table.index(of: key).map { slots[$0] >= 0 } ?? false
    }

    /// The keys present, in source order (a near miss, read as the key it is near, after the others).
    package var presentKeys: [JSONMember] {
        func isNearMiss(_ index: Int) -> Bool { index < 64 && nearMisses & 1 << UInt64(index) != 0 }
        return table.keys.indices.filter { slots[$0] >= 0 }
            .sorted { (isNearMiss($0) ? 1 : 0, slots[$0]) < (isNearMiss($1) ? 1 : 0, slots[$1]) }
            .map { JSONMember(key: table.keys[$0], keyNode: JSONNode(index: slots[$0])) }
    }

    /// One key node index per key of a table: at least 0 for a member read under the key, `empty`
    /// when there is none, and below that (`seenNotAllowed(_:)`) for a key judged not allowed.
    /// Up to `inlineCount` of them are stored inline, more (a list no object of the format has) in an array.
    package struct Slots {
        package static let inlineCount = 20
        package static let empty: Int32 = -1

        private var inline = InlineArray<20, Int32>(repeating: -1)
        /// Nil for the inline slots: an empty array here was made unique, so allocated, for every
        /// object whose slots were written.
        private var overflow: [Int32]?

        package init(count: Int) {
            overflow = count > Self.inlineCount ? [Int32](repeating: Self.empty, count: count) : nil
        }

        package subscript(index: Int) -> Int32 {
            get {
                if let overflow { return overflow[index] }
                return inline[index]
            }
            set {
                if overflow != nil {
                    overflow![index] = newValue
                    return
                }
                inline[index] = newValue
            }
        }

        /// The mark of a key seen at `keyNode` but not allowed: kept for a repetition's note, not read.
        package static func seenNotAllowed(_ keyNode: Int32) -> Int32 { -2 - keyNode }

        /// The key node of a slot that is not empty, read or not.
        package static func keyNode(_ slot: Int32) -> Int32 { slot >= 0 ? slot : -2 - slot }
    }
}

/// One member of an object under decoding, under the format's name for its key.
package struct JSONMember {
    /// The key as the format names it: the one written, or for a near miss the one meant.
    package var key: String
    /// The key's string node, as written; the value is the node after it.
    package var keyNode: JSONNode

    /// The member's value.
    package var value: JSONNode { JSONNode(index: keyNode.index + 1) }
}

/// How messages name an object under decoding, spelled out only when a message needs it: most
/// objects decode without one, and quoting a key's name for each text object and font cost more
/// than decoding it.
package struct ObjectName: ExpressibleByStringLiteral {
    private let text: String
    private let isQuoted: Bool

    package init(stringLiteral text: String) {
        self.init(text)
    }

    /// A name already spelled as messages show it.
    package init(_ text: String) {
        self.text = text
        self.isQuoted = false
    }

    private init(quoting key: String) {
        self.text = key
        self.isQuoted = true
    }

    /// The object under `key`, named `'key'`.
    package static func key(_ key: String) -> ObjectName { ObjectName(quoting: key) }

    /// The name as messages show it.
    package var spelled: String { isQuoted ? "'\(text)'" : text }
}
