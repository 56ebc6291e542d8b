import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutEngine
import DialogRules
import DialogSpec
import Testing

/// The table of the places a spec may write a token: every place of each kind, named as the
/// spec spells it, at its value's bytes, in file order.
@Suite struct TokenPlacesTests {
    static func dialog(_ json: String) throws -> (Dialog, MarkedSource) {
        let marked = MarkedSource(RuleExample.dialogs(json).fileText)
        let decoded = SpecDecoder.decode(SourceFile(path: "places.json", text: marked.text))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        return (try #require(decoded.spec?.dialogs.first), marked)
    }

    @Test func everyKindOfPlaceIsListedInFileOrder() throws {
        let (dialog, marked) = try Self.dialog(
            """
            {"id": "a", "type": "alert", "title": "Delete?", "buttons": [
              {"id": "cancel", "title": "Cancel", "style": "cancel"},
              {"id": "delete", "title": "Delete", "color": 1️⃣"#FF3B30", "font": 2️⃣{"size": 3️⃣17, "weight": 4️⃣"semibold"}}
             ],
             "style": {"titleColor": 5️⃣{"light": "#000000", "dark": "#FFFFFF"}, "cornerRadius": 6️⃣14,
                       "titleFont": 7️⃣{"size": 8️⃣17, "maxSize": 9️⃣28}},
             "layout": {"padding": 1️⃣20, "frame": {"x": 2️⃣16, "width": "1/2"}},
             "presentation": {"renderer": "custom", "show": {"duration": 3️⃣0.25, "curve": 4️⃣"easeOut", "coverDuration": 5️⃣0.2},
                              "hide": {"showType": "center", "duration": 6️⃣0.2}}}
            """)
        let places = dialog.tokenPlaces
        #expect(
            places.map(\.name) == [
                "buttons[1].color", "buttons[1].font", "buttons[1].font.size", "buttons[1].font.weight", "style.titleColor",
                "style.cornerRadius", "style.titleFont", "style.titleFont.size", "style.titleFont.maxSize", "layout.padding",
                "layout.frame.x", "presentation.show.duration", "presentation.show.curve", "presentation.show.coverDuration",
                "presentation.hide.duration",
            ])
        #expect(
            places.map(\.type) == [
                .color, .typography, .dimension, .fontWeight, .color, .dimension, .typography, .dimension, .dimension, .dimension,
                .dimension, .duration, .cubicBezier, .duration, .duration,
            ])
        let source = SourceFile(path: "places.json", text: marked.text)
        let positions = places.map { source.location($0.range).range(in: [source]).map { "\($0.start.line):\($0.start.column)" } ?? "" }
        #expect(positions == marked.markers.map { "\($0.line):\($0.column)" })
        #expect(places[0].value == .color(DialogColor(hex: "#FF3B30")!))
        #expect(places[2].value == .number(17))
        #expect(places[3].value == .fontWeight(.semibold))
        #expect(places[12].value == .curve(.easeOut))
    }

    @Test func aFractionOfTheScreenIsNoDimension() throws {
        let (dialog, _) = try Self.dialog(
            """
            {"id": "a", "type": "toast", "message": "Saved", "layout": {"frame": {"x": "1/4", "y": "1/2"}}}
            """)
        #expect(dialog.tokenPlaces.isEmpty)
    }

    @Test func aDialogWritingNoValuesHasNoPlaces() throws {
        let (dialog, _) = try Self.dialog(##"{"id": "a", "type": "toast", "message": "Saved"}"##)
        #expect(dialog.tokenPlaces.isEmpty)
    }

    @Test func autoHideIsADuration() throws {
        let (dialog, _) = try Self.dialog(##"{"id": "a", "type": "toast", "message": "Saved", "autoHide": 3}"##)
        #expect(dialog.tokenPlaces.map(\.name) == ["autoHide"])
        #expect(dialog.tokenPlaces.map(\.type) == [.duration])
    }

    /// Every reference the decoder records stands at a place of the table, of the type it takes:
    /// the table and the decoder name the same places.
    @Test func everyReferenceTheDecoderReadsIsAtAPlace() throws {
        let tokens = TokenLinting.theme(
            """
            {"c": {"$type": "color", "x": {"$value": "#FF0000"}}, "d": {"$type": "dimension", "x": {"$value": "16px"}},
             "t": {"$type": "duration", "x": {"$value": "200ms"}}, "n": {"$type": "number", "x": {"$value": 0.5}},
             "w": {"$type": "fontWeight", "x": {"$value": 600}}, "b": {"$type": "cubicBezier", "x": {"$value": [0.42, 0, 0.58, 1]}},
             "f": {"$type": "typography", "x": {"$value": {"fontFamily": "SF Pro", "fontSize": "17px", "fontWeight": 600,
                   "letterSpacing": "0px", "lineHeight": 1.2}}}}
            """)
        let text = RuleExample.dialogs(
            """
            {"id": "a", "type": "alert", "title": "Delete?", "buttons": [
              {"id": "cancel", "title": "Cancel", "style": "cancel", "font": "{f.x}"},
              {"id": "delete", "title": "Delete", "color": "{c.x}", "font": {"size": "{d.x}", "weight": "{w.x}", "maxSize": "{d.x}"}}],
             "style": {"titleColor": "{c.x}", "messageColor": "{c.x}", "lineColor": "{c.x}", "backgroundColor": "{c.x}",
                       "coverColor": "{c.x}", "cornerRadius": "{d.x}", "titleFont": "{f.x}", "messageFont": {"size": "{d.x}"}},
             "layout": {"width": "{d.x}", "sideInset": "{d.x}", "maxWidth": "{d.x}", "padding": "{d.x}", "headerHeight": "{d.x}",
                        "footerHeight": "{d.x}", "buttonHeight": "{d.x}", "labelWidth": "{d.x}",
                        "frame": {"x": "{d.x}", "y": "{d.x}", "width": "{d.x}", "height": "{d.x}"}},
             "presentation": {"renderer": "custom",
               "show": {"duration": "{t.x}", "coverAlpha": "{n.x}", "curve": "{b.x}", "fromScale": "{n.x}", "toScale": "{n.x}",
                        "fromOpacity": "{n.x}", "toOpacity": "{n.x}", "translateY": "{d.x}", "coverDuration": "{t.x}",
                        "reducedMotion": {"duration": "{t.x}"}},
               "hide": {"showType": "center", "duration": "{t.x}", "animation": "spring", "spring": {"dampingRatio": "{n.x}", "response": "{t.x}"}}}}
            """
        ).fileText
        let decoded = SpecDecoder.decode(SourceFile(path: "all.json", text: text), tokens: tokens)
        let dialog = try #require(decoded.spec?.dialogs.first)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        #expect(dialog.tokenReferences.count == 38)
        let places = dialog.tokenPlaces
        for reference in dialog.tokenReferences {
            #expect(
                places.contains { $0.range == reference.range && $0.type == reference.type },
                "'\(reference.path)' at \(reference.range) has no place of its type")
        }
        // A font written as a typography reference is one place, not its size and weight again.
        #expect(places.filter { $0.name.hasPrefix("buttons[0].font") }.map(\.name) == ["buttons[0].font"])
    }
}
