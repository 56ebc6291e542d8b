import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// A raw value where the run's design tokens define values of its type.
public enum OffTokenValue: DialogRule {
    public static let description = RuleDescription(
        id: "off-token-value",
        severity: .warning,
        stage: .lint,
        suggestionIsSafe: true,
        summary: "a raw color, dimension, duration, number, font weight or curve where the run's design tokens define values of that type",
        explanation: """
            A design system names its values so that a change of the brand's orange, or of the \
            card's corner radius, reaches every screen: a spec that writes '#FF6A01' where the \
            tokens have 'color.brand' is a near miss nobody sees until the brand changes, and one \
            that writes the brand's exact value still drifts when it does. When a run reads design \
            tokens, every color, dimension (layout numbers, corner radius, font size and cap), \
            duration, number (scales, opacities), font weight and timing curve a spec writes as a \
            value, where the tokens \
            define values of that type, is reported with the nearest token: colors by their \
            perceptual distance (deltaEOK, the Euclidean distance in OKLab, where 0.02 is about \
            the smallest difference people see; a difference of opacity counts as one more axis), \
            numbers by their difference. A value shows in every appearance, so it is compared with \
            a token in each, and the distance is the largest of them: a raw hex is far from a \
            semantic color that turns dark in dark appearance, even where their light values are \
            equal. A token equal to the value in every appearance (numbers within a thousandth of \
            a point or second) can stand for it without changing anything the dialog shows, and \
            '--fix' writes its reference; a token equal only in light is named, never written. A \
            deprecated token is never proposed. A system color's name ('label') is a name \
            already and is not reported; nor is a whole font object, whose size and weight are \
            judged on their own; no tokens, no finding. The finding points at the value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved",
                 "style": {"backgroundColor": 1️⃣"#1C1C1E", "messageColor": 2️⃣"#FF6A10", "cornerRadius": 3️⃣13}}
                """, tokens: ExampleTokens.text),
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved",
                 "presentation": {"show": {"duration": 1️⃣0.25}}, "autoHide": 2️⃣4}
                """, tokens: ExampleTokens.text),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved",
                 "style": {"backgroundColor": "{color.surface.inverse}", "messageColor": "{color.brand}", "cornerRadius": "{radius.card}"},
                 "presentation": {"show": {"duration": "{duration.quick}"}}, "autoHide": "{duration.toast}"}
                """, tokens: ExampleTokens.text),
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved", "presentation": {"show": {"fromScale": 0.9}}}
                """, tokens: ExampleTokens.text),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        guard let tokens = context.tokens else { return }
        let dialog = context.dialog
        let places = dialog.tokenPlaces
        guard !places.isEmpty else { return }
        let references = dialog.tokenReferences
        let search = NearestToken.search(over: tokens)
        for place in places {
            // A reference is decoded in place: its value is the token's, not a raw one.
            guard !references.contains(where: { $0.range.start <= place.range.start && place.range.end <= $0.range.end }) else {
                continue
            }
            if case .color(let color) = place.value, color.systemName != nil { continue }
            guard let match = search.nearest(to: place.value, of: place.type) else { continue }
            let name = LintWording.name(of: dialog)
            let value = Self.describe(place.value)
            let token = match.token.path
            if match.isExact {
                findings.append(
                    diagnostic(
                        Message.equal(place.name, of: name, is: value, token: token, everyAppearance: place.type == .color),
                        at: context.location(place.range),
                        suggestion: Suggestion(Message.useToken(token), replacement: "\"{\(token)}\"")))
            } else {
                let appearance = place.type == .color ? match.appearance.map { "\($0)" } : nil
                findings.append(
                    diagnostic(
                        Message.nearest(
                            place.name, of: name, is: value, type: place.type.article, token: token,
                            tokenValue: Self.describe(match.token, colors: match.colors),
                            distance: Self.describe(distance: match.distance, of: place.type), in: appearance),
                        at: context.location(place.range)))
            }
        }
    }

    // MARK: Wording

    /// A value as the message quotes it: a color's hex (each appearance's where they differ), a
    /// number with its unit, a weight or curve by name and number.
    static func describe(_ value: TokenPlace.Value) -> String {
        switch value {
        case .color: describe(colors: NearestToken.colors(of: value))
        case .number(let number): numberText(number)
        case .fontWeight(let weight): "'\(weight.rawValue)' (\(numberText(weight.tokenWeight)))"
        case .curve(let curve): "'\(curve.rawValue)' (\(curve.controlPoints.map(numberText).joined(separator: ", ")))"
        case .font: ""
        }
    }

    /// A token's value as the message quotes it, beside its name.
    static func describe(_ token: DesignToken, colors: [DialogColor]) -> String {
        switch token.value {
        case .color: describe(colors: colors)
        case .dimension(let dimension): numberText(dimension.points) + " pt"
        case .duration(let duration): numberText(duration.seconds) + " s"
        case .fontWeight(let weight): numberText(weight)
        case .cubicBezier(let points): points.map(numberText).joined(separator: ", ")
        default: ""
        }
    }

    /// Colors of each of `DialogAppearance.allCases`: one hex when they are all the same, else
    /// each appearance's that differs from its scheme's, named by the key a spec writes it under.
    static func describe(colors: [DialogColor]) -> String {
        guard let light = colors.first else { return "" }
        guard colors.contains(where: { $0 != light }) else { return "'\(light)'" }
        var parts: [String] = []
        for (index, appearance) in DialogAppearance.allCases.enumerated() where index < colors.count {
            // An increased contrast equal to its scheme's standard color says nothing new.
            if appearance.contrast == .increased, colors[index] == colors[index - 2] { continue }
            parts.append("'\(colors[index])' \(appearance.key)")
        }
        return parts.joined(separator: ", ")
    }

    static func describe(distance: Double, of type: DesignTokenType) -> String {
        switch type {
        case .color: "deltaEOK " + numberText(distance)
        case .dimension: numberText(distance) + " pt"
        case .duration: numberText(distance) + " s"
        default: numberText(distance)
        }
    }

    /// A number as people write it, to a thousandth: `16`, `0.25`, `0.004`.
    static func numberText(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

extension OffTokenValue {
    /// The rule's wording.
    package enum Message {
        package static func nearest(
            _ place: String, of dialog: String, is value: String, type: String, token: String, tokenValue: String, distance: String,
            in appearance: String?
        ) -> RuleMessage {
            RuleMessage(
                "nearest",
                LintWording.joined(
                    "'", place, "' of ", dialog, " is ", value, ", not a token; the nearest ", type, " token is '", token, "' (",
                    tokenValue, "), ", distance, " away", appearance.map { " in the '\($0)' appearance" } ?? ""))
        }
        package static func equal(_ place: String, of dialog: String, is value: String, token: String, everyAppearance: Bool)
            -> RuleMessage
        {
            RuleMessage(
                "equal",
                LintWording.joined(
                    "'", place, "' of ", dialog, " is ", value, ", the value of token '", token, "'",
                    everyAppearance ? " in every appearance" : ""))
        }
        package static func useToken(_ token: String) -> RuleMessage {
            RuleMessage("use-token", LintWording.joined("write '{", token, "}' instead"))
        }
    }

    public static var messages: [RuleMessage] {
        [
            Message.nearest(
                "style.titleColor", of: "alert 'a'", is: "'#FF6A10'", type: "color", token: "color.brand", tokenValue: "'#FF6A00'",
                distance: "deltaEOK 0.012", in: nil),
            Message.nearest(
                "style.titleColor", of: "alert 'a'", is: "'#FFFFFF'", type: "color", token: "color.surface",
                tokenValue: "'#FFFFFF' light, '#1C1C1E' dark", distance: "deltaEOK 0.82", in: "dark"),
            Message.nearest(
                "layout.padding", of: "alert 'a'", is: "15", type: "dimension", token: "space.md", tokenValue: "16 pt", distance: "1 pt",
                in: nil),
            Message.nearest(
                "style.titleColor", of: "alert 'a'", is: "'#FFFFFF' light, '#000000' dark", type: "color", token: "color.surface",
                tokenValue: "'#FFFFFF' light, '#1C1C1E' dark", distance: "deltaEOK 0.1", in: "dark"),
            Message.nearest(
                "autoHide", of: "toast 'a'", is: "3.5", type: "duration", token: "duration.toast", tokenValue: "4 s", distance: "0.5 s",
                in: nil),
            Message.nearest(
                "style.titleFont.weight", of: "alert 'a'", is: "'semibold' (600)", type: "fontWeight", token: "font.weight.bold",
                tokenValue: "700", distance: "100", in: nil),
            Message.nearest(
                "presentation.show.curve", of: "alert 'a'", is: "'easeOut' (0, 0, 0.58, 1)", type: "cubicBezier", token: "motion.standard",
                tokenValue: "0.2, 0, 0, 1", distance: "0.58", in: nil),
            Message.equal("style.titleColor", of: "alert 'a'", is: "'#FF6A00'", token: "color.brand", everyAppearance: true),
            Message.equal("style.titleFont.weight", of: "alert 'a'", is: "'bold' (700)", token: "font.weight.bold", everyAppearance: false),
            Message.equal("layout.padding", of: "alert 'a'", is: "16", token: "space.md", everyAppearance: false),
            Message.useToken("color.brand"),
        ]
    }
}
