import DialogDesignTokens
import DialogJSONReader
import DialogLayoutEngine

/// Decodes `style`: fonts, colors, alignment and corner radius.
package enum StyleDecoder {
    package static let keys = [
        "titleFont", "messageFont", "titleColor", "messageColor", "lineColor", "backgroundColor", "coverColor",
        "textAlignment", "cornerRadius",
        "buttonFont", "toolbarColor", "toolbarTitleColor", "fieldFont", "fieldColor", "placeholderColor",
    ]
    package static let fontKeys = ["size", "weight", "relativeTo", "maxSize"]

    /// The keys of `style` by position in `keys`.
    private enum Key {
        static var titleFont: FieldKey { FieldKey("titleFont", 0) }
        static var messageFont: FieldKey { FieldKey("messageFont", 1) }
        static var titleColor: FieldKey { FieldKey("titleColor", 2) }
        static var messageColor: FieldKey { FieldKey("messageColor", 3) }
        static var lineColor: FieldKey { FieldKey("lineColor", 4) }
        static var backgroundColor: FieldKey { FieldKey("backgroundColor", 5) }
        static var coverColor: FieldKey { FieldKey("coverColor", 6) }
        static var textAlignment: FieldKey { FieldKey("textAlignment", 7) }
        static var cornerRadius: FieldKey { FieldKey("cornerRadius", 8) }
        static var buttonFont: FieldKey { FieldKey("buttonFont", 9) }
        static var toolbarColor: FieldKey { FieldKey("toolbarColor", 10) }
        static var toolbarTitleColor: FieldKey { FieldKey("toolbarTitleColor", 11) }
        static var fieldFont: FieldKey { FieldKey("fieldFont", 12) }
        static var fieldColor: FieldKey { FieldKey("fieldColor", 13) }
        static var placeholderColor: FieldKey { FieldKey("placeholderColor", 14) }
    }
    /// The keys of a font by position in `fontKeys`.
    private enum FontKey {
        static var size: FieldKey { FieldKey("size", 0) }
        static var weight: FieldKey { FieldKey("weight", 1) }
        static var relativeTo: FieldKey { FieldKey("relativeTo", 2) }
        static var maxSize: FieldKey { FieldKey("maxSize", 3) }
    }

    package static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> Style {
        var style = Style()
        guard let fields = context.object(node, named: "'style'", keys: keys) else { return style }
        style.range = context.range(of: node)
        style.titleFont = fields[Key.titleFont].flatMap { decodeFont($0, &context) }
        style.messageFont = fields[Key.messageFont].flatMap { decodeFont($0, &context) }
        style.titleColor = context.color(Key.titleColor, in: fields)
        style.messageColor = context.color(Key.messageColor, in: fields)
        style.lineColor = context.color(Key.lineColor, in: fields)
        style.backgroundColor = context.color(Key.backgroundColor, in: fields)
        style.coverColor = context.color(Key.coverColor, in: fields)
        style.textAlignment = context.enumeration(Key.textAlignment, in: fields, as: TextAlignment.self)
        style.cornerRadius = context.number(Key.cornerRadius, in: fields, bounds: .atLeast(0), token: .dimension)
        style.parts.buttonFont = fields[Key.buttonFont].flatMap { decodeFont($0, &context) }
        style.parts.toolbarColor = context.color(Key.toolbarColor, in: fields)
        style.parts.toolbarTitleColor = context.color(Key.toolbarTitleColor, in: fields)
        style.parts.fieldFont = fields[Key.fieldFont].flatMap { decodeFont($0, &context) }
        style.parts.fieldColor = context.color(Key.fieldColor, in: fields)
        style.parts.placeholderColor = context.color(Key.placeholderColor, in: fields)
        return style
    }

    package static func decodeFont(_ member: JSONMember, _ context: inout DecodingContext) -> Style.Font? {
        if let path = context.referencePath(member.value) { return typography(path, at: member.value, named: member.key, &context) }
        guard let fields = context.object(member.value, named: .key(member.key), keys: fontKeys) else {
            return nil
        }
        var font = Style.Font(range: context.range(of: member.value))
        font.size = context.number(FontKey.size, in: fields, bounds: .greaterThan(0), token: .dimension)
        font.weight = context.fontWeight(FontKey.weight, in: fields)
        font.relativeTo = context.enumeration(FontKey.relativeTo, in: fields, as: DialogTextStyle.self)
        font.maxSize = context.number(FontKey.maxSize, in: fields, bounds: .greaterThan(0), token: .dimension)
        // A cap below the written size would shrink the font at the default text size.
        if let size = font.size, let maxSize = font.maxSize, maxSize.value < size.value,
            let sizeMember = fields[FontKey.size], let member = fields[FontKey.maxSize]
        {
            let message = DecoderMessages.InvalidValue.maxSizeBelowSize(
                size: context.document.numberText(sizeMember.value) ?? "", found: context.document.numberText(member.value) ?? "")
            context.report(context.invalid(message, member.value))
            font.maxSize = nil
        }
        return font
    }

    /// A font written as a reference to a typography token: its size and weight. A dialog's text
    /// is in the system font, so the token's family, line height and letter spacing are not read.
    private static func typography(_ path: String, at node: JSONNode, named key: String, _ context: inout DecodingContext) -> Style.Font? {
        guard case .typography(let typography)? = context.token(path, at: node, named: key, type: .typography)?.value else { return nil }
        let range = context.range(of: node)
        let size = typography.fontSize.points
        guard size.isFinite, size > 0 else {
            context.report(
                context.invalid(
                    TokenReferenceMessages.outOfBounds(key, path: path, value: size, type: .dimension, bounds: "greater than 0"), node))
            return nil
        }
        guard let weight = DecodingContext.fontWeight(typography.fontWeight) else {
            context.report(context.invalid(TokenReferenceMessages.unsupportedWeight(path, typography.fontWeight), node))
            return nil
        }
        context.recordReference(path, at: node, type: .typography)
        var font = Style.Font(range: range)
        font.size = Located(size, at: range)
        font.weight = Located(weight, at: range)
        return font
    }
}
