@testable import DialogDesignTokens
@testable import DialogDiagnostics
import DialogLayoutEngine
import Testing

/// The Format module (2025.10) as dialogc reads it: groups, types, properties, names and values.
@Suite struct TokenFormatTests {
    static func tokens(_ json: String, path: String = "tokens.json") -> DesignTokenSet {
        DesignTokenSet(file: SourceFile(path: path, text: json))
    }

    /// The findings as `rule@text`, the text being the source the finding points at.
    static func findings(_ json: String) -> [String] {
        let bytes = Array(json.utf8)
        return tokens(json).diagnostics.map { finding in
            let range = finding.location.range!
            return "\(finding.rule)@" + String(decoding: bytes[range.startOffset..<range.endOffset], as: UTF8.self)
        }
    }

    @Test func typesAreInheritedFromTheClosestGroupThatDeclaresOne() throws {
        let set = Self.tokens(
            """
            {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
             "space": {"$type": "dimension", "$description": "spacing",
               "small": {"$value": {"value": 4, "unit": "px"}},
               "inner": {"$type": "number", "ratio": {"$value": 1.5}},
               "large": {"$value": {"value": 1.5, "unit": "rem"}, "$description": "a card's padding", "$extensions": {"com.example": {"x": 1}}}}}
            """)
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
        #expect(set["space.small"]?.value == .dimension(TokenDimension(value: 4, unit: .px)))
        #expect(set["space.inner.ratio"]?.value == .number(1.5))
        let large = try #require(set["space.large"])
        #expect(large.type == .dimension && large.description == "a card's padding")
        guard case .dimension(let dimension) = large.value else { throw TokenTestFailure("not a dimension") }
        #expect(dimension.points == 24, "1 rem is 16 points")
        #expect(large.extensions != nil, "$extensions are kept")
        #expect(set.tokens.map(\.path) == ["space.small", "space.inner.ratio", "space.large"])
    }

    @Test func aTokenWithNoTypeAnywhereIsAFindingNeverAGuess() {
        #expect(
            Self.findings(##"{"color": {"brand": {"$value": "#FF6A00"}}}"##)
                == [##"token-missing-type@"#FF6A00""##])
        #expect(Self.tokens(##"{"color": {"brand": {"$value": "#FF6A00"}}}"##)["color.brand"] == nil)
    }

    @Test func anUnknownTypeIsAFindingWithTheNearestType() throws {
        let set = Self.tokens(##"{"a": {"$type": "colour", "$value": "#FFFFFF"}, "b": {"$type": "shadow", "$value": {}}}"##)
        #expect(set.diagnostics.map(\.rule) == [.tokenUnknownType])
        #expect(set.diagnostics.first?.suggestion?.message == "did you mean 'color'")
        #expect(set["a"] == nil)
        #expect(set["b"]?.value == .unread(.shadow), "a shadow is recognised and kept unread")
    }

    @Test func rootTokensHaveTheirOwnPath() throws {
        let set = Self.tokens(
            """
            {"color": {"$type": "color", "accent": {"$root": {"$value": "#0A84FF"}, "hover": {"$value": "{color.accent.$root}"}}}}
            """)
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
        #expect(set["color.accent.$root"]?.value == set["color.accent.hover"]?.value)
        #expect(set["color.accent.hover"]?.aliasOf == "color.accent.$root")
        #expect(set["color.accent"] == nil, "a group is not a token")
    }

    @Test(arguments: [#""$brand""#, #""a.b""#, #""{x}""#])
    func namesMayNotStartWithADollarOrHoldBracesOrDots(_ name: String) {
        let findings = Self.findings(#"{"# + name + #": {"$type": "number", "$value": 1}}"#)
        #expect(findings.contains { $0.hasPrefix("token-invalid-name@") || $0.hasPrefix("unknown-key@") }, "\(findings)")
    }

    @Test func deprecationIsABooleanOrAMessage() {
        let set = Self.tokens(
            """
            {"$type": "number", "a": {"$value": 1, "$deprecated": true}, "b": {"$value": 2, "$deprecated": "use 'a'"},
             "c": {"$value": 3, "$deprecated": false}, "d": {"$value": 4, "$deprecated": 1}}
            """)
        #expect(set["a"]?.deprecation == .deprecated)
        #expect(set["b"]?.deprecation == .deprecatedWithMessage("use 'a'"))
        #expect(set["c"]?.deprecation == nil)
        #expect(set.diagnostics.map(\.rule) == [.tokenInvalidValue])
        let grouped = Self.tokens(
            """
            {"old": {"$type": "number", "$deprecated": "use 'new'", "a": {"$value": 1}, "kept": {"$value": 2, "$deprecated": false}}}
            """)
        #expect(grouped["old.a"]?.deprecation == .deprecatedWithMessage("use 'new'"), "a group's deprecation holds for its tokens")
        #expect(grouped["old.kept"]?.deprecation == nil)
    }

    @Test func everyTypeDialogsUseIsReadInItsObjectForm() throws {
        let set = Self.tokens(
            """
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#ff8000"}},
             "d": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}},
             "t": {"$type": "duration", "$value": {"value": 250, "unit": "ms"}},
             "t2": {"$type": "duration", "$value": {"value": 0.5, "unit": "s"}},
             "w": {"$type": "fontWeight", "$value": 550}, "w2": {"$type": "fontWeight", "$value": "semi-bold"},
             "f": {"$type": "fontFamily", "$value": ["SF Pro", "Helvetica"]}, "f2": {"$type": "fontFamily", "$value": "Inter"},
             "n": {"$type": "number", "$value": 1.25},
             "e": {"$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1]},
             "ty": {"$type": "typography", "$value": {"fontFamily": "{f}", "fontSize": {"value": 17, "unit": "px"},
                    "fontWeight": "{w2}", "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": 1.3}}}
            """)
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
        guard case .color(let color) = set["c"]?.value else { throw TokenTestFailure("no color") }
        #expect(color.srgb == DialogColor(red: 255, green: 128, blue: 0, alpha: 128), "the opacity in 8 bits, as #RRGGBBAA writes it")
        #expect(color.hex == "#ff8000" && color.alpha == 0.5, "alpha is kept apart from the 6-digit hex")
        #expect(set["d"]?.value == .dimension(TokenDimension(value: 2, unit: .rem)))
        guard case .duration(let duration) = set["t"]?.value, case .duration(let seconds) = set["t2"]?.value else {
            throw TokenTestFailure("no duration")
        }
        #expect(duration.seconds == 0.25 && seconds.seconds == 0.5)
        #expect(set["w"]?.value == .fontWeight(550) && set["w2"]?.value == .fontWeight(600))
        #expect(set["f"]?.value == .fontFamily(["SF Pro", "Helvetica"]) && set["f2"]?.value == .fontFamily(["Inter"]))
        #expect(set["n"]?.value == .number(1.25))
        #expect(set["e"]?.value == .cubicBezier([0.25, 0.1, 0.25, 1]))
        guard case .typography(let typography) = set["ty"]?.value else { throw TokenTestFailure("no typography") }
        #expect(typography.fontFamily == ["SF Pro", "Helvetica"] && typography.fontWeight == 600)
        #expect(typography.fontSize.points == 17 && typography.lineHeight == 1.3)
        #expect(abs(typography.letterSpacingPoints - -0.34) < 1e-9, "an em of letter spacing is the font size")
    }

    @Test func theOlderStringFormsAreRead() throws {
        let set = Self.tokens(
            """
            {"color": {"$type": "color", "short": {"$value": "#f80"}, "six": {"$value": "#FF8800"}, "eight": {"$value": "#FF880080"}},
             "space": {"$type": "dimension", "px": {"$value": "16px"}, "rem": {"$value": "0.5rem"}},
             "time": {"$type": "duration", "ms": {"$value": "200ms"}, "s": {"$value": "1.5s"}}}
            """)
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
        guard case .color(let short) = set["color.short"]?.value, case .color(let six) = set["color.six"]?.value,
            case .color(let eight) = set["color.eight"]?.value
        else { throw TokenTestFailure("no colors") }
        #expect(short.srgb == six.srgb && six.srgb.description == "#FF8800")
        #expect(eight.srgb.description == "#FF880080")
        #expect(set["space.px"]?.value == .dimension(TokenDimension(value: 16, unit: .px)))
        #expect(set["space.rem"]?.value == .dimension(TokenDimension(value: 0.5, unit: .rem)))
        guard case .duration(let ms) = set["time.ms"]?.value, case .duration(let s) = set["time.s"]?.value else {
            throw TokenTestFailure("no durations")
        }
        #expect(ms.seconds == 0.2 && s.seconds == 1.5)
    }

    @Test(arguments: [
        (#"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}}"#, #"[1, 0]"#),
        (#"{"$type": "color", "$value": {"colorSpace": "srbg", "components": [1, 0, 0]}}"#, #""srbg""#),
        (#"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 2]}}"#, "2"),
        (##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}}"##, ##""#ff000080""##),
        (#"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}}"#, "2"),
        (#"{"$type": "color", "$value": {"components": [1, 0, 0]}}"#, #"{"components": [1, 0, 0]}"#),
        (#"{"$type": "color", "$value": "red"}"#, #""red""#),
        (#"{"$type": "dimension", "$value": {"value": 1, "unit": "em"}}"#, #""em""#),
        (#"{"$type": "dimension", "$value": "12pt"}"#, #""12pt""#),
        (#"{"$type": "dimension", "$value": 12}"#, "12"),
        (#"{"$type": "duration", "$value": {"value": -1, "unit": "ms"}}"#, #"{"value": -1, "unit": "ms"}"#),
        (#"{"$type": "fontWeight", "$value": 0}"#, "0"),
        (#"{"$type": "fontWeight", "$value": "bolder"}"#, #""bolder""#),
        (#"{"$type": "cubicBezier", "$value": [0, 0, 1.5, 1]}"#, "[0, 0, 1.5, 1]"),
        (#"{"$type": "number", "$value": "1"}"#, #""1""#),
    ])
    func aValueItsTypeDoesNotAcceptIsLocated(_ token: String, _ located: String) {
        #expect(Self.findings(#"{"t": "# + token + "}") == ["token-invalid-value@" + located])
    }

    @Test func unsupportedFormsAreRefusedWhereTheyAreWritten() {
        #expect(
            Self.findings(##"{"g": {"$extends": "{h}"}, "t": {"$type": "number", "$ref": "#/g"}}"##)
                == [##"token-unsupported@"$extends""##, ##"token-unsupported@{"$type": "number", "$ref": "#/g"}"##])
    }

    @Test func aFileThatIsNotJSONOrNotAnObjectHasOneFinding() {
        #expect(Self.tokens("{").diagnostics.map(\.rule) == [.jsonSyntax])
        #expect(Self.findings("[1]") == ["token-invalid-value@[1]"])
        #expect(Self.findings(#"{"a": {"$type": "number", "$value": 1, "$value": 2}}"#) == [#"duplicate-key@"$value""#])
    }
}

struct TokenTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
