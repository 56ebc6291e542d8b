import DialogLayoutEngine

extension DialogDescriptor {
    /// How a custom dialog as a whole is exposed to assistive technologies: a group named by
    /// its `accessibilityLabel`, with its `accessibilityHint`, which VoiceOver speaks on moving
    /// into it before the part it lands on; nil when the spec writes neither, or for a toast,
    /// which is announced rather than entered.
    public var groupAccessibility: DialogPartAccessibility? {
        guard kind != .toast, accessibilityLabel != nil || accessibilityHint != nil else { return nil }
        return DialogPartAccessibility(label: accessibilityLabel ?? "", hint: accessibilityHint, traits: [])
    }
}
