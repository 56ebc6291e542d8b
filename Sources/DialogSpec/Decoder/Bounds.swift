import Foundation

/// The range a number must fall in, and how to say it in a message.
package struct Bounds: Sendable {
    package var lower: Double
    package var lowerIsExclusive = false
    package var upper: Double?

    package static func atLeast(_ lower: Double) -> Bounds { Bounds(lower: lower) }
    package static func greaterThan(_ lower: Double, atMost upper: Double? = nil) -> Bounds {
        Bounds(lower: lower, lowerIsExclusive: true, upper: upper)
    }
    package static func between(_ lower: Double, _ upper: Double) -> Bounds { Bounds(lower: lower, upper: upper) }

    package func contains(_ value: Double) -> Bool {
        let aboveLower = lowerIsExclusive ? value > lower : value >= lower
        return aboveLower && value <= (upper ?? .infinity)
    }

    /// E.g. "between 0 and 5", "greater than 0 and at most 60", "at least 1".
    package var phrase: String {
        switch (lowerIsExclusive, upper) {
        case (false, let upper?): "between \(Bounds.format(lower)) and \(Bounds.format(upper))"
        case (true, let upper?): "greater than \(Bounds.format(lower)) and at most \(Bounds.format(upper))"
        case (false, nil): "at least \(Bounds.format(lower))"
        case (true, nil): "greater than \(Bounds.format(lower))"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
