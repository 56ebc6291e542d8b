/// Path arithmetic on the text of a path, as the user wrote it: no file system call and no
/// Foundation path API (`NSString.deletingLastPathComponent` trapped on one-letter folder names,
/// and `URL` makes relative paths absolute), so a message names a path the way it was given.
enum OutputPath {
    /// The folder that holds `path`: `a/b` for `a/b/c.json`, `` (the working directory) for
    /// `c.json`, `/` for `/c.json`; trailing slashes are not a component.
    static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`: `c.json` for `a/b/c.json` and for `a/b/c.json/`.
    static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` inside `folder`; `folder` empty means the working directory.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` without slashes at its end, except a path that is only slashes, which is the root.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
