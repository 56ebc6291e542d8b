import Foundation

/// The one search of folders for spec files, which the command line and the language server
/// both run, so a run in CI and an editor check the same files.
///
/// A folder is searched for `*.json` in sorted order, depth first, passing over what
/// `SpecSearch` skips: hidden files and folders (`.git`, `.build`, editor folders, nested
/// `.dialogc.json`), other tools' files and folders. Each folder, symbolic links resolved, is
/// entered once per `SpecFolderSearch`, so a link loop ends and two searches that meet share it.
/// A symbolic link to a folder is followed; one whose target is gone is kept when it is named
/// like a spec, as a spec the user expects checked. Files the configuration's `exclude` names
/// are counted and left out. There is no limit on how many files a search finds.
package struct SpecFolderSearch {
    /// What one folder's search found.
    package struct Found {
        /// The spec files found, each the searched folder's path followed by the names below it.
        package var files: [String] = []
        /// How many files named like specs the configuration's `exclude` left out.
        package var excludedCount = 0
        /// The folders that could not be listed, each with the system's reason.
        package var unreadableFolders: [(path: String, reason: String)] = []
        /// Whether a folder below was entered already by an earlier search of the same `SpecFolderSearch`.
        package var sharesFolders = false
    }

    private let exclusion: SpecExclusion
    /// Each folder entered, by its real path, with the search that entered it first.
    private var visited: [String: Int] = [:]
    private var searchCount = 0

    /// A search leaving out what `configuration` excludes.
    package init(configuration: Configuration) {
        exclusion = SpecExclusion(configuration)
    }

    /// The spec files below `folder` (a path as the user gave it, found from the working directory).
    package mutating func files(below folder: String) -> Found {
        var found = Found()
        collect(folder: folder, search: searchCount, into: &found)
        searchCount += 1
        return found
    }

    private mutating func collect(folder: String, search: Int, into found: inout Found) {
        let real = Self.realPath(folder)
        if let first = visited[real] {
            if first != search { found.sharesFolders = true }
            return
        }
        visited[real] = search
        let entries: [(name: String, kind: DirectoryEntry)]
        switch DirectoryEntry.listing(of: folder) {
        case .success(let listed): entries = listed
        case .failure(let error):
            found.unreadableFolders.append((folder, error.reason))
            return
        }
        for (entry, kind) in entries.sorted(by: { $0.name < $1.name }) {
            let path = DirectoryEntry.path(of: entry, in: folder)
            switch kind {
            case .folder:
                guard !SpecSearch.skipsFolder(named: entry) else { continue }
                collect(folder: path, search: search, into: &found)
            // A dangling symbolic link named like a spec is a spec the user expects checked.
            case .file, .missing:
                guard !entry.hasPrefix("."), entry.hasSuffix(".json"), !SpecSearch.skipsFile(named: entry) else { continue }
                if exclusion.excludes(path) {
                    found.excludedCount += 1
                } else {
                    found.files.append(path)
                }
            }
        }
    }

    /// `folder` with every symbolic link resolved, the key of the folders entered; `realpath`
    /// asks the file system once, where `URL.resolvingSymlinksInPath` costs about 30,000
    /// instructions a folder.
    private static func realPath(_ folder: String) -> String {
        guard let resolved = realpath(folder, nil) else {
            return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// How a configuration's `exclude` patterns apply to the files a folder search finds: by the
/// file's path relative to the configuration's folder, that folder and the file's own folder
/// resolved, so a symbolic link above both does not hide a match; the file is matched by its
/// own name, even when it is a link. A file outside the configuration's folder is not the
/// configuration's to exclude.
package struct SpecExclusion: Sendable {
    private let configuration: Configuration
    /// The configuration's folder, resolved and ending in `/`; nil when nothing is excluded.
    private let prefix: String?

    /// The exclusion of `configuration`.
    package init(_ configuration: Configuration) {
        self.configuration = configuration
        guard let directory = configuration.directory, !configuration.exclude.isEmpty else {
            prefix = nil
            return
        }
        let resolved = URL(fileURLWithPath: directory, isDirectory: true).resolvingSymlinksInPath().path
        prefix = resolved.hasSuffix("/") ? resolved : resolved + "/"
    }

    /// Whether the file at `path` (absolute, or relative to the working directory) is excluded.
    package func excludes(_ path: String) -> Bool {
        guard let prefix else { return false }
        let file = URL(fileURLWithPath: path)
        let absolute = file.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(file.lastPathComponent).path
        guard absolute.hasPrefix(prefix) else { return false }
        return configuration.isExcluded(String(absolute.dropFirst(prefix.count)))
    }
}
