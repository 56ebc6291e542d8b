/// A JSON object under decoding: its members by key, first occurrence winning.
///
/// The members are kept in source order and looked up by a linear search: they are only the
/// keys the format defines for the object, at most 14, where a search costs less than hashing.
///
/// Built by `DecodingContext.object(_:named:keys:)`, which has already reported duplicate
/// and unknown keys, so the accessors only deal with keys the format defines.
struct ObjectFields {
    /// The object node itself.
    let node: JSONNode
    /// How messages name this object, e.g. "dialog" or "'presentation.show'".
    let name: String
    private let members: [JSONMember]

    init(node: JSONNode, name: String, members: [JSONMember]) {
        self.node = node
        self.name = name
        self.members = members
    }

    /// The member under `key`; the byte counts, known without a look at the text, settle most misses.
    subscript(key: String) -> JSONMember? {
        let count = key.utf8.count
        return members.first { $0.key.utf8.count == count && $0.key == key }
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The keys present, in source order.
    var presentKeys: [JSONMember] { members }
}

/// One member of an object under decoding, under the format's name for its key.
struct JSONMember {
    /// The key as the format names it: the one written, or for a near miss the one meant.
    var key: String
    /// Byte offset of the key's opening quote.
    var keyStart: Int
    /// Byte offset just past the key's closing quote.
    var keyEnd: Int
    /// The member's value.
    var value: JSONNode
}
