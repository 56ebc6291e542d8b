import DialogDesignTokens
import DialogDiagnostics
import DialogSpec
import Foundation
import Testing

/// The language server moves the dialogs after an edit instead of decoding them again, so a moved
/// dialog must equal, range for range, the dialog a decoding of the edited file gives. Every spec
/// of `Specs/`, every spec fixture and two specs writing every key of formats v1 and v2 are
/// decoded, spaces are inserted before a dialog, and the file is decoded again; a field whose
/// ranges `move(by:)` forgets makes the dialog differ, and `everyOptionalFieldIsSetSomewhere`
/// holds the specs to setting every field, so none can be forgotten unseen.
@Suite struct RelocationTests {
    /// Every dialog kind with every key it allows, in format v1; the text input writes `maxLength`
    /// in `input` as well, where it is an error the model keeps the range of.
    static let kitchenSinkV1 = #"""
        {
          "$schema": "../Schemas/dialogspec.schema.json",
          "specVersion": 1,
          "suppressions": [{"rule": "cancel-title", "reason": "the product's wording"}, {"rule": "title-too-long"}],
          "dialogs": [
            {
              "id": "sink-alert",
              "type": "alert",
              "renamedFrom": "old-sink-alert",
              "title": "Delete everything?",
              "accessibilityLabel": "Delete every photo?",
              "accessibilityHint": "Asks before the library is emptied",
              "subtitle": "All of it",
              "message": "Every photo and album goes.",
              "autoHide": 4.5,
              "buttons": [
                {"id": "keep", "title": "Keep", "style": "cancel"},
                {
                  "id": "delete", "title": "Delete", "style": "destructive", "preferred": true, "color": "#FF3B30",
                  "renamedFrom": "remove", "font": {"size": 17, "weight": "semibold", "relativeTo": "headline", "maxSize": 34},
                  "accessibilityLabel": "Delete every photo", "accessibilityHint": "Cannot be undone"
                }
              ],
              "presentation": {
                "show": {
                  "type": "center", "animation": "spring", "duration": 0.4, "coverAlpha": 0.5, "curve": "easeOut",
                  "spring": {"dampingRatio": 0.7, "response": 0.5}, "fromScale": 0.8, "toScale": 1, "fromOpacity": 0,
                  "toOpacity": 1, "translateY": 20, "coverPhase": "together", "coverDuration": 0.3,
                  "reducedMotion": {"animation": "fade", "duration": 0.25}
                },
                "hide": {
                  "showType": "center", "duration": 0.2, "animation": "fade", "curve": "easeIn",
                  "spring": {"dampingRatio": 1, "response": 0.3}, "fromScale": 1, "toScale": 0.9, "fromOpacity": 1,
                  "toOpacity": 0, "translateY": -10, "coverPhase": "afterDialog", "coverDuration": 0.1,
                  "reducedMotion": {"animation": "none", "duration": 0.1}
                },
                "dismissOnCoverTap": true,
                "renderer": "custom",
                "coverTapResult": "keep"
              },
              "style": {
                "titleFont": {"size": 18, "weight": "bold", "relativeTo": "title3", "maxSize": 30},
                "messageFont": {"size": 13, "weight": "regular", "relativeTo": "footnote", "maxSize": 24},
                "titleColor": "#111111", "messageColor": "#22222280", "lineColor": "#DDDDDD", "backgroundColor": "#FFFFFF",
                "coverColor": "#000000", "textAlignment": "left", "cornerRadius": 14,
                "buttonFont": {"size": 16, "weight": "medium", "relativeTo": "callout", "maxSize": 28}, "toolbarColor": "#EEEEEE",
                "toolbarTitleColor": "#333333", "fieldFont": {"size": 15, "relativeTo": "body", "maxSize": 30}, "fieldColor": "#F7F7F7",
                "placeholderColor": "#999999"
              },
              "layout": {
                "width": 300, "sideInset": 20, "maxWidth": 420, "frame": {"x": 10, "y": "1/4", "width": "9/10", "height": 200},
                "padding": 16, "headerHeight": 48, "footerHeight": 44, "buttonHeight": 44, "buttonArrangement": "stack",
                "labelWidth": 260, "toolbarHeight": 44, "toolbarButtonWidth": 90
              },
              "suppressions": [{"rule": "destructive-preferred", "reason": "deleting is what the user came for"}, {"rule": "generic-title"}]
            },
            {
              "id": "sink-sheet",
              "type": "actionSheet",
              "title": "Share",
              "message": "Choose where to send it",
              "limits": {"maxOptions": 4},
              "buttons": [{"id": "mail", "title": "Mail"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]
            },
            {
              "id": "sink-toast",
              "type": "toast",
              "message": "Saved",
              "autoHide": 2,
              "announcement": "assertive",
              "presentation": {"show": {"type": "fromBottom", "animation": "slide"}, "hide": {"showType": "fromBottom"}}
            },
            {
              "id": "sink-picker",
              "type": "picker",
              "title": "Size",
              "options": ["Small", "Medium", "Large"],
              "selectedIndex": 1,
              "limits": {"maxOptions": 5},
              "layout": {"toolbarHeight": "1/6", "toolbarButtonWidth": 80},
              "buttons": [{"id": "done", "title": "Done", "preferred": true}]
            },
            {
              "id": "sink-input",
              "type": "textInput",
              "title": "Rename",
              "message": "A new name for the album",
              "input": {
                "placeholder": "Name", "initialText": "Album", "multiline": false, "secure": false, "required": true,
                "returnKey": "done", "allowsNewlines": false, "emptyMessage": "Type a name first", "clearButton": true,
                "maxLength": 30
              },
              "limits": {"maxLength": 40},
              "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "save", "title": "Save"}]
            }
          ]
        }
        """#

    /// Format v2's keys: parameters with comments, a dialog comment, and texts written as objects
    /// (every plural category, comments, keys) for titles, subtitles, messages, buttons, options
    /// and the input's texts.
    static let kitchenSinkV2 = #"""
        {
          "specVersion": 2,
          "dialogs": [
            {
              "id": "sink-v2-alert",
              "type": "alert",
              "comment": "Asked before photos are deleted",
              "parameters": {"count": {"type": "integer", "comment": "How many photos"}, "album": {"type": "string", "default": "Recents"}},
              "title": {"text": "Delete from {album}?", "comment": "The question", "key": "sink.title"},
              "subtitle": {"plural": "count", "zero": "No photos", "one": "One photo", "two": "Two photos",
                "few": "{count} photos (few)", "many": "{count} photos (many)", "other": "{count} photos", "comment": "How many"},
              "message": {"plural": "count", "one": "It goes everywhere", "other": "They go everywhere", "key": "sink.message"},
              "buttons": [
                {"id": "keep", "title": {"text": "Keep", "comment": "Keeps them"}, "style": "cancel", "comment": "The safe way out"},
                {
                  "id": "delete", "title": "Delete {count}", "style": "destructive", "comment": "Deletes them",
                  "accessibilityLabel": {"plural": "count", "one": "Delete one photo", "other": "Delete {count} photos"},
                  "accessibilityHint": {"text": "Cannot be undone", "key": "sink.delete.hint"}
                }
              ],
              "accessibilityHint": {"text": "Asks before {album} is emptied", "comment": "Spoken after the title"}
            },
            {
              "id": "sink-v2-picker",
              "type": "picker",
              "parameters": {"limit": {"type": "number", "comment": "The most megabytes"}},
              "title": "Quality",
              "options": ["Low", {"text": "High up to {limit} MB", "comment": "The best quality", "key": "sink.high"}],
              "buttons": [{"id": "done", "title": "Done"}]
            },
            {
              "id": "sink-v2-input",
              "type": "textInput",
              "parameters": {"name": {"type": "string"}},
              "title": "Rename {name}",
              "input": {
                "placeholder": {"text": "New name", "comment": "Hint in the field"},
                "initialText": {"text": "{name} copy", "key": "sink.initial"},
                "required": true, "emptyMessage": "Name it first"
              },
              "buttons": [{"id": "save", "title": "Save"}]
            }
          ]
        }
        """#

    /// Design token references in every kind of place that takes them, decoded with `sinkTokens`.
    static let kitchenSinkTokens = #"""
        {
          "specVersion": 1,
          "dialogs": [
            {"id": "first", "type": "toast", "message": "Saved", "autoHide": "{motion.pause}",
             "style": {"backgroundColor": "{color.surface}", "cornerRadius": "{size.radius}", "messageFont": "{type.body}"}},
            {
              "id": "sink-tokens", "type": "alert", "title": "Tokens", "message": "Every place",
              "buttons": [{"id": "ok", "title": "OK", "color": "{color.accent}",
                           "font": {"size": "{size.body}", "weight": "{weight.bold}"}}],
              "presentation": {"renderer": "custom", "show": {"type": "center", "duration": "{motion.short}", "curve": "{motion.ease}",
                               "fromOpacity": "{opacity.hidden}"}},
              "layout": {"width": "{size.card}", "padding": "{size.inset}"}
            }
          ]
        }
        """#

    /// The tokens `kitchenSinkTokens` names.
    static let sinkTokens = DesignTokenTheme(files: [
        SourceFile(
            path: "sink.tokens.json",
            text: #"""
                {
                  "color": {"$type": "color", "surface": {"$value": "#f2f2f7"}, "accent": {"$value": "#007aff"}},
                  "size": {"$type": "dimension", "radius": {"$value": "14px"}, "body": {"$value": "17px"},
                           "card": {"$value": {"value": 17, "unit": "rem"}}, "inset": {"$value": "16px"}},
                  "motion": {"pause": {"$type": "duration", "$value": "3s"}, "short": {"$type": "duration", "$value": {"value": 250, "unit": "ms"}},
                             "ease": {"$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1]}},
                  "weight": {"$type": "fontWeight", "bold": {"$value": 700}},
                  "opacity": {"$type": "number", "hidden": {"$value": 0}},
                  "type": {"$type": "typography", "body": {"$value": {"fontFamily": "SF Pro", "fontSize": "{size.body}", "fontWeight": 400,
                           "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}}
                }
                """#)
    ])

    /// A decodable spec and where it came from, for the failure's message, with the tokens it is decoded with.
    struct Case: CustomTestStringConvertible, Sendable {
        var source: SourceFile
        var tokens: DesignTokenTheme? = nil
        var testDescription: String { source.path }
    }

    static func cases() throws -> [Case] {
        var sources = try SpecLoading.bundledSources()
        let fixtures = FileManager.default.enumerator(at: Paths.fixtures, includingPropertiesForKeys: nil)
        for url in (fixtures?.compactMap { $0 as? URL } ?? []).filter({ $0.pathExtension == "json" }).sorted(by: { $0.path < $1.path }) {
            sources.append(try SpecLoading.source(url, display: SpecLoading.displayPath(url)))
        }
        sources.append(SourceFile(path: "kitchen-sink-v1.json", bytes: Array(kitchenSinkV1.utf8)))
        sources.append(SourceFile(path: "kitchen-sink-v2.json", bytes: Array(kitchenSinkV2.utf8)))
        // The reader skips a byte-order mark, but every offset still counts its three bytes.
        sources.append(SourceFile(path: "kitchen-sink-bom.json", bytes: SourceFile.byteOrderMark + Array(kitchenSinkV1.utf8)))
        // The bundled specs use the bundled tokens, as `dialogc validate Specs` reads them from the root.
        var found = sources.filter { !(SpecDecoder.decode($0).spec?.dialogs.isEmpty ?? true) }.map { source in
            Case(source: source, tokens: source.path.hasPrefix("Specs/") ? SpecLoading.bundledTokens : nil)
        }
        found.append(Case(source: SourceFile(path: "kitchen-sink-tokens.json", bytes: Array(kitchenSinkTokens.utf8)), tokens: sinkTokens))
        guard found.count >= 40 else { throw Paths.TooFewCases(directory: Paths.fixtures, found: found.count, minimum: 40) }
        return found
    }

    /// The dialogs before which spaces are inserted: the first, the second, one in the middle and the last.
    static func insertionPoints(count: Int) -> [Int] {
        Set([0, 1, count / 2, count - 1]).filter { $0 < count }.sorted()
    }

    @Test(arguments: try cases())
    func movedDialogsEqualTheDialogsOfTheEditedFile(_ spec: Case) throws {
        let source = spec.source
        let original = try #require(SpecDecoder.decode(source, tokens: spec.tokens).spec)
        for index in Self.insertionPoints(count: original.dialogs.count) {
            for distance in [1, 7] {
                let offset = original.dialogs[index].range.startOffset
                var bytes = source.bytes
                bytes.insert(contentsOf: repeatElement(UInt8(ascii: " "), count: distance), at: offset)
                let edited = try #require(SpecDecoder.decode(SourceFile(path: source.path, bytes: bytes), tokens: spec.tokens).spec)
                try #require(edited.dialogs.count == original.dialogs.count)

                var moved = original
                moved.moveDialogs(from: index, by: distance)
                // Recorded with the first difference alone: the expectation's own message would print two whole dialogs.
                for (position, (dialog, expected)) in zip(moved.dialogs, edited.dialogs).enumerated() where dialog != expected {
                    Issue.record(
                        "dialog \(position) ('\(expected.id.value)'), \(distance) spaces before dialog \(index), moved: \(Self.difference(dialog, expected))"
                    )
                }
                for (position, (dialog, expected)) in zip(edited.dialogs, original.dialogs).enumerated() {
                    let back = dialog.moved(by: position >= index ? -distance : 0)
                    if back != expected {
                        Issue.record(
                            "dialog \(position) ('\(expected.id.value)'), \(distance) spaces before dialog \(index), moved back: \(Self.difference(back, expected))"
                        )
                    }
                }
            }
        }
    }

    /// Without this, a field the specs never set would pass the test above whether it moves or not.
    @Test func everyOptionalFieldIsSetSomewhere() throws {
        var present = Set<String>()
        var absent = Set<String>()
        for spec in try Self.cases() {
            let decoded = SpecDecoder.decode(spec.source, tokens: spec.tokens)
            if spec.tokens != nil { #expect(decoded.diagnostics.isEmpty, "\(spec.source.path): \(decoded.diagnostics)") }
            for dialog in decoded.spec?.dialogs ?? [] {
                Self.survey(dialog, path: "Dialog", present: &present, absent: &absent)
            }
        }
        let neverSet = absent.subtracting(present).sorted()
        #expect(neverSet.isEmpty, "no spec sets these fields, so their moving goes untested: \(neverSet)")
        // The survey reaches the deepest fields, through optionals, arrays and dictionaries.
        #expect(present.isSuperset(of: ["Dialog.presentation.hide.motion.spring.response", "Dialog.textLocalizations[].plural.forms"]))
        #expect(present.count >= 100)
    }

    @Test func movingByNothingChangesNothing() throws {
        let spec = try #require(SpecDecoder.decode(SourceFile(path: "sink.json", bytes: Array(Self.kitchenSinkV1.utf8))).spec)
        for dialog in spec.dialogs {
            #expect(dialog.moved(by: 0) == dialog)
            #expect(dialog.moved(by: 12).moved(by: -12) == dialog)
            #expect(dialog.moved(by: 12) != dialog)
        }
    }

    @Test func aRangeMovesByTheDistanceAndMayReachTheFileStart() {
        var range = ByteRange(5, 9)
        range.move(by: 3)
        #expect(range == ByteRange(8, 12))
        range.move(by: -8)
        #expect(range == ByteRange(0, 4))
        var located = Located("Cancel", at: ByteRange(10, 18))
        located.move(by: -2)
        #expect(located.range == ByteRange(8, 16))
        #expect(located.value == "Cancel")
        var forms: [String: Located<String>]? = ["one": Located("a", at: ByteRange(1, 2)), "other": Located("b", at: ByteRange(3, 4))]
        forms.move(by: 1)
        #expect(forms?["one"]?.range == ByteRange(2, 3))
        #expect(forms?["other"]?.range == ByteRange(4, 5))
    }

    /// The caller moves only what lies after an edit, which cannot take away more bytes than lie
    /// before it: a range moved before the file's start is a mistake, not a range to clamp.
    @Test func aRangeMovedBeforeTheFileStartStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var range = ByteRange(2, 6)
            range.move(by: -3)
        }
    }

    // MARK: - Support

    /// Records the path of every optional and collection under `value`, by whether it holds
    /// something; an element of a collection is `[]`, and a dictionary's keys name no places.
    static func survey(_ value: Any, path: String, present: inout Set<String>, absent: inout Set<String>) {
        // A color holds no place in the text: its appearances need no moving.
        if value is Color { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else {
                absent.insert(path)
                return
            }
            present.insert(path)
            survey(wrapped.value, path: path, present: &present, absent: &absent)
        case .collection, .set, .dictionary:
            if mirror.children.isEmpty { absent.insert(path) } else { present.insert(path) }
            for child in mirror.children {
                // A dictionary's element is a (key, value) pair: only the value can hold ranges.
                let element: Any? =
                    mirror.displayStyle == .dictionary ? Mirror(reflecting: child.value).children.dropFirst().first?.value : child.value
                if let element { survey(element, path: path + "[]", present: &present, absent: &absent) }
            }
        case .struct, .class, .enum, .tuple:
            for child in mirror.children {
                survey(child.value, path: path + "." + (child.label ?? "_"), present: &present, absent: &absent)
            }
        default:
            break
        }
    }

    /// The first place where `lhs` and `rhs` differ, as a path of fields, for a failure's message.
    static func difference(_ lhs: Any, _ rhs: Any, path: String = "") -> String {
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        guard !left.children.isEmpty || !right.children.isEmpty else {
            let (a, b) = (String(describing: lhs), String(describing: rhs))
            return a == b ? "" : "\(path): \(a) != \(b)"
        }
        guard left.children.count == right.children.count else {
            return "\(path): \(left.children.count) != \(right.children.count) children"
        }
        // Two equal dictionaries may list their pairs in different orders.
        func ordered(_ mirror: Mirror) -> [Mirror.Child] {
            guard mirror.displayStyle == .dictionary else { return Array(mirror.children) }
            return mirror.children.sorted { String(describing: $0.value) < String(describing: $1.value) }
        }
        for (a, b) in zip(ordered(left), ordered(right)) {
            let found = difference(a.value, b.value, path: path + "." + (a.label ?? "_"))
            if !found.isEmpty { return found }
        }
        return ""
    }
}
