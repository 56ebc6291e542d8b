/// Why a file is not a String Catalog dialogc can update, and where.
public struct StringCatalogError: Error, Sendable, Hashable {
    /// What is wrong: lowercase, no trailing period.
    public var message: String
    /// The bytes of the file at fault, as offsets (empty at the end of the file).
    public var range: Range<Int>

    /// Creates an error covering `range`.
    public init(_ message: String, range: Range<Int>) {
        self.message = message
        self.range = range
    }
}
