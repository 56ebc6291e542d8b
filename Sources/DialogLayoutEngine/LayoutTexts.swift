/// The texts above a dialog's buttons: title, subtitle and message, each when non-empty, in that
/// order.
///
/// Every layout reads them, some twice, so they are gathered once per layout; this collection
/// keeps the three texts and which of them are there, rather than building a list of them.
struct LayoutTexts: RandomAccessCollection {
    private let title: String
    private let subtitle: String
    private let message: String
    /// The kinds present, in order, two bits each (1 title, 2 subtitle, 3 message).
    private let kinds: UInt8
    let count: Int

    /// The texts of `dialog`.
    init(_ dialog: LayoutInput) {
        title = dialog.title ?? ""
        subtitle = dialog.subtitle ?? ""
        message = dialog.message ?? ""
        var kinds: UInt8 = 0
        var count = 0
        func add(_ text: String, _ code: UInt8) {
            guard !text.isEmpty else { return }
            kinds |= code << (2 * count)
            count += 1
        }
        add(title, 1)
        add(subtitle, 2)
        add(message, 3)
        self.kinds = kinds
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> (kind: PlanElement.Kind, text: String) {
        precondition(position >= 0 && position < count, "text index out of range")
        switch (kinds >> (2 * position)) & 3 {
        case 1: return (.title, title)
        case 2: return (.subtitle, subtitle)
        default: return (.message, message)
        }
    }

    /// An iterator of this type's own: the standard `IndexingIterator<LayoutTexts>` is a generic
    /// type the program looks up at run time (the collection's conformance found by a search)
    /// the first time a layout loops over the texts.
    struct Iterator: IteratorProtocol {
        let texts: LayoutTexts
        var position = 0

        mutating func next() -> (kind: PlanElement.Kind, text: String)? {
            guard position < texts.count else { return nil }
            defer { position += 1 }
            return texts[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(texts: self) }
}
