import DialogJSONReader
import DialogLayoutEngine

/// Decodes `layout`: widths, insets, heights, the frame and the button arrangement.
package enum LayoutDecoder {
    package static let keys = [
        "width", "sideInset", "maxWidth", "frame", "padding", "headerHeight", "footerHeight", "buttonHeight",
        "buttonArrangement", "labelWidth", "toolbarHeight", "toolbarButtonWidth",
    ]
    package static let frameKeys = ["x", "y", "width", "height"]
    private static let points = Bounds.between(0, 3000)
    private static let positive = Bounds.greaterThan(0, atMost: 3000)

    /// The keys of `layout` by position in `keys`.
    private enum Key {
        static var width: FieldKey { FieldKey("width", 0) }
        static var sideInset: FieldKey { FieldKey("sideInset", 1) }
        static var maxWidth: FieldKey { FieldKey("maxWidth", 2) }
        static var frame: FieldKey { FieldKey("frame", 3) }
        static var padding: FieldKey { FieldKey("padding", 4) }
        static var headerHeight: FieldKey { FieldKey("headerHeight", 5) }
        static var footerHeight: FieldKey { FieldKey("footerHeight", 6) }
        static var buttonHeight: FieldKey { FieldKey("buttonHeight", 7) }
        static var buttonArrangement: FieldKey { FieldKey("buttonArrangement", 8) }
        static var labelWidth: FieldKey { FieldKey("labelWidth", 9) }
        static var toolbarHeight: FieldKey { FieldKey("toolbarHeight", 10) }
        static var toolbarButtonWidth: FieldKey { FieldKey("toolbarButtonWidth", 11) }
    }
    /// The keys of `frame` by position in `frameKeys`.
    private enum FrameKey {
        static var x: FieldKey { FieldKey("x", 0) }
        static var y: FieldKey { FieldKey("y", 1) }
        static var width: FieldKey { FieldKey("width", 2) }
        static var height: FieldKey { FieldKey("height", 3) }
    }

    package static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> DialogLayout {
        var layout = DialogLayout()
        guard let fields = context.object(node, named: "'layout'", keys: keys) else { return layout }
        layout.range = context.range(of: node)
        layout.width = context.number(Key.width, in: fields, bounds: positive, token: .dimension)
        layout.sideInset = context.number(Key.sideInset, in: fields, bounds: points, token: .dimension)
        layout.maxWidth = context.number(Key.maxWidth, in: fields, bounds: positive, token: .dimension)
        layout.frame = fields[Key.frame].flatMap { decodeFrame($0.value, &context) }
        layout.padding = context.number(Key.padding, in: fields, bounds: points, token: .dimension)
        layout.headerHeight = context.number(Key.headerHeight, in: fields, bounds: points, token: .dimension)
        layout.footerHeight = context.number(Key.footerHeight, in: fields, bounds: positive, token: .dimension)
        layout.buttonHeight = context.number(Key.buttonHeight, in: fields, bounds: positive, token: .dimension)
        layout.buttonArrangement = context.enumeration(Key.buttonArrangement, in: fields, as: ButtonArrangement.self)
        layout.labelWidth = context.number(Key.labelWidth, in: fields, bounds: positive, token: .dimension)
        layout.toolbarHeight = length(Key.toolbarHeight, in: fields, &context)
        layout.toolbarButtonWidth = context.number(Key.toolbarButtonWidth, in: fields, bounds: positive, token: .dimension)
        return layout
    }

    private static func decodeFrame(_ node: JSONNode, _ context: inout DecodingContext) -> LayoutFrame? {
        guard let fields = context.object(node, named: "'layout.frame'", keys: frameKeys) else { return nil }
        var frame = LayoutFrame(range: context.range(of: node))
        frame.x = length(FrameKey.x, in: fields, &context)
        frame.y = length(FrameKey.y, in: fields, &context)
        frame.width = length(FrameKey.width, in: fields, &context)
        frame.height = length(FrameKey.height, in: fields, &context)
        return frame
    }

    /// Points (a number, 0 to 3000, or a dimension token) or a fraction written `"N/M"`, at most 1.
    private static func length(_ key: some ObjectKey, in fields: ObjectFields, _ context: inout DecodingContext) -> Located<Length>? {
        guard let member = key.member(of: fields) else { return nil }
        if context.document.numberText(member.value) != nil {
            return context.number(key, in: fields, bounds: points).map { Located(.points($0.value), at: $0.range) }
        }
        if let path = context.referencePath(member.value) {
            return context.tokenNumber(path, at: member.value, named: key.keyName, bounds: points, type: .dimension).map {
                Located(.points($0.value), at: $0.range)
            }
        }
        guard let text = context.document.string(member.value) else {
            context.report(context.mismatch("'\(key.keyName)'", expected: "a number or a fraction string", found: member.value))
            return nil
        }
        guard let fraction = Length.fraction(text), fraction.resolved(in: 1) <= 1 else {
            context.report(context.invalid(DecoderMessages.InvalidValue.notAFraction(key.keyName, found: text), member.value))
            return nil
        }
        return Located(fraction, at: context.range(of: member.value))
    }
}
