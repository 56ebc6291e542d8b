import DialogDesignTokens
import DialogLayoutEngine
import DialogSpec
import DialogStringCatalogs

/// One colour set of the catalog `dialogc generate assets` writes: a colour token the specs use,
/// under the name the app looks it up by, with the token's value in each appearance.
public struct AssetColor: Sendable, Hashable {
    /// The colour set's name, `ColorSurfacePrimary`: the folder `ColorSurfacePrimary.colorset`
    /// and what `UIColor(named:)` and SwiftUI's `Color(_:bundle:)` take.
    public var name: String
    /// The token's path, `color.surface.primary`.
    public var tokenPath: String
    /// The token's sRGB value in each appearance, as the plan and the pictures paint it.
    public var color: DialogColor
}

/// Two or more token paths the specs use that would name the same colour set.
public struct AssetNameCollision: Sendable, Hashable {
    public var name: String
    public var tokenPaths: [String]
}

/// The asset catalog of the colour tokens the specs use, in Xcode's own form: one colour set per
/// token, with the appearances its value differs in.
///
/// A colour set's `Contents.json` is written as Xcode 26 writes one (see
/// `Tests/Fixtures/Assets`): Foundation's sorted keys, `" : "`, two-space indentation, `info`
/// last, a newline at the end. Channels are written as Xcode writes 8-bit colours, `"0xRR"`, since
/// that is what a token's value is after its conversion to sRGB: the catalog holds exactly the
/// colours the plan and the pictures paint, and the alpha as Xcode's three decimals.
public enum AssetCatalog {
    /// The catalog's own `Contents.json`, the one Xcode writes in a new catalog.
    public static let catalogContents = text(of: .object(CatalogObject([("info", info)])))

    /// The folder extension of a colour set.
    public static let colorSetExtension = "colorset"

    /// The colour set name of the token at `path`: each run of letters and digits of the path a
    /// word, its first letter upper-cased, the words joined (`color.surface.primary` is
    /// `ColorSurfacePrimary`, `color.background.brand.secondary-hover`
    /// `ColorBackgroundBrandSecondaryHover`, `Text.on card` `TextOnCard`); a `$root` token is its
    /// group's (`color.accent.$root` is `ColorAccent`).
    ///
    /// One flat name rather than a namespaced folder per group: it is what an app writes in
    /// `UIColor(named:)` and what Xcode's generated colour symbols read best, and it is a word of
    /// letters and digits whatever the token file calls things (spaces, `%`, `/` stay out of
    /// folder names). The name depends on the path alone, so `generate swift` and `generate
    /// assets` agree without seeing each other's specs; paths that differ only in punctuation or
    /// case would share a name, which `collisions(_:)` reports instead of writing either.
    public static func colorSetName(forTokenPath path: String) -> String {
        var name = ""
        for segment in path.split(separator: ".", omittingEmptySubsequences: true) where segment != "$root" {
            var startsWord = true
            for character in segment {
                guard character.isLetter || character.isNumber else {
                    startsWord = true
                    continue
                }
                name += startsWord ? character.uppercased() : String(character)
                startsWord = false
            }
        }
        return name.isEmpty ? "Color" : name
    }

    /// The colour tokens `specs` use (every reference of a colour place), each once, sorted by
    /// name; a token that does not resolve to a colour in light and dark is left out, as the
    /// decoder reported it.
    public static func colors(in specs: [SpecFile]) -> [AssetColor] {
        var byPath: [String: AssetColor] = [:]
        for spec in specs.sorted(by: { $0.path < $1.path }) {
            guard let theme = spec.tokens else { continue }
            for dialog in spec.dialogs {
                for reference in dialog.tokenReferences where reference.type == .color && byPath[reference.path] == nil {
                    guard let color = theme.color(reference.path) else { continue }
                    byPath[reference.path] = AssetColor(
                        name: colorSetName(forTokenPath: reference.path), tokenPath: reference.path, color: color)
                }
            }
        }
        return byPath.values.sorted { ($0.name, $0.tokenPath) < ($1.name, $1.tokenPath) }
    }

    /// The names two or more of `colors` share, ignoring case: an Xcode catalog (and a Mac's
    /// disk) does not tell `Accent` from `accent`.
    public static func collisions(_ colors: [AssetColor]) -> [AssetNameCollision] {
        let groups = Dictionary(grouping: colors) { $0.name.lowercased() }
        return groups.values.filter { $0.count > 1 }
            .map { AssetNameCollision(name: $0[0].name, tokenPaths: $0.map(\.tokenPath).sorted()) }
            .sorted { $0.name < $1.name }
    }

    /// The `Contents.json` of a colour set of `color`: its light value for every appearance, and
    /// an entry for each appearance it differs in, in Xcode's order (dark, high contrast, dark
    /// with high contrast).
    ///
    /// An increased-contrast value equal to the standard one of its scheme is left out, except
    /// dark with high contrast where the set has both a dark and a high-contrast entry: without
    /// its own entry that appearance would match two entries equally well.
    public static func colorSetContents(of color: DialogColor) -> String {
        let light = color.resolved(for: .light)
        let dark = color.resolved(for: .dark)
        let lightHighContrast = color.resolved(for: .lightHighContrast)
        let darkHighContrast = color.resolved(for: .darkHighContrast)
        let writesDark = dark != light
        let writesLightHighContrast = lightHighContrast != light
        // Without an entry of its own, dark at high contrast takes the nearest entry: the dark
        // one, the high-contrast one, or the light one when the set has neither.
        let darkHighContrastFallback = writesDark ? dark : writesLightHighContrast ? lightHighContrast : light
        let writesDarkHighContrast = darkHighContrast != darkHighContrastFallback || (writesDark && writesLightHighContrast)
        var entries = [entry(light, appearances: [])]
        if writesDark { entries.append(entry(dark, appearances: [luminosityDark])) }
        if writesLightHighContrast { entries.append(entry(lightHighContrast, appearances: [contrastHigh])) }
        if writesDarkHighContrast { entries.append(entry(darkHighContrast, appearances: [luminosityDark, contrastHigh])) }
        return text(of: .object(CatalogObject([("colors", .array(entries)), ("info", info)])))
    }

    private static let info = CatalogValue.object(CatalogObject([("author", .string("xcode")), ("version", .number("1"))]))
    private static let luminosityDark = appearance("luminosity", "dark")
    private static let contrastHigh = appearance("contrast", "high")

    private static func appearance(_ name: String, _ value: String) -> CatalogValue {
        .object(CatalogObject([("appearance", .string(name)), ("value", .string(value))]))
    }

    private static func entry(_ color: DialogColor, appearances: [CatalogValue]) -> CatalogValue {
        let components = CatalogObject([
            ("alpha", .string(alpha(color.opacity))), ("blue", .string(byte(color.blue))), ("green", .string(byte(color.green))),
            ("red", .string(byte(color.red))),
        ])
        var members: [(key: String, value: CatalogValue)] = [
            ("color", .object(CatalogObject([("color-space", .string("srgb")), ("components", .object(components))]))),
            ("idiom", .string("universal")),
        ]
        if !appearances.isEmpty { members.insert(("appearances", .array(appearances)), at: 0) }
        return .object(CatalogObject(members))
    }

    /// `0x3B`: two upper-case hex digits, as Xcode writes a channel entered as 8-bit hex.
    private static func byte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(value >> 4)]) + String(digits[Int(value & 0x0F)])
    }

    /// `0.750`: the opacity to three decimals, as Xcode writes every alpha.
    private static func alpha(_ opacity: Double) -> String {
        let thousandths = Int((min(max(opacity, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `value` as Xcode writes an asset's `Contents.json`: its String Catalog writer's form, with
    /// the newline asset files end with.
    private static func text(of value: CatalogValue) -> String {
        XcodeCatalogWriter.text(of: value) + "\n"
    }
}
