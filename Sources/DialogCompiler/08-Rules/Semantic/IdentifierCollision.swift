/// Two different ids that would become the same Swift name.
public enum IdentifierCollision: CrossFileRule {
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
            .dialogs("""
                {"id": "log-out", "type": "toast", "message": "Logged out"},
                {"id": 1️⃣"logOut", "type": "toast", "message": "Logged out again"}
                """),
            .dialogs("""
                {"id": "a", "type": "alert", "title": "Update now?", "buttons": [
                  {"id": "not-now", "title": "Not Now"},
                  {"id": 1️⃣"not_now", "title": "Later"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "log-out", "type": "toast", "message": "Logged out"},
                {"id": "logout", "type": "alert", "title": "Log out?", "buttons": [
                  {"id": "not-now", "title": "Not Now"},
                  {"id": "now", "title": "Log Out"}
                ]}
                """)
        ])

    public static func check(_ files: [SpecFile]) -> [Diagnostic] {
        var ids: [(file: Int, id: Located<String>)] = []
        ids.reserveCapacity(files.reduce(0) { $0 + $1.dialogs.count })
        for file in files.indices {
            for index in files[file].dialogs.indices { ids.append((file, files[file].dialogs[index].id)) }
        }
        var findings: [Diagnostic] = []
        collisions(count: ids.count, upperFirst: true, spelling: { ids[$0].id.value }) { later, first in
            findings.append(finding(
                Message.typeName(ids[later].id.value, first: ids[first].id.value, name: Identifier.typeName(ids[later].id.value)),
                later: files[ids[later].file].location(of: ids[later].id), first: ids[first].id.value,
                at: files[ids[first].file].location(of: ids[first].id)))
        }
        // Dialog rules skip dialogs the decoder found wrong; their buttons are judged the same way.
        for file in files.indices {
            let source = files[file].source
            for dialog in files[file].dialogs.indices {
                let buttons = files[file].dialogs[dialog].buttons
                // One button has nothing to collide with.
                guard buttons.count > 1, files[file].dialogs[dialog].isWellFormed else { continue }
                collisions(count: buttons.count, upperFirst: false, spelling: { buttons[$0].id.value }) { later, first in
                    let laterID = buttons[later].id
                    let firstID = buttons[first].id
                    findings.append(finding(
                        Message.memberName(
                            laterID.value, dialog: files[file].dialogs[dialog].id.value, first: firstID.value,
                            name: Identifier.memberName(laterID.value)),
                        later: source.location(of: laterID), first: firstID.value, at: source.location(of: firstID)))
                }
            }
        }
        return findings
    }

    private static func finding(
        _ message: RuleMessage, later: SourceLocation, first: String, at firstLocation: SourceLocation
    ) -> Diagnostic {
        diagnostic(message, at: later, notes: [DiagnosticNote(Message.firstDefined(first), at: firstLocation)])
    }

    /// Calls `found` for each of `count` ids (spelled `spelling(index)`, in order) whose Swift
    /// name an earlier id already has, with the index of the first id of that name. An id spelled
    /// as an earlier one is a duplicate, which its own rule reports, and is skipped.
    ///
    /// Each name is hashed once, on the bytes it would have, without building it; a handful of
    /// ids (the buttons of a dialog) are compared pair by pair, which costs less than hashing.
    private static func collisions(
        count: Int, upperFirst: Bool, spelling: (Int) -> String, found: (_ later: Int, _ first: Int) -> Void
    ) {
        guard count > 1 else { return }
        let bytewise = (0..<count).allSatisfy { spelling($0).utf8.allSatisfy { $0 < 0x80 } }
        func name(_ index: Int) -> SwiftName { SwiftName(id: spelling(index), upperFirst: upperFirst, bytewise: bytewise) }
        if count <= 16 {
            for later in 1..<count {
                let text = spelling(later)
                guard !(0..<later).contains(where: { spelling($0) == text }) else { continue }
                let laterName = name(later)
                if let first = (0..<later).first(where: { name($0) == laterName }) { found(later, first) }
            }
            return
        }
        var firstByName: [SwiftName: Int] = [:]
        firstByName.reserveCapacity(count)
        // The ids reported against each first one: with the first, the spellings its name has had.
        var reported: [Int: [Int]] = [:]
        for index in 0..<count {
            let key = name(index)
            guard let first = firstByName[key] else {
                firstByName[key] = index
                continue
            }
            let text = spelling(index)
            if spelling(first) == text || reported[first, default: []].contains(where: { spelling($0) == text }) { continue }
            reported[first, default: []].append(index)
            found(index, first)
        }
    }

    /// The Swift name an id becomes, compared and hashed as the `String` `Identifier` makes of it
    /// would be. When every id of a comparison is ASCII (as every valid id is), names are compared
    /// and hashed on the bytes `Identifier` would write, one at a time, and never built.
    private struct SwiftName: Hashable {
        let id: String
        let upperFirst: Bool
        let bytewise: Bool
        /// FNV-1a of the name's bytes, when `bytewise`: the only pass over them that hashing needs.
        let digest: UInt64

        init(id: String, upperFirst: Bool, bytewise: Bool) {
            self.id = id
            self.upperFirst = upperFirst
            self.bytewise = bytewise
            guard bytewise else {
                digest = 0
                return
            }
            // Over the contiguous bytes where there are some: `String.UTF8View`'s iterator costs
            // several times the hashing.
            digest = id.utf8.withContiguousStorageIfAvailable {
                Self.digest(of: NameBytes(bytes: $0.makeIterator(), upperFirst: upperFirst))
            } ?? Self.digest(of: NameBytes(bytes: id.utf8.makeIterator(), upperFirst: upperFirst))
        }

        private static func digest(of bytes: some Sequence<UInt8>) -> UInt64 {
            var digest: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return digest
        }

        var name: String { upperFirst ? Identifier.typeName(id) : Identifier.memberName(id) }

        static func == (lhs: SwiftName, rhs: SwiftName) -> Bool {
            guard lhs.bytewise, rhs.bytewise else { return lhs.name == rhs.name }
            return lhs.digest == rhs.digest
                && NameBytes(bytes: lhs.id.utf8.makeIterator(), upperFirst: lhs.upperFirst)
                    .elementsEqual(NameBytes(bytes: rhs.id.utf8.makeIterator(), upperFirst: rhs.upperFirst))
        }

        func hash(into hasher: inout Hasher) {
            if bytewise { hasher.combine(digest) } else { hasher.combine(name) }
        }
    }

    /// The bytes of the name `Identifier` makes of an ASCII id: separators dropped, the letter
    /// after one capitalized, the first letter upper- or lowercased.
    private struct NameBytes<Bytes: IteratorProtocol<UInt8>>: Sequence, IteratorProtocol {
        var bytes: Bytes
        let upperFirst: Bool
        var startsWord = true
        var isFirst = true

        mutating func next() -> UInt8? {
            while let byte = bytes.next() {
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    startsWord = true
                    continue
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
            return nil
        }
    }
}

extension IdentifierCollision {
    /// The rule's wording.
    enum Message {
        static func typeName(_ later: String, first: String, name: String) -> RuleMessage {
            RuleMessage("type-name", "dialog id '\(later)' becomes the Swift type name '\(name)', as '\(first)' does")
        }
        static func memberName(_ later: String, dialog: String, first: String, name: String) -> RuleMessage {
            RuleMessage("member-name", "button id '\(later)' of dialog '\(dialog)' becomes the Swift name '\(name)', as '\(first)' does")
        }
        static func firstDefined(_ id: String) -> RuleMessage { RuleMessage("first-defined", "'\(id)' first defined here") }
    }

    public static var messages: [RuleMessage] {
        [
            Message.typeName("save-file", first: "saveFile", name: "SaveFile"),
            Message.memberName("do-it", dialog: "a", first: "doIt", name: "doIt"),
            Message.firstDefined("saveFile"),
        ]
    }
}
