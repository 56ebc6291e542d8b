/// Decodes `layout`: widths, insets, heights, the frame and the button arrangement.
enum LayoutDecoder {
    static let keys = [
        "width", "sideInset", "maxWidth", "frame", "padding", "headerHeight", "footerHeight", "buttonHeight",
        "buttonArrangement", "labelWidth", "toolbarHeight", "toolbarButtonWidth",
    ]
    static let frameKeys = ["x", "y", "width", "height"]
    private static let points = Bounds.between(0, 3000)
    private static let positive = Bounds.greaterThan(0, atMost: 3000)

    static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> DialogLayout {
        var layout = DialogLayout()
        guard let fields = context.object(node, named: "'layout'", keys: keys) else { return layout }
        layout.range = context.range(of: node)
        layout.width = context.number("width", in: fields, bounds: positive)
        layout.sideInset = context.number("sideInset", in: fields, bounds: points)
        layout.maxWidth = context.number("maxWidth", in: fields, bounds: positive)
        layout.frame = fields["frame"].flatMap { decodeFrame($0.value, &context) }
        layout.padding = context.number("padding", in: fields, bounds: points)
        layout.headerHeight = context.number("headerHeight", in: fields, bounds: points)
        layout.footerHeight = context.number("footerHeight", in: fields, bounds: positive)
        layout.buttonHeight = context.number("buttonHeight", in: fields, bounds: positive)
        layout.buttonArrangement = context.enumeration("buttonArrangement", in: fields, as: ButtonArrangement.self)
        layout.labelWidth = context.number("labelWidth", in: fields, bounds: positive)
        layout.toolbarHeight = length("toolbarHeight", in: fields, &context)
        layout.toolbarButtonWidth = context.number("toolbarButtonWidth", in: fields, bounds: positive)
        return layout
    }

    private static func decodeFrame(_ node: JSONNode, _ context: inout DecodingContext) -> LayoutFrame? {
        guard let fields = context.object(node, named: "'layout.frame'", keys: frameKeys) else { return nil }
        var frame = LayoutFrame(range: context.range(of: node))
        frame.x = length("x", in: fields, &context)
        frame.y = length("y", in: fields, &context)
        frame.width = length("width", in: fields, &context)
        frame.height = length("height", in: fields, &context)
        return frame
    }

    /// Points (a number, 0 to 3000) or a fraction written `"N/M"`, at most 1.
    private static func length(_ key: String, in fields: ObjectFields, _ context: inout DecodingContext) -> Located<Length>? {
        guard let member = fields[key] else { return nil }
        if context.document.numberText(member.value) != nil {
            return context.number(key, in: fields, bounds: points).map { Located(.points($0.value), at: $0.range) }
        }
        guard let text = context.document.string(member.value) else {
            context.report(context.mismatch("'\(key)'", expected: "a number or a fraction string", found: member.value))
            return nil
        }
        guard let fraction = Length.fraction(text), fraction.resolved(in: 1) <= 1 else {
            context.report(context.invalid(DecoderMessages.InvalidValue.notAFraction(key, found: text), member.value))
            return nil
        }
        return Located(fraction, at: context.range(of: member.value))
    }
}
