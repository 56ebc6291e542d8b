/// A rough estimate of how many lines a dialog's title wraps to on the narrowest supported device,
/// a 320-pt-wide iPhone. It stands in until the render plan knows real layouts and fonts, so every
/// number lives here, where that plan will replace it:
///
/// - Width available to the text: 238 pt for an alert or text input on the system renderer
///   (UIAlertController's 270-pt alert minus 16-pt margins each side), 272 pt for a system action
///   sheet (304 pt minus 16 pt each side), and 210 pt for custom-rendered dialogs (a card of
///   320 - 80 = 240 pt with 15-pt padding each side).
/// - Font size: `style.titleFont.size` when written, else 17 pt, or 13 pt for an action sheet. The
///   system renderer ignores `style`, so it always gets the platform's size.
/// - Advance widths, in em: CJK ideographs, kana, hangul and full-width forms 1.0; uppercase
///   letters 0.65; lowercase letters and digits 0.55; a space 0.28; anything else 0.5. Cased
///   non-Latin letters (Greek, Cyrillic) take the Latin widths, which is close enough for an estimate.
/// - Wrapping: greedy, at spaces for Latin text and between any two CJK characters; a word wider
///   than a whole line breaks between characters, as UILabel does, and a newline always breaks.
struct TitleWidthEstimate {
    /// Points of line width the title may use.
    var availableWidth: Double
    /// The title's font size in points.
    var fontSize: Double

    /// The estimate for the title of `dialog`, from its type, renderer and style.
    init(for dialog: Dialog) {
        let isSheet = dialog.type.value == .actionSheet
        switch dialog.resolvedRenderer {
        case .system:
            availableWidth = isSheet ? 272 : 238
            fontSize = isSheet ? 13 : 17
        case .custom:
            availableWidth = 210
            fontSize = dialog.style.titleFont?.size?.value ?? (isSheet ? 13 : 17)
        }
    }

    /// How many lines `text` is estimated to take.
    func lineCount(of text: String) -> Int {
        var layout = Layout(width: availableWidth)
        var word: [Double] = []
        for character in text {
            if character.isNewline {
                layout.place(word)
                word = []
                layout.breakLine()
            } else if character.isWhitespace {
                layout.place(word)
                word = []
                layout.pendingSpace += advance(of: character)
            } else if TitleText.isCJK(character) {
                layout.place(word)
                word = []
                layout.place([advance(of: character)])
            } else {
                word.append(advance(of: character))
            }
        }
        layout.place(word)
        return layout.lines
    }

    /// The advance width of `character` in points.
    func advance(of character: Character) -> Double {
        let em: Double =
            if TitleText.isCJK(character) { 1.0 }
            else if character.isWhitespace { 0.28 }
            else if character.isUppercase { 0.65 }
            else if character.isLowercase || character.isNumber { 0.55 }
            else { 0.5 }
        return em * fontSize
    }

    /// Greedy line filling over unbreakable runs of advances.
    private struct Layout {
        let width: Double
        var lines = 1
        var x = 0.0
        /// The width of the spaces since the last run, which vanish at a line break.
        var pendingSpace = 0.0

        /// Ends the line where a title has a line break of its own.
        mutating func breakLine() {
            lines += 1
            x = 0
            pendingSpace = 0
        }

        mutating func place(_ run: [Double]) {
            guard !run.isEmpty else { return }
            let runWidth = run.reduce(0, +)
            let gap = x == 0 ? 0 : pendingSpace
            pendingSpace = 0
            if x + gap + runWidth <= width {
                x += gap + runWidth
            } else if runWidth <= width {
                lines += 1
                x = runWidth
            } else {
                if x > 0 { lines += 1 }
                x = 0
                for advance in run {
                    if x > 0, x + advance > width {
                        lines += 1
                        x = 0
                    }
                    x += advance
                }
            }
        }
    }
}
