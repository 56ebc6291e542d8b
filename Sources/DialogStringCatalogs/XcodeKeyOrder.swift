import Foundation

/// The order in which Xcode writes the keys of every object of a String Catalog.
///
/// Xcode writes catalogs through Foundation's sorted-keys JSON writer, which on Apple platforms
/// compares keys as `NSString` does with `[.numeric, .caseInsensitive, .forcedOrdering]` in the
/// system (root) locale: Unicode collation, so punctuation before digits before letters
/// (`"**PNG**"` before `"%.0f"` before `"0"` before `"about"`), case only breaking ties with
/// lowercase first (`"Ok"` before `"OK"`), digit runs by value (`"X2"` before `"x16"`). Checked
/// against every object of 49 catalogs Xcode wrote (4,168 keys of CubeLabsNZ/CubeTime,
/// Dimillian/IceCubesApp, daneden/Solstice, losnoco/Cog, Cizzuk/CSE, Artificial-Pancreas/OmniKit,
/// 7alva7/HiPixel, rime/squirrel, kongbaguni/PixelArtMaker): no plain byte order and no
/// comparison without a locale reproduces them. Foundation on Linux has the same comparison.
public enum XcodeKeyOrder {
    /// Whether `lhs` comes before `rhs` in a catalog Xcode writes.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        if let verdict = fastVerdict(lhs, rhs) { return verdict }
        return lhs.compare(rhs, options: options, range: nil, locale: locale) == .orderedAscending
    }

    /// `keys` in Xcode's order. Input already in that order (a catalog Xcode or dialogc wrote)
    /// costs one comparison per key, as the standard library's sort finds the sorted run.
    public static func sorted(_ keys: [String]) -> [String] {
        keys.sorted(by: precedes)
    }

    package static let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
    /// The root locale, which is what `Locale.system` is on Apple platforms.
    package static let locale = Locale(identifier: "")

    /// The verdict for keys of letters, `-`, `.`, `_` and spaces (the keys dialogc derives) that
    /// differ other than in case, without Foundation, whose collation costs microseconds a
    /// comparison; nil when only Foundation can tell. Root collation orders these characters
    /// space < `_` < `-` < `.` < letters, letters caseless at the first level, and a key that is
    /// a prefix of another first. The tests hold this against Foundation on random keys.
    package static func fastVerdict(_ lhs: String, _ rhs: String) -> Bool? {
        // Every byte must be known: a character the table lacks may weigh nothing at the first
        // level (a combining mark) or join its neighbours (a contraction).
        guard lhs.utf8.allSatisfy({ weight($0) != nil }), rhs.utf8.allSatisfy({ weight($0) != nil }) else { return nil }
        for (left, right) in zip(lhs.utf8, rhs.utf8) {
            let leftWeight = weight(left) ?? 0
            let rightWeight = weight(right) ?? 0
            if leftWeight != rightWeight { return leftWeight < rightWeight }
        }
        let (leftCount, rightCount) = (lhs.utf8.count, rhs.utf8.count)
        return leftCount == rightCount ? nil : leftCount < rightCount
    }

    /// The first-level weight of a byte the fast path knows, or nil.
    private static func weight(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: " "): 1
        case UInt8(ascii: "_"): 2
        case UInt8(ascii: "-"): 3
        case UInt8(ascii: "."): 4
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
