import DialogGenerators
import DialogLayoutAdapter
import DialogValidation

/// What `dialogc audit` covers, as its reports state it, and the pictures its HTML report shows.
enum AuditScope {
    static func scope(texts: LocaleTexts) -> AccessibilityAudit.Scope {
        AccessibilityAudit.Scope(
            devices: [Device.narrowest.name],
            textSizes: [TextSize.large.rawValue, "200 %", "the accessibility sizes"],
            appearances: AccessibilityAudit.Scope.everyAppearance,
            locales: ["the spec's own"] + texts.locales.map(\.description))
    }

    /// The pictures of each dialog that does not support a category: on the narrowest device.
    static func pictures(
        of audit: AccessibilityAudit, in result: ValidationResult, texts: LocaleTexts
    ) -> [String: [(caption: String, svg: String)]] {
        let failing = Set(audit.dialogs.filter(\.hasUnsupported).map(\.id))
        var pictures: [String: [(caption: String, svg: String)]] = [:]
        let device = Device.narrowest
        for file in result.files {
            for dialog in file.spec?.dialogs ?? [] where failing.contains(dialog.id.value) {
                let plan = LayoutEngine.plan(dialog, in: file.source, device: device)
                pictures[dialog.id.value] = [(caption: device.name, svg: SVGRenderer.svg(plan, device: device))]
            }
        }
        return pictures
    }
}
