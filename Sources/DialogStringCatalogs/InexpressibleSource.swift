/// Why a key's source text in the catalog is one no spec text can replace without losing part
/// of it: `dialogc strings` leaves such a key as it is and reports it, rather than writing a plain
/// source value beside substitutions it would orphan or variations it would shadow.
public enum InexpressibleSource: Sendable, Hashable {
    /// The source text references substitutions (`%#@followers@`), named here.
    case substitutions([String])
    /// The source text varies by device (`variations.device`), for the devices named here.
    case deviceVariations([String])
    /// The source text holds something else a spec cannot say (a variation kind this version does
    /// not know, variations nested in plural forms), at the members named here.
    case other([String])

    /// What the source text holds, or nil when a spec's plain or plural text can replace it: a
    /// string unit, or plural variations each a string unit.
    package init?(_ source: StringCatalogLocalization) {
        let object = source.object
        let substitutions = object[object: "substitutions"].keys
        if !substitutions.isEmpty {
            self = .substitutions(substitutions)
            return
        }
        let variations = object[object: "variations"]
        let devices = variations[object: "device"].keys
        if !devices.isEmpty {
            self = .deviceVariations(devices)
            return
        }
        var unknown = object.keys.filter { $0 != "stringUnit" && $0 != "variations" }
        unknown += variations.keys.filter { $0 != "plural" && $0 != "device" }.map { "variations.\($0)" }
        for form in variations[object: "plural"].members where form.value.object?.keys.contains(where: { $0 != "stringUnit" }) ?? true {
            unknown.append("variations.plural.\(form.key)")
        }
        guard !unknown.isEmpty else { return nil }
        self = .other(unknown)
    }
}
