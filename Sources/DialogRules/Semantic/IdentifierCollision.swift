import DialogDiagnostics
import DialogSpec

/// Two different ids that would become the same Swift name.
public enum IdentifierCollision: IndexedCrossFileRule {
    public static let description = RuleDescription(
        id: "identifier-collision",
        stage: .semantic,
        summary: "two ids differ but would become the same Swift name",
        explanation: """
            Ids become Swift names: a dialog id names a generated type ('log-out' and 'logOut' both \
            become 'LogOut'), and a button id names a case of its dialog's action enum. Two spellings \
            that map to one name would make the generated code declare it twice, so dialog ids must \
            map to distinct names across every file of a run, and button ids within their dialog. \
            The finding points at the later id, with a note at the first; ids spelled identically \
            are reported as duplicates instead.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "log-out", "type": "toast", "message": "Logged out"},
                {"id": 1️⃣"logOut", "type": "toast", "message": "Logged out again"}
                """),
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Update now?", "buttons": [
                  {"id": "not-now", "title": "Not Now"},
                  {"id": 1️⃣"not_now", "title": "Later"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "log-out", "type": "toast", "message": "Logged out"},
                {"id": "logout", "type": "alert", "title": "Log out?", "buttons": [
                  {"id": "not-now", "title": "Not Now"},
                  {"id": "now", "title": "Log Out"}
                ]}
                """)
        ])

    public static func check(_ index: DialogIndex) -> [Diagnostic] {
        let count = index.dialogCount
        guard count > 1 else { return [] }
        // The digests were taken on each file's core; the one serial step is finding a repeated
        // one, and almost always there is none, so no id is copied.
        var digests: [Int]?
        if count > 16, index.files.allSatisfy({ $0.typeNameDigests != nil }) {
            var all: [Int] = []
            all.reserveCapacity(count)
            for file in index.files { all += file.typeNameDigests ?? [] }
            guard DigestTable(all).hasRepeats else { return [] }
            digests = all
        }
        var ids: [Located<String>] = []
        var fileOf: [Int] = []
        ids.reserveCapacity(count)
        fileOf.reserveCapacity(count)
        for (file, entries) in index.files.enumerated() {
            for entry in entries.dialogs {
                ids.append(entry.id)
                fileOf.append(file)
            }
        }
        return collisions(count: ids.count, upperFirst: true, digests: digests, spelling: { ids[$0].value }).map { later, first in
            finding(
                Message.typeName(ids[later].value, first: ids[first].value, name: Identifier.typeName(ids[later].value)),
                later: index.files[fileOf[later]].location(of: ids[later]), first: ids[first].value,
                at: index.files[fileOf[first]].location(of: ids[first]))
        }
    }

    /// The digests of the type names of the file's dialog ids, unless one is not ASCII.
    public static func summarize(_ file: SpecFile, into entry: inout DialogIndex.File) {
        var digests: [Int] = []
        digests.reserveCapacity(file.dialogs.count)
        for index in file.dialogs.indices {
            guard let digest = SwiftName.asciiDigest(of: file.dialogs[index].id.value, upperFirst: true) else { return }
            digests.append(digest)
        }
        entry.typeNameDigests = digests
    }

    /// Button ids collide within their dialog only.
    public static func checkWithin(_ file: SpecFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // Dialog rules skip dialogs the decoder found wrong; their buttons are judged the same way.
        for dialog in file.dialogs.indices {
            let buttons = file.dialogs[dialog].buttons
            // One button has nothing to collide with.
            guard buttons.count > 1, file.dialogs[dialog].isWellFormed else { continue }
            for (later, first) in collisions(count: buttons.count, upperFirst: false, spelling: { buttons[$0].id.value }) {
                let laterID = buttons[later].id
                let firstID = buttons[first].id
                findings.append(
                    finding(
                        Message.memberName(
                            laterID.value, dialog: file.dialogs[dialog].id.value, first: firstID.value,
                            name: Identifier.memberName(laterID.value)),
                        later: file.location(of: laterID), first: firstID.value, at: file.location(of: firstID)))
            }
        }
        return findings
    }

    private static func finding(
        _ message: RuleMessage, later: SourceLocation, first: String, at firstLocation: SourceLocation
    ) -> Diagnostic {
        diagnostic(message, at: later, notes: [DiagnosticNote(Message.firstDefined(first), at: firstLocation)])
    }

    /// Each of `count` ids (spelled `spelling(index)`, in order) whose Swift name an earlier id
    /// already has, with the index of the first id of that name, in the order of the later ids.
    /// An id spelled as an earlier one is a duplicate, which its own rule reports, and is skipped.
    ///
    /// A handful of ids (the buttons of a dialog) are compared pair by pair, which costs less than
    /// hashing; more are sorted by a digest of their names, which puts the ids of one name side by
    /// side for a fraction of what a hash table of names costs.
    private static func collisions(
        count: Int, upperFirst: Bool, digests: [Int]? = nil, spelling: (Int) -> String
    ) -> [(later: Int, first: Int)] {
        guard count > 1 else { return [] }
        guard count > 16 else {
            // Almost always the few ids have names of their own, which a digest of each shows
            // before any two names are compared.
            if haveDistinctNames(count: count, upperFirst: upperFirst, spelling: spelling) { return [] }
            let bytewise = (0..<count).allSatisfy { spelling($0).utf8.allSatisfy { $0 < 0x80 } }
            func name(_ index: Int) -> SwiftName { SwiftName(id: spelling(index), upperFirst: upperFirst, bytewise: bytewise) }
            var found: [(later: Int, first: Int)] = []
            for later in 1..<count {
                let text = spelling(later)
                guard !(0..<later).contains(where: { spelling($0) == text }) else { continue }
                let laterName = name(later)
                if let first = (0..<later).first(where: { name($0) == laterName }) { found.append((later, first)) }
            }
            return found
        }
        var keyed: [(digest: Int, index: Int)] = []
        keyed.reserveCapacity(count)
        if let digests {
            for (index, digest) in digests.enumerated() { keyed.append((digest, index)) }
        } else {
            for index in 0..<count {
                guard let digest = SwiftName.asciiDigest(of: spelling(index), upperFirst: upperFirst) else { break }
                keyed.append((digest, index))
            }
        }
        // An id that is not ASCII (so not valid) makes every name compare as a `String`, by its hash.
        let bytewise = keyed.count == count
        if !bytewise {
            keyed = (0..<count).map { (SwiftName(id: spelling($0), upperFirst: upperFirst, bytewise: false).name.hashValue, $0) }
        }
        // Only a digest two ids share can group them: finding those cost a fraction of sorting
        // every id of the run by its digest.
        let table = DigestTable(keyed.lazy.map(\.digest))
        guard table.hasRepeats else { return [] }
        keyed.removeAll { !table.isRepeated($0.digest) }
        keyed.sort { $0.digest != $1.digest ? $0.digest < $1.digest : $0.index < $1.index }
        var found: [(later: Int, first: Int)] = []
        var start = 0
        while start < keyed.count {
            var end = start + 1
            while end < keyed.count, keyed[end].digest == keyed[start].digest { end += 1 }
            if end - start > 1 {
                // Ids of equal digests, in order; almost always of one name, the rest told apart here.
                var left = keyed[start..<end].map(\.index)
                while let first = left.first {
                    let name = SwiftName(id: spelling(first), upperFirst: upperFirst, bytewise: bytewise)
                    var spellings: Set = [spelling(first)]
                    var others: [Int] = []
                    for later in left.dropFirst() {
                        if SwiftName(id: spelling(later), upperFirst: upperFirst, bytewise: bytewise) != name {
                            others.append(later)
                        } else if spellings.insert(spelling(later)).inserted {
                            found.append((later, first))
                        }
                    }
                    left = others
                }
            }
            start = end
        }
        return found.sorted { $0.later < $1.later }
    }

    /// Whether the `count` ids (at most 16) are ASCII and the names they become have distinct
    /// digests, so no two of them collide; false says nothing.
    private static func haveDistinctNames(count: Int, upperFirst: Bool, spelling: (Int) -> String) -> Bool {
        var digests = InlineArray<16, UInt64>(repeating: 0)
        for index in 0..<count {
            // FNV-1a over the bytes of the name, which `NameSpelling` passes through when not ASCII.
            var digest: UInt64 = 0xcbf2_9ce4_8422_2325
            let id = spelling(index)
            let bytes = id.utf8.span
            var name = NameSpelling(upperFirst: upperFirst)
            for index in bytes.indices {
                guard let byte = name.spell(bytes[index]) else { continue }
                guard byte < 0x80 else { return false }
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            for earlier in 0..<index where digests[earlier] == digest { return false }
            digests[index] = digest
        }
        return true
    }

    /// The Swift name an id becomes, compared as the `String` `Identifier` makes of it would be.
    /// When every id of a comparison is ASCII (as every valid id is), names are compared on the
    /// bytes `Identifier` would write, one at a time, and never built.
    private struct SwiftName: Equatable {
        let id: String
        let upperFirst: Bool
        let bytewise: Bool

        var name: String { upperFirst ? Identifier.typeName(id) : Identifier.memberName(id) }

        static func == (lhs: SwiftName, rhs: SwiftName) -> Bool {
            guard lhs.bytewise, rhs.bytewise else { return lhs.name == rhs.name }
            return NameBytes(bytes: lhs.id.utf8.makeIterator(), upperFirst: lhs.upperFirst)
                .elementsEqual(NameBytes(bytes: rhs.id.utf8.makeIterator(), upperFirst: rhs.upperFirst))
        }

        /// The hash of the bytes of the name an ASCII id becomes, without building it; nil for an
        /// id that is not ASCII. Seeded per process like any `Hasher`, so a run of ids cannot be
        /// chosen to collide; only the grouping depends on it, never the order of the findings.
        static func asciiDigest(of id: String, upperFirst: Bool) -> Int? {
            var hasher = Hasher()
            let bytes = id.utf8.span
            var name = NameSpelling(upperFirst: upperFirst)
            for index in bytes.indices {
                guard let byte = name.spell(bytes[index]) else { continue }
                guard byte < 0x80 else { return nil }
                hasher.combine(byte)
            }
            return hasher.finalize()
        }
    }

    /// The bytes of the name `Identifier` makes of an ASCII id: separators dropped, the letter
    /// after one capitalized, the first letter upper- or lowercased.
    private struct NameBytes<Bytes: IteratorProtocol<UInt8>>: Sequence, IteratorProtocol {
        var bytes: Bytes
        var spelling: NameSpelling

        init(bytes: Bytes, upperFirst: Bool) {
            self.bytes = bytes
            spelling = NameSpelling(upperFirst: upperFirst)
        }

        mutating func next() -> UInt8? {
            while let byte = bytes.next() {
                if let spelled = spelling.spell(byte) { return spelled }
            }
            return nil
        }
    }

    /// How `Identifier` spells each byte of an ASCII id, one after the other: nil for a separator.
    private struct NameSpelling {
        let upperFirst: Bool
        var startsWord = true
        var isFirst = true

        init(upperFirst: Bool) {
            self.upperFirst = upperFirst
        }

        mutating func spell(_ byte: UInt8) -> UInt8? {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                startsWord = true
                return nil
            }
            defer {
                startsWord = false
                isFirst = false
            }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            if isFirst, !upperFirst {
                return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            }
            return startsWord && isLower ? byte - 32 : byte
        }
    }
}

extension IdentifierCollision {
    /// The rule's wording.
    package enum Message {
        package static func typeName(_ later: String, first: String, name: String) -> RuleMessage {
            RuleMessage("type-name", "dialog id '\(later)' becomes the Swift type name '\(name)', as '\(first)' does")
        }
        package static func memberName(_ later: String, dialog: String, first: String, name: String) -> RuleMessage {
            RuleMessage("member-name", "button id '\(later)' of dialog '\(dialog)' becomes the Swift name '\(name)', as '\(first)' does")
        }
        package static func firstDefined(_ id: String) -> RuleMessage { RuleMessage("first-defined", "'\(id)' first defined here") }
    }

    public static var messages: [RuleMessage] {
        [
            Message.typeName("save-file", first: "saveFile", name: "SaveFile"),
            Message.memberName("do-it", dialog: "a", first: "doIt", name: "doIt"),
            Message.firstDefined("saveFile"),
        ]
    }
}
