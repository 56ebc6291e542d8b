/// Decodes `presentation` and its `show` and `hide` blocks.
enum PresentationDecoder {
    static let durationBounds = Bounds.between(0, 5)
    static let keys = ["show", "hide", "dismissOnCoverTap", "renderer", "coverTapResult"]
    static let showKeys = ["type", "animation", "duration", "coverAlpha"] + MotionDecoder.keys
    static let hideKeys = ["showType", "duration", "animation"] + MotionDecoder.keys
    // Each block names the show type its own way; the other block's name is read as this one's.
    private static let showAliases = ["showType": "type"]
    private static let hideAliases = ["type": "showType"]

    static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> Presentation {
        var presentation = Presentation()
        guard let fields = context.object(node, named: "'presentation'", keys: keys) else { return presentation }
        presentation.show = fields["show"].flatMap { decodeShow($0.value, &context) }
        presentation.hide = fields["hide"].flatMap { decodeHide($0.value, &context) }
        presentation.dismissOnCoverTap = context.bool("dismissOnCoverTap", in: fields)
        presentation.renderer = context.enumeration("renderer", in: fields, as: Renderer.self)
        presentation.coverTapResult = context.identifier("coverTapResult", in: fields)
        return presentation
    }

    private static func decodeShow(_ node: JSONNode, _ context: inout DecodingContext) -> Presentation.Show? {
        guard let fields = context.object(node, named: "'presentation.show'", keys: showKeys, aliases: showAliases)
        else { return nil }
        var show = Presentation.Show(range: context.range(of: node))
        show.type = context.enumeration("type", in: fields, as: ShowType.self)
        show.animation = context.enumeration("animation", in: fields, as: ShowAnimation.self)
        show.duration = context.number("duration", in: fields, bounds: durationBounds)
        show.coverAlpha = context.number("coverAlpha", in: fields, bounds: .between(0, 1))
        show.motion = MotionDecoder.decode(fields, &context)
        return show
    }

    // A missing `showType` is left to the `hide-missing-show-type` rule, which explains why it matters.
    private static func decodeHide(_ node: JSONNode, _ context: inout DecodingContext) -> Presentation.Hide? {
        guard let fields = context.object(node, named: "'presentation.hide'", keys: hideKeys, aliases: hideAliases)
        else { return nil }
        var hide = Presentation.Hide(range: context.range(of: node))
        hide.showType = context.enumeration("showType", in: fields, as: ShowType.self)
        hide.duration = context.number("duration", in: fields, bounds: durationBounds)
        hide.animation = context.enumeration("animation", in: fields, as: ShowAnimation.self)
        hide.motion = MotionDecoder.decode(fields, &context)
        return hide
    }
}
