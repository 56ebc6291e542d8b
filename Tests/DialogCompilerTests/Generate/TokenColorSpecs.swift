@testable import DialogDesignTokens
@testable import DialogDiagnostics
@testable import DialogLayoutEngine
@testable import DialogSpec
import Foundation
import Testing

/// Specs whose colours came from design tokens, made by hand until the decoder reads references:
/// a spec decoded with raw colours, then each named colour replaced by its token's adaptive value
/// and given the `TokenReference` the decoder records, with a light, dark and high-contrast theme.
enum TokenColorSpecs {
    /// The tokens of every appearance: `color.surface.primary` differs in all four,
    /// `color.text.primary` in light and dark, `color.brand.accent` nowhere, and
    /// `color.border.subtle` only at high contrast.
    static let theme: DesignTokenTheme = {
        func set(_ name: String, _ values: [String: String]) -> DesignTokenSet {
            // One group per second segment: every path here is `color.<group>.<name>`.
            var groups: [String: [String]] = [:]
            for (path, hex) in values.sorted(by: { $0.key < $1.key }) {
                let parts = path.split(separator: ".").map(String.init)
                groups[parts[1], default: []].append(#""\#(parts[2])": {"$type": "color", "$value": "\#(hex)"}"#)
            }
            let body = groups.sorted { $0.key < $1.key }.map { #""\#($0.key)": {\#($0.value.joined(separator: ", "))}"# }
            let text = #"{"color": {\#(body.joined(separator: ", "))}}"#
            return DesignTokenSet(files: [DesignTokenFile.read(SourceFile(path: "tokens/\(name).tokens.json", text: text))])
        }
        let light = [
            "color.surface.primary": "#F2F2F7", "color.text.primary": "#1C1C1E", "color.brand.accent": "#FF6A00",
            "color.border.subtle": "#C6C6C8",
        ]
        let dark = [
            "color.surface.primary": "#1C1C1E", "color.text.primary": "#F2F2F7", "color.brand.accent": "#FF6A00",
            "color.border.subtle": "#C6C6C8",
        ]
        let lightHighContrast = [
            "color.surface.primary": "#FFFFFF", "color.text.primary": "#1C1C1E", "color.brand.accent": "#FF6A00",
            "color.border.subtle": "#8E8E93",
        ]
        let darkHighContrast = [
            "color.surface.primary": "#000000", "color.text.primary": "#F2F2F7", "color.brand.accent": "#FF6A00",
            "color.border.subtle": "#8E8E93",
        ]
        let sets: [DialogAppearance: DesignTokenSet] = [
            .light: set("light", light), .dark: set("dark", dark), .lightHighContrast: set("light-hc", lightHighContrast),
            .darkHighContrast: set("dark-hc", darkHighContrast),
        ]
        return DesignTokenTheme(appearances: AppearanceTokens(sets: sets, diagnostics: []), sources: [])
    }()

    /// A custom alert whose background, title, line and first button take the tokens, its message
    /// a raw colour equal to none of them.
    static let specText = """
        {
          "specVersion": 1,
          "dialogs": [
            {
              "id": "token-alert",
              "type": "alert",
              "title": "Save changes?",
              "message": "Your edits stay on this device.",
              "buttons": [
                {"id": "save", "title": "Save", "style": "default", "color": "#FF6A00"},
                {"id": "cancel", "title": "Cancel", "style": "cancel"}
              ],
              "presentation": {"renderer": "custom"},
              "style": {
                "backgroundColor": "#F2F2F7",
                "titleColor": "#1C1C1E",
                "messageColor": "#3A3A3C",
                "lineColor": "#C6C6C8"
              }
            }
          ]
        }
        """

    /// `specText` decoded, its token colours put in as the decoder puts them.
    static func spec(path: String = "Specs/tokens.json") -> SpecFile {
        let source = SourceFile(path: path, text: specText)
        var spec = SpecLoading.specs([source])[0]
        var dialog = spec.dialogs[0]
        var references: [TokenReference] = []
        func token(_ located: Located<Color>?, _ path: String) -> Located<Color>? {
            guard let located, let color = theme.color(path) else { return located }
            references.append(TokenReference(path: path, range: located.range, type: .color))
            return Located(color, at: located.range)
        }
        var style = dialog.style
        style.backgroundColor = token(style.backgroundColor, "color.surface.primary")
        style.titleColor = token(style.titleColor, "color.text.primary")
        style.lineColor = token(style.lineColor, "color.border.subtle")
        dialog.style = style
        var buttons = dialog.buttons
        buttons[0].color = token(buttons[0].color, "color.brand.accent")
        dialog.buttons = buttons
        dialog.tokenReferences = references.sorted { $0.range.start < $1.range.start }
        spec.dialogs = [dialog]
        spec.tokens = theme
        return spec
    }
}
