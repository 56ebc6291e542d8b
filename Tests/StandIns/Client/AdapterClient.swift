// App code as a dialogc user writes it: generated dialogs (shaped as dialogc generates them)
// and a call to every adapter entry point. AdapterTypeCheckTests compiles it against the
// DialogRuntime module built with the UIKit and SwiftUI stand-ins.
import DialogRuntime
import SwiftUI
import UIKit

enum Dialogs {}

extension Dialogs {
    enum DeleteAlert: AlertDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case delete = "delete"
            case cancel = "cancel"
        }
        typealias Result = Action
        static let descriptor = DialogDescriptor<Action>(
            id: "delete-alert", kind: .alert, title: "删除照片？", subtitle: "3 张照片", message: "删除后无法恢复。",
            buttons: [
                DialogButton(action: .delete, title: "删除", role: .destructive, isPreferred: false, color: nil),
                DialogButton(action: .cancel, title: "取消", role: .cancel, isPreferred: true, color: nil),
            ], options: [], selectedIndex: 0, textField: nil, autoHide: nil, maxOptions: nil,
            presentation: DialogPresentation(
                showType: .center, animation: .fade, showDuration: 0.25, hideDuration: 0.2, coverAlpha: 0.4, dismissOnCoverTap: false,
                renderer: .system), style: DialogStyle(), source: DialogSourceLocation(file: "Specs/alerts.json", line: 3))
    }

    enum LogoutSheet: ActionSheetDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case logout = "logout"
            case cancel = "cancel"
        }
        typealias Result = Action
        static let descriptor = DialogDescriptor<Action>(
            id: "logout-sheet", kind: .actionSheet, title: nil, subtitle: nil, message: "退出后需要重新登录。",
            buttons: [
                DialogButton(action: .logout, title: "退出登录", role: .destructive, isPreferred: false, color: nil),
                DialogButton(action: .cancel, title: "取消", role: .cancel, isPreferred: false, color: nil),
            ], options: [], selectedIndex: 0, textField: nil, autoHide: nil, maxOptions: nil,
            presentation: DialogPresentation(
                showType: .fromBottom, animation: .slide, showDuration: 0.3, hideDuration: 0.2, coverAlpha: 0.3, dismissOnCoverTap: true,
                renderer: .system), style: DialogStyle(), source: DialogSourceLocation(file: "Specs/account.json", line: 5))
    }

    enum RenameDialog: TextInputDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case cancel = "cancel"
            case save = "save"
        }
        typealias Result = TextInputResult<Action>
        static let descriptor = DialogDescriptor<Action>(
            id: "rename", kind: .textInput, title: "重命名", subtitle: nil, message: nil,
            buttons: [
                DialogButton(action: .cancel, title: "取消", role: .cancel, isPreferred: false, color: nil),
                DialogButton(action: .save, title: "保存", role: .default, isPreferred: true, color: nil),
            ], options: [], selectedIndex: 0,
            textField: DialogTextField(
                placeholder: "相册名称", initialText: "", isMultiline: false, isSecure: false, isRequired: true, maxLength: 20), autoHide: nil,
            maxOptions: nil,
            presentation: DialogPresentation(
                showType: .center, animation: .fade, showDuration: 0.25, hideDuration: 0.2, coverAlpha: 0.4, dismissOnCoverTap: false,
                renderer: .system), style: DialogStyle(), source: DialogSourceLocation(file: "Specs/text-dialogs.json", line: 2))
    }
}

/// Main-actor state the results feed, as a view controller's or view model's would.
@MainActor final class AlbumModel {
    var name = ""
    var isLoggedIn = true
    var deleted = 0

    func handle(_ action: Dialogs.DeleteAlert.Action) {
        switch action {
        case .delete: deleted += 1
        case .cancel: break
        }
    }
}

@MainActor func showDialogs(from viewController: UIViewController, button: UIView, item: UIBarButtonItem, model: AlbumModel) {
    let alert = Dialogs.DeleteAlert.makeAlertController { model.handle($0) }
    viewController.present(alert, animated: true)
    Dialogs.DeleteAlert.present(from: viewController) { model.handle($0) }

    // the anchor is required: there is no makeAlertController(onResult:) for an action sheet.
    let sheet = Dialogs.LogoutSheet.makeAlertController(anchor: .view(button, sourceRect: button.bounds)) { action in
        if action == .logout { model.isLoggedIn = false }
    }
    viewController.present(sheet, animated: true)
    let presented = Dialogs.LogoutSheet.present(from: viewController, anchor: .barButtonItem(item), animated: false) { action in
        switch action {
        case .logout: model.isLoggedIn = false
        case .cancel: break
        }
    }
    presented.preferredAction = nil

    if #available(iOS 14.0, *) {
        let rename = Dialogs.RenameDialog.makeAlertController { result in
            if result.action == .save { model.name = result.text }
        }
        viewController.present(rename, animated: true)
        Dialogs.RenameDialog.present(from: viewController) { result in
            switch result.action {
            case .save: model.name = result.text
            case .cancel: break
            }
        }
    }
}

@available(iOS 15.0, macOS 12.0, *)
struct AlbumView: View {
    let model: AlbumModel
    let isDeleting: Binding<Bool>
    let isLoggingOut: Binding<Bool>

    var body: some View {
        Text("相册")
            .alert(Dialogs.DeleteAlert.self, isPresented: isDeleting) { model.handle($0) }
            .confirmationDialog(Dialogs.LogoutSheet.self, isPresented: isLoggingOut) { action in
                if action == .logout { model.isLoggedIn = false }
            }
    }
}

/// The presenter on a UIKit host, both forms of `present`, and the SwiftUI environment entry.
@MainActor func presentThroughThePresenter(in window: UIView, over viewController: UIViewController, model: AlbumModel) async {
    let overController = DialogPresenter(host: UIKitDialogHost(viewController: viewController))
    overController.present(Dialogs.RenameDialog.self) { _ in }
    let presenter = DialogPresenter(host: UIKitDialogHost(view: window))
    let action = await presenter.present(Dialogs.DeleteAlert.self)
    if let action { model.handle(action) }
    presenter.present(Dialogs.RenameDialog.self, onEvent: { _ in }) { result in
        if let result, result.action == .save { model.name = result.text }
    }
}

@available(iOS 15.0, macOS 12.0, *)
struct PresenterRoot: View {
    let presenter: DialogPresenter

    var body: some View {
        Text("相册").dialogPresenter(presenter)
    }
}

/// A colour from a design token, drawn from the app's asset catalog in either framework.
@MainActor func drawTokenColor(in view: UIView) -> Color {
    let surface = DialogNamedColor("ColorSurfacePrimary", color: DialogColor(red: 0xF2, green: 0xF2, blue: 0xF7))
    view.backgroundColor = surface.uiColor()
    view.backgroundColor = surface.uiColor(in: nil, compatibleWith: view.traitCollection)
    return surface.swiftUIColor()
}
