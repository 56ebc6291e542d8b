/// What a layout builds each part of a dialog as. The layouts are written once, generic over
/// it: the plan and the runtime build `PlanElement`s, lint's facts build `FactsElement`s,
/// which keep only what `LayoutFacts` reads (kinds, frames, line counts, button ids), so the
/// facts are the plan's by construction and cost no texts, colors or copies of plan elements.
///
/// A layout only adds children and moves them down; it never reads them back, so an element
/// type may keep of its children only what its facts need.
protocol LayoutElement {
    associatedtype Text: LayoutText
    /// What a layout gathers children in before it makes their parent.
    associatedtype Children: LayoutChildren where Children.Element == Self
    init(_ kind: PlanElement.Kind, frame: PlanFrame)
    var kind: PlanElement.Kind { get }
    var frame: PlanFrame { get set }
    var text: Text? { get set }
    /// Makes room for `count` children.
    mutating func reserveChildren(_ count: Int)
    /// Puts `child` inside the element, after the children it has.
    mutating func append(child: Self)
    /// Puts `children` inside the element, in order, after the children it has.
    mutating func adopt(_ children: Children)
    /// Moves the element and everything inside it down by `dy`.
    mutating func shift(by dy: Double)
    /// Sets the element's fill and corner radius; `fill` is not evaluated where nothing draws it.
    mutating func paint(_ fill: @autoclosure () -> DialogColor, cornerRadius: Double?)
    /// Makes the element `button`'s.
    mutating func mark(_ button: LayoutButton)
    /// Marks a picker row selected or not.
    mutating func mark(selected: Bool)
}

/// Elements gathered for a parent not made yet.
protocol LayoutChildren {
    associatedtype Element
    init()
    mutating func reserveCapacity(_ count: Int)
    mutating func append(_ element: Element)
    /// Moves every element and what it holds down by `dy`.
    mutating func shift(by dy: Double)
}

extension Array: LayoutChildren where Element == PlanElement {
    mutating func shift(by dy: Double) {
        for index in indices {
            self[index].shift(by: dy)
        }
    }
}

/// A laid-out text as an element holds it.
protocol LayoutText {
    associatedtype Lines: LayoutLines
    init(laidOut lines: Lines, font: PlanFont, color: @autoclosure () -> DialogColor, alignment: DialogTextAlignment, lineHeight: Double)
    var lines: Lines { get set }
    var lineHeight: Double { get }
    mutating func align(_ alignment: DialogTextAlignment)
    mutating func recolor(_ color: @autoclosure () -> DialogColor)
}

/// A text's lines: the words of each, or only how many there are.
protocol LayoutLines {
    var count: Int { get }
    /// The first `count` lines (all of them when there are fewer).
    func keeping(_ count: Int) -> Self
    /// Exactly one line: the first, or an empty one.
    var firstLine: Self { get }
    /// `text` wrapped in `font` within `maxWidth` as `measurer` measures it, and its height; with
    /// `keepsLines` off a plan's lines are as many empty placeholders.
    static func wrap<Measurer: TextMeasuring>(_ text: String, font: PlanFont, maxWidth: Double, measurer: Measurer, keepsLines: Bool)
        -> (lines: Self, height: Double, lineHeight: Double)
    /// `wrap`'s result for a text the caller knows wraps to `lineCount` lines within `maxWidth`:
    /// only kept lines need the text laid out again.
    static func wrap<Measurer: TextMeasuring>(
        _ text: String, font: PlanFont, maxWidth: Double, measurer: Measurer, keepsLines: Bool, lineCount: Int
    ) -> (lines: Self, height: Double, lineHeight: Double)
}

extension PlanElement: LayoutElement {
    mutating func reserveChildren(_ count: Int) {
        children.reserveCapacity(count)
    }

    mutating func append(child: PlanElement) {
        children.append(child)
    }

    typealias Children = [PlanElement]

    mutating func adopt(_ children: [PlanElement]) {
        if self.children.isEmpty { self.children = children } else { self.children += children }
    }

    mutating func shift(by dy: Double) {
        frame.y += dy
        for index in children.indices {
            children[index].shift(by: dy)
        }
    }

    mutating func paint(_ fill: @autoclosure () -> DialogColor, cornerRadius: Double?) {
        self.fill = fill()
        self.cornerRadius = cornerRadius
    }

    mutating func mark(_ button: LayoutButton) {
        id = button.id
        role = button.role
        isPreferred = button.isPreferred
    }

    mutating func mark(selected: Bool) {
        isSelected = selected
    }
}

extension PlanText: LayoutText {
    init(laidOut lines: [String], font: PlanFont, color: @autoclosure () -> DialogColor, alignment: DialogTextAlignment, lineHeight: Double)
    {
        self.init(lines: lines, font: font, color: color(), alignment: alignment, lineHeight: lineHeight)
    }

    mutating func align(_ alignment: DialogTextAlignment) {
        self.alignment = alignment
    }

    mutating func recolor(_ color: @autoclosure () -> DialogColor) {
        self.color = color()
    }
}

extension Array: LayoutLines where Element == String {
    func keeping(_ count: Int) -> [String] {
        count >= self.count ? self : Array(prefix(count))
    }

    var firstLine: [String] { [first ?? ""] }

    static func wrap<Measurer: TextMeasuring>(_ text: String, font: PlanFont, maxWidth: Double, measurer: Measurer, keepsLines: Bool)
        -> (lines: [String], height: Double, lineHeight: Double)
    {
        if keepsLines {
            let layout = measurer.layout(text, font: font, maxWidth: maxWidth)
            return (layout.lines, layout.height, layout.lineHeight)
        }
        let lines = LineCount.wrap(text, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: false)
        return (Array(repeating: "", count: lines.lines.count), lines.height, lines.lineHeight)
    }

    static func wrap<Measurer: TextMeasuring>(
        _ text: String, font: PlanFont, maxWidth: Double, measurer: Measurer, keepsLines: Bool, lineCount: Int
    ) -> (lines: [String], height: Double, lineHeight: Double) {
        guard !keepsLines else { return wrap(text, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: true) }
        let lines = LineCount.wrap(text, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: false, lineCount: lineCount)
        return (Array(repeating: "", count: lineCount), lines.height, lines.lineHeight)
    }
}

/// How many lines a text takes, for facts that never read the words.
struct LineCount: LayoutLines {
    var count: Int

    func keeping(_ count: Int) -> LineCount { LineCount(count: min(self.count, count)) }

    var firstLine: LineCount { LineCount(count: 1) }

    static func wrap<Measurer: TextMeasuring>(_ text: String, font: PlanFont, maxWidth: Double, measurer: Measurer, keepsLines: Bool)
        -> (lines: LineCount, height: Double, lineHeight: Double)
    {
        wrap(
            text, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: false,
            lineCount: measurer.measure(text, font: font, maxWidth: maxWidth).lineCount)
    }

    static func wrap<Measurer: TextMeasuring>(
        _ text: String, font: PlanFont, maxWidth: Double, measurer: Measurer, keepsLines: Bool, lineCount: Int
    ) -> (lines: LineCount, height: Double, lineHeight: Double) {
        let lineHeight = measurer.lineHeight(for: font)
        return (LineCount(count: lineCount), Double(lineCount) * lineHeight, lineHeight)
    }
}

/// An element as lint's facts need it: no fill, font, color or words, and of its children only
/// what `LayoutFacts` reads off them, gathered as they are added (a child is a value: what
/// the layout changes of it afterwards is only its frame, which no fact reads). So a
/// layout builds no tree, and copying an element copies no children.
struct FactsElement: LayoutElement {
    typealias Children = FactsChildren

    let kind: PlanElement.Kind
    var frame: PlanFrame
    var text: FactsText?
    /// The button's id, for a button.
    private(set) var id: String?
    /// The line count of the first title inside the element, depth first; nil when none is.
    private(set) var innerTitleLineCount: Int?
    /// The ids of the toolbar buttons in the element and inside it, in the order `LayoutFacts`
    /// reads a plan's: a toolbar's own buttons (the first `ownToolbarButtonCount`), then those
    /// of toolbars further inside, depth first.
    private(set) var toolbarButtonIDs: [String] = []
    private var ownToolbarButtonCount = 0

    init(_ kind: PlanElement.Kind, frame: PlanFrame) {
        self.kind = kind
        self.frame = frame
    }

    /// The line count of the first title of the element and what it holds, depth first.
    var titleLineCount: Int? {
        kind == .title ? text?.lines.count ?? 0 : innerTitleLineCount
    }

    mutating func reserveChildren(_ count: Int) {}

    mutating func append(child: FactsElement) {
        if innerTitleLineCount == nil { innerTitleLineCount = child.titleLineCount }
        if kind == .toolbar, child.kind == .button, let id = child.id {
            toolbarButtonIDs.insert(id, at: ownToolbarButtonCount)
            ownToolbarButtonCount += 1
        }
        if !child.toolbarButtonIDs.isEmpty { toolbarButtonIDs += child.toolbarButtonIDs }
    }

    mutating func adopt(_ children: FactsChildren) {
        assert(kind != .toolbar, "a toolbar's buttons go in one by one, by append(child:), which keeps their ids")
        if innerTitleLineCount == nil { innerTitleLineCount = children.titleLineCount }
        if !children.toolbarButtonIDs.isEmpty { toolbarButtonIDs += children.toolbarButtonIDs }
    }

    /// Moves the element alone: the frames of its children are not kept.
    mutating func shift(by dy: Double) {
        frame.y += dy
    }

    mutating func paint(_ fill: @autoclosure () -> DialogColor, cornerRadius: Double?) {}

    mutating func mark(_ button: LayoutButton) {
        id = button.id
    }

    mutating func mark(selected: Bool) {}
}

/// Children gathered for a container, as `FactsElement` keeps them: what `LayoutFacts` reads
/// of them, and no elements. A layout gathers children so for its container alone (a
/// toolbar's buttons go straight into the toolbar, which keeps their ids).
struct FactsChildren: LayoutChildren {
    /// The line count of the first title among them, depth first.
    private(set) var titleLineCount: Int?
    /// The ids of the buttons of toolbars among them, depth first.
    private(set) var toolbarButtonIDs: [String] = []

    init() {}

    mutating func reserveCapacity(_ count: Int) {}

    mutating func append(_ element: FactsElement) {
        if titleLineCount == nil { titleLineCount = element.titleLineCount }
        if !element.toolbarButtonIDs.isEmpty { toolbarButtonIDs += element.toolbarButtonIDs }
    }

    /// Nothing to move: the frames of children are not kept.
    mutating func shift(by dy: Double) {}
}

/// A text as lint's facts need it: its line count and line height.
struct FactsText: LayoutText {
    var lines: LineCount
    let lineHeight: Double

    init(
        laidOut lines: LineCount, font: PlanFont, color: @autoclosure () -> DialogColor, alignment: DialogTextAlignment, lineHeight: Double
    ) {
        self.lines = lines
        self.lineHeight = lineHeight
    }

    mutating func align(_ alignment: DialogTextAlignment) {}

    mutating func recolor(_ color: @autoclosure () -> DialogColor) {}
}
