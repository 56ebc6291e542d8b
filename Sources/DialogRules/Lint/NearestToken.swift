import DialogDesignTokens
import DialogLayoutEngine
import DialogSpec
import Synchronization

/// The token of a run's design system nearest to a value a spec writes raw, for `off-token-value`.
///
/// A value is compared with a token in every appearance, since the spec's value shows in all of
/// them: the distance is the largest of the appearances', so a raw hex is far from a semantic
/// color that turns dark in dark appearance, and it is 0 only for a token equal to the value in
/// every appearance, the one a spec can name instead without changing what it shows.
package struct NearestToken: Sendable {
    /// A token the search may name.
    struct Candidate: Sendable {
        var token: DesignToken
        /// The value in each of `DialogAppearance.allCases`: OKLab and opacity for a color; the
        /// points, seconds, weight or control points of the others.
        var values: [[Double]]
        var colors: [DialogColor]
    }

    /// What the search found: the token, and how far it is, in the appearance where it is furthest.
    package struct Match {
        package var token: DesignToken
        /// deltaEOK for a color; points, seconds or weight for a number; the largest difference
        /// of a control point for a curve.
        package var distance: Double
        /// The appearance the distance is measured in, when it differs by appearance.
        package var appearance: DialogAppearance?
        /// The token's color in each of `DialogAppearance.allCases`, for a color.
        package var colors: [DialogColor]

        /// Whether the spec may name the token instead of its value: the same in every appearance.
        package var isExact: Bool
    }

    /// How close two numbers must be to be the same value: less than a thousandth of a point or
    /// a second.
    package static let numberTolerance = 0.001

    private let theme: DesignTokenTheme
    /// The tokens of each type a spec could name, in the order written: a deprecated token is
    /// left out, since naming it would trade one finding for another.
    private let candidates: [DesignTokenType: [Candidate]]

    /// The search over `theme`'s tokens, built once per theme: every dialog of a run searches the
    /// same tokens, and building the candidates walks every token in every appearance.
    package static func search(over theme: DesignTokenTheme) -> NearestToken {
        built.withLock { built in
            if let built, built.theme === theme { return built }
            let search = NearestToken(theme: theme)
            built = search
            return search
        }
    }

    private static let built = Mutex<NearestToken?>(nil)

    private init(theme: DesignTokenTheme) {
        self.theme = theme
        var candidates: [DesignTokenType: [Candidate]] = [:]
        for token in theme.tokens where token.deprecation == nil {
            if let candidate = Self.candidate(token, in: theme) { candidates[token.type, default: []].append(candidate) }
        }
        self.candidates = candidates
    }

    /// The token nearest to `value`, of the type `place` takes; nil when the tokens define none.
    /// Of tokens equally near, the first written wins.
    package func nearest(to value: TokenPlace.Value, of type: DesignTokenType) -> Match? {
        let candidates = self.candidates[type] ?? []
        guard !candidates.isEmpty, let values = Self.values(of: value) else { return nil }
        let colors = Self.colors(of: value)
        var best: Match?
        for candidate in candidates {
            let distances = values.indices.map { Self.distance(values[$0], candidate.values[$0], type: type) }
            let largest = distances.max() ?? 0
            if let best, best.distance <= largest { continue }
            // Within a thousandth, as the decoder matches a curve token to a named curve.
            let isExact = type == .color ? candidate.colors == colors : largest < Self.numberTolerance
            let differs = distances.contains { $0 != distances[0] }
            best = Match(
                token: candidate.token, distance: largest,
                appearance: differs ? distances.firstIndex(of: largest).map { DialogAppearance.allCases[$0] } : nil,
                colors: candidate.colors, isExact: isExact)
        }
        return best
    }

    /// `token` as the search compares it, its value in every appearance; nil for a token some
    /// appearance has no value of, or of a type no place takes.
    private static func candidate(_ token: DesignToken, in theme: DesignTokenTheme) -> Candidate? {
        var values: [[Double]] = []
        var colors: [DialogColor] = []
        for appearance in DialogAppearance.allCases {
            guard let value = theme.token(token.path, in: appearance)?.value else { break }
            switch value {
            case .color(let color):
                colors.append(color.srgb.plain)
                values.append(ColorDistance.oklab(color.srgb) + [color.srgb.opacity])
            case .dimension(let dimension): values.append([dimension.points])
            case .duration(let duration): values.append([duration.seconds])
            case .number(let number): values.append([number])
            case .fontWeight(let weight): values.append([weight])
            case .cubicBezier(let points): values.append(points)
            default: break
            }
        }
        guard values.count == DialogAppearance.allCases.count else { return nil }
        return Candidate(token: token, values: values, colors: colors)
    }

    /// A spec's value in each appearance, as the candidates hold theirs; nil for a value no
    /// token is compared with (a whole font).
    static func values(of value: TokenPlace.Value) -> [[Double]]? {
        let single: [Double]
        switch value {
        case .color:
            return colors(of: value).map { ColorDistance.oklab($0) + [$0.opacity] }
        case .number(let number): single = [number]
        case .fontWeight(let weight): single = [weight.tokenWeight]
        case .curve(let curve): single = curve.controlPoints
        case .font: return nil
        }
        return Array(repeating: single, count: DialogAppearance.allCases.count)
    }

    /// A color's value in each of `DialogAppearance.allCases`, alone; none for another value.
    static func colors(of value: TokenPlace.Value) -> [DialogColor] {
        guard case .color(let color) = value else { return [] }
        return DialogAppearance.allCases.map { color.resolved(for: $0).plain }
    }

    static func distance(_ first: [Double], _ second: [Double], type: DesignTokenType) -> Double {
        guard first.count == second.count else { return .infinity }
        if type == .color {
            return ColorDistance.deltaEOK(
                Array(first[0..<3]), opacity: first[3], Array(second[0..<3]), opacity: second[3])
        }
        var largest = 0.0
        for index in first.indices { largest = max(largest, abs(first[index] - second[index])) }
        return largest
    }
}

extension FontWeight {
    /// The weight as the Format module and CSS number it, the number whose token the decoder
    /// reads as this weight.
    package var tokenWeight: Double {
        DecodingContext.fontWeightNumbers.first { $0.weight == self }?.number ?? 400
    }
}

extension MotionCurve {
    /// The curve's control points, `x1, y1, x2, y2`, as the decoder matches a `cubicBezier` token to it.
    package var controlPoints: [Double] {
        DecodingContext.curveControlPoints.first { $0.curve == self }?.points ?? []
    }
}
