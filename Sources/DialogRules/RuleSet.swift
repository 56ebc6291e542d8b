/// The rules a run applies, grouped by how they are checked.
public struct RuleSet: Sendable {
    /// Rules the pipeline itself reports (reader, decoder, lint engine); listed here for documentation.
    public var pipelineRules: [any Rule.Type]
    /// Rules checked one well-formed dialog at a time.
    public var dialogRules: [any DialogRule.Type]
    /// Rules checked across all files at once.
    public var crossFileRules: [any CrossFileRule.Type]

    /// Every rule of the set, sorted by id.
    public var all: [any Rule.Type] {
        (pipelineRules + dialogRules.map { $0 as any Rule.Type } + crossFileRules.map { $0 as any Rule.Type })
            .sorted { $0.id < $1.id }
    }

    /// The rule with the given id, if the set has it.
    public func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.id == id }
    }

    /// The rules of `dialogc validate`: the format and the platform's hard constraints.
    public static let standard = RuleSet(
        pipelineRules: [
            JSONSyntax.self, DuplicateKey.self, UnknownKey.self, KeyNotAllowedForType.self, MissingKey.self,
            TypeMismatch.self, InvalidValue.self, UnsupportedVersion.self, LimitExceeded.self,
        ],
        dialogRules: [
            DuplicateButtonID.self, MissingContent.self, OptionCap.self, HideMissingShowType.self,
            HideShowTypeMismatch.self, MultipleCancel.self, MultiplePreferred.self, SelectedIndexOutOfRange.self,
            SecureMultiline.self, InputTextTooLong.self, RendererUnsupported.self, BidiControlCharacter.self,
            UndeclaredParameter.self, UnusedParameter.self, InvalidPlural.self, UnescapedBrace.self,
            SettingIgnored.self, CoverTapWithoutResult.self,
        ],
        crossFileRules: [DuplicateDialogID.self, IdentifierCollision.self, LocalizationKeyConflict.self]
    )

    package init(pipelineRules: [any Rule.Type], dialogRules: [any DialogRule.Type], crossFileRules: [any CrossFileRule.Type]) {
        self.pipelineRules = pipelineRules
        self.dialogRules = dialogRules
        self.crossFileRules = crossFileRules
    }
}
