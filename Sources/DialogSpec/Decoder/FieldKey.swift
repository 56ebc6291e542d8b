/// How a decoder names a key of an object: by its text (a `String`), or by its text and its
/// position in the object's list of keys (a `FieldKey`), which reaches the member's slot at once.
package protocol ObjectKey {
    /// The key as the format spells it, for messages.
    var keyName: String { get }
    /// The member of `fields` under this key.
    func member(of fields: ObjectFields) -> JSONMember?
}

extension String: ObjectKey {
    package var keyName: String { self }

    package func member(of fields: ObjectFields) -> JSONMember? { fields[self] }
}

/// A key with its position in the list of keys an object is opened with
/// (`DecodingContext.object(_:named:keys:)`): a dialog looks up about 70 members, and finding
/// each by its text cost about 120 instructions, where a position costs a load.
///
/// The position is written beside the name, so a decoder declares its keys as constants the
/// compiler folds; `ObjectFields` checks, in debug builds, that the position holds the name.
package struct FieldKey: ObjectKey, Sendable {
    package let keyName: String
    /// The index of `keyName` in the object's list of keys.
    package let position: Int

    package init(_ keyName: String, _ position: Int) {
        self.keyName = keyName
        self.position = position
    }

    package func member(of fields: ObjectFields) -> JSONMember? { fields[self] }
}
