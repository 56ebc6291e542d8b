import DialogStringCatalogs
import Testing

/// The bundled CLDR plural rules against values from CLDR's own samples.
struct PluralRulesTests {
    @Test(arguments: [
        ("ru", 1, PluralCategory.one), ("ru", 2, .few), ("ru", 5, .many), ("ru", 21, .one), ("ru", 11, .many),
        ("ru", 0, .many), ("ru", 22, .few), ("ru", 112, .many), ("ru", 101, .one),
        ("uk", 1, .one), ("uk", 3, .few), ("uk", 14, .many),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few), ("ar", 11, .many),
        ("ar", 99, .many), ("ar", 100, .other), ("ar", 102, .other), ("ar", 103, .few), ("ar", 111, .many),
        ("pl", 1, .one), ("pl", 2, .few), ("pl", 5, .many), ("pl", 12, .many), ("pl", 21, .many), ("pl", 22, .few), ("pl", 0, .many),
        ("cs", 1, .one), ("cs", 2, .few), ("cs", 4, .few), ("cs", 5, .other), ("cs", 0, .other),
        ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
        ("pt", 0, .one), ("pt-BR", 1, .one), ("pt-PT", 0, .other), ("pt-PT", 1, .one),
        ("es", 0, .other), ("es", 1, .one), ("es", 2_000_000, .many), ("it", 1, .one), ("it", 1_000_001, .other),
        ("en", 0, .other), ("en", 1, .one), ("en-GB", 2, .other), ("de", 1, .one), ("nl", 1, .one), ("sv", 2, .other),
        ("he", 1, .one), ("he", 2, .two), ("he", 20, .other), ("tr", 1, .one), ("tr", 2, .other),
        ("ja", 0, .other), ("ja", 1, .other), ("zh-Hans", 1, .other), ("zh_Hant", 2, .other), ("ko", 1, .other),
        ("ro", 1, .one), ("ro", 0, .few), ("ro", 119, .few), ("ro", 20, .other), ("hr", 21, .one), ("hr", 25, .other),
    ])
    func categoryOfAnInteger(_ language: String, _ number: Int, _ category: PluralCategory) {
        #expect(PluralRules.category(for: number, language: language) == category)
    }

    @Test func categoriesOfEachRequiredLanguage() throws {
        let expected: [String: [PluralCategory]] = [
            "en": [.one, .other], "de": [.one, .other], "nl": [.one, .other], "sv": [.one, .other], "tr": [.one, .other],
            "fr": [.one, .many, .other], "es": [.one, .many, .other], "it": [.one, .many, .other], "pt": [.one, .many, .other],
            "ru": [.one, .few, .many, .other], "uk": [.one, .few, .many, .other], "pl": [.one, .few, .many, .other],
            "cs": [.one, .few, .many, .other], "ar": [.zero, .one, .two, .few, .many, .other], "he": [.one, .two, .other],
            "ja": [.other], "zh": [.other], "ko": [.other],
        ]
        for (language, categories) in expected {
            let rule = try #require(PluralRules.rule(for: language), "no rule for \(language)")
            #expect(rule.categories == categories, "\(language)")
            #expect(rule.categories.last == .other, "\(language)")
        }
    }

    @Test func integersReachOnlySomeCategories() throws {
        #expect(try #require(PluralRules.rule(for: "ru")).integerCategories == [.one, .few, .many])
        #expect(try #require(PluralRules.rule(for: "cs")).integerCategories == [.one, .few, .other])
        #expect(try #require(PluralRules.rule(for: "ar")).integerCategories == PluralCategory.allCases)
        #expect(try #require(PluralRules.rule(for: "fr")).integerCategories == [.one, .many, .other])
    }

    @Test func unknownLanguagesAndExtremeNumbers() {
        #expect(PluralRules.rule(for: "tlh") == nil)
        #expect(PluralRules.category(for: -1, language: "en") == .one)
        #expect(PluralRules.category(for: Int.min, language: "ru") != nil)
        #expect(PluralRules.languages.count >= 18)
    }

    @Test func categoriesSortInCLDROrder() {
        #expect(PluralCategory.allCases.shuffled().sorted() == [.zero, .one, .two, .few, .many, .other])
    }
}
