import DialogCompiler
import Foundation

/// What `generate` would put on disk, and the two ways to act on it: write what changed, or
/// only report what is stale.
enum OutputPlan {
    case singleFile(path: String, contents: String)
    /// One file per spec in a directory; other files there that dialogc generated are removed.
    case directory(path: String, files: [GeneratedFile])

    /// Writes every file whose content differs, atomically, creating missing folders; unchanged files
    /// keep their modification time. Unless `force` is set, refuses (writing nothing) when a file it
    /// would replace holds something dialogc did not generate: that is someone's code.
    func write(force: Bool) -> ExitStatus {
        let foreign = force ? [] : desiredFiles.map(\.path).filter { path in
            // An empty file holds nothing to lose, e.g. one created to add the output to a project.
            existingContents(path).map { !$0.isEmpty && !SwiftGenerator.isGenerated($0) } ?? false
        }
        guard foreign.isEmpty else {
            for path in foreign {
                Output.standardError("""
                    \(path): error: not replacing a file dialogc did not generate (its first line is not \
                    '\(SwiftGenerator.headerLine)'); use '--force' to replace it

                    """)
            }
            return .usageOrInput
        }
        for (path, contents) in desiredFiles where existingContents(path) != contents {
            do {
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Output.write(contents, to: path)
            } catch {
                Output.standardError("\(path): error: cannot write the generated code: \(error.localizedDescription)\n")
                return .usageOrInput
            }
        }
        for path in orphans {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                Output.standardError("\(path): error: cannot remove the generated file: \(error.localizedDescription)\n")
                return .usageOrInput
            }
        }
        return .success
    }

    /// Names each file that is missing, different or left over, and writes nothing.
    func check() -> ExitStatus {
        let stale = desiredFiles.filter { existingContents($0.path) != $0.contents }.map(\.path) + orphans
        for path in stale.sorted() {
            Output.standardOutput("\(path): error: generated code is out of date; run 'dialogc generate swift' again\n")
        }
        return stale.isEmpty ? .success : .specErrors
    }

    private var desiredFiles: [(path: String, contents: String)] {
        switch self {
        case .singleFile(let path, let contents):
            [(path, contents)]
        case .directory(let directory, let files):
            files.map { (URL(fileURLWithPath: directory).appendingPathComponent($0.name).path, $0.contents) }
        }
    }

    /// Swift files in the output directory that dialogc generated but would not generate now.
    private var orphans: [String] {
        guard case .directory(let directory, _) = self,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return [] }
        let desired = Set(desiredFiles.map(\.path))
        return entries.sorted().map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
            .filter { $0.hasSuffix(".swift") && !desired.contains($0) }
            .filter { existingContents($0).map(SwiftGenerator.isGenerated) ?? false }
    }

    private func existingContents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
