import DialogDiagnostics
import DialogGenerators
import DialogSpec
import DialogValidation
import Foundation

/// Where `generate` puts its files, and the three ways to act on it: see whether the files on
/// disk are what these inputs would make (a hash per file, no generation), write what changed,
/// or only report what is stale.
struct OutputPlan {
    let generator: any CodeGenerator
    /// The single output file, or the directory of one file per spec.
    let path: String
    let isDirectory: Bool
    /// The design-token files the specs' references resolved against: every file is made from them too.
    let tokenSources: [SourceFile]

    /// `path` is one file when it ends in the generator's extension, else a directory.
    init(generator: any CodeGenerator, output: String, tokenSources: [SourceFile] = []) {
        self.generator = generator
        self.tokenSources = tokenSources
        path = output
        // `Dialogs.Swift` is a file too: on macOS disks the case of an extension is not significant.
        isDirectory = !output.lowercased().hasSuffix("." + generator.fileExtension)
    }

    /// The files to write for `sources`, each with the digest of what it is made from.
    private func layout(_ sources: [SourceFile]) -> [(path: String, name: String, inputs: UInt64)] {
        let ordered = sources.sorted { $0.path < $1.path }
        guard isDirectory else {
            let name = OutputPath.lastComponent(of: path)
            return [(path, name, generator.inputDigest(name: name, sources: ordered + tokenSources, layout: .oneFile))]
        }
        let byPath = Dictionary(ordered.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let generator = generator
        let tokenSources = tokenSources
        // Each digest hashes its specs' bytes: on every core, as the checks of the specs ran.
        let names = generator.fileNames(forSpecPaths: ordered.map(\.path))
        let digests = ParallelMap.map(names) { name, sourcePaths in
            generator.inputDigest(name: name, sources: sourcePaths.compactMap { byPath[$0] } + tokenSources)
        }
        return zip(names, digests).map { file, digest in (join(file.name), file.name, digest) }
    }

    /// Whether every file on disk carries the stamp of `sources` and is unedited, with no file of
    /// the generator left over: then generating again would change nothing, and is skipped.
    func isUpToDate(_ sources: [SourceFile]) -> Bool {
        let files = layout(sources)
        let generator = generator
        // Read and hashed on every core: at 10,000 dialogs this was most of a run with nothing to do.
        let stamped = ParallelMap.map(files.map { ($0.path, $0.inputs) }) { path, inputs in
            Self.existingContents(path).map { generator.isUpToDate($0, inputs: inputs) } ?? false
        }
        guard !stamped.contains(false) else { return false }
        return orphans(keeping: Set(files.map(\.path))).isEmpty
    }

    /// The stamped files `specs` (read from `sources`) make.
    func desiredFiles(_ specs: [SpecFile], sources: [SourceFile]) -> [(path: String, contents: String)] {
        let files = layout(sources)
        let texts = isDirectory ? generator.generateFiles(specs).map(\.contents) : [generator.generateFile(specs)]
        return zip(files, texts).map { file, text in (file.path, generator.stamped(text, inputs: file.inputs)) }
    }

    /// Writes every file whose content differs, atomically, creating missing folders; unchanged files
    /// keep their modification time. Unless `force` is set, refuses (writing nothing) when a file it
    /// would replace holds something dialogc did not generate: that is someone's code.
    func write(_ desired: [(path: String, contents: String)], force: Bool) throws(ExitStatus) {
        let foreign = force ? [] : ForeignFiles.find(desired.map(\.path)) { text, path in generator.isGenerated(text, name: path) }
        if !foreign.isEmpty {
            try ForeignFiles.refuse(foreign, make: "generate", why: "its first line is not '\(generator.headerLine)'")
        }
        for (path, contents) in desired where Self.existingContents(path) != contents {
            do throws(FileFailure) {
                try Output.write(contents, to: path)
            } catch {
                Output.standardError("\(path): error: cannot write the generated code: \(error.reason)\n")
                throw .usageOrInput
            }
        }
        for path in orphans(keeping: Set(desired.map(\.path))) {
            do throws(FileFailure) {
                try Output.remove(path)
            } catch {
                Output.standardError("\(path): error: cannot remove the generated file: \(error.reason)\n")
                throw .usageOrInput
            }
        }
    }

    /// Names each file that is missing, different or left over, and writes nothing.
    func check(_ desired: [(path: String, contents: String)]) throws(ExitStatus) {
        let stale =
            desired.filter { Self.existingContents($0.path) != $0.contents }.map(\.path) + orphans(keeping: Set(desired.map(\.path)))
        for path in stale.sorted() {
            Output.standardError("\(path): error: generated code is out of date; run 'dialogc \(generator.commandName)' again\n")
        }
        if !stale.isEmpty { throw .specErrors }
    }

    private func join(_ name: String) -> String {
        OutputPath.join(path, name)
    }

    /// Files in the output directory that the generator wrote (by their stamp) but would not write now.
    private func orphans(keeping desired: Set<String>) -> [String] {
        guard isDirectory, let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        return entries.sorted().map(join).filter { file in
            guard !desired.contains(file), let start = ForeignFiles.leadingText(file) else { return false }
            return generator.isGenerated(start, name: file)
        }
    }

    private static func existingContents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
