/// A point in a source file: 1-based line and column, plus the 0-based byte offset.
///
/// Columns count Unicode scalars, so a CJK character or an emoji made of one
/// scalar is one column, the way editors that speak UTF-8 count them.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset into the file.
    public var offset: Int

    /// Creates a position from its line, column and byte offset.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.offset < rhs.offset
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open span of a source file, from `start` up to but not including `end`.
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

/// A range in a named file: where a diagnostic or a note points.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The file's path as it is shown to the user.
    public var file: String
    /// The span inside the file, or nil when the finding concerns the whole file.
    public var range: SourceRange?

    /// Creates a location in `file`, optionally narrowed to `range`.
    public init(file: String, range: SourceRange? = nil) {
        self.file = file
        self.range = range
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        switch (lhs.range, rhs.range) {
        case let (l?, r?): return (l.start.offset, l.end.offset) < (r.start.offset, r.end.offset)
        case (nil, _?): return true
        default: return false
        }
    }
}
