import DialogSpec

/// Which object of format v1 a JSON object stands for, by where it stands, so the formatter can
/// put its keys in the format's documented order.
///
/// The key lists are the decoders' own (the order of the README's key tables), so a key the
/// format gains is ordered as soon as the decoder reads it.
package enum SpecObjectKind: Sendable, Hashable {
    case topLevel, dialog, button, input, limits, presentation, show, hide, style, font, suppression
    /// An object the format does not describe at this place: its keys keep their source order.
    case unknown

    /// The keys in the documented order; keys not listed follow them, in source order.
    package var keyOrder: [String] {
        switch self {
        case .topLevel: SpecDecoder.topLevelKeys
        case .dialog: DialogDecoder.keys
        case .button: DialogDecoder.buttonKeys
        case .input: DialogDecoder.inputKeys
        case .limits: DialogDecoder.limitKeys
        case .presentation: PresentationDecoder.keys
        case .show: PresentationDecoder.showKeys
        case .hide: PresentationDecoder.hideKeys
        case .style: StyleDecoder.keys
        case .font: StyleDecoder.fontKeys
        case .suppression: SuppressionDecoder.keys
        case .unknown: []
        }
    }

    /// The kind of the object (or of each object in the array) that is the value of `key` here.
    package func child(_ key: String) -> SpecObjectKind {
        switch (self, key) {
        case (.topLevel, "dialogs"): .dialog
        case (.topLevel, "suppressions"), (.dialog, "suppressions"): .suppression
        case (.dialog, "buttons"): .button
        case (.dialog, "input"): .input
        case (.dialog, "limits"): .limits
        case (.dialog, "presentation"): .presentation
        case (.dialog, "style"): .style
        case (.presentation, "show"): .show
        case (.presentation, "hide"): .hide
        case (.style, "titleFont"), (.style, "messageFont"): .font
        default: .unknown
        }
    }
}
