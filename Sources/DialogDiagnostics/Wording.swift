/// Small pieces of English that messages, summaries and pages share, so a count reads the same
/// everywhere ("1 finding", "2 findings").
public enum Wording {
    /// `number` with the noun that fits it: `singular` for 1, else `plural` (default: `singular` + "s").
    public static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
