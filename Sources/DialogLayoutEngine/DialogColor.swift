/// An sRGB color with its opacity, the same in every appearance or adaptive: what a spec writes
/// as `#RRGGBB`, `#RRGGBBAA`, a system color's name or an object of appearances, what a plan's
/// parts are painted with (resolved for one appearance) and what an app draws; the model, the
/// plan and the runtime share it.
///
/// The channels are the light, standard-contrast value, so a plain hex means the same color in
/// every appearance, as it always did; an adaptive color keeps its other appearances beside
/// them, and `resolved(for:)` picks one.
public struct DialogColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 0 to 1, to a thousandth: an 8-bit alpha channel, or a palette's own opacity (a toast's 0.75).
    public var opacity: Double
    /// The other appearances of an adaptive color; empty when it is the same in every appearance.
    var variants = Variants.none

    /// Creates a color from 8-bit channels, the alpha channel as opacity to a thousandth.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.init(red: red, green: green, blue: blue, opacity: (Double(alpha) / 255 * 1000).rounded() / 1000)
    }

    /// Creates a color from 8-bit color channels and an opacity from 0 to 1.
    public init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    public init?(hex: String) {
        // Read off the string's UTF-8 into one number, without an array of the digits or of the
        // channels: the decoder parses every color of every spec.
        let utf8 = hex.utf8
        let count = utf8.count
        guard utf8.first == UInt8(ascii: "#"), count == 7 || count == 9 else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = DialogColor.hexDigit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        if count == 7 { value = value << 8 | 0xFF }
        self.init(
            red: UInt8(truncatingIfNeeded: value >> 24), green: UInt8(truncatingIfNeeded: value >> 16),
            blue: UInt8(truncatingIfNeeded: value >> 8), alpha: UInt8(truncatingIfNeeded: value))
    }

    /// The opacity as an 8-bit alpha channel; setting it sets the opacity to a thousandth.
    public var alpha: UInt8 {
        get { UInt8((min(max(opacity, 0), 1) * 255).rounded()) }
        set { opacity = (Double(newValue) / 255 * 1000).rounded() / 1000 }
    }

    /// `#RRGGBB`, uppercase, without the opacity: what a plan and a picture write beside it.
    public var hex: String { Self.hex([red, green, blue]) }

    /// The canonical uppercase form a spec writes, `#RRGGBBAA` when not opaque.
    public var description: String { alpha == 255 ? hex : Self.hex([red, green, blue, alpha]) }

    private static func hex(_ channels: [UInt8]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(1 + 2 * channels.count)
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        for channel in channels {
            bytes.append(digit(channel >> 4))
            bytes.append(digit(channel & 0x0F))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
