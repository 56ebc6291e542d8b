/// Where each key of format v1 belongs, so that a key written in the wrong object is answered
/// with its place (`'maxLength' belongs in 'limits'`) rather than a bare "unknown key".
package enum KeyPlaces {
    /// Each object of the format, as a hint names it, with its keys.
    private static let places: [(phrase: String, keys: [String])] = [
        ("the top level", SpecDecoder.topLevelKeys),
        ("a dialog", DialogDecoder.keys),
        ("a button", DialogDecoder.buttonKeys),
        ("'input'", DialogDecoder.inputKeys),
        ("'limits'", DialogDecoder.limitKeys),
        ("'presentation'", PresentationDecoder.keys),
        ("'presentation.show'", PresentationDecoder.showKeys),
        ("'presentation.hide'", PresentationDecoder.hideKeys),
        ("'style'", StyleDecoder.keys),
        ("'titleFont' or 'messageFont'", StyleDecoder.fontKeys),
        ("'layout'", LayoutDecoder.keys),
        ("'layout.frame'", LayoutDecoder.frameKeys),
        ("'spring'", MotionDecoder.springKeys),
        ("a suppression", SuppressionDecoder.keys),
    ]

    /// Where `key` belongs, e.g. "'presentation.show' or 'presentation.hide'"; nil for a key the
    /// format does not define anywhere. Called only for a key unknown where it stands.
    package static func places(of key: String) -> String? {
        let phrases = places.filter { $0.keys.contains(key) }.map(\.phrase)
        guard let last = phrases.last else { return nil }
        return phrases.count == 1 ? last : phrases.dropLast().joined(separator: ", ") + " or " + last
    }
}
