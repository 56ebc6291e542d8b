import Synchronization

/// The fixed text of a JSON document's shape between its values (brackets, commas, line breaks,
/// indentation and keys), one case a piece, for documents whose shape is known in advance (a
/// render plan).
///
/// Written key by key, each key and bracket asked the writer where it stood (after a key? first
/// in its container?) and wrote its line break and indentation apart; written as pieces, the text
/// between two values is one copy of bytes expanded once for the depth it stands at.
@usableFromInline package protocol JSONPiece: CaseIterable, RawRepresentable where RawValue == Int {
    /// The piece as it reads in a value at depth 0: every line break in it is followed by the
    /// indentation of the depth the value stands at, then by the spaces `text` has after it.
    var text: StaticString { get }
}

/// A `JSONPiece` type's pieces expanded for one depth.
@usableFromInline package struct JSONPieces<Piece: JSONPiece> {
    /// The expansion's block (see `JSONPieceExpansion.block`), held here so a piece's write reads
    /// it without going through the expansion.
    @usableFromInline let block: [UInt8]
    /// The depth the pieces are expanded for.
    package let depth: Int

    fileprivate init(_ expansion: JSONPieceExpansion, depth: Int) {
        block = expansion.block
        self.depth = depth
    }
}

/// One piece type's texts at one depth, made once and then only read, so any writer may share them.
package final class JSONPieceExpansion: Sendable {
    /// Eight bytes per piece, by raw value: where its text starts in the block shifted up 32 bits
    /// and its length, little-endian; then the texts; then 16 zero bytes, which the copy of the
    /// last text may read past it (`ByteBuffer.appendPiece`).
    let block: [UInt8]

    fileprivate init<Piece: JSONPiece>(_: Piece.Type, depth: Int) {
        let pieces = Piece.allCases
        let count = pieces.count
        let indentation = [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
        var block = [UInt8](repeating: 0, count: 8 * count)
        block.reserveCapacity(8 * count + 64 * count + 16)
        for piece in pieces {
            precondition(piece.rawValue >= 0 && piece.rawValue < count, "a JSON piece's raw value is not its place")
            let start = block.count
            // Copied a line at a time, each line break followed by the depth's indentation.
            piece.text.withUTF8Buffer { text in
                var lineStart = 0
                for index in text.indices where text[index] == UInt8(ascii: "\n") {
                    block.append(contentsOf: text[lineStart...index])
                    block.append(contentsOf: indentation)
                    lineStart = index + 1
                }
                block.append(contentsOf: text[lineStart...])
            }
            let place = UInt64(start) << 32 | UInt64(block.count - start)
            for index in 0..<8 { block[8 * piece.rawValue + index] = UInt8(truncatingIfNeeded: place >> UInt64(8 * index)) }
        }
        block.append(contentsOf: repeatElement(0, count: 16))
        self.block = block
    }
}

/// The depths of one `JSONPiece` type a writer has written at.
///
/// Each depth of a piece type is expanded once in the process and kept to its end (a few
/// kilobytes a depth; a plan uses four): a writer per run of dialogs expanding its own would
/// expand them again for every run. A writer keeps the ones it used, so it takes the lock once a depth.
package struct JSONPieceTable {
    /// The piece type of `depths`; another one replaces them.
    private var kind: ObjectIdentifier?
    /// The expansion of each depth, nil until a value is written at it.
    private var depths: [JSONPieceExpansion?] = []

    package init() {}

    /// `Piece`'s pieces at `depth`.
    package mutating func pieces<Piece: JSONPiece>(_: Piece.Type, depth: Int) -> JSONPieces<Piece> {
        if kind == ObjectIdentifier(Piece.self), depth < depths.count, let expansion = depths[depth] {
            return JSONPieces(expansion, depth: depth)
        }
        return look(Piece.self, depth: depth)
    }

    private mutating func look<Piece: JSONPiece>(_: Piece.Type, depth: Int) -> JSONPieces<Piece> {
        precondition(depth >= 0, "JSON pieces at a negative depth")
        if kind != ObjectIdentifier(Piece.self) {
            depths = []
            kind = ObjectIdentifier(Piece.self)
        }
        // Room for the depths a document reaches (a plan's elements reach depth 10), so the
        // first look for each does not grow the array again.
        if depth >= depths.count { depths += repeatElement(nil, count: max(depth + 1, 16) - depths.count) }
        let expansion = Self.expansions.withLock { expansions in
            let kind = ObjectIdentifier(Piece.self)
            let index = expansions.firstIndex { $0.kind == kind } ?? expansions.endIndex
            if index == expansions.endIndex { expansions.append((kind, [])) }
            if depth >= expansions[index].depths.count {
                expansions[index].depths += repeatElement(nil, count: depth + 1 - expansions[index].depths.count)
            }
            if let expansion = expansions[index].depths[depth] { return expansion }
            let expansion = JSONPieceExpansion(Piece.self, depth: depth)
            expansions[index].depths[depth] = expansion
            return expansion
        }
        depths[depth] = expansion
        return JSONPieces(expansion, depth: depth)
    }

    /// Every expansion of the process, by piece type (one or two, so a list) and depth.
    private static let expansions = Mutex<[(kind: ObjectIdentifier, depths: [JSONPieceExpansion?])]>([])
}
