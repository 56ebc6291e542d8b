import DialogDiagnostics
import DialogRules
import DialogSpec
import DialogValidation
import Testing

/// What the decoder reports for format v1, and what it hands on to the rules.
@Suite struct SpecDecoderTests {
    private static func decode(_ text: String) -> DecodedFile {
        SpecDecoder.decode(SourceFile(path: "spec.json", text: text))
    }

    /// Decodes dialog objects placed in a minimal valid file, the way rule examples are.
    private static func decodeDialogs(_ dialogs: String) -> (MarkedSource, DecodedFile) {
        let marked = MarkedSource(RuleExample.dialogs(dialogs).fileText)
        return (marked, decode(marked.text))
    }

    private static func marker(_ name: String, in marked: MarkedSource) -> String {
        marked.markers.first { $0.name == name }.map { "\($0.line):\($0.column)" } ?? "no marker \(name)"
    }

    private static func start(of location: DialogDiagnostics.SourceLocation, in text: String) -> String {
        location.range(in: [SourceFile(path: location.file, text: text)]).map { "\($0.start.line):\($0.start.column)" } ?? "file"
    }

    private static let okButton = #"[{"id": "ok", "title": "OK"}]"#

    // MARK: Keys

    @Test func duplicateKeyPointsAtTheSecondAndKeepsTheFirst() throws {
        let (marked, decoded) = Self.decodeDialogs(
            """
            {"id": "a", "type": "toast",
             2️⃣"message": "first",
             1️⃣"message": "second"}
            """)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "duplicate-key")
        #expect(finding.message == "duplicate key 'message'")
        #expect(finding.position(in: marked.text) == Self.marker("1️⃣", in: marked))
        #expect(finding.notes.map(\.message) == ["'message' first defined here"])
        #expect(finding.notes.map { Self.start(of: $0.location, in: marked.text) } == [Self.marker("2️⃣", in: marked)])
        #expect(finding.notes.map(\.location.file) == ["spec.json"])
        #expect(decoded.spec?.dialogs.first?.message?.value == "first")
    }

    /// Keys are matched as bytes, but a key spelled with escapes is still the key it decodes to.
    @Test func escapedKeysAreTheKeysTheyDecodeTo() throws {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "a", "t\u0079pe": "toast", "m\u0065ssage": "hi", "\u0074itle": "t"}"#)
        #expect(decoded.diagnostics.isEmpty)
        let dialog = try #require(decoded.spec?.dialogs.soleElement)
        #expect(dialog.type.value == .toast)
        #expect(dialog.message?.value == "hi")
        #expect(dialog.title?.value == "t")
    }

    @Test func duplicateKeyWrittenWithAnEscapeIsADuplicate() throws {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "a", "type": "toast", "message": "m", "m\u0065ssage": "n"}"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.message == "duplicate key 'message'")
        #expect(decoded.spec?.dialogs.first?.message?.value == "m")
    }

    /// An object of many keys switches to a hash table; duplicates are found the same way.
    @Test func duplicatesInABigObjectAreFound() throws {
        let keys = (0..<40).map { #""k\#($0)": \#($0)"# } + [#""k3": 0"#, #""k3\u0030": 0"#, #""k39": 0"#]
        let (_, decoded) = Self.decodeDialogs(
            #"{"id": "a", "type": "toast", "message": "m", "#
                + keys.joined(separator: ", ") + "}")
        let duplicates = decoded.diagnostics.filter { $0.ruleID == "duplicate-key" }.map(\.message)
        #expect(duplicates == ["duplicate key 'k3'", "duplicate key 'k30'", "duplicate key 'k39'"])
    }

    @Test func duplicateSpecVersionUsesTheFirst() {
        let decoded = Self.decode(
            #"""
            {"specVersion": 1, "specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "message": "m"}]}
            """#)
        #expect(decoded.diagnostics.map(\.ruleID) == ["duplicate-key"])
        #expect(decoded.spec?.dialogs.count == 1)
    }

    @Test func unknownKeySuggestsTheQuotedKey() throws {
        let (marked, decoded) = Self.decodeDialogs(
            """
            {"id": "a", "type": "alert", 1️⃣"titel": "Log out?", "buttons": \(Self.okButton)}
            """)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "unknown-key")
        #expect(finding.message == "unknown key 'titel' in dialog")
        #expect(finding.position(in: marked.text) == Self.marker("1️⃣", in: marked))
        #expect(finding.suggestion?.message == "did you mean 'title'")
        #expect(finding.suggestion?.replacement == "\"title\"")
    }

    /// A suggestion must not lead from one error to another: keys the type forbids are not offered.
    @Test(
        arguments: [
            (#""type": "alert", "subtitel": "s", "buttons": \#(okButton)"#, "unknown-key", "did you mean 'subtitle'"),
            (#""type": "toast", "message": "m", "subtitel": "s""#, "unknown-key", nil),
            (#""type": "toast", "message": "m", "subtitle": "s""#, "key-not-allowed-for-type", nil),
            (
                #""type": "textInput", "input": {}, "buttons": \#(okButton), "limits": {"maxLenght": 5}"#,
                "unknown-key", "did you mean 'maxLength'"
            ),
            (#""type": "actionSheet", "buttons": \#(okButton), "limits": {"maxLenght": 5}"#, "unknown-key", nil),
        ] as [(String, String, String?)])
    func suggestionsRespectTheDialogType(_ members: String, _ rule: String, _ suggestion: String?) throws {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "a", \#(members)}"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == rule)
        #expect(finding.suggestion?.message == suggestion)
    }

    /// A near miss of a required key is reported once, as the unknown key with its suggestion,
    /// not again as the key missing: it is read as the key it is near.
    @Test(arguments: [
        (#"{"specVersion": 1, 1️⃣"dialog": [{"id": "a", "type": "toast", "message": "m"}]}"#, "did you mean 'dialogs'"),
        (#"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", 1️⃣"mesage": "m"}]}"#, "did you mean 'message'"),
        (
            #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "alert", "buttons": [{"id": "ok", 1️⃣"titel": "OK"}]}]}"#,
            "did you mean 'title'"
        ),
    ])
    func aMisspelledRequiredKeyIsNotAlsoMissing(_ text: String, _ suggestion: String) throws {
        let marked = MarkedSource(text)
        let finding = try #require(Self.decode(marked.text).diagnostics.soleElement)
        #expect(finding.ruleID == "unknown-key")
        #expect(finding.suggestion?.message == suggestion)
        #expect([finding.position(in: marked.text)] == marked.positions)
    }

    /// `titel` holds the title the alert was meant to have: no `missing-content` on top of it,
    /// but the dialog's own problems are still reported.
    @Test func aNearMissKeyIsReadAsTheKeyItIsNear() throws {
        let marked = MarkedSource(
            RuleExample.dialogs(
                #"""
                {"id": "a", "type": "alert", 1️⃣"titel": "Saved", "buttons": [
                  {"id": "ok", "title": "OK", "style": "cancel"}, {"id": "no", "title": "No", "style": 2️⃣"cancel"}]}
                """#
            ).fileText)
        let result = Validator.validate([SourceFile(path: "spec.json", text: marked.text)])
        #expect(result.diagnostics.map(\.ruleID) == ["unknown-key", "multiple-cancel"])
        #expect(result.diagnostics.map { $0.position(in: marked.text) } == marked.positions)
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        #expect(dialog.title?.value == "Saved")
        #expect(dialog.isWellFormed)
    }

    @Test func aNearMissDoesNotReplaceTheKeyItself() {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "a", "type": "toast", "titel": "typo", "title": "real", "message": "m"}"#)
        #expect(decoded.diagnostics.map(\.ruleID) == ["unknown-key"])
        #expect(decoded.spec?.dialogs.first?.title?.value == "real")
    }

    /// A key written in the wrong object is told where it belongs; one that another object names
    /// differently is read as this object's name for it, so nothing else is reported.
    @Test(arguments: [
        (#""type": "textInput", "input": {}, "buttons": \#(okButton), 1️⃣"maxLength": 5"#, "'maxLength' belongs in 'limits'"),
        (
            #""type": "textInput", "input": {}, "buttons": \#(okButton), 1️⃣"placeholder": "Name""#,
            "'placeholder' belongs in 'input'"
        ),
        (#""type": "alert", "title": "T", "buttons": [{"id": "ok", "title": "OK", 1️⃣"cancel": true}]"#, "use 'style': 'cancel'"),
        (
            #""type": "toast", "message": "m", "presentation": {"show": {1️⃣"showType": "fromBottom"}}"#,
            "did you mean 'type'; 'showType' belongs in 'presentation.hide'"
        ),
        (
            #""type": "toast", "message": "m", "presentation": {"hide": {1️⃣"type": "center"}}"#,
            "did you mean 'showType'; 'type' belongs in a dialog or 'presentation.show'"
        ),
        (
            #""type": "toast", "message": "m", "presentation": {1️⃣"duration": 1}"#,
            "'duration' belongs in 'presentation.show' or 'presentation.hide'"
        ),
    ])
    func aKeyInTheWrongPlaceIsToldWhereItBelongs(_ members: String, _ hint: String) throws {
        let marked = MarkedSource(RuleExample.dialogs(#"{"id": "a", \#(members)}"#).fileText)
        let result = Validator.validate([SourceFile(path: "spec.json", text: marked.text)])
        #expect(result.diagnostics.map(\.ruleID) == ["unknown-key"])
        #expect(result.diagnostics.map { $0.position(in: marked.text) } == marked.positions)
        #expect(result.diagnostics.first?.suggestion?.message == hint)
    }

    /// A value close to one the format allows gets that value as its suggestion.
    @Test(arguments: [
        (#""presentation": {"show": {"type": 1️⃣"bottom"}}"#, "fromBottom"),
        (#""presentation": {"show": {"animation": 1️⃣"fadeIn"}}"#, "fade"),
        (#""presentation": {"show": {"type": 1️⃣"Center"}}"#, "center"),
        (##""style": {"titleColor": 1️⃣"#FFF"}"##, "#FFFFFF"),
        (##""style": {"titleColor": 1️⃣"#fff8"}"##, "#ffffff88"),
        (#""style": {"titleColor": 1️⃣"FF0000"}"#, "#FF0000"),
    ])
    func aNearMissValueGetsTheValueMeant(_ members: String, _ meant: String) throws {
        let (marked, decoded) = Self.decodeDialogs(#"{"id": "a", "type": "toast", "message": "m", \#(members)}"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "invalid-value")
        #expect([finding.position(in: marked.text)] == marked.positions)
        #expect(finding.suggestion?.message == "did you mean '\(meant)'")
        #expect(finding.suggestion?.replacement == "\"\(meant)\"")
    }

    @Test func keyNotAllowedNamesTheType() throws {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "a", "type": "toast", "message": "m", "buttons": []}"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.message == "key 'buttons' is not allowed for a dialog of type 'toast'")
    }

    // MARK: Numbers

    @Test(arguments: ["1", "1.0", "1e0", "10E-1", "0.1e1"])
    func specVersionAcceptsIntegralNumbers(_ version: String) {
        let decoded = Self.decode(#"{"specVersion": \#(version), "dialogs": [{"id": "a", "type": "toast", "message": "m"}]}"#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(decoded.spec?.dialogs.count == 1)
    }

    @Test(arguments: [
        ("1.5", "'specVersion' must be an integer, found a number"),
        (#""1""#, "'specVersion' must be an integer, found a string"),
        ("true", "'specVersion' must be an integer, found a boolean"),
    ])
    func specVersionRejectsNonIntegers(_ version: String, _ message: String) {
        let decoded = Self.decode(#"{"specVersion": \#(version), "dialogs": [{"id": "a", "type": "toast", "message": "m"}]}"#)
        #expect(decoded.diagnostics.map(\.ruleID) == ["type-mismatch"])
        #expect(decoded.diagnostics.map(\.message) == [message])
        #expect(decoded.spec?.dialogs.map(\.id.value) == ["a"], "the file is still read as version 1")
    }

    /// A mistyped or missing version must not hide the file's other problems.
    @Test(arguments: [#""specVersion": "1","#, ""])
    func aMistypedOrMissingVersionStillChecksTheDialogs(_ version: String) {
        let marked = MarkedSource(#"{\#(version) "dialogs": [{"id": "a", "type": "toast", "message": 1️⃣5}]}"#)
        let decoded = Self.decode(marked.text)
        #expect(decoded.diagnostics.map(\.ruleID) == [version.isEmpty ? "missing-key" : "type-mismatch", "type-mismatch"])
        #expect(decoded.diagnostics.last?.position(in: marked.text) == marked.positions.first)
    }

    /// A huge version is an integer, just not one this dialogc reads; the message must not leak
    /// the internal unbounded range ("at least -inf").
    @Test func hugeSpecVersionIsReportedReadably() throws {
        let decoded = Self.decode(#"{"specVersion": 99999999999999999999, "dialogs": []}"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(["unsupported-version", "invalid-value"].contains(finding.ruleID))
        #expect(!finding.message.contains("inf"), "\(finding.message)")
    }

    private static func picker(selectedIndex: String) -> String {
        #"{"id": "p", "type": "picker", "options": ["a", "b", "c"], "selectedIndex": \#(selectedIndex), "buttons": \#(okButton)}"#
    }

    @Test(arguments: ["99999999999999999999", "-1", "1e20", "-1.0"])
    func selectedIndexOutOfRangeIsAnInvalidValue(_ index: String) throws {
        let (_, decoded) = Self.decodeDialogs(Self.picker(selectedIndex: index))
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "invalid-value")
        #expect(finding.message == "'selectedIndex' must be an integer at least 0, found \(index)")
    }

    @Test func selectedIndexWithZeroFraction() {
        let (_, decoded) = Self.decodeDialogs(Self.picker(selectedIndex: "2.0"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.spec?.dialogs.first?.selectedIndex?.value == 2)
    }

    @Test(arguments: [("0", false), ("0.0001", true), ("60", true), ("60.0", true), ("60.0001", false), ("-5", false)])
    func autoHideIsAboveZeroAndAtMostSixty(_ seconds: String, _ accepted: Bool) {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "t", "type": "toast", "message": "m", "autoHide": \#(seconds)}"#)
        if accepted {
            #expect(decoded.diagnostics.isEmpty)
            #expect(decoded.spec?.dialogs.first?.autoHide?.value == Double(seconds))
        } else {
            #expect(decoded.diagnostics.map(\.ruleID) == ["invalid-value"])
            #expect(decoded.diagnostics.map(\.message) == ["'autoHide' must be greater than 0 and at most 60, found \(seconds)"])
        }
    }

    // MARK: Strings

    @Test(arguments: ["#abc", "#A1B2C", "#A1B2C3D", "A1B2C3", "#A1B2G3", "#A1B2C3D4E5"])
    func malformedColorsAreRejected(_ color: String) throws {
        let (_, decoded) = Self.decodeDialogs(#"{"id": "t", "type": "toast", "message": "m", "style": {"lineColor": "\#(color)"}}"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "invalid-value")
        #expect(finding.message == "'lineColor' must be a color written '#RRGGBB', '#RRGGBBAA' or a system color's name, found '\(color)'")
    }

    @Test func colorsWithAndWithoutAlpha() throws {
        let (_, decoded) = Self.decodeDialogs(
            #"""
            {"id": "a", "type": "alert", "title": "T", "style": {"titleColor": "#A1B2C3", "lineColor": "#a1b2c3d4"},
             "buttons": [{"id": "ok", "title": "OK", "color": "#000000"}]}
            """#)
        #expect(decoded.diagnostics.isEmpty)
        let dialog = try #require(decoded.spec?.dialogs.first)
        #expect(dialog.style.titleColor?.value == Color(red: 0xA1, green: 0xB2, blue: 0xC3, alpha: 0xFF))
        #expect(dialog.style.lineColor?.value == Color(red: 0xA1, green: 0xB2, blue: 0xC3, alpha: 0xD4))
        #expect(dialog.buttons.first?.color?.value == Color(red: 0, green: 0, blue: 0))
    }

    // MARK: File shape

    @Test func unsupportedVersionStopsDecoding() throws {
        let marked = MarkedSource(#"{"specVersion": 1️⃣3, "dialogs": [{"id": 5, "type": "banner"}]}"#)
        let decoded = Self.decode(marked.text)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "unsupported-version")
        #expect(finding.message == "unsupported spec version 3; this dialogc reads versions 1 to 2")
        #expect([finding.position(in: marked.text)] == marked.positions)
        #expect(decoded.spec == nil)
    }

    @Test func topLevelMustBeAnObject() throws {
        let decoded = Self.decode(#"[{"specVersion": 1}]"#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "type-mismatch")
        #expect(finding.position(in: #"[{"specVersion": 1}]"#) == "1:1")
        // 'the top level' is a phrase, not a key, so it is not quoted (as in "missing required key
        // 'specVersion' in the top level").
        #expect(finding.message == "the top level must be an object, found an array")
        #expect(decoded.spec == nil)
    }

    @Test func dialogsMustNotBeEmpty() throws {
        let marked = MarkedSource(#"{"specVersion": 1, "dialogs": 1️⃣[]}"#)
        let decoded = Self.decode(marked.text)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "invalid-value")
        #expect(finding.message == "'dialogs' must have at least one element")
        #expect([finding.position(in: marked.text)] == marked.positions)
    }

    /// Without a readable type nothing can be said about which keys belong, so nothing else is.
    @Test func invalidTypeIsReportedAlone() throws {
        let (marked, decoded) = Self.decodeDialogs(
            #"""
            {"id": "a", "type": 1️⃣"alrt", "options": ["x"], "input": {}, "autoHide": 3}
            """#)
        let finding = try #require(decoded.diagnostics.soleElement)
        #expect(finding.ruleID == "invalid-value")
        #expect(finding.message == "'type' must be one of 'alert', 'actionSheet', 'toast', 'picker', 'textInput', found 'alrt'")
        #expect([finding.position(in: marked.text)] == marked.positions)
        #expect(finding.suggestion?.replacement == "\"alert\"")
        #expect(decoded.spec?.dialogs.isEmpty == true)
    }

    // MARK: Model

    @Test func wellFormedTracksUnreadValuesPerDialog() throws {
        let (marked, decoded) = Self.decodeDialogs(
            #"""
            {"id": "mistyped", "type": "toast", "message": 5},
            {"id": "unknownKey", "type": "toast", "message": "m", "colour": "red"},
            {"id": "badStyle", "type": "toast", "message": "m", "style": {"cornerRadius": -1}},
            {"id": "misplacedKey", "type": "toast", "message": "m", "subtitle": "s"},
            {"id": "duplicateKey", "type": "toast", "message": "m", "message": 5},
            {"id": "nearMiss", "type": "toast", "message": "m", "titel": "t"},
            {"id": "badSuppression", "type": "toast", "message": "m", "suppressions": [{"rule": "cancel-titel"}]}
            """#)
        // The decoder reads a suppression's shape; whether its rule exists is for the validator to say.
        #expect(
            decoded.diagnostics.map(\.ruleID) == [
                "type-mismatch", "unknown-key", "invalid-value", "key-not-allowed-for-type", "duplicate-key", "unknown-key",
            ])
        let validated = Validator.validate([SourceFile(path: "spec.json", text: marked.text)])
        #expect(
            validated.diagnostics.filter { $0.message.contains("suppression") }.map(\.message) == [
                "unknown rule 'cancel-titel' in suppression"
            ])
        let wellFormed = try #require(decoded.spec?.dialogs).map { "\($0.id.value): \($0.isWellFormed)" }
        #expect(
            wellFormed == [
                "mistyped: false", "unknownKey: true", "badStyle: false", "misplacedKey: true", "duplicateKey: true",
                "nearMiss: true", "badSuppression: true",
            ])
    }

    @Test func defaultsAreResolvedPerType() throws {
        let (_, decoded) = Self.decodeDialogs(
            #"""
            {"id": "alert", "type": "alert", "title": "T", "buttons": \#(Self.okButton)},
            {"id": "sheet", "type": "actionSheet", "buttons": \#(Self.okButton)},
            {"id": "toast", "type": "toast", "message": "m"},
            {"id": "picker", "type": "picker", "options": ["a"], "buttons": \#(Self.okButton)},
            {"id": "field", "type": "textInput", "input": {}, "buttons": \#(Self.okButton)},
            {"id": "notes", "type": "textInput", "input": {"multiline": true}, "buttons": \#(Self.okButton)},
            {"id": "custom", "type": "alert", "title": "T", "autoHide": 5, "buttons": \#(Self.okButton),
             "presentation": {"show": {"type": "fromBottom"}, "renderer": "custom"}}
            """#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let resolved = try #require(decoded.spec?.dialogs).map { dialog in
            let autoHide = dialog.resolvedAutoHide.map(String.init(describing:)) ?? "-"
            return "\(dialog.id.value): \(dialog.resolvedShowType) \(dialog.resolvedRenderer) \(autoHide)"
        }
        #expect(
            resolved == [
                "alert: center system -",
                "sheet: fromBottom system -",
                "toast: center custom 2.0",
                "picker: fromBottom custom -",
                "field: center system -",
                "notes: center custom -",
                "custom: fromBottom custom 5.0",
            ])
    }

    // MARK: House style

    @Test(arguments: [
        "[]", "", "{\"a\": 1,}", #"{"specVersion": 3, "dialogs": []}"#, #"{"dialogs": [], "$schema": 5}"#,
        #"{"specVersion": 1, "dialogs": [], "dialog": []}"#,
        RuleExample.dialogs(
            #"""
            {"id": "1a", "type": "picker", "titel": "x", "options": [""], "selectedIndex": -1,
             "buttons": [{"title": "", "style": "cancle", "color": "red"}, 4],
             "presentation": {"show": {"duration": 9}, "hide": {"showType": "middle"}, "renderer": "gpu"},
             "style": {"titleFont": {"size": 0, "weight": "heavy"}, "textAlignment": "justified"}},
            {"type": "alert", "id": "b", "subtitle": 3, "limits": {"maxOptions": 0}},
            {"id": "c", "type": "textInput", "input": {"multiline": "yes", "secure": true}, "buttons": []},
            "not a dialog"
            """#
        ).fileText,
    ])
    func messagesAreLowercaseWithoutPeriod(_ text: String) {
        let decoded = Self.decode(text)
        #expect(!decoded.diagnostics.isEmpty)
        for diagnostic in decoded.diagnostics {
            let texts = [diagnostic.message] + diagnostic.notes.map(\.message) + [diagnostic.suggestion?.message].compactMap { $0 }
            for message in texts {
                #expect(message.first.map { !$0.isUppercase } ?? false, "'\(message)' starts uppercase")
                #expect(!message.hasSuffix("."), "'\(message)' ends with a period")
            }
        }
    }
}

private extension Array {
    /// The single element, or nil when there are none or several.
    var soleElement: Element? { count == 1 ? first : nil }
}
