import DialogLayoutEngine
import DialogSpec

/// A value of a render plan that the spec wrote as a design token reference: which member of
/// which element (or of the motion) it is, and the token's path, so the plan names the design
/// system's token beside the value it resolved to.
public struct PlanTokenUse: Sendable, Hashable {
    /// The element's place in the plan: its index among the plan's elements, then among each
    /// parent's children; nil for a member of the motion.
    public var element: [Int]?
    /// The member the token gave.
    public var field: PlanTokenField
    /// The token's path, `color.surface.primary`.
    public var path: String

    /// A use of the token at `path` for `field` of the element at `element` (nil: the motion).
    public init(element: [Int]?, field: PlanTokenField, path: String) {
        self.element = element
        self.field = field
        self.path = path
    }
}

/// A member of a plan's element or motion that a design token can give, named as the plan's
/// JSON spells its place (`text.color` is the `color` of the element's `text`).
public enum PlanTokenField: String, Sendable, Hashable, CaseIterable {
    /// Where the plan writes the member among the others: the order of `allCases`.
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    // An element's members, in the order the plan writes them.
    case frameWidth = "frame.width"
    case frameHeight = "frame.height"
    case fill
    case cornerRadius
    case fontSize = "text.font.size"
    case fontWeight = "text.font.weight"
    case textColor = "text.color"
    // The motion's members.
    case showDuration = "show.duration"
    case showCurve = "show.curve"
    case hideDuration = "hide.duration"
    case hideCurve = "hide.curve"
    case autoHideDelay
}

/// Which of a plan's values came from the spec's token references.
///
/// The layout engine knows nothing of tokens (apps link it), so the plan finds them afterwards:
/// each element kind is paired with the spec values that can paint it, and a reference is named
/// only where the plan's value is the one the spec wrote, so a style the system renderer ignores,
/// or a width the screen capped, names no token.
package enum PlanTokens {
    /// The token uses of `plan`, laid out from `dialog` for `appearance`: element members in the
    /// order of the elements, then the motion's.
    package static func uses(_ dialog: Dialog, plan: DialogPlan, appearance: DialogAppearance) -> [PlanTokenUse] {
        guard !dialog.tokenReferences.isEmpty else { return [] }
        var finder = Finder(dialog: dialog, appearance: appearance)
        for index in plan.elements.indices { finder.visit(plan.elements[index], at: [index]) }
        finder.motion(plan.motion)
        return finder.uses
    }

    private struct Finder {
        let dialog: Dialog
        let appearance: DialogAppearance
        var uses: [PlanTokenUse] = []

        init(dialog: Dialog, appearance: DialogAppearance) {
            self.dialog = dialog
            self.appearance = appearance
        }

        /// Whether the custom renderer draws the dialog: only it reads the spec's style.
        var isCustom: Bool { dialog.resolvedRenderer == .custom }

        mutating func visit(_ element: PlanElement, at place: [Int]) {
            let style = dialog.style
            let start = uses.count
            switch element.kind {
            case .cover:
                // The cover's opacity is the presentation's alpha, not the color's.
                if isCustom, let color = style.coverColor, let fill = element.fill,
                    sameChannels(fill, color.value.resolved(for: appearance))
                {
                    record(color, .fill, place)
                }
            case .container, .bubble:
                paint(element, [style.backgroundColor], place)
                number(element.cornerRadius, isCustom ? style.cornerRadius : nil, .cornerRadius, place)
                if element.kind == .container {
                    number(element.frame.width, dialog.layout.width, .frameWidth, place)
                }
            case .title:
                text(element, colors: [style.parts.toolbarTitleColor, style.titleColor], font: style.titleFont, place)
            case .subtitle, .message, .pickerRow:
                text(element, colors: [style.messageColor], font: style.messageFont, place)
            case .separator:
                paint(element, [style.lineColor], place)
            case .toolbar:
                paint(element, [style.parts.toolbarColor], place)
                if case .points(let height)? = dialog.layout.toolbarHeight?.value, height == element.frame.height {
                    record(dialog.layout.toolbarHeight, .frameHeight, place)
                }
            case .textField, .textView:
                paint(element, [style.parts.fieldColor], place)
                text(element, colors: [style.parts.placeholderColor, style.titleColor], font: style.parts.fieldFont, place)
            case .button:
                guard let id = element.id, let button = dialog.buttons.first(where: { $0.id.value == id }) else { break }
                number(element.frame.height, dialog.layout.buttonHeight, .frameHeight, place)
                let font = button.font ?? style.parts.buttonFont
                text(element, colors: [button.color], font: font, place)
            }
            uses[start...].sort { $0.field.rank < $1.field.rank }
            for index in element.children.indices { visit(element.children[index], at: place + [index]) }
        }

        /// The fill, from the first of `colors` that painted it.
        mutating func paint(_ element: PlanElement, _ colors: [Located<Color>?], _ place: [Int]) {
            guard isCustom, let fill = element.fill else { return }
            if let color = colors.lazy.compactMap({ $0 }).first(where: { $0.value.resolved(for: self.appearance) == fill }) {
                record(color, .fill, place)
            }
        }

        /// The text's color, from the first of `colors` that painted it, and its font's size and weight.
        mutating func text(_ element: PlanElement, colors: [Located<Color>?], font: Style.Font?, _ place: [Int]) {
            guard isCustom, let text = element.text else { return }
            // Sizes scale with the text size, so the size is named whenever the spec's font gave it.
            if let size = font?.size { record(size, .fontSize, place) }
            if let weight = font?.weight, weight.value == text.font.weight { record(weight, .fontWeight, place) }
            if let color = colors.lazy.compactMap({ $0 }).first(where: { $0.value.resolved(for: self.appearance) == text.color }) {
                record(color, .textColor, place)
            }
        }

        /// A number of the element, when it is the one the spec wrote.
        mutating func number(_ value: Double?, _ written: Located<Double>?, _ field: PlanTokenField, _ place: [Int]) {
            guard let value, let written, written.value == value else { return }
            record(written, field, place)
        }

        mutating func motion(_ motion: PlanMotion) {
            let presentation = dialog.presentation
            if let duration = presentation.show?.duration, duration.value == motion.show.duration {
                record(duration, .showDuration, nil)
            }
            if let curve = presentation.show?.motion.curve, case .curve = motion.show.timing { record(curve, .showCurve, nil) }
            if let duration = presentation.hide?.duration, duration.value == motion.hide.duration {
                record(duration, .hideDuration, nil)
            }
            if let curve = presentation.hide?.motion.curve, case .curve = motion.hide.timing { record(curve, .hideCurve, nil) }
            if let delay = dialog.autoHide, delay.value == motion.autoHideDelay { record(delay, .autoHideDelay, nil) }
        }

        mutating func record<Value>(_ value: Located<Value>?, _ field: PlanTokenField, _ place: [Int]?) {
            guard let reference = dialog.token(of: value) else { return }
            uses.append(PlanTokenUse(element: place, field: field, path: reference.path))
        }

        func sameChannels(_ lhs: DialogColor, _ rhs: DialogColor) -> Bool {
            (lhs.red, lhs.green, lhs.blue) == (rhs.red, rhs.green, rhs.blue)
        }
    }
}

extension DialogPlan {
    /// The token uses of the element at `place`, in the order the plan writes its members.
    public func tokens(ofElementAt place: [Int]) -> [PlanTokenUse] {
        tokens.filter { $0.element == place }
    }

    /// The token uses of the plan's motion.
    public var motionTokens: [PlanTokenUse] {
        tokens.filter { $0.element == nil }
    }
}
