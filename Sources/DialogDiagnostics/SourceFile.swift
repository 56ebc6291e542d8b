import Foundation
import Synchronization

/// The bytes of one input file, and the converter that turns its byte offsets into lines and
/// columns once something in it is reported.
public struct SourceFile: Sendable, Hashable {
    /// The path shown in diagnostics (relative to the working directory where possible).
    public let path: String
    /// The raw bytes, exactly as read.
    public let bytes: [UInt8]
    /// Where the text starts: 3 when the file opens with a UTF-8 byte-order mark, else 0.
    public let textStart: Int
    /// Shared by the copies of this file, so its converter is built at most once, and never for a
    /// file nothing is reported in.
    private let converterCache = ConverterCache()
    #if DEBUG
    /// Counts the work of every position asked of this file and its copies, for tests.
    package var scanMeter: ScanMeter?
    #endif

    /// Creates a source file from its display path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        textStart = bytes.starts(with: SourceFile.byteOrderMark) ? 3 : 0
    }

    /// Creates a source file from text, encoded as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The file's line and column tables, built on first use and then shared by every copy.
    public var converter: SourceLocationConverter {
        converterCache.converter {
            var converter = SourceLocationConverter(bytes: bytes, textStart: textStart)
            #if DEBUG
            converter.scanMeter = scanMeter
            #endif
            return converter
        }
    }

    /// The line and columns of a byte offset; offsets past the end clamp to the end of the file.
    public func position(at offset: Int) -> SourcePosition {
        converter.position(at: offset)
    }

    /// A location in this file covering the byte offsets `start ..< end`.
    public func location(_ start: Int, _ end: Int) -> SourceLocation {
        SourceLocation(file: path, range: ByteRange(start, end))
    }

    /// A location in this file covering `range`.
    public func location(_ range: ByteRange) -> SourceLocation {
        SourceLocation(file: path, range: range)
    }

    /// Where `value`, decoded from this file, stands in it.
    public func location(of value: some Locatable) -> SourceLocation {
        SourceLocation(file: path, range: value.range)
    }

    /// The "path:line" a plan, a preview or generated code cites for what starts at `offset`.
    public func reference(at offset: UInt32) -> String {
        "\(path):\(line(at: offset))"
    }

    /// The 1-based line of the byte at `offset`, as `position(at:)` counts it.
    ///
    /// Plans, previews and generated code name the line of every dialog: the line starts alone
    /// do, without the column tables a converter builds over every byte of the file.
    public func line(at offset: UInt32) -> Int {
        let starts = lineStarts
        return SourceLocationConverter.lineIndex(of: min(max(Int(offset), textStart), bytes.count), in: starts) + 1
    }

    /// The 1-based line and scalar column of the byte at `offset`, as `converter.position(at:)`
    /// gives them.
    ///
    /// The text report names the place of every finding: the line starts and one count along the
    /// line cost a fraction of the converter's tables over every byte. A place more than one
    /// checkpoint stride along its line (a minified spec) is left to the converter, so no column
    /// counts more bytes one by one than the converter would.
    public func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        lineAndColumn(at: offset, lineStarts: lineStarts)
    }

    /// Where each line starts, built on first use and then shared by every copy; a caller that
    /// names many places in one file takes them once, not under the lock for each place.
    package var lineStarts: [Int] {
        converterCache.lineStarts { Self.lineStarts(bytes, from: textStart) }
    }

    /// `lineAndColumn(at:)` from this file's `lineStarts`.
    package func lineAndColumn(at offset: Int, lineStarts starts: [Int]) -> (line: Int, column: Int) {
        let offset = min(max(offset, textStart), bytes.count)
        let lineIndex = SourceLocationConverter.lineIndex(of: offset, in: starts)
        return lineAndColumn(at: offset, lineIndex: lineIndex, lineStart: starts[lineIndex])
    }

    /// `lineAndColumn(at:)` of an offset within the text, on the 0-based line `lineIndex` that starts at `lineStart`.
    package func lineAndColumn(at offset: Int, lineIndex: Int, lineStart: Int) -> (line: Int, column: Int) {
        guard offset - lineStart <= SourceLocationConverter.checkpointStride else {
            let position = converter.position(at: offset)
            return (position.line, position.column)
        }
        #if DEBUG
        scanMeter?.record(bytes: offset - lineStart)
        #endif
        let buffer = bytes.span
        var scalars = 0
        // A scalar starts at every byte that is not a continuation byte (10xxxxxx).
        for index in lineStart..<offset where buffer[index] & 0xC0 != 0x80 { scalars += 1 }
        return (lineIndex + 1, scalars + 1)
    }

    /// `SourceLocationConverter.lineStarts` of a file whose lines all end in LF alone, found a
    /// word at a step: a lint report names the places of most files of a run.
    package static func lineStarts(_ bytes: [UInt8], from start: Int) -> [Int] {
        guard !containsCarriageReturn(bytes) else { return SourceLocationConverter.lineStarts(bytes, from: start) }
        let buffer = bytes.span
        var starts = [start]
        starts.reserveCapacity(buffer.count / 32 + 1)
        var offset = 0
        while offset + 8 <= buffer.count {
            var feeds = SourceLocationConverter.zeroBytes(buffer.littleEndianWord(at: offset) ^ 0x0A0A_0A0A_0A0A_0A0A)
            while feeds != 0 {
                starts.append(offset + feeds.trailingZeroBitCount / 8 + 1)
                feeds &= feeds - 1
            }
            offset += 8
        }
        for index in offset..<buffer.count where buffer[index] == 0x0A { starts.append(index + 1) }
        return starts
    }

    private static func containsCarriageReturn(_ bytes: [UInt8]) -> Bool {
        let buffer = bytes.span
        let carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        var offset = 0
        while offset + 64 <= buffer.count {
            // What the steps found is gathered over up to 4 KB and asked once: asking a mask is a
            // call, more than the comparing of its step.
            var found = SIMDMask<SIMD16<Int8>>(repeating: false)
            var steps = 0
            while steps < 64, offset + 64 <= buffer.count {
                found .|= (buffer.vector16(at: offset) .== carriageReturn) .| (buffer.vector16(at: offset + 16) .== carriageReturn)
                found .|= (buffer.vector16(at: offset + 32) .== carriageReturn) .| (buffer.vector16(at: offset + 48) .== carriageReturn)
                offset += 64
                steps += 1
            }
            if any(found) { return true }
        }
        while offset + 8 <= buffer.count {
            if SourceLocationConverter.zeroBytes(buffer.littleEndianWord(at: offset) ^ 0x0D0D_0D0D_0D0D_0D0D) != 0 { return true }
            offset += 8
        }
        for index in offset..<buffer.count where buffer[index] == 0x0D { return true }
        return false
    }

    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool {
        lhs.path == rhs.path && lhs.bytes == rhs.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(bytes.count)
    }
}

/// A decoded value that knows the bytes it was read from.
public protocol Locatable {
    /// The bytes of the value in its file.
    var range: ByteRange { get }
}

/// The converter of one `SourceFile`, and its line starts alone, each built when first asked for.
private final class ConverterCache: Sendable {
    private let built = Mutex<(converter: SourceLocationConverter?, lineStarts: [Int]?)>((nil, nil))

    func lineStarts(_ make: () -> [Int]) -> [Int] {
        built.withLock { built in
            if let lineStarts = built.lineStarts { return lineStarts }
            let made = make()
            built.lineStarts = made
            return made
        }
    }

    func converter(_ make: () -> SourceLocationConverter) -> SourceLocationConverter {
        built.withLock { built in
            if let converter = built.converter { return converter }
            let made = make()
            built.converter = made
            return made
        }
    }
}
