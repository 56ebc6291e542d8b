import DialogStringCatalogs
import Testing

/// Format specifiers as Apple's `String(format:)` reads them, and how translations compare.
struct FormatSpecifierTests {
    typealias Kind = FormatSpecifier.ArgumentType

    static func summary(_ text: String) -> [String] {
        FormatSpecifier.parse(text).map { "\($0.position):\($0.type)" }
    }

    @Test(arguments: [
        ("%@", ["1:@"]), ("%lld", ["1:lld"]), ("%d", ["1:d"]), ("%f", ["1:f"]), ("%.2f", ["1:f"]),
        ("%1$@", ["1:@"]), ("%%", []), ("100%% sure", []), ("%ld and %lu", ["1:ld", "2:lu"]),
        ("%2$@ before %1$lld", ["2:@", "1:lld"]), ("%@ of %@", ["1:@", "2:@"]), ("%-8.3lf|%+05d", ["1:f", "2:d"]),
        (
            "%x %X %o %i %c %C %s %S %p %e %g %a %Lf",
            ["1:u", "2:u", "3:u", "4:d", "5:c", "6:C", "7:s", "8:S", "9:p", "10:f", "11:f", "12:f", "13:Lf"]
        ),
        ("%#@photos@ in %2$@", ["2:@"]), ("no specifier", []), ("trailing %", []), ("%0$@", []), ("%y", []),
        ("%hhd %hd %qd %zd %td %jd", ["1:hhd", "2:hd", "3:qd", "4:zd", "5:td", "6:jd"]),
    ])
    func specifiersParseIntoPositionsAndTypes(_ text: String, _ expected: [String]) {
        #expect(Self.summary(text) == expected)
    }

    @Test func specifiersKeepTheirTextAndRange() throws {
        let text = "Delete “%1$@” and %lld more?"
        let specifiers = FormatSpecifier.parse(text)
        #expect(specifiers.map(\.text) == ["%1$@", "%lld"])
        #expect(specifiers.map(\.isPositional) == [true, false])
        let bytes = Array(text.utf8)
        let range = try #require(specifiers.first?.range)
        #expect(String(decoding: bytes[range], as: UTF8.self) == "%1$@")
    }

    static func mismatches(_ source: String, _ translation: String) -> [PlaceholderMismatch] {
        PlaceholderMismatch.compare(source: FormatSpecifier.parse(source), translation: FormatSpecifier.parse(translation))
    }

    @Test func matchingTranslationsHaveNoMismatch() {
        #expect(Self.mismatches("Delete %lld photos?", "%lld Fotos löschen?").isEmpty)
        #expect(Self.mismatches("%1$@ invited %2$@", "%2$@ wurde von %1$@ eingeladen").isEmpty)
        #expect(Self.mismatches("%@ and %@", "%1$@ und %2$@").isEmpty)
        #expect(Self.mismatches("100%% done", "100 %% fertig").isEmpty)
    }

    @Test func aMissingPlaceholderIsReported() {
        #expect(
            Self.mismatches("Delete %lld photos?", "Fotos löschen?") == [
                .count(source: 1, translation: 0), .missing(position: 1, type: .signedInteger(length: "ll")),
            ])
    }

    @Test func anExtraPlaceholderIsReported() {
        #expect(Self.mismatches("Delete?", "%@ löschen?") == [.count(source: 0, translation: 1), .unexpected(position: 1, type: .object)])
    }

    @Test func aDifferentTypeIsReported() {
        #expect(
            Self.mismatches("%lld photos", "%@ Fotos") == [.type(position: 1, source: .signedInteger(length: "ll"), translation: .object)])
        #expect(
            Self.mismatches("%lld photos", "%d Fotos") == [
                .type(position: 1, source: .signedInteger(length: "ll"), translation: .signedInteger(length: ""))
            ])
    }

    @Test func aWrongPositionIsReported() {
        #expect(
            Self.mismatches("%1$@ of %2$lld", "%2$@ von %1$lld") == [
                .type(position: 1, source: .object, translation: .signedInteger(length: "ll")),
                .type(position: 2, source: .signedInteger(length: "ll"), translation: .object),
            ])
        #expect(Self.mismatches("%1$@", "%2$@") == [.missing(position: 1, type: .object), .unexpected(position: 2, type: .object)])
    }
}

/// Xcode's pseudolanguages transform the words and leave the specifiers alone.
struct PseudoLocaleTests {
    @Test func doubleLengthRepeatsEachLiteralRun() {
        #expect(PseudoLocale.doubleLength.transform("Delete %@ photos?") == "Delete Delete %@ photos? photos?")
        #expect(PseudoLocale.doubleLength.transform("%lld") == "%lld")
        #expect(PseudoLocale.doubleLength.transform("") == "")
    }

    @Test func accentedMarksEveryLetter() {
        #expect(PseudoLocale.accented.transform("Delete %1$@ (100%%)") == "Đéļéţé %1$@ (100%%)")
        #expect(PseudoLocale.accented.transform("Share Album") == "Šĥåŕé Åļƀûɱ")
        #expect(PseudoLocale.accented.transform("%#@photos@ left").hasPrefix("%#@photos@ "))
    }

    @Test func rightToLeftOverridesLiteralRunsAndMirrors() {
        #expect(PseudoLocale.rightToLeft.transform("Delete %@?") == "\u{202E}Delete \u{202C}%@\u{202E}?\u{202C}")
        #expect(PseudoLocale.rightToLeft.isRightToLeft)
        #expect(!PseudoLocale.accented.isRightToLeft && !PseudoLocale.doubleLength.isRightToLeft)
    }

    @Test(arguments: PseudoLocale.allCases)
    func everyPseudoLocaleKeepsThePlaceholders(_ locale: PseudoLocale) {
        let text = "%1$@ shared %2$lld photos (%.1f%%) with %#@people@"
        let transformed = locale.transform(text)
        #expect(PlaceholderMismatch.compare(source: FormatSpecifier.parse(text), translation: FormatSpecifier.parse(transformed)).isEmpty)
        #expect(FormatSpecifier.parse(transformed).map(\.text) == ["%1$@", "%2$lld", "%.1f"])
        #expect(transformed.contains("%#@people@") && transformed.contains("%%"))
        #expect(transformed != text)
    }

    @Test func namesAreXcodes() {
        #expect(PseudoLocale.allCases.map(\.rawValue) == ["double-length", "accented", "right-to-left"])
    }
}
