/// Why a file is not the JSON the reader accepts, and where.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What went wrong: lowercase, no trailing period.
    public var message: String
    /// Byte offset where the problem starts.
    public var start: Int
    /// Byte offset just past the offending text (equal to `start` at end of file).
    public var end: Int

    /// Creates an error covering the bytes `start ..< end`.
    public init(_ message: String, start: Int, end: Int) {
        self.message = message
        self.start = start
        self.end = end
    }
}
