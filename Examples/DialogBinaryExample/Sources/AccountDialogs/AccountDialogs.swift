import DialogRuntime

/// What the app does after the sign-out alert: an exhaustive switch over the generated actions,
/// so a button added to the spec is a compile error until it is handled here.
enum AccountDialogs {
    /// Whether the user chose to sign out.
    static func signsOut(_ action: Dialogs.SignOut.Action) -> Bool {
        switch action {
        case .signOut: true
        case .cancel: false
        }
    }
}
