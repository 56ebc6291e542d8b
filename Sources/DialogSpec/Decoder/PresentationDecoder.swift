import DialogJSONReader

/// Decodes `presentation` and its `show` and `hide` blocks.
package enum PresentationDecoder {
    package static let durationBounds = Bounds.between(0, 5)
    package static let keys = ["show", "hide", "dismissOnCoverTap", "renderer", "coverTapResult"]
    package static let showKeys = ["type", "animation", "duration", "coverAlpha"] + MotionDecoder.keys
    package static let hideKeys = ["showType", "duration", "animation"] + MotionDecoder.keys
    // Each block names the show type its own way; the other block's name is read as this one's.
    private static let showAliases = ["showType": "type"]
    private static let hideAliases = ["type": "showType"]

    /// The keys of `presentation` by position in `keys`.
    private enum Key {
        static var show: FieldKey { FieldKey("show", 0) }
        static var hide: FieldKey { FieldKey("hide", 1) }
        static var dismissOnCoverTap: FieldKey { FieldKey("dismissOnCoverTap", 2) }
        static var renderer: FieldKey { FieldKey("renderer", 3) }
        static var coverTapResult: FieldKey { FieldKey("coverTapResult", 4) }
    }
    /// The keys of `show` by position in `showKeys`; the motion keys follow them.
    private enum ShowKey {
        static var type: FieldKey { FieldKey("type", 0) }
        static var animation: FieldKey { FieldKey("animation", 1) }
        static var duration: FieldKey { FieldKey("duration", 2) }
        static var coverAlpha: FieldKey { FieldKey("coverAlpha", 3) }
    }
    /// The keys of `hide` by position in `hideKeys`; the motion keys follow them.
    private enum HideKey {
        static var showType: FieldKey { FieldKey("showType", 0) }
        static var duration: FieldKey { FieldKey("duration", 1) }
        static var animation: FieldKey { FieldKey("animation", 2) }
    }

    package static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> Presentation {
        var presentation = Presentation()
        guard let fields = context.object(node, named: "'presentation'", keys: keys) else { return presentation }
        presentation.show = fields[Key.show].flatMap { decodeShow($0.value, &context) }
        presentation.hide = fields[Key.hide].flatMap { decodeHide($0.value, &context) }
        presentation.dismissOnCoverTap = context.bool(Key.dismissOnCoverTap, in: fields)
        presentation.renderer = context.enumeration(Key.renderer, in: fields, as: Renderer.self)
        presentation.coverTapResult = context.identifier(Key.coverTapResult, in: fields)
        return presentation
    }

    private static func decodeShow(_ node: JSONNode, _ context: inout DecodingContext) -> Presentation.Show? {
        guard let fields = context.object(node, named: "'presentation.show'", keys: showKeys, aliases: showAliases)
        else { return nil }
        var show = Presentation.Show(range: context.range(of: node))
        show.type = context.enumeration(ShowKey.type, in: fields, as: ShowType.self)
        show.animation = context.enumeration(ShowKey.animation, in: fields, as: ShowAnimation.self)
        show.duration = context.number(ShowKey.duration, in: fields, bounds: durationBounds, token: .duration)
        show.coverAlpha = context.number(ShowKey.coverAlpha, in: fields, bounds: .between(0, 1), token: .number)
        show.motion = MotionDecoder.decode(fields, from: showKeys.count - MotionDecoder.keys.count, &context)
        return show
    }

    // A missing `showType` is left to the `hide-missing-show-type` rule, which explains why it matters.
    private static func decodeHide(_ node: JSONNode, _ context: inout DecodingContext) -> Presentation.Hide? {
        guard let fields = context.object(node, named: "'presentation.hide'", keys: hideKeys, aliases: hideAliases)
        else { return nil }
        var hide = Presentation.Hide(range: context.range(of: node))
        hide.showType = context.enumeration(HideKey.showType, in: fields, as: ShowType.self)
        hide.duration = context.number(HideKey.duration, in: fields, bounds: durationBounds, token: .duration)
        hide.animation = context.enumeration(HideKey.animation, in: fields, as: ShowAnimation.self)
        hide.motion = MotionDecoder.decode(fields, from: hideKeys.count - MotionDecoder.keys.count, &context)
        return hide
    }
}
