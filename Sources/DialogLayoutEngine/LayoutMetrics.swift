/// Every number the layout uses, with where it comes from. The README's metrics table mirrors this.
///
/// Custom renderer (the hand-made dialogs the product grew from; their documented numbers):
/// - center card: screen width - 80 wide (capped at 400 on wide screens, our addition), 50-pt
///   header, 50-pt footer, message area = text height + 60 capped at screen height - 180,
///   corner radius 10, cover alpha 0.3; buttons share the footer width equally.
/// - toast: a 190-pt-wide bubble of black at 0.75 alpha with a 10-pt inset around its text.
/// - bottom picker: 2/5 of the screen height, with a toolbar 1/6 of that, cancel left, confirm right.
/// System renderer (UIAlertController's geometry as measured on iOS 17):
/// - alert: 270 pt wide, 16-pt side padding, 20-pt top padding, title 17 semibold, message 13,
///   button rows 44 pt, corner radius 14; two buttons side by side put the cancel button on the
///   left whatever the spec's order.
/// - action sheet: screen width - 16, bottom margin 8, rows 57 pt, cancel in its own group 8 pt
///   below, corner radius 13; on a regular-width screen a 304-pt popover without the cancel button.
enum LayoutMetrics {
    // Custom center card.
    static let cardSideInset = 40.0
    static let cardMaxWidth = 400.0
    static let cardHeaderHeight = 50.0
    static let cardFooterHeight = 50.0
    static let cardMessageExtra = 60.0
    static let cardScreenReserve = 180.0
    static let cardCornerRadius = 10.0
    static let cardPadding = 15.0
    /// Above and below a title that wraps past the 50-pt header, which then grows.
    static let cardHeaderPadding = 10.0
    static let textFieldHeight = 36.0
    static let textViewHeight = 100.0
    static let fieldSpacing = 10.0

    // Custom bottom sheet (action sheets and bottom-shown alerts drawn by the app).
    static let sheetRowHeight = 50.0
    static let sheetCancelGap = 6.0

    // Toast.
    static let toastWidth = 190.0
    static let toastInset = 10.0
    static let toastFontSize = 14.0
    static let toastCornerRadius = 8.0
    static let toastBottomOffset = 80.0

    // Bottom picker.
    static let pickerHeightFraction = 2.0 / 5.0
    static let pickerToolbarFraction = 1.0 / 6.0
    static let pickerRowHeight = 44.0
    static let pickerButtonWidth = 80.0

    // System alert.
    static let systemAlertWidth = 270.0
    static let systemAlertPadding = 16.0
    static let systemAlertTopPadding = 20.0
    static let systemAlertRow = 44.0
    static let systemAlertCornerRadius = 14.0
    static let systemTextFieldHeight = 24.0

    // System action sheet.
    static let systemSheetMargin = 8.0
    static let systemSheetRow = 57.0
    static let systemSheetHeaderPadding = 14.0
    static let systemSheetCornerRadius = 13.0
    static let systemPopoverWidth = 304.0

    // Shared.
    static let separator = 0.5
    static let titleSize = 17.0
    static let messageSize = 15.0
    static let systemMessageSize = 13.0
    static let buttonSize = 17.0
    static let systemSheetButtonSize = 20.0
}

/// The colors a plan uses when the spec sets none: the source components' values in light
/// appearance, and in the others those of the system color that plays the same part (the
/// table in Documentation/Accessibility.md names each).
enum PlanPalette {
    /// A card's surface: `tertiarySystemBackground`, the elevated surface alerts use.
    static let background = DialogSystemColor.tertiarySystemBackground.color
    /// `label`.
    static let title = DialogSystemColor.label.color
    /// The components' #333333 in light; `label` otherwise.
    static let message = adapting(DialogColor(red: 51, green: 51, blue: 51), like: .label)
    /// The components' #E5E5E5 in light; `opaqueSeparator` otherwise.
    static let line = adapting(DialogColor(red: 229, green: 229, blue: 229), like: .opaqueSeparator)
    /// `systemBlue`, the app's tint before it sets one.
    static let tint = DialogSystemColor.tint.color
    /// `systemRed`.
    static let destructive = DialogSystemColor.systemRed.color
    /// `systemGray`: a picker's unselected rows, a placeholder.
    static let secondary = DialogSystemColor.systemGray.color
    /// The components' black at 0.75 in light; in dark `systemGray4`'s dark value at 0.9, a
    /// bubble that still stands apart from a black screen.
    static let toastBubble = DialogColor(
        light: DialogColor(red: 0, green: 0, blue: 0, opacity: 0.75), dark: DialogColor(red: 58, green: 58, blue: 60, opacity: 0.9))
    /// White on the bubble in every appearance.
    static let toastText = DialogColor(red: 255, green: 255, blue: 255)
    /// `systemGray6`: a text field's and a picker toolbar's fill.
    static let fieldBackground = DialogSystemColor.systemGray6.color

    /// `light` in light appearance, at both contrasts, and `system`'s value in dark.
    private static func adapting(_ light: DialogColor, like system: DialogSystemColor) -> DialogColor {
        let color = system.color
        return DialogColor(
            light: light, dark: color.resolved(for: .dark), lightHighContrast: light,
            darkHighContrast: color.resolved(for: .darkHighContrast))
    }
}
