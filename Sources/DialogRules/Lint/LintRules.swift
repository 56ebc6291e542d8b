extension RuleSet {
    /// The rules of `dialogc lint`: everything `validate` checks, plus the guideline rules.
    public static let lint = RuleSet(
        pipelineRules: standard.pipelineRules + [UnusedSuppression.self],
        dialogRules: standard.dialogRules + lintDialogRules + localizationDialogRules,
        crossFileRules: standard.crossFileRules + [StaleRenamedFrom.self]
    )

    /// The guideline rules, one file each in this folder.
    package static let lintDialogRules: [any DialogRule.Type] = [
        PreferredOnSheet.self,
        AlertTooManyButtons.self, DestructiveNeedsCancel.self, CancelTitle.self, YesNoButtons.self,
        OkNotInformational.self, ButtonTitleStyle.self, CancelPreferred.self, DestructivePreferred.self,
        SheetMissingCancel.self, SheetCancelNotLast.self, SheetDestructiveNotFirst.self, TitleTooLong.self,
        GenericTitle.self, ToastTooShort.self, UnboundedTextInput.self, AutoHideWithChoice.self,
        StyleIgnoredBySystem.self, TextOverflow.self, TextOverflowAccessibility.self,
    ]
}
