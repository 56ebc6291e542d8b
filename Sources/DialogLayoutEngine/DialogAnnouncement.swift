/// What VoiceOver says when a toast appears (a spec's `announcement`): a toast takes no focus,
/// so without an announcement a VoiceOver user never learns it was there.
public enum DialogAnnouncement: String, Sendable, Hashable, CaseIterable {
    /// Spoken once VoiceOver has finished what it is saying: the default.
    case polite
    /// Spoken at once, interrupting speech: a failure the user must hear.
    case assertive
    /// Not spoken: the toast repeats what the user just heard or did.
    case none
}
