/// Decodes `style`: fonts, colors, alignment and corner radius.
enum StyleDecoder {
    static let keys = [
        "titleFont", "messageFont", "titleColor", "messageColor", "lineColor", "backgroundColor", "coverColor",
        "textAlignment", "cornerRadius",
        "buttonFont", "toolbarColor", "toolbarTitleColor", "fieldFont", "fieldColor", "placeholderColor",
    ]
    static let fontKeys = ["size", "weight"]

    static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> Style {
        var style = Style()
        guard let fields = context.object(node, named: "'style'", keys: keys) else { return style }
        style.range = context.range(of: node)
        style.titleFont = fields["titleFont"].flatMap { decodeFont($0, &context) }
        style.messageFont = fields["messageFont"].flatMap { decodeFont($0, &context) }
        style.titleColor = context.color("titleColor", in: fields)
        style.messageColor = context.color("messageColor", in: fields)
        style.lineColor = context.color("lineColor", in: fields)
        style.backgroundColor = context.color("backgroundColor", in: fields)
        style.coverColor = context.color("coverColor", in: fields)
        style.textAlignment = context.enumeration("textAlignment", in: fields, as: TextAlignment.self)
        style.cornerRadius = context.number("cornerRadius", in: fields, bounds: .atLeast(0))
        style.parts.buttonFont = fields["buttonFont"].flatMap { decodeFont($0, &context) }
        style.parts.toolbarColor = context.color("toolbarColor", in: fields)
        style.parts.toolbarTitleColor = context.color("toolbarTitleColor", in: fields)
        style.parts.fieldFont = fields["fieldFont"].flatMap { decodeFont($0, &context) }
        style.parts.fieldColor = context.color("fieldColor", in: fields)
        style.parts.placeholderColor = context.color("placeholderColor", in: fields)
        return style
    }

    static func decodeFont(_ member: JSONMember, _ context: inout DecodingContext) -> Style.Font? {
        guard let fields = context.object(member.value, named: "'\(member.key)'", keys: fontKeys) else {
            return nil
        }
        var font = Style.Font(range: context.range(of: member.value))
        font.size = context.number("size", in: fields, bounds: .greaterThan(0))
        font.weight = context.enumeration("weight", in: fields, as: FontWeight.self)
        return font
    }
}
