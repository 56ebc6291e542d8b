import DialogLayoutAdapter
import Testing

/// Which locales mirror their plans: the byte-level reading of ASCII tags agrees with reading
/// the lowercased tag's first piece.
@Suite struct LocaleDirectionTests {
    @Test func rightToLeftLanguagesMirrorInAnySpellingOfTheirTag() {
        for identifier in ["ar", "AR", "He-IL", "fa_IR", "ckb", "CKB-iq", "-ar", "__ur", "yi-", "dv", "right-to-left"] {
            #expect(LayoutLocale(identifier).isRightToLeft, "\(identifier)")
        }
    }

    @Test func otherLanguagesDoNotMirror() {
        for identifier in ["", "-", "en", "de-AR", "ara", "ckbx", "arabic", "a", "source", "accented", "double-length", "zh-Hans", "é-ar"] {
            #expect(!LayoutLocale(identifier).isRightToLeft, "\(identifier)")
        }
    }

    @Test func aTagPastASCIIIsLoweredAsUnicodeLowersIt() {
        // U+212A KELVIN SIGN lowercases to an ASCII k.
        #expect(LayoutLocale("c\u{212A}b").isRightToLeft)
        #expect(!LayoutLocale("c\u{212A}").isRightToLeft)
    }
}
