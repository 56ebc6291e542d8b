import DialogLayoutAdapter
import DialogLayoutEngine
import Foundation
import Testing

/// Places where the plan must show what UIKit shows, not what the spec's order or a naive
/// reading suggests.
@Suite struct PlanPlatformFidelityTests {
    static let deleteFirst = """
        {"id": "a", "type": "alert", "title": "Delete Photo?", "buttons": [
          {"id": "delete", "title": "Delete", "style": "destructive"},
          {"id": "cancel", "title": "Cancel", "style": "cancel"}]%@}
        """

    static func alert(renderer: String? = nil) -> String {
        deleteFirst.replacingOccurrences(of: "%@", with: renderer.map { #", "presentation": {"renderer": "\#($0)"}"# } ?? "")
    }

    @Test func aTwoButtonSystemAlertPutsCancelOnTheLeftWhateverTheSpecOrder() throws {
        let plan = try PlanTestSupport.plan(Self.alert(), device: Device.narrowest)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.id) == ["cancel", "delete"])
        #expect(buttons[0].frame.y == buttons[1].frame.y, "side by side")
        #expect(buttons[0].frame.maxX <= buttons[1].frame.x)
        // The actions stay in the spec's order: they are what the buttons mean, not where they are.
        #expect(plan.actions.map(\.id) == ["delete", "cancel"])
    }

    @Test func aTwoButtonTextInputPutsCancelOnTheLeftToo() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "n", "type": "textInput", "input": {"placeholder": "Name"}, "limits": {"maxLength": 20}, "buttons": [
              {"id": "save", "title": "Save"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """, device: Device.narrowest)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.id) == ["cancel", "save"])
        #expect(buttons[0].frame.maxX <= buttons[1].frame.x)
    }

    @Test func aCustomCardKeepsTheSpecOrder() throws {
        let plan = try PlanTestSupport.plan(Self.alert(renderer: "custom"), device: Device.narrowest)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.id) == ["delete", "cancel"])
        #expect(buttons[0].frame.maxX <= buttons[1].frame.x)
    }

    @Test func aSystemTextFieldShowsItsInitialTextInTheTextColor() throws {
        let withText = try PlanTestSupport.plan(
            """
            {"id": "n", "type": "textInput", "input": {"placeholder": "Nickname", "initialText": "Traveler"}, "limits": {"maxLength": 20},
             "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "save", "title": "Save"}]}
            """, device: Device.narrowest)
        let field = try #require(PlanTestSupport.all(withText, kind: .textField).first?.text)
        #expect(field.lines == ["Traveler"])
        #expect(field.color.hex == "#000000")

        let empty = try PlanTestSupport.plan(
            """
            {"id": "n", "type": "textInput", "input": {"placeholder": "Nickname"}, "limits": {"maxLength": 20},
             "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "save", "title": "Save"}]}
            """, device: Device.narrowest)
        let placeholder = try #require(PlanTestSupport.all(empty, kind: .textField).first?.text)
        #expect(placeholder.lines == ["Nickname"])
        #expect(placeholder.color.hex == "#8E8E93")
    }

    @Test func aSecureFieldShowsBulletsForItsInitialText() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "p", "type": "textInput", "input": {"secure": true, "initialText": "hunter2"}, "limits": {"maxLength": 20},
             "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "ok", "title": "Sign In"}]}
            """, device: Device.narrowest)
        #expect(PlanTestSupport.all(plan, kind: .textField).first?.text?.lines == ["•••••••"])
    }

    @Test func theCancelButtonIsBoldOnlyWhenNoOtherButtonIsPreferred() throws {
        func weights(_ json: String) throws -> [String: FontWeight] {
            let plan = try PlanTestSupport.plan(json, device: Device.narrowest)
            return Dictionary(
                uniqueKeysWithValues: PlanTestSupport.all(plan, kind: .button).compactMap { button in
                    button.text.map { (button.id ?? "", $0.font.weight) }
                })
        }
        let preferred = try weights(
            """
            {"id": "a", "type": "alert", "title": "Continue?", "buttons": [
              {"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "go", "title": "Continue", "preferred": true}]}
            """)
        #expect(preferred == ["cancel": .regular, "go": .semibold])
        let plain = try weights(
            """
            {"id": "a", "type": "alert", "title": "Continue?", "buttons": [
              {"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "go", "title": "Continue"}]}
            """)
        #expect(plain == ["cancel": .semibold, "go": .regular])
    }

    @Test func emojiAreMeasuredAsOneWideGlyphPerGraphemeCluster() {
        let font = PlanFont(size: 17, weight: .regular)
        // 16 party poppers are about 326 pt, not the 136 pt of half an em each.
        let party = TextLayout(String(repeating: "🎉", count: 16), font: font, maxWidth: 238)
        #expect(party.lines.count == 2)
        #expect(party.lines.map(\.count) == [11, 5], "emoji break between each other, as CJK does")
        for cluster in ["🎉", "🇯🇵", "👨‍👩‍👧‍👦", "👍🏽", "❤️", "1️⃣"] {
            let character = Character(cluster)
            #expect(TextLayout.isEmoji(character), "\(cluster)")
            #expect(TextLayout.advance(of: character, font: font) == 1.2 * 17, "\(cluster)")
        }
        for plain in ["1", "#", "*", "❤", "a", "%"] {
            #expect(!TextLayout.isEmoji(Character(plain)), "\(plain)")
        }
        // A flag is one cluster of two scalars, measured once.
        #expect(TextLayout("🇯🇵🇫🇷", font: font, maxWidth: .infinity).width == 2 * 1.2 * 17)
    }
}
