import DialogLayoutEngine

/// The CLDR plural categories, in CLDR's order: the layout engine's, which generated code passes
/// and the runtime picks, so a catalog's variants and the app's forms are keyed by one type.
public typealias PluralCategory = DialogPluralCategory
