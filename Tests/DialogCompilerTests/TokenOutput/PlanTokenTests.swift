import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import DialogValidation
import Foundation
import Testing

/// The plan names the token beside each value a spec wrote as a reference, where the plan's
/// value is the one the spec wrote; plans of specs without references do not change.
@Suite struct PlanTokenTests {
    static let tokens = TokenSpecs.theme(
        """
        {
          "color": {"$type": "color", "brand": {"$value": "#E65F00"}, "surface": {"$value": "#FFFFFF"},
                    "ink": {"$value": "#2F74C0"}, "rule": {"$value": "#DDDDDD"}},
          "radius": {"$type": "dimension", "dialog": {"$value": {"value": 12, "unit": "px"}}},
          "size": {"$type": "dimension", "title": {"$value": {"value": 18, "unit": "px"}}, "width": {"$value": {"value": 280, "unit": "px"}}},
          "motion": {"$type": "duration", "enter": {"$value": {"value": 350, "unit": "ms"}}}
        }
        """)

    static func alert(renderer: String = "custom") -> String {
        """
        {"specVersion": 1, "dialogs": [{
          "id": "clear-cache", "type": "alert", "title": "Clear the cache?", "message": "Downloads load again.",
          "buttons": [{"id": "confirm", "title": "Clear", "color": "#E65F00", "preferred": true},
                      {"id": "cancel", "title": "Cancel", "style": "cancel"}],
          "presentation": {"show": {"duration": 0.35}, "renderer": "\(renderer)"},
          "layout": {"width": 280},
          "style": {"titleFont": {"size": 18, "weight": "bold"}, "titleColor": "#E65F00", "messageColor": "#2F74C0",
                    "lineColor": "#DDDDDD", "backgroundColor": "#FFFFFF", "cornerRadius": 12}
        }]}
        """
    }

    static let references: [(fragment: String, token: String)] = [
        ("\"titleColor\": \"#E65F00\"", "color.brand"), ("\"messageColor\": \"#2F74C0\"", "color.ink"),
        ("\"lineColor\": \"#DDDDDD\"", "color.rule"), ("\"backgroundColor\": \"#FFFFFF\"", "color.surface"),
        ("\"cornerRadius\": 12", "radius.dialog"), ("\"size\": 18", "size.title"), ("\"color\": \"#E65F00\"", "color.brand"),
        ("\"duration\": 0.35", "motion.enter"), ("\"width\": 280", "size.width"),
    ]

    static let device = Device.named("iphone-15")!

    static func plan(renderer: String = "custom") throws -> (DialogPlan, SpecFile) {
        let spec = try TokenSpecs.spec(alert(renderer: renderer), references: references, tokens: tokens)
        return (LayoutEngine.plan(spec.dialogs[0], in: spec.source, device: device), spec)
    }

    @Test func eachValueFromATokenIsNamedAtItsElement() throws {
        let (plan, _) = try Self.plan()
        let container = plan.elements[1]
        let title = try #require(container.children.firstIndex { $0.kind == .title })
        let message = try #require(container.children.firstIndex { $0.kind == .message })
        let confirm = try #require(container.children.firstIndex { $0.kind == .button && $0.id == "confirm" })
        let cancel = try #require(container.children.firstIndex { $0.kind == .button && $0.id == "cancel" })
        let separators = container.children.indices.filter { container.children[$0].kind == .separator }
        #expect(plan.tokens(ofElementAt: [1]).map(\.field) == [.frameWidth, .fill, .cornerRadius])
        #expect(plan.tokens(ofElementAt: [1]).map(\.path) == ["size.width", "color.surface", "radius.dialog"])
        #expect(plan.tokens(ofElementAt: [1, title]).map(\.field) == [.fontSize, .textColor])
        #expect(plan.tokens(ofElementAt: [1, title]).map(\.path) == ["size.title", "color.brand"])
        #expect(plan.tokens(ofElementAt: [1, message]).map(\.path) == ["color.ink"])
        #expect(plan.tokens(ofElementAt: [1, confirm]).map(\.path) == ["color.brand"])
        #expect(plan.tokens(ofElementAt: [1, cancel]).isEmpty)
        #expect(!separators.isEmpty)
        for separator in separators { #expect(plan.tokens(ofElementAt: [1, separator]).map(\.path) == ["color.rule"]) }
        #expect(plan.tokens(ofElementAt: [0]).isEmpty)
        #expect(plan.motionTokens == [PlanTokenUse(element: nil, field: .showDuration, path: "motion.enter")])
    }

    @Test func theSystemRendererNamesNoTokenOfTheStyleItIgnores() throws {
        let (plan, _) = try Self.plan(renderer: "system")
        #expect(plan.tokens.allSatisfy { $0.element == nil || $0.field == .frameWidth }, "\(plan.tokens)")
    }

    @Test func theDocumentWritesATokensObjectBesideTheValues() throws {
        let (_, spec) = try Self.plan()
        let document = RenderPlanWriter.document(for: [spec], device: Self.device, textSize: .large)
        #expect(document.contains("\"tokens\": {\n"), "\(document)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let dialog = try #require((json["dialogs"] as? [[String: Any]])?.first)
        let container = try #require((dialog["elements"] as? [[String: Any]])?.last)
        #expect(
            container["tokens"] as? [String: String] == [
                "frame.width": "size.width", "fill": "color.surface", "cornerRadius": "radius.dialog",
            ])
        let title = try #require((container["children"] as? [[String: Any]])?.first { $0["kind"] as? String == "title" })
        #expect(title["tokens"] as? [String: String] == ["text.font.size": "size.title", "text.color": "color.brand"])
        let motion = try #require(dialog["motion"] as? [String: Any])
        #expect(motion["tokens"] as? [String: String] == ["show.duration": "motion.enter"])
        // The members stay in the plan's order, each object after the values it names.
        let lines = document.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let tokens = try #require(lines.firstIndex(of: "\"tokens\": {"))
        #expect(lines[tokens + 1] == "\"frame.width\": \"size.width\",")
        #expect(lines[tokens + 2] == "\"fill\": \"color.surface\",")
        #expect(lines[tokens + 3] == "\"cornerRadius\": \"radius.dialog\"")
        #expect(lines[tokens + 4] == "},")
        // A plan written from the plans whole is the same document.
        let plans = spec.dialogs.map { LayoutEngine.plan($0, in: spec.source, device: Self.device) }
        #expect(RenderPlanWriter.document(plans, device: Self.device, textSize: .large) == document)
    }

    @Test func aSpecWithoutReferencesWritesNoTokens() throws {
        let spec = try TokenSpecs.spec(Self.alert(), tokens: Self.tokens)
        let document = RenderPlanWriter.document(for: [spec], device: Self.device, textSize: .large)
        #expect(!document.contains("\"tokens\""))
        var unmarked = spec
        unmarked.tokens = nil
        #expect(document == RenderPlanWriter.document(for: [unmarked], device: Self.device, textSize: .large))
    }

    /// Written as the designer writes them, `"{path}"`, and read by the validator with the tokens.
    @Test func referencesTheDecoderReadsAreNamedInThePlan() throws {
        let text = """
            {"specVersion": 1, "dialogs": [{
              "id": "clear-cache", "type": "alert", "title": "Clear the cache?",
              "buttons": [{"id": "confirm", "title": "Clear", "color": "{color.brand}"}],
              "presentation": {"show": {"duration": "{motion.enter}"}, "renderer": "custom"},
              "style": {"titleFont": {"size": "{size.title}"}, "titleColor": "{color.brand}", "backgroundColor": "{color.surface}",
                        "cornerRadius": "{radius.dialog}"}
            }]}
            """
        let result = Validator.validate([SourceFile(path: "t.json", text: text)], tokens: Self.tokens)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let spec = try #require(result.files.first?.spec)
        let plan = LayoutEngine.plan(spec.dialogs[0], in: spec.source, device: Self.device)
        let container = plan.elements[1]
        let title = try #require(container.children.firstIndex { $0.kind == .title })
        let confirm = try #require(container.children.firstIndex { $0.kind == .button })
        #expect(plan.tokens(ofElementAt: [1]).map(\.path) == ["color.surface", "radius.dialog"])
        #expect(plan.tokens(ofElementAt: [1, title]).map(\.path) == ["size.title", "color.brand"])
        #expect(plan.tokens(ofElementAt: [1, confirm]).map(\.path) == ["color.brand"])
        #expect(plan.motionTokens.map(\.path) == ["motion.enter"])
        // The values are the tokens', read in place.
        #expect(container.fill?.hex == "#FFFFFF")
        #expect(container.cornerRadius == 12)
        #expect(plan.motion.show.duration == 0.35)
    }

    @Test func eachFieldsKeyIsItsName() {
        for field in PlanTokenField.allCases {
            #expect("\(field.planPiece.text)" == "\"\(field.rawValue)\": ")
        }
    }

    @Test func aMirroredPlanKeepsItsTokens() throws {
        let (plan, _) = try Self.plan()
        let mirrored = PlanMirroring.mirrored(plan, screenWidth: Self.device.width)
        #expect(mirrored.tokens == plan.tokens)
    }
}

/// The plans with token names validate against `Schemas/renderplan.schema.json`.
@Suite(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
struct PlanTokenSchemaTests {
    @Test func plansWithTokensValidateAgainstTheirSchema() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, spec) = try PlanTokenTests.plan()
        let url = directory.appendingPathComponent("tokens.json")
        let document = RenderPlanWriter.document(for: [spec], device: PlanTokenTests.device, textSize: .large)
        #expect(document.contains("\"tokens\""))
        try Data(document.utf8).write(to: url)
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let schema = Paths.schemas.appendingPathComponent("renderplan.schema.json").path
        let run = try ExternalTools.run("python3", [script, schema, url.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("valid\t"), "\(run.standardOutput)")
    }
}
