import DialogConfiguration
import DialogDiagnostics
import DialogLayoutAdapter
import DialogWriters

/// What a preview was made from, and the size and modification time of every file it wrote,
/// kept beside the gallery so that a run with the same inputs over untouched files can stop
/// after hashing its inputs instead of linting, laying out and drawing everything again.
public struct PreviewStamp: Sendable, Hashable {
    /// The stamp's file in the output directory.
    public static let fileName = ".dialogc-preview-stamp"
    package static let header = "dialogc-preview-stamp 1"

    /// One file the preview wrote, as the file system described it right after.
    public struct WrittenFile: Sendable, Hashable {
        /// Relative to the output directory.
        public var path: String
        public var size: Int
        /// Nanoseconds since 1970.
        public var modified: Int64
    }

    /// The digest of everything the preview is made from (see `inputDigest`).
    public var inputs: UInt64
    /// Every file written, in the order written.
    public var files: [WrittenFile]

    /// A stamp of no files yet, made from inputs of digest `inputs`.
    public init(inputs: UInt64) {
        self.inputs = inputs
        files = []
    }

    /// Records a file written at `path` of `size` bytes, modified at `modified`.
    public mutating func add(path: String, size: Int, modified: Int64) {
        files.append(WrittenFile(path: path, size: size, modified: modified))
    }

    /// The digest of what shapes a preview: dialogc's version, the devices, the text size, the
    /// lint configuration's settings and options, `settings` (any other option of the command,
    /// as text), and every input's path and bytes.
    public static func inputDigest(
        sources: [SourceFile], devices: [Device], textSize: TextSize, configuration: Configuration, settings: [String] = []
    ) -> UInt64 {
        var digest = GenerationStamp.Digest()
        var parts = [DialogCompilerInfo.version, "preview", "text-size \(textSize.rawValue)"]
        parts += devices.map { "device \($0.name) \($0.width) \($0.height) \($0.safeTop) \($0.safeBottom)" }
        parts += configuration.ruleSettings.sorted { $0.key.rawValue < $1.key.rawValue }.map { "rule \($0.key.rawValue) \($0.value)" }
        parts.append("options \(configuration.options)")
        parts += settings
        digest.add(parts.joined(separator: "\n"))
        for source in sources.sorted(by: { $0.path < $1.path }) {
            digest.add(source.path)
            digest.add(source.bytes)
        }
        return digest.value
    }

    /// The stamp's file: a header, the input digest, then one `SIZE MODIFIED PATH` line per file.
    public var text: String {
        var lines = [Self.header, "inputs \(String(inputs, radix: 16))"]
        lines += files.map { "\($0.size) \($0.modified) \($0.path)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The stamp `text` holds, or nil when it is no stamp of this version of the format.
    public init?(text: String) {
        guard let stamp = Self.parse(Array(text.utf8)) else { return nil }
        self = stamp
    }

    /// The stamp of the UTF-8 `bytes`, split into lines and fields on their bytes: splitting the
    /// text by characters cost most of a no-op preview at 20,000 files.
    private static func parse(_ bytes: [UInt8]) -> PreviewStamp? {
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let inputsPrefix = "inputs "
        guard lines.count >= 2, text(lines[0]) == header else { return nil }
        let inputsLine = text(lines[1])
        guard inputsLine.hasPrefix(inputsPrefix), let inputs = UInt64(inputsLine.dropFirst(inputsPrefix.count), radix: 16) else {
            return nil
        }
        var stamp = PreviewStamp(inputs: inputs)
        stamp.files.reserveCapacity(lines.count - 2)
        for line in lines.dropFirst(2) {
            // `SIZE MODIFIED PATH`, the path holding any byte, spaces too.
            guard let firstSpace = bytes[line].firstIndex(of: UInt8(ascii: " ")),
                let secondSpace = bytes[(firstSpace + 1)..<line.upperBound].firstIndex(of: UInt8(ascii: " ")),
                secondSpace + 1 < line.upperBound,
                let size = Int(text(line.lowerBound..<firstSpace)), let modified = Int64(text((firstSpace + 1)..<secondSpace))
            else { return nil }
            stamp.add(path: text((secondSpace + 1)..<line.upperBound), size: size, modified: modified)
        }
        return stamp
    }
}
