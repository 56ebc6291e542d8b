/// What a layout builds each part of a dialog as. The layouts are written once, generic over
/// it: the plan and the runtime build `PlanElement`s, lint's facts build `FactsElement`s,
/// which keep only what `LayoutFacts` reads (kinds, frames, line counts, button ids), so the
/// facts are the plan's by construction and cost no texts, colors or copies of plan elements.
protocol LayoutElement {
    associatedtype Text: LayoutText
    init(_ kind: PlanElement.Kind, frame: PlanFrame)
    var kind: PlanElement.Kind { get }
    var frame: PlanFrame { get set }
    var text: Text? { get set }
    /// The button id, for buttons.
    var id: String? { get }
    var children: [Self] { get set }
    /// Sets the element's fill and corner radius; `fill` is not evaluated where nothing draws it.
    mutating func paint(_ fill: @autoclosure () -> PlanColor, cornerRadius: Double?)
    /// Makes the element `button`'s.
    mutating func mark(_ button: LayoutButton)
    /// Marks a picker row selected or not.
    mutating func mark(selected: Bool)
}

/// A laid-out text as an element holds it.
protocol LayoutText {
    associatedtype Lines: LayoutLines
    init(laidOut lines: Lines, font: PlanFont, color: @autoclosure () -> PlanColor, alignment: TextAlignment, lineHeight: Double)
    var lines: Lines { get set }
    var lineHeight: Double { get }
    mutating func align(_ alignment: TextAlignment)
    mutating func recolor(_ color: @autoclosure () -> PlanColor)
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
    static func wrap(_ text: String, font: PlanFont, maxWidth: Double, measurer: any TextMeasuring, keepsLines: Bool)
        -> (lines: Self, height: Double, lineHeight: Double)
}

extension PlanElement: LayoutElement {
    mutating func paint(_ fill: @autoclosure () -> PlanColor, cornerRadius: Double?) {
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
    init(laidOut lines: [String], font: PlanFont, color: @autoclosure () -> PlanColor, alignment: TextAlignment, lineHeight: Double) {
        self.init(lines: lines, font: font, color: color(), alignment: alignment, lineHeight: lineHeight)
    }

    mutating func align(_ alignment: TextAlignment) {
        self.alignment = alignment
    }

    mutating func recolor(_ color: @autoclosure () -> PlanColor) {
        self.color = color()
    }
}

extension Array: LayoutLines where Element == String {
    func keeping(_ count: Int) -> [String] {
        count >= self.count ? self : Array(prefix(count))
    }

    var firstLine: [String] { [first ?? ""] }

    static func wrap(_ text: String, font: PlanFont, maxWidth: Double, measurer: any TextMeasuring, keepsLines: Bool)
        -> (lines: [String], height: Double, lineHeight: Double)
    {
        if keepsLines {
            let layout = measurer.layout(text, font: font, maxWidth: maxWidth)
            return (layout.lines, layout.height, layout.lineHeight)
        }
        let lines = LineCount.wrap(text, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: false)
        return (Array(repeating: "", count: lines.lines.count), lines.height, lines.lineHeight)
    }
}

/// How many lines a text takes, for facts that never read the words.
struct LineCount: LayoutLines {
    var count: Int

    func keeping(_ count: Int) -> LineCount { LineCount(count: min(self.count, count)) }

    var firstLine: LineCount { LineCount(count: 1) }

    static func wrap(_ text: String, font: PlanFont, maxWidth: Double, measurer: any TextMeasuring, keepsLines: Bool)
        -> (lines: LineCount, height: Double, lineHeight: Double)
    {
        let lineCount = measurer.measure(text, font: font, maxWidth: maxWidth).lineCount
        let lineHeight = measurer.lineHeight(for: font)
        return (LineCount(count: lineCount), Double(lineCount) * lineHeight, lineHeight)
    }
}

/// An element as lint's facts need it: no fill, font, color or words, and nothing that needs a
/// reference count but a button's id and the children.
struct FactsElement: LayoutElement {
    let kind: PlanElement.Kind
    var frame: PlanFrame
    var text: FactsText?
    var id: String?
    var children: [FactsElement] = []

    init(_ kind: PlanElement.Kind, frame: PlanFrame) {
        self.kind = kind
        self.frame = frame
    }

    mutating func paint(_ fill: @autoclosure () -> PlanColor, cornerRadius: Double?) {}

    mutating func mark(_ button: LayoutButton) {
        id = button.id
    }

    mutating func mark(selected: Bool) {}
}

/// A text as lint's facts need it: its line count and line height.
struct FactsText: LayoutText {
    var lines: LineCount
    let lineHeight: Double

    init(laidOut lines: LineCount, font: PlanFont, color: @autoclosure () -> PlanColor, alignment: TextAlignment, lineHeight: Double) {
        self.lines = lines
        self.lineHeight = lineHeight
    }

    mutating func align(_ alignment: TextAlignment) {}

    mutating func recolor(_ color: @autoclosure () -> PlanColor) {}
}
