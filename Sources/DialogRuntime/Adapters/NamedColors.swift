import DialogLayoutEngine
import Foundation

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

extension DialogNamedColor {
    /// The colour set `name` of `bundle`'s asset catalog (the app's when nil), which follows dark
    /// mode and Increase Contrast by itself; the token's value where the catalog has no such set.
    public func uiColor(in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) -> UIColor {
        UIColor(named: name, in: bundle, compatibleWith: traits) ?? UIColor(color)
    }
}

extension UIColor {
    /// `color`, a colour of `layout`: the app's colour set when the colour came from a design
    /// token, else the colour itself.
    static func dialog(_ color: DialogColor, in layout: DescriptorLayout) -> UIColor {
        guard let name = layout.colorName(of: color) else { return UIColor(color) }
        return DialogNamedColor(name, color: color).uiColor()
    }

    /// `color`, a colour the descriptor of `layout` writes (adaptive, not yet resolved): the app's
    /// colour set when it came from a design token, else the colour itself.
    static func dialog(written color: DialogColor, in layout: DescriptorLayout) -> UIColor {
        guard let name = layout.colorName(of: color.resolved(for: layout.appearance)) else { return UIColor(color) }
        return DialogNamedColor(name, color: color).uiColor()
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DialogNamedColor {
    /// The colour set `name` of `bundle`'s asset catalog (the app's when nil), as SwiftUI draws it.
    public func swiftUIColor(bundle: Bundle? = nil) -> Color {
        Color(name, bundle: bundle)
    }
}
#endif
