import DialogDiagnostics

/// A written setting that another setting of the dialog makes ineffective.
public enum SettingIgnored: DialogRule {
    public static let description = RuleDescription(
        id: "setting-ignored",
        stage: .semantic,
        summary: "a written setting another one makes ineffective, such as a 'duration' with 'animation: none'",
        explanation: """
            Some settings only mean something together with another, and dialogc used to drop them \
            without a word: 'animation: none' zeroed a written 'show.duration' and, unless the hide \
            names an animation of its own, 'hide.duration' too. The same holds for 'coverTapResult' \
            when the cover does not dismiss, 'input.emptyMessage' on a field that is not 'required', \
            'input.allowsNewlines' on a single-line field and 'input.clearButton' on a multi-line \
            one. A setting that does nothing misleads whoever reads the spec, so it is an error: \
            remove it, or change the setting that overrides it (for a hide that animates after a \
            show that does not, give 'hide' its own 'animation'). The finding points at the ignored \
            value, with a note at the setting that overrides it.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"show": {"animation": "none", "duration": 1️⃣0.3},
                                  "hide": {"showType": "center", "duration": 2️⃣0.2}}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "textInput", "title": "Name", "buttons": [{"id": "ok", "title": "OK"}],
                 "input": {"emptyMessage": 1️⃣"Enter a name"}}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"show": {"animation": "none"},
                                  "hide": {"showType": "center", "animation": "fade", "duration": 0.2}}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "textInput", "title": "Name", "buttons": [{"id": "ok", "title": "OK"}],
                 "input": {"required": true, "emptyMessage": "Enter a name"}}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Each value is read off the context's dialog where it is: a copy of the whole dialog
        // (retaining every text of it) cost more than the checks, which rarely find anything.
        let presentation = context.dialog.presentation
        let show = presentation.show
        let hide = presentation.hide
        func report(_ message: (String) -> RuleMessage, _ value: some Locatable, because cause: (some Locatable)?) {
            let notes = cause.map { [DiagnosticNote(Message.overriddenHere, at: context.location(of: $0))] } ?? []
            findings.append(diagnostic(message(context.dialog.id.value), at: context.location(of: value), notes: notes))
        }
        if let animation = show?.animation, animation.value == .none, let duration = show?.duration {
            report(Message.showDuration, duration, because: animation)
        }
        let hideAnimation = hide?.animation ?? show?.animation
        if let animation = hideAnimation, animation.value == .none, let duration = hide?.duration {
            report(Message.hideDuration, duration, because: animation)
        }
        if let result = presentation.coverTapResult, !context.dialog.resolvedDismissOnCoverTap {
            report(Message.coverTapResult, result, because: presentation.dismissOnCoverTap)
        }
        guard context.dialog.input != nil else { return }
        let required = context.dialog.input?.required
        let multiline = context.dialog.input?.multiline
        let isMultiline = multiline?.value ?? false
        if let message = context.dialog.input?.behaviour.emptyMessage, !(required?.value ?? false) {
            report(Message.emptyMessage, message, because: required)
        }
        if let newlines = context.dialog.input?.behaviour.allowsNewlines, !isMultiline {
            report(Message.allowsNewlines, newlines, because: multiline)
        }
        if let clear = context.dialog.input?.behaviour.clearButton, isMultiline {
            report(Message.clearButton, clear, because: multiline)
        }
    }
}

extension SettingIgnored {
    /// The rule's wording.
    package enum Message {
        package static func showDuration(_ dialog: String) -> RuleMessage {
            RuleMessage("show-duration", "dialog '\(dialog)' shows without an animation, so its 'show.duration' is ignored")
        }
        package static func hideDuration(_ dialog: String) -> RuleMessage {
            RuleMessage("hide-duration", "dialog '\(dialog)' hides without an animation, so its 'hide.duration' is ignored")
        }
        package static func coverTapResult(_ dialog: String) -> RuleMessage {
            RuleMessage("cover-tap-result", "a cover tap does not dismiss dialog '\(dialog)', so its 'coverTapResult' is ignored")
        }
        package static func emptyMessage(_ dialog: String) -> RuleMessage {
            RuleMessage("empty-message", "the field of '\(dialog)' is not 'required', so its 'emptyMessage' is never shown")
        }
        package static func allowsNewlines(_ dialog: String) -> RuleMessage {
            RuleMessage("allows-newlines", "the field of '\(dialog)' is single-line, so 'allowsNewlines' is ignored")
        }
        package static func clearButton(_ dialog: String) -> RuleMessage {
            RuleMessage("clear-button", "the field of '\(dialog)' is multi-line, so 'clearButton' is ignored")
        }
        package static let overriddenHere = RuleMessage("overridden-here", "the setting that overrides it is here")
    }

    public static var messages: [RuleMessage] {
        [
            Message.showDuration("a"), Message.hideDuration("a"), Message.coverTapResult("a"), Message.emptyMessage("a"),
            Message.allowsNewlines("a"), Message.clearButton("a"), Message.overriddenHere,
        ]
    }
}
