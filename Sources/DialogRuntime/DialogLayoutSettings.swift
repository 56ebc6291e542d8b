import DialogLayoutEngine

/// The spec's `layout` object: the numbers of a custom-drawn dialog's geometry where it departs
/// from its kind's layout, with the format's names and units (points, or fractions `"N/M"`).
/// It is the layout engine's own input, so what generated code passes reaches the frames as is.
public typealias DialogLayoutSettings = LayoutNumbers

/// `layout.frame`: each side in points or as a fraction of the screen; nil where the spec leaves it out.
public typealias DialogLayoutFrame = LayoutNumbers.Frame

/// A length as a spec writes it: points, or a fraction `"N/M"` of something larger.
public typealias DialogLength = Length
