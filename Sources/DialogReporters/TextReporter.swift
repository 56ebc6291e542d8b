import DialogDiagnostics
import DialogLayoutEngine
import DialogRules
import DialogValidation
import DialogWriters
import Synchronization

/// The default format: one `path:line:column: severity: message [rule-id]` line per finding,
/// the form Xcode, editors and compilers' users already read, then a summary line.
///
/// On a terminal it can also show the source line with a caret under the finding, and color
/// the severity labels, the way swift and clang do.
public struct TextReporter: Reporter, Sendable {
    private let context: ReportContext

    /// Creates the reporter; excerpts and color come from the context.
    public init(context: ReportContext = ReportContext(rules: .standard)) {
        self.context = context
    }

    public func report(_ result: ValidationResult) -> String {
        String(decoding: reportBytes(result), as: UTF8.self)
    }

    /// The report as UTF-8 bytes, what `report(_:)` gives as text.
    public func reportBytes(_ result: ValidationResult) -> [UInt8] {
        let collected = CollectedOutput()
        _ = writeReport(result, to: collected.append)
        return collected.bytes
    }

    /// The report in the runs it is rendered in on every core, between the unreadable inputs and
    /// the summary, each handed to `write` as soon as the runs before it are: a lint run's
    /// megabytes are never held whole, nor copied out of the buffers they were rendered in.
    public func writeReport(_ result: ValidationResult, to write: @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool {
        var head = ReportBytes(capacity: 256)
        append(result.inputFailures, to: &head)
        guard head.withBytes(write), writeLines(result.diagnostics, sources: result.reportedSources, to: write) else {
            return false
        }
        var tail = ReportBytes(capacity: 128)
        tail.append(contentsOf: result.summaryLine)
        tail.append("\n")
        return tail.withBytes(write)
    }

    /// One `path: error: message` line per input that could not be read.
    public func render(_ failures: [InputFailure]) -> String {
        var output = ReportBytes(capacity: failures.count * 80)
        append(failures, to: &output)
        return String(decoding: output.finish(), as: UTF8.self)
    }

    /// The lines for `diagnostics` without a summary; `sources` supply the excerpts.
    public func render(_ diagnostics: [Diagnostic], sources: [SourceFile]) -> String {
        let collected = CollectedOutput()
        _ = writeLines(diagnostics, sources: sources, to: collected.append)
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    private func append(_ failures: [InputFailure], to output: inout ReportBytes) {
        for failure in failures {
            // A failure of the inputs as a whole has no path, and its line starts with the label.
            append({ if let path = failure.path { $0.appendVisible(path); $0.append(": ") } }, "error", failure.message, to: &output)
        }
    }

    /// The lines for `diagnostics`, handed to `write` in runs, in order; whether all were written.
    private func writeLines(
        _ diagnostics: [Diagnostic], sources: [SourceFile], to write: @escaping @Sendable (Span<UInt8>) -> Bool
    ) -> Bool {
        let locations = ReportedLocations(sources)
        // Each line stands alone: a lint run reports thousands, written in runs on every core,
        // where on one core the report was a tenth of lint's time.
        let runs = ParallelMap.runs(of: diagnostics.count, length: ReportRun.length)
        let output = InOrderOutput<ReportRun>(runCount: runs.count, write: write)
        output.renderAll { index, run in run.bytes.withLock { render(diagnostics[runs[index]], locations, into: &$0) } }
        return output.isComplete
    }

    /// A run of a report's lines, rendered on one core.
    private final class ReportRun: OutputRun {
        /// How many findings a run holds.
        static let length = 512
        // Room for a run of typical lines (a finding and its note, about 150 bytes), so the buffer rarely grows.
        let bytes = Mutex(ReportBytes(capacity: length * 160))

        var byteCount: Int { bytes.withLock { $0.count } }
        func withRenderedBytes(_ body: @Sendable (Span<UInt8>) -> Bool) -> Bool {
            bytes.withLock { bytes in bytes.withBytes(body) }
        }
        func clear() { bytes.withLock { $0.removeAll() } }
    }

    private func render(_ diagnostics: ArraySlice<Diagnostic>, _ locations: ReportedLocations, into output: inout ReportBytes) {
        var places = Places(locations)
        // Read in place: a copy of each finding retained and released its eight fields.
        do {
            for index in diagnostics.indices {
                let location = diagnostics[index].location
                append(
                    { places.appendHead(location, to: &$0) }, diagnostics[index].severity.rawValue, diagnostics[index].message,
                    rule: diagnostics[index].ruleID, to: &output)
                if context.showsExcerpts { output.append(contentsOf: excerpt(location, in: locations)) }
                for note in diagnostics[index].notes {
                    append({ places.appendHead(note.location, to: &$0) }, "note", note.message, to: &output)
                    if context.showsExcerpts { output.append(contentsOf: excerpt(note.location, in: locations)) }
                }
                if let suggestion = diagnostics[index].suggestion {
                    append({ places.appendHead(location, to: &$0) }, "note", suggestion.message, to: &output)
                }
            }
        }
    }

    /// Appends the line `head label: message [rule]` to `output`, `head` writing the line's start
    /// (its place, escaped, and `: `), the message and rule escaped: nothing of the spec reaches
    /// the terminal unescaped.
    private func append(
        _ head: (inout ReportBytes) -> Void, _ label: String, _ message: String, rule: String? = nil, to output: inout ReportBytes
    ) {
        if context.usesColor {
            output.append(ANSI.bold)
            head(&output)
            output.append(ANSI.color(for: label))
            output.append(contentsOf: label)
            output.append(":")
            output.append(ANSI.reset)
            output.append(ANSI.bold)
            output.append(" ")
        } else {
            head(&output)
            output.append(contentsOf: label)
            output.append(": ")
        }
        output.appendVisible(message)
        if let rule {
            output.append(" [")
            output.appendVisible(rule)
            output.append("]")
        }
        if context.usesColor { output.append(ANSI.reset) }
        output.append("\n")
    }

    /// The places of one run of lines, `path:line:column: `: findings come grouped by file, so
    /// the file of the last place is kept with its escaped path and a cursor at that place, where
    /// looking each up again cost as much as writing the rest of the line.
    private struct Places {
        let locations: ReportedLocations
        private var file: String?
        private var source: SourceFile?
        private var path: [UInt8] = []
        private var cursor: PlaceCursor?
        /// The offset converted last and its line and column: a finding's suggestion is reported
        /// at the finding's own place, which the cursor would otherwise convert a second time.
        private var last: (offset: Int, line: Int, column: Int)?

        init(_ locations: ReportedLocations) {
            self.locations = locations
        }

        /// The place of `location` escaped and followed by `: `, or its path alone for a finding
        /// about the whole file, as `ReportedLocations.prefix` names it.
        mutating func appendHead(_ location: SourceLocation, to output: inout ReportBytes) {
            if location.file != file { enter(location.file) }
            output.append(contentsOf: path)
            if let range = location.range, let source {
                // Only the start is shown: converting the end too cost as much again.
                let offset = range.startOffset
                if last?.offset != offset {
                    if cursor == nil { cursor = PlaceCursor(source) }
                    let start = cursor!.lineAndColumn(at: offset)
                    last = (offset, start.line, start.column)
                }
                output.append(":")
                output.append(decimal: last!.line)
                output.append(":")
                output.append(decimal: last!.column)
            }
            output.append(": ")
        }

        private mutating func enter(_ file: String) {
            self.file = file
            var escaped = ReportBytes(capacity: file.utf8.count)
            escaped.appendVisible(file)
            path = escaped.finish()
            source = locations.source(of: SourceLocation(file: file, range: nil))
            cursor = nil
            last = nil
        }
    }

    /// The source line around the range's start, and a caret line under the range.
    ///
    /// Only a window of the line is shown (`…` marks a cut), so a minified file, one long line,
    /// does not print itself once per finding. The caret moves by grapheme clusters and their
    /// width on a terminal, so it stays under its character after wide text, emoji sequences,
    /// flags, combining marks and the spelled-out form of a control character.
    private func excerpt(_ location: SourceLocation, in locations: ReportedLocations) -> String {
        guard let range = locations.range(location), let source = locations.source(of: location) else { return "" }
        let window = source.converter.lineExcerpt(
            around: range.start.offset, before: Self.excerptBytesBefore, after: Self.excerptBytesAfter)
        let start = window.scalarCount(before: range.start.offset)
        let end = range.end.line == range.start.line ? window.scalarCount(before: range.end.offset) : Int.max
        var text = ""
        var marker = window.clippedStart ? " " : ""
        var hasCaret = false
        var scalarIndex = 0
        for cluster in window.text {
            let clusterStart = scalarIndex
            scalarIndex += cluster.unicodeScalars.count
            let (shown, width) = Self.shown(cluster)
            text += shown
            if scalarIndex <= start {
                marker += shown == "\t" ? "\t" : String(repeating: " ", count: width)
            } else if !hasCaret {
                marker += "^" + String(repeating: "~", count: max(width - 1, 0))
                hasCaret = true
            } else if clusterStart < end {
                marker += String(repeating: "~", count: width)
            }
        }
        if !hasCaret { marker += "^" }
        let caret = context.usesColor ? "\(ANSI.green)\(marker)\(ANSI.reset)" : marker
        let ellipsis = "\u{2026}"
        return (window.clippedStart ? ellipsis : "") + text + (window.clippedEnd ? ellipsis : "") + "\n\(caret)\n"
    }

    /// How much of a line an excerpt shows around a finding, in bytes: enough for the context of
    /// a key and its value, and at most a few terminal lines.
    package static let excerptBytesBefore = 80
    package static let excerptBytesAfter = 160

    /// A grapheme cluster as the excerpt shows it, and the terminal columns that takes. Tabs stay
    /// (the caret line keeps them, so it lines up); other controls are spelled out.
    package static func shown(_ cluster: Character) -> (text: String, width: Int) {
        guard cluster != "\t", cluster.unicodeScalars.contains(where: VisibleText.needsEscape) else {
            return (String(cluster), displayWidth(cluster))
        }
        let width = cluster.unicodeScalars.reduce(0) { $0 + (VisibleText.spelling($1)?.count ?? displayWidth($1)) }
        return (VisibleText.escape(String(cluster)), width)
    }

    /// Terminal columns a grapheme cluster takes: 2 for a cluster shown as an emoji (by the test
    /// the layout measures emoji with, so the caret and the plan agree), else its widest scalar.
    package static func displayWidth(_ cluster: Character) -> Int {
        if TextLayout.isEmoji(cluster) { return 2 }
        return cluster.unicodeScalars.reduce(0) { max($0, displayWidth($1)) }
    }

    /// Terminal columns a scalar takes: 2 for East Asian wide and full-width characters and emoji,
    /// 0 for combining marks, joiners and other format characters, else 1.
    package static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        case 0x1160...0x11FF:
            // Hangul medial vowels and final consonants join the initial consonant's two columns.
            return 0
        default:
            break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }
}

/// The few terminal escape sequences the text format uses.
package enum ANSI {
    package static let reset: StaticString = "\u{1B}[0m"
    package static let bold: StaticString = "\u{1B}[1m"
    package static let green: StaticString = "\u{1B}[32m"

    package static func color(for label: String) -> StaticString {
        switch label {
        case "error": "\u{1B}[31m"
        case "warning": "\u{1B}[35m"
        default: "\u{1B}[36m"
        }
    }
}
