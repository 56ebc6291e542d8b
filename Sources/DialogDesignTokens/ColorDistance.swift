import DialogLayoutEngine

/// How far apart two colors look: the Color module's and CSS Color 4's deltaEOK, the Euclidean
/// distance in OKLab, where 0.02 is about a just noticeable difference and black to white is 1.
package enum ColorDistance {
    /// `color`'s OKLab coordinates (lightness, a, b), its opacity set aside.
    package static func oklab(_ color: DialogColor) -> [Double] {
        let channels = [color.red, color.green, color.blue].map { Double($0) / 255 }
        return ColorMath.xyzToOKLab(TokenColorSpace.srgb.xyzD65(channels))
    }

    /// The deltaEOK between two colors given as OKLab coordinates, with their opacities'
    /// difference as a fourth axis: the same color at half opacity is 0.5 away, not the same.
    package static func deltaEOK(_ first: [Double], opacity firstOpacity: Double, _ second: [Double], opacity secondOpacity: Double)
        -> Double
    {
        let opacity = firstOpacity - secondOpacity
        let distance = ColorMath.deltaEOK(first, second)
        return (distance * distance + opacity * opacity).squareRoot()
    }
}
