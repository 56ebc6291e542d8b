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
        let dialogs = specs.sorted { $0.path < $1.path }.flatMap { spec in spec.dialogs.map { (spec.source, $0) } }
        // Dialogs are planned and written on every core, a run of them into each buffer, then joined in order.
        let runLength = 64
        let runs = stride(from: 0, to: dialogs.count, by: runLength).map { $0..<min($0 + runLength, dialogs.count) }
        let written = ParallelMap.map(runs) { run in
            var writer = JSONTextWriter(indentLevel: 2)
            for (source, dialog) in dialogs[run] {
                writer.startOuterArrayElement()
                let plan = LayoutEngine.plan(texts.dialog(dialog, in: locale), in: source, device: device, textSize: textSize)
                writePlan(PlanMirroring.plan(plan, in: locale, screenWidth: device.width), &writer)
            }
            return WrittenRun(writer)
        }
        return join(written, device: device, textSize: textSize)
    }

    /// The document around runs of plans written at its indentation, as `JSONTextWriter` would
    /// have written it whole: the first run's leading comma left out. Each run is copied once,
    /// straight from its writer into the document.
    private static func join(_ runs: [WrittenRun], device: Device, textSize: TextSize) -> [UInt8] {
        let empty = Array(document([], device: device, textSize: textSize).utf8)
        guard !runs.isEmpty else { return empty }
        let opening = empty.dropLast("[]\n}\n".utf8.count - 1)
        let ending = Array("\n  ]\n}\n".utf8)
        let count = opening.count + runs.reduce(0) { $0 + $1.writer.count } - 1 + ending.count
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let source = bytes.baseAddress else { return }
                (buffer.baseAddress! + initialized).update(from: source, count: bytes.count)
                initialized += bytes.count
            }
            opening.withUnsafeBufferPointer(append)
            for (index, run) in runs.enumerated() {
                run.writer.withUnsafeBytes { append(index == 0 ? UnsafeBufferPointer(rebasing: $0.dropFirst()) : $0) }
            }
            ending.withUnsafeBufferPointer(append)
        }
    }

    /// A run's writer on its way from the core that wrote it to the join: a writer cannot be
    /// copied, so it travels in a box, and its bytes are copied once, into the document.
    private final class WrittenRun: @unchecked Sendable {
        let writer: JSONTextWriter

        init(_ writer: consuming JSONTextWriter) {
            self.writer = writer
        }
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
