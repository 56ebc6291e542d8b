/// Decodes `suppressions`: `[{"rule": "cancel-title", "reason": "..."}]` on a dialog or the file.
///
/// Only the shape is checked here: whether the named rule exists and may be suppressed is known
/// to the rules, which come after the decoder, so `SuppressionNames` checks that.
enum SuppressionDecoder {
    static let keys = ["rule", "reason"]

    static func decode(_ fields: ObjectFields, _ context: inout DecodingContext) -> [Suppression] {
        context.readingNoRuleInput { context in
            let elements = context.array("suppressions", in: fields) ?? []
            return elements.compactMap { decodeOne($0, &context) }
        }
    }

    private static func decodeOne(_ node: JSONNode, _ context: inout DecodingContext) -> Suppression? {
        guard let fields = context.object(node, named: "suppression", keys: keys) else { return nil }
        context.require("rule", in: fields)
        let reason = context.string("reason", in: fields)
        guard let rule = context.string("rule", in: fields) else { return nil }
        return Suppression(rule: rule, reason: reason, range: context.range(of: node))
    }
}
