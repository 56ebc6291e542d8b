import DialogLayoutEngine

/// A colour of a dialog that came from a design token: the colour set of the app's asset catalog
/// it is drawn from (`dialogc generate assets` writes it), and the token's value in each
/// appearance, which the layout uses and which is drawn where the catalog has no such set.
///
/// The name sits beside the colour, in the descriptor's `namedColors`, rather than in
/// `DialogColor`, which the layout copies by the thousand and keeps free of references.
public struct DialogNamedColor: Sendable, Hashable {
    /// The colour set's name, `ColorSurfacePrimary`.
    public var name: String
    /// The token's value in each appearance.
    public var color: DialogColor

    /// A colour drawn from the colour set `name`, `color` where the app has none.
    public init(_ name: String, color: DialogColor) {
        self.name = name
        self.color = color
    }
}

extension DialogDescriptor {
    /// The dialog with `colors` as its named colours: where a part is painted one of their values,
    /// the app draws the colour set of that name; generated code calls it for colours from tokens.
    public func namingColors(_ colors: [DialogNamedColor]) -> DialogDescriptor {
        var descriptor = self
        descriptor.namedColors = colors
        return descriptor
    }
}

extension DescriptorLayout {
    /// The colour set to draw `color` with, a colour of this layout (resolved for its screen's
    /// appearance): the first named colour whose value there it is; nil for a literal colour.
    public func colorName(of color: DialogColor) -> String? {
        namedColors.first { $0.color.resolved(for: appearance) == color }?.name
    }
}
