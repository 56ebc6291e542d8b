import DialogJSONReader

/// Decodes the motion keys `presentation.show` and `presentation.hide` share.
package enum MotionDecoder {
    package static let keys = [
        "curve", "spring", "fromScale", "toScale", "fromOpacity", "toOpacity", "translateY", "coverPhase", "coverDuration",
        "reducedMotion",
    ]
    package static let springKeys = ["dampingRatio", "response"]
    package static let reducedMotionKeys = ["animation", "duration"]
    // A spring past 2 barely moves, and a scale past 10 leaves the screen; both are typos.
    package static let scaleBounds = Bounds.between(0, 10)

    /// The motion keys of `fields`, whose list of keys holds `keys` from position `offset` on.
    package static func decode(_ fields: ObjectFields, from offset: Int, _ context: inout DecodingContext) -> Motion {
        var motion = Motion()
        motion.curve = context.curve(FieldKey("curve", offset + 0), in: fields)
        motion.spring = fields[FieldKey("spring", offset + 1)].flatMap { decodeSpring($0.value, &context) }
        motion.fromScale = context.number(FieldKey("fromScale", offset + 2), in: fields, bounds: scaleBounds, token: .number)
        motion.toScale = context.number(FieldKey("toScale", offset + 3), in: fields, bounds: scaleBounds, token: .number)
        motion.fromOpacity = context.number(FieldKey("fromOpacity", offset + 4), in: fields, bounds: .between(0, 1), token: .number)
        motion.toOpacity = context.number(FieldKey("toOpacity", offset + 5), in: fields, bounds: .between(0, 1), token: .number)
        motion.translateY = context.number(FieldKey("translateY", offset + 6), in: fields, bounds: .between(-3000, 3000), token: .dimension)
        motion.coverPhase = context.enumeration(FieldKey("coverPhase", offset + 7), in: fields, as: CoverPhase.self)
        motion.coverDuration = context.number(
            FieldKey("coverDuration", offset + 8), in: fields, bounds: PresentationDecoder.durationBounds, token: .duration)
        motion.reducedMotion = fields[FieldKey("reducedMotion", offset + 9)].flatMap { decodeReducedMotion($0.value, &context) }
        return motion
    }

    private static func decodeReducedMotion(_ node: JSONNode, _ context: inout DecodingContext) -> ReducedMotionVariant? {
        guard let fields = context.object(node, named: "'reducedMotion'", keys: reducedMotionKeys) else { return nil }
        var variant = ReducedMotionVariant(range: context.range(of: node))
        variant.animation = context.enumeration(FieldKey("animation", 0), in: fields, as: ReducedMotionAnimation.self)
        variant.duration = context.number(FieldKey("duration", 1), in: fields, bounds: PresentationDecoder.durationBounds, token: .duration)
        return variant
    }

    private static func decodeSpring(_ node: JSONNode, _ context: inout DecodingContext) -> Spring? {
        guard let fields = context.object(node, named: "'spring'", keys: springKeys) else { return nil }
        var spring = Spring(range: context.range(of: node))
        spring.dampingRatio = context.number(FieldKey("dampingRatio", 0), in: fields, bounds: .greaterThan(0, atMost: 2), token: .number)
        spring.response = context.number(FieldKey("response", 1), in: fields, bounds: .greaterThan(0, atMost: 5), token: .duration)
        return spring
    }
}
