import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutEngine

/// A place of a dialog where a spec may write a design token reference instead of a value: a
/// color, a dimension, a duration, a number, a font weight, a timing curve or a whole font.
///
/// The table of every such place is `Dialog.tokenPlaces`, the one list the rules, the diff and
/// the generators read (`TokenPlacesTests` holds the decoder's places to it), so a place added
/// to the format is added once.
package struct TokenPlace: Sendable, Hashable {
    /// What the spec writes there, decoded: a reference is decoded in place too, so this is its
    /// token's value when `Dialog.token(at: range)` finds one.
    package enum Value: Sendable, Hashable {
        case color(Color)
        /// Points, for a dimension; seconds, for a duration; a number as it is.
        case number(Double)
        case fontWeight(FontWeight)
        case curve(MotionCurve)
        case font(Style.Font)
    }

    /// The place as a spec spells its way there from the dialog: `style.titleColor`,
    /// `buttons[1].color` (buttons counted from 0, as in the file), `layout.frame.x`.
    package var name: String
    /// The value's bytes: the range of its `Located` value, or of the font object.
    package var range: ByteRange
    /// The token type the place takes.
    package var type: DesignTokenType
    package var value: Value

    package init(name: String, range: ByteRange, type: DesignTokenType, value: Value) {
        self.name = name
        self.range = range
        self.type = type
        self.value = value
    }
}

extension Dialog {
    /// Every place of the dialog where the spec writes a value a token could stand for, in file
    /// order: a place the spec leaves out is not listed. They are the places the decoder reads a
    /// reference in (`TokenDecoder.swift`); a frame length written as a fraction of the screen is
    /// not a distance, so it is not a dimension's place.
    package var tokenPlaces: [TokenPlace] {
        var places = TokenPlaceList()
        let style = self.style
        places.color("style.titleColor", style.titleColor)
        places.color("style.messageColor", style.messageColor)
        places.color("style.lineColor", style.lineColor)
        places.color("style.backgroundColor", style.backgroundColor)
        places.color("style.coverColor", style.coverColor)
        places.color("style.toolbarColor", style.parts.toolbarColor)
        places.color("style.toolbarTitleColor", style.parts.toolbarTitleColor)
        places.color("style.fieldColor", style.parts.fieldColor)
        places.color("style.placeholderColor", style.parts.placeholderColor)
        places.dimension("style.cornerRadius", style.cornerRadius)
        places.font("style.titleFont", style.titleFont)
        places.font("style.messageFont", style.messageFont)
        places.font("style.buttonFont", style.parts.buttonFont)
        places.font("style.fieldFont", style.parts.fieldFont)
        let buttons = self.buttons
        for index in buttons.indices {
            places.color("buttons[\(index)].color", buttons[index].color)
            places.font("buttons[\(index)].font", buttons[index].font)
        }
        let layout = self.layout
        places.dimension("layout.width", layout.width)
        places.dimension("layout.sideInset", layout.sideInset)
        places.dimension("layout.maxWidth", layout.maxWidth)
        if let frame = layout.frame {
            places.length("layout.frame.x", frame.x)
            places.length("layout.frame.y", frame.y)
            places.length("layout.frame.width", frame.width)
            places.length("layout.frame.height", frame.height)
        }
        places.dimension("layout.padding", layout.padding)
        places.dimension("layout.headerHeight", layout.headerHeight)
        places.dimension("layout.footerHeight", layout.footerHeight)
        places.dimension("layout.buttonHeight", layout.buttonHeight)
        places.dimension("layout.labelWidth", layout.labelWidth)
        places.length("layout.toolbarHeight", layout.toolbarHeight)
        places.dimension("layout.toolbarButtonWidth", layout.toolbarButtonWidth)
        if let show = presentation.show {
            places.duration("presentation.show.duration", show.duration)
            places.number("presentation.show.coverAlpha", show.coverAlpha)
            places.motion("presentation.show", show.motion)
        }
        if let hide = presentation.hide {
            places.duration("presentation.hide.duration", hide.duration)
            places.motion("presentation.hide", hide.motion)
        }
        places.duration("autoHide", autoHide)
        return places.inFileOrder
    }
}

/// The places of one dialog as they are gathered, each kind of value its way.
private struct TokenPlaceList {
    var places: [TokenPlace] = []

    var inFileOrder: [TokenPlace] { places.sorted { $0.range < $1.range } }

    mutating func color(_ name: String, _ value: Located<Color>?) {
        guard let value else { return }
        places.append(TokenPlace(name: name, range: value.range, type: .color, value: .color(value.value)))
    }

    mutating func dimension(_ name: String, _ value: Located<Double>?) {
        guard let value else { return }
        places.append(TokenPlace(name: name, range: value.range, type: .dimension, value: .number(value.value)))
    }

    mutating func length(_ name: String, _ value: Located<Length>?) {
        guard let value, case .points(let points) = value.value else { return }
        places.append(TokenPlace(name: name, range: value.range, type: .dimension, value: .number(points)))
    }

    mutating func duration(_ name: String, _ value: Located<Double>?) {
        guard let value else { return }
        places.append(TokenPlace(name: name, range: value.range, type: .duration, value: .number(value.value)))
    }

    mutating func number(_ name: String, _ value: Located<Double>?) {
        guard let value else { return }
        places.append(TokenPlace(name: name, range: value.range, type: .number, value: .number(value.value)))
    }

    /// A font: the whole object a typography token may stand for, and its size, cap and weight.
    mutating func font(_ name: String, _ font: Style.Font?) {
        guard let font else { return }
        places.append(TokenPlace(name: name, range: font.range, type: .typography, value: .font(font)))
        // A typography reference gives the size and weight at its own bytes: one place.
        if let size = font.size, size.range == font.range { return }
        dimension(name + ".size", font.size)
        dimension(name + ".maxSize", font.maxSize)
        if let weight = font.weight {
            places.append(TokenPlace(name: name + ".weight", range: weight.range, type: .fontWeight, value: .fontWeight(weight.value)))
        }
    }

    mutating func motion(_ name: String, _ motion: Motion) {
        if let curve = motion.curve {
            places.append(TokenPlace(name: name + ".curve", range: curve.range, type: .cubicBezier, value: .curve(curve.value)))
        }
        number(name + ".spring.dampingRatio", motion.spring?.dampingRatio)
        duration(name + ".spring.response", motion.spring?.response)
        number(name + ".fromScale", motion.fromScale)
        number(name + ".toScale", motion.toScale)
        number(name + ".fromOpacity", motion.fromOpacity)
        number(name + ".toOpacity", motion.toOpacity)
        dimension(name + ".translateY", motion.translateY)
        duration(name + ".coverDuration", motion.coverDuration)
        duration(name + ".reducedMotion.duration", motion.reducedMotion?.duration)
    }
}
