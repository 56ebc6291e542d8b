/// One string unit of a localization wherever it sits (see `CatalogVariant`), with the format
/// arguments it reads: what the catalog rules judge, so that a translation varied by device or
/// written with substitutions is read like a plain one.
public struct CatalogUnit: Sendable, Hashable {
    /// Where the unit sits in its localization.
    public var variant: CatalogVariant
    /// The text and its state.
    public var unit: StringUnit
    /// The arguments the text itself reads, in text order: its format specifiers, and each
    /// substitution it references (`%#@followers@`) as the argument that substitution formats
    /// (its `argNum`, else the reference's place in the text, as its `formatSpecifier`). In a
    /// substitution's form, `%arg` is that argument, read where the substitution is referenced,
    /// so it is not among them.
    public var specifiers: [FormatSpecifier]
    /// The other arguments the forms of the substitutions the text references read (`%2$@
    /// followers`), which the text shows through them; empty in a substitution's form.
    public var formSpecifiers: [FormatSpecifier] = []

    /// Every argument the text shows: its own, then its substitutions' forms'.
    public var allSpecifiers: [FormatSpecifier] { specifiers + formSpecifiers }

    /// Every unit of `localization`: its own text, its plural variations, its device variations
    /// (each a text or plural variations), then each substitution's plural variations, each in
    /// file order.
    public static func units(of localization: StringCatalogLocalization) -> [CatalogUnit] {
        let object = localization.object
        let substitutions = object[object: "substitutions"]
        var units: [CatalogUnit] = []
        // The substitutions each unit references, by the unit's index.
        var references: [Int: [String]] = [:]
        func add(_ variant: CatalogVariant, _ value: CatalogValue?) {
            guard let unit = StringUnit(value) else { return }
            var referenced: [String] = []
            let specifiers = arguments(
                of: unit.text, substitutions: variant.substitution == nil ? substitutions : nil, references: &referenced)
            if !referenced.isEmpty { references[units.count] = referenced }
            units.append(CatalogUnit(variant: variant, unit: unit, specifiers: specifiers))
        }
        func addPlural(_ variations: CatalogObject, _ variant: CatalogVariant) {
            for member in variations[object: "plural"].members {
                guard let category = PluralCategory(rawValue: member.key) else { continue }
                var form = variant
                form.plural = category
                add(form, member.value.object?["stringUnit"])
            }
        }
        add(CatalogVariant(), object["stringUnit"])
        addPlural(object[object: "variations"], CatalogVariant())
        for device in object[object: "variations"][object: "device"].members {
            guard let text = device.value.object else { continue }
            add(CatalogVariant(device: device.key), text["stringUnit"])
            addPlural(text[object: "variations"], CatalogVariant(device: device.key))
        }
        for member in substitutions.members {
            addPlural(member.value.object?[object: "variations"] ?? CatalogObject(), CatalogVariant(substitution: member.key))
        }
        for (index, names) in references {
            var read = Set(units[index].specifiers.map(\.position))
            for name in names {
                for form in units where form.variant.substitution == name {
                    units[index].formSpecifiers += form.specifiers.filter { read.insert($0.position).inserted }
                }
            }
        }
        return units
    }

    /// The arguments `text` itself reads (see `specifiers`), noting in `references` the
    /// substitutions it references; `substitutions` is nil for a substitution's form, whose
    /// `%arg` is the substitution's own argument.
    package static func arguments(of text: String, substitutions: CatalogObject?, references: inout [String]) -> [FormatSpecifier] {
        // `%arg` would read as `%a`, a floating-point conversion: spelled as a reference, the
        // scanner keeps it whole.
        let scanned = substitutions != nil ? text : text.replacingOccurrences(of: "%arg", with: "%#@arg@")
        var specifiers: [FormatSpecifier] = []
        // A reference takes an argument's place as a specifier does, so the ones after it count on.
        var next = 1
        for token in FormatSpecifier.scan(scanned) {
            switch token {
            case .literal: continue
            case .specifier(var specifier):
                if !specifier.isPositional { specifier.position = next }
                specifiers.append(specifier)
            case .substitution(let reference):
                let name = String(reference.dropFirst(3).dropLast())
                references.append(name)
                guard let object = substitutions?[name]?.object,
                    let type = object["formatSpecifier"]?.string.flatMap({ FormatSpecifier.parse("%" + $0).first?.type })
                else { break }
                let position = object["argNum"].flatMap(position) ?? next
                specifiers.append(FormatSpecifier(position: position, type: type, isPositional: true, text: reference, range: 0..<0))
            }
            next += 1
        }
        return specifiers
    }

    /// The arguments `units` read in any unit, each position once with the type its first reader
    /// gives it, in position order: what a form of a count (a plural variation, a substitution's
    /// form) may read from.
    public static func arguments(of units: [CatalogUnit]) -> [FormatSpecifier] {
        var seen = Set<Int>()
        return units.flatMap(\.allSpecifiers).filter { seen.insert($0.position).inserted }.sorted { $0.position < $1.position }
    }

    /// A positive whole number of the catalog (`argNum`).
    private static func position(_ value: CatalogValue) -> Int? {
        guard case .number(let text) = value, let number = Int(text), number > 0 else { return nil }
        return number
    }
}
