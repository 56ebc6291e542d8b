import DialogDiagnostics
import DialogRuntime

/// A dialog uses something the oldest runtime the project delivers bundles to cannot present.
public enum RuntimeUnsupported: DialogRule {
    public static let description = RuleDescription(
        id: "runtime-unsupported",
        stage: .lint,
        summary: "a dialog uses a feature that the runtime version set by '--runtime-version' or 'minimumRuntime' cannot present",
        explanation: """
            A dialog delivered as a bundle is presented by the runtime of the app already installed, \
            which may be older than this dialogc. Each runtime declares what it presents, with the \
            version each capability arrived in (Documentation/RuntimeCapabilities.md, generated \
            from the runtime itself); a bundled dialog lists the capabilities it uses as 'requires', \
            and a runtime that lacks one refuses the dialog, so the app falls back to its compiled-in \
            one or shows nothing. Set the oldest runtime still in the field with \
            '--runtime-version' or 'minimumRuntime' in .dialogc.json, and each feature a dialog uses \
            that this runtime cannot present is reported once per dialog, at its first use, naming \
            the first runtime that can: the remedy is the same for every use (leave the feature \
            out, or deliver the dialog only to that runtime and later), so one finding says it. \
            A runtime older than bundles themselves presents no bundled dialog, so that alone is \
            reported. Translations count where the run checks them ('--locale'). Without a runtime version \
            nothing is reported; a version newer than this dialogc's runtime presents everything it \
            knows.
            """,
        triggering: [
            .dialogs(
                """
                {"id": 1️⃣"storage-full", "type": "alert", "title": "Storage Full",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """, runtimeVersion: "0.1.0")
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "storage-full", "type": "alert", "title": "Storage Full",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """, runtimeVersion: "0.2.0"),
            .dialogs(
                """
                {"id": "storage-full", "type": "alert", "title": "Storage Full",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // A run without a runtime version leaves the rule out (`thatApply(to:options:)`).
        guard let runtime = context.options.runtimeVersion else { return }
        check(context, runtime: runtime.description, capabilities: DialogBundle.capabilities, into: &findings)
    }

    /// The findings of the dialog of `context` for a runtime of version `runtime`, whose
    /// capabilities arrived as `capabilities` says (the runtime's own table, or a test's).
    package static func check(
        _ context: DialogContext, runtime: String, capabilities: [DialogRuntimeCapability], into findings: inout [Diagnostic]
    ) {
        // What the bundle writes as the dialog's `requires`: the same translations and text lookup.
        let requirements = RuntimeRequirements(
            context.dialog, capabilities: capabilities, translations: context.options.looksUpTexts ? nil : context.texts,
            looksUpTexts: context.options.looksUpTexts)
        var unsupported = requirements.unsupported(byRuntime: runtime)
        // A runtime that reads no bundle presents none of the dialog: its other features are moot.
        if let bundle = unsupported.first(where: { $0.capability.name == DialogRuntimeCapability.bundle.name }) { unsupported = [bundle] }
        for use in unsupported {
            findings.append(
                diagnostic(
                    Message.cannotPresent(context.dialog.id.value, use.capability, runtime: runtime), at: context.location(use.range)))
        }
    }
}

extension RuntimeUnsupported {
    /// The rule's wording.
    package enum Message {
        package static func cannotPresent(_ dialog: String, _ capability: DialogRuntimeCapability, runtime: String) -> RuleMessage {
            RuleMessage(
                "cannot-present",
                "dialog '\(dialog)' uses '\(capability.name)' (\(capability.summary)), which runtime \(runtime) cannot present; "
                    + "runtime \(capability.since) is the first that can")
        }
    }

    public static var messages: [RuleMessage] {
        DialogBundle.capabilities.map { Message.cannotPresent("a", $0, runtime: "0.1.0") }
    }
}
