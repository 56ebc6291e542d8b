@testable import DialogDiagnostics
@testable import DialogLayoutAdapter
@testable import DialogLayoutEngine
@testable import DialogRules
@testable import DialogSpec
@testable import DialogValidation
import Testing

/// The layout rules read facts off the plan laid out without lines; they must be what the full
/// plan shows, for every kind of dialog on every screen at every text size, or
/// lint would judge a layout the plan does not have.
@Suite struct LayoutFactsTests {
    /// The presets, and screens short and tall enough that dialogs overflow or fit where no preset decides.
    static let devices =
        Device.presets + [
            Device(name: "short", width: 200, height: 200, safeTop: 20, safeBottom: 0),
            Device(name: "tall", width: 1400, height: 3000, safeTop: 24, safeBottom: 20),
        ]

    /// Dialogs made to overflow every way a layout can: long titles, messages and button titles, many buttons.
    static let overflowing = """
        {"id": "long-title", "type": "alert", "title": "We couldn't renew your subscription because the card on file has expired and we could not reach your bank",
         "message": "The card on file has expired.", "buttons": [{"id": "ok", "title": "OK"}]},
        {"id": "long-message", "type": "alert", "title": "Notice", "subtitle": "A subtitle that runs on for a while", "message": "\(String(repeating: "A very long message that keeps going. ", count: 60))",
         "presentation": {"renderer": "custom"}, "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "go", "title": "UpgradeEverythingImmediatelyNowPlease"}]},
        {"id": "many-buttons", "type": "alert", "title": "Choose", "buttons": [
          {"id": "a", "title": "First choice with a long title"}, {"id": "b", "title": "Second"}, {"id": "c", "title": "Third"},
          {"id": "d", "title": "Fourth"}, {"id": "e", "title": "Fifth"}, {"id": "f", "title": "Sixth"}, {"id": "g", "title": "Seventh"},
          {"id": "h", "title": "Eighth"}, {"id": "i", "title": "Ninth"}, {"id": "j", "title": "Tenth"}, {"id": "k", "title": "Eleventh"},
          {"id": "cancel", "title": "Cancel", "style": "cancel"}]},
        {"id": "sheet", "type": "actionSheet", "title": "您的订阅无法续订，因为您存档的信用卡已经过期，请更新付款方式", "message": "写真を削除しますか？「すべて」を選ぶと元に戻せません。",
         "buttons": [{"id": "delete", "title": "Delete Everything In This Album Forever And Ever", "style": "destructive"},
          {"id": "share", "title": "Share"}, {"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"},
          {"id": "d", "title": "D"}, {"id": "e", "title": "E"}, {"id": "f", "title": "F"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]},
        {"id": "custom-sheet", "type": "actionSheet", "title": "Options for this photo 👍🏽 and its album", "presentation": {"renderer": "custom"},
         "buttons": [{"id": "one", "title": "One rather long button title here"}, {"id": "two", "title": "Two"}, {"id": "three", "title": "Three"},
          {"id": "four", "title": "Four"}, {"id": "five", "title": "Five"}, {"id": "six", "title": "Six"}, {"id": "seven", "title": "Seven"},
          {"id": "cancel", "title": "Cancel and go back", "style": "cancel"}]},
        {"id": "picker", "type": "picker", "title": "Sort the photos of this album by the date they were taken or added", "options": ["Date Taken", "Date Added", "File Name"],
         "buttons": [{"id": "cancel", "title": "Never mind, keep them", "style": "cancel"}, {"id": "done", "title": "Done"}]},
        {"id": "picker-message", "type": "picker", "message": "Pick one", "options": ["A", "B"], "buttons": [{"id": "done", "title": "Done"}]},
        {"id": "toast", "type": "toast", "title": "Saved", "message": "\(String(repeating: "Your photo was saved to the album. ", count: 30))", "autoHide": 10},
        {"id": "bottom-toast", "type": "toast", "message": "Copied", "presentation": {"show": {"type": "fromBottom"}}},
        {"id": "field", "type": "textInput", "title": "Name", "message": "What should we call it?", "input": {"placeholder": "Name", "multiline": true},
         "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "save", "title": "Save"}]},
        {"id": "bottom-card", "type": "alert", "title": "Sign in", "presentation": {"renderer": "custom", "show": {"type": "fromBottom"}},
         "buttons": [{"id": "ok", "title": "OK"}]},
        {"id": "bare", "type": "alert", "buttons": [{"id": "ok", "title": "OK"}]}
        """

    static func dialogs(_ sources: [SourceFile]) -> [(Dialog, SourceFile)] {
        let result = Validator.validate(sources, tokens: SpecLoading.bundledTokens)
        return result.files.flatMap { file in (file.spec?.dialogs ?? []).filter(\.isWellFormed).map { ($0, file.source) } }
    }

    static func expectSameFacts(_ dialogs: [(Dialog, SourceFile)]) -> [LayoutFacts] {
        var all: [LayoutFacts] = []
        for (dialog, source) in dialogs {
            for device in devices {
                for textSize in TextSize.allCases {
                    let facts = DialogContext(dialog, source: source).layoutFacts(device: device, textSize: textSize)
                    let plan = LayoutEngine.plan(dialog, in: source, device: device, textSize: textSize)
                    #expect(facts == LayoutFacts(plan: plan), "\(dialog.id.value) on \(device.name) at \(textSize)")
                    all.append(facts)
                }
            }
        }
        return all
    }

    @Test func factsAreThePlansOnDialogsMadeToOverflow() {
        let source = SourceFile(path: "overflow.json", text: RuleExample.dialogs(Self.overflowing).fileText)
        let dialogs = Self.dialogs([source])
        #expect(dialogs.count >= 11, "every example dialog decoded")
        let facts = Self.expectSameFacts(dialogs)
        // Every kind of fact occurs, so the comparison cannot pass on empty facts alone.
        let overflows = facts.flatMap(\.overflows)
        for (element, reason) in [
            (PlanElement.Kind.button, PlanOverflow.Reason.truncated), (.message, .truncated), (.container, .exceedsScreen),
            (.bubble, .exceedsScreen),
        ] {
            #expect(overflows.contains { $0.element == element && $0.reason == reason }, "some \(element) \(reason)")
        }
        #expect(facts.contains { $0.titleLineCount > 2 })
        #expect(facts.contains { !$0.toolbarButtonIDs.isEmpty })
    }

    @Test func factsAreThePlansOnTheBundledSpecs() throws {
        let dialogs = Self.dialogs(try SpecLoading.bundledSources())
        #expect(dialogs.count > 10)
        _ = Self.expectSameFacts(dialogs)
    }

    @Test func factsAreThePlansOnGeneratedSpecs() {
        let dialogs = PlanInvariantTests.randomDialogs(seed: 11, count: 60)
        #expect(dialogs.count == 60)
        _ = Self.expectSameFacts(dialogs)
    }

    /// Lint skips the layout at accessibility sizes of shapes that cut no text there
    /// (`DialogShape.cutsTextsAtAccessibilitySizes`): on every screen at every such size their
    /// only overflow must be a dialog taller than the screen, which `text-overflow-accessibility`
    /// does not report.
    @Test func onlyCardsAndPickersCutTextsAtAccessibilitySizes() throws {
        let overflowing = Self.dialogs([SourceFile(path: "overflow.json", text: RuleExample.dialogs(Self.overflowing).fileText)])
        let dialogs = overflowing + Self.dialogs(try SpecLoading.bundledSources()) + PlanInvariantTests.randomDialogs(seed: 12, count: 80)
        var tallerThanScreen = 0
        var cutInCutter = 0
        for (dialog, source) in dialogs {
            let context = DialogContext(dialog, source: source)
            for device in Self.devices {
                for textSize in TextSize.allCases where textSize.isAccessibilitySize {
                    let overflows = context.layoutFacts(device: device, textSize: textSize).overflows
                    if context.layoutShape.cutsTextsAtAccessibilitySizes {
                        cutInCutter += overflows.count { $0.reason == .truncated && $0.element != .button }
                        continue
                    }
                    #expect(overflows.allSatisfy { $0.reason == .exceedsScreen }, "\(dialog.id.value) on \(device.name) at \(textSize)")
                    tallerThanScreen += overflows.count
                }
            }
        }
        // Both kinds of shape overflow somewhere, so neither half of the claim holds vacuously.
        #expect(tallerThanScreen > 0)
        #expect(cutInCutter > 0)
    }

    /// `LayoutGeometry.quickFacts` reads the facts of simple shapes off their texts; where it
    /// answers, the answer must be the layout's, for the spec's dialog and its layout input alike,
    /// and it must answer for most dialogs of those shapes, or lint lays them out after all.
    @Test func quickFactsAreTheLayoutsWhereTheyApply() throws {
        let overflowing = Self.dialogs([SourceFile(path: "overflow.json", text: RuleExample.dialogs(Self.overflowing).fileText)])
        let dialogs = overflowing + Self.dialogs(try SpecLoading.bundledSources()) + PlanInvariantTests.randomDialogs(seed: 13, count: 200)
        var answered: [DialogShape: Int] = [:]
        var declined: [DialogShape: Int] = [:]
        var withOverflow: [DialogShape: Int] = [:]
        var answeredAtLintsSize: [DialogShape: Int] = [:]
        var eligible: [DialogShape: Int] = [:]
        for (dialog, source) in dialogs {
            let input = LayoutInput(dialog)
            let sketch = DialogSketch(DialogContext(dialog, source: source))
            if input.shape != .bottomSheet || !sketch.writesGeometry { eligible[input.shape, default: 0] += 1 }
            for device in Self.devices {
                for textSize in TextSize.allCases {
                    let screen = device.screen(at: textSize)
                    let quick = LayoutGeometry.quickFacts(sketch, on: screen)
                    #expect(LayoutGeometry.quickFacts(input, on: screen) == quick, "\(dialog.id.value): the input reads as the dialog")
                    guard let quick else {
                        declined[input.shape, default: 0] += 1
                        continue
                    }
                    #expect(quick == LayoutGeometry.facts(input, on: screen), "\(dialog.id.value) on \(device.name) at \(textSize)")
                    answered[input.shape, default: 0] += 1
                    if !quick.overflows.isEmpty { withOverflow[input.shape, default: 0] += 1 }
                    if device == .narrowest, textSize == .large { answeredAtLintsSize[input.shape, default: 0] += 1 }
                }
            }
        }
        for shape in [DialogShape.systemAlert, .systemSheet, .toast, .card, .picker, .bottomSheet] {
            #expect(answered[shape, default: 0] > 0, "quick facts for some \(shape)")
            #expect(withOverflow[shape, default: 0] > 0, "some \(shape) with an overflow")
            // Lint asks at the default size on the narrowest device: most dialogs are answered there,
            // of the custom ones most of those that write no geometry (the samples' few bottom
            // sheets write it half the time).
            #expect(2 * answeredAtLintsSize[shape, default: 0] > eligible[shape, default: 0], "most \(shape)s at lint's size")
        }
        for shape in [DialogShape.systemAlert, .systemSheet, .card, .picker, .bottomSheet] {
            #expect(declined[shape, default: 0] > 0, "some \(shape) left to the layout")
        }
    }

    @Test func theContextMeasuresOncePerDeviceTextSizeAndLocale() throws {
        let (dialog, source) = try #require(Self.dialogs(try SpecLoading.bundledSources()).first)
        let context = DialogContext(dialog, source: source)
        let facts = context.layoutFacts(device: .narrowest, textSize: .large)
        #expect(facts == LayoutFacts(plan: context.plan(device: .narrowest, textSize: .large)))
        #expect(context.layoutFacts(device: .narrowest, textSize: .large, locale: LayoutLocale("de")) == facts)
        #expect(
            context.layoutFacts(device: Device.presets[1], textSize: .ax5)
                == LayoutFacts(plan: context.plan(device: Device.presets[1], textSize: .ax5)))
    }
}
