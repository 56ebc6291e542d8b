import DialogRuntime
import Testing

@testable import DialogExample

/// The code DialogcPlugin generated from `Sources/DialogExample/Specs/*.json`.
@Suite struct GeneratedDialogsTests {
    @Test func everySpecBecomesOneDialog() {
        #expect(Dialogs.all.count == 5)
        // Spec files in sorted path order, dialogs in file order.
        #expect(Dialogs.all.map(\.id) == ["delete-photo", "rename-album", "server-notice", "share-sheet", "sort-order-picker"])
        #expect(Dialogs.all.map(\.kind) == [.alert, .textInput, .alert, .actionSheet, .picker])
    }

    @Test func alertWithDestructiveAndCancel() {
        let alert = Dialogs.DeletePhoto.descriptor
        #expect(alert.id == "delete-photo")
        #expect(alert.kind == .alert)
        #expect(alert.title == "Delete This Photo?")
        #expect(alert.message == "It will be removed from all your devices.")
        #expect(alert.buttons.map(\.action) == [.delete, .cancel])
        #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(alert.cancelButton?.action == .cancel)
        #expect(Dialogs.DeletePhoto.Action.allCases.map(\.rawValue) == ["delete", "cancel"])
        #expect(alert.presentation.renderer == .system)
        #expect(alert.source.file == "Sources/DialogExample/Specs/delete-photo.json")
        #expect(alert.source.line == 5)
    }

    @Test func actionSheetKeepsButtonOrderAndIds() {
        let sheet = Dialogs.ShareSheet.descriptor
        #expect(sheet.kind == .actionSheet)
        #expect(sheet.title == "Share Photo")
        #expect(sheet.buttons.map(\.action) == [.messages, .mail, .copyLink, .cancel])
        #expect(Dialogs.ShareSheet.Action.allCases.map(\.rawValue) == ["messages", "mail", "copy-link", "cancel"])
        #expect(Dialogs.ShareSheet.Action(rawValue: "copy-link") == .copyLink)
        #expect(sheet.presentation.showType == .fromBottom)
    }

    @Test func pickerOptionsAndSelection() {
        let picker = Dialogs.SortOrderPicker.descriptor
        #expect(picker.kind == .picker)
        #expect(picker.options == ["Date Taken", "Date Added", "File Name"])
        #expect(picker.selectedIndex == 1)
        #expect(picker.buttons.map(\.action) == [.cancel, .done])
        #expect(picker.presentation.renderer == .custom)
        #expect(picker.presentation.animation == .slide)
        #expect(picker.presentation.dismissOnCoverTap)
    }

    @Test func textInputFieldIsLimited() throws {
        let dialog = Dialogs.RenameAlbum.descriptor
        #expect(dialog.kind == .textInput)
        let field = try #require(dialog.textField)
        #expect(field.maxLength == 20)
        #expect(field.placeholder == "Album name")
        #expect(field.initialText == "Summer Trip")
        #expect(field.isRequired)
        #expect(!field.isSecure && !field.isMultiline)
        #expect(field.limited("Short") == "Short")
        #expect(field.limited("A Very Long Album Name Indeed") == "A Very Long Album Na")
        #expect(field.limited("🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️🏖️").count == 20)
        #expect(dialog.buttons.map(\.action) == [.cancel, .save])
        #expect(dialog.buttons.map(\.isPreferred) == [false, true])
    }
}

/// The hand-written handlers: exhaustive switches over the generated actions.
@Suite struct PhotoDialogHandlersTests {
    @Test func deletePhoto() {
        #expect(PhotoDialogHandlers.handle(Dialogs.DeletePhoto.Action.delete) == .deletePhoto)
        #expect(PhotoDialogHandlers.handle(Dialogs.DeletePhoto.Action.cancel) == PhotoCommand.none)
    }

    @Test(arguments: [
        (Dialogs.ShareSheet.Action.messages, PhotoCommand.share(.messages)),
        (.mail, .share(.mail)),
        (.copyLink, .share(.clipboard)),
        (.cancel, PhotoCommand.none),
    ])
    func shareSheet(action: Dialogs.ShareSheet.Action, expected: PhotoCommand) {
        #expect(PhotoDialogHandlers.handle(action) == expected)
    }

    @Test func everyButtonOfEveryDialogIsHandled() {
        // Driven by the descriptors, so a button added to a spec is covered here too.
        for button in Dialogs.DeletePhoto.descriptor.buttons {
            _ = PhotoDialogHandlers.handle(button.action)
        }
        let commands = Dialogs.ShareSheet.descriptor.buttons.map { PhotoDialogHandlers.handle($0.action) }
        #expect(Set(commands).count == commands.count)
    }

    @Test func sortPickerUsesTheChosenRowOnlyOnDone() {
        let options = Dialogs.SortOrderPicker.descriptor.options
        #expect(
            PhotoDialogHandlers.handle(PickerResult(action: Dialogs.SortOrderPicker.Action.done, row: 2, title: options[2]))
                == .sortPhotos(by: "File Name"))
        #expect(
            PhotoDialogHandlers.handle(PickerResult(action: Dialogs.SortOrderPicker.Action.cancel, row: 2, title: options[2]))
                == PhotoCommand.none)
    }

    @Test func renameAlbumCutsTheNameToMaxLength() {
        let save = Dialogs.RenameAlbum.Action.save
        #expect(PhotoDialogHandlers.handle(TextInputResult(action: save, text: "Beach")) == .renameAlbum(to: "Beach"))
        #expect(
            PhotoDialogHandlers.handle(TextInputResult(action: save, text: "Our Summer Trip To The Coast"))
                == .renameAlbum(to: "Our Summer Trip To T"))
        #expect(PhotoDialogHandlers.handle(TextInputResult(action: save, text: "")) == PhotoCommand.none)
        #expect(
            PhotoDialogHandlers.handle(TextInputResult(action: Dialogs.RenameAlbum.Action.cancel, text: "Beach"))
                == PhotoCommand.none)
    }

    @Test func logLineNamesDialogAndButton() {
        #expect(PhotoDialogHandlers.logLine(Dialogs.ShareSheet.self, .copyLink) == "share-sheet -> copy-link")
    }
}
