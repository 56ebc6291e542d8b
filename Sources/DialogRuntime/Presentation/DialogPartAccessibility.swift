import DialogLayoutEngine

/// How one part of a custom dialog is exposed to assistive technologies: what VoiceOver reads
/// and Voice Control matches. Decided here, once for every platform; adapters copy it onto
/// their views.
public struct DialogPartAccessibility: Sendable, Hashable {
    /// What the part is called: a button's `accessibilityLabel`, else its title; a text's text.
    public var label: String
    /// What activating the part does, read after a pause; nil for none.
    public var hint: String?
    /// What the part is.
    public var traits: Traits

    /// What kind of element a part is, as `UIAccessibilityTraits` tells them apart.
    public struct Traits: OptionSet, Sendable, Hashable {
        public var rawValue: Int

        /// Creates traits from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Something to activate: a button.
        public static let button = Traits(rawValue: 1 << 0)
        /// A heading: the dialog's title, which VoiceOver's rotor jumps to.
        public static let header = Traits(rawValue: 1 << 1)
        /// Text that does not change and does nothing.
        public static let staticText = Traits(rawValue: 1 << 2)
    }

    /// Creates a description.
    public init(label: String, hint: String? = nil, traits: Traits) {
        self.label = label
        self.hint = hint
        self.traits = traits
    }
}

extension DialogButton {
    /// How the button is exposed to assistive technologies, whoever draws it: its
    /// `accessibilityLabel`, else its title, its hint, and the button trait.
    public var accessibility: DialogPartAccessibility {
        DialogPartAccessibility(label: accessibilityLabel ?? title, hint: accessibilityHint, traits: .button)
    }
}

extension DialogDescriptor {
    /// How `part` (one of `DescriptorLayout.parts`) is exposed to assistive technologies; nil for
    /// a part that only decorates (a separator, a toolbar, an empty text) and stays hidden from them.
    public func accessibility(of part: PlanElement) -> DialogPartAccessibility? {
        switch part.kind {
        case .button:
            guard let index = DescriptorLayout.buttonIndex(of: part), buttons.indices.contains(index) else { return nil }
            return buttons[index].accessibility
        case .title, .subtitle, .message:
            guard let text = text(of: part.kind), !text.isEmpty else { return nil }
            return DialogPartAccessibility(label: text, traits: part.kind == .title ? .header : .staticText)
        default:
            return nil
        }
    }
}
