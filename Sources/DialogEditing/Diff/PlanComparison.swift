import DialogLayoutAdapter
import DialogLayoutEngine
import DialogRules

/// The visual effect of a dialog's changes, read from its render plans: on each device, whether the
/// dialog grew or shrank by more than a point, and whether a text wraps onto another number of
/// lines or overflows where it did not (or the other way round). The spec's values say what a
/// designer changed; this says what a user sees, such as a longer title pushing a sheet past the screen.
package struct PlanComparison {
    /// Less than this many points of difference is rounding, not a change anyone sees.
    package static let sizeTolerance = 1.0

    package private(set) var changes: [SpecChange] = []

    package init(_ comparison: DialogComparison, devices: [Device], textSize: TextSize) {
        let oldDialog = comparison.old.dialog
        let newDialog = comparison.new.dialog
        // Old button ids by new id, so a renamed button's texts are compared with its old ones.
        let formerIDs = Dictionary(
            comparison.buttonPairs.map { ($0.new.id.value, $0.old.id.value) }, uniquingKeysWith: { first, _ in first })
        let name = comparison.name
        for device in devices {
            let before = LayoutEngine.plan(oldDialog, in: comparison.old.source, device: device, textSize: textSize)
            let after = LayoutEngine.plan(newDialog, in: comparison.new.source, device: device, textSize: textSize)
            func add(_ kind: ChangeKind, _ element: String, _ message: String, target: ChangeTarget) {
                changes.append(
                    SpecChange(
                        kind: kind, dialog: newDialog.id.value, element: "\(element) on \(device.name)", message: message,
                        old: ChangeLocation(file: comparison.old.file, range: oldDialog.range),
                        new: ChangeLocation(file: comparison.new.file, range: newDialog.range), target: target,
                        device: device.name))
            }
            if let oldContainer = before.elements.last?.frame, let newContainer = after.elements.last?.frame {
                let grew = newContainer.height - oldContainer.height
                let widened = newContainer.width - oldContainer.width
                if abs(grew) > Self.sizeTolerance || abs(widened) > Self.sizeTolerance {
                    add(
                        .sizeChanged, "size",
                        "\(name) is \(Self.size(newContainer)) pt on \(device.name) (was \(Self.size(oldContainer)) pt)",
                        target: .dialog)
                }
            }
            let oldTexts = Self.texts(before.elements, formerIDs: [:])
            for (id, text) in Self.texts(after.elements, formerIDs: formerIDs).sorted(by: { $0.key < $1.key }) {
                let (key, lines) = text
                guard let oldLines = oldTexts[id]?.lines, oldLines != lines else { continue }
                let wraps = lines > 1 ? "now wraps onto \(lines) lines" : "now fits on one line"
                add(
                    .wrappingChanged, key.element, "\(key.subject) of \(name) \(wraps) on \(device.name) (was \(Self.lines(oldLines)))",
                    target: key.target)
            }
            let oldOverflows = Set(before.overflows.map { Self.overflowKey($0, formerIDs: [:]) })
            let newOverflows = Set(after.overflows.map { Self.overflowKey($0, formerIDs: formerIDs) })
            for overflow in after.overflows where !oldOverflows.contains(Self.overflowKey(overflow, formerIDs: formerIDs)) {
                let (element, subject, target) = Self.describe(overflow)
                add(
                    .overflowChanged, element,
                    "\(subject.map { "\($0) of \(name)" } ?? name) \(Self.verb(overflow.reason, now: true)) on \(device.name)",
                    target: target)
            }
            for overflow in before.overflows where !newOverflows.contains(Self.overflowKey(overflow, formerIDs: [:])) {
                let (element, subject, target) = Self.describe(overflow)
                add(
                    .overflowChanged, element,
                    "\(subject.map { "\($0) of \(name)" } ?? name) \(Self.verb(overflow.reason, now: false)) on \(device.name)",
                    target: target)
            }
        }
    }

    package static func size(_ frame: PlanFrame) -> String { "\(LintWording.seconds(frame.width)) × \(LintWording.seconds(frame.height))" }
    package static func lines(_ count: Int) -> String { count == 1 ? "one line" : "\(count) lines" }

    package static func verb(_ reason: PlanOverflow.Reason, now: Bool) -> String {
        let when = now ? "now" : "no longer"
        return switch reason {
        case .truncated: "is \(when) cut short"
        case .exceedsScreen: "is \(when) taller than the screen"
        }
    }

    /// A text of the plan: its key (kind and, for a button, its old id), how changes name it, and what to outline.
    package struct TextKey {
        package var id: String
        package var element: String
        package var subject: String
        package var target: ChangeTarget
    }

    /// Every text label of the plan with its line count, by `TextKey.id`.
    package static func texts(_ elements: [PlanElement], formerIDs: [String: String]) -> [String: (key: TextKey, lines: Int)] {
        var texts: [String: (key: TextKey, lines: Int)] = [:]
        func visit(_ element: PlanElement) {
            if let text = element.text, element.kind != .pickerRow {
                let key: TextKey
                if element.kind == .button, let id = element.id {
                    key = TextKey(
                        id: "button:" + (formerIDs[id] ?? id), element: "button '\(id)' title", subject: "the title of button '\(id)'",
                        target: .button(old: formerIDs[id] ?? id, new: id))
                } else {
                    key = TextKey(
                        id: element.kind.rawValue, element: element.kind.rawValue, subject: "the \(element.kind.rawValue)",
                        target: label(element.kind))
                }
                texts[key.id] = (key, text.lines.count)
            }
            element.children.forEach(visit)
        }
        elements.forEach(visit)
        return texts
    }

    package static func label(_ kind: PlanElement.Kind) -> ChangeTarget {
        switch kind {
        case .title, .subtitle, .message: .label(kind)
        case .textField, .textView: .input
        default: .dialog
        }
    }

    package static func overflowKey(_ overflow: PlanOverflow, formerIDs: [String: String]) -> String {
        "\(overflow.element.rawValue)|\(overflow.reason.rawValue)|\(overflow.id.map { formerIDs[$0] ?? $0 } ?? "")"
    }

    /// How a change names an overflow's element; no subject means the dialog itself.
    package static func describe(_ overflow: PlanOverflow) -> (element: String, subject: String?, target: ChangeTarget) {
        if let id = overflow.id {
            return ("button '\(id)' overflow", "the title of button '\(id)'", .button(old: nil, new: id))
        }
        if overflow.reason == .exceedsScreen || overflow.element == .container {
            return ("overflow", nil, .dialog)
        }
        return ("\(overflow.element.rawValue) overflow", "the \(overflow.element.rawValue)", label(overflow.element))
    }
}
