@testable import DialogDesignTokens
@testable import DialogDiagnostics
import Testing

/// Aliases (`{group.token}`): resolved whole and inside composites, each failure located.
@Suite struct TokenAliasTests {
    @Test func anAliasTakesItsTargetsValueAndTypeThroughAChain() {
        let set = TokenFormatTests.tokens(
            """
            {"base": {"blue": {"$type": "color", "$value": "#0A84FF"}},
             "semantic": {"accent": {"$value": "{semantic.link}"}, "link": {"$value": "{base.blue}"}}}
            """)
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
        #expect(set["semantic.accent"]?.type == .color, "an alias's type is its target's")
        #expect(set["semantic.accent"]?.value == set["base.blue"]?.value)
        #expect(set["semantic.accent"]?.aliasOf == "semantic.link")
        #expect(set["semantic.link"]?.aliasOf == "base.blue")
    }

    @Test func aMissingTargetIsLocatedWithTheNearestName() {
        let set = TokenFormatTests.tokens(
            ##"{"$type": "color", "blue": {"$value": "#0000FF"}, "link": {"$value": "{bleu}"}, "visited": {"$value": "{link}"}}"##)
        #expect(
            TokenFormatTests.findings(
                ##"{"$type": "color", "blue": {"$value": "#0000FF"}, "link": {"$value": "{bleu}"}, "visited": {"$value": "{link}"}}"##)
                == [#"unknown-token@"{bleu}""#])
        #expect(set.diagnostics.first?.message == "no token named 'bleu'")
        #expect(set.diagnostics.first?.suggestion == Suggestion("did you mean '{blue}'", replacement: "\"{blue}\""))
        #expect(set["link"] == nil && set["visited"] == nil, "a token whose target failed is left out, without a second finding")
    }

    @Test func aCycleIsNamedInOrderOnce() {
        let json = """
            {"$type": "number", "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"},
             "lead": {"$value": "{b}"}, "self": {"$value": "{self}"}}
            """
        let set = TokenFormatTests.tokens(json)
        #expect(
            set.diagnostics.map(\.message) == ["aliases form a cycle: 'a' -> 'b' -> 'c' -> 'a'", "aliases form a cycle: 'self' -> 'self'"])
        #expect(set.diagnostics.allSatisfy { $0.rule == .tokenCycle })
        #expect(TokenFormatTests.findings(json) == [#"token-cycle@"{b}""#, #"token-cycle@"{self}""#])
        #expect(set.tokens.isEmpty)
    }

    @Test func anAliasToAnotherTypeThanTheTokenDeclaresIsAMismatch() {
        let json = """
            {"size": {"$type": "dimension", "$value": "16px"},
             "ink": {"$type": "color", "$value": "{size}"},
             "free": {"$value": "{size}"}}
            """
        #expect(TokenFormatTests.findings(json) == [#"token-type-mismatch@"{size}""#])
        let set = TokenFormatTests.tokens(json)
        #expect(set.diagnostics.first?.message == "token 'ink' is a color, but its alias 'size' names a dimension")
        #expect(set["free"]?.type == .dimension)
    }

    @Test func aCompositesMembersMayBeAliasesOfTheirType() throws {
        let json = """
            {"family": {"$type": "fontFamily", "$value": "Inter"}, "size": {"$type": "dimension", "$value": "1rem"},
             "big": {"$value": "{size}"}, "weight": {"$type": "fontWeight", "$value": "bold"},
             "body": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": "{big}", "fontWeight": "{weight}",
                      "letterSpacing": "0px", "lineHeight": 1.5}},
             "wrong": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": "{weight}", "fontWeight": "{weight}",
                      "letterSpacing": "{body}", "lineHeight": "{nothing}"}}}
            """
        let set = TokenFormatTests.tokens(json)
        guard case .typography(let body) = set["body"]?.value else { throw TokenTestFailure("no typography") }
        #expect(body.fontSize.points == 16 && body.fontWeight == 700 && body.fontFamily == ["Inter"])
        #expect(
            TokenFormatTests.findings(json)
                == [#"token-type-mismatch@"{weight}""#, #"token-type-mismatch@"{body}""#, #"unknown-token@"{nothing}""#])
        #expect(set["wrong"] == nil)
    }

    /// A chain far longer than any stack would take by recursion resolves in a loop.
    @Test func aTenThousandLongChainResolvesWithoutRecursion() {
        let count = 10_000
        var json = #"{"$type": "number", "t0": {"$value": 7}"#
        for index in 1..<count { json += #", "t\#(index)": {"$value": "{t\#(index - 1)}"}"# }
        let set = TokenFormatTests.tokens(json + "}")
        #expect(set.diagnostics.isEmpty)
        #expect(set["t\(count - 1)"]?.value == .number(7))
        // The same chain written last to first, and closed into a cycle.
        var reversed = #"{"$type": "number""#
        for index in (0..<count).reversed() { reversed += #", "t\#(index)": {"$value": "{t\#((index + 1) % count)}"}"# }
        let cycle = TokenFormatTests.tokens(reversed + "}")
        #expect(cycle.diagnostics.map(\.rule) == [.tokenCycle])
    }

    @Test func aLaterFileReplacesAnEarlierOnesToken() {
        let base = DesignTokenFile.read(
            SourceFile(path: "base.json", text: ##"{"c": {"$type": "color", "$value": "#FFFFFF"}, "ink": {"$value": "{c}"}}"##))
        let dark = DesignTokenFile.read(SourceFile(path: "dark.json", text: ##"{"c": {"$type": "color", "$value": "#000000"}}"##))
        let set = DesignTokenSet(files: [base, dark])
        guard case .color(let ink)? = set["ink"]?.value else { return #expect(Bool(false)) }
        #expect(ink.srgb.description == "#000000")
        #expect(set["c"]?.location.file == "dark.json")
    }
}
