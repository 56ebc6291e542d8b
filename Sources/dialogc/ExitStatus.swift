/// The exit statuses of `dialogc`, part of its interface: CI scripts test them.
enum ExitStatus: Int32, Error {
    /// No spec has an error.
    case success = 0
    /// At least one spec has an error.
    case specErrors = 1
    /// The command line was wrong, or an input could not be read.
    case usageOrInput = 2
}
