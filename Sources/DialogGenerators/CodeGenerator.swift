import DialogDiagnostics
import DialogSpec
import DialogWriters

/// A generator of source code from validated specs, as `dialogc generate <language>` runs it.
///
/// The generator owns what differs between languages (file names, the header, the comment that
/// carries the stamp); `GenerationStamp` is the same for every language, so the command can tell
/// its own files from anyone else's, and skip a run whose inputs have not changed, without
/// knowing the language.
public protocol CodeGenerator: Sendable {
    /// The name after `dialogc generate`, e.g. `swift`.
    var language: String { get }
    /// The extension of a single output file, without the dot: an `--output` ending in it is a file, else a directory.
    var fileExtension: String { get }
    /// What starts a line comment in the language, e.g. `//`.
    var lineComment: String { get }
    /// The first line of every file it writes.
    var headerLine: String { get }
    /// Every choice that shapes the output, as text: part of the stamp, so changing an option regenerates.
    var settings: String { get }

    /// One file holding every dialog.
    func generateFile(_ specs: [SpecFile]) -> String
    /// Several files, named as `fileNames(forSpecPaths:)` names them, in that order.
    func generateFiles(_ specs: [SpecFile]) -> [GeneratedFile]
    /// The files `generateFiles` writes for specs at `paths` (sorted), and the spec paths each is made from;
    /// known without decoding a spec, so an unchanged run can be recognised from the bytes alone.
    func fileNames(forSpecPaths paths: [String]) -> [(name: String, sources: [String])]
}

extension CodeGenerator {
    /// The stamp line for a file made from `inputs` whose other lines are `contents`.
    public func stampLine(inputs: UInt64, contents: String) -> String {
        GenerationStamp(inputs: inputs, output: GenerationStamp.digest(of: contents)).line(comment: lineComment, language: language)
    }

    /// `contents` with its stamp as the second line (after the header line).
    public func stamped(_ contents: String, inputs: UInt64) -> String {
        let line = stampLine(inputs: inputs, contents: contents)
        guard let end = contents.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return contents + "\n" + line + "\n" }
        let next = contents.utf8.index(after: end)
        return String(contents[..<next]) + line + "\n" + String(contents[next...])
    }

    /// The digest of what a file is made from: dialogc's version, the generator and its settings,
    /// the layout of the output, the file's name, and each spec's display path and bytes.
    ///
    /// The layout is part of it because one file holding every dialog and the namespace file of a
    /// folder can share a name and the same specs: without it, a folder's namespace file passed
    /// for an up-to-date single file.
    public func inputDigest(name: String, sources: [SourceFile], layout: GenerationLayout = .filePerSpec) -> UInt64 {
        var digest = GenerationStamp.Digest()
        for part in [DialogCompilerInfo.version, language, settings, name] { digest.add(part) }
        // A file per spec adds nothing, so the files of folders generated before stay up to date.
        if layout == .oneFile { digest.add("layout=one-file") }
        for source in sources {
            digest.add(source.path)
            digest.add(source.bytes)
        }
        return digest.value
    }

    /// Whether `text` (the start of a file is enough), in a file called `name`, is a file this generator
    /// wrote, which it may replace or remove: it carries this generator's stamp, whatever its name, or,
    /// as files of dialogc before the stamp did, starts with the header line and has the generator's extension.
    public func isGenerated(_ text: String, name: String) -> Bool {
        if GenerationStamp.find(in: text, comment: lineComment, language: language) != nil { return true }
        return text.hasPrefix(headerLine) && name.lowercased().hasSuffix("." + fileExtension)
    }

    /// Whether `text` is a stamped file made from inputs with digest `inputs` and not edited since.
    public func isUpToDate(_ text: String, inputs: UInt64) -> Bool {
        guard let (stamp, range) = GenerationStamp.find(in: text, comment: lineComment, language: language), stamp.inputs == inputs
        else { return false }
        let rest = String(Substring(text.utf8[..<range.lowerBound])) + String(Substring(text.utf8[range.upperBound...]))
        return GenerationStamp.digest(of: rest) == stamp.output
    }
}

/// How `dialogc generate` lays its output out: one file, or a folder of one file per spec beside
/// the namespace's file.
public enum GenerationLayout: Sendable, Hashable {
    case oneFile, filePerSpec
}

/// The line a generator writes into each file: which inputs made it and a digest of the rest of
/// the file, so dialogc recognises its own files by the stamp (not by their extension), and a run
/// whose inputs and outputs are unchanged costs a hash instead of a regeneration.
public struct GenerationStamp: Sendable, Hashable {
    /// The digest of everything the file is made from.
    public var inputs: UInt64
    /// The digest of the file's text without the stamp line; a hand edit breaks it.
    public var output: UInt64

    package static let marker = "dialogc-stamp:"

    /// The stamp of a file made from inputs with digest `inputs` whose text has digest `output`.
    package init(inputs: UInt64, output: UInt64) {
        self.inputs = inputs
        self.output = output
    }

    /// The stamp as a comment line, without its newline.
    public func line(comment: String, language: String) -> String {
        "\(comment) \(Self.marker) \(language) inputs \(Self.hex(inputs)) output \(Self.hex(output))"
    }

    /// The stamp of the generator of `language` in the first lines of `text` and the range of its line (with the newline), if any.
    package static func find(in text: String, comment: String, language: String) -> (GenerationStamp, Range<String.UTF8View.Index>)? {
        let utf8 = text.utf8
        var start = utf8.startIndex
        // The stamp is the second line; looking a little further keeps that a choice of the generator.
        for _ in 0..<4 where start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = Substring(utf8[start..<end])
            let prefix = "\(comment) \(marker) \(language) inputs "
            if line.hasPrefix(prefix) {
                let fields = line.dropFirst(prefix.count).split(separator: " ")
                if fields.count == 3, fields[1] == "output", let inputs = UInt64(fields[0], radix: 16),
                    let output = UInt64(fields[2], radix: 16), fields[0].count == 16, fields[2].count == 16
                {
                    let next = end < utf8.endIndex ? utf8.index(after: end) : end
                    return (GenerationStamp(inputs: inputs, output: output), start..<next)
                }
            }
            guard end < utf8.endIndex else { break }
            start = utf8.index(after: end)
        }
        return nil
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The digest of `text`'s UTF-8.
    public static func digest(of text: String) -> UInt64 {
        var digest = Digest()
        digest.add(text)
        return digest.value
    }

    /// A fast 64-bit hash over words, to notice change (not to resist an adversary); each part is
    /// length-prefixed so `("ab", "c")` and `("a", "bc")` differ.
    public struct Digest: Sendable {
        private var state: UInt64 = 0x243F_6A88_85A3_08D3

        /// An empty digest.
        public init() {}

        /// Adds `text`'s UTF-8 bytes.
        public mutating func add(_ text: String) {
            add(text.utf8.span)
        }

        /// Adds `bytes`.
        public mutating func add(_ bytes: [UInt8]) {
            add(bytes.span)
        }

        /// Mixes in the count, then the bytes eight at a time as little-endian words, then the
        /// rest as one word.
        private mutating func add(_ bytes: Span<UInt8>) {
            mix(UInt64(bytes.count))
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(bytes.littleEndianWord(at: offset))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            mix(tail)
        }

        private mutating func mix(_ word: UInt64) {
            state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            state ^= state >> 29
        }

        /// The digest so far, with a final mix so every input bit reaches every output bit.
        public var value: UInt64 {
            var value = state
            value ^= value >> 33
            value &*= 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 33
            value &*= 0xC4CE_B9FE_1A85_EC53
            value ^= value >> 33
            return value
        }
    }
}
