import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec

/// What the rules know about one well-formed dialog during a run: the dialog, its file, the
/// run's options, the locale its texts are in, and the facts several rules derive from it, each
/// computed once; and where the run's findings go.
///
/// The validator makes one per dialog and hands it to every dialog rule in turn, so a layout
/// three rules judge is laid out once instead of three times. A context lives on the one thread
/// that checks its dialog and is not shared, so its caches need no lock; only `findings`, which
/// every context of the run shares, is safe to use from several threads.
public final class DialogContext {
    /// The dialog the rules check.
    public let dialog: Dialog
    /// The file that holds it: where its findings point.
    public let source: SourceFile
    /// The limits the rules compare against.
    public let options: RuleOptions
    /// The locale layouts use when a rule names none.
    public let locale: LayoutLocale
    /// Where the run collects its findings; shared by every context of the run.
    public let findings: FindingStore
    /// The translations and pseudo-locales the run checks besides the spec's texts.
    public let texts: LocaleTexts
    /// The design tokens the run reads, against which raw values and references are checked;
    /// nil when it reads none.
    package var tokens: DesignTokenTheme?
    /// The dialog's texts in each language of the run's catalog, read once for the four catalog rules.
    package lazy var catalogTranslations: [CatalogTranslations.Translation] = CatalogTranslations.translations(self)

    private struct PlanKey: Hashable {
        var device: Device
        var textSize: TextSize
        var locale: LayoutLocale
    }

    private var plans: [PlanKey: DialogPlan] = [:]

    /// The dialog as the layout engine reads it in one locale; a class, so a layout reads the
    /// kept input in place instead of copying (and retaining) its strings and arrays.
    private final class KeptLayoutInput {
        let locale: LayoutLocale
        let input: LayoutInput

        init(locale: LayoutLocale, input: LayoutInput) {
            self.locale = locale
            self.input = input
        }

        /// The input's facts on `screen`, laid out from where the input is kept, not from a copy.
        func facts(on screen: LayoutScreen) -> LayoutFacts {
            LayoutGeometry.facts(input, on: screen)
        }
    }

    /// The dialog's layout inputs built so far, one per locale of the run: the first (mostly the
    /// only one) in place, the others in a list.
    private var firstLayoutInput: KeptLayoutInput?
    private var moreLayoutInputs: [KeptLayoutInput] = []

    /// Layout facts measured on one device at one text size in one locale; a class, so a lookup
    /// reads an entry where it is kept: an entry held in place was copied (its device's name and
    /// its facts' lists retained, then released) by every lookup that passed it.
    private final class MeasuredFacts {
        let device: Device
        let textSize: TextSize
        let locale: LayoutLocale
        let facts: LayoutFacts

        init(device: Device, textSize: TextSize, locale: LayoutLocale, facts: LayoutFacts) {
            (self.device, self.textSize, self.locale, self.facts) = (device, textSize, locale, facts)
        }

        func matches(_ device: Device, _ textSize: TextSize, _ locale: LayoutLocale) -> Bool {
            self.textSize == textSize && self.device == device && self.locale == locale
        }
    }

    /// The first two facts measured: lint's rules ask for two (the default and the largest text
    /// size), so they are kept in place, where an array, or a generic list keeping its first two
    /// in place, cost more than the lookups.
    private var firstFacts: MeasuredFacts?
    private var secondFacts: MeasuredFacts?
    /// The facts measured after those, for the run's locales.
    private var moreFacts: [MeasuredFacts] = []

    /// A context for `dialog` of `source` under `options`, laid out in `locale`, reporting into `findings`.
    public init(
        _ dialog: Dialog, source: SourceFile, options: RuleOptions = RuleOptions(), locale: LayoutLocale = .source,
        findings: FindingStore = FindingStore(), texts: LocaleTexts = LocaleTexts()
    ) {
        self.dialog = dialog
        self.source = source
        self.options = options
        self.locale = locale
        self.findings = findings
        self.texts = texts
    }

    /// The path of the file that holds the dialog, as shown to the user.
    public var file: String { source.path }

    /// Where `value` of the dialog stands, for a finding or a note.
    public func location(of value: some Locatable) -> SourceLocation {
        source.location(of: value)
    }

    /// Where the bytes `range` of the dialog's file stand, for a finding or a note.
    public func location(_ range: ByteRange) -> SourceLocation {
        source.location(range)
    }

    /// Adds `diagnostics` to the run's findings, giving each that lies in the dialog and has no
    /// subject the dialog's id as its subject (as `Validator` would at the end of the run): given
    /// here, on the dialog's own core, it is not looked up per finding on one core after all files.
    public func report(_ diagnostics: consuming [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        // Taken, not borrowed, so that the caller's list is changed in place rather than copied.
        giveSubjects(to: &diagnostics, from: 0)
        findings.add(diagnostics)
    }

    /// Gives each finding of `diagnostics` from position `first` on that lies in the dialog and
    /// has no subject the dialog's id as its subject, as `report(_:)` does before adding them.
    package func giveSubjects(to diagnostics: inout [Diagnostic], from first: Int) {
        guard first < diagnostics.count else { return }
        let range = dialog.range
        let path = source.path
        let subject = dialog.id.value
        // Each finding is read and changed where the list keeps it, never copied out whole
        // (retaining its eight fields).
        var found = diagnostics.mutableSpan
        for index in first..<found.count where found[index].subject == nil {
            guard let start = found[index].location.range?.start, range.contains(start), found[index].location.file == path
            else { continue }
            found[index].subject = subject
        }
    }

    /// The dialog's render plan on `device` at `textSize` in `locale` (the context's by
    /// default), laid out on first use.
    public func plan(device: Device, textSize: TextSize, locale: LayoutLocale? = nil) -> DialogPlan {
        let locale = locale ?? self.locale
        let key = PlanKey(device: device, textSize: textSize, locale: locale)
        if let plan = plans[key] { return plan }
        let plan = LayoutEngine.plan(texts.dialog(dialog, in: locale), in: source, device: device, textSize: textSize)
        plans[key] = plan
        return plan
    }

    /// The dialog as the layout engine reads it in `locale`, built on first use: it costs about
    /// as much as a layout, and the layout rules lay each locale out twice.
    private func layoutInput(in locale: LayoutLocale) -> KeptLayoutInput {
        if let known = firstLayoutInput, known.locale == locale { return known }
        if let known = moreLayoutInputs.first(where: { $0.locale == locale }) { return known }
        let kept = KeptLayoutInput(locale: locale, input: LayoutInput(texts.dialog(dialog, in: locale)))
        if firstLayoutInput == nil { firstLayoutInput = kept } else { moreLayoutInputs.append(kept) }
        return kept
    }

    /// The layout the dialog takes (it is the same in every locale), resolved on first use: the
    /// quick facts ask for it at every text size, and resolving it reads the kind's table, the
    /// renderer and the show type each time.
    package var layoutShape: DialogShape {
        if let resolvedShape { return resolvedShape }
        let shape = dialog.resolvedShape
        resolvedShape = shape
        return shape
    }

    private var resolvedShape: DialogShape?

    /// What the layout rules read off the dialog's layout on `device` at `textSize` in `locale`
    /// (the context's by default): its overflows, title lines and toolbar buttons, found on first
    /// use by `LayoutGeometry.quickFacts` where the shape allows, else laid out by
    /// `LayoutGeometry.facts`, the plan's layout building no plan.
    public func layoutFacts(device: Device, textSize: TextSize, locale: LayoutLocale? = nil) -> LayoutFacts {
        let locale = locale ?? self.locale
        if let known = firstFacts, known.matches(device, textSize, locale) { return known.facts }
        if let known = secondFacts, known.matches(device, textSize, locale) { return known.facts }
        if let known = moreFacts.first(where: { $0.matches(device, textSize, locale) }) { return known.facts }
        let screen = device.screen(at: textSize)
        // Most dialogs of the simple shapes need no layout: their facts are read off their texts.
        let quick = locale == .source ? LayoutGeometry.quickFacts(DialogSketch(self), on: screen) : nil
        let facts = quick ?? layoutInput(in: locale).facts(on: screen)
        let measured = MeasuredFacts(device: device, textSize: textSize, locale: locale, facts: facts)
        if firstFacts == nil {
            firstFacts = measured
        } else if secondFacts == nil {
            secondFacts = measured
        } else {
            moreFacts.append(measured)
        }
        return facts
    }

    /// The dialog laid out on the narrowest supported device at the default text size in the
    /// context's locale, with its colors as written (adaptive ones unresolved), laid out on
    /// first use: the appearance rules read its colors in every appearance and its frames, and
    /// colors move no frame, so one layout serves every appearance and every one of those rules.
    package var adaptiveLayout: PlanElement {
        if let keptAdaptiveLayout { return keptAdaptiveLayout }
        let screen = Device.narrowest.screen(at: .large)
        let container = LayoutGeometry.adaptiveLayout(layoutInput(in: locale).input, on: screen).container
        keptAdaptiveLayout = container
        return container
    }

    private var keptAdaptiveLayout: PlanElement?

    /// The dialog laid out on `device` at `textSize` in `locale`, its colors as written, as
    /// `adaptiveLayout` is: what the touch-target rule measures in each layout the run checks.
    /// The layout `adaptiveLayout` keeps is not laid out again; the others are not kept, as the
    /// one rule that asks reads each once.
    package func adaptiveLayout(device: Device, textSize: TextSize, locale: LayoutLocale) -> PlanElement {
        if textSize == .large, locale == self.locale, device == .narrowest { return adaptiveLayout }
        return LayoutGeometry.adaptiveLayout(layoutInput(in: locale).input, on: device.screen(at: textSize)).container
    }

    /// `adaptiveLayout` with none of the colors the spec writes, each part in the kind's
    /// default color, laid out on first use: what the contrast rule compares the spec's colors
    /// with, to tell a pair the spec made fail from one the kind's palette fails itself.
    package var defaultColorLayout: PlanElement {
        if let keptDefaultColorLayout { return keptDefaultColorLayout }
        var input = layoutInput(in: locale).input
        let style = input.style
        input.style = LayoutStyle()
        (input.style.titleFont, input.style.messageFont) = (style.titleFont, style.messageFont)
        (input.style.buttonFont, input.style.fieldFont) = (style.buttonFont, style.fieldFont)
        (input.style.textAlignment, input.style.cornerRadius) = (style.textAlignment, style.cornerRadius)
        for index in input.buttons.indices { input.buttons[index].color = nil }
        let container = LayoutGeometry.adaptiveLayout(input, on: Device.narrowest.screen(at: .large)).container
        keptDefaultColorLayout = container
        return container
    }

    private var keptDefaultColorLayout: PlanElement?
}
