// Moving what points into a file by a number of bytes: after an edit that changes the file's
// length, everything after the edit stands that many bytes later (or earlier), and the language
// server moves what it decoded and found there instead of decoding and checking it again.

extension ByteRange {
    /// Moves the range `distance` bytes later, or earlier when `distance` is negative: where the
    /// same bytes stand once an edit before them changed the file's length by `distance`.
    ///
    /// Only ranges after an edit are moved, and an edit cannot take away more bytes than lie
    /// before them, so an offset moved before the file's start (or past what 32 bits hold) is the
    /// caller's mistake: it stops the program rather than point at bytes the range never covered.
    package mutating func move(by distance: Int) {
        guard let start = UInt32(exactly: Int(start) + distance), let end = UInt32(exactly: Int(end) + distance) else {
            preconditionFailure("byte range \(self.start)..<\(self.end) moved by \(distance) leaves the file")
        }
        self.start = start
        self.end = end
    }
}

extension SourceLocation {
    /// Moves the range `distance` bytes when the location lies in `file` and its range starts at
    /// or after `offset`; any other location stays as it is.
    ///
    /// A range that starts before `offset` stays even when it reaches past it: it covers the
    /// edit, and only what reads the edited bytes again can say where it ends now.
    package mutating func move(by distance: Int, in file: String, from offset: Int) {
        guard self.file == file, let range, range.startOffset >= offset else { return }
        self.range?.move(by: distance)
    }
}

extension Diagnostic {
    /// Moves the finding's location and its notes' locations `distance` bytes, each when it lies in
    /// `file` at or after `offset` (`SourceLocation.move(by:in:from:)`): a finding about bytes an
    /// edit moved, kept instead of found again. The message and suggestion name no offsets and stay.
    package mutating func move(by distance: Int, in file: String, from offset: Int) {
        location.move(by: distance, in: file, from: offset)
        for index in notes.indices {
            notes[index].location.move(by: distance, in: file, from: offset)
        }
    }

    /// This finding moved as `move(by:in:from:)` moves it.
    package func moved(by distance: Int, in file: String, from offset: Int) -> Diagnostic {
        var moved = self
        moved.move(by: distance, in: file, from: offset)
        return moved
    }
}
