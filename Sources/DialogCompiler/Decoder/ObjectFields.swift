/// A JSON object under decoding: its members by key, first occurrence winning.
///
/// Built by `DecodingContext.object(_:named:keys:)`, which has already reported duplicate
/// and unknown keys, so the accessors only deal with keys the format defines.
struct ObjectFields {
    /// The object node itself.
    let node: JSONNode
    /// How messages name this object, e.g. "dialog" or "'presentation.show'".
    let name: String
    private let members: [String: JSONMember]

    init(node: JSONNode, name: String, members: [String: JSONMember]) {
        self.node = node
        self.name = name
        self.members = members
    }

    subscript(key: String) -> JSONMember? { members[key] }

    func has(_ key: String) -> Bool { members[key] != nil }

    /// The keys present, in source order.
    var presentKeys: [JSONMember] {
        members.values.sorted { $0.keyStart < $1.keyStart }
    }
}
