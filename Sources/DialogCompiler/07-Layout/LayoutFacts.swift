/// What the layout rules read off a dialog's render plan on one screen at one text size: what
/// overflows, how many lines the title takes, and which buttons sit in a toolbar.
///
/// The rules read them off the plan laid out without lines (`keepsLines: false`), which
/// `LayoutFactsTests` holds to the facts of the full plan on every spec, device and text size.
/// Measuring them without any plan, in a second copy of every layout's geometry, was tried and
/// dropped: the copy drifted as soon as the format gave the layouts new numbers.
public struct LayoutFacts: Sendable, Hashable {
    /// The overflows, in the order the plan lists them.
    public var overflows: [PlanOverflow] = []
    /// The lines of the plan's first title element; 0 when it has none.
    public var titleLineCount = 0
    /// The ids of the buttons inside a toolbar, in the plan's order.
    public var toolbarButtonIDs: [String] = []

    /// No overflow, no title, no toolbar.
    public init() {}

    /// The facts of a laid-out `plan`, read off its elements.
    public init(plan: DialogPlan) {
        overflows = plan.overflows
        titleLineCount = plan.elements.lazy.compactMap { $0.first(.title) }.first?.text?.lines.count ?? 0
        Self.collectToolbarButtonIDs(in: plan.elements, into: &toolbarButtonIDs)
    }

    /// Appends to one array as it walks: building an array per element cost lint about a tenth of its own work.
    private static func collectToolbarButtonIDs(in elements: [PlanElement], into ids: inout [String]) {
        for element in elements where !element.children.isEmpty {
            if element.kind == .toolbar {
                for child in element.children where child.kind == .button {
                    if let id = child.id { ids.append(id) }
                }
            }
            collectToolbarButtonIDs(in: element.children, into: &ids)
        }
    }
}
