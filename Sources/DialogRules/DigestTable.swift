import DialogDiagnostics

/// Which digests of a list occur more than once, for the cross-file rules that look for ids
/// two dialogs share. The digests are hashes already, so their own bits place them in an
/// open-addressed table: a `Set` hashed each one again, which cost most of comparing a run's ids.
package struct DigestTable {
    private var slots: [Int]
    /// Per slot: 0 empty, 1 a digest seen once, 2 one seen again.
    private var states: [UInt8]
    private let mask: Int
    /// Whether any digest occurs more than once.
    package private(set) var hasRepeats = false

    package init(_ digests: some Collection<Int>) {
        var size = 16
        while size < digests.count * 2 { size *= 2 }
        slots = [Int](repeating: 0, count: size)
        states = [UInt8](repeating: 0, count: size)
        mask = size - 1
        for digest in digests {
            let slot = self.slot(of: digest)
            if states[slot] == 0 {
                slots[slot] = digest
                states[slot] = 1
            } else {
                states[slot] = 2
                hasRepeats = true
            }
        }
    }

    /// Whether `digest`, one of the list's, occurs more than once.
    package func isRepeated(_ digest: Int) -> Bool {
        states[slot(of: digest)] == 2
    }

    /// The slot that holds `digest`, or the empty one where it would go.
    private func slot(of digest: Int) -> Int {
        var slot = digest & mask
        while states[slot] != 0, slots[slot] != digest { slot = (slot + 1) & mask }
        return slot
    }

    /// A digest of the bytes of `id` when it is ASCII, where two strings are equal exactly when
    /// their bytes are; nil otherwise. Seeded per process like any `Hasher`.
    /// The bytes go to the hasher eight at a step, with the length: one byte at a time, the hashing
    /// of a run's ids cost more than the rest of the rules that compare them.
    package static func digest(ofASCII id: String) -> Int? {
        let bytes = id.utf8.span
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var hasher = Hasher()
        hasher.combine(bytes.count)
        var offset = 0
        while offset &+ 8 <= bytes.count {
            let word = bytes.littleEndianWord(at: offset)
            guard word & highBits == 0 else { return nil }
            hasher.combine(word)
            offset &+= 8
        }
        var last: UInt64 = 0
        for index in offset..<bytes.count {
            guard bytes[index] < 0x80 else { return nil }
            last |= UInt64(bytes[index]) << UInt64((index &- offset) &* 8)
        }
        hasher.combine(last)
        return hasher.finalize()
    }
}
