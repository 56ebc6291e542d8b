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

/// The colors a plan uses when the spec sets none.
enum PlanPalette {
    static let background = DialogColor(red: 255, green: 255, blue: 255)
    static let title = DialogColor(red: 0, green: 0, blue: 0)
    static let message = DialogColor(red: 51, green: 51, blue: 51)
    static let line = DialogColor(red: 229, green: 229, blue: 229)
    static let tint = DialogColor(red: 0, green: 122, blue: 255)
    static let destructive = DialogColor(red: 255, green: 59, blue: 48)
    static let secondary = DialogColor(red: 142, green: 142, blue: 147)
    static let toastBubble = DialogColor(red: 0, green: 0, blue: 0, opacity: 0.75)
    static let toastText = DialogColor(red: 255, green: 255, blue: 255)
    static let fieldBackground = DialogColor(red: 242, green: 242, blue: 247)
}
