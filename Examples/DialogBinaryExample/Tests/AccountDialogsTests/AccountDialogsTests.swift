import DialogRuntime
import Testing

@testable import AccountDialogs

/// The code the prebuilt dialogc generated from `Sources/AccountDialogs/Specs/sign-out.json`.
@Suite struct AccountDialogsTests {
    @Test func theSpecBecameTypedCode() {
        #expect(Dialogs.all.map(\.id) == ["sign-out"])
        let alert = Dialogs.SignOut.descriptor
        #expect(alert.kind == .alert)
        #expect(alert.title == "Sign Out of This Device?")
        #expect(alert.buttons.map(\.action) == [.cancel, .signOut])
        #expect(alert.buttons.map(\.role) == [.cancel, .destructive])
        #expect(alert.source.file == "Sources/AccountDialogs/Specs/sign-out.json")
    }

    @Test func theHandlerCoversEveryButton() {
        #expect(Dialogs.SignOut.Action.allCases.map(AccountDialogs.signsOut) == [false, true])
    }
}
