import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutEngine
import DialogRules
import DialogSpec

/// The design tokens of a dialog's two versions: a token both name whose value the token files
/// changed (a visual change of the dialog, named once however many of its values the token gives),
/// and a value that switched between raw and a token, or between two tokens.
///
/// A reference's value is decoded in its place, so a token whose value changed would otherwise
/// show as each of its values changing, with nothing saying the design system changed it.
extension DialogComparison {
    /// The references of a value in each version.
    struct ValueTokens {
        var old: TokenReference?
        var new: TokenReference?

        /// Neither version wrote the value as a reference: the diff compares it as before tokens.
        var isEmpty: Bool { old == nil && new == nil }
        /// Both versions name the same token, whose change of value `compareTokenValues` reports.
        var isSameToken: Bool { old != nil && old?.path == new?.path }
    }

    func tokens<Old, New>(_ before: Located<Old>?, _ after: Located<New>?) -> ValueTokens {
        ValueTokens(old: old.dialog.token(of: before), new: new.dialog.token(of: after))
    }

    /// Reports `element`'s switch between raw and a token, or between two tokens, when its
    /// references differ; `before` and `after` are its values as messages quote them.
    mutating func reportSwitch(
        _ element: String, _ subject: String, _ tokens: ValueTokens, before: String, after: String, old: ByteRange?, new: ByteRange?,
        target: ChangeTarget
    ) {
        guard !tokens.isEmpty, tokens.old?.path != tokens.new?.path else { return }
        let now = tokens.new.map { "token '\($0.path)'" } ?? "written raw"
        let was = tokens.old.map { "token '\($0.path)'" } ?? "written raw"
        let message =
            before == after
            ? "\(subject) is now \(now) (was \(was), of the same value \(after))"
            : "\(subject) is now \(now), \(after) (was \(was), \(before))"
        add(.tokenSwitched, element, message, old: old, new: new, target: target)
    }

    /// The switches of the values the diff compares only through the render plan (fonts of the
    /// parts, layout numbers, motion): a switch changes nothing the plan shows.
    mutating func compareTokenOnlyValues() {
        guard !old.dialog.tokenReferences.isEmpty || !new.dialog.tokenReferences.isEmpty else { return }
        let (before, after) = (old.dialog, new.dialog)
        let fonts: [(String, Style.Font?, Style.Font?)] = [
            ("style.titleFont", before.style.titleFont, after.style.titleFont),
            ("style.messageFont", before.style.messageFont, after.style.messageFont),
            ("style.buttonFont", before.style.parts.buttonFont, after.style.parts.buttonFont),
            ("style.fieldFont", before.style.parts.fieldFont, after.style.parts.fieldFont),
        ]
        for (key, oldFont, newFont) in fonts {
            // The size and weight of the title's and message's fonts are compared with the style.
            if key == "style.buttonFont" || key == "style.fieldFont" {
                switchOnly(key + ".size", oldFont?.size, newFont?.size, target: .dialog)
                switchOnly(key + ".weight", oldFont?.weight, newFont?.weight, target: .dialog)
            }
            switchOnly(key + ".maxSize", oldFont?.maxSize, newFont?.maxSize, target: .dialog)
        }
        let colors: [(String, KeyPath<StyleParts, Located<Color>?>)] = [
            ("fieldColor", \.fieldColor), ("placeholderColor", \.placeholderColor), ("toolbarColor", \.toolbarColor),
            ("toolbarTitleColor", \.toolbarTitleColor),
        ]
        for (key, path) in colors {
            switchOnly("style.\(key)", before.style.parts[keyPath: path], after.style.parts[keyPath: path], target: .dialog)
        }
        // The layout's numbers, the frame, the motion's numbers and curves and `autoHide`, from the
        // table of token places: the places the diff compares itself are left to it.
        let oldPlaces = Dictionary(before.tokenPlaces.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newPlaces = after.tokenPlaces
        let names = newPlaces.map(\.name) + before.tokenPlaces.map(\.name).filter { name in !newPlaces.contains { $0.name == name } }
        let newByName = Dictionary(newPlaces.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in names where Self.isComparedOnlyForSwitches(name) {
            let (oldPlace, newPlace) = (oldPlaces[name], newByName[name])
            let tokens = ValueTokens(
                old: oldPlace.flatMap { before.token(at: $0.range) }, new: newPlace.flatMap { after.token(at: $0.range) })
            guard !tokens.isEmpty else { continue }
            reportSwitch(
                name, "'\(name)' of \(self.name)", tokens, before: Self.describe(oldPlace?.value),
                after: Self.describe(newPlace?.value), old: oldPlace?.range, new: newPlace?.range, target: .dialog)
        }
        for (oldButton, newButton) in buttonPairs {
            let element = "button '\(newButton.id.value)'"
            let target = ChangeTarget.button(old: oldButton.id.value, new: newButton.id.value)
            switchOnly(element + " font.size", oldButton.font?.size, newButton.font?.size, target: target)
            switchOnly(element + " font.weight", oldButton.font?.weight, newButton.font?.weight, target: target)
            switchOnly(element + " font.maxSize", oldButton.font?.maxSize, newButton.font?.maxSize, target: target)
        }
    }

    /// A place's value as the diff's messages quote it.
    static func describe(_ value: TokenPlace.Value?) -> String {
        switch value {
        case nil: describe(String?.none)
        case .color(let color): describe(color)
        case .number(let number): describe(number)
        case .fontWeight(let weight): describe(weight)
        case .curve(let curve): describe(curve)
        case .font(let font): describe(font)
        }
    }

    /// Whether the place `name` of `Dialog.tokenPlaces` is one the diff compares only for a switch
    /// to or from a token: the plan shows what it changes. The show and hide durations and the
    /// cover alpha are compared as presentation changes, switches included.
    static func isComparedOnlyForSwitches(_ name: String) -> Bool {
        guard name.hasPrefix("layout.") || name.hasPrefix("presentation.") || name == "autoHide" else { return false }
        return !["presentation.show.duration", "presentation.hide.duration", "presentation.show.coverAlpha"].contains(name)
    }

    private mutating func switchOnly<Value>(_ key: String, _ before: Located<Value>?, _ after: Located<Value>?, target: ChangeTarget) {
        let tokens = tokens(before, after)
        guard !tokens.isEmpty else { return }
        reportSwitch(
            key, "'\(key)' of \(name)", tokens, before: Self.describe(before?.value), after: Self.describe(after?.value),
            old: before?.range, new: after?.range, target: target)
    }

    /// Every token both versions of the dialog name whose value differs between the token files
    /// each was decoded with, once per token, in the order the new version names them.
    mutating func compareTokenValues() {
        let newReferences = new.dialog.tokenReferences
        guard !newReferences.isEmpty, let oldTheme = old.tokens, let newTheme = new.tokens else { return }
        let oldReferences = old.dialog.tokenReferences
        var seen: Set<String> = []
        for reference in newReferences where seen.insert(reference.path).inserted {
            guard let previous = oldReferences.first(where: { $0.path == reference.path }) else { continue }
            let before = TokenValues(oldTheme, reference.path)
            let after = TokenValues(newTheme, reference.path)
            guard before != after else { continue }
            add(
                .tokenValueChanged, "token '\(reference.path)'",
                "token '\(reference.path)' of \(name) is now \(after.description) (was \(before.description))", old: previous.range,
                new: reference.range, target: .dialog)
        }
    }
}

/// A token's value in each appearance a token set is written for, as a diff compares and names it.
package struct TokenValues: Equatable, CustomStringConvertible {
    /// The appearances a diff names beside the light value, and how.
    static let appearances: [(DialogAppearance, String)] = [
        (.dark, "dark"), (.lightHighContrast, "increased contrast"), (.darkHighContrast, "dark increased contrast"),
    ]

    var light: DesignTokenValue?
    /// The other appearances' values where their sets give one of their own.
    var others: [DesignTokenValue?]

    init(_ theme: DesignTokenTheme, _ path: String) {
        light = theme.token(path, in: .light)?.value
        others = Self.appearances.map { appearance, _ in
            theme.appearances.sets[appearance] == nil ? nil : theme.token(path, in: appearance)?.value
        }
    }

    /// `#0A84FF`, and `dark #409CFF` after it for each appearance whose value differs.
    package var description: String {
        var text = light.map(Self.describe) ?? "unset"
        for (index, (_, name)) in Self.appearances.enumerated() {
            guard let value = others[index], value != light else { continue }
            text += ", \(name) \(Self.describe(value))"
        }
        return text
    }

    /// A token value as the token files write it, in a form people read: a color's hex, a
    /// dimension with its unit.
    package static func describe(_ value: DesignTokenValue) -> String {
        switch value {
        case .color(let color): color.srgb.description
        case .dimension(let dimension): number(dimension.value) + dimension.unit.rawValue
        case .duration(let duration): number(duration.value) + duration.unit.rawValue
        case .fontWeight(let weight): number(weight)
        case .fontFamily(let families): families.map { "'\($0)'" }.joined(separator: ", ")
        case .number(let value): number(value)
        case .cubicBezier(let points): "cubic-bezier(\(points.map(number).joined(separator: ", ")))"
        case .typography(let typography):
            "\(number(typography.fontSize.value))\(typography.fontSize.unit.rawValue) weight \(number(typography.fontWeight))"
        case .unread(let type): "a \(type.rawValue)"
        }
    }

    private static func number(_ value: Double) -> String { LintWording.seconds(value) }
}
