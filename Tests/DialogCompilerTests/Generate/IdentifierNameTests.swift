import DialogSpec
import Testing

/// How ids become Swift names; valid ids take a byte path, other text the scalar one, and both
/// must name alike.
@Suite struct IdentifierNameTests {
    @Test(arguments: [
        ("time-of-day", "TimeOfDay", "timeOfDay"), ("log_out", "LogOut", "logOut"), ("LogOut", "LogOut", "logOut"),
        ("a1-b", "A1B", "a1B"), ("x--y_", "XY", "xY"), ("ok", "Ok", "ok"), ("-", "", ""),
        ("é-b", "ÉB", "éB"), ("straße-ß", "StraßeSS", "straßeSS"),
    ])
    func idsBecomeTypeAndMemberNames(_ id: String, _ type: String, _ member: String) {
        #expect(Identifier.typeName(id) == type)
        #expect(Identifier.memberName(id) == member)
    }
}
