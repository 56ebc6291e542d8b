import Foundation
import Synchronization

/// The fixed text of a JSON document's shape between its values (brackets, commas, line breaks,
/// indentation and keys), one case a piece, for documents whose shape is known in advance (a
/// render plan).
///
/// Written key by key, each key and bracket asked the writer where it stood (after a key? first
/// in its container?) and wrote its line break and indentation apart; written as pieces, the text
/// between two values is one copy of bytes expanded once for the depth it stands at.
package protocol JSONPiece: CaseIterable, RawRepresentable where RawValue == Int {
    /// The piece as it reads in a value at depth 0: every line break in it is followed by the
    /// indentation of the depth the value stands at, then by the spaces `text` has after it.
    var text: StaticString { get }
}

/// A `JSONPiece` type's pieces expanded for one depth: where each starts and how long it is.
///
/// Expansions are kept to the end of the process, so a view stays valid while deeper ones are expanded.
package struct JSONPieces<Piece: JSONPiece> {
    /// `Piece.allCases.count` places (each its text's offset from `base` shifted up 32 bits and its
    /// length), then the texts, then 16 zero bytes that a copy of the last may read past it.
    private let base: UnsafeRawPointer
    /// The depth the pieces are expanded for.
    package let depth: Int

    fileprivate init(base: UnsafeRawPointer, depth: Int) {
        self.base = base
        self.depth = depth
    }

    /// Where `piece`'s text starts and how many bytes it has; the 16 bytes after it can be read too.
    @inline(__always)
    package subscript(piece: Piece) -> (start: UnsafeRawPointer, count: Int) {
        let place = base.load(fromByteOffset: piece.rawValue &* 8, as: UInt64.self)
        return (base + Int(truncatingIfNeeded: place >> 32), Int(truncatingIfNeeded: place & 0xFFFF_FFFF))
    }

    /// `Piece`'s pieces expanded for `depth`, in memory of `malloc` that is never freed (see `JSONPieceTable`).
    fileprivate static func expand(depth: Int) -> UnsafeMutableRawPointer {
        let pieces = Array(Piece.allCases)
        let indentation = 2 * depth
        let placesSize = 8 * pieces.count
        var size = placesSize + 16
        for piece in pieces {
            piece.text.withUTF8Buffer { text in
                size += text.count
                for byte in text where byte == UInt8(ascii: "\n") { size += indentation }
            }
        }
        guard let block = calloc(size, 1) else { fatalError("out of memory for \(size) bytes of JSON pieces") }
        var offset = placesSize
        for piece in pieces {
            precondition(piece.rawValue >= 0 && piece.rawValue < pieces.count, "a JSON piece's raw value is not its place")
            let start = offset
            piece.text.withUTF8Buffer { text in
                for byte in text {
                    block.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
                    offset += 1
                    if byte == UInt8(ascii: "\n") {
                        (block + offset).initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: indentation)
                        offset += indentation
                    }
                }
            }
            block.storeBytes(of: UInt64(start) << 32 | UInt64(offset - start), toByteOffset: 8 * piece.rawValue, as: UInt64.self)
        }
        return block
    }
}

/// The depths of one `JSONPiece` type a writer has written at.
///
/// Each depth of a piece type is expanded once in the process and kept to its end (a few
/// kilobytes a depth; a plan uses four): a writer per run of dialogs expanding its own was 64
/// expansions for 1,000 dialogs. A writer keeps the ones it used, so it takes the lock once a depth.
package struct JSONPieceTable {
    /// The piece type of `depths`; another one replaces them.
    private var kind: ObjectIdentifier?
    /// The expansion of each depth, nil until a value is written at it.
    private var depths: [UnsafeRawPointer?] = []

    /// `Piece`'s pieces at `depth`.
    @inline(__always)
    package mutating func pieces<Piece: JSONPiece>(_: Piece.Type, depth: Int) -> JSONPieces<Piece> {
        if kind == ObjectIdentifier(Piece.self), depth < depths.count, let block = depths[depth] {
            return JSONPieces(base: block, depth: depth)
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
        let block = Self.expansions.withLock { expansions in
            let kind = ObjectIdentifier(Piece.self)
            let index = expansions.firstIndex { $0.kind == kind } ?? expansions.endIndex
            if index == expansions.endIndex { expansions.append((kind, [])) }
            if depth >= expansions[index].depths.count {
                expansions[index].depths += repeatElement(nil, count: depth + 1 - expansions[index].depths.count)
            }
            if let block = expansions[index].depths[depth] { return block }
            let block = Block(base: JSONPieces<Piece>.expand(depth: depth))
            expansions[index].depths[depth] = block
            return block
        }
        depths[depth] = block.base
        return JSONPieces(base: block.base, depth: depth)
    }

    /// An expansion, written once before any writer reads it and never freed, so any thread may read it.
    private struct Block: @unchecked Sendable {
        let base: UnsafeRawPointer
    }

    /// Every expansion of the process, by piece type (one or two, so a list) and depth.
    private static let expansions = Mutex<[(kind: ObjectIdentifier, depths: [Block?])]>([])
}
