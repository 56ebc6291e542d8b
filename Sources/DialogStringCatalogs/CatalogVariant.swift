/// Where in a localization a string unit sits: the localization's own text, or one of the texts
/// it varies into by device (`variations.device.mac`), by plural (`variations.plural.few`), or
/// inside one of its substitutions (`substitutions.followers.variations.plural.one`).
public struct CatalogVariant: Sendable, Hashable {
    /// The device the text is for (`iphone`, `mac`, `other`), nil when it does not vary by device.
    public var device: String?
    /// The substitution (`%#@followers@`) the text is a form of, nil outside substitutions.
    public var substitution: String?
    /// The plural category the text is for, nil when it does not vary by plural.
    public var plural: PluralCategory?

    /// Creates a variant; all nil is the localization's own text.
    public init(device: String? = nil, substitution: String? = nil, plural: PluralCategory? = nil) {
        self.device = device
        self.substitution = substitution
        self.plural = plural
    }

    /// Whether the text is a whole text a user reads (the localization's own, or a device's),
    /// rather than one form of a count, which may leave the number out ("one photo").
    public var isWholeText: Bool { substitution == nil && plural == nil }

    /// How findings name the variant after the key: `'few'`, `device 'mac'`,
    /// `device 'mac', 'few'`, `substitution 'followers', 'one'`; nil for the localization's own text.
    public var label: String? {
        let parts = [
            device.map { "device '\($0)'" }, substitution.map { "substitution '\($0)'" }, plural.map { "'\($0.rawValue)'" },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
