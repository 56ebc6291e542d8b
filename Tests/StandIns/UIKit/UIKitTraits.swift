// Traits, colors and fonts of the UIKit test double (see UIKit.swift).

import Foundation

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// A Dynamic Type text size, ordered from the smallest to the largest accessibility size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The sizes in order, with the body text's point size at each: the stand-in's Dynamic Type
    /// table. The other text styles have their own columns (`UIFont.TextStyle.sizes`), and each
    /// scales by its own size's ratio to its size at `.large`.
    static let bodySizes: [(category: UIContentSizeCategory, size: CGFloat)] = [
        (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
        (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
        (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ]

    var order: Int { Self.bodySizes.firstIndex { $0.category == self } ?? 3 }

    /// How much larger than at `.large` text is at this size.
    var scale: CGFloat { Self.bodySizes[order].size / 17 }

    public var isAccessibilityCategory: Bool { order >= 7 }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }

    public var description: String { rawValue }
}

/// One kind of trait, for `registerForTraitChanges`.
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitAccessibilityContrast: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// A registration `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject {}

final class StandInTraitRegistration: UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    init(traits: [ObjectIdentifier]) { self.traits = Set(traits) }
}

/// The environment a view draws in: appearance, contrast and text size.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public let preferredContentSizeCategory: UIContentSizeCategory

    public convenience init() { self.init(.unspecified, .unspecified, .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(userInterfaceStyle, .unspecified, .unspecified) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(.unspecified, accessibilityContrast, .unspecified)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(.unspecified, .unspecified, preferredContentSizeCategory)
    }

    /// The traits of every collection, a later one's specified traits overriding an earlier one's.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        var size = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
            if traits.preferredContentSizeCategory != .unspecified { size = traits.preferredContentSizeCategory }
        }
        self.init(style, contrast, size)
    }

    init(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast, _ size: UIContentSizeCategory) {
        userInterfaceStyle = style
        accessibilityContrast = contrast
        preferredContentSizeCategory = size
    }

    /// A device's out of the box: light, standard contrast, the default text size.
    public static let standInDefault = UITraitCollection(.light, .normal, .large)

    /// The stand-in's own shorthand for tests: these traits, each given one replacing this one's.
    public func standInReplacing(
        style: UIUserInterfaceStyle? = nil, contrast: UIAccessibilityContrast? = nil, size: UIContentSizeCategory? = nil
    ) -> UITraitCollection {
        UITraitCollection(
            style ?? userInterfaceStyle, contrast ?? accessibilityContrast, size ?? preferredContentSizeCategory)
    }

    /// The traits resolution of a dynamic color runs with, set while UIKit tells views of a
    /// change and while `performAsCurrent` runs.
    @MainActor public static var current = UITraitCollection.standInDefault

    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.current
        Self.current = self
        defer { Self.current = saved }
        try actions()
    }

    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
    }

    /// The traits a dynamic system color depends on.
    public static func systemTraitsAffectingColorAppearance() -> [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
    }

    func standInChangedTraits(from other: UITraitCollection) -> Set<ObjectIdentifier> {
        var changed: Set<ObjectIdentifier> = []
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(ObjectIdentifier(UITraitUserInterfaceStyle.self)) }
        if accessibilityContrast != other.accessibilityContrast {
            changed.insert(ObjectIdentifier(UITraitAccessibilityContrast.self))
        }
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.insert(ObjectIdentifier(UITraitPreferredContentSizeCategory.self))
        }
        return changed
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.accessibilityContrast == rhs.accessibilityContrast
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    public var description: String {
        "\(userInterfaceStyle), contrast \(accessibilityContrast), \(preferredContentSizeCategory.rawValue)"
    }
}

/// What has traits and is told when they change.
@MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What trait-change handlers can be registered on (iOS 17).
@MainActor public protocol UITraitChangeObservable: AnyObject {
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UIView {
    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes.
    @discardableResult public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        standInRegister(traits) { view, previous in
            if let view = view as? Self { handler(view, previous) }
        }
    }
}

// MARK: Colors

/// A color: fixed components, or a provider UIKit asks for the color of given traits.
///
/// Immutable once made, so sendable as UIKit's is.
open class UIColor: @unchecked Sendable, CustomStringConvertible {
    private let components: [CGFloat]?
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        provider = nil
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A colour set of `bundle`'s asset catalog; the stand-in has no catalog, so every name is
    /// missing, as in an app without the set.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = nil
        provider = dynamicProvider
    }

    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }

    /// The fixed color for `traitCollection`: this color when it is fixed, else its provider's answer.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Whether a provider decides the color.
    public var standInIsDynamic: Bool { provider != nil }

    /// Red, green, blue and alpha from 0 to 1, resolved with `UITraitCollection.current`.
    @MainActor public var standInComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let parts = resolvedColor(with: UITraitCollection.current).components ?? [0, 0, 0, 1]
        return (parts[0], parts[1], parts[2], parts[3])
    }

    /// The components of the color resolved for `traits`.
    public func standInComponents(for traits: UITraitCollection) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let parts = resolvedColor(with: traits).components ?? [0, 0, 0, 1]
        return (parts[0], parts[1], parts[2], parts[3])
    }

    @MainActor open var cgColor: CGColor {
        let parts = standInComponents
        return CGColor(red: parts.red, green: parts.green, blue: parts.blue, alpha: parts.alpha)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let components { return UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha) }
        let provider = self.provider
        return UIColor { traits in (provider?(traits) ?? .clear).withAlphaComponent(alpha) }
    }

    /// `#RRGGBB` or `#RRGGBBAA` for a fixed color, `dynamic` for one a provider decides.
    public var description: String { components.map(Self.describe) ?? "dynamic" }

    static func describe(_ parts: [CGFloat]) -> String {
        guard parts.count == 4 else { return "?" }
        let bytes = parts.map { String(format: "%02X", Int(($0 * 255).rounded())) }
        return "#" + bytes[0..<3].joined() + (bytes[3] == "FF" ? "" : bytes[3])
    }

    private static func rgb(_ value: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    private static func adaptive(_ light: Int, _ dark: Int) -> UIColor {
        let light = rgb(light)
        let dark = rgb(dark)
        return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let systemBackground = adaptive(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = adaptive(0xF2F2F7, 0x1C1C1E)
    public static let label = adaptive(0x000000, 0xFFFFFF)
    public static let systemBlue = adaptive(0x007AFF, 0x0A84FF)
    public static let systemRed = adaptive(0xFF3B30, 0xFF453A)
}

// MARK: Fonts

/// A system font of a size and weight; a font made for a text style, or scaled by
/// `UIFontMetrics`, remembers how, so a view that adjusts to the text size can rescale it.
open class UIFont: @unchecked Sendable, CustomStringConvertible {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's point size at each text size, smallest first in `UIContentSizeCategory.bodySizes`'
        /// order, as Apple's Human Interface Guidelines tabulate Dynamic Type for iOS.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: UIContentSizeCategory.bodySizes.map(\.size)
            }
        }

        /// How much larger than at `.large` the style is set at `category`: the factor
        /// `UIFontMetrics(forTextStyle:)` scales by.
        func scale(at category: UIContentSizeCategory) -> CGFloat {
            sizes[category.order] / sizes[UIContentSizeCategory.large.order]
        }

        /// Each style's point size at `.large` and its weight, as Apple publishes them.
        var base: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// How a scaled font was made: from `size` at `.large`, by `style`'s metrics, up to `maximum`.
    struct Scaling: Sendable {
        var style: TextStyle
        var size: CGFloat
        var maximum: CGFloat?
    }

    public let pointSize: CGFloat
    public let standInWeight: Weight
    let scaling: Scaling?

    init(size: CGFloat, weight: Weight, scaling: Scaling? = nil) {
        pointSize = size
        standInWeight = weight
        self.scaling = scaling
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    @MainActor open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    @MainActor open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let base = style.base
        return UIFontMetrics(forTextStyle: style).scaledFont(
            for: UIFont(size: base.size, weight: base.weight), compatibleWith: traitCollection)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: standInWeight) }

    /// 1.2 times the point size: the stand-in's line height for every font.
    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// This font rescaled for `traits`' text size, if it was made to scale.
    func standInRescaled(for traits: UITraitCollection) -> UIFont? {
        guard let scaling else { return nil }
        return UIFontMetrics(forTextStyle: scaling.style).scaled(scaling.size, weight: standInWeight, maximum: scaling.maximum, traits)
    }

    public var description: String { "\(pointSize)pt weight \(standInWeight.rawValue)" }
}

/// Scales fonts and values for the text size, relative to a text style.
public final class UIFontMetrics: Sendable {
    let style: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    @MainActor public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    @MainActor public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    @MainActor public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font.pointSize, weight: font.standInWeight, maximum: nil, Self.traits(traitCollection))
    }

    /// `font` at the text size of `traitCollection` (else of the current traits), no larger than
    /// `maximumPointSize` (0: no limit).
    @MainActor public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaled(
            font.pointSize, weight: font.standInWeight, maximum: maximumPointSize > 0 ? maximumPointSize : nil,
            Self.traits(traitCollection))
    }

    @MainActor public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    @MainActor public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * style.scale(at: Self.category(Self.traits(traitCollection)))
    }

    func scaled(_ size: CGFloat, weight: UIFont.Weight, maximum: CGFloat?, _ traits: UITraitCollection) -> UIFont {
        let scaledSize = size * style.scale(at: Self.category(traits))
        return UIFont(
            size: maximum.map { min($0, scaledSize) } ?? scaledSize, weight: weight,
            scaling: UIFont.Scaling(style: style, size: size, maximum: maximum))
    }

    @MainActor private static func traits(_ given: UITraitCollection?) -> UITraitCollection {
        given ?? UITraitCollection.current
    }

    private static func category(_ traits: UITraitCollection) -> UIContentSizeCategory {
        traits.preferredContentSizeCategory == .unspecified ? .large : traits.preferredContentSizeCategory
    }
}
