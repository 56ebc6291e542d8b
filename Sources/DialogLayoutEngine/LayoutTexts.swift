/// The texts above a dialog's buttons: title, subtitle and message, each when non-empty, in that
/// order; read off the dialog in place.
///
/// Every layout reads them, some twice, so they are gathered once per layout; lint lays every
/// dialog out twice, and gathering them into an array cost an allocation and a release of each
/// string per layout, so this collection keeps only which of the three are there.
struct LayoutTexts: RandomAccessCollection {
    private let input: UnsafePointer<LayoutInput>
    /// The kinds present, in order, two bits each (1 title, 2 subtitle, 3 message).
    private let kinds: UInt8
    let count: Int

    /// The texts of the dialog at `input`, which must outlive the collection.
    init(_ input: UnsafePointer<LayoutInput>) {
        self.input = input
        var kinds: UInt8 = 0
        var count = 0
        func add(_ text: String?, _ code: UInt8) {
            guard let text, !text.isEmpty else { return }
            kinds |= code << (2 * count)
            count += 1
        }
        add(input.pointee.title, 1)
        add(input.pointee.subtitle, 2)
        add(input.pointee.message, 3)
        self.kinds = kinds
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> (kind: PlanElement.Kind, text: String) {
        precondition(position >= 0 && position < count, "text index out of range")
        switch (kinds >> (2 * position)) & 3 {
        case 1: return (.title, input.pointee.title ?? "")
        case 2: return (.subtitle, input.pointee.subtitle ?? "")
        default: return (.message, input.pointee.message ?? "")
        }
    }
}
