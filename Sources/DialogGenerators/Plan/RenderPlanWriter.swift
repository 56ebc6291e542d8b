import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import DialogValidation
import DialogWriters
import Foundation
import Synchronization

/// Writes render plans as the JSON document `Schemas/renderplan.schema.json` describes.
public enum RenderPlanWriter {
    /// The `$schema` every plan starts with; how `plan --output` knows a plan it wrote.
    public static let schemaURL = "https://dialogc.dev/schemas/renderplan.schema.json"

    /// The version of the document's layout.
    public static let formatVersion = 1

    /// Plans every dialog of `specs` (in path order) for `device` at `textSize`, as JSON text; in
    /// `locale`, its texts from `texts`, mirrored when the locale is right to left; its colors and
    /// motion for `display`.
    public static func document(
        for specs: [SpecFile], device: Device, textSize: TextSize, display: DisplaySettings = .standard,
        locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts()
    ) -> String {
        String(
            decoding: documentBytes(for: specs, device: device, textSize: textSize, display: display, locale: locale, texts: texts),
            as: UTF8.self)
    }

    /// `document(for:device:textSize:display:locale:texts:)` as UTF-8 bytes, for writing to a file without a `String`.
    public static func documentBytes(
        for specs: [SpecFile], device: Device, textSize: TextSize, display: DisplaySettings = .standard,
        locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts()
    ) -> [UInt8] {
        let document = CollectedOutput()
        _ = writeDocument(
            for: specs, device: device, textSize: textSize, display: display, locale: locale, texts: texts, to: document.append)
        return document.bytes
    }

    /// Hands `documentBytes(for:device:textSize:display:locale:texts:)` to `write` in pieces, in order,
    /// each as soon as it and every piece before it are written, and stops at the first piece
    /// `write` refuses; whether every piece was written. `write` is called from any core, one
    /// piece at a time.
    ///
    /// Dialogs are planned and written on every core, a run of them into each buffer: the runs go
    /// out while later ones are still being planned, and the document is never held whole (copying
    /// the runs into one array was a serial copy of the whole document, and its pages).
    public static func writeDocument(
        for specs: [SpecFile], device: Device, textSize: TextSize, display: DisplaySettings = .standard,
        locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts(), to write: @escaping @Sendable (Span<UInt8>) -> Bool
    ) -> Bool {
        let sorted = specs.sorted { $0.path < $1.path }
        // Where each run of dialogs is, not a copy of them: up to 64 of one file.
        let runs = sorted.indices.flatMap { spec in
            ParallelMap.runs(of: sorted[spec].dialogs.count, length: 64).map { (spec: spec, dialogs: $0) }
        }
        let document = PlanDocument(device: device, textSize: textSize, display: display, locale: locale, texts: texts)
        let output = InOrderOutput<WrittenRun>(runCount: runs.count, separatorLength: 1, write: write)
        guard write(document.opening.span) else { return false }
        output.renderAll { index, run in
            let (spec, dialogs) = runs[index]
            // The lines of the run's dialogs, counted along the file from one dialog to the next.
            var lines = PlaceCursor(sorted[spec].source)
            run.writer.withLock { document.write(sorted[spec], dialogs: dialogs, lines: &lines, into: &$0) }
        }
        return finish(output, to: write)
    }

    /// Validates `sources` as `Validator.validate(_:keepingModels: false)` does and, on each file's
    /// core as soon as its checks ran, plans its dialogs into the document `writeDocument` writes
    /// for the specs, handing it to `write` in pieces in order; the validation, and whether every
    /// piece was written. When the validation has an error the pieces are not that document and
    /// the caller discards them (`plan --output` writes a temporary file): planning stops at the
    /// first file that did not decode whole.
    ///
    /// One pass instead of two: validating first kept every decoded model until planning (a third
    /// of the run's page faults) and left a core idle at the end of each pass.
    public static func validateAndWriteDocument(
        _ sources: [SourceFile], device: Device, textSize: TextSize, display: DisplaySettings = .standard,
        locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts(), tokens: DesignTokenTheme? = nil,
        to write: @escaping @Sendable (Span<UInt8>) -> Bool
    ) -> (validation: ValidationResult, written: Bool) {
        let document = PlanDocument(device: device, textSize: textSize, display: display, locale: locale, texts: texts)
        guard write(document.opening.span) else { return (Validator.validate(sources, tokens: tokens, keepingModels: false), false) }
        let output = InOrderOutput<WrittenRun>(runCount: sources.count, separatorLength: 1, write: write)
        let validation = Validator.validate(sources, tokens: tokens) { position, spec in
            // A dialog that did not decode whole is an error already: there is no document to write.
            guard let spec, !output.hasFailed, spec.dialogs.allSatisfy(\.isWellFormed) else { return output.abandon() }
            let expected = spec.source.bytes.count * planBytesPerSourceByte
            let run = output.spareRun(expecting: min(expected, writeAheadBytes))
            // A large file goes out in parts while it is the one due, so its buffer stays small.
            var lines = PlaceCursor(spec.source)
            var start = 0
            while start < spec.dialogs.count {
                let end = expected > writeAheadBytes ? min(start + 16, spec.dialogs.count) : spec.dialogs.count
                run.writer.withLock { document.write(spec, dialogs: start..<end, lines: &lines, into: &$0) }
                if end < spec.dialogs.count, run.byteCount >= writeAheadBytes { _ = output.writeAhead(run: position, run) }
                start = end
            }
            output.finish(run: position, run)
        }
        return (validation, finish(output, to: write))
    }

    /// About how many bytes of plan a byte of spec becomes (8 on the benchmark's corpora), for
    /// choosing the buffer a file is planned into.
    private static let planBytesPerSourceByte = 8

    /// How much of a file's plan is written out before the rest while the file is the one due.
    private static let writeAheadBytes = 256 * 1024

    /// What every run of a document shares: where and how its dialogs are laid out, and the
    /// document's text around the runs, as `JSONTextWriter` would have written it whole.
    private struct PlanDocument: Sendable {
        let device: Device
        let textSize: TextSize
        let display: DisplaySettings
        let locale: LayoutLocale
        let texts: LocaleTexts
        /// Asked once, not once a dialog: the answer reads the locale's tag.
        let mirrors: Bool
        /// The document up to its dialogs' array, open.
        let opening: [UInt8]

        init(device: Device, textSize: TextSize, display: DisplaySettings, locale: LayoutLocale, texts: LocaleTexts) {
            (self.device, self.textSize, self.display, self.locale, self.texts) = (device, textSize, display, locale, texts)
            mirrors = locale.isRightToLeft
            opening = Array(
                RenderPlanWriter.document([], device: device, textSize: textSize, display: display).utf8.dropLast(Self.emptyEnding.count))
        }

        /// What closes the document after its last dialog, and after none.
        static let ending = Array("\n  ]\n}\n".utf8)
        static let emptyEnding = Array("]\n}\n".utf8)

        /// Plans `dialogs` of `spec` into `writer`, each as an element of the document's array,
        /// naming their lines with `lines`, a cursor over the file at or before the first of them.
        func write(_ spec: SpecFile, dialogs: Range<Int>, lines: inout PlaceCursor, into writer: inout JSONTextWriter) {
            for index in dialogs {
                writer.startOuterArrayElement()
                // The plan's own reference is left empty: the document spells it from the path and
                // the line, where a string of its own for each dialog cost an allocation and a copy of the path.
                let source = (path: spec.source.path, line: lines.line(at: Int(spec.dialogs[index].range.start)))
                // In the source locale the dialog is laid out where it is, not through a copy.
                let plan =
                    locale == .source
                    ? LayoutEngine.plan(
                        spec.dialogs[index], in: spec.source, reference: "", device: device, textSize: textSize, display: display)
                    : LayoutEngine.plan(
                        texts.dialog(spec.dialogs[index], in: locale), in: spec.source, reference: "", device: device,
                        textSize: textSize, display: display)
                writePlan(mirrors ? PlanMirroring.mirrored(plan, screenWidth: device.width) : plan, source: source, &writer)
            }
        }
    }

    /// A run of a plan document: dialogs written as elements of its array, each after a comma.
    private final class WrittenRun: OutputRun {
        // Room for a run of typical plans (about 6 KB each), so the buffer rarely grows.
        let writer = Mutex(JSONTextWriter(indentLevel: 2, capacity: 64 * 8192))

        var byteCount: Int { writer.withLock { $0.count } }
        func withRenderedBytes(_ body: @Sendable (Span<UInt8>) -> Bool) -> Bool {
            writer.withLock { writer in writer.withBytes(body) }
        }
        func clear() { writer.withLock { $0.reset(indentLevel: 2) } }
    }

    /// Closes the document once every run of `output` is written; whether all of it was.
    private static func finish(_ output: InOrderOutput<WrittenRun>, to write: @Sendable (Span<UInt8>) -> Bool) -> Bool {
        guard output.isComplete else { return false }
        return write((output.hasWrittenBytes ? PlanDocument.ending : PlanDocument.emptyEnding).span)
    }

    /// The JSON document for already computed plans, laid out for `display`.
    public static func document(_ plans: [DialogPlan], device: Device, textSize: TextSize, display: DisplaySettings = .standard)
        -> String
    {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.plainKey("$schema"); writer.string(schemaURL)
        writer.plainKey("version"); writer.number(formatVersion)
        writer.plainKey("device"); writeDevice(device, &writer)
        writer.plainKey("textSize"); writer.string(textSize.rawValue)
        // What the screen was set to: every color and motion below is resolved for it.
        writer.plainKey("appearance"); writer.string(display.appearance.scheme.rawValue)
        writer.plainKey("contrast"); writer.string(display.appearance.contrast.rawValue)
        writer.plainKey("reduceMotion"); writer.bool(display.reducesMotion)
        writer.plainKey("dialogs"); writer.beginArray()
        for plan in plans { writePlan(plan, &writer) }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    private static func writeDevice(_ device: Device, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("name"); writer.string(device.name)
        writer.plainKey("width"); writer.number(device.width)
        writer.plainKey("height"); writer.number(device.height)
        writer.plainKey("safeAreaTop"); writer.number(device.safeTop)
        writer.plainKey("safeAreaBottom"); writer.number(device.safeBottom)
        writer.endObject()
    }

    /// Writes `plan` as `PlanPiece`s and the values between them, at the depth `writer` stands at;
    /// its source as `source`'s `path:line` when given, else as the plan names it.
    private static func writePlan(_ plan: DialogPlan, source: (path: String, line: Int)? = nil, _ writer: inout JSONTextWriter) {
        writer.startPiecewiseValue()
        let pieces = writer.pieces(PlanPiece.self, depth: writer.indentLevel)
        writer.write(.dialogID, pieces); writer.write(plan.id)
        writer.write(.dialogType, pieces); writer.write(plan.type.rawValue)
        writer.write(.dialogSource, pieces)
        if let source { writer.write(path: source.path, line: source.line) } else { writer.write(plan.source) }
        writer.write(.dialogRenderer, pieces); writer.write(plan.renderer.rawValue)
        writer.write(.dialogElements, pieces)
        let elementPieces = writer.pieces(PlanPiece.self, depth: pieces.depth + 2)
        // Plans of specs without token references write no `tokens` and look for none.
        let tokens = plan.tokens.isEmpty ? nil : plan.tokens
        writeItems(plan.elements, (.line2, .commaLine2, .endArray1), pieces, &writer) { elements, index, writer in
            writeElement(elements, index, elementPieces, &writer, tokens: tokens, place: [index])
        }
        writer.write(.motionShow, pieces); writeTimeline(plan.motion.show, pieces, &writer)
        writer.write(.motionHide, pieces); writeTimeline(plan.motion.hide, pieces, &writer)
        writer.write(.motionAutoHideDelay, pieces)
        if let delay = plan.motion.autoHideDelay { writer.write(delay) } else { writer.writeNull() }
        if let tokens {
            writeTokens(tokens.filter { $0.element == nil }, (.motionTokens, .line3, .commaLine3, .endObject2), pieces, &writer)
        }
        writer.write(.endObject1, pieces)
        writeBehaviour(plan.behaviour, pieces, &writer)
        writer.write(.dialogActions, pieces)
        writeItems(plan.actions, (.line2, .commaLine2, .endArray1), pieces, &writer) { actions, index, writer in
            writer.write(.actionID, pieces); writer.write(actions[index].id)
            writer.write(.actionTitle, pieces); writer.write(actions[index].title)
            writer.write(.actionRole, pieces); writer.write(name: actions[index].role.planName)
            writer.write(.actionDismisses, pieces); writer.write(actions[index].dismisses)
            writer.write(.actionResult, pieces); writer.write(actions[index].result.rawValue)
            writer.write(.actionVisible, pieces); writer.write(actions[index].isVisible)
            writer.write(.endObject2, pieces)
        }
        writer.write(.dialogOverflows, pieces)
        writeItems(plan.overflows, (.line2, .commaLine2, .endArray1), pieces, &writer) { overflows, index, writer in
            writer.write(.overflowElement, pieces); writer.write(name: overflows[index].element.planName)
            writer.write(.overflowReason, pieces); writer.write(overflows[index].reason.rawValue)
            if let id = overflows[index].id { writer.write(.overflowID, pieces); writer.write(id) }
            writer.write(.endObject2, pieces)
        }
        writer.write(.endObject0, pieces)
    }

    /// Writes `items` into the array the piece just written opened: `separators` before the first
    /// item, before each later one, and after the last (an empty array just closes).
    @inline(__always)
    private static func writeItems<Item>(
        _ items: [Item], _ separators: (first: PlanPiece, next: PlanPiece, end: PlanPiece), _ pieces: JSONPieces<PlanPiece>,
        _ writer: inout JSONTextWriter, _ writeItem: (_ items: [Item], _ index: Int, inout JSONTextWriter) -> Void
    ) {
        guard !items.isEmpty else { return writer.write(.endEmptyArray, pieces) }
        // Each item is read where the array keeps it, by its index: handed over as a value, every
        // element was copied, its strings and arrays retained and released again.
        var separator = separators.first
        for index in items.indices {
            writer.write(separator, pieces)
            separator = separators.next
            writeItem(items, index, &writer)
        }
        writer.write(separators.end, pieces)
    }

    /// Writes `element` at the depth of `pieces`, its children two levels deeper.
    /// `tokens` are the plan's token uses, nil when it has none; `place` is the element's place
    /// in the plan, which they name.
    private static func writeElement(
        _ elements: [PlanElement], _ index: Int, _ pieces: JSONPieces<PlanPiece>, _ writer: inout JSONTextWriter,
        tokens: [PlanTokenUse]? = nil, place: [Int] = []
    ) {
        writer.write(.elementKind, pieces); writer.write(name: elements[index].kind.planName)
        if let id = elements[index].id { writer.write(.elementID, pieces); writer.write(id) }
        // Frames and motion are written to a hundredth of a point, without floating-point noise.
        writer.write(.frameX, pieces); writer.write(hundredthsOf: elements[index].frame.x)
        writer.write(.frameY, pieces); writer.write(hundredthsOf: elements[index].frame.y)
        writer.write(.frameWidth, pieces); writer.write(hundredthsOf: elements[index].frame.width)
        writer.write(.frameHeight, pieces); writer.write(hundredthsOf: elements[index].frame.height)
        writer.write(.endObject1, pieces)
        if let fill = elements[index].fill { writeColor(fill, (.fillHex, .fillAlpha, .endObject1), pieces, &writer) }
        if let radius = elements[index].cornerRadius { writer.write(.elementCornerRadius, pieces); writer.write(radius) }
        if let role = elements[index].role { writer.write(.elementRole, pieces); writer.write(name: role.planName) }
        if let preferred = elements[index].isPreferred { writer.write(.elementPreferred, pieces); writer.write(preferred) }
        if let selected = elements[index].isSelected { writer.write(.elementSelected, pieces); writer.write(selected) }
        if let text = elements[index].text {
            writer.write(.textLines, pieces)
            writeItems(text.lines, (.line3, .commaLine3, .endArray2), pieces, &writer) { lines, index, writer in writer.write(lines[index])
            }
            writer.write(.fontSize, pieces); writer.write(text.font.size)
            writer.write(.fontWeight, pieces); writer.write(name: text.font.weight.planName)
            writer.write(.endObject2, pieces)
            writeColor(text.color, (.textColorHex, .textColorAlpha, .endObject2), pieces, &writer)
            writer.write(.textAlignment, pieces); writer.write(name: text.alignment.planName)
            writer.write(.textLineHeight, pieces); writer.write(text.lineHeight)
            writer.write(.endObject1, pieces)
        }
        if let tokens {
            writeTokens(tokens.filter { $0.element == place }, (.elementTokens, .line2, .commaLine2, .endObject1), pieces, &writer)
        }
        if !elements[index].children.isEmpty {
            writer.write(.elementChildren, pieces)
            let childPieces = writer.pieces(PlanPiece.self, depth: pieces.depth + 2)
            writeItems(elements[index].children, (.line2, .commaLine2, .endArray1), pieces, &writer) { children, child, writer in
                writeElement(children, child, childPieces, &writer, tokens: tokens, place: tokens == nil ? [] : place + [child])
            }
        }
        writer.write(.endObject0, pieces)
    }

    /// Writes the `tokens` object `keys` open and close, naming the token of each of `uses`'
    /// members; nothing when there are none.
    private static func writeTokens(
        _ uses: [PlanTokenUse], _ keys: (open: PlanPiece, first: PlanPiece, next: PlanPiece, end: PlanPiece),
        _ pieces: JSONPieces<PlanPiece>, _ writer: inout JSONTextWriter
    ) {
        guard !uses.isEmpty else { return }
        writer.write(keys.open, pieces)
        for (offset, use) in uses.enumerated() {
            writer.write(offset == 0 ? keys.first : keys.next, pieces)
            writer.write(use.field.planPiece, pieces)
            writer.write(use.path)
        }
        writer.write(keys.end, pieces)
    }

    /// Writes `color` as the object `keys` open and close, a fill or a text's color.
    @inline(__always)
    private static func writeColor(
        _ color: DialogColor, _ keys: (hex: PlanPiece, alpha: PlanPiece, end: PlanPiece), _ pieces: JSONPieces<PlanPiece>,
        _ writer: inout JSONTextWriter
    ) {
        writer.write(keys.hex, pieces); writer.write(hexRed: color.red, green: color.green, blue: color.blue)
        writer.write(keys.alpha, pieces); writer.write(color.opacity)
        writer.write(keys.end, pieces)
    }

    /// Writes `timeline` as the value of `show` or `hide`, with the dialog's `pieces`.
    private static func writeTimeline(_ timeline: PlanTimeline, _ pieces: JSONPieces<PlanPiece>, _ writer: inout JSONTextWriter) {
        writer.write(.timelineDuration, pieces); writer.write(timeline.duration)
        writer.write(.timelineCurve, pieces); writer.write(name: timeline.timing.planName)
        if case .spring(let spring) = timeline.timing {
            writer.write(.timelineSpringDamping, pieces); writer.write(spring.dampingRatio)
            if let response = spring.response { writer.write(.timelineSpringResponse, pieces); writer.write(response) }
        }
        writer.write(.timelineTracks, pieces)
        writeItems(timeline.tracks, (.line4, .commaLine4, .endArray3), pieces, &writer) { tracks, index, writer in
            writer.write(.trackTarget, pieces); writer.write(name: tracks[index].target.planName)
            writer.write(.trackProperty, pieces); writer.write(name: tracks[index].property.planName)
            writer.write(.trackFrom, pieces); writer.write(hundredthsOf: tracks[index].from)
            writer.write(.trackTo, pieces); writer.write(hundredthsOf: tracks[index].to)
            if let delay = tracks[index].delay { writer.write(.trackDelay, pieces); writer.write(hundredthsOf: delay) }
            if let duration = tracks[index].duration { writer.write(.trackDuration, pieces); writer.write(hundredthsOf: duration) }
            writer.write(.endObject4, pieces)
        }
        writer.write(.endObject2, pieces)
    }

    private static func writeBehaviour(_ behaviour: PlanBehaviour, _ pieces: JSONPieces<PlanPiece>, _ writer: inout JSONTextWriter) {
        writer.write(.behaviourBlocksInteraction, pieces); writer.write(behaviour.blocksInteractionDuringShow)
        writer.write(.behaviourDismissesKeyboard, pieces); writer.write(behaviour.dismissesKeyboardBeforeShow)
        writer.write(.behaviourRestoresFirstResponder, pieces); writer.write(behaviour.restoresFirstResponderAfterHide)
        writer.write(.behaviourAvoidsKeyboard, pieces); writer.write(behaviour.avoidsKeyboard)
        writer.write(.behaviourDismissOnCoverTap, pieces); writer.write(behaviour.dismissOnCoverTap)
        writer.write(.behaviourHideAs, pieces); writer.write(behaviour.hideAs.rawValue)
        writer.write(.behaviourRequiresAnchor, pieces); writer.write(behaviour.requiresAnchor)
        if let result = behaviour.coverTapResult { writer.write(.behaviourCoverTapResult, pieces); writer.write(result) }
        if let input = behaviour.input {
            writer.write(.inputReturnKey, pieces); writer.write(input.returnKey.rawValue)
            writer.write(.inputAllowsNewlines, pieces); writer.write(input.allowsNewlines)
            if let message = input.emptyMessage { writer.write(.inputEmptyMessage, pieces); writer.write(message) }
            writer.write(.inputClearButton, pieces); writer.write(input.clearButton)
            writer.write(.endObject2, pieces)
        }
        writer.write(.endObject1, pieces)
    }
}
