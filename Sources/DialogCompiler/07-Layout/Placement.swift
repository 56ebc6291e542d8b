/// A declared part of a dialog that its layout has no place for, so it would never be drawn.
public struct UnplacedElement: Sendable, Hashable, Locatable {
    /// What the element would have been.
    public var kind: PlanElement.Kind
    /// The key it is declared under, as messages name it: `message`.
    public var key: String
    /// Where the spec declares it.
    public var range: ByteRange
}

extension LayoutEngine {
    /// What `dialog` declares that its layout cannot place, whatever the device: each layout
    /// lists what it leaves out. Buttons that other rules already forbid (a second `cancel`, a
    /// picker's second confirm button) are not listed.
    public static func unplacedElements(_ dialog: Dialog) -> [UnplacedElement] {
        switch dialog.resolvedShape {
        case .picker: PickerLayout.unplaced(dialog)
        case .card, .bottomSheet, .toast, .systemAlert, .systemSheet: []
        }
    }
}

extension PickerLayout {
    /// The toolbar holds one text between its buttons: the first of title and message that is not empty.
    static func unplaced(_ dialog: Dialog) -> [UnplacedElement] {
        let texts: [(PlanElement.Kind, String, Located<String>?)] = [
            (.title, "title", dialog.title), (.subtitle, "subtitle", dialog.subtitle), (.message, "message", dialog.message),
        ]
        return texts.compactMap { kind, key, text in
            text.flatMap { $0.value.isEmpty ? nil : UnplacedElement(kind: kind, key: key, range: $0.range) }
        }.dropFirst().map { $0 }
    }
}
