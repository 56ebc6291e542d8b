import Foundation

/// Files at an output's paths that dialogc did not write: someone's code, page or picture, which
/// `generate`, `plan` and `preview` replace only with `--force`. A file is dialogc's when its first
/// bytes carry the mark the command writes (a header, a stamp, a generator tag); an empty file
/// holds nothing to lose; a file that exists but cannot be read might hold anything, so it counts
/// as someone's.
enum ForeignFiles {
    /// How many leading bytes the marks are looked for in.
    static let leadingByteCount = 4096

    /// The paths among `paths` whose file exists, is not empty, and is not recognised by `isOurs`
    /// from its leading text and its path.
    static func find(_ paths: [String], isOurs: (_ leadingText: String, _ path: String) -> Bool) -> [String] {
        paths.filter { path in
            var status = stat()
            guard stat(path, &status) == 0 else { return false }
            guard status.st_mode & S_IFMT == S_IFREG else { return true }
            guard status.st_size > 0 else { return false }
            guard let text = leadingText(path) else { return true }
            return !isOurs(text, path)
        }
    }

    /// Names each of `paths` as a file dialogc will not replace, as one it did not `make` (`write`,
    /// `generate`), `why` saying how it knows, and ends the command with exit status 2.
    static func refuse(_ paths: [String], make: String = "write", why: String) throws(ExitStatus) {
        for path in paths {
            Output.standardError("\(path): error: not replacing a file dialogc did not \(make) (\(why)); use '--force' to replace it\n")
        }
        throw .usageOrInput
    }

    /// The first bytes of the regular file at `path` as text, enough for a header and a stamp; nil
    /// for a folder or anything else that cannot be read.
    static func leadingText(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let handle = FileHandle(forReadingAtPath: path) else {
            return nil
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: leadingByteCount) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether `text`, the start of an HTML page, says dialogc made it (`<meta name="generator"
    /// content="dialogc …">`, as the gallery and the comparison page carry).
    static func isDialogcPage(_ text: String) -> Bool {
        text.contains("<meta name=\"generator\" content=\"dialogc ")
    }
}
