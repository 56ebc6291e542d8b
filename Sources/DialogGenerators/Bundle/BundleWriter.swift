import DialogLayoutAdapter
import DialogLayoutEngine
import DialogRules
import DialogRuntime
import DialogSpec
import DialogStringCatalogs
import DialogWriters

/// Writes validated specs as a dialog bundle: a versioned JSON document the runtime's
/// `DialogBundle` presents without an app release (Schemas/dialogc-bundle.schema.json).
///
/// Each dialog carries what its generated `DialogDescriptor(...)` is made of, every default
/// resolved as `DescriptorArguments` resolves it, so a dialog presented from the bundle has the
/// generated code's layout and motion; its texts are the spec's (and the chosen locales'
/// translations), each parameter a piece of its own, never a format string.
package struct BundleWriter: Sendable {
    /// The bundle format this writer writes; the runtime refuses a newer one.
    package static let formatVersion = 1

    /// The first line of every bundle file: the start of its object, and how tools recognize a bundle dialogc wrote.
    package static let headerLine = #"{"generatedBy": "dialogc; edit the specs and run 'dialogc bundle' again","#

    /// The language the specs' texts are written in (`.dialogc.json`'s `sourceLanguage`), whose
    /// plural rules pick a form of a source text.
    package var sourceLanguage = "en"
    /// The translations the bundle carries beside the spec's texts, and their languages; none
    /// of texts kept in the app's catalog, which its own tables translate.
    package var translations: LocaleTexts?
    /// Where the app finds the texts of format v2: in the bundle, or in its own String Catalog.
    package var texts: TextSource = .bundled

    /// Where a bundled dialog's texts come from (`dialogc bundle --texts`).
    package enum TextSource: String, Sendable, CaseIterable {
        /// The spec's texts, and the translations of `translations`, carried in the bundle.
        case bundled
        /// Each text's localization key, which the runtime looks up in the app's tables as
        /// generated code does, with the spec's text as the fallback; format v1 texts, which
        /// generated code does not look up, stay as they are.
        case catalog
    }

    /// A writer of the spec's texts alone.
    package init(sourceLanguage: String = "en", translations: LocaleTexts? = nil) {
        self.sourceLanguage = sourceLanguage
        self.translations = translations
    }

    /// The bundle of every dialog of `specs`, in spec path order, ending in a newline.
    package func document(_ specs: [SpecFile]) -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.plainKey("formatVersion")
        writer.number(Self.formatVersion)
        writer.plainKey("sourceLanguage")
        writer.string(sourceLanguage)
        writer.plainKey("locales")
        writer.beginArray()
        for language in texts == .bundled ? translations?.languages ?? [] : [] { writer.string(language) }
        writer.endArray()
        writer.plainKey("dialogs")
        writer.beginArray()
        for spec in specs.sorted(by: { $0.path < $1.path }) {
            for dialog in spec.dialogs {
                let line = spec.source.line(at: dialog.range.start)
                DialogEntry(dialog: dialog, file: spec.path, line: line, writer: self).write(into: &writer)
            }
        }
        writer.endArray()
        writer.endObject()
        // The writer's `{` and newline give way to the header line, which opens the object too.
        return Self.headerLine + "\n" + writer.text.dropFirst(2) + "\n"
    }
}

/// One dialog of a bundle: its descriptor's fields, as `DescriptorArguments` prints them for Swift.
private struct DialogEntry {
    let dialog: Dialog
    let file: String
    let line: Int
    let writer: BundleWriter

    func write(into json: inout JSONTextWriter) {
        // Texts looked up in the app's catalog carry no translation of the bundle's own.
        let requirements = RuntimeRequirements(
            dialog, translations: looksUpTexts ? nil : writer.translations, looksUpTexts: looksUpTexts)
        // The digest covers what the dialog shows and does, not where its spec keeps it.
        var content = JSONTextWriter()
        writeObject(into: &content, requirements: requirements, digest: nil)
        writeObject(into: &json, requirements: requirements, digest: Self.hex(GenerationStamp.digest(of: content.text)))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private func writeObject(into json: inout JSONTextWriter, requirements: RuntimeRequirements, digest: String?) {
        json.beginObject()
        json.plainKey("id")
        json.string(dialog.id.value)
        json.plainKey("kind")
        json.string(dialog.type.value.rawValue)
        // The oldest runtime that has every capability the dialog uses, not this compiler's version:
        // a dialog of old features stays presentable by old apps.
        json.plainKey("minimumRuntime")
        json.string(requirements.minimumRuntime)
        if let digest {
            // Read off the content, which the digest covers: written beside the digest, not in it.
            json.plainKey("requires")
            json.beginArray()
            for name in requirements.names { json.string(name) }
            json.endArray()
            json.plainKey("digest")
            json.string(digest)
            json.plainKey("source")
            json.beginObject()
            json.plainKey("file")
            json.string(file)
            json.plainKey("line")
            json.number(line)
            json.endObject()
        }
        if !dialog.parameters.isEmpty {
            json.plainKey("parameters")
            json.beginArray()
            for parameter in dialog.parameters {
                json.beginObject()
                json.plainKey("name")
                json.string(parameter.name.value)
                json.plainKey("type")
                json.string(parameter.type.value.rawValue)
                if let value = parameter.defaultValue?.value {
                    // Shown when the app passes no argument: one built before the parameter was added.
                    json.plainKey("default")
                    switch value {
                    case .string(let text): json.string(text)
                    case .integer(let number): json.number(number)
                    case .number(let number): json.number(number)
                    }
                }
                json.endObject()
            }
            json.endArray()
        }
        text("title", .title, dialog.title, into: &json)
        text("subtitle", .subtitle, dialog.subtitle, into: &json)
        text("message", .message, dialog.message, into: &json)
        if !dialog.buttons.isEmpty {
            json.plainKey("buttons")
            json.beginArray()
            for button in dialog.buttons { write(button, into: &json) }
            json.endArray()
        }
        if !dialog.options.isEmpty {
            json.plainKey("options")
            json.beginArray()
            for (index, option) in dialog.options.enumerated() { textValue(.option(index: index), option, into: &json) }
            json.endArray()
        }
        json.plainKey("selectedIndex")
        json.number(dialog.resolvedSelectedIndex)
        if let input = dialog.input { write(input, into: &json) }
        if let autoHide = dialog.resolvedAutoHide {
            json.plainKey("autoHide")
            json.number(autoHide)
        }
        if let maxOptions = dialog.limits.maxOptions {
            json.plainKey("maxOptions")
            json.number(maxOptions.value)
        }
        writePresentation(into: &json)
        if let result = dialog.presentation.coverTapResult {
            json.plainKey("coverTapResult")
            json.string(result.value)
        }
        writeStyle(into: &json)
        writeLayout(into: &json)
        let named = DescriptorArguments.tokenColors(of: dialog)
        if !named.isEmpty {
            // The app draws these from its asset catalog (`generate assets`), the values the fallback.
            json.plainKey("namedColors")
            json.beginArray()
            for (name, color) in named {
                json.beginObject()
                json.plainKey("name")
                json.string(name)
                member("color", color, into: &json)
                json.endObject()
            }
            json.endArray()
        }
        text("accessibilityLabel", .accessibilityLabel, dialog.accessibilityLabel, into: &json)
        text("accessibilityHint", .accessibilityHint, dialog.accessibilityHint, into: &json)
        if let announcement = dialog.announcement {
            json.plainKey("announcement")
            json.string(announcement.value.rawValue)
        }
        json.endObject()
    }

    // MARK: Texts

    /// Whether the dialog's texts are looked up in the app's catalog: those of format v2, as
    /// generated code looks them up.
    private var looksUpTexts: Bool { writer.texts == .catalog && dialog.specVersion >= 2 && !dialog.localizableTexts.isEmpty }

    /// The member `key` with the text `element` shows, or nothing when the spec has none.
    private func text(_ key: StaticString, _ element: LocalizableText.Element, _ text: Located<String>?, into json: inout JSONTextWriter) {
        guard let text else { return }
        json.plainKey(key)
        textValue(element, text, into: &json)
    }

    /// A text: a string shown as it is, or an object of pieces where it takes parameters, varies
    /// by a plural or has translations. Kept in the app's catalog, always an object: the key
    /// `dialogc strings` gives the text, to look up, and the parameters in the order its formats
    /// number them, the spec's text the fallback, as generated code's `DialogLocalizedText` holds them.
    private func textValue(_ element: LocalizableText.Element, _ text: Located<String>, into json: inout JSONTextWriter) {
        guard dialog.specVersion >= 2, let entry = dialog.localizableTexts.first(where: { $0.element == element }) else {
            json.string(text.value)
            return
        }
        let arguments = entry.arguments(from: dialog.parameters).map(\.name.value)
        let looksUp = writer.texts == .catalog
        // The app's own tables translate a text it looks up.
        let translated =
            looksUp
            ? []
            : (writer.translations?.languages ?? []).compactMap { language in
                Translation(entry: entry, language: language, catalog: writer.translations?.catalog, arguments: arguments)
            }
        let plural = entry.plural.flatMap { arguments.contains($0.parameter.value) ? $0 : nil }
        guard looksUp || !arguments.isEmpty || plural != nil || !translated.isEmpty else {
            // What the generated code shows: the text with its escapes resolved.
            json.string(TextTemplate(text.value).rendered { "{\($0)}" })
            return
        }
        json.beginObject()
        json.plainKey("key")
        json.string(entry.key)
        if looksUp {
            json.plainKey("lookup")
            json.bool(true)
            if !arguments.isEmpty {
                json.plainKey("arguments")
                json.beginArray()
                for argument in arguments { json.string(argument) }
                json.endArray()
            }
        }
        json.plainKey("pieces")
        Self.pieces(TextTemplate(text.value), arguments: arguments, into: &json)
        if let plural {
            json.plainKey("plural")
            json.string(plural.parameter.value)
            let forms = plural.orderedForms.filter { $0.category != .other }
            if !forms.isEmpty {
                json.plainKey("forms")
                json.beginObject()
                for form in forms {
                    json.key(form.category.rawValue)
                    Self.pieces(TextTemplate(form.text.value), arguments: arguments, into: &json)
                }
                json.endObject()
            }
        }
        if !translated.isEmpty {
            json.plainKey("translations")
            json.beginObject()
            for translation in translated {
                json.key(translation.language)
                translation.write(into: &json)
            }
            json.endObject()
        }
        json.endObject()
    }

    /// The runs of `template`: literal strings, and `{"parameter": name}` for each placeholder
    /// of an argument (a placeholder of no parameter shows as written, as in generated code).
    static func pieces(_ template: TextTemplate, arguments: [String], into json: inout JSONTextWriter) {
        var runs: [BundlePiece] = []
        for piece in template.pieces {
            switch piece {
            case .literal(let text): runs.append(.literal(text))
            case .placeholder(let name, _):
                runs.append(arguments.contains(name) ? .parameter(name) : .literal("{\(name)}"))
            }
        }
        BundlePiece.write(runs, into: &json)
    }

    // MARK: Parts

    private func write(_ button: Button, into json: inout JSONTextWriter) {
        json.beginObject()
        json.plainKey("id")
        json.string(button.id.value)
        json.plainKey("title")
        textValue(.button(id: button.id.value), button.title, into: &json)
        json.plainKey("role")
        json.string(button.resolvedStyle.rawValue)
        json.plainKey("isPreferred")
        json.bool(button.isPreferred)
        if let color = button.color { member("color", color.value, into: &json) }
        if let font = button.font { member("font", font, into: &json) }
        text("accessibilityLabel", .buttonAccessibilityLabel(id: button.id.value), button.accessibilityLabel, into: &json)
        text("accessibilityHint", .buttonAccessibilityHint(id: button.id.value), button.accessibilityHint, into: &json)
        json.endObject()
    }

    private func write(_ input: TextInputSettings, into json: inout JSONTextWriter) {
        json.plainKey("textField")
        json.beginObject()
        text("placeholder", .placeholder, input.placeholder, into: &json)
        text("initialText", .initialText, input.initialText, into: &json)
        json.plainKey("isMultiline")
        json.bool(input.isMultiline)
        json.plainKey("isSecure")
        json.bool(input.isSecure)
        json.plainKey("isRequired")
        json.bool(input.isRequired)
        if let maxLength = dialog.limits.maxLength {
            json.plainKey("maxLength")
            json.number(maxLength.value)
        }
        let behaviour = input.behaviour
        // Shown by a required field only, as the plan and the generated code say.
        if input.isRequired { text("requiredMessage", .emptyMessage, behaviour.emptyMessage, into: &json) }
        if let key = behaviour.returnKey {
            json.plainKey("returnKey")
            json.string(key.value.rawValue)
        }
        if let newlines = behaviour.allowsNewlines {
            json.plainKey("allowsNewlines")
            json.bool(newlines.value)
        }
        if let clear = behaviour.clearButton {
            json.plainKey("showsClearButton")
            json.bool(clear.value)
        }
        json.endObject()
    }

    private func writePresentation(into json: inout JSONTextWriter) {
        let presentation = dialog.presentation
        json.plainKey("presentation")
        json.beginObject()
        json.plainKey("showType")
        json.string(dialog.resolvedShowType.rawValue)
        json.plainKey("animation")
        json.string(dialog.resolvedAnimation.rawValue)
        json.plainKey("showDuration")
        json.number(
            DescriptorArguments.duration(presentation.show?.duration, presentation.show?.motion, default: Presentation.defaultShowDuration))
        json.plainKey("hideDuration")
        json.number(
            DescriptorArguments.duration(presentation.hide?.duration, presentation.hide?.motion, default: Presentation.defaultHideDuration))
        json.plainKey("coverAlpha")
        json.number(presentation.show?.coverAlpha?.value ?? Presentation.defaultCoverAlpha)
        json.plainKey("dismissOnCoverTap")
        json.bool(dialog.resolvedDismissOnCoverTap)
        json.plainKey("renderer")
        json.string(dialog.resolvedRenderer.rawValue)
        if let animation = presentation.hide?.animation {
            json.plainKey("hideAnimation")
            json.string(animation.value.rawValue)
        }
        if let motion = presentation.show?.motion, !motion.isEmpty { member("showMotion", motion, into: &json) }
        if let motion = presentation.hide?.motion, !motion.isEmpty { member("hideMotion", motion, into: &json) }
        let show = presentation.show?.motion.reducedMotion
        let hide = presentation.hide?.motion.reducedMotion
        for (key, variant) in [("showReducedMotion", show), ("hideReducedMotion", hide)] {
            guard let resolved = variant?.resolved else { continue }
            json.key(key)
            json.beginObject()
            json.plainKey("animation")
            json.string(resolved.animation.rawValue)
            if let duration = resolved.duration {
                json.plainKey("duration")
                json.number(duration)
            }
            json.endObject()
        }
        json.endObject()
    }

    private func member(_ key: StaticString, _ motion: Motion, into json: inout JSONTextWriter) {
        json.plainKey(key)
        json.beginObject()
        if let curve = motion.curve {
            json.plainKey("curve")
            json.string(curve.value.rawValue)
        }
        if let spring = motion.spring {
            json.plainKey("spring")
            json.beginObject()
            json.plainKey("dampingRatio")
            json.number(spring.dampingRatio?.value ?? Spring.defaultDampingRatio)
            json.plainKey("response")
            json.number(spring.response?.value ?? Spring.defaultResponse)
            json.endObject()
        }
        number("fromScale", motion.fromScale, into: &json)
        number("toScale", motion.toScale, into: &json)
        number("fromOpacity", motion.fromOpacity, into: &json)
        number("toOpacity", motion.toOpacity, into: &json)
        number("translateY", motion.translateY, into: &json)
        if let phase = motion.coverPhase {
            json.plainKey("coverPhase")
            json.string(phase.value.rawValue)
        }
        number("coverDuration", motion.coverDuration, into: &json)
        json.endObject()
    }

    private func number(_ key: StaticString, _ value: Located<Double>?, into json: inout JSONTextWriter) {
        guard let value else { return }
        json.plainKey(key)
        json.number(value.value)
    }

    private func writeStyle(into json: inout JSONTextWriter) {
        let style = dialog.style
        json.plainKey("style")
        json.beginObject()
        if let font = style.titleFont { member("titleFont", font, into: &json) }
        if let font = style.messageFont { member("messageFont", font, into: &json) }
        if let color = style.titleColor { member("titleColor", color.value, into: &json) }
        if let color = style.messageColor { member("messageColor", color.value, into: &json) }
        if let color = style.lineColor { member("lineColor", color.value, into: &json) }
        if let color = style.backgroundColor { member("backgroundColor", color.value, into: &json) }
        if let color = style.coverColor { member("coverColor", color.value, into: &json) }
        if let alignment = style.textAlignment {
            json.plainKey("textAlignment")
            json.string(alignment.value.rawValue)
        }
        number("cornerRadius", style.cornerRadius, into: &json)
        if let font = style.parts.buttonFont { member("buttonFont", font, into: &json) }
        if let color = style.parts.toolbarColor { member("toolbarColor", color.value, into: &json) }
        if let color = style.parts.toolbarTitleColor { member("toolbarTitleColor", color.value, into: &json) }
        if let font = style.parts.fieldFont { member("fieldFont", font, into: &json) }
        if let color = style.parts.fieldColor { member("fieldColor", color.value, into: &json) }
        if let color = style.parts.placeholderColor { member("placeholderColor", color.value, into: &json) }
        json.endObject()
    }

    private func member(_ key: StaticString, _ font: Style.Font, into json: inout JSONTextWriter) {
        json.plainKey(key)
        json.beginObject()
        number("size", font.size, into: &json)
        if let weight = font.weight {
            json.plainKey("weight")
            json.string(weight.value.rawValue)
        }
        // Dynamic Type's text style, written with its default when only the cap is, as generated code does.
        if font.relativeTo != nil || font.maxSize != nil {
            json.plainKey("relativeTo")
            json.string(font.relativeTo?.value.rawValue ?? "body")
        }
        number("maxSize", font.maxSize, into: &json)
        json.endObject()
    }

    /// A color as generated code builds it: a system color by name, an adaptive color by its
    /// appearances (an increased-contrast value equal to its scheme's standard one left out),
    /// else `#RRGGBB` or `#RRGGBBAA`.
    private func member(_ key: StaticString, _ color: Color, into json: inout JSONTextWriter) {
        json.plainKey(key)
        if let name = color.systemName, DialogSystemColor(rawValue: name) != nil {
            json.beginObject()
            json.plainKey("system")
            json.string(name)
            json.endObject()
            return
        }
        guard color.isAdaptive else {
            json.string(color.plain.description)
            return
        }
        let light = color.resolved(for: .light)
        let dark = color.resolved(for: .dark)
        json.beginObject()
        json.plainKey("light")
        json.string(light.description)
        json.plainKey("dark")
        json.string(dark.description)
        let lightHighContrast = color.resolved(for: .lightHighContrast)
        if lightHighContrast != light {
            json.plainKey("lightHighContrast")
            json.string(lightHighContrast.description)
        }
        let darkHighContrast = color.resolved(for: .darkHighContrast)
        if darkHighContrast != dark {
            json.plainKey("darkHighContrast")
            json.string(darkHighContrast.description)
        }
        json.endObject()
    }

    private func writeLayout(into json: inout JSONTextWriter) {
        let layout = dialog.layout
        json.plainKey("layout")
        json.beginObject()
        number("width", layout.width, into: &json)
        number("sideInset", layout.sideInset, into: &json)
        number("maxWidth", layout.maxWidth, into: &json)
        if let frame = layout.frame {
            json.plainKey("frame")
            json.beginObject()
            length("x", frame.x?.value, into: &json)
            length("y", frame.y?.value, into: &json)
            length("width", frame.width?.value, into: &json)
            length("height", frame.height?.value, into: &json)
            json.endObject()
        }
        number("padding", layout.padding, into: &json)
        number("headerHeight", layout.headerHeight, into: &json)
        number("footerHeight", layout.footerHeight, into: &json)
        number("buttonHeight", layout.buttonHeight, into: &json)
        if let arrangement = layout.buttonArrangement {
            json.plainKey("buttonArrangement")
            json.string(arrangement.value.rawValue)
        }
        number("labelWidth", layout.labelWidth, into: &json)
        length("toolbarHeight", layout.toolbarHeight?.value, into: &json)
        number("toolbarButtonWidth", layout.toolbarButtonWidth, into: &json)
        json.endObject()
    }

    /// Points as a number; a fraction as `{"numerator": N, "denominator": M}`.
    private func length(_ key: StaticString, _ length: Length?, into json: inout JSONTextWriter) {
        guard let length else { return }
        json.plainKey(key)
        switch length {
        case .points(let value): json.number(value)
        case .fraction(let numerator, let denominator):
            json.beginObject()
            json.plainKey("numerator")
            json.number(numerator)
            json.plainKey("denominator")
            json.number(denominator)
            json.endObject()
        }
    }
}

/// One run of a bundle text: a literal, or a parameter's value.
private enum BundlePiece: Equatable {
    case literal(String)
    case parameter(String)

    /// `runs` as the bundle's array, adjacent literals merged.
    static func write(_ runs: [BundlePiece], into json: inout JSONTextWriter) {
        var merged: [BundlePiece] = []
        for run in runs {
            if case .literal(let text) = run, case .literal(let before)? = merged.last {
                merged[merged.count - 1] = .literal(before + text)
            } else if run != .literal("") {
                merged.append(run)
            }
        }
        json.beginArray()
        for run in merged {
            switch run {
            case .literal(let text): json.string(text)
            case .parameter(let name):
                json.beginObject()
                json.plainKey("parameter")
                json.string(name)
                json.endObject()
            }
        }
        json.endArray()
    }

    /// The runs of a translation's `String(format:)` format: `%%` a percent sign, each specifier
    /// (`%@`, `%lld`, `%2$@`) the argument at its position; nil when a specifier names no
    /// argument, which the app would not show either.
    static func runs(ofFormat format: String, arguments: [String]) -> [BundlePiece]? {
        guard !arguments.isEmpty else { return [.literal(format)] }
        var runs: [BundlePiece] = []
        var literal = ""
        var next = 0
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            literal += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            guard let first = characters.first else { return nil }
            if first == "%" {
                literal += "%"
                characters = characters.dropFirst()
                continue
            }
            var position: Int?
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                characters = characters.dropFirst(digits.count + 1)
            }
            characters = characters.drop { "hlqLzjt".contains($0) }
            guard let conversion = characters.first, "@dDiuU".contains(conversion) else { return nil }
            characters = characters.dropFirst()
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else { return nil }
            runs.append(.literal(literal))
            literal = ""
            runs.append(.parameter(arguments[index]))
        }
        runs.append(.literal(literal + characters))
        return runs
    }
}

/// A text's translation into one language of the catalog, as the bundle carries it.
private struct Translation {
    let language: String
    let pieces: [BundlePiece]
    let forms: [(category: PluralCategory, pieces: [BundlePiece])]

    /// The translation of `entry` in `language`, or nil when the catalog has none the bundle can
    /// carry (the app then shows the source text, as it does for a missing translation).
    init?(entry: LocalizableText, language: String, catalog: StringCatalog?, arguments: [String]) {
        guard let localization = catalog?[entry.key]?[language] else { return nil }
        self.language = language
        if let unit = localization.stringUnit, !unit.text.isEmpty {
            guard let pieces = BundlePiece.runs(ofFormat: unit.text, arguments: arguments) else { return nil }
            self.pieces = pieces
            forms = []
            return
        }
        let variations = localization.pluralVariations ?? [:]
        guard let other = variations[.other]?.text, let pieces = BundlePiece.runs(ofFormat: other, arguments: arguments) else {
            return nil
        }
        self.pieces = pieces
        var forms: [(category: PluralCategory, pieces: [BundlePiece])] = []
        for category in PluralCategory.allCases where category != .other {
            guard let text = variations[category]?.text, let runs = BundlePiece.runs(ofFormat: text, arguments: arguments) else { continue }
            forms.append((category, runs))
        }
        self.forms = forms
    }

    func write(into json: inout JSONTextWriter) {
        json.beginObject()
        json.plainKey("pieces")
        BundlePiece.write(pieces, into: &json)
        if !forms.isEmpty {
            json.plainKey("forms")
            json.beginObject()
            for form in forms {
                json.key(form.category.rawValue)
                BundlePiece.write(form.pieces, into: &json)
            }
            json.endObject()
        }
        json.endObject()
    }
}

/// The bundle writer as `dialogc bundle` drives it: one JSON file of every dialog, stamped and
/// checked as generated code is.
public struct BundleGenerator: CodeGenerator {
    package var writer: BundleWriter

    /// A generator of bundles with the spec's texts, plus `translations` when given.
    package init(writer: BundleWriter = BundleWriter()) {
        self.writer = writer
    }

    public var language: String { "bundle" }
    public var fileExtension: String { "json" }
    /// JSON has no comments; the stamp is a member of the bundle's object, which the runtime ignores.
    public var lineComment: String { "" }
    public var headerLine: String { BundleWriter.headerLine }
    public var stampLinePrefix: String { #"  "stamp": ""# }
    public var stampLineSuffix: String { #"","# }
    public var commandName: String { "bundle" }
    public var settings: String {
        // Each language with the catalog's translations it carries, so a changed translation writes the bundle again.
        let translations = writer.translations.map { texts in
            texts.languages.map { " locale=\($0)" }.joined() + (texts.catalog.map { " catalog=" + $0.serialized() } ?? "")
        }
        let texts = writer.texts == .catalog ? " texts=catalog" : ""
        return "format=\(BundleWriter.formatVersion) sourceLanguage=\(writer.sourceLanguage)" + texts + (translations ?? "")
    }

    public func generateFile(_ specs: [SpecFile]) -> String { writer.document(specs) }
    public func generateFiles(_ specs: [SpecFile]) -> [GeneratedFile] {
        [GeneratedFile(name: Self.fileName, contents: writer.document(specs))]
    }
    public func fileNames(forSpecPaths paths: [String]) -> [(name: String, sources: [String])] { [(Self.fileName, paths)] }

    /// The bundle's name in a folder given as `--output`.
    static let fileName = "dialogs.json"
}
