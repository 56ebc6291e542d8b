import Foundation

/// Random spec files that are valid by construction, for property tests: the layout's invariants,
/// generated code that compiles, plans that match their schema. Seeded, so a failure repeats.
struct RandomSpecs {
    private var random: SeededGenerator
    private var dialogCounter = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let latinWords = [
        "Save", "Delete", "photo", "your", "changes", "before", "leaving", "account", "Sign", "out",
        "network", "unavailable", "Try", "again", "later", "Update", "subscription", "expired",
    ]
    static let cjkTexts = ["退出登录", "确定", "取消", "请您输入您对处理结果的评价", "早晨", "中午", "下午", "网络不可用，请稍后再试", "キャンセル", "저장"]
    static let hostileTexts = [
        "quote \" here", "back\\slash", "\\(interpolated)", "\"\"\" triple", "#\"raw\"#", "*/ end",
        "line\nbreak", "\u{202E}rtl\u{202C}", "nul\u{0}", "sep\u{2028}arator", "😀👍🏽 emoji", "e\u{301}",
    ]
    static let idWords = [
        "default", "class", "self", "Type", "string", "for", "init", "raw-value", "all-cases", "ok", "done",
        "log-out", "time_of_day", "option-2x", "a1",
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    mutating func text(words: ClosedRange<Int> = 1...6) -> String {
        switch int(0...9) {
        case 0...4: return (0..<int(words)).map { _ in pick(Self.latinWords) }.joined(separator: " ")
        case 5...7: return (0..<int(1...3)).map { _ in pick(Self.cjkTexts) }.joined()
        default: return pick(Self.hostileTexts)
        }
    }

    mutating func color() -> String {
        let rgb = String(format: "#%06X", int(0...0xFFFFFF))
        return chance(0.5) ? rgb : rgb + String(format: "%02x", int(0...255))
    }

    /// A spec file of `count` dialogs as JSON text; ids are unique across every file this generator makes.
    mutating func file(dialogs count: Int) -> String {
        let dialogs = (0..<count).map { _ in dialog() }
        let data = try! JSONSerialization.data(withJSONObject: ["specVersion": 1, "dialogs": dialogs], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    mutating func dialog() -> [String: Any] {
        dialogCounter += 1
        let type = pick(["alert", "actionSheet", "toast", "picker", "textInput"])
        var dialog: [String: Any] = ["id": "\(pick(Self.idWords))-\(dialogCounter)", "type": type]
        if chance(0.8) || type == "alert" { dialog["title"] = text() }
        if chance(0.6) || type == "toast" { dialog["message"] = text(words: 1...20) }
        var renderer: String? = chance(0.3) ? pick(["system", "custom"]) : nil
        let showType: String? = chance(0.4) ? pick(["center", "fromBottom"]) : nil
        switch type {
        case "alert":
            if chance(0.3) { dialog["subtitle"] = text() }
            dialog["buttons"] = buttons(count: int(1...4), allowPreferred: true)
            if chance(0.2) { dialog["autoHide"] = Double(int(1...60)) }
        case "actionSheet":
            let choices = int(1...6)
            dialog["buttons"] = buttons(count: choices + (chance(0.7) ? 1 : 0), allowPreferred: false, cancelLast: true)
            if chance(0.3) { dialog["limits"] = ["maxOptions": int(choices...6)] }
        case "toast":
            renderer = chance(0.5) ? "custom" : nil
            if chance(0.5) { dialog["autoHide"] = Double(int(1...120)) / 2 }
        case "picker":
            renderer = chance(0.5) ? "custom" : nil
            let options = (0..<int(1...12)).map { _ in text(words: 1...3) }
            dialog["options"] = options
            if chance(0.6) { dialog["selectedIndex"] = int(0...(options.count - 1)) }
            dialog["buttons"] = buttons(count: 2, allowPreferred: true)
            if chance(0.3) { dialog["limits"] = ["maxOptions": int(options.count...20)] }
        default:
            let multiline = chance(0.4)
            var input: [String: Any] = ["multiline": multiline, "required": chance(0.5)]
            if !multiline, chance(0.3) { input["secure"] = true }
            if chance(0.7) { input["placeholder"] = text() }
            let maxLength = int(4...200)
            if chance(0.8) { dialog["limits"] = ["maxLength": maxLength] }
            if chance(0.5) { input["initialText"] = String(text().prefix(4)) }
            dialog["input"] = input
            dialog["buttons"] = buttons(count: int(1...3), allowPreferred: true)
            // The system alert cannot hold a multi-line field, nor show a field from the bottom.
            if multiline || showType == "fromBottom" { renderer = "custom" }
        }
        var presentation: [String: Any] = [:]
        if renderer != nil { presentation["renderer"] = renderer }
        var show: [String: Any] = [:]
        if let showType { show["type"] = showType }
        if chance(0.5) { show["animation"] = pick(["fade", "spring", "slide", "none"]) }
        if chance(0.4) { show["duration"] = Double(int(0...50)) / 10 }
        if chance(0.4) { show["coverAlpha"] = Double(int(0...10)) / 10 }
        if !show.isEmpty { presentation["show"] = show }
        if chance(0.3) {
            let effective = showType ?? (["actionSheet", "picker"].contains(type) ? "fromBottom" : "center")
            presentation["hide"] = ["showType": effective, "duration": Double(int(0...50)) / 10]
        }
        if chance(0.3) { presentation["dismissOnCoverTap"] = chance(0.5) }
        if !presentation.isEmpty { dialog["presentation"] = presentation }
        if chance(0.4) { dialog["style"] = style() }
        return withoutIgnoredSettings(dialog)
    }

    /// The dialog without what `setting-ignored` and `cover-tap-without-result` reject, changed
    /// without drawing from the generator so the dialogs stay the ones every seed made before those rules.
    func withoutIgnoredSettings(_ dialog: [String: Any]) -> [String: Any] {
        var dialog = dialog
        var presentation = dialog["presentation"] as? [String: Any] ?? [:]
        if var show = presentation["show"] as? [String: Any], show["animation"] as? String == "none" {
            show["duration"] = nil
            presentation["show"] = show
            if var hide = presentation["hide"] as? [String: Any] {
                hide["duration"] = nil
                presentation["hide"] = hide
            }
        }
        let buttons = dialog["buttons"] as? [[String: Any]] ?? []
        let hasCancel = buttons.contains { $0["style"] as? String == "cancel" }
        if presentation["dismissOnCoverTap"] as? Bool == true, !hasCancel, let first = buttons.first?["id"] {
            presentation["coverTapResult"] = first
        }
        if !presentation.isEmpty { dialog["presentation"] = presentation }
        return dialog
    }

    mutating func buttons(count: Int, allowPreferred: Bool, cancelLast: Bool = false) -> [[String: Any]] {
        let cancelIndex = cancelLast ? count - 1 : (chance(0.6) ? int(0...(count - 1)) : -1)
        let preferredIndex = allowPreferred && chance(0.4) ? int(0...(count - 1)) : -1
        var used: Set<String> = []
        return (0..<count).map { index in
            var id = pick(Self.idWords)
            while used.contains(id) { id = "\(pick(Self.idWords))-\(index)" }
            used.insert(id)
            var button: [String: Any] = ["id": id, "title": text(words: 1...3)]
            if index == cancelIndex {
                button["style"] = "cancel"
            } else if chance(0.2) {
                button["style"] = "destructive"
            }
            if index == preferredIndex { button["preferred"] = true }
            if chance(0.15) { button["color"] = color() }
            return button
        }
    }

    mutating func style() -> [String: Any] {
        var style: [String: Any] = [:]
        if chance(0.5) { style["titleFont"] = ["size": Double(int(10...30)), "weight": pick(["regular", "medium", "semibold", "bold"])] }
        if chance(0.5) { style["messageFont"] = ["size": Double(int(10...24))] }
        for key in ["titleColor", "messageColor", "lineColor", "backgroundColor", "coverColor"] where chance(0.3) {
            style[key] = color()
        }
        if chance(0.4) { style["textAlignment"] = pick(["left", "center", "right"]) }
        if chance(0.3) { style["cornerRadius"] = Double(int(0...24)) }
        return style
    }
}
