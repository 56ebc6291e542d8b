/// A half-open span of bytes of one source file, `start ..< end`: all a decoded value or a finding
/// keeps of where it stands. Lines and columns are computed from it only when something is
/// reported (`SourceLocationConverter`), the way swift-syntax keeps `AbsolutePosition`s.
///
/// Offsets are `UInt32`: the reader refuses files much smaller than 4 GiB, and 8 bytes keep
/// `Located` small and trivially copyable.
public struct ByteRange: Sendable, Hashable, Comparable {
    /// The offset of the first byte.
    public var start: UInt32
    /// The offset just past the last byte.
    public var end: UInt32

    /// The bytes `start ..< end`; an `end` before `start` is taken as `start`.
    public init(_ start: Int, _ end: Int) {
        self.start = UInt32(clamping: start)
        self.end = UInt32(clamping: Swift.max(start, end))
    }

    /// The first byte's offset as an `Int`, for indexing.
    public var startOffset: Int { Int(start) }
    /// The offset just past the span as an `Int`.
    public var endOffset: Int { Int(end) }

    /// Whether the byte at `offset` lies inside the span.
    public func contains(_ offset: UInt32) -> Bool { start <= offset && offset < end }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A span of a named file: where a diagnostic or a note points. It holds byte offsets only; a
/// reporter turns them into lines and columns with the file's `SourceLocationConverter`.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The file's path as it is shown to the user.
    public var file: String
    /// The span inside the file, or nil when the finding concerns the whole file.
    public var range: ByteRange?

    /// Creates a location in `file`, optionally narrowed to `range`.
    public init(file: String, range: ByteRange? = nil) {
        self.file = file
        self.range = range
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        switch (lhs.range, rhs.range) {
        case let (l?, r?): return l < r
        case (nil, _?): return true
        default: return false
        }
    }
}

/// A byte offset turned into the line and columns an output shows, by `SourceLocationConverter`.
///
/// `column` counts Unicode scalars (what every report format of dialogc prints, so a CJK character
/// or an emoji made of one scalar is one column); `utf16Column` counts UTF-16 code units (the
/// Language Server Protocol's default) and `utf8Column` bytes. All are 1-based.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The 1-based column, in UTF-16 code units.
    public var utf16Column: Int
    /// The 1-based column, in UTF-8 bytes.
    public var utf8Column: Int
    /// The 0-based byte offset into the file.
    public var offset: Int

    /// Creates a position from its line, columns and byte offset.
    public init(line: Int, column: Int, utf16Column: Int, utf8Column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
        self.utf8Column = utf8Column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.offset < rhs.offset
    }

    /// `line:column`, the column in scalars.
    public var description: String { "\(line):\(column)" }
}

/// A `ByteRange` turned into positions: from `start` up to but not including `end`.
public struct SourceRange: Sendable, Hashable {
    /// The first position of the span.
    public var start: SourcePosition
    /// The position just past the span.
    public var end: SourcePosition

    /// Creates a range from its two ends.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
