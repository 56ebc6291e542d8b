import DialogLanguageServerProtocol

/// Turns byte offsets of a document into LSP positions and back. The one place positions are
/// made: the diagnostics carry byte offsets only, so another converter can take its place here.
public struct PositionConverter: Sendable {
    public private(set) var bytes: [UInt8]
    public let encoding: PositionEncoding
    private var lineStarts: [Int]

    public init(bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        var starts = [0]
        for offset in bytes.indices where Self.startsLine(at: offset + 1, in: bytes) {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// Whether a line starts at `offset`: LF, CRLF and a lone CR end a line, as the protocol says.
    private static func startsLine(at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0, offset <= bytes.count else { return false }
        let previous = bytes[offset - 1]
        return previous == 0x0A || (previous == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A))
    }

    /// Lets go of the text, so that the document's own copy can change in place; `update(by:to:)`
    /// gives the converter the changed text.
    package mutating func releaseText() {
        bytes = []
    }

    /// Moves the converter on to `bytes`, the text `edit` made of its own: the lines before the
    /// change are kept, the changed bytes scanned, and the lines after it moved, so a keystroke
    /// in a long document does not scan the whole document again.
    package mutating func update(by edit: ByteEdit, to bytes: [UInt8]) {
        // Whether a line starts at an offset depends on the byte before it and the byte there,
        // so the starts up to the change and after the byte following it stand as they were.
        let keptBefore = partitionIndex { $0 < edit.start }
        let keptAfter = partitionIndex { $0 <= edit.oldEnd }
        var scanned: [Int] = []
        if edit.start == 0 { scanned.append(0) }
        var offset = max(edit.start, 1)
        while offset <= min(edit.newEnd, bytes.count) {
            if Self.startsLine(at: offset, in: bytes) { scanned.append(offset) }
            offset += 1
        }
        lineStarts.replaceSubrange(keptBefore..<keptAfter, with: scanned)
        let distance = edit.distance
        if distance != 0 {
            for index in (keptBefore + scanned.count)..<lineStarts.count { lineStarts[index] += distance }
        }
        self.bytes = bytes
    }

    /// The index of the first line start for which `isBefore` is false; the starts are sorted.
    private func partitionIndex(_ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(lineStarts[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The position of byte `offset`, clamped to the document.
    public func position(at offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var character = 0
        var index = lineStarts[low]
        while index < offset {
            let length = Self.scalarLength(bytes[index])
            if index + length > offset { break }
            character += units(scalarStartingWith: bytes[index], length: length)
            index += length
        }
        return LSPPosition(line: low, character: character)
    }

    /// The byte offset of `position`; a character past the line's end means the end of the line
    /// (before its terminator), a line past the last means the end of the document, and a
    /// position inside a character (half of a surrogate pair) means that character's start.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        var end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] : bytes.count
        while end > lineStarts[position.line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var index = lineStarts[position.line]
        var character = 0
        while index < end {
            let length = min(Self.scalarLength(bytes[index]), end - index)
            let width = units(scalarStartingWith: bytes[index], length: length)
            if character + width > position.character { break }
            character += width
            index += length
        }
        return index
    }

    /// The LSP range of the byte offsets `start ..< end`.
    package func range(_ start: Int, _ end: Int) -> JSONValue {
        ["start": position(at: start).json, "end": position(at: max(start, end)).json]
    }

    /// The byte offsets of an LSP range; nil when it ends before it starts.
    package func offsets(of range: LSPRange) -> Range<Int>? {
        guard range.start <= range.end else { return nil }
        return offset(of: range.start)..<max(offset(of: range.start), offset(of: range.end))
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private func units(scalarStartingWith lead: UInt8, length: Int) -> Int {
        switch encoding {
        case .utf8: length
        case .utf32: 1
        case .utf16: length == 4 ? 2 : 1
        }
    }
}
