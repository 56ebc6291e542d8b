import Foundation

/// Writes render plans as the JSON document `Schemas/renderplan.schema.json` describes.
public enum RenderPlanWriter {
    /// The version of the document's layout.
    public static let formatVersion = 1

    /// Plans every dialog of `specs` (in path order) for `device` at `textSize`, as JSON text; in
    /// `locale`, its texts from `texts`, mirrored when the locale is right to left.
    public static func document(
        for specs: [SpecFile], device: Device, textSize: TextSize, locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts()
    ) -> String {
        String(decoding: documentBytes(for: specs, device: device, textSize: textSize, locale: locale, texts: texts), as: UTF8.self)
    }

    /// `document(for:device:textSize:locale:texts:)` as UTF-8 bytes, for writing to a file without a `String`.
    public static func documentBytes(
        for specs: [SpecFile], device: Device, textSize: TextSize, locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts()
    ) -> [UInt8] {
        let document = CollectedBytes()
        _ = writeDocument(for: specs, device: device, textSize: textSize, locale: locale, texts: texts) { piece in
            document.bytes.append(contentsOf: piece)
            return true
        }
        return document.bytes
    }

    /// Hands `documentBytes(for:device:textSize:locale:texts:)` to `write` in pieces, in order,
    /// each as soon as it and every piece before it are written, and stops at the first piece
    /// `write` refuses; whether every piece was written. `write` is called from any core, one
    /// piece at a time.
    ///
    /// Dialogs are planned and written on every core, a run of them into each buffer: the runs go
    /// out while later ones are still being planned, and the document is never held whole (copying
    /// the runs into one array was a serial copy of the whole document, and its pages).
    public static func writeDocument(
        for specs: [SpecFile], device: Device, textSize: TextSize, locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts(),
        to write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        let sorted = specs.sorted { $0.path < $1.path }
        // Where each run of dialogs is, not a copy of them: up to 64 of one file.
        let runs = sorted.indices.flatMap { spec in
            stride(from: 0, to: sorted[spec].dialogs.count, by: 64).map { (spec: spec, dialogs: $0..<min($0 + 64, sorted[spec].dialogs.count)) }
        }
        let document = PlanDocument(device: device, textSize: textSize, locale: locale, texts: texts)
        let output = InOrderOutput(runCount: runs.count, write: write)
        guard document.opening.withUnsafeBufferPointer(write) else { return false }
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            guard !output.hasFailed else { return }
            let run = output.spareRun()
            let (spec, dialogs) = runs[index]
            document.write(sorted[spec], dialogs: dialogs, into: &run.writer)
            output.finish(run: index, run)
        }
        return output.finish(document)
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
        _ sources: [SourceFile], device: Device, textSize: TextSize, locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts(),
        to write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> (validation: ValidationResult, written: Bool) {
        let document = PlanDocument(device: device, textSize: textSize, locale: locale, texts: texts)
        guard document.opening.withUnsafeBufferPointer(write) else { return (Validator.validate(sources, keepingModels: false), false) }
        let output = InOrderOutput(runCount: sources.count, write: write)
        let validation = Validator.validate(sources) { position, spec in
            // A dialog that did not decode whole is an error already: there is no document to write.
            guard let spec, !output.hasFailed, spec.dialogs.allSatisfy(\.isWellFormed) else { return output.abandon() }
            let run = output.spareRun()
            document.write(spec, dialogs: spec.dialogs.indices, into: &run.writer)
            output.finish(run: position, run)
        }
        return (validation, output.finish(document))
    }

    /// What every run of a document shares: where and how its dialogs are laid out, and the
    /// document's text around the runs, as `JSONTextWriter` would have written it whole.
    private struct PlanDocument: Sendable {
        let device: Device
        let textSize: TextSize
        let locale: LayoutLocale
        let texts: LocaleTexts
        /// Asked once, not once a dialog: reading the locale's tag costs thousands of instructions.
        let mirrors: Bool
        /// The document up to its dialogs' array, open.
        let opening: [UInt8]

        init(device: Device, textSize: TextSize, locale: LayoutLocale, texts: LocaleTexts) {
            (self.device, self.textSize, self.locale, self.texts) = (device, textSize, locale, texts)
            mirrors = locale.isRightToLeft
            opening = Array(RenderPlanWriter.document([], device: device, textSize: textSize).utf8.dropLast(Self.emptyEnding.count))
        }

        /// What closes the document after its last dialog, and after none.
        static let ending = Array("\n  ]\n}\n".utf8)
        static let emptyEnding = Array("]\n}\n".utf8)

        /// Plans `dialogs` of `spec` into `writer`, each as an element of the document's array.
        func write(_ spec: SpecFile, dialogs: Range<Int>, into writer: inout JSONTextWriter) {
            // The lines of the file's dialogs, counted along the file from one dialog to the next.
            var lines = PlaceCursor(spec.source)
            for index in dialogs {
                writer.startOuterArrayElement()
                let reference = lines.reference(at: Int(spec.dialogs[index].range.start))
                // In the source locale the dialog is laid out where it is, not through a copy.
                let plan =
                    locale == .source
                    ? LayoutEngine.plan(spec.dialogs[index], in: spec.source, reference: reference, device: device, textSize: textSize)
                    : LayoutEngine.plan(
                        texts.dialog(spec.dialogs[index], in: locale), in: spec.source, reference: reference, device: device,
                        textSize: textSize)
                writePlan(mirrors ? PlanMirroring.mirrored(plan, screenWidth: device.width) : plan, &writer)
            }
        }
    }

    /// A run's writer on its way from the core that wrote it to the output, and back to the next
    /// run once written: a writer cannot be copied, so it travels in a box.
    ///
    /// The few buffers the cores have in flight are written again and again: a fresh buffer for
    /// every run touched fresh pages for the whole document (57 MB at 10,000 dialogs: 13 thousand
    /// page faults, 9 thousand reusing the buffers, validate's 3 thousand).
    private final class WrittenRun: @unchecked Sendable {
        var writer: JSONTextWriter

        init(_ writer: consuming JSONTextWriter) {
            self.writer = writer
        }
    }

    /// Passes finished runs to `write` in the document's order: the core that finishes the next
    /// run due writes it and every later one already done, while the other cores go on planning.
    private final class InOrderOutput: @unchecked Sendable {
        // Guards every property but `write`.
        private let lock = NSLock()
        private var finished: [WrittenRun?]
        private var nextRun = 0
        private var isWriting = false
        private var failed = false
        /// Whether a run with a dialog went out: the first one's leading comma is the one the
        /// array's first element leaves out.
        private var wroteDialog = false
        /// Runs written out, whose writers the next runs reuse.
        private var spare: [WrittenRun] = []
        private let write: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool

        init(runCount: Int, write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Bool) {
            finished = Array(repeating: nil, count: runCount)
            self.write = write
        }

        /// Whether a write was refused or the document abandoned, after which nothing more is
        /// planned or written.
        var hasFailed: Bool { lock.withLock { failed } }

        /// Stops the document: no later run is planned or written.
        func abandon() {
            lock.withLock { failed = true }
        }

        /// A written run's writer, emptied, or a new one.
        func spareRun() -> WrittenRun {
            guard let run = lock.withLock({ spare.popLast() }) else {
                // Room for a run of typical plans (about 6 KB each), so the buffer rarely grows.
                return WrittenRun(JSONTextWriter(indentLevel: 2, capacity: 64 * 8192))
            }
            run.writer.reset(indentLevel: 2)
            return run
        }

        func finish(run index: Int, _ run: WrittenRun) {
            lock.lock()
            finished[index] = run
            // The core already writing writes this run too, once it is due.
            guard !isWriting else { return lock.unlock() }
            isWriting = true
            while nextRun < finished.count, let due = finished[nextRun] {
                finished[nextRun] = nil
                let (first, skips) = (!wroteDialog, failed)
                if due.writer.count > 0 { wroteDialog = true }
                lock.unlock()
                let written = !skips && due.writer.withUnsafeBytes { write(first ? UnsafeBufferPointer(rebasing: $0.dropFirst()) : $0) }
                lock.lock()
                spare.append(due)
                if !written { failed = true }
                nextRun += 1
            }
            isWriting = false
            lock.unlock()
        }

        /// Closes `document` once every run is written; whether all of it was.
        func finish(_ document: PlanDocument) -> Bool {
            let (failed, wroteDialog) = lock.withLock { (self.failed, self.wroteDialog) }
            guard !failed else { return false }
            return (wroteDialog ? PlanDocument.ending : PlanDocument.emptyEnding).withUnsafeBufferPointer(write)
        }
    }

    /// The document's bytes as `writeDocument` hands them over, one piece at a time.
    private final class CollectedBytes: @unchecked Sendable {
        var bytes: [UInt8] = []
    }

    /// The JSON document for already computed plans.
    public static func document(_ plans: [DialogPlan], device: Device, textSize: TextSize) -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.plainKey("$schema"); writer.string("https://dialogc.dev/schemas/renderplan.schema.json")
        writer.plainKey("version"); writer.number(formatVersion)
        writer.plainKey("device"); writeDevice(device, &writer)
        writer.plainKey("textSize"); writer.string(textSize.rawValue)
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

    private static func writePlan(_ plan: DialogPlan, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("id"); writer.string(plan.id)
        writer.plainKey("type"); writer.string(plan.type.rawValue)
        writer.plainKey("source"); writer.string(plan.source)
        writer.plainKey("renderer"); writer.string(plan.renderer.rawValue)
        writer.plainKey("elements"); writer.beginArray()
        for element in plan.elements { writeElement(element, &writer) }
        writer.endArray()
        writer.plainKey("motion"); writeMotion(plan.motion, &writer)
        writer.plainKey("behaviour"); writeBehaviour(plan.behaviour, &writer)
        writer.plainKey("actions"); writer.beginArray()
        for action in plan.actions {
            writer.beginObject()
            writer.plainKey("id"); writer.string(action.id)
            writer.plainKey("title"); writer.string(action.title)
            writer.plainKey("role"); writer.string(action.role.rawValue)
            writer.plainKey("dismisses"); writer.bool(action.dismisses)
            writer.plainKey("result"); writer.string(action.result.rawValue)
            writer.plainKey("visible"); writer.bool(action.isVisible)
            writer.endObject()
        }
        writer.endArray()
        writer.plainKey("overflows"); writer.beginArray()
        for overflow in plan.overflows {
            writer.beginObject()
            writer.plainKey("element"); writer.string(overflow.element.rawValue)
            writer.plainKey("reason"); writer.string(overflow.reason.rawValue)
            if let id = overflow.id { writer.plainKey("id"); writer.string(id) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func writeElement(_ element: PlanElement, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("kind"); writer.string(element.kind.rawValue)
        if let id = element.id { writer.plainKey("id"); writer.string(id) }
        writer.plainKey("frame"); writer.beginObject()
        writer.plainKey("x"); writer.number(rounded(element.frame.x))
        writer.plainKey("y"); writer.number(rounded(element.frame.y))
        writer.plainKey("width"); writer.number(rounded(element.frame.width))
        writer.plainKey("height"); writer.number(rounded(element.frame.height))
        writer.endObject()
        if let fill = element.fill { writer.plainKey("fill"); writeColor(fill, &writer) }
        if let radius = element.cornerRadius { writer.plainKey("cornerRadius"); writer.number(radius) }
        if let role = element.role { writer.plainKey("role"); writer.string(role.rawValue) }
        if let preferred = element.isPreferred { writer.plainKey("preferred"); writer.bool(preferred) }
        if let selected = element.isSelected { writer.plainKey("selected"); writer.bool(selected) }
        if let text = element.text {
            writer.plainKey("text"); writer.beginObject()
            writer.plainKey("lines"); writer.beginArray()
            for line in text.lines { writer.string(line) }
            writer.endArray()
            writer.plainKey("font"); writer.beginObject()
            writer.plainKey("size"); writer.number(text.font.size)
            writer.plainKey("weight"); writer.string(text.font.weight.rawValue)
            writer.endObject()
            writer.plainKey("color"); writeColor(text.color, &writer)
            writer.plainKey("alignment"); writer.string(text.alignment.rawValue)
            writer.plainKey("lineHeight"); writer.number(text.lineHeight)
            writer.endObject()
        }
        if !element.children.isEmpty {
            writer.plainKey("children"); writer.beginArray()
            for child in element.children { writeElement(child, &writer) }
            writer.endArray()
        }
        writer.endObject()
    }

    private static func writeColor(_ color: PlanColor, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("hex"); writer.string(color.hex)
        writer.plainKey("alpha"); writer.number(color.alpha)
        writer.endObject()
    }

    private static func writeMotion(_ motion: PlanMotion, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("show"); writeTimeline(motion.show, &writer)
        writer.plainKey("hide"); writeTimeline(motion.hide, &writer)
        writer.plainKey("autoHideDelay")
        if let delay = motion.autoHideDelay { writer.number(delay) } else { writer.null() }
        writer.endObject()
    }

    private static func writeTimeline(_ timeline: PlanTimeline, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("duration"); writer.number(timeline.duration)
        writer.plainKey("curve"); writer.string(timeline.curve.rawValue)
        if let damping = timeline.springDamping { writer.plainKey("springDamping"); writer.number(damping) }
        if let response = timeline.springResponse { writer.plainKey("springResponse"); writer.number(response) }
        writer.plainKey("tracks"); writer.beginArray()
        for track in timeline.tracks {
            writer.beginObject()
            writer.plainKey("target"); writer.string(track.target.rawValue)
            writer.plainKey("property"); writer.string(track.property.rawValue)
            writer.plainKey("from"); writer.number(rounded(track.from))
            writer.plainKey("to"); writer.number(rounded(track.to))
            if let delay = track.delay { writer.plainKey("delay"); writer.number(rounded(delay)) }
            if let duration = track.duration { writer.plainKey("duration"); writer.number(rounded(duration)) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func writeBehaviour(_ behaviour: PlanBehaviour, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.plainKey("blocksInteractionDuringShow"); writer.bool(behaviour.blocksInteractionDuringShow)
        writer.plainKey("dismissesKeyboardBeforeShow"); writer.bool(behaviour.dismissesKeyboardBeforeShow)
        writer.plainKey("restoresFirstResponderAfterHide"); writer.bool(behaviour.restoresFirstResponderAfterHide)
        writer.plainKey("avoidsKeyboard"); writer.bool(behaviour.avoidsKeyboard)
        writer.plainKey("dismissOnCoverTap"); writer.bool(behaviour.dismissOnCoverTap)
        writer.plainKey("hideAs"); writer.string(behaviour.hideAs.rawValue)
        writer.plainKey("requiresAnchor"); writer.bool(behaviour.requiresAnchor)
        if let result = behaviour.coverTapResult { writer.plainKey("coverTapResult"); writer.string(result) }
        if let input = behaviour.input {
            writer.plainKey("input"); writer.beginObject()
            writer.plainKey("returnKey"); writer.string(input.returnKey.rawValue)
            writer.plainKey("allowsNewlines"); writer.bool(input.allowsNewlines)
            if let message = input.emptyMessage { writer.plainKey("emptyMessage"); writer.string(message) }
            writer.plainKey("clearButton"); writer.bool(input.clearButton)
            writer.endObject()
        }
        writer.endObject()
    }

    /// Points to a hundredth, so the document does not carry floating-point noise.
    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
