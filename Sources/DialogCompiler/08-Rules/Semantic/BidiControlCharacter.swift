/// Spec text holding a bidirectional control character (the "Trojan Source" class).
public enum BidiControlCharacter: DialogRule {
    public static let description = RuleDescription(
        id: "bidi-control-character",
        severity: .warning,
        stage: .semantic,
        summary: "a text holding a bidirectional control character (U+202A to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C)",
        explanation: """
            Bidirectional control characters are invisible: embeddings and overrides (U+202A to \
            U+202E), isolates (U+2066 to U+2069) and the marks U+200E, U+200F and U+061C change the \
            order in which the text around them is displayed, in an editor, in a code review and \
            on the device, without showing themselves ("Trojan Source", CVE-2021-42574). A title \
            that reads "Keep" in review can show "Delete" to the user. Text in right-to-left \
            languages does not need them: the system applies the Unicode bidirectional algorithm \
            itself. dialogc checks every text of a dialog (title, subtitle, message, button titles, \
            options, placeholder and initial text) and points at the string; the generated Swift \
            spells such characters as '\\u{...}' escapes, so a reader of the code sees them. Remove \
            the character, or write the text so that it does not need one.
            """,
        triggering: [
            .dialogs(#"""
                {"id": "delete", "type": "alert", "title": 1️⃣"Keep \u202Eeteled\u202C files",
                 "buttons": [{"id": "ok", "title": 2️⃣"OK\u2066", "style": "cancel"}]}
                """#),
            .dialogs(#"""
                {"id": "size", "type": "picker", "options": ["Small", 1️⃣"\u200FLarge"],
                 "buttons": [{"id": "done", "title": "Done"}]}
                """#),
            .dialogs(#"""
                {"id": "name", "type": "textInput", "message": 1️⃣"\u061Cname",
                 "input": {"placeholder": 2️⃣"\u2067x\u2069", "initialText": 3️⃣"a\u200Eb"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """#),
        ],
        nonTriggering: [
            .dialogs(#"""
                {"id": "greet", "type": "alert", "title": "مرحبا بك", "message": "שלום \u200B zero width \u2028 line",
                 "buttons": [{"id": "ok", "title": "موافق"}]}
                """#)
        ])

    /// The characters the rule reports, with their Unicode names.
    static let controls: [Unicode.Scalar: String] = [
        "\u{202A}": "LEFT-TO-RIGHT EMBEDDING", "\u{202B}": "RIGHT-TO-LEFT EMBEDDING",
        "\u{202C}": "POP DIRECTIONAL FORMATTING", "\u{202D}": "LEFT-TO-RIGHT OVERRIDE",
        "\u{202E}": "RIGHT-TO-LEFT OVERRIDE", "\u{2066}": "LEFT-TO-RIGHT ISOLATE",
        "\u{2067}": "RIGHT-TO-LEFT ISOLATE", "\u{2068}": "FIRST STRONG ISOLATE",
        "\u{2069}": "POP DIRECTIONAL ISOLATE", "\u{200E}": "LEFT-TO-RIGHT MARK",
        "\u{200F}": "RIGHT-TO-LEFT MARK", "\u{061C}": "ARABIC LETTER MARK",
    ]

    /// Whether `scalar` is one of the reported characters.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        // Every reported character is at or above U+061C; most text never reaches the lookup.
        scalar.value >= 0x061C && controls[scalar] != nil
    }

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        guard mayHoldControl(dialog) else { return [] }
        // Names are built only for the rare text that holds a control: building them for every
        // text of every dialog cost more than the search itself.
        let id = dialog.id.value
        var texts: [(name: () -> String, text: Located<String>)] = []
        if let title = dialog.title { texts.append(({ Message.key("title", of: id) }, title)) }
        if let subtitle = dialog.subtitle { texts.append(({ Message.key("subtitle", of: id) }, subtitle)) }
        if let message = dialog.message { texts.append(({ Message.key("message", of: id) }, message)) }
        for button in dialog.buttons {
            texts.append(({ Message.buttonTitle(button.id.value, of: id) }, button.title))
        }
        for (index, option) in dialog.options.enumerated() {
            texts.append(({ Message.option(index + 1, of: id) }, option))
        }
        if let placeholder = dialog.input?.placeholder { texts.append(({ Message.key("placeholder", of: id) }, placeholder)) }
        if let initialText = dialog.input?.initialText { texts.append(({ Message.key("initialText", of: id) }, initialText)) }
        return texts.compactMap { name, text in
            var found: [Unicode.Scalar] = []
            for scalar in text.value.unicodeScalars where isBidiControl(scalar) && !found.contains(scalar) {
                found.append(scalar)
            }
            guard !found.isEmpty else { return nil }
            let list = found.map { "U+\(hex($0)) \(controls[$0] ?? "")" }.joined(separator: ", ")
            return diagnostic(
                Message.holds(name(), count: found.count, list: list),
                at: context.location(of: text),
                suggestion: Suggestion(Message.remove(count: found.count)))
        }
    }

    /// Whether a text of `dialog` has a byte of 0xD8 or more. Every control lies at U+061C or
    /// above, whose UTF-8 starts with such a byte, so most dialogs are cleared on their bytes,
    /// before a closure or a scalar is made.
    private static func mayHoldControl(_ dialog: Dialog) -> Bool {
        func may(_ text: Located<String>?) -> Bool { text?.value.utf8.contains { $0 >= 0xD8 } ?? false }
        return may(dialog.title) || may(dialog.subtitle) || may(dialog.message) || dialog.buttons.contains { may($0.title) }
            || dialog.options.contains { may($0) } || may(dialog.input?.placeholder) || may(dialog.input?.initialText)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension BidiControlCharacter {
    /// The rule's wording.
    enum Message {
        static func holds(_ name: String, count: Int, list: String) -> RuleMessage {
            let noun = count == 1 ? "a bidirectional control character" : "bidirectional control characters"
            return RuleMessage("holds", "\(name) holds \(noun) (\(list)), which can make the text display differently from what it is")
        }
        static func remove(count: Int) -> RuleMessage {
            RuleMessage("remove", "remove the invisible character\(count == 1 ? "" : "s")")
        }
        /// How a finding names the text: a key of the dialog, a button's title or an option.
        static func key(_ key: String, of dialog: String) -> String { "'\(key)' of dialog '\(dialog)'" }
        static func buttonTitle(_ button: String, of dialog: String) -> String { "the title of button '\(button)' of dialog '\(dialog)'" }
        static func option(_ number: Int, of dialog: String) -> String { "option \(number) of dialog '\(dialog)'" }
    }

    public static var messages: [RuleMessage] {
        let one = "U+202E RIGHT-TO-LEFT OVERRIDE"
        let two = "U+202E RIGHT-TO-LEFT OVERRIDE, U+202C POP DIRECTIONAL FORMATTING"
        return [
            Message.holds(Message.key("title", of: "a"), count: 1, list: one),
            Message.holds(Message.key("title", of: "a"), count: 2, list: two),
            Message.holds(Message.buttonTitle("ok", of: "a"), count: 1, list: one),
            Message.holds(Message.buttonTitle("ok", of: "a"), count: 2, list: two),
            Message.holds(Message.option(1, of: "a"), count: 1, list: one),
            Message.holds(Message.option(1, of: "a"), count: 2, list: two),
            Message.remove(count: 1), Message.remove(count: 2),
        ]
    }
}
