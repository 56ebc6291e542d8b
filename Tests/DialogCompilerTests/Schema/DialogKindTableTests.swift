import DialogLayoutEngine
@testable import DialogSpec
import Foundation
import Testing

/// The dialog kind tables are the one place a type is described; the schemas, the spec format page and the
/// runtime spell the same facts by hand and must say what the tables say.
@Suite struct DialogKindTableTests {
    static func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Paths.schemas.appendingPathComponent(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func value(_ object: Any?, _ path: String...) -> Any? {
        path.reduce(object) { ($0 as? [String: Any])?[$1] }
    }

    /// JSON text with sorted keys, so two documents compare equal exactly when they say the same.
    static func canonical(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The `then` of a kind's branch in `dialogspec.schema.json`, derived from its table: the
    /// keys it requires, `false` for each dialog key it does not allow, and its `limits`.
    static func expectedBranch(of kind: DialogKindTable) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in DialogDecoder.keys where !kind.allowedKeys.contains(key) { properties[key] = false }
        if kind.allowedKeys.contains("limits") {
            var limits: [String: Any] = [:]
            for key in DialogDecoder.limitKeys where !kind.limitKeys.contains(key) { limits[key] = false }
            if let cap = kind.maxOptionsCap { limits["maxOptions"] = ["maximum": cap] }
            if !limits.isEmpty { properties["limits"] = ["properties": limits] }
        }
        return ["required": kind.requiredKeys.sorted(), "properties": properties]
    }

    @Test func everyTypeHasItsOwnTable() {
        #expect(DialogKindTable.all.map(\.type) == DialogKind.allCases)
        #expect(Set(DialogKindTable.all.map(\.name)).count == DialogKind.allCases.count)
    }

    @Test(arguments: DialogKind.allCases)
    func tableIsConsistent(_ type: DialogKind) {
        let kind = type.table
        #expect(kind.allowedKeys.isSubset(of: DialogDecoder.keys), "\(type): a key the decoder does not read")
        #expect(Set(kind.requiredKeys).isSubset(of: kind.allowedKeys), "\(type): a required key it does not allow")
        #expect(kind.limitKeys.isSubset(of: DialogDecoder.limitKeys))
        #expect(kind.allowedKeys.contains("limits") == !kind.limitKeys.isEmpty, "\(type): 'limits' without its keys")
        #expect((kind.choices != nil) == kind.limitKeys.contains("maxOptions"), "\(type): 'maxOptions' without what it counts")
        #expect(kind.maxOptionsCap == nil || kind.choices != nil)
        #expect(kind.allowedKeys.contains("autoHide") || kind.defaultAutoHide == nil)
    }

    @Test func everyDialogKeyIsAllowedSomewhere() throws {
        let union = DialogKindTable.all.reduce(Set<String>()) { $0.union($1.allowedKeys) }
        #expect(union == Set(DialogDecoder.keys))
        let properties = Self.value(try Self.schema("dialogspec.schema.json"), "$defs", "dialog", "properties")
        #expect(((properties as? [String: Any])?.keys).map(Set.init) == union)
    }

    @Test func schemasListTheTypes() throws {
        let names = DialogKind.allCases.map(\.rawValue)
        let spec = Self.value(try Self.schema("dialogspec.schema.json"), "$defs", "dialog", "properties", "type", "enum")
        #expect(spec as? [String] == names)
        let plan = Self.value(try Self.schema("renderplan.schema.json"), "$defs", "dialog", "properties", "type", "enum")
        #expect(plan as? [String] == names)
    }

    @Test func specSchemaHasEachKindsBranch() throws {
        let branches = try #require(Self.value(try Self.schema("dialogspec.schema.json"), "$defs", "dialog", "allOf") as? [[String: Any]])
        #expect(branches.count == DialogKind.allCases.count)
        for kind in DialogKindTable.all {
            let condition: [String: Any] = ["properties": ["type": ["const": kind.type.rawValue]], "required": ["type"]]
            let matching = try branches.filter { try Self.canonical($0["if"] ?? [:]) == Self.canonical(condition) }
            guard matching.count == 1, var then = matching[0]["then"] as? [String: Any] else {
                Issue.record("the schema has \(matching.count) branches for '\(kind.type.rawValue)', not one")
                continue
            }
            then["required"] = (then["required"] as? [String])?.sorted()
            let (actual, expected) = (try Self.canonical(then), try Self.canonical(Self.expectedBranch(of: kind)))
            #expect(actual == expected, "the schema's branch for '\(kind.type.rawValue)' differs from its table")
        }
    }

    /// The spec format page's "for which `type`" column, read as prose: `all`, a list of types, `X only`,
    /// `required for X, Y`, `not allowed on Z`.
    @Test func specFormatKeyTableSaysWhatTheTablesSay() throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Documentation/SpecFormat.md"), encoding: .utf8)
        let section = try #require(text.range(of: "\n### Dialog\n"), "Documentation/SpecFormat.md lacks the Dialog key table")
        let rows = text[section.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        var documented: Set<String> = []
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else {
                Issue.record("cannot read the row \(row)")
                continue
            }
            let key = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let column = cells[3]
            documented.insert(key)
            let segments = column.split(separator: ";").map(String.init)
            func types(in text: String) -> Set<DialogKind> {
                Set(DialogKind.allCases.filter { text.contains("`\($0.rawValue)`") })
            }
            let allowed =
                column.hasPrefix("all")
                ? Set(DialogKind.allCases)
                : segments.filter { !$0.contains("not allowed") }.reduce(Set()) { $0.union(types(in: $1)) }
            let required: Set<DialogKind> =
                if let segment = segments.first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("required for") }) {
                    types(in: segment)
                } else if column.contains(", required") {
                    allowed
                } else {
                    []
                }
            let forbidden = segments.filter { $0.contains("not allowed") }.reduce(Set()) { $0.union(types(in: $1)) }
            let expectedAllowed = Set(DialogKindTable.all.filter { $0.allowedKeys.contains(key) }.map(\.type))
            let expectedRequired =
                ["id", "type"].contains(key)
                ? Set(DialogKind.allCases)
                : Set(DialogKindTable.all.filter { $0.requiredKeys.contains(key) }.map(\.type))
            #expect(allowed == expectedAllowed, "SpecFormat.md: the types that allow '\(key)'")
            #expect(required == expectedRequired, "SpecFormat.md: the types that require '\(key)'")
            #expect(forbidden.isDisjoint(with: expectedAllowed), "SpecFormat.md: '\(key)' said not allowed where it is")
        }
        // Suppressions have their own section under Lint.
        #expect(documented == Set(DialogDecoder.keys).subtracting(["suppressions"]))
    }

    /// Generated code names the runtime's protocols and result types; the runtime must declare them so.
    @Test func runtimeDeclaresEachKindsProtocolAndResult() throws {
        let runtime = Paths.packageRoot.appendingPathComponent("Sources/DialogRuntime")
        let definitions = try String(contentsOf: runtime.appendingPathComponent("DialogDefinition.swift"), encoding: .utf8)
        for kind in DialogKindTable.all {
            let declaration = definitions.split(separator: "\n").first {
                $0.hasPrefix("public protocol \(kind.runtimeProtocol): DialogDefinition where ")
            }
            #expect(
                declaration?.contains("Result == \(kind.resultType)") == true,
                "DialogRuntime lacks '\(kind.runtimeProtocol)' yielding '\(kind.resultType)'")
        }
    }
}
