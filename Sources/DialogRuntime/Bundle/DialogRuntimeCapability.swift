/// Something a bundled dialog may use that a runtime must know how to present, with the runtime
/// version it arrived in.
///
/// ``DialogBundle/capabilities`` is this runtime's declaration of what it presents: the compiler
/// reads the same table to tell which runtime a spec needs (`dialogc lint --runtime-version`),
/// a bundle lists the capabilities each dialog requires, and `Documentation/RuntimeCapabilities.md`
/// is generated from it. A capability is never removed or renamed; a new one is added with the
/// version it ships in.
public struct DialogRuntimeCapability: Sendable, Hashable {
    /// The capability's stable name, as bundles' `requires` and the `runtime-unsupported` rule spell it.
    public let name: String
    /// The first runtime version that presents it.
    public let since: String
    /// What a dialog uses when it needs it, in a line.
    public let summary: String

    init(_ name: String, since: String, _ summary: String) {
        self.name = name
        self.since = since
        self.summary = summary
    }
}

extension DialogRuntimeCapability {
    /// The version bundles arrived in: every bundled dialog needs it.
    static let first = "0.2.0"

    public static let bundle = DialogRuntimeCapability(
        "bundle", since: first, "a dialog read from a bundle of format 1: texts, buttons, presentation, style and layout")
    public static let alert = DialogRuntimeCapability("kind.alert", since: first, "a dialog of kind 'alert'")
    public static let actionSheet = DialogRuntimeCapability("kind.actionSheet", since: first, "a dialog of kind 'actionSheet'")
    public static let toast = DialogRuntimeCapability("kind.toast", since: first, "a dialog of kind 'toast'")
    public static let picker = DialogRuntimeCapability("kind.picker", since: first, "a dialog of kind 'picker'")
    public static let textInput = DialogRuntimeCapability("kind.textInput", since: first, "a dialog of kind 'textInput'")
    public static let parameters = DialogRuntimeCapability(
        "parameters", since: first, "texts showing typed parameters, whose arguments the app passes by name")
    public static let pluralTexts = DialogRuntimeCapability(
        "plural-texts", since: first, "a text whose form varies by the plural category of an integer parameter")
    public static let translations = DialogRuntimeCapability(
        "translations", since: first, "texts carried in the languages of '--locale', chosen by the user's locale")
    public static let namedColors = DialogRuntimeCapability(
        "named-colors", since: first, "colours drawn from the app's asset catalog by the names of design tokens")
    public static let springMotion = DialogRuntimeCapability(
        "spring-motion", since: first, "a show or hide motion of a spring, scales, opacities or an offset")
    public static let reducedMotion = DialogRuntimeCapability(
        "reduced-motion", since: first, "a show or hide animation of its own under Reduce Motion")
    public static let parameterDefaults = DialogRuntimeCapability(
        "parameter-defaults", since: first, "a parameter with a 'default', shown when the app passes no argument")
    /// Texts of `dialogc bundle --texts catalog`, resolved by ``DialogLocalization`` as generated code resolves them.
    public static let catalogTexts = DialogRuntimeCapability(
        "catalog-texts", since: first, "texts looked up by key in the app's String Catalog, the spec's text where it has none")

    /// Every capability of this runtime, oldest first.
    public static let all: [DialogRuntimeCapability] = [
        bundle, alert, actionSheet, toast, picker, textInput, parameters, pluralTexts, translations, namedColors,
        springMotion, reducedMotion, parameterDefaults, catalogTexts,
    ]

    /// The capability a dialog of `kind` needs.
    public static func kind(_ kind: DialogKind) -> DialogRuntimeCapability {
        switch kind {
        case .alert: alert
        case .actionSheet: actionSheet
        case .toast: toast
        case .picker: picker
        case .textInput: textInput
        }
    }
}
