import DialogDiagnostics
import DialogRules
import DialogSpec
import Testing

/// `identifier-collision` compares names on the bytes they would have, pair by pair for a few
/// ids and through a table for many; both must find what building every name as a `String`
/// and keeping them in a dictionary finds, the way the rule worked before.
@Suite struct IdentifierCollisionNamingTests {
    /// Ids that collide, repeat, differ only in case, and one that is not ASCII (the Kelvin sign,
    /// which `String` takes as equal to 'K'), so every branch of the rule is met.
    private static let spellings = [
        "log-out", "logOut", "log_out", "logout", "log-out", "LogOut", "a", "A", "a-b", "aB", "a_b", "ab",
        "x1", "x-1", "X1", "\u{212A}ey", "key", "Key", "k-ey", "save-file", "saveFile", "save-File", "b", "b",
    ]

    private static func dialogs(_ ids: [String], buttons: [String] = []) -> [Dialog] {
        ids.enumerated().map { index, id in
            let start = index * 100
            var dialog = Dialog(
                id: Located(id, at: ByteRange(start, start + 1)), type: Located(.alert, at: ByteRange(start + 2, start + 3)),
                range: ByteRange(start, start + 99))
            dialog.buttons = buttons.enumerated().map { offset, button in
                let at = start + 10 + offset * 4
                return Button(
                    id: Located(button, at: ByteRange(at, at + 1)), title: Located("t", at: ByteRange(at + 2, at + 3)),
                    range: ByteRange(at, at + 3))
            }
            return dialog
        }
    }

    /// What the rule found when it built every name and kept them in a dictionary.
    private static func expected(_ files: [SpecFile]) -> [String] {
        func collisions(_ ids: [(path: String, id: Located<String>)], name: (String) -> String, message: (String, String, String) -> String)
            -> [String]
        {
            var first: [String: (path: String, id: Located<String>)] = [:]
            var spellings: Set<String> = []
            var found: [String] = []
            for (path, id) in ids where spellings.insert(id.value).inserted {
                let swiftName = name(id.value)
                guard let earlier = first[swiftName] else {
                    first[swiftName] = (path, id)
                    continue
                }
                found.append(
                    "\(path)@\(id.range.start) \(message(id.value, earlier.id.value, swiftName)) | '\(earlier.id.value)' first defined here @\(earlier.path)@\(earlier.id.range.start)"
                )
            }
            return found
        }
        var found = collisions(files.flatMap { file in file.dialogs.map { (file.path, $0.id) } }, name: Identifier.typeName) {
            "dialog id '\($0)' becomes the Swift type name '\($2)', as '\($1)' does"
        }
        for file in files {
            for dialog in file.dialogs where dialog.isWellFormed && dialog.buttons.count > 1 {
                found += collisions(dialog.buttons.map { (file.path, $0.id) }, name: Identifier.memberName) {
                    "button id '\($0)' of dialog '\(dialog.id.value)' becomes the Swift name '\($2)', as '\($1)' does"
                }
            }
        }
        return found
    }

    private static func found(_ files: [SpecFile]) -> [String] {
        IdentifierCollision.check(files).map { diagnostic in
            let notes = diagnostic.notes.map { "\($0.message) @\($0.location.file)@\($0.location.range?.start ?? 0)" }
            return "\(diagnostic.location.file)@\(diagnostic.location.range?.start ?? 0) \(diagnostic.message) | " + notes.joined()
        }
    }

    @Test(arguments: [3, 8, 16, 17, 24])
    func findsWhatNamingEveryIDFinds(count: Int) {
        let ids = Array(Self.spellings.prefix(count))
        // Split over two files, so firsts and notes cross files too.
        let files = [
            SpecFile(path: "a.json", dialogs: Self.dialogs(Array(ids.prefix(count / 2)), buttons: ids)),
            SpecFile(path: "b.json", dialogs: Self.dialogs(Array(ids.dropFirst(count / 2)), buttons: Array(ids.reversed()))),
        ]
        let found = Self.found(files)
        #expect(!found.isEmpty)
        #expect(found == Self.expected(files))
    }

    @Test func asciiIDsAloneStillCollide() {
        let ids = Self.spellings.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        let files = [SpecFile(path: "a.json", dialogs: Self.dialogs(ids, buttons: ids))]
        #expect(Self.found(files) == Self.expected(files))
        #expect(Self.found(files).contains { $0.contains("dialog id 'logOut' becomes the Swift type name 'LogOut', as 'log-out' does") })
    }
}
