import DialogLayoutEngine

/// The gallery's drawings of one dialog on one device in one locale, shared by its pictures and
/// the settings the switches offer: colors move no frame, so the drawings of the four
/// appearances at one text size are one drawing painted four ways. Each painted element of a
/// drawing names its paint (`data-paint`), an index into the article's palette, which holds the
/// paint of that element in each appearance (`Palette`); the page's script paints a copy of the
/// drawing for the appearance shown. Drawings alike but for their paints are stored once, the
/// rest each on its own.
///
/// The standalone SVG files are not drawn this way: they keep their literal colors.
package struct GalleryDrawings {
    /// One drawing and the settings (`APPEARANCE/TEXTSIZE` keys) it shows, painted as drawn in
    /// the first of them.
    package struct Source {
        package var keys: [String]
        package var markup: Markup
    }

    /// The attributes a paint sets, in the order the palette lists their values.
    package static let paintAttributes = ["fill", "fill-opacity", "stroke", "stroke-opacity"]

    /// The paints of one article's drawings: each element's paint in each of
    /// `DialogAppearance.allCases` (nil where the element is not drawn in that appearance).
    package struct Palette {
        private var indices: [[[String?]?]: Int] = [:]
        package private(set) var paints: [[[String?]?]] = []

        package init() {}

        mutating func index(_ paint: [[String?]?]) -> Int {
            if let index = indices[paint] { return index }
            indices[paint] = paints.count
            paints.append(paint)
            return paints.count - 1
        }

        /// The palette of `appearance`, as the page's script reads it: one entry per paint,
        /// separated by spaces, each the values of `paintAttributes` separated by commas (empty
        /// for an attribute not set).
        package func entries(_ appearance: DialogAppearance) -> String {
            let column = DialogAppearance.allCases.firstIndex(of: appearance) ?? 0
            return paints.map { paint in (paint[column] ?? []).map { $0 ?? "" }.joined(separator: ",") }.joined(separator: " ")
        }
    }

    /// The drawings of `drawn` (each a key, the appearance its colors are resolved for and its
    /// `<svg>`), the first of them first: its drawing shows its own key as it was drawn.
    package static func sources(_ drawn: [(key: String, appearance: DialogAppearance, markup: Markup)], palette: inout Palette)
        -> [Source]
    {
        var classes: [(shape: Markup, members: [Int])] = []
        var positions: [Markup: Int] = [:]
        for (index, drawing) in drawn.enumerated() {
            let shape = self.shape(drawing.markup, isRoot: true)
            if let position = positions[shape] {
                classes[position].members.append(index)
            } else {
                positions[shape] = classes.count
                classes.append((shape, [index]))
            }
        }
        return classes.map { _, members in
            let painted = members.map {
                (column: DialogAppearance.allCases.firstIndex(of: drawn[$0].appearance) ?? 0, markup: drawn[$0].markup)
            }
            return Source(keys: members.map { drawn[$0].key }, markup: annotate(painted[0].markup, painted, palette: &palette))
        }
    }

    /// `markup` (a drawing's `<svg>`) with each of its root's children that `base` (the first
    /// drawing of the same device and locale, on the page) has alike, paint included, left out
    /// for a `<g data-shared="N">` naming the `N`th child of `base`'s root: the screen, its status
    /// bar and its title, often the cover, are the same at every text size. The page's script
    /// puts a copy of that child in its place.
    package static func sharing(_ markup: Markup, with base: Markup) -> Markup {
        guard case .element(let name, let attributes, let children, let isInline) = markup.content,
            case .element(_, _, let baseChildren, _) = base.content
        else { return markup }
        let shared = children.map { child in
            baseChildren.firstIndex(of: child).map { Markup.element("g", [("data-shared", String($0))]) } ?? child
        }
        return Markup(content: .element(name: name, attributes: attributes, children: shared, isInline: isInline))
    }

    /// `base` with each painted element naming its paint in `palette`: its paint in each of
    /// `members` (drawings of the same shape, `base` among them) at their appearance's column.
    static func annotate(_ base: Markup, _ members: [(column: Int, markup: Markup)], palette: inout Palette) -> Markup {
        guard case .element(let name, var attributes, let children, let isInline) = base.content else { return base }
        let elements = members.compactMap { member -> (column: Int, attributes: [Markup.Attribute], children: [Markup])? in
            guard case .element(_, let attributes, let children, _) = member.markup.content else { return nil }
            return (member.column, attributes, children)
        }
        if attributes.contains(where: { paintAttributes.contains($0.name) }) {
            var paint = [[String?]?](repeating: nil, count: DialogAppearance.allCases.count)
            for element in elements where paint[element.column] == nil {
                paint[element.column] = paintAttributes.map { name in element.attributes.first { $0.name == name }?.value }
            }
            attributes.append(Markup.Attribute("data-paint", String(palette.index(paint))))
        }
        let annotated = children.indices.map { index in
            annotate(
                children[index],
                elements.compactMap { element in
                    index < element.children.count ? (element.column, element.children[index]) : nil
                }, palette: &palette)
        }
        return Markup(content: .element(name: name, attributes: attributes, children: annotated, isInline: isInline))
    }

    /// `markup` without its paints: what drawings share. The root's appearance and its title,
    /// which names the appearance, are the page script's to set.
    static func shape(_ markup: Markup, isRoot: Bool = false) -> Markup {
        guard case .element(let name, let attributes, let children, let isInline) = markup.content else { return markup }
        if name == "title" { return Markup(content: .element(name: name, attributes: [], children: [], isInline: isInline)) }
        let kept = attributes.filter { !paintAttributes.contains($0.name) && !(isRoot && $0.name == "data-appearance") }
        return Markup(content: .element(name: name, attributes: kept, children: children.map { shape($0) }, isInline: isInline))
    }
}
