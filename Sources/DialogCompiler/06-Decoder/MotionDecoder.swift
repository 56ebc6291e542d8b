/// Decodes the motion keys `presentation.show` and `presentation.hide` share.
enum MotionDecoder {
    static let keys = [
        "curve", "spring", "fromScale", "toScale", "fromOpacity", "toOpacity", "translateY", "coverPhase", "coverDuration",
    ]
    static let springKeys = ["dampingRatio", "response"]
    // A spring past 2 barely moves, and a scale past 10 leaves the screen; both are typos.
    static let scaleBounds = Bounds.between(0, 10)

    static func decode(_ fields: ObjectFields, _ context: inout DecodingContext) -> Motion {
        var motion = Motion()
        motion.curve = context.enumeration("curve", in: fields, as: MotionCurve.self)
        motion.spring = fields["spring"].flatMap { decodeSpring($0.value, &context) }
        motion.fromScale = context.number("fromScale", in: fields, bounds: scaleBounds)
        motion.toScale = context.number("toScale", in: fields, bounds: scaleBounds)
        motion.fromOpacity = context.number("fromOpacity", in: fields, bounds: .between(0, 1))
        motion.toOpacity = context.number("toOpacity", in: fields, bounds: .between(0, 1))
        motion.translateY = context.number("translateY", in: fields, bounds: .between(-3000, 3000))
        motion.coverPhase = context.enumeration("coverPhase", in: fields, as: CoverPhase.self)
        motion.coverDuration = context.number("coverDuration", in: fields, bounds: PresentationDecoder.durationBounds)
        return motion
    }

    private static func decodeSpring(_ node: JSONNode, _ context: inout DecodingContext) -> Spring? {
        guard let fields = context.object(node, named: "'spring'", keys: springKeys) else { return nil }
        var spring = Spring(range: context.range(of: node))
        spring.dampingRatio = context.number("dampingRatio", in: fields, bounds: .greaterThan(0, atMost: 2))
        spring.response = context.number("response", in: fields, bounds: .greaterThan(0, atMost: 5))
        return spring
    }
}
