import DialogLayoutEngine
import DialogSpec

/// The questions rules ask of a dialog's buttons' styles, answered by index: a closure over the
/// buttons (`contains(where:)`, `count(where:)`, `first(where:)`) copied each button, with its
/// dozen reference-counted fields, to read one of them.
extension Array where Element == Button {
    /// The index of the first button from `start` on whose resolved style is `style`.
    package func firstIndex(styled style: ButtonStyle, from start: Int = 0) -> Int? {
        var index = start
        while index < count {
            if self[index].resolvedStyle == style { return index }
            index += 1
        }
        return nil
    }

    /// Whether a button's resolved style is `style`.
    package func contains(styled style: ButtonStyle) -> Bool {
        firstIndex(styled: style) != nil
    }

    /// How many buttons' resolved style is `style`.
    package func count(styled style: ButtonStyle) -> Int {
        var found = 0
        for index in indices where self[index].resolvedStyle == style { found += 1 }
        return found
    }
}
