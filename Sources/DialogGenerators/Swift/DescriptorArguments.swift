import DialogDesignTokens
import DialogLayoutEngine
import DialogSpec
import DialogWriters

/// The arguments of a dialog's `DialogDescriptor(...)`, with every default of format v1 resolved.
package struct DescriptorArguments {
    /// One labelled argument and how to print its value.
    package struct Argument {
        package enum Value {
            case inline(String)
            case list([String])
            case call(String, [(label: String, text: String)])
        }

        package var label: String
        package var value: Value
    }

    package let dialog: Dialog
    package let file: String
    package let line: Int
    /// How the texts are spelled: literals, or looked up (format v2).
    package let texts: TextExpressions

    package var arguments: [Argument] {
        let arguments: [Argument?] = [
            Argument(label: "id", value: .inline(SwiftLiteral.string(dialog.id.value))),
            Argument(label: "kind", value: .inline("." + dialog.type.value.rawValue)),
            Argument(label: "title", value: .inline(texts.expression(.title, dialog.title))),
            Argument(label: "subtitle", value: .inline(texts.expression(.subtitle, dialog.subtitle))),
            Argument(label: "message", value: .inline(texts.expression(.message, dialog.message))),
            Argument(label: "buttons", value: .list(dialog.buttons.map(button))),
            Argument(label: "options", value: .list(dialog.options.enumerated().map { texts.expression(.option(index: $0), $1) })),
            Argument(label: "selectedIndex", value: .inline(String(dialog.resolvedSelectedIndex))),
            Argument(label: "textField", value: textField),
            Argument(label: "autoHide", value: .inline(dialog.resolvedAutoHide.map(SwiftLiteral.number) ?? "nil")),
            Argument(label: "maxOptions", value: .inline(dialog.limits.maxOptions.map { String($0.value) } ?? "nil")),
            Argument(label: "presentation", value: presentation),
            // Issue 13's keys: unset, they print nothing, so specs without them generate as before.
            dialog.presentation.coverTapResult.map {
                Argument(label: "coverTapResult", value: .inline("." + SwiftNames.spelled(SwiftNames.caseName(for: $0.value))))
            },
            Argument(label: "style", value: style),
            layout.map { Argument(label: "layout", value: $0) },
        ]
        let source = Argument(
            label: "source",
            value: .inline(
                "DialogSourceLocation(file: \(SwiftLiteral.string(file)), line: \(line))"))
        return arguments.compactMap { $0 } + accessibility + [source]
    }

    /// `DialogNamedColor(...)` of each colour the spec took from a design token, once per colour
    /// set, sorted by name: the app draws those from its asset catalog (`generate assets`), the
    /// token's values the fallback. Empty when the spec names no colour token, so specs without
    /// tokens generate as before.
    package var namedColors: [String] {
        Self.tokenColors(of: dialog).map { "DialogNamedColor(\(SwiftLiteral.string($0.name)), color: \(color($0.color)))" }
    }

    /// Each colour `dialog` took from a design token, named as its colour set, once per set and
    /// sorted by name: what the generated Swift and a bundle name for the app's asset catalog.
    package static func tokenColors(of dialog: Dialog) -> [(name: String, color: Color)] {
        guard dialog.tokenReferences.contains(where: { $0.type == .color }) else { return [] }
        var byName: [String: Color] = [:]
        for place in dialog.tokenPlaces {
            guard case .color(let color) = place.value, let reference = dialog.token(at: place.range) else { continue }
            let name = AssetCatalog.colorSetName(forTokenPath: reference.path)
            if byName[name] == nil { byName[name] = color }
        }
        return byName.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// What VoiceOver says for the dialog and how it announces a toast: all three when the spec
    /// writes any, none otherwise, so specs without them generate as before.
    private var accessibility: [Argument] {
        guard dialog.accessibilityLabel != nil || dialog.accessibilityHint != nil || dialog.announcement != nil else { return [] }
        return [
            Argument(label: "accessibilityLabel", value: .inline(texts.expression(.accessibilityLabel, dialog.accessibilityLabel))),
            Argument(label: "accessibilityHint", value: .inline(texts.expression(.accessibilityHint, dialog.accessibilityHint))),
            Argument(label: "announcement", value: .inline("." + (dialog.announcement?.value ?? .polite).rawValue)),
        ]
    }

    private func button(_ button: Button) -> String {
        let action = "." + SwiftNames.spelled(SwiftNames.caseName(for: button.id.value))
        return "DialogButton(action: \(action), title: \(texts.expression(.button(id: button.id.value), button.title)), "
            + "role: .\(SwiftNames.spelled(button.resolvedStyle.rawValue)), isPreferred: \(button.isPreferred), "
            + "color: \(color(button.color?.value))" + (button.font.map { ", font: " + font($0) } ?? "")
            + buttonAccessibility(button) + ")"
    }

    /// `, accessibilityLabel: ..., accessibilityHint: ...` when the button writes either, else nothing.
    private func buttonAccessibility(_ button: Button) -> String {
        guard button.accessibilityLabel != nil || button.accessibilityHint != nil else { return "" }
        let id = button.id.value
        return ", accessibilityLabel: \(texts.expression(.buttonAccessibilityLabel(id: id), button.accessibilityLabel)), "
            + "accessibilityHint: \(texts.expression(.buttonAccessibilityHint(id: id), button.accessibilityHint))"
    }

    private var textField: Argument.Value {
        guard let input = dialog.input else { return .inline("nil") }
        return .call(
            "DialogTextField",
            [
                ("placeholder", texts.expression(.placeholder, input.placeholder)),
                ("initialText", input.initialText.map { texts.expression(.initialText, $0) } ?? "\"\""),
                ("isMultiline", String(input.isMultiline)),
                ("isSecure", String(input.isSecure)),
                ("isRequired", String(input.isRequired)),
                ("maxLength", dialog.limits.maxLength.map { String($0.value) } ?? "nil"),
            ] + behaviour(of: input))
    }

    /// The field's `returnKey`, `allowsNewlines`, `emptyMessage` (shown by a required field only,
    /// as the plan says) and `clearButton`, those the spec writes.
    private func behaviour(of input: TextInputSettings) -> [(label: String, text: String)] {
        let behaviour = input.behaviour
        var fields: [(label: String, text: String)] = []
        if input.isRequired, let message = behaviour.emptyMessage {
            fields.append(("requiredMessage", texts.expression(.emptyMessage, message)))
        }
        if let key = behaviour.returnKey { fields.append(("returnKey", "." + SwiftNames.spelled(key.value.rawValue))) }
        if let newlines = behaviour.allowsNewlines { fields.append(("allowsNewlines", String(newlines.value))) }
        if let clear = behaviour.clearButton { fields.append(("showsClearButton", String(clear.value))) }
        return fields
    }

    private var presentation: Argument.Value {
        let presentation = dialog.presentation
        return .call(
            "DialogPresentation",
            [
                ("showType", "." + dialog.resolvedShowType.rawValue),
                ("animation", "." + dialog.resolvedAnimation.rawValue),
                (
                    "showDuration",
                    SwiftLiteral.number(
                        Self.duration(presentation.show?.duration, presentation.show?.motion, default: Presentation.defaultShowDuration))
                ),
                (
                    "hideDuration",
                    SwiftLiteral.number(
                        Self.duration(presentation.hide?.duration, presentation.hide?.motion, default: Presentation.defaultHideDuration))
                ),
                ("coverAlpha", SwiftLiteral.number(presentation.show?.coverAlpha?.value ?? Presentation.defaultCoverAlpha)),
                ("dismissOnCoverTap", String(dialog.resolvedDismissOnCoverTap)),
                ("renderer", "." + dialog.resolvedRenderer.rawValue),
            ]
                + [
                    presentation.hide?.animation.map { ("hideAnimation", "." + $0.value.rawValue) },
                    presentation.show.flatMap { motion($0.motion) }.map { ("showMotion", $0) },
                    presentation.hide.flatMap { motion($0.motion) }.map { ("hideMotion", $0) },
                ].compactMap { $0 } + reducedMotion)
    }

    /// Both phases' reduced-motion variants when the spec writes either, else nothing.
    private var reducedMotion: [(label: String, text: String)] {
        let show = dialog.presentation.show?.motion.reducedMotion
        let hide = dialog.presentation.hide?.motion.reducedMotion
        guard show != nil || hide != nil else { return [] }
        func variant(_ variant: ReducedMotionVariant?) -> String {
            guard let resolved = variant?.resolved else { return "nil" }
            let duration = resolved.duration.map { ", duration: \(SwiftLiteral.number($0))" } ?? ""
            return "ReducedMotion(animation: .\(resolved.animation.rawValue)\(duration))"
        }
        return [("showReducedMotion", variant(show)), ("hideReducedMotion", variant(hide))]
    }

    /// The seconds a show or hide takes, as the plan's timeline has them: the written duration,
    /// else a written spring's settling time, else the format's default.
    package static func duration(_ written: Located<Double>?, _ motion: Motion?, default fallback: Double) -> Double {
        if let written { return written.value }
        guard let spring = motion?.spring else { return fallback }
        return MotionInput.Spring(
            dampingRatio: spring.dampingRatio?.value ?? Spring.defaultDampingRatio,
            response: spring.response?.value ?? Spring.defaultResponse
        ).settlingTime
    }

    /// `DialogMotionSettings(...)` with the keys `motion` writes, or nil when it writes none.
    private func motion(_ motion: Motion) -> String? {
        guard !motion.isEmpty else { return nil }
        let spring = motion.spring.map { spring in
            "DialogSpringSettings(dampingRatio: \(SwiftLiteral.number(spring.dampingRatio?.value ?? Spring.defaultDampingRatio)), "
                + "response: \(SwiftLiteral.number(spring.response?.value ?? Spring.defaultResponse)))"
        }
        let fields: [(String, String?)] = [
            ("curve", motion.curve.map { "." + $0.value.rawValue }),
            ("spring", spring),
            ("fromScale", motion.fromScale.map { SwiftLiteral.number($0.value) }),
            ("toScale", motion.toScale.map { SwiftLiteral.number($0.value) }),
            ("fromOpacity", motion.fromOpacity.map { SwiftLiteral.number($0.value) }),
            ("toOpacity", motion.toOpacity.map { SwiftLiteral.number($0.value) }),
            ("translateY", motion.translateY.map { SwiftLiteral.number($0.value) }),
            ("coverPhase", motion.coverPhase.map { "." + $0.value.rawValue }),
            ("coverDuration", motion.coverDuration.map { SwiftLiteral.number($0.value) }),
        ]
        return call("DialogMotionSettings", fields)
    }

    /// `DialogLayoutSettings(...)` with the numbers the spec's `layout` writes, or nil when it writes none.
    private var layout: Argument.Value? {
        let layout = dialog.layout
        let number = { (value: Located<Double>?) in value.map { SwiftLiteral.number($0.value) } }
        let frame = layout.frame.map { frame in
            call(
                "DialogLayoutFrame",
                [
                    ("x", frame.x.map { length($0.value) }), ("y", frame.y.map { length($0.value) }),
                    ("width", frame.width.map { length($0.value) }), ("height", frame.height.map { length($0.value) }),
                ]) ?? "DialogLayoutFrame()"
        }
        let written: [(String, String?)] = [
            ("width", number(layout.width)),
            ("sideInset", number(layout.sideInset)),
            ("maxWidth", number(layout.maxWidth)),
            ("frame", frame),
            ("padding", number(layout.padding)),
            ("headerHeight", number(layout.headerHeight)),
            ("footerHeight", number(layout.footerHeight)),
            ("buttonHeight", number(layout.buttonHeight)),
            ("buttonArrangement", layout.buttonArrangement.map { "." + $0.value.rawValue }),
            ("labelWidth", number(layout.labelWidth)),
            ("toolbarHeight", layout.toolbarHeight.map { length($0.value) }),
            ("toolbarButtonWidth", number(layout.toolbarButtonWidth)),
        ]
        let fields = written.compactMap { label, text in text.map { (label: label, text: $0) } }
        return fields.isEmpty ? nil : .call("DialogLayoutSettings", fields)
    }

    private func length(_ length: Length) -> String {
        switch length {
        case .points(let value): ".points(\(SwiftLiteral.number(value)))"
        case .fraction(let numerator, let denominator):
            ".fraction(numerator: \(SwiftLiteral.number(numerator)), denominator: \(SwiftLiteral.number(denominator)))"
        }
    }

    /// `name(label: text, ...)` on one line for the fields that have a text, or nil when none has.
    private func call(_ name: String, _ fields: [(String, String?)]) -> String? {
        let written = fields.compactMap { label, text in text.map { "\(label): \($0)" } }
        return written.isEmpty ? nil : "\(name)(\(written.joined(separator: ", ")))"
    }

    private var style: Argument.Value {
        let style = dialog.style
        var fields: [(label: String, text: String)] = []
        func add(_ label: String, _ text: String?) {
            if let text { fields.append((label, text)) }
        }
        add("titleFont", style.titleFont.map(font))
        add("messageFont", style.messageFont.map(font))
        add("titleColor", style.titleColor.map { color($0.value) })
        add("messageColor", style.messageColor.map { color($0.value) })
        add("lineColor", style.lineColor.map { color($0.value) })
        add("backgroundColor", style.backgroundColor.map { color($0.value) })
        add("coverColor", style.coverColor.map { color($0.value) })
        add("textAlignment", style.textAlignment.map { "." + $0.value.rawValue })
        add("cornerRadius", style.cornerRadius.map { SwiftLiteral.number($0.value) })
        add("buttonFont", style.parts.buttonFont.map(font))
        add("toolbarColor", style.parts.toolbarColor.map { color($0.value) })
        add("toolbarTitleColor", style.parts.toolbarTitleColor.map { color($0.value) })
        add("fieldFont", style.parts.fieldFont.map(font))
        add("fieldColor", style.parts.fieldColor.map { color($0.value) })
        add("placeholderColor", style.parts.placeholderColor.map { color($0.value) })
        return fields.isEmpty ? .inline("DialogStyle()") : .call("DialogStyle", fields)
    }

    private func font(_ font: Style.Font) -> String {
        // A part the spec leaves out is the styled part's own, as in the plan, so it is not written.
        let parts = [
            font.size.map { "size: \(SwiftLiteral.number($0.value))" }, font.weight.map { "weight: .\($0.value.rawValue)" },
            // Dynamic Type's text style, written with its default when only the cap is.
            font.relativeTo != nil || font.maxSize != nil ? "relativeTo: .\(font.relativeTo?.value.rawValue ?? "body")" : nil,
            font.maxSize.map { "maxSize: \(SwiftLiteral.number($0.value))" },
        ].compactMap { $0 }
        return "DialogFont(\(parts.joined(separator: ", ")))"
    }

    private func color(_ color: Color?) -> String {
        guard let color else { return "nil" }
        // A system color by its name, so the app draws the platform's own; an object's
        // appearances each as written.
        if let name = color.systemName, DialogSystemColor(rawValue: name) != nil { return "DialogSystemColor.\(name).color" }
        guard color.isAdaptive else { return plainColor(color) }
        let light = color.resolved(for: .light)
        let dark = color.resolved(for: .dark)
        var appearances = ["light: \(plainColor(light))", "dark: \(plainColor(dark))"]
        // An increased-contrast value equal to the standard one of its scheme is the default.
        let lightHighContrast = color.resolved(for: .lightHighContrast)
        if lightHighContrast != light { appearances.append("lightHighContrast: \(plainColor(lightHighContrast))") }
        let darkHighContrast = color.resolved(for: .darkHighContrast)
        if darkHighContrast != dark { appearances.append("darkHighContrast: \(plainColor(darkHighContrast))") }
        return "DialogColor(\(appearances.joined(separator: ", ")))"
    }

    private func plainColor(_ color: Color) -> String {
        "DialogColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }
}
