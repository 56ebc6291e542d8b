import DialogRuntime
import Foundation
import Testing

/// `DialogBundle` reads untrusted data: every way a bundle can be wrong is a typed error, and
/// what the format leaves open (members it does not know) is ignored.
@Suite struct DialogBundleTests {
    /// A bundle of `dialogs` (each an object's members), of format `version`, with `extra` top-level members.
    static func bundle(_ dialogs: [String], version: Int = 1, extra: String = "") -> Data {
        let objects = dialogs.map { "{\($0)}" }.joined(separator: ",\n")
        return Data(#"{"formatVersion": \#(version), "sourceLanguage": "en", "locales": ["de"]\#(extra), "dialogs": [\#(objects)]}"#.utf8)
    }

    static let presentation =
        #""presentation": {"showType": "center", "animation": "fade", "showDuration": 0.3, "hideDuration": 0.2, "coverAlpha": 0.3, "#
        + #""dismissOnCoverTap": false, "renderer": "custom"}"#

    static let alert =
        #""id": "outage", "kind": "alert", "minimumRuntime": "0.1.0", "parameters": [{"name": "service", "type": "string"}, "#
        + #"{"name": "count", "type": "integer"}, {"name": "ratio", "type": "number"}], "#
        + #""title": {"pieces": [{"parameter": "service"}, " is down"], "translations": {"de": {"pieces": [{"parameter": "service"}, " ist gestört"]}}}, "#
        + #""message": {"pieces": [{"parameter": "count"}, " requests failed (", {"parameter": "ratio"}, ")"], "plural": "count", "#
        + #""forms": {"one": [{"parameter": "count"}, " request failed (", {"parameter": "ratio"}, ")"]}}, "#
        + #""buttons": [{"id": "ok", "title": "OK", "role": "cancel", "isPreferred": true}, {"id": "retry", "title": "Retry", "role": "default"}], "#
        + presentation

    static let arguments: [String: DialogArgument] = ["service": .string("Sync"), "count": .integer(1), "ratio": .number(2.5)]

    @Test func readsADialogWithItsArguments() throws {
        let bundle = try DialogBundle(data: Self.bundle([Self.alert]))
        #expect(bundle.dialogIDs == ["outage"])
        #expect(bundle.locales == ["de"])
        let descriptor = try bundle.dialog(id: "outage", arguments: Self.arguments, locale: Locale(identifier: "en_US"))
        #expect(descriptor.kind == .alert)
        #expect(descriptor.title == "Sync is down")
        #expect(descriptor.message == "1 request failed (2.5)")
        #expect(descriptor.buttons.map(\.action) == ["ok", "retry"])
        #expect(descriptor.buttons.map(\.role) == [.cancel, .default])
        #expect(descriptor.cancelButton?.action == "ok")
        #expect(descriptor.presentation.renderer == .custom)
        var plural = Self.arguments
        plural["count"] = .integer(3)
        #expect(
            try bundle.dialog(id: "outage", arguments: plural, locale: Locale(identifier: "en_US")).message == "3 requests failed (2.5)")
        // German: the translation, the number in German notation.
        let german = try bundle.dialog(id: "outage", arguments: Self.arguments, locale: Locale(identifier: "de_AT"))
        #expect(german.title == "Sync ist gestört")
        #expect(german.message == "1 request failed (2,5)")
    }

    /// An argument is text: a format specifier in it is shown, never read.
    @Test func anArgumentIsNeverAFormat() throws {
        let bundle = try DialogBundle(data: Self.bundle([Self.alert]))
        var arguments = Self.arguments
        arguments["service"] = .string("%@ %n %s {count} %%")
        let descriptor = try bundle.dialog(id: "outage", arguments: arguments, locale: Locale(identifier: "en_US"))
        #expect(descriptor.title == "%@ %n %s {count} %% is down")
    }

    @Test func aMissingOrMistypedArgumentIsAnError() throws {
        let bundle = try DialogBundle(data: Self.bundle([Self.alert]))
        var missing = Self.arguments
        missing["count"] = nil
        #expect(throws: DialogBundleError.missingArgument(dialog: "outage", parameter: "count")) {
            try bundle.dialog(id: "outage", arguments: missing)
        }
        var mistyped = Self.arguments
        mistyped["count"] = .string("three")
        #expect(throws: DialogBundleError.argumentType(dialog: "outage", parameter: "count", expected: "integer")) {
            try bundle.dialog(id: "outage", arguments: mistyped)
        }
        #expect(throws: DialogBundleError.unknownDialog(id: "nope")) { try bundle.dialog(id: "nope", arguments: [:]) }
    }

    /// The outage dialog with a default for each parameter: `service` "Sync", `count` 1, `ratio` 2.5.
    static let alertWithDefaults = alert.replacingOccurrences(
        of: #"{"name": "service", "type": "string"}"#, with: #"{"name": "service", "type": "string", "default": "Sync"}"#
    )
    .replacingOccurrences(of: #"{"name": "count", "type": "integer"}"#, with: #"{"name": "count", "type": "integer", "default": 1}"#)
    .replacingOccurrences(of: #"{"name": "ratio", "type": "number"}"#, with: #"{"name": "ratio", "type": "number", "default": 2.5}"#)

    /// A missing argument takes the parameter's default, so an app built before the parameter
    /// was added presents the dialog; an argument given wins over it.
    @Test func aMissingArgumentTakesTheDefault() throws {
        #expect(Self.alertWithDefaults != Self.alert)
        let bundle = try DialogBundle(data: Self.bundle([Self.alertWithDefaults]))
        let english = Locale(identifier: "en_US")
        let none = try bundle.dialog(id: "outage", arguments: [:], locale: english)
        #expect(none.title == "Sync is down")
        #expect(none.message == "1 request failed (2.5)")
        let some = try bundle.dialog(id: "outage", arguments: ["service": .string("Mail"), "count": .integer(4)], locale: english)
        #expect(some.title == "Mail is down")
        #expect(some.message == "4 requests failed (2.5)")
        // The default is shown as an argument is: a number in the locale's notation, a plural by its value.
        #expect(try bundle.dialog(id: "outage", arguments: [:], locale: Locale(identifier: "de_AT")).message == "1 request failed (2,5)")
        // A whole number is a number parameter's default as JSON writes it.
        let whole = Self.alertWithDefaults.replacingOccurrences(of: #""default": 2.5"#, with: #""default": 2"#)
        let two = try DialogBundle(data: Self.bundle([whole])).dialog(id: "outage", arguments: [:], locale: english)
        #expect(two.message == "1 request failed (2)")
    }

    /// A default changes nothing about an argument of the wrong type, nor a parameter without one.
    @Test func aDefaultKeepsTheArgumentsChecks() throws {
        let partial = Self.alertWithDefaults.replacingOccurrences(of: #", "default": 1}"#, with: "}")
        #expect(partial != Self.alertWithDefaults)
        let bundle = try DialogBundle(data: Self.bundle([partial]))
        #expect(throws: DialogBundleError.missingArgument(dialog: "outage", parameter: "count")) {
            try bundle.dialog(id: "outage", arguments: [:])
        }
        #expect(throws: DialogBundleError.argumentType(dialog: "outage", parameter: "service", expected: "string")) {
            try bundle.dialog(id: "outage", arguments: ["service": .integer(3), "count": .integer(1)])
        }
        #expect(throws: DialogBundleError.argumentType(dialog: "outage", parameter: "ratio", expected: "number")) {
            try bundle.dialog(id: "outage", arguments: ["count": .integer(1), "ratio": .integer(2)])
        }
    }

    /// A default not of its parameter's type is an invalid bundle, even where the app passes the argument.
    @Test func aDefaultOfTheWrongTypeIsInvalid() throws {
        let cases: [(String, String)] = [
            (#""default": "Sync""#, #""default": 7"#),
            (#""default": 1}"#, #""default": 1.5}"#),
            (#""default": 1}"#, #""default": "one"}"#),
            (#""default": 2.5"#, #""default": "2.5""#),
            (#""default": 2.5"#, #""default": true"#),
            (#""default": "Sync""#, #""default": ["Sync"]"#),
        ]
        for (original, replacement) in cases {
            let dialog = Self.alertWithDefaults.replacingOccurrences(of: original, with: replacement)
            #expect(dialog != Self.alertWithDefaults)
            let bundle = try DialogBundle(data: Self.bundle([dialog]))
            #expect(throws: DialogBundleError.invalidValue(dialog: "outage", field: "parameters")) {
                try bundle.dialog(id: "outage", arguments: [:])
            }
            #expect(throws: DialogBundleError.invalidValue(dialog: "outage", field: "parameters")) {
                try bundle.dialog(id: "outage", arguments: Self.arguments)
            }
        }
    }

    /// Members the format does not know are ignored, at the top, in a dialog and in its parts.
    @Test func unknownMembersAreIgnored() throws {
        let future = Self.alert.replacingOccurrences(of: #""id": "ok","#, with: #""id": "ok", "haptics": {"style": "rigid"},"#)
        let data = Self.bundle([future + #", "confetti": [1, 2, 3]"#], extra: #", "signature": "abc""#)
        let descriptor = try DialogBundle(data: data).dialog(id: "outage", arguments: Self.arguments)
        #expect(descriptor.buttons.count == 2)
    }

    @Test func whatTheRuntimeCannotPresentIsATypedError() throws {
        #expect(throws: DialogBundleError.newerFormat(version: 2, newestSupported: 1)) {
            try DialogBundle(data: Self.bundle([Self.alert], version: 2))
        }
        let kind = Self.alert.replacingOccurrences(of: #""kind": "alert""#, with: #""kind": "carousel""#)
        let newer = Self.alert.replacingOccurrences(of: #""minimumRuntime": "0.1.0""#, with: #""minimumRuntime": "9.0""#)
        let animation = Self.alert.replacingOccurrences(of: #""animation": "fade""#, with: #""animation": "confetti""#)
        let broken = Self.alert.replacingOccurrences(of: #""role": "cancel", "#, with: "")
        let renamed = [kind, newer, animation, broken].enumerated().map { index, dialog in
            dialog.replacingOccurrences(of: #""id": "outage""#, with: #""id": "d\#(index)""#)
        }
        // One dialog a runtime cannot present leaves the others presentable.
        let bundle = try DialogBundle(data: Self.bundle(renamed + [Self.alert]))
        #expect(bundle.dialogIDs == ["d0", "d1", "d2", "d3", "outage"])
        #expect(throws: DialogBundleError.unknownKind(dialog: "d0", kind: "carousel")) {
            try bundle.dialog(id: "d0", arguments: Self.arguments)
        }
        #expect(throws: DialogBundleError.needsNewerRuntime(dialog: "d1", minimumRuntime: "9.0", runtime: DialogBundle.runtimeVersion)) {
            try bundle.dialog(id: "d1", arguments: Self.arguments)
        }
        #expect(throws: DialogBundleError.unsupportedValue(dialog: "d2", field: "animation", value: "confetti")) {
            try bundle.dialog(id: "d2", arguments: Self.arguments)
        }
        #expect(throws: DialogBundleError.malformedDialog(id: "d3", reason: "'role' is missing in 'dialogs.3.buttons.0'")) {
            try bundle.dialog(id: "d3", arguments: Self.arguments)
        }
        #expect(try bundle.dialog(id: "outage", arguments: Self.arguments).title == "Sync is down")
    }

    @Test func valuesOutOfRangeAndReferencesToNothingAreErrors() throws {
        let cases: [(String, String, String)] = [
            (#""coverAlpha": 0.3"#, #""coverAlpha": 7"#, "coverAlpha"),
            (#""showDuration": 0.3"#, #""showDuration": -1"#, "showDuration"),
            (#""minimumRuntime": "0.1.0""#, #""minimumRuntime": "soon""#, "minimumRuntime"),
            (#"{"parameter": "service"}, " is down""#, #"{"parameter": "nobody"}, " is down""#, "title"),
            (#""kind": "alert","#, #""kind": "alert", "selectedIndex": 3,"#, "selectedIndex"),
            (#""kind": "alert","#, #""kind": "alert", "coverTapResult": "gone","#, "coverTapResult"),
            (#""kind": "alert","#, ##""kind": "alert", "style": {"titleColor": "#12345"},"##, "titleColor"),
            (#""kind": "alert","#, #""kind": "alert", "layout": {"width": 1e300},"#, "width"),
        ]
        for (original, replacement, field) in cases {
            let dialog = Self.alert.replacingOccurrences(of: original, with: replacement)
            #expect(dialog != Self.alert)
            let bundle = try DialogBundle(data: Self.bundle([dialog]))
            #expect(throws: DialogBundleError.invalidValue(dialog: "outage", field: field)) {
                try bundle.dialog(id: "outage", arguments: Self.arguments)
            }
        }
    }

    @Test func limitsAreCheckedBeforeDecoding() {
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: DialogBundleError.tooDeep(limit: 24)) { try DialogBundle(data: deep) }
        let large = Data(count: 5 << 20)
        #expect(throws: DialogBundleError.tooLarge(byteCount: 5 << 20, limit: 4 << 20)) { try DialogBundle(data: large) }
        let many = Data(("[" + String(repeating: "1,", count: 500_000) + "1]").utf8)
        #expect(throws: DialogBundleError.tooManyValues(limit: 400_000)) { try DialogBundle(data: many) }
        // Braces inside strings are text, not nesting.
        let braces = Self.alert.replacingOccurrences(of: #"" is down""#, with: "\"" + String(repeating: "[{", count: 100) + "\"")
        #expect((try? DialogBundle(data: Self.bundle([braces]))) != nil)
    }

    @Test func malformedDataIsATypedError() {
        #expect(throws: DialogBundleError.malformed(reason: "not JSON")) { try DialogBundle(data: Data("{".utf8)) }
        #expect(throws: DialogBundleError.malformed(reason: "'formatVersion' is missing in the top level")) {
            try DialogBundle(data: Data("{}".utf8))
        }
        #expect(throws: DialogBundleError.malformed(reason: "'dialogs' is missing in the top level")) {
            try DialogBundle(data: Data(#"{"formatVersion": 1}"#.utf8))
        }
        #expect(throws: DialogBundleError.duplicateDialog(id: "outage")) { try DialogBundle(data: Self.bundle([Self.alert, Self.alert])) }
        #expect(throws: DialogBundleError.malformed(reason: "'formatVersion' is 0")) {
            try DialogBundle(data: Self.bundle([], version: 0))
        }
    }

    /// A bundled dialog is presented as a generated one: the result is the tapped button's id.
    @MainActor @Test func thePresenterPresentsABundledDialog() throws {
        let descriptor = try DialogBundle(data: Self.bundle([Self.alert])).dialog(id: "outage", arguments: Self.arguments)
        let stage = Stage()
        stage.presenter.present(descriptor, as: String.self) { stage.results.append("outage: \($0 ?? "nil")") }
        #expect(stage.takeLog() == ["end editing", "block touches", "make #1 outage", "cover #1", "show #1", "animate #1 0.3s"])
        stage.clock.advance(by: 0.3)
        #expect(stage.host.tapButton("Retry"))
        stage.clock.advance(by: 0.2)
        #expect(stage.results == ["outage: retry"])
        #expect(stage.host.onScreen.isEmpty)
    }
}
