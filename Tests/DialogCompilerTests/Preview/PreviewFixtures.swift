import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import Foundation
import Testing

/// Specs and readers the preview tests share.
enum PreviewFixtures {
    static let iPhoneSE = Device.named("iphone-se")!
    static let iPhone15 = Device.named("iphone-15")!

    /// A system alert with a two-line message, a cancel and a destructive button.
    static let deletePhoto = """
        {
          "specVersion": 1,
          "dialogs": [
            {
              "id": "delete-photo",
              "type": "alert",
              "title": "Delete Photo?",
              "message": "This photo will be deleted from iCloud Photos on all your devices.",
              "buttons": [
                { "id": "cancel", "title": "Cancel", "style": "cancel" },
                { "id": "delete", "title": "Delete", "style": "destructive" }
              ]
            }
          ]
        }
        """

    /// The one spec of `json`, validated; records an issue when it has errors.
    static func spec(_ json: String, path: String = "Specs/fixture.json") throws -> SpecFile {
        let specs = SpecLoading.specs([SourceFile(path: path, bytes: Array(json.utf8))])
        return try #require(specs.first)
    }

    /// The plan of the first dialog of `json` on `device`.
    static func plan(_ json: String, device: Device = iPhoneSE) throws -> DialogPlan {
        let spec = try spec(json)
        let dialog = try #require(spec.dialogs.first)
        return LayoutEngine.plan(dialog, in: spec.source, device: device)
    }

    /// A `<text>` of an SVG with the lines of its `<tspan>`s.
    struct DrawnText {
        var attributes: [String: String]
        var lines: [String]
        var lineAttributes: [[String: String]]
    }

    /// The texts of an SVG, in document order. `ParsedXML` lists elements as they close, so a
    /// text's spans are the `tspan`s that closed since the previous text.
    static func texts(_ xml: ParsedXML) -> [DrawnText] {
        var result: [DrawnText] = []
        var spans: [ParsedXML.Element] = []
        for element in xml.elements {
            switch element.name {
            case "tspan": spans.append(element)
            case "text":
                result.append(DrawnText(attributes: element.attributes, lines: spans.map(\.text), lineAttributes: spans.map(\.attributes)))
                spans = []
            default: break
            }
        }
        return result
    }

    /// Every element of a plan, depth first.
    static func flattened(_ elements: [PlanElement]) -> [PlanElement] {
        elements.flatMap { [$0] + flattened($0.children) }
    }

    /// A number as the preview writes it.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded(.towardZero) ? String(Int(rounded)) : String(rounded)
    }

    static func scratchDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
