import DialogLayoutAdapter

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

    /// The rules of `dialogc validate`: the format and the platform's hard constraints, every
    /// rule of the registry whose stage is not `lint`.
    public static let standard = RuleSet(selecting: registry.filter { $0.rule.description.stage != .lint })

    /// The rules of `dialogc lint`: everything `validate` checks, plus the guideline rules and
    /// the String Catalog's; the whole registry.
    public static let lint = RuleSet(selecting: registry)

    package init(pipelineRules: [any Rule.Type], dialogRules: [any DialogRule.Type], crossFileRules: [any CrossFileRule.Type]) {
        self.pipelineRules = pipelineRules
        self.dialogRules = dialogRules
        self.crossFileRules = crossFileRules
    }

    /// The set of `entries`, each kind in the registry's order.
    private init(selecting entries: [RegisteredRule]) {
        var pipelineRules: [any Rule.Type] = []
        var dialogRules: [any DialogRule.Type] = []
        var crossFileRules: [any CrossFileRule.Type] = []
        for entry in entries {
            switch entry {
            case .pipeline(let rule): pipelineRules.append(rule)
            case .dialog(let rule), .catalog(let rule): dialogRules.append(rule)
            case .crossFile(let rule): crossFileRules.append(rule)
            }
        }
        self.init(pipelineRules: pipelineRules, dialogRules: dialogRules, crossFileRules: crossFileRules)
    }
}

/// One rule of the registry, as the kind of check that runs it; which commands run it is its
/// description's `stage` (`lint` rules run in `dialogc lint` only, every other in both).
package enum RegisteredRule: Sendable {
    /// A rule the reader, the decoder or the lint engine reports itself.
    case pipeline(any Rule.Type)
    /// A rule checked one well-formed dialog at a time.
    case dialog(any DialogRule.Type)
    /// A dialog rule that judges the run's String Catalog, so a run without one skips it.
    case catalog(any DialogRule.Type)
    /// A rule checked across all files at once.
    case crossFile(any CrossFileRule.Type)

    /// The rule's type, whatever its kind.
    package var rule: any Rule.Type {
        switch self {
        case .pipeline(let rule): rule
        case .dialog(let rule), .catalog(let rule): rule
        case .crossFile(let rule): rule
        }
    }
}

extension RuleSet {
    /// Every rule dialogc has, declared once: a new rule is added here and nowhere else. Each
    /// kind's rules run in this order, and findings of one place keep it.
    package static let registry: [RegisteredRule] = [
        // The format, reported by the reader and the decoder (the rules in Format/).
        .pipeline(JSONSyntax.self), .pipeline(DuplicateKey.self), .pipeline(UnknownKey.self),
        .pipeline(KeyNotAllowedForType.self), .pipeline(MissingKey.self), .pipeline(TypeMismatch.self),
        .pipeline(InvalidValue.self), .pipeline(UnsupportedVersion.self), .pipeline(LimitExceeded.self),
        .pipeline(UnknownToken.self), .pipeline(TokenTypeMismatch.self),
        // The platform's hard constraints (Semantic/).
        .dialog(DuplicateButtonID.self), .dialog(MissingContent.self), .dialog(OptionCap.self),
        .dialog(HideMissingShowType.self), .dialog(HideShowTypeMismatch.self), .dialog(MultipleCancel.self),
        .dialog(MultiplePreferred.self), .dialog(SelectedIndexOutOfRange.self), .dialog(SecureMultiline.self),
        .dialog(InputTextTooLong.self), .dialog(RendererUnsupported.self), .dialog(BidiControlCharacter.self),
        .dialog(UndeclaredParameter.self), .dialog(UnusedParameter.self), .dialog(InvalidPlural.self),
        .dialog(UnescapedBrace.self), .dialog(SettingIgnored.self), .dialog(CoverTapWithoutResult.self),
        .crossFile(DuplicateDialogID.self), .crossFile(IdentifierCollision.self), .crossFile(LocalizationKeyConflict.self),
        // The guidelines and house style (Lint/).
        .pipeline(UnusedSuppression.self),
        .dialog(PreferredOnSheet.self), .dialog(AlertTooManyButtons.self), .dialog(DestructiveNeedsCancel.self),
        .dialog(CancelTitle.self), .dialog(YesNoButtons.self), .dialog(OkNotInformational.self),
        .dialog(ButtonTitleStyle.self), .dialog(CancelPreferred.self), .dialog(DestructivePreferred.self),
        .dialog(SheetMissingCancel.self), .dialog(SheetCancelNotLast.self), .dialog(SheetDestructiveNotFirst.self),
        .dialog(TitleTooLong.self), .dialog(GenericTitle.self), .dialog(ToastTooShort.self),
        .dialog(UnboundedTextInput.self), .dialog(AutoHideWithChoice.self), .dialog(StyleIgnoredBySystem.self),
        .dialog(TextOverflow.self), .dialog(TextOverflowAccessibility.self),
        // Accessibility (issue 38).
        .dialog(InsufficientContrast.self), .dialog(TouchTargetTooSmall.self), .dialog(ColorOnlyDistinction.self),
        .dialog(NoDarkAppearance.self), .dialog(TextClippedAtLargerText.self), .dialog(AccessibilityLabelMismatch.self),
        .dialog(UnlabeledButton.self),
        // Design tokens (issue 39): the token files' own findings, and specs judged against the tokens.
        .pipeline(TokenCycle.self), .dialog(OffTokenValue.self), .dialog(DeprecatedToken.self),
        // A String Catalog's translations (Localization/).
        .catalog(MissingTranslation.self), .catalog(MismatchedPlaceholders.self), .catalog(PluralCategoryMissing.self),
        .catalog(TranslationNeedsReview.self),
        .crossFile(StaleRenamedFrom.self),
        // What the oldest runtime a bundle is delivered to presents (issue 40).
        .dialog(RuntimeUnsupported.self),
    ]
}

extension RuleSet {
    /// The rules that judge a spec against the run's design tokens, and find nothing in a run
    /// without them: their suppressions are judged only where tokens were read.
    package static let tokenRules: [any DialogRule.Type] = [OffTokenValue.self, DeprecatedToken.self]
}

extension [any DialogRule.Type] {
    /// These rules but those that can find nothing in a run of `texts` under `options`: without a
    /// catalog, the catalog's rules, which each asked every dialog for its (no) translations;
    /// without a runtime version, `runtime-unsupported`, which has no runtime to judge against.
    package func thatApply(to texts: LocaleTexts, options: RuleOptions) -> [any DialogRule.Type] {
        let catalogRules = texts.catalog == nil ? Self.catalogRules : []
        let runtimeRule = options.runtimeVersion == nil ? ObjectIdentifier(RuntimeUnsupported.self) : nil
        guard !catalogRules.isEmpty || runtimeRule != nil else { return self }
        func findsNothing(_ rule: any DialogRule.Type) -> Bool {
            let id = ObjectIdentifier(rule)
            return id == runtimeRule || catalogRules.contains(id)
        }
        guard contains(where: findsNothing) else { return self }
        return filter { !findsNothing($0) }
    }

    /// The registry's catalog rules.
    private static let catalogRules: Set<ObjectIdentifier> = Set(
        RuleSet.registry.compactMap { entry in
            guard case .catalog(let rule) = entry else { return nil }
            return ObjectIdentifier(rule)
        })
}
