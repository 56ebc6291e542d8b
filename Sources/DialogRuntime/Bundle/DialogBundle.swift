import DialogLayoutEngine
import Foundation

/// Dialogs delivered after release: a bundle `dialogc bundle` wrote, read from data the app
/// received (untrusted: its size, nesting and counts are checked before it is decoded), each
/// dialog a descriptor the presenter presents as it presents a generated one.
///
/// ```swift
/// let bundle = try DialogBundle(data: data)
/// let descriptor = try bundle.dialog(id: "outage-notice", arguments: ["service": .string("Sync")])
/// presenter.present(descriptor) { buttonID in ... }
/// ```
///
/// A dialog this runtime cannot present (a newer format, an unknown kind, a missing argument)
/// throws a `DialogBundleError`; the app can then show its compiled-in dialog of the same id.
public struct DialogBundle: Sendable {
    /// The newest bundle format this runtime reads.
    public static let newestFormatVersion = 1
    /// This runtime's version, the package's: a dialog whose `minimumRuntime` is later is refused.
    public static let runtimeVersion = "0.2.0"
    /// What this runtime presents, each with the version it arrived in.
    public static let capabilities = DialogRuntimeCapability.all

    /// The most dialogs a bundle may hold.
    static let maxDialogs = 1_000
    /// The most buttons, options and parameters a dialog may have, and pieces a text may have.
    static let maxButtons = 64
    static let maxOptions = 1_000
    static let maxParameters = 64
    static let maxPieces = 1_000
    /// The most named colours a dialog may have: more than it has colour places.
    static let maxNamedColors = 64
    /// The most capabilities a dialog may require: many more than this runtime has.
    static let maxRequirements = 256
    static let capabilityNames = Set(capabilities.map(\.name))

    /// The ids of the bundle's dialogs, in the bundle's order.
    public let dialogIDs: [String]
    /// The language the bundle's source texts are written in.
    public let sourceLanguage: String
    /// The languages the bundle carries translations in, besides the source texts.
    public let locales: [String]
    private let dialogs: [String: Result<BundleDialog, DialogBundleError>]

    /// Reads a bundle; throws when the data is too large, too deep, not JSON, not a bundle, or of
    /// a newer format. A dialog that cannot be read does not fail the bundle: asking for it does.
    public init(data: Data) throws(DialogBundleError) {
        try BundleDecoding.checkLimits(data)
        let decoder = JSONDecoder()
        let envelope: BundleEnvelope
        do {
            envelope = try decoder.decode(BundleEnvelope.self, from: data)
        } catch {
            throw .malformed(reason: BundleDecoding.reason(error))
        }
        guard envelope.formatVersion <= Self.newestFormatVersion else {
            throw .newerFormat(version: envelope.formatVersion, newestSupported: Self.newestFormatVersion)
        }
        guard envelope.formatVersion >= 1 else { throw .malformed(reason: "'formatVersion' is \(envelope.formatVersion)") }
        let document: BundleDocument
        do {
            document = try decoder.decode(BundleDocument.self, from: data)
        } catch {
            throw .malformed(reason: BundleDecoding.reason(error))
        }
        guard document.dialogs.count <= Self.maxDialogs else {
            throw .tooMany(what: "dialogs", count: document.dialogs.count, limit: Self.maxDialogs)
        }
        var dialogs: [String: Result<BundleDialog, DialogBundleError>] = [:]
        for slot in document.dialogs {
            guard dialogs.updateValue(slot.dialog, forKey: slot.id) == nil else { throw .duplicateDialog(id: slot.id) }
        }
        self.dialogs = dialogs
        dialogIDs = document.dialogs.map(\.id)
        sourceLanguage = document.sourceLanguage ?? "en"
        locales = document.locales ?? []
    }

    /// The dialog `id` with `arguments` (by parameter name) in its texts, in the language of
    /// `locale` the bundle carries (else its source texts), numbers in `locale`'s notation.
    /// Texts the bundle keeps in the app's String Catalog (`dialogc bundle --texts catalog`) are
    /// looked up in the app's `Localizable` table in `locale`'s language.
    ///
    /// An argument is shown as text, never read as a format; a parameter the arguments lack shows
    /// its default where the bundle gives one. The descriptor's actions are the buttons' ids,
    /// which the presenter hands back.
    public func dialog(
        id: String, arguments: [String: DialogArgument] = [:], locale: Locale = .current
    ) throws(DialogBundleError) -> DialogDescriptor<String> {
        try dialog(id: id, arguments: arguments, localization: DialogLocalization(locale: locale))
    }

    /// The dialog `id` with `arguments` (by parameter name) in its texts, as generated code
    /// shows them with `localization`: a text the bundle keeps in the app's String Catalog
    /// (`dialogc bundle --texts catalog`) is looked up by its key in `localization`'s tables
    /// (its plural form by the language's rules; the spec's source text where the table lacks
    /// the key or its format does not fit the arguments); a text the bundle carries is shown in
    /// the bundle's language that best fits `localization.locale`. Numbers are in the locale's notation.
    ///
    /// An argument is shown as text, never read as a format: the only formats are the app's own
    /// tables' and ones made of the bundle's pieces. The descriptor's actions are the buttons'
    /// ids, which the presenter hands back.
    public func dialog(
        id: String, arguments: [String: DialogArgument] = [:], localization: DialogLocalization
    ) throws(DialogBundleError) -> DialogDescriptor<String> {
        guard let entry = dialogs[id] else { throw .unknownDialog(id: id) }
        let dialog = try entry.get()
        var builder = BundledDescriptor(
            dialog: dialog, arguments: arguments, localization: localization, language: language(for: localization.locale),
            sourceLanguage: sourceLanguage)
        return try builder.descriptor()
    }

    /// The bundle's language that best fits `locale` (`pt-BR`, then `pt`), or nil for the source texts.
    func language(for locale: Locale) -> String? {
        DialogLocalization.bestLanguage(for: locale, among: locales)
    }

    /// Whether a runtime of `version` can present a dialog that needs `minimum`; nil when
    /// either is no version (`1.2.3`, up to four numbers). Versions compare part by part, a
    /// missing part counting as 0: `0.10` is newer than `0.9`, `0.2` is `0.2.0`.
    public static func version(_ version: String, satisfies minimum: String) -> Bool? {
        func parts(_ text: String) -> [Int]? {
            // Digits only: `Int` would also read a sign (`+1`, `-0`), which no version has.
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { part in
                part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ? Int(part) : nil
            }
            guard !parts.isEmpty, parts.count <= 4, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
            return parts.map { $0! }
        }
        guard let have = parts(version), let need = parts(minimum) else { return nil }
        let count = max(have.count, need.count)
        let padded = { (parts: [Int]) in parts + Array(repeating: 0, count: count - parts.count) }
        return !padded(have).lexicographicallyPrecedes(padded(need))
    }
}

/// One bundled dialog made a descriptor: each name looked up, each number checked against the
/// range a dialog can be laid out with, each text resolved with the arguments.
private struct BundledDescriptor {
    let dialog: BundleDialog
    /// The app's arguments, and once checked, each missing one's default.
    var arguments: [String: DialogArgument]
    /// Where texts kept in the app's catalog are looked up, and the locale numbers are shown in.
    let localization: DialogLocalization
    /// The bundle's language the texts are shown in; nil: the source texts.
    let language: String?
    let sourceLanguage: String
    /// The dialog's parameters by name, once checked against the arguments.
    var parameters: Set<String> = []
    /// The integer parameters, whose specifier in a format is `lld`.
    var integerParameters: Set<String> = []

    init(
        dialog: BundleDialog, arguments: [String: DialogArgument], localization: DialogLocalization, language: String?,
        sourceLanguage: String
    ) {
        self.dialog = dialog
        self.arguments = arguments
        self.localization = localization
        self.language = language
        self.sourceLanguage = sourceLanguage
    }

    private var locale: Locale { localization.locale }

    private var id: String { dialog.id }

    mutating func descriptor() throws(DialogBundleError) -> DialogDescriptor<String> {
        guard let fits = DialogBundle.version(DialogBundle.runtimeVersion, satisfies: dialog.minimumRuntime) else {
            throw .invalidValue(dialog: id, field: "minimumRuntime")
        }
        guard fits else {
            throw .needsNewerRuntime(dialog: id, minimumRuntime: dialog.minimumRuntime, runtime: DialogBundle.runtimeVersion)
        }
        guard let kind = DialogKind(rawValue: dialog.kind) else { throw .unknownKind(dialog: id, kind: dialog.kind) }
        try checkRequirements()
        try checkArguments()
        let buttons = dialog.buttons ?? []
        let options = dialog.options ?? []
        try limit("buttons", buttons.count, DialogBundle.maxButtons)
        try limit("options", options.count, DialogBundle.maxOptions)
        let selectedIndex = dialog.selectedIndex ?? 0
        guard selectedIndex >= 0, selectedIndex < max(options.count, 1) else { throw .invalidValue(dialog: id, field: "selectedIndex") }
        if let coverTapResult = dialog.coverTapResult, !buttons.contains(where: { $0.id == coverTapResult }) {
            throw .invalidValue(dialog: id, field: "coverTapResult")
        }
        guard Set(buttons.map(\.id)).count == buttons.count else { throw .invalidValue(dialog: id, field: "buttons") }
        var descriptor = DialogDescriptor<String>(
            id: id, kind: kind, title: try text(dialog.title, "title"), subtitle: try text(dialog.subtitle, "subtitle"),
            message: try text(dialog.message, "message"),
            buttons: try buttons.map { button throws(DialogBundleError) in try self.button(button) },
            options: try options.map { option throws(DialogBundleError) in try text(option, "options") ?? "" },
            selectedIndex: selectedIndex, textField: try textField(), autoHide: try number(dialog.autoHide, "autoHide", 0...3600),
            maxOptions: try count(dialog.maxOptions, "maxOptions"), presentation: try presentation(),
            coverTapResult: dialog.coverTapResult, style: try style(), layout: try layout(),
            source: DialogSourceLocation(file: dialog.source?.file ?? "", line: dialog.source?.line ?? 0))
        descriptor.accessibilityLabel = try text(dialog.accessibilityLabel, "accessibilityLabel")
        descriptor.accessibilityHint = try text(dialog.accessibilityHint, "accessibilityHint")
        if let announcement = dialog.announcement { descriptor.announcement = try name(announcement, "announcement") }
        if let named = dialog.namedColors {
            try limit("namedColors", named.count, DialogBundle.maxNamedColors)
            descriptor.namedColors = try named.map { entry throws(DialogBundleError) in
                guard !entry.name.isEmpty, let value = try color(entry.color, "namedColors") else {
                    throw .invalidValue(dialog: id, field: "namedColors")
                }
                return DialogNamedColor(entry.name, color: value)
            }
        }
        return descriptor
    }

    private func limit(_ what: String, _ count: Int, _ limit: Int) throws(DialogBundleError) {
        guard count <= limit else { throw .tooMany(what: "\(what) in dialog '\(id)'", count: count, limit: limit) }
    }

    /// Every capability the dialog requires is one this runtime has.
    private func checkRequirements() throws(DialogBundleError) {
        let required = dialog.requires ?? []
        try limit("requires", required.count, DialogBundle.maxRequirements)
        let known = DialogBundle.capabilityNames
        if let missing = required.first(where: { !known.contains($0) }) {
            throw .unsupportedFeature(dialog: id, feature: missing)
        }
    }

    /// Every parameter has an argument of its type, the app's or else the parameter's default.
    private mutating func checkArguments() throws(DialogBundleError) {
        let declared = dialog.parameters ?? []
        try limit("parameters", declared.count, DialogBundle.maxParameters)
        // A type a newer writer added is one no app of this runtime can pass: refused as the
        // unknown name it is, not as an argument the app forgot.
        if let unknown = declared.first(where: { !["string", "integer", "number"].contains($0.type) }) {
            throw .unsupportedValue(dialog: id, field: "parameters", value: unknown.type)
        }
        for parameter in declared {
            let fallback = try defaultArgument(of: parameter)
            let given = arguments[parameter.name]
            guard let argument = given ?? fallback else { throw .missingArgument(dialog: id, parameter: parameter.name) }
            let fits: Bool
            switch (parameter.type, argument) {
            case ("string", .string), ("integer", .integer), ("number", .number): fits = true
            case ("string", _), ("integer", _), ("number", _): fits = false
            default: throw .unsupportedValue(dialog: id, field: "parameters", value: parameter.type)
            }
            guard fits else { throw .argumentType(dialog: id, parameter: parameter.name, expected: parameter.type) }
            if given == nil { arguments[parameter.name] = argument }
            parameters.insert(parameter.name)
            if parameter.type == "integer" { integerParameters.insert(parameter.name) }
        }
    }

    /// The parameter's default as an argument of its type, nil when it has none (or its type is
    /// one this runtime does not know, which the caller reports). A default of another type is
    /// invalid even when the app passes an argument: the bundle is wrong.
    private func defaultArgument(of parameter: BundleParameter) throws(DialogBundleError) -> DialogArgument? {
        guard let value = parameter.default, ["string", "integer", "number"].contains(parameter.type) else { return nil }
        switch (parameter.type, value) {
        case ("string", .string(let text)): return .string(text)
        case ("integer", .integer(let number)): return .integer(number)
        // JSON has one kind of number: a whole one is a number parameter's default too.
        case ("number", .integer(let number)): return .number(Double(number))
        case ("number", .number(let number)): return .number(number)
        default: throw .invalidValue(dialog: id, field: "parameters")
        }
    }

    // MARK: Texts

    /// The text in the chosen language (its plural form for its argument), the arguments shown as text.
    private func text(_ text: BundleText?, _ field: String) throws(DialogBundleError) -> String? {
        guard let text else { return nil }
        if text.lookup == true { return try catalogText(text, field) }
        let translation = language.flatMap { text.translations?[$0] }
        var pieces = translation?.pieces ?? text.pieces
        if let plural = text.plural {
            guard parameters.contains(plural), case .integer(let number)? = arguments[plural] else {
                throw .invalidValue(dialog: id, field: field)
            }
            let forms = translation.map { $0.forms ?? [:] } ?? text.forms ?? [:]
            let rules = translation == nil ? sourceLanguage : language ?? sourceLanguage
            // A translation follows Apple's lookup, which prefers a `zero` form for 0 in every
            // language; the source text its CLDR category, as generated code does.
            let category =
                translation != nil && number == 0 && forms["zero"] != nil
                ? DialogPluralCategory.zero : DialogPluralRules.category(for: number, language: rules)
            pieces = forms[category.rawValue] ?? pieces
        }
        guard pieces.count <= DialogBundle.maxPieces else {
            throw .tooMany(what: "pieces in '\(field)' of '\(id)'", count: pieces.count, limit: DialogBundle.maxPieces)
        }
        var shown = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): shown += literal
            case .parameter(let name):
                guard parameters.contains(name), let argument = arguments[name] else { throw .invalidValue(dialog: id, field: field) }
                shown += argument.shownText(locale: locale)
            }
        }
        return shown
    }

    /// A text kept in the app's catalog, resolved as generated code resolves it: `localization`
    /// is asked for its key with the source text, in `String(format:)` form, as the default.
    private func catalogText(_ text: BundleText, _ field: String) throws(DialogBundleError) -> String {
        guard let key = text.key, !key.isEmpty else { throw .invalidValue(dialog: id, field: field) }
        let names = text.arguments ?? []
        guard names.count <= DialogBundle.maxParameters, Set(names).count == names.count else {
            throw .invalidValue(dialog: id, field: field)
        }
        var values: [DialogArgument] = []
        for name in names {
            guard parameters.contains(name), let argument = arguments[name] else { throw .invalidValue(dialog: id, field: field) }
            values.append(argument)
        }
        var pluralArgument: Int?
        if let plural = text.plural {
            guard integerParameters.contains(plural), let index = names.firstIndex(of: plural) else {
                throw .invalidValue(dialog: id, field: field)
            }
            pluralArgument = index + 1
        }
        var forms: [DialogPluralCategory: String] = [:]
        for (name, pieces) in text.forms ?? [:] {
            // A category this runtime's rules never pick is never shown.
            guard let category = DialogPluralCategory(rawValue: name) else { continue }
            forms[category] = try format(pieces, arguments: names, field)
        }
        let localized = DialogLocalizedText(
            key, default: try format(text.pieces, arguments: names, field), pluralArgument: pluralArgument, forms: forms)
        return localization.string(localized, values)
    }

    /// The source text's pieces as generated code's default value: a format whose only
    /// specifiers are the parameters' (`%2$lld`), every `%` of the text doubled, so nothing the
    /// bundle writes is read as a specifier; without arguments the text as it is, never formatted.
    private func format(_ pieces: [BundlePiece], arguments names: [String], _ field: String) throws(DialogBundleError) -> String {
        guard pieces.count <= DialogBundle.maxPieces else {
            throw .tooMany(what: "pieces in '\(field)' of '\(id)'", count: pieces.count, limit: DialogBundle.maxPieces)
        }
        var format = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                format += names.isEmpty ? literal : literal.replacingOccurrences(of: "%", with: "%%")
            case .parameter(let name):
                guard let index = names.firstIndex(of: name) else { throw .invalidValue(dialog: id, field: field) }
                format += "%\(index + 1)$" + (integerParameters.contains(name) ? "lld" : "@")
            }
        }
        return format
    }

    // MARK: Parts

    private func button(_ button: BundleButton) throws(DialogBundleError) -> DialogButton<String> {
        DialogButton(
            action: button.id, title: try text(button.title, "buttons") ?? "", role: try name(button.role, "role"),
            isPreferred: button.isPreferred ?? false, color: try color(button.color, "color"), font: try font(button.font, "font"),
            accessibilityLabel: try text(button.accessibilityLabel, "accessibilityLabel"),
            accessibilityHint: try text(button.accessibilityHint, "accessibilityHint"))
    }

    private func textField() throws(DialogBundleError) -> DialogTextField? {
        guard let field = dialog.textField else { return nil }
        return DialogTextField(
            placeholder: try text(field.placeholder, "placeholder"), initialText: try text(field.initialText, "initialText") ?? "",
            isMultiline: field.isMultiline ?? false, isSecure: field.isSecure ?? false, isRequired: field.isRequired ?? false,
            maxLength: try count(field.maxLength, "maxLength"), requiredMessage: try text(field.requiredMessage, "requiredMessage"),
            returnKey: try field.returnKey.map { name throws(DialogBundleError) in try self.name(name, "returnKey") } ?? .default,
            allowsNewlines: field.allowsNewlines ?? true, showsClearButton: field.showsClearButton ?? false)
    }

    private func presentation() throws(DialogBundleError) -> DialogPresentation {
        let written = dialog.presentation
        var presentation = DialogPresentation(
            showType: try name(written.showType, "showType"), animation: try name(written.animation, "animation"),
            showDuration: try seconds(written.showDuration, "showDuration"),
            hideDuration: try seconds(written.hideDuration, "hideDuration"),
            coverAlpha: try number(written.coverAlpha, "coverAlpha", 0...1), dismissOnCoverTap: written.dismissOnCoverTap,
            renderer: try name(written.renderer, "renderer"),
            hideAnimation: try written.hideAnimation.map { name throws(DialogBundleError) in try self.name(name, "hideAnimation") },
            showMotion: try motion(written.showMotion, "showMotion"), hideMotion: try motion(written.hideMotion, "hideMotion"))
        presentation.showReducedMotion = try reducedMotion(written.showReducedMotion, "showReducedMotion")
        presentation.hideReducedMotion = try reducedMotion(written.hideReducedMotion, "hideReducedMotion")
        return presentation
    }

    private func motion(_ motion: BundleMotion?, _ field: String) throws(DialogBundleError) -> DialogMotionSettings {
        guard let motion else { return DialogMotionSettings() }
        let spring = try motion.spring.map { spring throws(DialogBundleError) in
            DialogSpringSettings(
                dampingRatio: try number(spring.dampingRatio, field, 0.01...100), response: try number(spring.response, field, 0.01...100))
        }
        return DialogMotionSettings(
            curve: try motion.curve.map { name throws(DialogBundleError) in try self.name(name, field) }, spring: spring,
            fromScale: try number(motion.fromScale, field, 0...100), toScale: try number(motion.toScale, field, 0...100),
            fromOpacity: try number(motion.fromOpacity, field, 0...1), toOpacity: try number(motion.toOpacity, field, 0...1),
            translateY: try number(motion.translateY, field, -10_000...10_000),
            coverPhase: try motion.coverPhase.map { name throws(DialogBundleError) in try self.name(name, field) },
            coverDuration: try number(motion.coverDuration, field, 0...60))
    }

    private func reducedMotion(_ motion: BundleReducedMotion?, _ field: String) throws(DialogBundleError) -> ReducedMotion? {
        guard let motion else { return nil }
        return ReducedMotion(animation: try name(motion.animation, field), duration: try number(motion.duration, field, 0...60))
    }

    private func style() throws(DialogBundleError) -> DialogStyle {
        guard let style = dialog.style else { return DialogStyle() }
        return DialogStyle(
            titleFont: try font(style.titleFont, "titleFont"), messageFont: try font(style.messageFont, "messageFont"),
            titleColor: try color(style.titleColor, "titleColor"), messageColor: try color(style.messageColor, "messageColor"),
            lineColor: try color(style.lineColor, "lineColor"), backgroundColor: try color(style.backgroundColor, "backgroundColor"),
            coverColor: try color(style.coverColor, "coverColor"),
            textAlignment: try style.textAlignment.map { name throws(DialogBundleError) in try self.name(name, "textAlignment") },
            cornerRadius: try number(style.cornerRadius, "cornerRadius", 0...10_000), buttonFont: try font(style.buttonFont, "buttonFont"),
            toolbarColor: try color(style.toolbarColor, "toolbarColor"),
            toolbarTitleColor: try color(style.toolbarTitleColor, "toolbarTitleColor"), fieldFont: try font(style.fieldFont, "fieldFont"),
            fieldColor: try color(style.fieldColor, "fieldColor"), placeholderColor: try color(style.placeholderColor, "placeholderColor"))
    }

    private func font(_ font: BundleFont?, _ field: String) throws(DialogBundleError) -> DialogFont? {
        guard let font else { return nil }
        let size = try number(font.size, field, 1...1_000)
        let weight: FontWeight? = try font.weight.map { name throws(DialogBundleError) in try self.name(name, field) }
        guard let relativeTo = font.relativeTo else {
            guard font.maxSize == nil else { throw .invalidValue(dialog: id, field: field) }
            return DialogFont(size: size, weight: weight)
        }
        return DialogFont(
            size: size, weight: weight, relativeTo: try name(relativeTo, field), maxSize: try number(font.maxSize, field, 1...1_000))
    }

    private func color(_ color: BundleColor?, _ field: String) throws(DialogBundleError) -> DialogColor? {
        guard let color else { return nil }
        func hex(_ text: String) throws(DialogBundleError) -> DialogColor {
            guard let color = DialogColor(hex: text) else { throw .invalidValue(dialog: id, field: field) }
            return color
        }
        switch color {
        case .hex(let text): return try hex(text)
        case .system(let name):
            guard let system = DialogSystemColor(rawValue: name) else { throw .unsupportedValue(dialog: id, field: field, value: name) }
            return system.color
        case .appearances(let light, let dark, let lightHighContrast, let darkHighContrast):
            return DialogColor(
                light: try hex(light), dark: try hex(dark),
                lightHighContrast: try lightHighContrast.map { text throws(DialogBundleError) in try hex(text) },
                darkHighContrast: try darkHighContrast.map { text throws(DialogBundleError) in try hex(text) })
        }
    }

    private func layout() throws(DialogBundleError) -> DialogLayoutSettings {
        guard let layout = dialog.layout else { return DialogLayoutSettings() }
        let points: ClosedRange<Double> = 0...10_000
        let frame = try layout.frame.map { frame throws(DialogBundleError) in
            DialogLayoutFrame(
                x: try length(frame.x, "frame"), y: try length(frame.y, "frame"), width: try length(frame.width, "frame"),
                height: try length(frame.height, "frame"))
        }
        return DialogLayoutSettings(
            width: try number(layout.width, "width", points), sideInset: try number(layout.sideInset, "sideInset", points),
            maxWidth: try number(layout.maxWidth, "maxWidth", points), frame: frame, padding: try number(layout.padding, "padding", points),
            headerHeight: try number(layout.headerHeight, "headerHeight", points),
            footerHeight: try number(layout.footerHeight, "footerHeight", points),
            buttonHeight: try number(layout.buttonHeight, "buttonHeight", points),
            buttonArrangement: try layout.buttonArrangement.map { name throws(DialogBundleError) in try self.name(name, "buttonArrangement")
            },
            labelWidth: try number(layout.labelWidth, "labelWidth", points),
            toolbarHeight: try length(layout.toolbarHeight, "toolbarHeight"),
            toolbarButtonWidth: try number(layout.toolbarButtonWidth, "toolbarButtonWidth", points))
    }

    private func length(_ length: BundleLength?, _ field: String) throws(DialogBundleError) -> DialogLength? {
        switch length {
        case nil: return nil
        case .points(let value)?: return .points(try number(value, field, -10_000...10_000))
        case .fraction(let numerator, let denominator)?:
            guard numerator >= 0, numerator <= 10_000, denominator >= 1, denominator <= 10_000 else {
                throw .invalidValue(dialog: id, field: field)
            }
            return .fraction(numerator: numerator, denominator: denominator)
        }
    }

    // MARK: Values

    /// The case of `Name` that `text` names; a name this runtime does not know is unsupported.
    private func name<Name: RawRepresentable<String>>(_ text: String, _ field: String) throws(DialogBundleError) -> Name {
        guard let value = Name(rawValue: text) else { throw .unsupportedValue(dialog: id, field: field, value: text) }
        return value
    }

    private func seconds(_ value: Double, _ field: String) throws(DialogBundleError) -> Double {
        try number(value, field, 0...60)
    }

    private func number(_ value: Double, _ field: String, _ range: ClosedRange<Double>) throws(DialogBundleError) -> Double {
        guard range.contains(value) else { throw .invalidValue(dialog: id, field: field) }
        return value
    }

    private func number(_ value: Double?, _ field: String, _ range: ClosedRange<Double>) throws(DialogBundleError) -> Double? {
        guard let value else { return nil }
        guard range.contains(value) else { throw .invalidValue(dialog: id, field: field) }
        return value
    }

    private func count(_ value: Int?, _ field: String) throws(DialogBundleError) -> Int? {
        guard let value else { return nil }
        guard value >= 0, value <= 1_000_000 else { throw .invalidValue(dialog: id, field: field) }
        return value
    }
}

extension DialogArgument {
    /// The argument as a text shows it: a string as it is, a whole number in digits, a decimal
    /// number in `locale`'s notation, as generated code formats them.
    func shownText(locale: Locale) -> String {
        switch self {
        case .string(let text): return text
        case .integer(let value): return String(value)
        case .number:
            return formatValue(locale: locale) as? String ?? ""
        }
    }
}
