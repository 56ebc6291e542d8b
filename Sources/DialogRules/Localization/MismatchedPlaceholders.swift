import DialogDiagnostics
import DialogStringCatalogs

/// A translation whose format specifiers differ from its source text's.
public enum MismatchedPlaceholders: DialogRule {
    public static let description = RuleDescription(
        id: "placeholder-mismatch",
        severity: .error,
        stage: .lint,
        summary: "a translation's placeholders ('%@', '%lld', '%1$@') differ from the source text's in count, type or position",
        explanation: """
            A translation is formatted with the arguments of the source text: one that reads an \
            argument the source does not pass, or reads it as another type ('%d' for a string), \
            prints garbage or crashes `String(format:)`; one that drops an argument loses it. The \
            source is the catalog's source-language unit when it has one (it carries the \
            specifiers of the parameters), else the spec's text. A translation may reorder \
            arguments with positions ('%2$@ %1$@'); a plural variation may leave out the number \
            ('one photo'), but not read another argument or type. Device variations are checked \
            like whole texts; a substitution ('%#@photos@') reads the argument its 'argNum' and \
            'formatSpecifier' give, and its forms are checked like plural variations ('%arg' being \
            that argument).
            """,
        triggering: [
            .dialogs(
                ExampleCatalog.syncFailed(title: "1️⃣\"Couldn't sync the album\""),
                catalog: ExampleCatalog.text([
                    ("sync-failed.title", ExampleCatalog.entry([("de", ExampleCatalog.unit("%@ nicht synchronisiert"))])),
                    ExampleCatalog.germanOK,
                ]))
        ],
        nonTriggering: [
            .dialogs(
                ExampleCatalog.syncFailed(),
                catalog: ExampleCatalog.text([
                    (
                        "sync-failed.title",
                        ExampleCatalog.entry([
                            ("en", ExampleCatalog.unit("Couldn't sync %1$@ to %2$@")),
                            ("de", ExampleCatalog.unit("%1$@ nicht mit %2$@ synchronisiert")),
                            ("ja", ExampleCatalog.unit("%1$@を%2$@に同期できません")),
                        ])
                    ),
                    (
                        "sync-failed.button.ok",
                        ExampleCatalog.entry([("de", ExampleCatalog.unit("OK")), ("ja", ExampleCatalog.unit("OK"))])
                    ),
                ]))
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        var found: [Diagnostic] = []
        for translation in context.catalogTranslations {
            for unit in translation.units where !unit.unit.text.isEmpty {
                let source = CatalogTranslations.sourceSpecifiers(of: translation, for: unit)
                var mismatches = PlaceholderMismatch.compare(source: source, translation: unit.allSpecifiers)
                if !unit.variant.isWholeText {
                    // "one photo" instead of "%lld photo" is how the forms of a count are written.
                    mismatches.removeAll { if case .count = $0 { true } else if case .missing = $0 { true } else { false } }
                }
                // What a substitution's form reads amiss is reported at the form, the count it
                // throws off with it.
                let own = Set(unit.specifiers.map(\.position))
                let formsOnly = mismatches.filter { mismatch in
                    switch mismatch {
                    case .unexpected(let position, _), .type(let position, _, _): !own.contains(position)
                    case .count, .missing: false
                    }
                }
                if !formsOnly.isEmpty {
                    mismatches.removeAll { mismatch in
                        if case .count = mismatch { return true }
                        return formsOnly.contains(mismatch)
                    }
                }
                // A different count is worth saying only when the positions do not already say it.
                if mismatches.count > 1 { mismatches.removeAll { if case .count = $0 { true } else { false } } }
                guard !mismatches.isEmpty else { continue }
                let specifiers = source.map { "'\($0.text)'" }
                found.append(
                    diagnostic(
                        Message.mismatch(
                            CatalogTranslations.name(translation.language, translation.text.key, variant: unit.variant),
                            mismatches.map(describe).joined(separator: "; ")),
                        at: context.location(of: translation.text.text),
                        suggestion: Suggestion(specifiers.isEmpty ? Message.removeAll : Message.match(LintWording.list(specifiers)))
                    ).inLocale(translation.language))
            }
        }
        findings += found
    }

    /// One difference in words.
    package static func describe(_ mismatch: PlaceholderMismatch) -> String {
        switch mismatch {
        case .count(let source, let translation):
            "it has \(Wording.count(translation, "placeholder", "placeholders")) where the source has \(source)"
        case .missing(let position, let type): "it lacks argument \(position) ('%\(type)')"
        case .unexpected(let position, let type): "it reads argument \(position) ('%\(type)'), which the source does not pass"
        case .type(let position, let source, let translation):
            "it reads argument \(position) as '%\(translation)' where the source has '%\(source)'"
        }
    }
}

extension MismatchedPlaceholders {
    /// The rule's wording.
    package enum Message {
        package static func mismatch(_ translation: String, _ differences: String) -> RuleMessage {
            RuleMessage("mismatch", "\(translation) does not match the source's placeholders: \(differences)")
        }
        package static func match(_ specifiers: String) -> RuleMessage {
            RuleMessage("match", "use the source's placeholders, each once, in any order: \(specifiers)")
        }
        package static let removeAll = RuleMessage("remove-all", "remove the placeholders: the source text has none")
    }

    public static var messages: [RuleMessage] {
        [
            Message.mismatch("'de' translation of 'a.title'", describe(.count(source: 1, translation: 2))),
            Message.mismatch("'de' translation of 'a.title'", describe(.count(source: 2, translation: 1))),
            Message.mismatch("'de' translation of 'a.title'", describe(.missing(position: 1, type: .object))),
            Message.mismatch("'de' translation of 'a.title'", describe(.unexpected(position: 1, type: .object))),
            Message.mismatch(
                "'de' translation of 'a.title'", describe(.type(position: 1, source: .object, translation: .signedInteger(length: "")))),
            Message.mismatch(
                "'de' translation of 'a.title'",
                describe(.missing(position: 2, type: .object)) + "; " + describe(.unexpected(position: 3, type: .object))),
            Message.mismatch("'ru' translation of 'a.title' ('few')", describe(.unexpected(position: 2, type: .object))),
            Message.mismatch("'fr' translation of 'a.title' (device 'mac')", describe(.missing(position: 1, type: .object))),
            Message.mismatch(
                "'de' translation of 'a.title' (substitution 'photos', 'one')",
                describe(.type(position: 1, source: .signedInteger(length: "ll"), translation: .object))),
            Message.match("'%1$@' and '%2$lld'"), Message.removeAll,
        ]
    }
}
