import DialogDiagnostics
import DialogSpec

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
            .dialogs(
                #"""
                {"id": "delete", "type": "alert", "title": 1️⃣"Keep \u202Eeteled\u202C files",
                 "buttons": [{"id": "ok", "title": 2️⃣"OK\u2066", "style": "cancel"}]}
                """#),
            .dialogs(
                #"""
                {"id": "size", "type": "picker", "options": ["Small", 1️⃣"\u200FLarge"],
                 "buttons": [{"id": "done", "title": "Done"}]}
                """#),
            .dialogs(
                #"""
                {"id": "name", "type": "textInput", "message": 1️⃣"\u061Cname",
                 "input": {"placeholder": 2️⃣"\u2067x\u2069", "initialText": 3️⃣"a\u200Eb"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """#),
        ],
        nonTriggering: [
            .dialogs(
                #"""
                {"id": "greet", "type": "alert", "title": "مرحبا بك", "message": "שלום \u200B zero width \u2028 line",
                 "buttons": [{"id": "ok", "title": "موافق"}]}
                """#)
        ])

    /// The characters the rule reports, with their Unicode names.
    package static let controls: [Unicode.Scalar: String] = [
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

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Each text is read off the context's dialog where it is: a copy of the whole dialog cost
        // more than the search.
        // Names are built only for the rare text that holds a control: building them for every
        // text of every dialog cost more than the search itself.
        func judge(_ text: Located<String>?, _ name: @autoclosure () -> String) {
            guard let text, mayHoldControl(text.value) else { return }
            var found: [Unicode.Scalar] = []
            for scalar in text.value.unicodeScalars where isBidiControl(scalar) && !found.contains(scalar) {
                found.append(scalar)
            }
            guard !found.isEmpty else { return }
            let list = found.map { "U+\(hex($0)) \(controls[$0] ?? "")" }.joined(separator: ", ")
            findings.append(
                diagnostic(
                    Message.holds(name(), count: found.count, list: list),
                    at: context.location(of: text),
                    suggestion: Suggestion(Message.remove(count: found.count))))
        }
        var id: String { context.dialog.id.value }
        judge(context.dialog.title, Message.key("title", of: id))
        judge(context.dialog.subtitle, Message.key("subtitle", of: id))
        judge(context.dialog.message, Message.key("message", of: id))
        let buttons = context.dialog.buttons
        for index in buttons.indices {
            judge(buttons[index].title, Message.buttonTitle(buttons[index].id.value, of: id))
        }
        let options = context.dialog.options
        for index in options.indices {
            judge(options[index], Message.option(index, of: id))
        }
        judge(context.dialog.input?.placeholder, Message.key("placeholder", of: id))
        judge(context.dialog.input?.initialText, Message.key("initialText", of: id))
    }

    /// Whether `text` holds the UTF-8 of a reported character: D8 9C (U+061C), E2 80 8E or 8F
    /// (U+200E, U+200F), E2 80 AA to AE (U+202A to U+202E), E2 81 A6 to A9 (U+2066 to U+2069).
    /// Matching those bytes clears a text in one pass without a scalar, however much of it is
    /// not ASCII (a Korean or Chinese title has a lead byte of 0xD8 or more in every character).
    private static func mayHoldControl(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard holdsLeadByte(bytes) else { return false }
            var index = 0
            let last = bytes.count - 1
            while index < last {
                let byte = bytes[index]
                index += 1
                if byte < 0xD8 { continue }
                let next = bytes[index]
                if byte == 0xD8 {
                    if next == 0x9C { return true }
                } else if byte == 0xE2, index < last {
                    let third = bytes[index + 1]
                    if next == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) { return true }
                    if next == 0x81, (0xA6...0xA9).contains(third) { return true }
                }
            }
            return false
        }
    }

    /// Whether `bytes` hold 0xD8 or 0xE2, the first byte of every reported character, which
    /// clears most texts (CJK ones too) before the scalars are looked at: tested eight bytes at a
    /// step, at a fraction of the cost of a byte at a time.
    private static func holdsLeadByte(_ bytes: Span<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Whether a byte of `word` is `byte`: the classic test for a zero byte, after an xor.
        func holds(_ word: UInt64, _ byte: UInt64) -> Bool {
            let other = word ^ (ones &* byte)
            return (other &- ones) & ~other & (ones &* 0x80) != 0
        }
        var index = 0
        while index &+ 8 <= bytes.count {
            let word = bytes.littleEndianWord(at: index)
            // Plain ASCII, most texts, holds neither.
            if word & (ones &* 0x80) != 0, holds(word, 0xD8) || holds(word, 0xE2) { return true }
            index &+= 8
        }
        while index < bytes.count {
            if bytes[index] == 0xD8 || bytes[index] == 0xE2 { return true }
            index &+= 1
        }
        return false
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension BidiControlCharacter {
    /// The rule's wording.
    package enum Message {
        package static func holds(_ name: String, count: Int, list: String) -> RuleMessage {
            let noun = count == 1 ? "a bidirectional control character" : "bidirectional control characters"
            return RuleMessage("holds", "\(name) holds \(noun) (\(list)), which can make the text display differently from what it is")
        }
        package static func remove(count: Int) -> RuleMessage {
            RuleMessage("remove", "remove the invisible character\(count == 1 ? "" : "s")")
        }
        /// How a finding names the text: a key of the dialog, a button's title or an option.
        package static func key(_ key: String, of dialog: String) -> String { "'\(key)' of dialog '\(dialog)'" }
        package static func buttonTitle(_ button: String, of dialog: String) -> String {
            "the title of button '\(button)' of dialog '\(dialog)'"
        }
        package static func option(_ index: Int, of dialog: String) -> String { "option \(index) of dialog '\(dialog)'" }
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
