import DialogLayoutEngine

/// A screen a plan is laid out for, in points.
public struct Device: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    /// Points the status bar or sensor housing takes at the top.
    public var safeTop: Double
    /// Points the home indicator takes at the bottom.
    public var safeBottom: Double

    /// Creates a device.
    public init(name: String, width: Double, height: Double, safeTop: Double, safeBottom: Double) {
        self.name = name
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
    }

    /// Whether the screen is an iPad's, where UIKit shows action sheets as popovers: both sides at
    /// least 700 pt, so a phone turned to landscape (852 x 393) stays a phone.
    public var isRegularWidth: Bool { min(width, height) >= Self.tabletShortSide }

    /// Whether the screen is wider than it is tall.
    public var isLandscape: Bool { width > height }

    /// The shortest side an iPad has; every phone is narrower.
    package static let tabletShortSide = LayoutScreen.regularWidthShortSide

    /// The presets `--device` accepts, narrowest first.
    public static let presets: [Device] = [
        Device(name: "iphone-se", width: 320, height: 568, safeTop: 20, safeBottom: 0),
        Device(name: "iphone-15", width: 393, height: 852, safeTop: 59, safeBottom: 34),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, safeTop: 59, safeBottom: 34),
        Device(name: "ipad-air", width: 820, height: 1180, safeTop: 24, safeBottom: 20),
    ]

    /// The narrowest supported device, which lint rules measure against.
    public static let narrowest = presets[0]

    /// The widths a custom `WIDTHxHEIGHT` screen may have, in points.
    public static let customWidths: ClosedRange<Double> = 200...2000
    /// The heights a custom `WIDTHxHEIGHT` screen may have, in points.
    public static let customHeights: ClosedRange<Double> = 200...3000

    /// A preset by name, or a custom `WIDTHxHEIGHT` screen within `customWidths` and `customHeights`
    /// (safe areas of a notched iPhone when taller than 800).
    public static func named(_ name: String) -> Device? {
        if let preset = presets.first(where: { $0.name == name }) { return preset }
        if name.hasSuffix(landscapeSuffix), let preset = presets.first(where: { $0.name + landscapeSuffix == name }) {
            return preset.turnedToLandscape
        }
        guard let size = customSize(name), customWidths.contains(size.width), customHeights.contains(size.height)
        else { return nil }
        let phone = min(size.width, size.height) < tabletShortSide
        if phone, size.width > size.height {
            // A phone in landscape hides its status bar; a notched one keeps the home indicator's 21 pt.
            return Device(name: name, width: size.width, height: size.height, safeTop: 0, safeBottom: size.width > 800 ? 21 : 0)
        }
        let notched = size.height > 800 && phone
        return Device(
            name: name, width: size.width, height: size.height, safeTop: notched ? 59 : 20, safeBottom: notched ? 34 : 0)
    }

    /// What a preset's name ends in to name it turned to landscape: `iphone-15-landscape`.
    public static let landscapeSuffix = "-landscape"

    /// This screen turned a quarter: width and height swapped; a phone loses its status bar and
    /// keeps the notched home indicator's 21 pt, an iPad keeps its safe areas.
    public var turnedToLandscape: Device {
        let phone = !isRegularWidth
        let notched = safeBottom > 0
        return Device(
            name: name + Self.landscapeSuffix, width: max(width, height), height: min(width, height),
            safeTop: phone ? 0 : safeTop, safeBottom: phone ? (notched ? 21 : 0) : safeBottom)
    }

    /// The numbers of a `WIDTHxHEIGHT` name, whether or not they are in range.
    public static func customSize(_ name: String) -> (width: Double, height: Double)? {
        let parts = name.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        return (width, height)
    }
}

/// The Dynamic Type sizes `--text-size` accepts, and how much each scales text.
public enum TextSize: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The body text size at this setting (Apple's Dynamic Type table); `large` is the default, 17 pt.
    public var bodySize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .ax1: 28
        case .ax2: 33
        case .ax3: 40
        case .ax4: 47
        case .ax5: 53
        }
    }

    /// Whether this is one of the five accessibility sizes, where UIKit lets button titles wrap.
    public var isAccessibilitySize: Bool {
        // A switch, not the raw value's prefix: lint's layout rules ask it for every dialog.
        switch self {
        case .ax1, .ax2, .ax3, .ax4, .ax5: true
        case .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge: false
        }
    }

    /// The factor every font size is multiplied by: body size over 17.
    public var scale: Double { bodySize / 17 }

    /// The same size as the layout engine names it, which knows every text style's size at it.
    public var contentSize: DialogContentSize {
        switch self {
        case .xSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .xLarge
        case .xxLarge: .xxLarge
        case .xxxLarge: .xxxLarge
        case .ax1: .ax1
        case .ax2: .ax2
        case .ax3: .ax3
        case .ax4: .ax4
        case .ax5: .ax5
        }
    }
}

/// How the screen a plan is laid out for is set beyond its size and text size: light or dark,
/// at standard or increased contrast, and whether Reduce Motion is on. Every color of a plan is
/// resolved for its appearance, and its motion is the reduced-motion variant under Reduce Motion.
public struct DisplaySettings: Sendable, Hashable {
    /// Light or dark, at standard or increased contrast.
    public var appearance: DialogAppearance
    /// Whether Reduce Motion is on.
    public var reducesMotion: Bool

    /// Creates display settings.
    public init(appearance: DialogAppearance = .light, reducesMotion: Bool = false) {
        self.appearance = appearance
        self.reducesMotion = reducesMotion
    }

    /// Light, standard contrast, Reduce Motion off: what a plan is laid out for unless told otherwise.
    public static let standard = DisplaySettings()

    /// The appearances as `--appearance` and a plan spell them: `light`, `dark`.
    public static let schemeNames = DialogAppearance.Scheme.allCases.map(\.rawValue)
    /// The contrasts as `--contrast` and a plan spell them: `standard`, `increased`.
    public static let contrastNames = DialogAppearance.Contrast.allCases.map(\.rawValue)

    /// This setting's appearance and its other scheme at the same contrast, light first.
    public var bothSchemes: [DialogAppearance] {
        DialogAppearance.Scheme.allCases.map { DialogAppearance(scheme: $0, contrast: appearance.contrast) }
    }

    /// The settings of the appearance called `scheme` (one of `schemeNames`) at the contrast
    /// called `contrast` (one of `contrastNames`); nil when either is no such name.
    public init?(scheme: String, contrast: String, reducesMotion: Bool) {
        guard let scheme = DialogAppearance.Scheme(rawValue: scheme), let contrast = DialogAppearance.Contrast(rawValue: contrast)
        else { return nil }
        self.init(appearance: DialogAppearance(scheme: scheme, contrast: contrast), reducesMotion: reducesMotion)
    }
}
