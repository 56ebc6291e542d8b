@testable import DialogLayoutAdapter
@testable import DialogLayoutEngine
import Testing

/// The plan reproduces the documented numbers of the dialogs the product grew from.
@Suite struct PlanDocumentedNumbersTests {
    static let screen375 = Device.named("375x667")!

    @Test func theCustomCardIsTheScreenWidthMinus80WithA50PointHeaderAndFooter() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "a", "type": "alert", "title": "Title", "message": "Message", "presentation": {"renderer": "custom"},
             "buttons": [{"id": "ok", "title": "OK", "style": "cancel"}, {"id": "go", "title": "Go"}]}
            """, device: Self.screen375)
        let card = PlanTestSupport.container(plan)
        #expect(card.frame.width == 295)
        #expect(card.frame.x == 40)
        #expect(card.cornerRadius == 10)
        #expect(plan.elements[0].fill?.opacity == 0.3)
        let title = try #require(PlanTestSupport.all(plan, kind: .title).first)
        #expect(title.frame.y - card.frame.y + title.frame.height / 2 == 25, "the title is centered in a 50-pt header")
        let message = try #require(PlanTestSupport.all(plan, kind: .message).first)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.frame.height) == [50, 50])
        #expect(buttons.map(\.frame.width) == [147.5, 147.5], "two buttons share the footer equally")
        #expect(buttons.map(\.id) == ["ok", "go"], "side by side, in display order")
        // Header 50 + message area (text + 60) + footer 50.
        #expect(card.frame.height == 50 + message.frame.height + 60 + 50)
    }

    @Test func theMessageAreaIsCappedAtTheScreenHeightMinus180() throws {
        let long = String(repeating: "A long message that keeps going. ", count: 200)
        let plan = try PlanTestSupport.plan(
            """
            {"id": "a", "type": "alert", "title": "T", "message": "\(long)", "presentation": {"renderer": "custom"},
             "buttons": [{"id": "ok", "title": "OK"}]}
            """, device: Self.screen375)
        #expect(PlanTestSupport.container(plan).frame.height == 50 + (667 - 180) + 50)
        #expect(plan.overflows.contains(PlanOverflow(element: .message, reason: .truncated)))
    }

    @Test func theToastIsA190PointBubbleOfBlackAt075WithA10PointInset() throws {
        let plan = try PlanTestSupport.plan(#"{"id": "t", "type": "toast", "message": "Saved"}"#, device: Self.screen375)
        let bubble = PlanTestSupport.container(plan)
        #expect(bubble.kind == .bubble)
        #expect(bubble.frame.width == 190)
        #expect(bubble.fill == DialogColor(red: 0, green: 0, blue: 0, opacity: 0.75))
        let text = try #require(bubble.children.first)
        #expect(text.frame.x - bubble.frame.x == 10)
        #expect(bubble.frame.height == text.frame.height + 20)
        #expect(plan.motion.autoHideDelay == 2)
    }

    @Test func theBottomPickerTakesTwoFifthsWithAToolbarOfASixth() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "p", "type": "picker", "options": ["早晨", "中午", "下午"],
             "buttons": [{"id": "cancel", "title": "取消", "style": "cancel"}, {"id": "ok", "title": "确定"}]}
            """, device: Self.screen375)
        let sheet = PlanTestSupport.container(plan)
        #expect(sheet.frame.height == (667.0 * 2 / 5).rounded())
        #expect(sheet.frame.maxY == 667, "the sheet touches the bottom edge")
        let toolbar = try #require(PlanTestSupport.all(plan, kind: .toolbar).first)
        #expect(toolbar.frame.height == (sheet.frame.height / 6).rounded())
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.id) == ["cancel", "ok"])
        #expect(buttons[0].frame.x == 0, "cancel on the left")
        #expect(buttons[1].frame.maxX == 375, "confirm on the right")
        let rows = PlanTestSupport.all(plan, kind: .pickerRow)
        #expect(rows.map { $0.text?.lines.first } == ["早晨", "中午", "下午"])
        #expect(rows.first?.isSelected == true)
    }

    @Test func theSystemAlertIs270WideAndStacksButtonsThatDoNotFitCancelLast() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "a", "type": "alert", "title": "Delete", "buttons": [
              {"id": "cancel", "title": "Cancel", "style": "cancel"},
              {"id": "delete", "title": "Delete Everything Forever", "style": "destructive"}]}
            """, device: Device.narrowest)
        #expect(PlanTestSupport.container(plan).frame.width == 270)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.id) == ["delete", "cancel"])
        #expect(buttons[0].frame.maxY <= buttons[1].frame.y)
    }

    @Test func anActionSheetOnAnIPadNeedsAnAnchorAndDropsCancel() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "s", "type": "actionSheet", "buttons": [
              {"id": "camera", "title": "Camera"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """, device: Device.named("ipad-air")!)
        #expect(plan.behaviour.requiresAnchor)
        #expect(PlanTestSupport.all(plan, kind: .button).map(\.id) == ["camera"])
        #expect(plan.actions.map(\.isVisible) == [true, false])
        #expect(PlanTestSupport.container(plan).frame.width == 304)
    }

    @Test func largerTextMakesTheSameDialogTaller() throws {
        let dialog =
            #"{"id": "a", "type": "alert", "title": "Update available", "message": "A new version is ready to install.", "buttons": [{"id": "ok", "title": "OK"}]}"#
        let regular = try PlanTestSupport.plan(dialog, device: Device.narrowest)
        let large = try PlanTestSupport.plan(dialog, device: Device.narrowest, textSize: .ax5)
        #expect(PlanTestSupport.container(large).frame.height > PlanTestSupport.container(regular).frame.height)
        #expect(PlanTestSupport.all(large, kind: .title).first?.text?.font.size == 53)
    }

    @Test func behaviourAndMotionFollowTheSpec() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "r", "type": "textInput", "input": {"multiline": true}, "limits": {"maxLength": 128},
             "presentation": {"show": {"animation": "spring", "duration": 0.5, "coverAlpha": 0.4}, "hide": {"showType": "center", "duration": 0.1}},
             "buttons": [{"id": "close", "title": "Close", "style": "cancel"}, {"id": "send", "title": "Send"}]}
            """, device: Device.narrowest)
        #expect(plan.behaviour.blocksInteractionDuringShow)
        #expect(plan.behaviour.dismissesKeyboardBeforeShow && plan.behaviour.restoresFirstResponderAfterHide)
        #expect(plan.behaviour.avoidsKeyboard)
        #expect(plan.behaviour.hideAs == .center)
        #expect(plan.motion.show.duration == 0.5 && plan.motion.show.timing == .spring(DialogSpring(dampingRatio: 0.75)))
        #expect(plan.motion.hide.duration == 0.1)
        #expect(plan.motion.show.tracks.first == PlanTrack(target: .cover, property: .opacity, from: 0, to: 0.4))
        #expect(plan.actions.map(\.result) == [.actionAndText, .actionAndText])
        #expect(!PlanTestSupport.all(plan, kind: .textView).isEmpty)
    }
}
