import DialogSpec

/// How spec ids become Swift names that always compile and never shadow what generated code uses.
package enum SwiftNames {
    /// Words Swift reserves in some position; written in backticks as names. Backticks around
    /// a word that needs none are harmless, so the list errs on the side of more.
    package static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "actor", "any", "as", "associatedtype", "async", "await", "borrowing",
        "break", "case", "catch", "class", "consuming", "continue", "default", "defer", "deinit", "do", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "indirect", "init", "inout", "internal", "is", "let", "macro", "nil", "nonisolated", "open", "operator",
        "package", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while",
    ]

    /// Type names the generated code refers to inside its namespace; a dialog named like one
    /// would shadow it, so such a dialog's type gets a trailing underscore (ids never produce one,
    /// since `_` separates words), as do keywords and the namespace's own name.
    package static let reservedTypeNames: Set<String> = Set([
        "Action", "Bool", "DialogButton", "DialogButtonRole", "DialogColor",
        "DialogDefinition", "DialogDescriptor", "DialogFont", "DialogKind", "DialogPresentation", "DialogRuntime",
        "DialogSourceLocation", "DialogStyle", "DialogTextField", "Double", "Hashable", "Int", "Never",
        "Optional", "Result", "Sendable", "String", "Swift", "CaseIterable", "UInt8",
        "DialogLocalization", "DialogLocalizedText", "DialogArgument", "DialogPluralCategory",
    ]).union(DialogKindTable.all.flatMap { [$0.runtimeProtocol, String($0.resultType.prefix { $0 != "<" })] })

    /// Members every action enum already has through its conformances.
    package static let reservedMemberNames: Set<String> = ["allCases", "hash", "hashValue", "init", "rawValue"]

    /// The type name of a dialog: `time-of-day` becomes `TimeOfDay`.
    package static func typeName(for id: String, namespace: String) -> String {
        let name = Identifier.typeName(id)
        // Keywords too: a backticked `Self` or `Type` reads as the keyword in some positions.
        return reservedTypeNames.contains(name) || keywords.contains(name) || name == namespace ? name + "_" : name
    }

    /// The case name of a button: `log-out` becomes `logOut`, `default` stays `default` (in backticks).
    package static func caseName(for id: String) -> String {
        let name = Identifier.memberName(id)
        return reservedMemberNames.contains(name) ? name + "_" : name
    }

    /// Why `name` cannot name the namespace enum, or nil when it can: it must be a plain Swift
    /// identifier, not a keyword, and not a type the generated code refers to, which it would shadow.
    package static func namespaceProblem(_ name: String) -> String? {
        func isLetter(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character == "_") }
        guard let first = name.first, isLetter(first), name != "_",
            name.allSatisfy({ isLetter($0) || ($0.isASCII && $0.isWholeNumber) })
        else {
            return "must be a Swift type name (ASCII letters, digits and '_', not starting with a digit), found '\(name)'"
        }
        if keywords.contains(name) { return "cannot be '\(name)', a Swift keyword" }
        if reservedTypeNames.contains(name) { return "cannot be '\(name)', a type the generated code uses, which it would shadow" }
        return nil
    }

    /// `name` as it must be written in source: in backticks when it is a keyword.
    package static func spelled(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
