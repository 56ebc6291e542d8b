import DialogRuntime

/// What the photo screen does once the user has answered one of its dialogs.
///
/// The dialogs themselves are declared in `Specs/*.json`; DialogcPlugin generates
/// `enum Dialogs` from them at build time. Every handler below is an exhaustive `switch` over a
/// generated `Action` enum: renaming, adding or removing a button in a spec makes this file stop
/// compiling until the new case is handled.
public enum PhotoCommand: Hashable, Sendable {
    case deletePhoto
    case share(ShareChannel)
    case sortPhotos(by: String)
    case renameAlbum(to: String)
    /// Open the page saying which services are down and when they are back.
    case showServiceStatus
    /// The user backed out; nothing changes.
    case none
}

/// Where a photo is shared to.
public enum ShareChannel: String, Hashable, Sendable {
    case messages, mail, clipboard
}

/// The app's answers to the results of the generated dialogs.
enum PhotoDialogHandlers {
    /// `delete-photo` (an alert with a destructive and a cancel button).
    static func handle(_ action: Dialogs.DeletePhoto.Action) -> PhotoCommand {
        switch action {
        case .delete: .deletePhoto
        case .cancel: .none
        }
    }

    /// `share-sheet` (an action sheet).
    static func handle(_ action: Dialogs.ShareSheet.Action) -> PhotoCommand {
        switch action {
        case .messages: .share(.messages)
        case .mail: .share(.mail)
        case .copyLink: .share(.clipboard)
        case .cancel: .none
        }
    }

    /// `sort-order-picker` (a bottom picker): the chosen row matters only when the user taps Done.
    static func handle(_ result: Dialogs.SortOrderPicker.Result) -> PhotoCommand {
        switch result.action {
        case .done: .sortPhotos(by: result.title)
        case .cancel: .none
        }
    }

    /// `rename-album` (a text input): the name is cut to the field's `maxLength`, as the field
    /// itself would, so a pasted name never exceeds what the spec allows.
    static func handle(_ result: Dialogs.RenameAlbum.Result) -> PhotoCommand {
        switch result.action {
        case .save:
            let field = Dialogs.RenameAlbum.descriptor.textField
            let name = field.map { $0.limited(result.text) } ?? result.text
            return name.isEmpty ? .none : .renameAlbum(to: name)
        case .cancel:
            return .none
        }
    }

    /// `server-notice` (an alert), compiled in or delivered in a bundle: both have the same button ids.
    static func handle(_ action: Dialogs.ServerNotice.Action) -> PhotoCommand {
        switch action {
        case .status: .showServiceStatus
        case .dismiss: .none
        }
    }

    /// A short log line for any dialog's result, by its button id.
    static func logLine<D: DialogDefinition>(_ dialog: D.Type, _ action: D.Action) -> String
    where D.Action: RawRepresentable, D.Action.RawValue == String {
        "\(D.descriptor.id) -> \(action.rawValue)"
    }
}
