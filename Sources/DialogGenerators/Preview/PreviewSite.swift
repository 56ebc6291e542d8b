import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import DialogValidation

/// A file of the preview: its path relative to the output directory, and its text.
public struct PreviewFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Everything `dialogc preview` shows: each spec file's dialogs planned for every chosen
/// device, with the lint findings of each dialog beside it.
public struct PreviewSite: Sendable {
    /// One dialog on one device, in one locale and appearance.
    public struct Picture: Sendable, Hashable {
        public var device: Device { didSet { draw() } }
        public var plan: DialogPlan { didSet { draw() } }
        /// `<device>/<dialog-id>.svg`, relative to the output directory (`<dialog-id>.<locale>.svg`
        /// in a locale; `.dark`, `.lightHighContrast` or `.darkHighContrast` before `.svg` in any
        /// appearance but light).
        public var path: String
        /// The locale of the texts, `.source` for the spec's own.
        public var locale: LayoutLocale
        /// The appearance the picture is drawn in; its plan's colors are resolved for it.
        public var appearance: DialogAppearance
        /// The `<svg>` element drawn at scale 1, once for the file and the gallery; drawn again
        /// when the plan or the device is changed.
        public private(set) var svg = ""
        /// The dialog on this picture's device and in its locale in the other settings the
        /// gallery's switches offer (see `Variant`), planned once for the pictures of that device
        /// and locale: the first of them carries them, the others none. The gallery shares their
        /// drawings among those pictures; no file is written for them.
        public var variants: [Variant] = []
        /// The motion with Reduce Motion the other way, which the gallery's motion switch plays.
        public var alternateMotion: PlanMotion?

        /// Plans `dialog` of `source` on `device` and draws it.
        package init(dialog: Dialog, source: SourceFile, device: Device, textSize: TextSize) {
            self.init(dialog: dialog, source: source, device: device, textSize: textSize, locale: .source, texts: LocaleTexts())
        }

        /// Plans `dialog` on `device` in `locale`, its texts from `texts`, mirrored when right to
        /// left, its colors and motion for `display`, and draws it.
        package init(
            dialog: Dialog, source: SourceFile, device: Device, textSize: TextSize, locale: LayoutLocale, texts: LocaleTexts,
            display: DisplaySettings = .standard
        ) {
            self.device = device
            self.locale = locale
            appearance = display.appearance
            let laidOut = LayoutEngine.plan(
                texts.dialog(dialog, in: locale), in: source, device: device, textSize: textSize, display: display)
            plan = PlanMirroring.plan(laidOut, in: locale, screenWidth: device.width)
            path =
                "\(device.name)/\(dialog.id.value)" + (locale == .source ? "" : ".\(locale)")
                + (appearance == .light ? "" : ".\(appearance.key)") + ".svg"
            draw()
        }

        private mutating func draw() {
            svg = SVGRenderer.svg(plan, device: device, appearance: appearance)
        }

        /// How the gallery names the picture's own settings at `textSize`, the run's.
        package func key(_ textSize: TextSize) -> String { Variant.key(appearance, textSize) }

        /// Plans the variants the gallery switches to: `dialog` in each of `appearances` at each
        /// of `textSizes`, but for the settings of `drawn` (the pictures of this device and locale,
        /// which are drawn already), and the motion with Reduce Motion the other way.
        package mutating func planVariants(
            dialog: Dialog, source: SourceFile, textSize: TextSize, texts: LocaleTexts, reducesMotion: Bool,
            appearances: [DialogAppearance], textSizes: [TextSize], drawn: [DialogAppearance]
        ) {
            let localized = texts.dialog(dialog, in: locale)
            let own = Set(drawn.map { Variant.key($0, textSize) })
            variants = textSizes.flatMap { size in
                appearances.compactMap { variantAppearance -> Variant? in
                    guard !own.contains(Variant.key(variantAppearance, size)) else { return nil }
                    let display = DisplaySettings(appearance: variantAppearance, reducesMotion: reducesMotion)
                    let laidOut = LayoutEngine.plan(localized, in: source, device: device, textSize: size, display: display)
                    return Variant(
                        appearance: variantAppearance, textSize: size,
                        plan: PlanMirroring.plan(laidOut, in: locale, screenWidth: device.width))
                }
            }
            let other = DisplaySettings(appearance: appearance, reducesMotion: !reducesMotion)
            alternateMotion = LayoutEngine.plan(localized, in: source, device: device, textSize: textSize, display: other).motion
        }
    }

    /// The dialog in other settings than its pictures' own, for the gallery's switches: an
    /// appearance at a text size, and its plan.
    public struct Variant: Sendable, Hashable {
        public var appearance: DialogAppearance
        public var textSize: TextSize
        /// The plan, its colors resolved for `appearance`.
        public var plan: DialogPlan

        /// How the gallery names the settings, `APPEARANCE/TEXTSIZE` (`darkHighContrast/AX2`).
        public var key: String { Self.key(appearance, textSize) }

        /// How the gallery names `appearance` at `textSize`.
        public static func key(_ appearance: DialogAppearance, _ textSize: TextSize) -> String {
            "\(appearance.key)/\(textSize.rawValue)"
        }
    }

    /// One dialog, its pictures and its findings.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var type: DialogKind
        public var renderer: Renderer
        /// Where the spec declares the dialog, `path:line`.
        public var source: String
        /// One per device, in the devices' order.
        public var pictures: [Picture]
        /// The lint findings inside the dialog's object, in reporting order.
        public var findings: [Diagnostic]
    }

    /// One spec file.
    public struct Section: Sendable, Hashable {
        public var path: String
        public var entries: [Entry]
        /// Findings about the file that lie in no dialog.
        public var findings: [Diagnostic]
        /// False when the file has an error: none of its dialogs is drawn, its findings say why.
        public var isDrawn: Bool
    }

    /// The spec files in path order.
    public var sections: [Section]
    public var devices: [Device]
    public var textSize: TextSize
    /// The appearances each dialog is drawn in, in order: one picture of each per device and locale.
    public var appearances: [DialogAppearance]
    /// Whether the pictures' motion is each phase's reduced-motion variant.
    public var reducesMotion: Bool
    /// Findings in files that are not among the specs.
    public var otherFindings: [Diagnostic]
    /// Where the findings' lines and columns come from.
    package let locations: ReportedLocations

    /// Plans every dialog of `specs` for each of `devices` at `textSize`, and files each of
    /// `findings` (from `Linter.lint`) under the dialog whose object holds it. The files of
    /// `failedFiles` (those with an error) get a section with their findings and no pictures,
    /// so one broken spec does not hide the others. `sources` give the lines and columns of
    /// findings in files that are not among `specs`. Each device shows the spec's texts, then
    /// each locale of `texts`: one column per locale, and in each locale one picture per
    /// appearance of `appearances`, their motion reduced when `reducesMotion` is set.
    public init(
        specs: [SpecFile], findings: [Diagnostic], devices: [Device], textSize: TextSize = .large, failedFiles: Set<String> = [],
        sources: [SourceFile] = [], texts: LocaleTexts = LocaleTexts(), appearances: [DialogAppearance] = [.light],
        reducesMotion: Bool = false
    ) {
        locations = ReportedLocations(specs.map(\.source) + sources)
        self.devices = devices
        self.textSize = textSize
        self.appearances = appearances
        self.reducesMotion = reducesMotion
        let switchTextSizes = Self.switchTextSizes(textSize)
        let ordered = findings.sorted(by: Diagnostic.reportingOrder)
        let drawn = specs.filter { !failedFiles.contains($0.path) }
        let paths = Set(drawn.map(\.path)).union(failedFiles)
        otherFindings = ordered.filter { !paths.contains($0.location.file) }
        let failed = failedFiles.sorted().map { path in
            Section(path: path, entries: [], findings: ordered.filter { $0.location.file == path }, isDrawn: false)
        }
        // Each spec file is planned and drawn on its own core; findings are filed by path first so
        // that no file scans every finding of the run.
        let findingsByFile = Dictionary(grouping: ordered, by: \.location.file)
        sections =
            failed
            + ParallelMap.map(drawn.sorted { $0.path < $1.path }) { spec in
                var remaining = findingsByFile[spec.path] ?? []
                let entries = spec.dialogs.map { dialog in
                    let own = remaining.filter { finding in
                        guard let offset = finding.location.range?.start else { return false }
                        return dialog.range.contains(offset)
                    }
                    remaining.removeAll { own.contains($0) }
                    let pictures = devices.flatMap { device in
                        ([.source] + texts.locales).flatMap { locale in
                            var group = appearances.map { appearance in
                                Picture(
                                    dialog: dialog, source: spec.source, device: device, textSize: textSize, locale: locale, texts: texts,
                                    display: DisplaySettings(appearance: appearance, reducesMotion: reducesMotion))
                            }
                            // The pictures of one device and locale share the drawings the switches show (in
                            // any appearance, one picture switches contrast, beside the other scheme's, or
                            // appearance too); the motion does not depend on the appearance.
                            if !group.isEmpty {
                                group[0].planVariants(
                                    dialog: dialog, source: spec.source, textSize: textSize, texts: texts, reducesMotion: reducesMotion,
                                    appearances: DialogAppearance.allCases, textSizes: switchTextSizes, drawn: appearances)
                                for index in group.indices.dropFirst() {
                                    group[index].alternateMotion = group[0].alternateMotion
                                }
                            }
                            return group
                        }
                    }
                    return Entry(
                        id: dialog.id.value, type: dialog.type.value, renderer: dialog.resolvedRenderer,
                        source: spec.source.reference(at: dialog.range.start),
                        pictures: pictures, findings: own)
                }
                return Section(path: spec.path, entries: entries, findings: remaining, isDrawn: true)
            }
        sections.sort { $0.path < $1.path }
    }

    /// The text sizes the gallery's switch offers: the run's, and AX2, about twice the default
    /// body size (Apple's Larger Text criterion asks for 200 %), or large when the run's is AX2.
    public static func switchTextSizes(_ textSize: TextSize) -> [TextSize] {
        [textSize, textSize == .ax2 ? .large : .ax2]
    }

    /// Whether the pictures show both light and dark, side by side.
    public var showsBothSchemes: Bool { Set(appearances.map(\.scheme)).count > 1 }

    /// The number of dialogs shown.
    public var dialogCount: Int { sections.reduce(0) { $0 + $1.entries.count } }

    /// The number of spec files not drawn because they have an error.
    public var failedFileCount: Int { sections.count { !$0.isDrawn } }

    /// Every file to write: one SVG per dialog and device, then `index.html`.
    public var files: [PreviewFile] {
        let pictures = sections.flatMap(\.entries).flatMap(\.pictures).map { picture in
            PreviewFile(path: picture.path, contents: SVGRenderer.document(svg: picture.svg))
        }
        return pictures + [PreviewFile(path: GalleryPage.fileName, contents: GalleryPage.html(self))]
    }
}
