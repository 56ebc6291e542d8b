import DialogDiagnostics

/// The one span of bytes that differs between two versions of a document: the bytes before
/// `start` are the same in both, and so are the bytes after `oldEnd` in the old version and
/// after `newEnd` in the new one.
///
/// The document store keeps the edits the client sent since the last check as one such span, so
/// the check knows where the text changed without comparing the two versions byte by byte.
package struct ByteEdit: Sendable, Hashable {
    /// Where the change starts, in both versions.
    package var start: Int
    /// Where the change ends in the old version.
    package var oldEnd: Int
    /// Where the change ends in the new version.
    package var newEnd: Int

    package init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// The span that differs between `old` and `new`: what their common prefix and suffix leave.
    package init(from old: [UInt8], to new: [UInt8]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.init(start: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
    }

    /// How many bytes later everything after the change stands.
    package var distance: Int { newEnd - oldEnd }

    /// This change followed by `next`, a change of the text this one left: one span covering
    /// both. `count` is the length of the text this change left, which `next` changed.
    package func followed(by next: ByteEdit, count: Int) -> ByteEdit {
        // The bytes after both changes, counted from the end, are untouched by either.
        let suffix = min(count - newEnd, count - next.oldEnd)
        let oldCount = count - distance
        let newCount = count + next.distance
        return ByteEdit(start: min(start, next.start), oldEnd: oldCount - suffix, newEnd: newCount - suffix)
    }

    /// Whether `span`, the same offsets in both versions, holds the same bytes in both: it lies
    /// before the change, or after it when the change kept the length.
    package func leaves(_ span: Range<Int>) -> Bool {
        span.upperBound <= start || (oldEnd == newEnd && span.lowerBound >= oldEnd)
    }

    /// Where the bytes of the old version's `range` stand in the new version; nil when an end of
    /// it falls inside the changed bytes. A range that ends where text was inserted ends before
    /// the insertion, and one that starts there starts after it.
    package func moved(_ range: ByteRange) -> ByteRange? {
        let lower = range.startOffset
        let upper = range.endOffset
        let newLower: Int
        if lower < start {
            newLower = lower
        } else if lower >= oldEnd {
            newLower = lower + distance
        } else {
            return nil
        }
        let newUpper: Int
        if upper <= start {
            newUpper = upper
        } else if upper >= oldEnd {
            newUpper = upper + distance
        } else {
            return nil
        }
        return ByteRange(newLower, newUpper)
    }

    /// `diagnostic` with its location and its notes' locations in `path` moved as `moved(_:)`
    /// moves them; nil when one of them falls inside the changed bytes.
    package func moved(_ diagnostic: Diagnostic, in path: String) -> Diagnostic? {
        var result = diagnostic
        if result.location.file == path, let range = result.location.range {
            guard let moved = moved(range) else { return nil }
            result.location.range = moved
        }
        for index in result.notes.indices where result.notes[index].location.file == path {
            guard let range = result.notes[index].location.range else { continue }
            guard let moved = moved(range) else { return nil }
            result.notes[index].location.range = moved
        }
        return result
    }
}
