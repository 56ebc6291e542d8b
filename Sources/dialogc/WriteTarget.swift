import Foundation

/// The file a write to a path really changes, found before anything is written: a symbolic link
/// is followed to the file it names (the link stays a link, and its target gets the new content),
/// and a file already there lends the new one its permissions, so a spec kept private (600) or
/// shared with a group (664) stays so after `format` or `--fix`.
struct WriteTarget {
    /// Where the new content goes: the path itself, or the end of its chain of links.
    let path: String
    /// The permission bits of the file already there; nil for a new file, which gets the ones a
    /// new file gets (0666 less the umask).
    let existingMode: mode_t?
    /// The owner of the file already there, kept when dialogc runs as someone else who may give it
    /// back (root); nil for a new file.
    let existingOwner: (user: uid_t, group: gid_t)?

    /// The target of a write to `path`. Fails for a folder, for a chain of links that does not end,
    /// and for a file that is read-only: one that nobody may write (444), or that this user may not.
    init(_ path: String) throws(FileFailure) {
        var current = path
        var status = stat()
        var hops = 0
        while lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            hops += 1
            guard hops <= 40, let destination = Self.linkDestination(current) else {
                throw FileFailure("too many levels of symbolic links")
            }
            current = destination.hasPrefix("/") ? destination : OutputPath.join(OutputPath.parent(of: current), destination)
        }
        self.path = current
        guard lstat(current, &status) == 0 else {
            existingMode = nil
            existingOwner = nil
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw FileFailure("is a directory")
        case S_IFREG: break
        default: throw FileFailure("not a regular file")
        }
        // Root may write anything, so `access` alone would let a 444 file be replaced: its lack of
        // any write bit says its owner wants it left alone.
        if status.st_mode & 0o222 == 0 || access(current, W_OK) != 0 {
            throw FileFailure("the file is read-only")
        }
        existingMode = status.st_mode & 0o7777
        existingOwner = (status.st_uid, status.st_gid)
    }

    /// What the link at `path` names, as written in it.
    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Gives the new file at `descriptor` the permissions (and, where allowed, the owner) of the one
    /// it replaces; false when the permissions cannot be set.
    func lendAttributes(to descriptor: Int32) -> Bool {
        if let owner = existingOwner, owner.user != geteuid() || owner.group != getegid() {
            // Only root may give a file away; anyone else keeps their own file, as an editor does.
            _ = fchown(descriptor, owner.user, owner.group)
        }
        guard let mode = existingMode else { return true }
        return fchmod(descriptor, mode) == 0
    }
}
