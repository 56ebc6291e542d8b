import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine

/// The layouts lint's layout rules check a dialog in, and the check the two larger-text rules
/// share at an accessibility size.
extension PlanFindings {
    /// One layout the layout rules check: a device, a text size and the locale of the texts.
    package struct CheckedLayout {
        package var device: Device
        package var textSize: TextSize
        package var locale: LayoutLocale
        /// The text size as the findings say it, e.g. `the default text size`.
        package var setting: String
    }

    /// The text sizes the layout rules check, each with the words their findings use: the
    /// default (`text-overflow`), AX3, the smallest of at least 200 % (`text-clipped-at-larger-text`),
    /// and AX5, the largest (`text-overflow-accessibility`).
    package static let checkedTextSizes: [(textSize: TextSize, setting: String)] = [
        (.large, TextOverflow.setting), (TextClippedAtLargerText.textSize, TextClippedAtLargerText.setting),
        (.ax5, TextOverflowAccessibility.setting),
    ]

    /// Every layout the layout rules check `context`'s dialog in: each checked text size on its
    /// device (`device(for:)`), in the context's locale and then in each locale of the run.
    package static func checkedLayouts(_ context: DialogContext) -> [CheckedLayout] {
        let locales = [context.locale] + context.texts.locales
        var layouts: [CheckedLayout] = []
        layouts.reserveCapacity(checkedTextSizes.count * locales.count)
        for (textSize, setting) in checkedTextSizes {
            for locale in locales {
                layouts.append(CheckedLayout(device: device(for: textSize), textSize: textSize, locale: locale, setting: setting))
            }
        }
        return layouts
    }

    /// The devices of `checkedLayouts`, each once, in the order of `checkedTextSizes`.
    package static var checkedDevices: [Device] {
        var devices: [Device] = []
        for (textSize, _) in checkedTextSizes where !devices.contains(where: { $0.name == device(for: textSize).name }) {
            devices.append(device(for: textSize))
        }
        return devices
    }

    /// The devices and text sizes of `checkedLayouts`, as a reader says them.
    package static let checkedScreens =
        "'\(device(for: .large).name)' at the default text size and '\(device(for: .ax5).name)' at "
        + "\(TextClippedAtLargerText.textSize.rawValue) and \(TextSize.ax5.rawValue)"

    /// Appends `rule`'s findings at the accessibility size `textSize`: the overflows of the
    /// spec's texts, then those of each locale of the run. A text only grows from a smaller
    /// accessibility size to AX5 on the same screen, so one cut at `textSize` is cut at AX5 too:
    /// where AX5 (laid out for `text-overflow-accessibility` and kept by the context) cuts
    /// nothing, `textSize` needs no layout of its own.
    package static func accessibilitySizeFindings<R: Rule>(
        _ rule: R.Type, _ context: DialogContext, textSize: TextSize, setting: String, into findings: inout [Diagnostic]
    ) {
        guard mayHaveActionableOverflows(context, textSize: textSize) else { return }
        let largest = TextSize.ax5
        if textSize == largest || cutsText(facts(context, textSize: largest)) {
            self.findings(rule, context, textSize: textSize, setting: setting, into: &findings)
        }
        guard !context.texts.isEmpty else { return }
        let device = device(for: largest)
        if textSize == largest
            || context.texts.locales.contains(where: { cutsText(context.layoutFacts(device: device, textSize: largest, locale: $0)) })
        {
            localeFindings(rule, context, textSize: textSize, setting: setting, into: &findings)
        }
    }

    /// Whether a layout at AX5 cuts a text the spec could keep.
    private static func cutsText(_ facts: LayoutFacts) -> Bool {
        facts.overflows.contains { isActionable($0, in: facts, textSize: .ax5) }
    }
}
