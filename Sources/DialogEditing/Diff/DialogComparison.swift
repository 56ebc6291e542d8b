import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogRules
import DialogSpec

/// The changes between two versions of one dialog: its buttons matched by id (or `renamedFrom`),
/// then each value it declares, then its render plan on every device.
package struct DialogComparison {
    package let old: SpecDiff.Placed
    package let new: SpecDiff.Placed
    /// Each new button's counterpart in the old dialog, by new id.
    package private(set) var buttonPairs: [(old: Button, new: Button)] = []
    package private(set) var changes: [SpecChange] = []

    package init(old: SpecDiff.Placed, new: SpecDiff.Placed, devices: [Device], textSize: TextSize) {
        self.old = old
        self.new = new
        compareType()
        compareButtons()
        compareParameters()
        compareTexts()
        compareBehaviour()
        compareLooks()
        compareTokenValues()
        compareTokenOnlyValues()
        changes += PlanComparison(self, devices: devices, textSize: textSize).changes
    }

    private var oldDialog: Dialog { old.dialog }
    private var newDialog: Dialog { new.dialog }
    /// How messages name the dialog: its new kind and id.
    package var name: String { LintWording.name(of: newDialog) }

    /// Records a change of this dialog; a missing location falls back to the dialog's object in that version.
    /// `breaksDeliveredDialogs` nil takes the kind's.
    package mutating func add(
        _ kind: ChangeKind, _ element: String, _ message: String, old: ByteRange?, new: ByteRange?, target: ChangeTarget,
        added: Bool = false, breaksDeliveredDialogs: Bool? = nil
    ) {
        changes.append(
            SpecChange(
                kind: kind, dialog: newDialog.id.value, element: element, message: message,
                old: added ? nil : ChangeLocation(file: self.old.file, range: old ?? oldDialog.range),
                new: ChangeLocation(file: self.new.file, range: new ?? newDialog.range), target: target,
                breaksDeliveredDialogs: breaksDeliveredDialogs))
    }

    // MARK: Type and buttons

    private mutating func compareType() {
        let before = oldDialog.type.value
        let after = newDialog.type.value
        guard before != after else { return }
        // An app in the field reads the result its code was written for (the text of a text
        // input, the row of a picker); between kinds of the same result, the tapped button's id
        // reaches its code as before.
        add(
            .dialogTypeChanged, "type",
            "\(before.table.name) '\(newDialog.id.value)' is now \(article(after.table.name)) \(after.table.name)",
            old: oldDialog.type.range, new: newDialog.type.range, target: .dialog,
            breaksDeliveredDialogs: before.table.resultType != after.table.resultType)
    }

    private func article(_ noun: String) -> String { noun.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    private mutating func compareButtons() {
        let oldByID = Dictionary(oldDialog.buttons.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(newDialog.buttons.map(\.id.value))
        var matched: Set<String> = []
        for button in newDialog.buttons {
            let id = button.id.value
            if let previous = oldByID[id] {
                matched.insert(id)
                buttonPairs.append((previous, button))
            } else if let former = button.renamedFrom?.value, !newIDs.contains(former), !matched.contains(former),
                let previous = oldByID[former]
            {
                matched.insert(former)
                buttonPairs.append((previous, button))
                add(
                    .buttonRenamed, "button '\(id)'", "button '\(former)' of \(name) was renamed to '\(id)'",
                    old: previous.id.range, new: button.id.range, target: .button(old: former, new: id))
            } else {
                var message = "\(LintWording.name(of: button, in: newDialog)) was added"
                if let former = button.renamedFrom {
                    message += "; its 'renamedFrom' names '\(former.value)', which the old dialog does not have"
                }
                add(.buttonAdded, "button '\(id)'", message, old: nil, new: button.range, target: .button(old: nil, new: id), added: true)
            }
        }
        for button in oldDialog.buttons where !matched.contains(button.id.value) {
            let id = button.id.value
            add(
                .buttonRemoved, "button '\(id)'", "button '\(id)' of \(name) was removed",
                old: button.range, new: nil, target: .button(old: id, new: nil))
        }
        for (before, after) in buttonPairs {
            let element = "button '\(after.id.value)'"
            let target = ChangeTarget.button(old: before.id.value, new: after.id.value)
            let button = LintWording.name(of: after, in: newDialog)
            if before.resolvedStyle != after.resolvedStyle {
                add(
                    .buttonRoleChanged, element,
                    "\(button) is now '\(after.resolvedStyle.rawValue)' (was '\(before.resolvedStyle.rawValue)')",
                    old: before.style?.range ?? before.id.range, new: after.style?.range ?? after.id.range, target: target)
            }
            if before.isPreferred != after.isPreferred {
                add(
                    .preferredChanged, element, "\(button) is \(after.isPreferred ? "now" : "no longer") the preferred button",
                    old: before.preferred?.range ?? before.range, new: after.preferred?.range ?? after.range, target: target)
            }
            compareText(element + " title", "the title of \(button)", Optional(before.title), Optional(after.title), target: target)
            compareValue(
                .styleChanged, element + " color", "the color of \(button)", before.color, after.color,
                oldParent: before.range, newParent: after.range, target: target)
        }
        // The order of the buttons both versions have, each named by its old id.
        let oldOrder = oldDialog.buttons.map(\.id.value).filter { id in buttonPairs.contains { $0.old.id.value == id } }
        let newOrder = buttonPairs.map(\.old.id.value)
        if oldOrder != newOrder {
            let newNames = buttonPairs.map(\.new.id.value)
            add(
                .buttonOrderChanged, "buttons",
                "the buttons of \(name) are now in the order \(Self.quoted(newNames)) (was \(Self.quoted(oldOrder)))",
                old: nil, new: nil, target: .dialog)
        }
    }

    package static func quoted(_ names: [String]) -> String { LintWording.list(names.map { "'\($0)'" }) }

    // MARK: Parameters

    /// The parameters, matched by name: each is an argument of the generated function and an
    /// argument an app passes a bundled dialog by name.
    private mutating func compareParameters() {
        let oldByName = Dictionary(oldDialog.parameters.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(newDialog.parameters.map(\.name.value))
        for parameter in newDialog.parameters {
            let name = parameter.name.value
            let element = "parameter '\(name)'"
            let subject = "parameter '\(name)' of \(self.name)"
            guard let previous = oldByName[name] else {
                if let value = parameter.defaultValue {
                    add(
                        .parameterAddedWithDefault, element, "\(subject) was added with the default \(Self.describe(value.value))",
                        old: nil, new: parameter.range, target: .dialog, added: true)
                } else {
                    add(
                        .parameterAdded, element, "\(subject) was added without a default", old: nil, new: parameter.range, target: .dialog,
                        added: true)
                }
                continue
            }
            let (before, after) = (previous.type.value, parameter.type.value)
            guard before == after else {
                // A default of the other type changed with it; the type's change says all of it.
                add(
                    .parameterTypeChanged, element,
                    "\(subject) is now \(article(after.rawValue)) \(after.rawValue) (was \(article(before.rawValue)) \(before.rawValue))",
                    old: previous.type.range, new: parameter.type.range, target: .dialog)
                continue
            }
            switch (previous.defaultValue, parameter.defaultValue) {
            case let (nil, value?):
                add(
                    .parameterDefaultAdded, element, "\(subject) now has the default \(Self.describe(value.value))",
                    old: previous.range, new: value.range, target: .dialog)
            case let (value?, nil):
                add(
                    .parameterDefaultRemoved, element, "\(subject) no longer has a default (was \(Self.describe(value.value)))",
                    old: value.range, new: parameter.range, target: .dialog)
            case let (was?, value?) where was.value != value.value:
                add(
                    .parameterDefaultChanged, element,
                    "the default of \(subject) is now \(Self.describe(value.value)) (was \(Self.describe(was.value)))",
                    old: was.range, new: value.range, target: .dialog)
            default:
                break
            }
        }
        for parameter in oldDialog.parameters where !newNames.contains(parameter.name.value) {
            let name = parameter.name.value
            add(
                .parameterRemoved, "parameter '\(name)'", "parameter '\(name)' of \(self.name) was removed",
                old: parameter.range, new: nil, target: .dialog)
        }
    }

    // MARK: Texts

    private mutating func compareTexts() {
        compareText("title", "the title of \(name)", oldDialog.title, newDialog.title, target: .label(.title))
        compareText("subtitle", "the subtitle of \(name)", oldDialog.subtitle, newDialog.subtitle, target: .label(.subtitle))
        compareText("message", "the message of \(name)", oldDialog.message, newDialog.message, target: .label(.message))
        compareText(
            "input.placeholder", "the placeholder of \(name)", oldDialog.input?.placeholder, newDialog.input?.placeholder, target: .input)
        compareText(
            "input.initialText", "the initial text of \(name)", oldDialog.input?.initialText, newDialog.input?.initialText, target: .input)
        for index in 0..<max(oldDialog.options.count, newDialog.options.count) {
            let before = index < oldDialog.options.count ? oldDialog.options[index] : nil
            let after = index < newDialog.options.count ? newDialog.options[index] : nil
            let element = "option \(index + 1)"
            switch (before, after) {
            case let (before?, after?):
                compareText(element, "row \(index + 1) of \(name)", before, after, target: .option(index))
            case let (nil, after?):
                add(
                    .optionAdded, element, "row \(index + 1) '\(after.value)' of \(name) was added",
                    old: nil, new: after.range, target: .option(index), added: true)
            case let (before?, nil):
                add(
                    .optionRemoved, element, "row \(index + 1) '\(before.value)' of \(name) was removed",
                    old: before.range, new: nil, target: .dialog)
            case (nil, nil):
                break
            }
        }
    }

    /// A text the user reads: changed, added or removed; an empty text counts as none, since nobody reads it.
    private mutating func compareText(
        _ element: String, _ subject: String, _ before: Located<String>?, _ after: Located<String>?, target: ChangeTarget
    ) {
        let before = before.flatMap { $0.value.isEmpty ? nil : $0 }
        let after = after.flatMap { $0.value.isEmpty ? nil : $0 }
        switch (before, after) {
        case let (before?, after?) where before.value != after.value:
            add(
                .textChanged, element, "\(subject) changed from '\(before.value)' to '\(after.value)'",
                old: before.range, new: after.range, target: target)
        case let (nil, after?):
            add(.textAdded, element, "\(subject) was added: '\(after.value)'", old: nil, new: after.range, target: target, added: true)
        case let (before?, nil):
            add(.textRemoved, element, "\(subject) was removed (was '\(before.value)')", old: before.range, new: nil, target: target)
        default:
            break
        }
    }

    // MARK: Behaviour

    private mutating func compareBehaviour() {
        let dialogTarget = ChangeTarget.dialog
        if oldDialog.resolvedDismissOnCoverTap != newDialog.resolvedDismissOnCoverTap {
            add(
                .coverTapChanged, "presentation.dismissOnCoverTap",
                "\(name) is \(newDialog.resolvedDismissOnCoverTap ? "now" : "no longer") dismissed by a tap on the cover",
                old: oldDialog.presentation.dismissOnCoverTap?.range, new: newDialog.presentation.dismissOnCoverTap?.range,
                target: dialogTarget)
        }
        let hideBefore = oldDialog.resolvedAutoHide
        let hideAfter = newDialog.resolvedAutoHide
        if hideBefore != hideAfter {
            let message: String =
                switch (hideBefore, hideAfter) {
                case let (before?, after?):
                    "\(name) now hides by itself after \(LintWording.seconds(after)) s (was \(LintWording.seconds(before)) s)"
                case let (nil, after?): "\(name) now hides by itself after \(LintWording.seconds(after)) s"
                default: "\(name) no longer hides by itself"
                }
            add(.autoHideChanged, "autoHide", message, old: oldDialog.autoHide?.range, new: newDialog.autoHide?.range, target: dialogTarget)
        }
        compareValue(
            .limitChanged, "limits.maxLength", "'limits.maxLength' of \(name)", oldDialog.limits.maxLength, newDialog.limits.maxLength,
            target: .input)
        compareValue(
            .limitChanged, "limits.maxOptions", "'limits.maxOptions' of \(name)", oldDialog.limits.maxOptions, newDialog.limits.maxOptions,
            target: dialogTarget)
        compareResolved(
            .rendererChanged, "presentation.renderer", "the renderer of \(name)", oldDialog.resolvedRenderer, newDialog.resolvedRenderer,
            oldDialog.presentation.renderer, newDialog.presentation.renderer, target: dialogTarget)
        if oldDialog.type.value == .picker || newDialog.type.value == .picker {
            let before = oldDialog.resolvedSelectedIndex
            let after = newDialog.resolvedSelectedIndex
            if before != after {
                add(
                    .selectionChanged, "selectedIndex", "\(name) now starts on row \(after + 1) (was row \(before + 1))",
                    old: oldDialog.selectedIndex?.range, new: newDialog.selectedIndex?.range, target: dialogTarget)
            }
        }
        let inputs: [(String, KeyPath<TextInputSettings, Bool>, KeyPath<TextInputSettings, Located<Bool>?>)] = [
            ("multiline", \.isMultiline, \.multiline), ("secure", \.isSecure, \.secure), ("required", \.isRequired, \.required),
        ]
        for (key, resolved, written) in inputs {
            let before = oldDialog.input?[keyPath: resolved] ?? false
            let after = newDialog.input?[keyPath: resolved] ?? false
            guard before != after else { continue }
            add(
                .inputChanged, "input.\(key)", "the text field of \(name) is \(after ? "now" : "no longer") \(key)",
                old: oldDialog.input?[keyPath: written]?.range ?? oldDialog.input?.range,
                new: newDialog.input?[keyPath: written]?.range ?? newDialog.input?.range, target: .input)
        }
    }

    // MARK: Style and presentation

    private mutating func compareLooks() {
        let before = oldDialog.style
        let after = newDialog.style
        let fonts: [(String, Style.Font?, Style.Font?)] = [
            ("titleFont", before.titleFont, after.titleFont), ("messageFont", before.messageFont, after.messageFont),
        ]
        for (key, oldFont, newFont) in fonts {
            compareStyle("style.\(key).size", oldFont?.size, newFont?.size)
            compareStyle("style.\(key).weight", oldFont?.weight, newFont?.weight)
        }
        let colors: [(String, KeyPath<Style, Located<Color>?>)] = [
            ("titleColor", \.titleColor), ("messageColor", \.messageColor), ("lineColor", \.lineColor),
            ("backgroundColor", \.backgroundColor), ("coverColor", \.coverColor),
        ]
        for (key, path) in colors {
            compareStyle("style.\(key)", before[keyPath: path], after[keyPath: path])
        }
        compareStyle("style.textAlignment", before.textAlignment, after.textAlignment)
        compareStyle("style.cornerRadius", before.cornerRadius, after.cornerRadius)

        let show = (oldDialog.presentation.show, newDialog.presentation.show)
        let hide = (oldDialog.presentation.hide, newDialog.presentation.hide)
        compareResolved(
            .presentationChanged, "presentation.show.type", "the show type of \(name)", oldDialog.resolvedShowType.rawValue,
            newDialog.resolvedShowType.rawValue, show.0?.type, show.1?.type, target: .dialog)
        compareResolved(
            .presentationChanged, "presentation.show.animation", "the show animation of \(name)",
            oldDialog.resolvedAnimation.rawValue, newDialog.resolvedAnimation.rawValue, show.0?.animation, show.1?.animation,
            target: .dialog)
        compareResolved(
            .presentationChanged, "presentation.show.duration", "the show duration of \(name)",
            show.0?.duration?.value ?? Presentation.defaultShowDuration, show.1?.duration?.value ?? Presentation.defaultShowDuration,
            show.0?.duration, show.1?.duration, target: .dialog)
        compareResolved(
            .presentationChanged, "presentation.show.coverAlpha", "the cover alpha of \(name)",
            LayoutEngine.coverAlpha(oldDialog), LayoutEngine.coverAlpha(newDialog), show.0?.coverAlpha, show.1?.coverAlpha, target: .dialog)
        compareResolved(
            .presentationChanged, "presentation.hide.duration", "the hide duration of \(name)",
            hide.0?.duration?.value ?? Presentation.defaultHideDuration, hide.1?.duration?.value ?? Presentation.defaultHideDuration,
            hide.0?.duration, hide.1?.duration, target: .dialog)
    }

    private mutating func compareStyle<Value: Sendable & Hashable>(_ key: String, _ before: Located<Value>?, _ after: Located<Value>?) {
        compareValue(
            .styleChanged, key, "'\(key)' of \(name)", before, after, oldParent: oldDialog.style.range,
            newParent: newDialog.style.range, target: .dialog)
    }

    /// A value the spec writes, compared as written (unset is its own value).
    private mutating func compareValue<Value: Sendable & Hashable>(
        _ kind: ChangeKind, _ element: String, _ subject: String, _ before: Located<Value>?, _ after: Located<Value>?,
        oldParent: ByteRange? = nil, newParent: ByteRange? = nil, target: ChangeTarget
    ) {
        let tokens = tokens(before, after)
        let (oldRange, newRange) = (before?.range ?? oldParent, after?.range ?? newParent)
        reportSwitch(
            element, subject, tokens, before: Self.describe(before?.value), after: Self.describe(after?.value), old: oldRange,
            new: newRange, target: target)
        // A token both versions name reports its own change of value, once for the dialog.
        guard before?.value != after?.value, !tokens.isSameToken else { return }
        add(
            kind, element, "\(subject) is now \(Self.describe(after?.value)) (was \(Self.describe(before?.value)))",
            old: oldRange, new: newRange, target: target)
    }

    /// A value with its default applied, so writing the default out changes nothing.
    private mutating func compareResolved<Value: Equatable, Written: Sendable & Hashable>(
        _ kind: ChangeKind, _ element: String, _ subject: String, _ before: Value, _ after: Value,
        _ oldWritten: Located<Written>?, _ newWritten: Located<Written>?, target: ChangeTarget
    ) {
        let tokens = tokens(oldWritten, newWritten)
        reportSwitch(
            element, subject, tokens, before: Self.describe(before), after: Self.describe(after), old: oldWritten?.range,
            new: newWritten?.range, target: target)
        guard before != after, !tokens.isSameToken else { return }
        add(
            kind, element, "\(subject) is now \(Self.describe(after)) (was \(Self.describe(before)))",
            old: oldWritten?.range, new: newWritten?.range, target: target)
    }

    /// A value as messages quote it: numbers as people write them, names in quotes, `unset` for none.
    package static func describe<Value>(_ value: Value?) -> String {
        switch value {
        case nil: "unset"
        case let number as Double: LintWording.seconds(number)
        case let number as Int: String(number)
        case .points(let points) as Length: LintWording.seconds(points)
        case .fraction(let numerator, let denominator) as Length:
            "'\(LintWording.seconds(numerator))/\(LintWording.seconds(denominator))'"
        case .string(let text) as DialogParameter.DefaultValue: "'\(text)'"
        case .integer(let number) as DialogParameter.DefaultValue: String(number)
        // Every digit a default has, since two defaults a rounding would show alike still differ.
        case .number(let number) as DialogParameter.DefaultValue:
            number == number.rounded() ? String(Int(number)) : String(number)
        case let value?: "'\(value)'"
        }
    }
}
