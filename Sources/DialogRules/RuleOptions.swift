import DialogSpec

/// The numbers rules compare against. The defaults are the platform's and Apple's guidelines';
/// a configuration may lower them for a stricter house style, never raise them.
public struct RuleOptions: Sendable, Hashable {
    /// The most buttons besides `cancel` an action sheet may offer (UIKit's practical cap is 6).
    public var actionSheetMaxOptions = DialogDecoder.actionSheetOptionCap
    /// The most buttons an alert should have ("up to three buttons", HIG).
    public var alertMaxButtons = 3
    /// The most words a Latin-script button title should have.
    public var buttonTitleMaxWords = 3
    /// The most lines a title may wrap to on the narrowest device.
    public var titleMaxLines = 2
    /// The oldest runtime version that presents the specs' dialogs from a bundle
    /// (`--runtime-version`, `minimumRuntime`); nil: no runtime is checked (`runtime-unsupported`).
    public var runtimeVersion: RuntimeVersion?
    /// Whether the dialogs' texts are looked up in the app's catalog (`bundle --texts catalog`),
    /// which `runtime-unsupported` counts as a capability the dialog uses.
    package var looksUpTexts = false

    /// The defaults.
    public init() {}
}
