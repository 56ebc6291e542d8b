import DialogWriters

/// A small tree of markup (SVG or HTML) and the printer that writes it, so the preview
/// generators never paste tags together by hand: every attribute value and every piece of
/// text goes through `XMLEscaping`, attributes keep the order they are given in, and the
/// output is indented the same way every time.
package struct Markup: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        case element(name: String, attributes: [Attribute], children: [Markup], isInline: Bool)
        /// Character data, escaped when printed.
        case text(String)
        /// Markup that is printed as it is: the generators' own CSS and script, or an SVG
        /// this printer already wrote. Never spec text.
        case trusted(String)
        /// Lines a `MarkupPrinter` already printed at the level this node stands at, appended as
        /// they are, so parts of one page can be printed on several cores.
        case printed(String)
    }

    /// One `name="value"` pair, its value escaped when printed.
    package struct Attribute: Sendable, Hashable {
        package var name: String
        package var value: String

        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    package var content: Content

    /// An element; an attribute whose value is nil is left out. `inline` prints the element and
    /// its children on one line, which `<text>` needs because white space between its
    /// `<tspan>`s would render.
    package static func element(_ name: String, _ attributes: [(String, String?)] = [], inline: Bool = false, _ children: [Markup] = [])
        -> Markup
    {
        let kept = attributes.compactMap { name, value in value.map { Attribute(name, $0) } }
        return Markup(content: .element(name: name, attributes: kept, children: children, isInline: inline))
    }

    /// An element holding only `text`, on one line.
    package static func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) -> Markup {
        element(name, attributes, inline: true, [.text(text)])
    }

    package static func text(_ text: String) -> Markup { Markup(content: .text(text)) }

    package static func trusted(_ markup: String) -> Markup { Markup(content: .trusted(markup)) }

    /// What `MarkupPrinter.print(_:level:)` printed for a node at the level this one stands at.
    package static func printed(_ lines: String) -> Markup { Markup(content: .printed(lines)) }
}

/// Writes `Markup` as XML (every empty element self-closed, as SVG files need) or as HTML
/// (void elements bare, other empty elements opened and closed).
package struct MarkupPrinter {
    package enum Syntax {
        case xml, html
    }

    /// HTML elements that never have content or an end tag.
    private static let voidElements: Set<String> = ["meta", "link", "br", "hr", "img", "input"]

    package private(set) var text = ""
    private let syntax: Syntax
    private let unit: String

    package init(syntax: Syntax, indentUnit unit: String = "  ") {
        self.syntax = syntax
        self.unit = unit
    }

    /// Prints `node` and everything inside it, starting at `level`.
    package mutating func print(_ node: Markup, level: Int = 0) {
        let indent = String(repeating: unit, count: level)
        switch node.content {
        case .text, .element(_, _, _, true):
            text += indent + Self.inline(node, syntax: syntax) + "\n"
        case .trusted(let markup):
            // Split as bytes: a newline is one byte in UTF-8, and a page inlines megabytes of SVG.
            for line in markup.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
                text += indent
                text += Substring(line)
                text += "\n"
            }
        case .printed(let lines):
            text += lines
        case .element(let name, let attributes, let children, false):
            // Mixed content stays on one line: breaking it would add white space that shows.
            if children.contains(where: { if case .text = $0.content { true } else { false } }) {
                text += indent + Self.inline(node, syntax: syntax) + "\n"
                return
            }
            guard !children.isEmpty else {
                text += indent + Self.emptyTag(name, attributes, syntax: syntax) + "\n"
                return
            }
            text += indent + Self.startTag(name, attributes) + "\n"
            for child in children {
                print(child, level: level + 1)
            }
            text += indent + "</\(name)>\n"
        }
    }

    /// `node` on one line.
    package static func inline(_ node: Markup, syntax: Syntax) -> String {
        switch node.content {
        case .text(let value):
            return escape(value)
        case .trusted(let markup), .printed(let markup):
            return markup
        case .element(let name, let attributes, let children, _):
            guard !children.isEmpty else { return emptyTag(name, attributes, syntax: syntax) }
            return startTag(name, attributes) + children.map { inline($0, syntax: syntax) }.joined() + "</\(name)>"
        }
    }

    private static func startTag(_ name: String, _ attributes: [Markup.Attribute]) -> String {
        // Appended in place: a gallery prints hundreds of thousands of tags.
        var tag = "<"
        tag += name
        for attribute in attributes {
            tag += " "
            tag += attribute.name
            tag += "=\""
            tag += escape(attribute.value)
            tag += "\""
        }
        tag += ">"
        return tag
    }

    private static func emptyTag(_ name: String, _ attributes: [Markup.Attribute], syntax: Syntax) -> String {
        let start = startTag(name, attributes)
        switch syntax {
        case .xml: return String(start.dropLast()) + "/>"
        case .html: return voidElements.contains(name) ? start : start + "</\(name)>"
        }
    }

    /// Escapes for attribute values and character data alike: line breaks become references,
    /// so no text of a spec can ever span lines of the output or be mistaken for markup.
    package static func escape(_ value: String) -> String {
        // Most values (numbers, colours, ids) are printable ASCII with nothing to escape, for which
        // escaping gives the value itself; only the others go through the scalar-by-scalar escape.
        let isPlain = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"")
        }
        return isPlain ? value : XMLEscaping.escape(value, inAttribute: true)
    }
}

/// Numbers as the preview writes them: to a hundredth of a point, without a trailing `.0`.
package enum PreviewNumber {
    package static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return String(rounded)
    }
}
