import DialogDiagnostics
import DialogRules
import DialogValidation
import Testing

/// Every rule's declared wording: present, uniquely named, in the house style, and the wording
/// its findings actually use, so a message added at a call site without a declaration fails here.
@Suite struct RuleMessagesTests {
    static let rules = RuleSet.lint.all.map(RuleExamplesTests.RuleCase.init)

    /// The rules the reader and the decoder report word their findings below the rules' folder
    /// (`DecoderMessages`), with words as parameters (the object's name, the expected type), so
    /// their findings are not matched by shape; the style test still reads what they declare.
    static func declaresMessages(_ rule: any Rule.Type) -> Bool {
        rule.description.stage != .reader && rule.description.stage != .decoder
    }

    static func rule(_ id: String) -> any Rule.Type { RuleSet.lint.rule(withID: id)! }

    @Test(arguments: rules)
    func messagesAreDeclaredWithUniqueIDs(_ rule: RuleExamplesTests.RuleCase) {
        let messages = Self.rule(rule.description.id).messages
        guard Self.declaresMessages(Self.rule(rule.description.id)) else { return }
        #expect(!messages.isEmpty, "'\(rule.description.id)' declares no message")
        let ids = Set(messages.map(\.id))
        // Several samples of one message share its id; two messages never share a text.
        #expect(Set(messages.map(\.text)).count == messages.count, "'\(rule.description.id)' declares a message twice")
        for id in ids {
            #expect(!id.isEmpty && id.allSatisfy { $0.isLowercase || $0 == "-" }, "message id '\(id)' is not kebab-case")
        }
    }

    @Test(arguments: rules)
    func declaredMessagesFollowTheHouseStyle(_ rule: RuleExamplesTests.RuleCase) {
        for message in Self.rule(rule.description.id).messages {
            let text = message.text
            #expect(text.first.map { !$0.isUppercase } ?? false, "'\(text)' starts uppercase or is empty")
            #expect(!text.hasSuffix("."), "'\(text)' ends with a period")
            #expect(text.trimmingCharacters(in: .whitespaces) == text, "'\(text)' has surrounding spaces")
            #expect(!text.contains("\"") && !text.contains("`"), "'\(text)' quotes a name other than in single quotes")
            #expect(Self.quotes(in: text) % 2 == 0, "'\(text)' leaves a single quote open")
        }
    }

    /// An explanation is prose that `explain`, SARIF's help and Documentation/Rules.md show as it is: a line
    /// ending in a backslash there is a line continuation written twice (`\\` in a raw heredoc).
    @Test(arguments: rules)
    func explanationsHoldNoStrayBackslashes(_ rule: RuleExamplesTests.RuleCase) {
        #expect(
            !rule.description.explanation.contains("\\\n"), "'\(rule.description.id)' explains with a literal backslash at a line's end")
        #expect(!rule.description.summary.contains("\\"), "'\(rule.description.id)' has a backslash in its summary")
    }

    /// The findings, notes and suggestions of a rule's triggering examples each have the shape of
    /// one of its declared messages: quoted names and numbers aside, the same words.
    @Test(arguments: rules)
    func findingsUseTheDeclaredMessages(_ rule: RuleExamplesTests.RuleCase) {
        let type = Self.rule(rule.description.id)
        guard Self.declaresMessages(type) else { return }
        let shapes = Set(type.messages.map { Self.shape(of: $0.text) })
        for example in rule.description.triggeringExamples {
            let own = RuleExamplesTests.validate(example, rule).1.filter { $0.ruleID == rule.description.id }
            for diagnostic in own {
                let texts = [diagnostic.message] + diagnostic.notes.map(\.message) + [diagnostic.suggestion?.message].compactMap { $0 }
                for text in texts {
                    #expect(shapes.contains(Self.shape(of: text)), "'\(text)' of '\(rule.description.id)' is not a declared message")
                }
            }
        }
    }

    /// The one decoder wording no other test pins: why a dialog's type requires a key.
    @Test func aKeyTheTypeRequiresSaysWhy() {
        let text = #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast"}]}"#
        let messages = Validator.validate([SourceFile(path: "a.json", text: text)]).diagnostics.map(\.message)
        #expect(messages == ["missing required key 'message' in dialog (a dialog of type 'toast' needs it)"])
    }

    @Test func theShapeOfAMessageIgnoresItsValues() {
        #expect(Self.shape(of: "dialog 'a' has 3 options") == Self.shape(of: "dialog 'save-file' has 12 options"))
        #expect(Self.shape(of: "ignores 'a', 'b' and 'c'") == Self.shape(of: "ignores 'x'"))
        #expect(Self.shape(of: "dialog 'a' has 3 options") != Self.shape(of: "dialog 'a' has 3 buttons"))
    }

    /// Single quotes that open or close a name; an apostrophe between letters (`couldn't`) is neither.
    static func quotes(in text: String) -> Int {
        let characters = Array(text)
        return characters.indices.filter { index in
            guard characters[index] == "'" else { return false }
            let between =
                index > 0 && index < characters.count - 1
                && characters[index - 1].isLetter && characters[index + 1].isLetter
            return !between
        }.count
    }

    /// The words of a message with each quoted name, list of names, number and named dialog
    /// replaced by a mark.
    static func shape(of text: String) -> String {
        var shape = text.replacing(/'[^']*'/, with: "Q").replacing(/[0-9]+(\.[0-9]+)?/, with: "N")
        shape = shape.replacing(/U\+[0-9A-FN]+ [A-Z-]+( [A-Z-]+)*/, with: "Q")
        // How lint findings name a dialog: its kind's name, then its id.
        shape = shape.replacing(/(alert|action sheet|toast|picker|text input) Q/, with: "D")
        while shape.contains("Q, Q") || shape.contains("Q and Q") {
            shape = shape.replacing("Q, Q", with: "Q").replacing("Q and Q", with: "Q")
        }
        return shape
    }
}
