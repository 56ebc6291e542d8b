import DialogGenerators
import DialogLayoutAdapter
import DialogRules
import DialogValidation

/// What `dialogc audit` covers, as its reports state it, and the pictures its HTML report shows.
enum AuditScope {
    static func scope(texts: LocaleTexts) -> AccessibilityAudit.Scope {
        AccessibilityAudit.Scope(
            devices: PlanFindings.checkedDevices.map(\.name),
            textSizes: [TextSize.large.rawValue, "AX3 (Larger Text's 200 %)", "AX5"],
            appearances: AccessibilityAudit.Scope.everyAppearance,
            locales: ["the spec's own"] + texts.locales.map(\.description))
    }

    /// The pictures of each dialog that does not support a category: on the narrowest device, in
    /// light and dark appearance.
    static func pictures(
        of audit: AccessibilityAudit, in result: ValidationResult, texts: LocaleTexts
    ) -> [String: [(caption: String, svg: String)]] {
        let failing = Set(audit.dialogs.filter(\.hasUnsupported).map(\.id))
        var pictures: [String: [(caption: String, svg: String)]] = [:]
        let device = Device.narrowest
        for file in result.files {
            for dialog in file.spec?.dialogs ?? [] where failing.contains(dialog.id.value) {
                // Light and dark, as the preview draws them: an appearance is often what fails.
                pictures[dialog.id.value] = DisplaySettings.standard.bothSchemes.map { appearance in
                    let plan = LayoutEngine.plan(
                        dialog, in: file.source, device: device, display: DisplaySettings(appearance: appearance))
                    return (caption: "\(device.name), \(appearance)", svg: SVGRenderer.svg(plan, device: device, appearance: appearance))
                }
            }
        }
        return pictures
    }
}
