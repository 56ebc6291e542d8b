import DialogJSONReader

/// Decodes `suppressions`: `[{"rule": "cancel-title", "reason": "..."}]` on a dialog or the file.
///
/// Only the shape is checked here: whether the named rule exists and may be suppressed is known
/// to the rules, which come after the decoder, so `SuppressionNames` checks that.
package enum SuppressionDecoder {
    package static let keys = ["rule", "reason"]

    /// The keys of a suppression by position in `keys`.
    private enum Key {
        static var rule: FieldKey { FieldKey("rule", 0) }
        static var reason: FieldKey { FieldKey("reason", 1) }
    }

    package static func decode(_ fields: ObjectFields, _ context: inout DecodingContext) -> [Suppression] {
        context.readingNoRuleInput { context in
            let elements = context.array("suppressions", in: fields) ?? []
            return elements.compactMap { decodeOne($0, &context) }
        }
    }

    private static func decodeOne(_ node: JSONNode, _ context: inout DecodingContext) -> Suppression? {
        guard let fields = context.object(node, named: "suppression", keys: keys) else { return nil }
        context.require(Key.rule, in: fields)
        let reason = context.string(Key.reason, in: fields)
        guard let rule = context.string(Key.rule, in: fields) else { return nil }
        return Suppression(rule: rule, reason: reason, range: context.range(of: node))
    }
}
