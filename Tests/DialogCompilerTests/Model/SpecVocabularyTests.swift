import DialogLayoutAdapter
import DialogLayoutEngine
import DialogRuntime
import DialogSpec
import DialogStringCatalogs
import Testing

/// The spec's words are the layout engine's types, which the plan carries and the runtime hands
/// apps: a value decoded from a spec is the value the plan and the generated descriptor hold.
/// A copy of one of these types in the model, and the mapping it would need, fails here.
@Suite struct SpecVocabularyTests {
    /// Whether a property of `Root` and one of `Other` hold the same type.
    static func sameType<Root, Value, Other, OtherValue>(
        _ keyPath: KeyPath<Root, Value>, _ other: KeyPath<Other, OtherValue>
    ) -> Bool {
        ObjectIdentifier(Value.self) == ObjectIdentifier(OtherValue.self)
    }

    @Test func theModelsTypesAreTheRuntimesAndThePlans() {
        #expect(Self.sameType(\Dialog.type.value, \DialogDescriptor<Int>.kind))
        #expect(Self.sameType(\DialogPlan.type, \DialogDescriptor<Int>.kind))
        #expect(Self.sameType(\Button.resolvedStyle, \DialogButton<Int>.role))
        #expect(Self.sameType(\LayoutButton.role, \DialogButton<Int>.role))
        #expect(Self.sameType(\Button.color?.value, \DialogButton<Int>.color))
        #expect(Self.sameType(\PlanElement.fill, \DialogButton<Int>.color))
        #expect(Self.sameType(\Style.Font.weight?.value, \DialogFont.writtenWeight))
        #expect(Self.sameType(\Style.textAlignment?.value, \DialogStyle.textAlignment))
        #expect(Self.sameType(\Dialog.resolvedShowType, \DialogPresentation.showType))
        #expect(Self.sameType(\Dialog.resolvedRenderer, \DialogPresentation.renderer))
        #expect(Self.sameType(\Dialog.resolvedAnimation, \DialogPresentation.animation))
        #expect(Self.sameType(\Motion.coverPhase?.value, \DialogMotionSettings.coverPhase))
        #expect(Self.sameType(\Motion.curve?.value, \DialogMotionSettings.curve))
        #expect(Self.sameType(\MotionInput.Phase.settings, \DialogPresentation.showMotion))
        #expect(Self.sameType(\Style.Font.weight?.value, \DialogFont.writtenWeight))
        #expect(Self.sameType(\LayoutStyle.titleFont, \DialogStyle.titleFont))
        #expect(Self.sameType(\LayoutButton.font, \DialogButton<Int>.font))
        #expect(Self.sameType(\InputBehaviour.returnKey!.value, \DialogTextField.returnKey))
        #expect(Self.sameType(\PlanInputBehaviour.returnKey, \DialogTextField.returnKey))
        #expect(Self.sameType(\DialogLayout.buttonArrangement?.value, \LayoutNumbers.buttonArrangement))
        #expect(Self.sameType(\PlanTimeline.timing, \DialogAnimationPhase.timing))
        #expect(Self.sameType(\PlanTimeline.tracks, \DialogAnimationPhase.tracks))
        #expect(Self.sameType(\DialogKindTable.buttonResult, \PlanAction.result))
        #expect(ObjectIdentifier(PluralCategory.self) == ObjectIdentifier(DialogPluralCategory.self))
    }

    @Test(arguments: DialogKind.allCases)
    func eachKindsTableLaysItOutAsTheEngineDoes(_ kind: DialogKind) {
        for renderer in Renderer.allCases {
            for showType in ShowType.allCases {
                #expect(
                    kind.table.shape(renderer: renderer, showType: showType)
                        == kind.shape(custom: renderer == .custom, fromBottom: showType == .fromBottom))
            }
        }
        #expect(kind.table.type == kind)
    }
}
