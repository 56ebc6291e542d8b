@testable import DialogLanguageServer
@testable import DialogSpec
import Foundation
import Testing

/// Hover's key documentation is the JSON Schema's, object by object, both ways: each description
/// is the schema's for that key in that object, and each key the schema describes there has it.
@Suite struct KeyDocumentationTests {
    /// Where the schema describes each object's keys: the paths of its definitions.
    static let definitions: [FormatObject: [[String]]] = [
        .file: [[]],
        .dialog: [["$defs", "dialog"], ["$defs", "dialogV2"]],
        .button: [["$defs", "button"], ["$defs", "buttonV2"]],
        .suppression: [["$defs", "suppression"]],
        .presentation: [["$defs", "presentation"]],
        .show: [["$defs", "presentation", "properties", "show"], ["$defs", "motionProperties"]],
        .hide: [["$defs", "presentation", "properties", "hide"], ["$defs", "motionProperties"]],
        .spring: [["$defs", "motionProperties", "properties", "spring"]],
        .reducedMotion: [["$defs", "motionProperties", "properties", "reducedMotion"]],
        .style: [["$defs", "style"]],
        .font: [["$defs", "font"]],
        .layout: [["$defs", "layout"]],
        .frame: [["$defs", "layout", "properties", "frame"]],
        .input: [["$defs", "input"], ["$defs", "inputV2"]],
        .limits: [["$defs", "limits"]],
        .text: [["$defs", "textObject"]],
        .parameter: [["$defs", "parameter"]],
    ]

    /// The schema's description of each key of `object`, from every definition of it.
    static func schemaDescriptions(_ object: FormatObject) throws -> [String: Set<String>] {
        let data = try Data(contentsOf: Paths.schemas.appendingPathComponent("dialogspec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var found: [String: Set<String>] = [:]
        for path in try #require(definitions[object], "\(object) has no schema definition in the test") {
            var node: [String: Any]? = schema
            for step in path { node = node?[step] as? [String: Any] }
            let properties = try #require(node?["properties"] as? [String: Any], "\(path) is not in the schema")
            for (key, value) in properties {
                if let description = (value as? [String: Any])?["description"] as? String { found[key, default: []].insert(description) }
            }
        }
        return found
    }

    @Test(arguments: FormatObject.allCases)
    func eachObjectsKeysAreTheSchemasBothWays(_ object: FormatObject) throws {
        let schema = try Self.schemaDescriptions(object)
        let table = FormatKeyDocumentation.table[object] ?? [:]
        for (key, description) in table {
            #expect(schema[key]?.contains(description) == true, "\(object) '\(key)': '\(description)' is not the schema's")
        }
        for key in schema.keys { #expect(table[key] != nil, "\(object) '\(key)' is described by the schema but not documented") }
    }

    @Test func everyKeyTheDecodersReadIsDocumentedWhereTheyReadIt() {
        let read: [(FormatObject, [String])] = [
            (.file, SpecDecoder.topLevelKeys), (.dialog, DialogDecoder.keys + TextDecoder.dialogKeys),
            (.button, DialogDecoder.buttonKeys + TextDecoder.buttonKeys), (.presentation, PresentationDecoder.keys),
            (.show, PresentationDecoder.showKeys), (.hide, PresentationDecoder.hideKeys), (.style, StyleDecoder.keys),
            (.font, StyleDecoder.fontKeys), (.layout, LayoutDecoder.keys), (.input, DialogDecoder.inputKeys),
            (.limits, DialogDecoder.limitKeys), (.suppression, SuppressionDecoder.keys), (.spring, MotionDecoder.springKeys),
            (.reducedMotion, MotionDecoder.reducedMotionKeys),
        ]
        for (object, keys) in read {
            for key in keys { #expect(FormatKeyDocumentation.table[object]?[key] != nil, "\(object) '\(key)' has no documentation") }
        }
    }

    @Test(arguments: [
        ([], FormatObject.file), (["dialogs", "[]"], .dialog), (["dialogs", "[]", "buttons", "[]"], .button),
        (["dialogs", "[]", "presentation", "show"], .show), (["dialogs", "[]", "presentation", "hide", "spring"], .spring),
        (["dialogs", "[]", "buttons", "[]", "font"], .font), (["dialogs", "[]", "parameters", "count"], .parameter),
        (["dialogs", "[]", "message"], .text), (["suppressions", "[]"], .suppression),
        (["dialogs", "[]", "presentation", "hide", "reducedMotion"], .reducedMotion),
        (["dialogs", "[]", "buttons", "[]", "accessibilityLabel"], .text),
    ])
    func anObjectIsKnownByItsPath(_ path: [String], _ object: FormatObject) {
        #expect(FormatObject(path: path) == object)
    }

    @Test func aKeyOutOfPlaceListsEveryMeaning() {
        #expect(FormatObject(path: ["dialogs"]) == nil)
        #expect(FormatKeyDocumentation.descriptions(of: "type", in: nil).count == 2)
        #expect(FormatKeyDocumentation.descriptions(of: "type", in: .button) == [])
    }
}
