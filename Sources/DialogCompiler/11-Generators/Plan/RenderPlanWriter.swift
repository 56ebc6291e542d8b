/// Writes render plans as the JSON document `Schemas/renderplan.schema.json` describes.
public enum RenderPlanWriter {
    /// The version of the document's layout.
    public static let formatVersion = 1

    /// Plans every dialog of `specs` (in path order) for `device` at `textSize`, as JSON text; in
    /// `locale`, its texts from `texts`, mirrored when the locale is right to left.
    public static func document(
        for specs: [SpecFile], device: Device, textSize: TextSize, locale: LayoutLocale = .source, texts: LocaleTexts = LocaleTexts()
    ) -> String {
        let dialogs = specs.sorted { $0.path < $1.path }.flatMap { spec in spec.dialogs.map { (spec.source, $0) } }
        // Dialogs are planned and written on every core, each into text of its own, then joined in order.
        let written = ParallelMap.map(dialogs) { source, dialog in
            planText(PlanMirroring.plan(
                LayoutEngine.plan(texts.dialog(dialog, in: locale), in: source, device: device, textSize: textSize), in: locale,
                screenWidth: device.width))
        }
        return join(written, device: device, textSize: textSize)
    }

    /// One plan as `document` writes it into the `dialogs` array: on a new line, two levels deep.
    private static func planText(_ plan: DialogPlan) -> [UInt8] {
        var writer = JSONTextWriter(indentLevel: 2)
        writePlan(plan, &writer)
        return Array("\n    ".utf8) + writer.bytes
    }

    /// The document around plans written by `planText`, as `JSONTextWriter` would have written it whole.
    private static func join(_ plans: [[UInt8]], device: Device, textSize: TextSize) -> String {
        let empty = Array(document([], device: device, textSize: textSize).utf8)
        guard !plans.isEmpty else { return String(decoding: empty, as: UTF8.self) }
        let closing = Array("[]\n}\n".utf8)
        var bytes = Array(empty.dropLast(closing.count - 1))
        bytes.reserveCapacity(bytes.count + plans.reduce(0) { $0 + $1.count + 1 } + 8)
        for (index, plan) in plans.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += plan
        }
        bytes += Array("\n  ]\n}\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON document for already computed plans.
    public static func document(_ plans: [DialogPlan], device: Device, textSize: TextSize) -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key("$schema"); writer.string("https://dialogc.dev/schemas/renderplan.schema.json")
        writer.key("version"); writer.number(formatVersion)
        writer.key("device"); writeDevice(device, &writer)
        writer.key("textSize"); writer.string(textSize.rawValue)
        writer.key("dialogs"); writer.beginArray()
        for plan in plans { writePlan(plan, &writer) }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    private static func writeDevice(_ device: Device, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("name"); writer.string(device.name)
        writer.key("width"); writer.number(device.width)
        writer.key("height"); writer.number(device.height)
        writer.key("safeAreaTop"); writer.number(device.safeTop)
        writer.key("safeAreaBottom"); writer.number(device.safeBottom)
        writer.endObject()
    }

    private static func writePlan(_ plan: DialogPlan, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("id"); writer.string(plan.id)
        writer.key("type"); writer.string(plan.type.rawValue)
        writer.key("source"); writer.string(plan.source)
        writer.key("renderer"); writer.string(plan.renderer.rawValue)
        writer.key("elements"); writer.beginArray()
        for element in plan.elements { writeElement(element, &writer) }
        writer.endArray()
        writer.key("motion"); writeMotion(plan.motion, &writer)
        writer.key("behaviour"); writeBehaviour(plan.behaviour, &writer)
        writer.key("actions"); writer.beginArray()
        for action in plan.actions {
            writer.beginObject()
            writer.key("id"); writer.string(action.id)
            writer.key("title"); writer.string(action.title)
            writer.key("role"); writer.string(action.role.rawValue)
            writer.key("dismisses"); writer.bool(action.dismisses)
            writer.key("result"); writer.string(action.result.rawValue)
            writer.key("visible"); writer.bool(action.isVisible)
            writer.endObject()
        }
        writer.endArray()
        writer.key("overflows"); writer.beginArray()
        for overflow in plan.overflows {
            writer.beginObject()
            writer.key("element"); writer.string(overflow.element.rawValue)
            writer.key("reason"); writer.string(overflow.reason.rawValue)
            if let id = overflow.id { writer.key("id"); writer.string(id) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func writeElement(_ element: PlanElement, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("kind"); writer.string(element.kind.rawValue)
        if let id = element.id { writer.key("id"); writer.string(id) }
        writer.key("frame"); writer.beginObject()
        writer.key("x"); writer.number(rounded(element.frame.x))
        writer.key("y"); writer.number(rounded(element.frame.y))
        writer.key("width"); writer.number(rounded(element.frame.width))
        writer.key("height"); writer.number(rounded(element.frame.height))
        writer.endObject()
        if let fill = element.fill { writer.key("fill"); writeColor(fill, &writer) }
        if let radius = element.cornerRadius { writer.key("cornerRadius"); writer.number(radius) }
        if let role = element.role { writer.key("role"); writer.string(role.rawValue) }
        if let preferred = element.isPreferred { writer.key("preferred"); writer.bool(preferred) }
        if let selected = element.isSelected { writer.key("selected"); writer.bool(selected) }
        if let text = element.text {
            writer.key("text"); writer.beginObject()
            writer.key("lines"); writer.beginArray()
            for line in text.lines { writer.string(line) }
            writer.endArray()
            writer.key("font"); writer.beginObject()
            writer.key("size"); writer.number(text.font.size)
            writer.key("weight"); writer.string(text.font.weight.rawValue)
            writer.endObject()
            writer.key("color"); writeColor(text.color, &writer)
            writer.key("alignment"); writer.string(text.alignment.rawValue)
            writer.key("lineHeight"); writer.number(text.lineHeight)
            writer.endObject()
        }
        if !element.children.isEmpty {
            writer.key("children"); writer.beginArray()
            for child in element.children { writeElement(child, &writer) }
            writer.endArray()
        }
        writer.endObject()
    }

    private static func writeColor(_ color: PlanColor, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("hex"); writer.string(color.hex)
        writer.key("alpha"); writer.number(color.alpha)
        writer.endObject()
    }

    private static func writeMotion(_ motion: PlanMotion, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("show"); writeTimeline(motion.show, &writer)
        writer.key("hide"); writeTimeline(motion.hide, &writer)
        writer.key("autoHideDelay")
        if let delay = motion.autoHideDelay { writer.number(delay) } else { writer.null() }
        writer.endObject()
    }

    private static func writeTimeline(_ timeline: PlanTimeline, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("duration"); writer.number(timeline.duration)
        writer.key("curve"); writer.string(timeline.curve.rawValue)
        if let damping = timeline.springDamping { writer.key("springDamping"); writer.number(damping) }
        if let response = timeline.springResponse { writer.key("springResponse"); writer.number(response) }
        writer.key("tracks"); writer.beginArray()
        for track in timeline.tracks {
            writer.beginObject()
            writer.key("target"); writer.string(track.target.rawValue)
            writer.key("property"); writer.string(track.property.rawValue)
            writer.key("from"); writer.number(rounded(track.from))
            writer.key("to"); writer.number(rounded(track.to))
            if let delay = track.delay { writer.key("delay"); writer.number(rounded(delay)) }
            if let duration = track.duration { writer.key("duration"); writer.number(rounded(duration)) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func writeBehaviour(_ behaviour: PlanBehaviour, _ writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("blocksInteractionDuringShow"); writer.bool(behaviour.blocksInteractionDuringShow)
        writer.key("dismissesKeyboardBeforeShow"); writer.bool(behaviour.dismissesKeyboardBeforeShow)
        writer.key("restoresFirstResponderAfterHide"); writer.bool(behaviour.restoresFirstResponderAfterHide)
        writer.key("avoidsKeyboard"); writer.bool(behaviour.avoidsKeyboard)
        writer.key("dismissOnCoverTap"); writer.bool(behaviour.dismissOnCoverTap)
        writer.key("hideAs"); writer.string(behaviour.hideAs.rawValue)
        writer.key("requiresAnchor"); writer.bool(behaviour.requiresAnchor)
        if let result = behaviour.coverTapResult { writer.key("coverTapResult"); writer.string(result) }
        if let input = behaviour.input {
            writer.key("input"); writer.beginObject()
            writer.key("returnKey"); writer.string(input.returnKey.rawValue)
            writer.key("allowsNewlines"); writer.bool(input.allowsNewlines)
            if let message = input.emptyMessage { writer.key("emptyMessage"); writer.string(message) }
            writer.key("clearButton"); writer.bool(input.clearButton)
            writer.endObject()
        }
        writer.endObject()
    }

    /// Points to a hundredth, so the document does not carry floating-point noise.
    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
