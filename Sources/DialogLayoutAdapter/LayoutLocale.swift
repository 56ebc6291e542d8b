/// The locale a dialog's texts are laid out in. Specs have one set of texts today, the spec's
/// own (`source`); the localization work lays each locale out on its own, so the layouts a run
/// keeps are told apart by locale already.
public struct LayoutLocale: Sendable, Hashable, CustomStringConvertible {
    /// A BCP 47 tag such as `de` or `zh-Hans`, or `source` for the texts as the spec writes them.
    public var identifier: String

    /// The locale of `identifier`.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// The texts as the spec writes them, the only locale until specs carry translations.
    public static let source = LayoutLocale("source")

    public var description: String { identifier }
}
