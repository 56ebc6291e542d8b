import DialogDiagnostics
import DialogLayoutAdapter

/// The layout rules (`text-overflow`, `text-overflow-accessibility`, `title-too-long`) run again
/// for each locale of the run, on the same device and text size, over the translated layout: a
/// finding names the locale, the key, the device and the text size, at the spec's text. What
/// the spec's own texts already break is reported once, for the spec, not again per locale.
extension PlanFindings {
    /// Appends to `findings` one finding per overflow that a locale of the run has and the spec's own texts have not, for `rule`.
    package static func localeFindings<R: Rule>(
        _ rule: R.Type, _ context: DialogContext, textSize: TextSize, setting: String, into findings: inout [Diagnostic]
    ) {
        guard !context.texts.isEmpty, mayHaveActionableOverflows(context, textSize: textSize) else { return }
        let dialog = context.dialog
        let device = device(for: textSize)
        let sourceFacts = facts(context, textSize: textSize)
        let own = Set(sourceFacts.overflows.filter { isActionable($0, in: sourceFacts, textSize: textSize) })
        for locale in context.texts.locales {
            let facts = context.layoutFacts(device: device, textSize: textSize, locale: locale)
            for overflow in facts.overflows where !own.contains(overflow) && isActionable(overflow, in: facts, textSize: textSize) {
                let range = range(of: overflow, in: dialog)
                let key = dialog.localizableTexts.first { $0.text.range == range }?.key
                let place = LocalePlace(locale: locale, key: key, device: device, setting: setting)
                findings.append(
                    rule.diagnostic(
                        Message.overflow(LintWording.name(of: dialog), describe(overflow), place),
                        at: context.location(range), suggestion: Suggestion(advice(overflow))
                    ).inLocale(locale.identifier))
            }
        }
    }

    /// Where a per-locale finding was laid out, as its message says it.
    package struct LocalePlace {
        package var locale: LayoutLocale
        package var key: String?
        package var device: Device
        package var setting: String

        /// `in 'de', text 'a.title'`, the part after the dialog's name.
        package var subject: String { "in '\(locale)'" + (key.map { ", text '\($0)'" } ?? "") }
        /// `on 'iphone-se' (320 pt wide) at the default text size`.
        package var screen: String { "on '\(device.name)' (\(Int(device.width)) pt wide) at \(setting)" }

        package static func sample(key: String?, setting: String) -> LocalePlace {
            LocalePlace(locale: LayoutLocale("de"), key: key, device: .narrowest, setting: setting)
        }
    }

    /// Every message a layout rule reports for a locale at `setting`, with sample values.
    package static func localeMessages(setting: String) -> [RuleMessage] {
        [
            Message.overflow("alert 'a'", Message.buttonCut("ok"), .sample(key: "a.button.ok", setting: setting)),
            Message.overflow("alert 'a'", Message.tallerThanScreen, .sample(key: nil, setting: setting)),
            Message.overflow("alert 'a'", Message.cut("message"), .sample(key: "a.message", setting: setting)),
        ]
    }
}

extension PlanFindings.Message {
    package static func overflow(_ dialog: String, _ what: String, _ place: PlanFindings.LocalePlace) -> RuleMessage {
        RuleMessage("overflow-in-locale", "\(dialog) \(place.subject): \(what) \(place.screen)")
    }
}

extension TitleTooLong {
    /// The title of each locale of the run that wraps past the limit where the spec's title does not.
    package static func localeFindings(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        let maxLines = context.options.titleMaxLines
        guard !context.texts.isEmpty, let title = dialog.title,
            PlanFindings.facts(context, textSize: .large).titleLineCount <= maxLines
        else { return [] }
        let device = PlanFindings.device(for: .large)
        return context.texts.locales.compactMap { locale in
            let lines = context.layoutFacts(device: device, textSize: .large, locale: locale).titleLineCount
            guard lines > maxLines else { return nil }
            let place = PlanFindings.LocalePlace(
                locale: locale, key: "\(dialog.id.value).title", device: device, setting: TextOverflow.setting)
            return diagnostic(
                LocaleMessage.wraps(LintWording.name(of: dialog), place, lines: lines, maxLines: maxLines),
                at: context.location(of: title), suggestion: Suggestion(Message.shorten)
            ).inLocale(locale.identifier)
        }
    }

    /// The wording of a title that wraps in a locale.
    package enum LocaleMessage {
        package static func wraps(_ dialog: String, _ place: PlanFindings.LocalePlace, lines: Int, maxLines: Int) -> RuleMessage {
            RuleMessage(
                "wraps-in-locale",
                "title of \(dialog) \(place.subject) wraps to about \(lines) lines \(place.screen); titles should fit in "
                    + Wording.count(maxLines, "line", "lines"))
        }
    }

    /// The messages of a title that wraps in a locale, with sample values.
    package static var localeMessages: [RuleMessage] {
        [LocaleMessage.wraps("alert 'a'", .sample(key: "a.title", setting: TextOverflow.setting), lines: 3, maxLines: 2)]
    }
}
