/// What each key of formats v1 and v2 means in each object of a spec, as the JSON Schema
/// (Schemas/dialogspec.schema.json) describes it there: hover explains a key by the object it
/// stands in, since one key means different things in different objects. A test keeps the table
/// and the schema in step, both ways.
package enum FormatKeyDocumentation {
    /// What `key` means in `object`; where the object is not one of the format's (a key out of
    /// place), every meaning the key has anywhere, so the reader still learns what it is for.
    package static func descriptions(of key: String, in object: FormatObject?) -> [String] {
        if let object { return table[object]?[key].map { [$0] } ?? [] }
        var all: [String] = []
        for object in FormatObject.allCases {
            if let description = table[object]?[key], !all.contains(description) { all.append(description) }
        }
        return all
    }

    /// The keys `presentation.show` and `presentation.hide` share: one motion, told for both directions.
    private static let motion: [String: String] = [
        "curve":
            "Timing curve of a non-spring animation, or a reference to a cubicBezier token equal to one of them. Default: easeOut to show, easeIn to hide.",
        "spring": "A spring as SwiftUI describes it; without 'duration' the animation lasts until the spring settles.",
        "fromScale": "Scale the dialog starts at (show) or rests at (hide).",
        "toScale": "Scale the dialog rests at (show) or ends at (hide).",
        "fromOpacity": "Opacity the dialog starts at (show) or rests at (hide).",
        "toOpacity": "Opacity the dialog rests at (show) or ends at (hide).",
        "translateY": "Points below its place the dialog starts a show or ends a hide (negative: above), -3000 to 3000.",
        "coverPhase": "together: the cover fades with the dialog (default); afterDialog: once the dialog's animation has ended.",
        "coverDuration": "Seconds the cover's fade takes, 0 to 5 (default: the dialog's duration).",
        "reducedMotion":
            "What the animation becomes under Reduce Motion. Default: a cross-fade of the same duration (none stays none).",
    ]

    /// Each object's keys and what they mean; an object whose keys the schema does not describe
    /// (a parameter, a frame) has none.
    package static let table: [FormatObject: [String: String]] = [
        .file: [
            "$schema": "Path or URL of this schema, for editors. Ignored by dialogc.",
            "specVersion": "Version of the spec format: 1, or 2 for parameters, plurals, translator comments and localization keys.",
            "dialogs": "The dialogs this file declares, at least one. Dialog ids are unique across every input file.",
            "suppressions": "Lint rules silenced for every dialog of the file.",
        ],
        .dialog: [
            "id": "Unique across every input file; becomes a Swift name.",
            "type": "The kind of dialog.",
            "title": "Title text.",
            "subtitle": "Subtitle below the title (alert only).",
            "message": "Message text (required for toast).",
            "buttons": "Buttons in display order, at least one (not on toast).",
            "options": "The rows of the picker, at least one, none empty (picker only).",
            "selectedIndex": "Index of the row selected initially (picker only, default 0).",
            "input": "The text field (textInput only, required).",
            "autoHide": "Seconds after which the dialog hides by itself, more than 0 and at most 60 (toast, default 2.0, and alert).",
            "limits": "Caps on options or text length (actionSheet, picker, textInput).",
            "presentation": "How the dialog is shown, hidden and drawn.",
            "style": "Fonts, colors, alignment and corner radius.",
            "suppressions": "Lint rules silenced for this dialog.",
            "renamedFrom": "The dialog's former id: dialogc diff reports a rename instead of a removal and an addition.",
            "layout": "Widths, frame, insets, heights and button arrangement of a custom-drawn dialog.",
            "parameters":
                "The dialog's typed parameters, by name (an ASCII letter, then ASCII letters, digits or '_'); the generated descriptor is a function of them.",
            "comment": "A comment for the translator on every text of the dialog.",
            "accessibilityLabel": "What VoiceOver says for the dialog as a whole instead of its title, not empty.",
            "accessibilityHint": "What VoiceOver says after the dialog's label, after a pause, not empty.",
            "announcement":
                "How VoiceOver announces the toast (toast only): polite (default) waits for speech to end, assertive interrupts it, none stays silent.",
        ],
        .button: [
            "id": "Unique within its dialog; becomes a case of the dialog's action enum.",
            "title": "The button's text, not empty.",
            "style": "UIKit action style. At most one cancel button per dialog.",
            "preferred": "The preferred (bold, default) action. At most one per dialog.",
            "color": "Title color of the button (custom renderer).",
            "renamedFrom": "The button's former id: dialogc diff reports a rename instead of a removal and an addition.",
            "font": "Font of this button's title (custom renderer), over style.buttonFont.",
            "comment": "A comment for the translator on the button's title.",
            "accessibilityLabel":
                "What VoiceOver says and Voice Control answers to instead of the title, not empty; it should contain the visible title.",
            "accessibilityHint": "What VoiceOver says after the label, after a pause: what the button does, not empty.",
        ],
        .suppression: [
            "rule": "The id of the lint rule to silence, e.g. 'cancel-title'.",
            "reason": "Why the guideline is broken on purpose; shown to reviewers.",
        ],
        .presentation: [
            "show": "How the dialog appears.",
            "hide": "How the dialog disappears.",
            "dismissOnCoverTap": "Whether tapping the dimming cover dismisses the dialog.",
            "renderer":
                "system: the platform's alert controller; custom: a drawn view. Default: system for alert, actionSheet and single-line textInput, custom otherwise.",
            "coverTapResult":
                "The id of the button whose result a tap on the cover yields; needed when the cover dismisses a dialog without a cancel button.",
        ],
        .show: [
            "type": "Where the dialog appears. Default: fromBottom for actionSheet and picker, center otherwise.",
            "animation": "Appearance animation.",
            "duration": "Appearance duration in seconds, 0 to 5 (default 0.3).",
            "coverAlpha": "Opacity of the dimming cover behind the dialog, 0 to 1 (default 0.3).",
        ].merging(motion) { own, _ in own },
        .hide: [
            "showType": "Must equal the effective show type: a dialog hides the way it was shown.",
            "duration": "Disappearance duration in seconds, 0 to 5 (default 0.2).",
            "animation":
                "Disappearance animation. Default: none after a show without animation, else slide for dialogs shown from the bottom and fade for the rest.",
        ].merging(motion) { own, _ in own },
        .spring: [
            "dampingRatio":
                "Damping ratio, more than 0 and at most 2: below 1 it overshoots (POP: friction / (2 * sqrt(tension * mass))). Default 0.825.",
            "response":
                "Seconds of one undamped oscillation, more than 0 and at most 5 (POP: 2 * pi * sqrt(mass / tension)). Default 0.55.",
        ],
        .reducedMotion: [
            "animation": "fade: a change of opacity (default); none: no animation.",
            "duration": "Seconds, 0 to 5 (default: the animation's own duration).",
        ],
        .style: [
            "titleFont": "Font of the title.",
            "messageFont": "Font of the message.",
            "titleColor": "Color of the title.",
            "messageColor": "Color of the message.",
            "lineColor": "Color of the separator lines.",
            "backgroundColor": "Background color of the dialog.",
            "coverColor": "Color of the dimming cover behind the dialog.",
            "textAlignment": "Alignment of the title and message.",
            "cornerRadius": "Corner radius of the dialog in points, 0 or more.",
            "buttonFont": "Font of every button title, unless the button sets its own.",
            "toolbarColor": "Background color of the picker's toolbar.",
            "toolbarTitleColor": "Color of the picker's toolbar title.",
            "fieldFont": "Font of the text typed into the field or text view.",
            "fieldColor": "Background color of the text field or text view.",
            "placeholderColor": "Color of the placeholder.",
        ],
        .font: [
            "size": "Point size, greater than 0.",
            "weight": "Font weight, or a reference to a fontWeight token of 400, 500, 600 or 700.",
            "relativeTo": "The Dynamic Type text style the font scales with, as UIFontMetrics scales it (default body).",
            "maxSize": "The most points the font grows to under Dynamic Type, greater than 0 and at least size.",
        ],
        .layout: [
            "width": "A fixed width of the card, sheet or toast in points.",
            "sideInset": "Points left free at each side: the width is the screen's less twice this (default 40 for a card).",
            "maxWidth": "The most points the width may take (default 400 for a card without a fixed width).",
            "frame":
                "The container's frame: x and width of the screen's width, y and height of its height, each in points or as a fraction 'N/M'.",
            "padding": "Points between the container's edges and its texts (default 15; a toast's 10).",
            "headerHeight": "Height of the title's header in points (default 50).",
            "footerHeight": "Height of the footer when its buttons are side by side (default: buttonHeight, else 50).",
            "buttonHeight": "Height of each stacked button row (default: footerHeight, else 50; a sheet's rows 50).",
            "buttonArrangement":
                "auto: side by side when two buttons fit, else stacked (default); row: all side by side; stack: one row each.",
            "labelWidth": "Width of the texts, centered in the container (default: the width less the padding).",
            "toolbarHeight": "Height of the picker's toolbar, in points or as a fraction of the picker (default 1/6).",
            "toolbarButtonWidth": "Width of each of the picker's toolbar buttons (default: fit the title, at least 80).",
        ],
        .input: [
            "placeholder": "Hint shown while the field is empty.",
            "initialText": "Text in the field when the dialog appears; not longer than limits.maxLength.",
            "multiline": "A multi-line text view instead of a single-line field (needs the custom renderer).",
            "secure": "Secure (password) entry; not together with multiline.",
            "required": "The text must not be empty to confirm.",
            "returnKey": "The return key's title, as UIReturnKeyType names it (default 'default').",
            "allowsNewlines": "Whether Return inserts a newline rather than submitting (multiline only, default true).",
            "emptyMessage": "What a required field says when it is submitted empty (required only).",
            "clearButton": "Whether a single-line field shows a clear button while it holds text (default false).",
        ],
        .limits: [
            "maxOptions": "Most buttons (actionSheet, at most 6, cancel not counted) or rows (picker) allowed.",
            "maxLength": "Most characters the text field accepts (textInput).",
        ],
        .parameter: [
            "default":
                "The value shown when the app passes none, of the parameter's type (runtime 0.2.0 on): adding a parameter with a default does not break apps built before it."
        ],
        .text: [
            "plural": "The integer parameter the forms vary by.",
            "comment": "A comment for the translator.",
            "key": "The localization key, instead of the one derived from the dialog id and the element.",
        ],
    ]
}
