import DialogDiagnostics
import DialogGenerators
import DialogSpec
import DialogWriters
import Foundation

/// The asset catalog `generate assets` writes into, and the three ways to act on it: write what
/// changed, or only report what is stale, or tell whether anything would change.
///
/// JSON carries no comment, so the catalog's stamp is a file of its own, `.dialogc-stamp` (Xcode
/// skips hidden files): the header, `generate swift`'s stamp line (`GenerationStamp`, the digest
/// of the inputs and of every file written) and the colour sets dialogc wrote, one name a line.
/// A colour set is dialogc's to replace or remove only when that list names it; the catalog's own
/// `Contents.json` is written when missing and otherwise left as the catalog has it.
struct AssetCatalogOutput {
    /// The `.xcassets` folder.
    let path: String

    static let stampFileName = ".dialogc-stamp"
    static let header = "# Written by 'dialogc generate assets': the colour sets named below are its own; do not edit them"
    static let language = "assets"

    /// What one run would put in the catalog.
    struct Desired {
        /// Each colour set's `Contents.json`, by its path in the catalog, sorted by name.
        var colorSets: [(name: String, contents: String)]
        /// The stamp file's text.
        var stamp: String
    }

    /// The files `colors` make, stamped with the digest of `specs` (their bytes and those of the
    /// token files they were decoded with).
    func desired(_ colors: [AssetColor], specs: [SpecFile]) -> Desired {
        let colorSets = colors.map { ($0.name, AssetCatalog.colorSetContents(of: $0.color)) }
        let list = colorSets.map { $0.0 + "\n" }.joined()
        var output = GenerationStamp.Digest()
        output.add(Self.header + "\n" + list)
        for colorSet in colorSets { output.add(colorSet.1) }
        let stamp = GenerationStamp(inputs: Self.inputDigest(specs), output: output.value)
        return Desired(
            colorSets: colorSets,
            stamp: Self.header + "\n" + stamp.line(comment: "#", language: Self.language) + "\n" + list)
    }

    /// dialogc's version, the generator, and each spec's and token file's path and bytes.
    private static func inputDigest(_ specs: [SpecFile]) -> UInt64 {
        var digest = GenerationStamp.Digest()
        for part in [DialogCompilerInfo.version, language] { digest.add(part) }
        for spec in specs.sorted(by: { $0.path < $1.path }) {
            digest.add(spec.source.path)
            digest.add(spec.source.bytes)
        }
        var tokenFiles: [String: SourceFile] = [:]
        for spec in specs {
            for file in spec.tokens?.sources ?? [] { tokenFiles[file.path] = file }
        }
        for file in tokenFiles.values.sorted(by: { $0.path < $1.path }) {
            digest.add(file.path)
            digest.add(file.bytes)
        }
        return digest.value
    }

    /// The colour sets the stamp on disk names: those dialogc wrote; none without a stamp.
    var ownColorSets: [String] {
        guard let text = Self.contents(join(Self.stampFileName)),
            GenerationStamp.find(in: text, comment: "#", language: Self.language) != nil
        else { return [] }
        return text.split(separator: "\n").dropFirst(2).map(String.init).filter { !$0.isEmpty }
    }

    /// Writes every file whose content differs, creating the catalog when missing, and removes
    /// the colour sets dialogc wrote before and would not write now. Unless `force` is set,
    /// refuses (writing nothing) when a colour set it would replace is not one it wrote.
    func write(_ desired: Desired, force: Bool) throws(ExitStatus) {
        let own = Set(ownColorSets)
        let candidates = desired.colorSets.filter { !own.contains($0.name) }
            .filter { Self.contents(colorSetPath($0.name)) != $0.contents }.map { colorSetPath($0.name) }
        let foreign = force ? [] : ForeignFiles.find(candidates) { _, _ in false }
        if !foreign.isEmpty {
            try ForeignFiles.refuse(foreign, make: "generate", why: "'\(Self.stampFileName)' does not name its colour set")
        }
        let catalogContents = join("Contents.json")
        var writes = desired.colorSets.map { (colorSetPath($0.name), $0.contents) }
        if !FileManager.default.fileExists(atPath: catalogContents) {
            writes.insert((catalogContents, AssetCatalog.catalogContents), at: 0)
        }
        for (path, contents) in writes where Self.contents(path) != contents {
            try Self.write(contents, to: path)
        }
        for name in orphans(own, desired) {
            let file = colorSetPath(name)
            do throws(FileFailure) {
                if FileManager.default.fileExists(atPath: file) { try Output.remove(file) }
            } catch {
                Output.standardError("\(file): error: cannot remove the generated colour set: \(error.reason)\n")
                throw .usageOrInput
            }
            // The folder goes only once empty: anything else in it is someone's.
            rmdir(join(name + "." + AssetCatalog.colorSetExtension))
        }
        // Last, so a run stopped before it leaves the old stamp, which no longer matches.
        let stamp = join(Self.stampFileName)
        if Self.contents(stamp) != desired.stamp { try Self.write(desired.stamp, to: stamp) }
    }

    /// Names each file that is missing, different or left over, and writes nothing.
    func check(_ desired: Desired) throws(ExitStatus) {
        let own = Set(ownColorSets)
        var stale = desired.colorSets.filter { Self.contents(colorSetPath($0.name)) != $0.contents }.map { colorSetPath($0.name) }
        stale += orphans(own, desired).map(colorSetPath).filter { FileManager.default.fileExists(atPath: $0) }
        if !FileManager.default.fileExists(atPath: join("Contents.json")) { stale.append(join("Contents.json")) }
        if Self.contents(join(Self.stampFileName)) != desired.stamp { stale.append(join(Self.stampFileName)) }
        for path in stale.sorted() {
            Output.standardError("\(path): error: the generated asset catalog is out of date; run 'dialogc generate assets' again\n")
        }
        if !stale.isEmpty { throw .specErrors }
    }

    /// The colour sets dialogc wrote before that `desired` no longer has.
    private func orphans(_ own: Set<String>, _ desired: Desired) -> [String] {
        let kept = Set(desired.colorSets.map(\.name))
        return own.subtracting(kept).sorted()
    }

    private func colorSetPath(_ name: String) -> String {
        OutputPath.join(join(name + "." + AssetCatalog.colorSetExtension), "Contents.json")
    }

    private func join(_ name: String) -> String {
        OutputPath.join(path, name)
    }

    private static func write(_ contents: String, to path: String) throws(ExitStatus) {
        do throws(FileFailure) {
            try Output.write(contents, to: path)
        } catch {
            Output.standardError("\(path): error: cannot write the asset catalog: \(error.reason)\n")
            throw .usageOrInput
        }
    }

    private static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
