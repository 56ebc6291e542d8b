/// A JSON value of a String Catalog as read, members in file order, so that what the model
/// does not know (keys of newer Xcode versions, other languages, device variations,
/// substitutions) is written back unchanged.
public enum CatalogValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number exactly as written: catalogs hold only small integers (`argNum`), and Xcode
    /// writes those canonically, so the text survives a round trip as it is.
    case number(String)
    case string(String)
    case array([CatalogValue])
    case object(CatalogObject)

    /// The text of a string value, or nil for another kind.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The members of an object value, or nil for another kind.
    public var object: CatalogObject? {
        if case .object(let object) = self { object } else { nil }
    }
}

/// A JSON object of a String Catalog: its members in file order, keys unique.
///
/// Order is kept only so that a file already in Xcode's order sorts in linear time when it is
/// written; the serializer always writes Xcode's order, so two objects with the same members
/// are equal whatever their order.
public struct CatalogObject: Sendable, Hashable {
    /// The members in the order they were read or added.
    public private(set) var members: [(key: String, value: CatalogValue)]
    /// Each key's index in `members`, so that a catalog of thousands of keys updates in linear time.
    private var positions: [String: Int]

    /// Creates an object from members; of members with the same key, the first counts.
    public init(_ members: [(key: String, value: CatalogValue)] = []) {
        var positions: [String: Int] = [:]
        var unique: [(key: String, value: CatalogValue)] = []
        for member in members where positions[member.key] == nil {
            positions[member.key] = unique.count
            unique.append(member)
        }
        self.members = unique
        self.positions = positions
    }

    /// The keys in member order.
    public var keys: [String] { members.map(\.key) }

    /// Whether the object has no member.
    public var isEmpty: Bool { members.isEmpty }

    /// The value of `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> CatalogValue? {
        get { positions[key].map { members[$0].value } }
        set {
            switch (positions[key], newValue) {
            case (let index?, let value?):
                members[index].value = value
            case (let index?, nil):
                members.remove(at: index)
                positions[key] = nil
                for later in index..<members.count { positions[members[later].key] = later }
            case (nil, let value?):
                positions[key] = members.count
                members.append((key, value))
            case (nil, nil):
                break
            }
        }
    }

    /// The object value of `key`, or an empty object when it is absent or another kind; setting
    /// an empty object removes the member, so that no update leaves an empty shell behind.
    public subscript(object key: String) -> CatalogObject {
        get { self[key]?.object ?? CatalogObject() }
        set { self[key] = newValue.isEmpty ? nil : .object(newValue) }
    }

    /// Changes the object value of `key` in place, adding it when absent and keeping it when it
    /// ends empty (a catalog's `strings` stays even with no key): the value is taken out first,
    /// so that a large child is not copied to be changed.
    @discardableResult
    public mutating func modifyObject<Result>(_ key: String, _ body: (inout CatalogObject) -> Result) -> Result {
        var child = self[key]?.object ?? CatalogObject()
        if let index = positions[key] { members[index].value = .null }
        let result = body(&child)
        self[key] = .object(child)
        return result
    }

    public static func == (lhs: CatalogObject, rhs: CatalogObject) -> Bool {
        lhs.members.count == rhs.members.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, like equality.
        hasher.combine(members.count)
        hasher.combine(members.reduce(0) { $0 ^ $1.key.hashValue })
    }
}
