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
        let ids = files.indices.flatMap { file in files[file].dialogs.map { (file, $0.id) } }
        var findings = collisions(among: ids, in: files, naming: Identifier.typeName) { later, first, name in
            Message.typeName(later, first: first, name: name)
        }
        // Dialog rules skip dialogs the decoder found wrong; their buttons are judged the same way.
        for file in files.indices {
            // One button has nothing to collide with.
            for dialog in files[file].dialogs where dialog.isWellFormed && dialog.buttons.count > 1 {
                findings += collisions(among: dialog.buttons.map { (file, $0.id) }, in: files, naming: Identifier.memberName) { later, first, name in
                    Message.memberName(later, dialog: dialog.id.value, first: first, name: name)
                }
            }
        }
        return findings
    }

    private static func collisions(
        among ids: [(file: Int, id: Located<String>)],
        in files: [SpecFile],
        naming: (String) -> String,
        message: (_ later: String, _ first: String, _ name: String) -> RuleMessage
    ) -> [Diagnostic] {
        var firstByName: [String: (file: Int, id: Located<String>)] = [:]
        var spellings: Set<String> = []
        var findings: [Diagnostic] = []
        for (file, id) in ids {
            // A spelling seen before is a duplicate id, which its own rule reports.
            guard spellings.insert(id.value).inserted else { continue }
            let name = naming(id.value)
            guard let first = firstByName[name] else {
                firstByName[name] = (file, id)
                continue
            }
            findings.append(diagnostic(
                message(id.value, first.id.value, name),
                at: files[file].location(of: id),
                notes: [DiagnosticNote(Message.firstDefined(first.id.value), at: files[first.file].location(of: first.id))]))
        }
        return findings
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
