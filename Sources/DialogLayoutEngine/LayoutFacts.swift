/// What the layout rules read off a dialog's layout on one screen at one text size: what
/// overflows, how many lines the title takes, and which buttons sit in a toolbar.
///
/// `LayoutGeometry.facts` lays the dialog out with the plan's own code, building `FactsElement`s
/// instead of `PlanElement`s, which gather these as children are added, in the order they
/// would be read off the plan's (`LayoutFactsTests` holds both to be equal on every spec,
/// device and text size). Measuring
/// them in a second copy of every layout's geometry was tried and dropped: the copy drifted as
/// soon as the format gave the layouts new numbers.
public struct LayoutFacts: Sendable, Hashable {
    /// The overflows, in the order the plan lists them.
    public var overflows: [PlanOverflow] = []
    /// The lines of the plan's first title element; 0 when it has none.
    public var titleLineCount = 0
    /// The ids of the buttons inside a toolbar, in the plan's order.
    public var toolbarButtonIDs: [String] = []

    /// No overflow, no title, no toolbar.
    public init() {}

    /// The facts of laid-out `elements` (a plan's cover and container) and their `overflows`.
    public init(elements: [PlanElement], overflows: [PlanOverflow]) {
        self.overflows = overflows
        var titleLines: Int?
        for element in elements {
            Self.read(element, titleLines: &titleLines, toolbarButtonIDs: &toolbarButtonIDs)
        }
        titleLineCount = titleLines ?? 0
    }

    init(container: FactsElement, overflows: [PlanOverflow]) {
        self.overflows = overflows
        titleLineCount = container.titleLineCount ?? 0
        toolbarButtonIDs = container.toolbarButtonIDs
    }

    /// The first title's line count and the toolbars' button ids of `element` and its
    /// descendants, depth first; appending to one array as it walks, since building an array per
    /// element cost lint about a tenth of its own work.
    private static func read(_ element: PlanElement, titleLines: inout Int?, toolbarButtonIDs: inout [String]) {
        if titleLines == nil, element.kind == .title {
            titleLines = element.text?.lines.count ?? 0
        }
        guard !element.children.isEmpty else { return }
        if element.kind == .toolbar {
            for child in element.children where child.kind == .button {
                if let id = child.id { toolbarButtonIDs.append(id) }
            }
        }
        for child in element.children {
            read(child, titleLines: &titleLines, toolbarButtonIDs: &toolbarButtonIDs)
        }
    }
}
