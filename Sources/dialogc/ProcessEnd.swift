/// What a command leaves to the end of the process instead of freeing it.
///
/// Releasing every decoded dialog after the report is written is work for memory the operating
/// system takes back at `exit` anyway. The executable runs one command and exits, so nothing
/// kept here piles up.
enum ProcessEnd {
    /// A value that holds itself, so it is never freed.
    private final class Keeper {
        let value: Any
        var keeper: Keeper?

        init(_ value: Any) { self.value = value }
    }

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) {
        let keeper = Keeper(value)
        keeper.keeper = keeper
    }
}
