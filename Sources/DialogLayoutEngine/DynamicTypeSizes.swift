/// The text sizes a user can choose under Dynamic Type (`UIContentSizeCategory`), from xSmall to
/// AX5, and the point size of every text style at each, as Apple's Human Interface Guidelines
/// tabulate them for iOS. Large is the default.
public enum DialogContentSize: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// Whether this is one of the five accessibility sizes, where UIKit lets button titles wrap.
    public var isAccessibilitySize: Bool { self >= .ax1 }

    /// The points `style` is set in at this size.
    public func pointSize(of style: DialogTextStyle) -> Double {
        Self.pointSizes[row][style.column]
    }

    /// How much a font relative to `style` grows at this size, as `UIFontMetrics(forTextStyle:)`
    /// scales it: the style's size here over its size at Large.
    public func scale(relativeTo style: DialogTextStyle) -> Double {
        pointSize(of: style) / DialogContentSize.large.pointSize(of: style)
    }

    /// How much body text grows at this size: the factor the system's own texts scale by.
    public var bodyScale: Double { pointSize(of: .body) / 17 }

    /// The size whose body text is nearest `scale` times Large's; a scale between two sizes (a
    /// host's own) takes the nearer.
    public init(bodyScale scale: Double) {
        let body = scale * 17
        self = Self.allCases.min { abs($0.pointSize(of: .body) - body) < abs($1.pointSize(of: .body) - body) } ?? .large
    }

    /// The size's row in `pointSizes`: its place in `allCases`.
    fileprivate var row: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }

    /// One row per size in `allCases` order, one column per style in `DialogTextStyle.allCases`
    /// order: largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote,
    /// caption1, caption2.
    private static let pointSizes: [[Double]] = [
        [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11],
        [32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11],
        [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11],
        [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11],
        [36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13],
        [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15],
        [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17],
        [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20],
        [48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24],
        [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29],
        [56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34],
        [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40],
    ]
}

extension DialogContentSize: Comparable {
    /// Smaller sizes first, in the order Settings lists them.
    public static func < (lhs: DialogContentSize, rhs: DialogContentSize) -> Bool {
        lhs.row < rhs.row
    }
}

extension DialogTextStyle {
    /// The style's column in the table of point sizes: its place in `allCases`.
    fileprivate var column: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .subheadline: 5
        case .body: 6
        case .callout: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}
