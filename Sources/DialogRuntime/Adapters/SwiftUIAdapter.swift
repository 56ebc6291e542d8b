#if canImport(SwiftUI)
import SwiftUI

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Presents `dialog` as an alert while `isPresented` is true and calls `onResult` with the tapped button's action.
    @MainActor public func alert<D: AlertDialog>(
        _ dialog: D.Type, isPresented: Binding<Bool>, onResult: @escaping (D.Action) -> Void
    ) -> some View {
        let descriptor = D.descriptor
        return self.alert(descriptor.swiftUITitle, isPresented: isPresented) {
            descriptor.swiftUIButtons(onResult: onResult)
        } message: {
            if let message = descriptor.alertMessage { Text(message) }
        }
    }

    /// Presents `dialog` as a confirmation dialog (an action sheet) while `isPresented` is true
    /// and calls `onResult` with the tapped button's action.
    @MainActor public func confirmationDialog<D: ActionSheetDialog>(
        _ dialog: D.Type, isPresented: Binding<Bool>, onResult: @escaping (D.Action) -> Void
    ) -> some View {
        let descriptor = D.descriptor
        return self.confirmationDialog(
            descriptor.swiftUITitle, isPresented: isPresented,
            titleVisibility: descriptor.title == nil ? .hidden : .visible
        ) {
            descriptor.swiftUIButtons(onResult: onResult)
        } message: {
            if let message = descriptor.alertMessage { Text(message) }
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DialogDescriptor {
    /// The title SwiftUI's alert and confirmation dialog show, labelled for VoiceOver with the
    /// dialog's `accessibilityLabel` when it has one.
    ///
    /// SwiftUI's system dialogs take no label or hint of their own, so the dialog's label goes on
    /// the title, as the title's alternative label (what `Text.accessibilityLabel(_:)` is for, a
    /// navigation title's say); the dialog's `accessibilityHint` has nowhere to go.
    var swiftUITitle: Text {
        // SwiftUI alerts need a title; an empty one leaves the message on its own, as a nil title does in UIKit.
        let title = Text(self.title ?? "")
        guard let label = accessibilityLabel else { return title }
        return title.accessibilityLabel(Text(label))
    }

    /// One SwiftUI button per dialog button, in spec order; SwiftUI places them by role.
    ///
    /// The `ForEach` itself rather than a view type of ours wrapping it, so alerts meet their
    /// buttons in the plain form their documentation shows.
    @MainActor func swiftUIButtons(onResult: @escaping (Action) -> Void) -> some View {
        ForEach(buttons, id: \.action) { button in
            Button(button.title, role: button.role.buttonRole) { onResult(button.action) }
                .accessibilityLabel(Text(button.accessibility.label))
                // An empty hint is none.
                .accessibilityHint(Text(button.accessibility.hint ?? ""))
                .preferred(button.isPreferred)
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DialogButtonRole {
    var buttonRole: ButtonRole? {
        switch self {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// The view marked as the dialog's default button where the platform has one.
    @ViewBuilder func preferred(_ isPreferred: Bool) -> some View {
        // tvOS and watchOS have no keyboard shortcuts; their dialogs have no default button to mark.
        #if os(tvOS) || os(watchOS)
        self
        #else
        if isPreferred { keyboardShortcut(.defaultAction) } else { self }
        #endif
    }
}
#endif
