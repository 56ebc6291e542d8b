import DialogDiagnostics
import DialogLayoutAdapter
import DialogRuntime
import DialogSpec

/// What a dialog asks of the runtime that presents it from a bundle: each capability of the
/// runtime's table it uses, at the first place of the spec that uses it.
///
/// The capabilities and their versions are the runtime's own (`DialogBundle.capabilities`), never
/// declared again here; what this type knows is which part of a spec needs which of them. The
/// bundle writes the names as the dialog's `requires` and the newest version among them as its
/// `minimumRuntime`; `runtime-unsupported` reports those an older runtime lacks.
package struct RuntimeRequirements: Sendable {
    /// One capability the dialog uses, and where it first uses it.
    package struct Use: Sendable, Hashable {
        package var capability: DialogRuntimeCapability
        /// The first bytes of the dialog that need it: its id for the bundle itself, its `type`
        /// for the kind, a parameter, a plural text, a token colour, a motion key.
        package var range: ByteRange
    }

    /// Each capability used, once, in the order of the table.
    package let uses: [Use]

    /// What `dialog` uses of `capabilities` (a table like the runtime's, which tests may replace
    /// with one of later versions), with the translations a bundle carries (`--locale`) when given,
    /// and whether the bundle keeps its texts in the app's catalog (`--texts catalog`).
    package init(
        _ dialog: Dialog, capabilities: [DialogRuntimeCapability] = DialogBundle.capabilities, translations: LocaleTexts? = nil,
        looksUpTexts: Bool = false
    ) {
        var found = Self.firstUses(of: dialog, translations: translations)
        // Texts of format 2 only: generated code shows version 1 texts as written, and so does the bundle.
        if looksUpTexts, dialog.specVersion >= 2, let first = dialog.localizableTexts.map(\.text.range).min() {
            found[DialogRuntimeCapability.catalogTexts.name] = first
        }
        uses = capabilities.compactMap { capability in found[capability.name].map { Use(capability: capability, range: $0) } }
    }

    /// The names of the capabilities used, sorted: a bundled dialog's `requires`.
    package var names: [String] { uses.map(\.capability.name).sorted() }

    /// The newest version among the capabilities used: the oldest runtime that presents the
    /// dialog, `since` of the bundle itself when it uses nothing else.
    package var minimumRuntime: String {
        uses.map(\.capability.since).reduce(DialogRuntimeCapability.bundle.since) { newest, since in
            DialogBundle.version(newest, satisfies: since) == false ? since : newest
        }
    }

    /// The uses a runtime of `version` cannot present: those of a capability that arrived later.
    package func unsupported(byRuntime version: String) -> [Use] {
        uses.filter { DialogBundle.version(version, satisfies: $0.capability.since) == false }
    }

    /// The first place of `dialog` that uses each capability, by the capability's name.
    private static func firstUses(of dialog: Dialog, translations: LocaleTexts?) -> [String: ByteRange] {
        var found: [String: ByteRange] = [:]
        func use(_ capability: DialogRuntimeCapability, _ range: ByteRange?) {
            guard let range else { return }
            if let earlier = found[capability.name], earlier <= range { return }
            found[capability.name] = range
        }
        use(.bundle, dialog.id.range)
        use(.kind(dialog.type.value), dialog.type.range)
        let parameters = dialog.parameters
        for parameter in parameters {
            use(.parameters, parameter.name.range)
            use(.parameterDefaults, parameter.defaultValue?.range)
        }
        // Plural forms and translations are format 2's, which the bundle writes as pieces.
        if dialog.specVersion >= 2, !parameters.isEmpty || translations?.languages.isEmpty == false {
            let languages = translations?.languages ?? []
            for text in dialog.localizableTexts {
                if let plural = text.plural, parameters.contains(where: { $0.name.value == plural.parameter.value }) {
                    use(.pluralTexts, plural.range)
                }
                if let catalog = translations?.catalog, languages.contains(where: { catalog[text.key]?[$0] != nil }) {
                    use(.translations, text.text.range)
                }
            }
        }
        // The colours the app draws from its asset catalog: those a colour token gives.
        if dialog.tokenReferences.contains(where: { $0.type == .color }) {
            for place in dialog.tokenPlaces {
                guard case .color = place.value, dialog.token(at: place.range) != nil else { continue }
                use(.namedColors, place.range)
            }
        }
        for phase in [dialog.presentation.show?.motion, dialog.presentation.hide?.motion] {
            guard let motion = phase else { continue }
            use(.springMotion, motion.spring?.range)
            for value in [motion.fromScale, motion.toScale, motion.fromOpacity, motion.toOpacity, motion.translateY] {
                use(.springMotion, value?.range)
            }
            use(.reducedMotion, motion.reducedMotion?.range)
        }
        return found
    }
}

/// A runtime version as `--runtime-version` and `minimumRuntime` write it: one to four
/// dot-separated numbers (`0.2`, `1.2.3`). Kept as numbers rather than text, so the rules'
/// options, which the context of every dialog holds, stay plain values a copy does not retain.
public struct RuntimeVersion: Sendable, Hashable, CustomStringConvertible {
    private var first, second, third, fourth: Int
    private var count: Int

    /// The version `text` spells, or nil when it is no version.
    public init?(_ text: String) {
        guard DialogBundle.version(text, satisfies: text) != nil else { return nil }
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard (1...4).contains(parts.count) else { return nil }
        let padded = parts + Array(repeating: 0, count: 4 - parts.count)
        (first, second, third, fourth, count) = (padded[0], padded[1], padded[2], padded[3], parts.count)
    }

    /// The version as written, its parts as numbers (`0.2`, `1.2.3`).
    public var description: String {
        [first, second, third, fourth].prefix(count).map(String.init).joined(separator: ".")
    }
}
