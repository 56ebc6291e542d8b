import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine

/// Decodes one dialog object, the keys it may have depending on its `type`, and its buttons.
package enum DialogDecoder {
    package static let keys = [
        "id", "type", "title", "subtitle", "message", "buttons", "options", "selectedIndex",
        "input", "autoHide", "limits", "presentation", "style", "suppressions", "renamedFrom",
        "layout", "accessibilityLabel", "accessibilityHint", "announcement",
    ]

    package static let buttonKeys = [
        "id", "title", "style", "preferred", "color", "renamedFrom", "font", "accessibilityLabel", "accessibilityHint",
    ]
    package static let inputKeys = [
        "placeholder", "initialText", "multiline", "secure", "required",
        "returnKey", "allowsNewlines", "emptyMessage", "clearButton",
    ]
    package static let limitKeys = ["maxOptions", "maxLength"]
    /// `"cancel": true` is how other dialog libraries say it; here a button's role is its style.
    private static let buttonStyleHints = Dictionary(
        uniqueKeysWithValues: ButtonStyle.allCases.map {
            ($0.rawValue, Suggestion(DecoderMessages.UnknownKey.useStyle($0.rawValue)))
        })

    /// The keys of a dialog by position in `keys`, which `TextDecoder.dialogKeysV2` starts with.
    private enum Key {
        static var id: FieldKey { FieldKey("id", 0) }
        static var type: FieldKey { FieldKey("type", 1) }
        static var title: FieldKey { FieldKey("title", 2) }
        static var subtitle: FieldKey { FieldKey("subtitle", 3) }
        static var message: FieldKey { FieldKey("message", 4) }
        static var buttons: FieldKey { FieldKey("buttons", 5) }
        static var options: FieldKey { FieldKey("options", 6) }
        static var selectedIndex: FieldKey { FieldKey("selectedIndex", 7) }
        static var input: FieldKey { FieldKey("input", 8) }
        static var autoHide: FieldKey { FieldKey("autoHide", 9) }
        static var limits: FieldKey { FieldKey("limits", 10) }
        static var presentation: FieldKey { FieldKey("presentation", 11) }
        static var style: FieldKey { FieldKey("style", 12) }
        static var suppressions: FieldKey { FieldKey("suppressions", 13) }
        static var renamedFrom: FieldKey { FieldKey("renamedFrom", 14) }
        static var layout: FieldKey { FieldKey("layout", 15) }
        static var accessibilityLabel: FieldKey { FieldKey("accessibilityLabel", 16) }
        static var accessibilityHint: FieldKey { FieldKey("accessibilityHint", 17) }
        static var announcement: FieldKey { FieldKey("announcement", 18) }
    }
    /// The keys of a button by position in `buttonKeys`, which `TextDecoder.buttonKeysV2` starts with.
    private enum ButtonKey {
        static var id: FieldKey { FieldKey("id", 0) }
        static var title: FieldKey { FieldKey("title", 1) }
        static var style: FieldKey { FieldKey("style", 2) }
        static var preferred: FieldKey { FieldKey("preferred", 3) }
        static var color: FieldKey { FieldKey("color", 4) }
        static var renamedFrom: FieldKey { FieldKey("renamedFrom", 5) }
        static var font: FieldKey { FieldKey("font", 6) }
        static var accessibilityLabel: FieldKey { FieldKey("accessibilityLabel", 7) }
        static var accessibilityHint: FieldKey { FieldKey("accessibilityHint", 8) }
    }
    /// The keys of `input` by position in `inputKeys`.
    private enum InputKey {
        static var placeholder: FieldKey { FieldKey("placeholder", 0) }
        static var initialText: FieldKey { FieldKey("initialText", 1) }
        static var multiline: FieldKey { FieldKey("multiline", 2) }
        static var secure: FieldKey { FieldKey("secure", 3) }
        static var required: FieldKey { FieldKey("required", 4) }
        static var returnKey: FieldKey { FieldKey("returnKey", 5) }
        static var allowsNewlines: FieldKey { FieldKey("allowsNewlines", 6) }
        static var emptyMessage: FieldKey { FieldKey("emptyMessage", 7) }
        static var clearButton: FieldKey { FieldKey("clearButton", 8) }
    }
    /// The keys of `limits` by position in `limitKeys`.
    private enum LimitKey {
        static var maxOptions: FieldKey { FieldKey("maxOptions", 0) }
        static var maxLength: FieldKey { FieldKey("maxLength", 1) }
    }

    /// A dialog, or nil when its `id` or `type` could not be read; everything wrong is reported.
    package static func decode(_ node: JSONNode, _ context: inout DecodingContext) -> Dialog? {
        let unreadBefore = context.unreadValueCount
        // A dialog dropped for its id or type leaves the references it read behind.
        context.tokenReferences.removeAll()
        // The type decides which keys are allowed, so read it before judging the other keys.
        let type = peekType(node, &context)
        let isV2 = context.specVersion >= 2
        let allowed = type.map {
            (type: $0.value.rawValue, keys: isV2 ? TextDecoder.allowedKeysV2[$0.value] ?? [] : $0.value.table.allowedKeys)
        }
        guard let fields = context.object(node, named: "dialog", keys: isV2 ? TextDecoder.dialogKeysV2 : keys, allowedForType: allowed)
        else {
            return nil
        }
        context.require(Key.id, in: fields)
        let id = context.identifier(Key.id, in: fields)
        context.require(Key.type, in: fields)
        if let type {
            for key in type.value.table.requiredKeys {
                context.require(key, in: fields, reason: DecoderMessages.MissingKey.neededByType(type.value.rawValue))
            }
        }

        // Each part is decoded into a value of its own, in the order the findings are reported,
        // and the dialog's fields are made of them at the end and boxed once: fields decoded in
        // place were copied into the box, every text and list retained and the originals released.
        let specVersion = context.specVersion
        let parameters = TextDecoder.parameters(fields, &context)
        let comment = context.string("comment", in: fields)
        var localizations: [LocalizableText.Element: TextLocalization] = [:]
        let title = TextDecoder.text(Key.title, in: fields, as: .title, into: &localizations, &context)
        let subtitle = TextDecoder.text(Key.subtitle, in: fields, as: .subtitle, into: &localizations, &context)
        let message = TextDecoder.text(Key.message, in: fields, as: .message, into: &localizations, &context)
        var buttons: [Button] = []
        for node in context.array(Key.buttons, in: fields, minimumCount: 1) ?? [] {
            if let button = decodeButton(node, into: &localizations, &context) { buttons.append(button) }
        }
        let options = decodeOptions(fields, into: &localizations, &context)
        let selectedIndex = context.integer(Key.selectedIndex, in: fields, bounds: .atLeast(0))
        var input: TextInputSettings?
        if let member = fields[Key.input] { input = decodeInput(member.value, into: &localizations, &context) }
        let autoHide = context.number(Key.autoHide, in: fields, bounds: .greaterThan(0, atMost: 60), token: .duration)
        var limits = Limits()
        if let member = fields[Key.limits] {
            limits = decodeLimits(member.value, type: type?.value, &context)
        }
        var presentation = Presentation()
        if let member = fields[Key.presentation] {
            presentation = PresentationDecoder.decode(member.value, &context)
        }
        var style = Style()
        if let member = fields[Key.style] {
            style = StyleDecoder.decode(member.value, &context)
        }
        let suppressions = SuppressionDecoder.decode(fields, &context)
        let renamedFrom = context.identifier(Key.renamedFrom, in: fields)
        var layout = DialogLayout()
        if let member = fields[Key.layout] {
            layout = LayoutDecoder.decode(member.value, &context)
        }
        let accessibilityLabel = TextDecoder.text(
            Key.accessibilityLabel, in: fields, nonEmpty: true, as: .accessibilityLabel, into: &localizations, &context)
        let accessibilityHint = TextDecoder.text(
            Key.accessibilityHint, in: fields, nonEmpty: true, as: .accessibilityHint, into: &localizations, &context)
        let announcement = context.enumeration(Key.announcement, in: fields, as: DialogAnnouncement.self)
        let isWellFormed = context.unreadValueCount == unreadBefore
        guard let id, let type else { return nil }
        return Dialog(
            Dialog.Fields(
                id: id, type: type, title: title, subtitle: subtitle, message: message, buttons: buttons, options: options,
                selectedIndex: selectedIndex, input: input, autoHide: autoHide, limits: limits, presentation: presentation, style: style,
                layout: layout, suppressions: suppressions, renamedFrom: renamedFrom, accessibilityLabel: accessibilityLabel,
                accessibilityHint: accessibilityHint, announcement: announcement, range: context.range(of: node),
                isWellFormed: isWellFormed, specVersion: specVersion, parameters: parameters, comment: comment,
                textLocalizations: localizations, tokenReferences: context.takeTokenReferences()))
    }

    /// Reads `type` alone, reporting it when it is wrong; the main pass skips it as already judged.
    private static func peekType(_ node: JSONNode, _ context: inout DecodingContext) -> Located<DialogKind>? {
        // Read off the member itself: fields made of it alone cost more than the reading.
        guard let member = context.firstMember("type", of: node) else { return nil }
        return context.enumeration(member, named: "type", as: DialogKind.self)
    }

    private static func decodeButton(
        _ node: JSONNode, into localizations: inout [LocalizableText.Element: TextLocalization], _ context: inout DecodingContext
    ) -> Button? {
        let keys = context.specVersion >= 2 ? TextDecoder.buttonKeysV2 : buttonKeys
        guard let fields = context.object(node, named: "button", keys: keys, hints: buttonStyleHints) else { return nil }
        context.require(ButtonKey.id, in: fields)
        context.require(ButtonKey.title, in: fields)
        let id = context.identifier(ButtonKey.id, in: fields)
        // The button's id is not known yet, so its title's localization waits in a table of its own.
        var titleLocalizations: [LocalizableText.Element: TextLocalization] = [:]
        let title = TextDecoder.text(ButtonKey.title, in: fields, nonEmpty: true, as: .title, into: &titleLocalizations, &context)
        let titleLocalization = titleLocalizations[.title]
        let comment = context.string("comment", in: fields)
        let style = context.enumeration(ButtonKey.style, in: fields, as: ButtonStyle.self)
        let preferred = context.bool(ButtonKey.preferred, in: fields)
        let color = context.color(ButtonKey.color, in: fields)
        let renamedFrom = context.identifier(ButtonKey.renamedFrom, in: fields)
        let font = fields[ButtonKey.font].flatMap { StyleDecoder.decodeFont($0, &context) }
        let accessibilityLabel = TextDecoder.text(
            ButtonKey.accessibilityLabel, in: fields, nonEmpty: true, as: .accessibilityLabel, into: &titleLocalizations, &context)
        let accessibilityHint = TextDecoder.text(
            ButtonKey.accessibilityHint, in: fields, nonEmpty: true, as: .accessibilityHint, into: &titleLocalizations, &context)
        guard let id, let title else { return nil }
        if titleLocalization != nil || comment != nil {
            var localization = titleLocalization ?? TextLocalization()
            localization.comment = localization.comment ?? comment
            localizations[.button(id: id.value)] = localization
        }
        // The button's comment is its texts' comment, as it is its title's.
        if accessibilityLabel != nil, titleLocalizations[.accessibilityLabel] != nil || comment != nil {
            var localization = titleLocalizations[.accessibilityLabel] ?? TextLocalization()
            localization.comment = localization.comment ?? comment
            localizations[.buttonAccessibilityLabel(id: id.value)] = localization
        }
        if accessibilityHint != nil, titleLocalizations[.accessibilityHint] != nil || comment != nil {
            var localization = titleLocalizations[.accessibilityHint] ?? TextLocalization()
            localization.comment = localization.comment ?? comment
            localizations[.buttonAccessibilityHint(id: id.value)] = localization
        }
        var button = Button(id: id, title: title, range: context.range(of: node))
        button.style = style
        button.preferred = preferred
        button.color = color
        button.renamedFrom = renamedFrom
        button.font = font
        button.accessibilityLabel = accessibilityLabel
        button.accessibilityHint = accessibilityHint
        return button
    }

    private static func decodeOptions(
        _ fields: ObjectFields, into localizations: inout [LocalizableText.Element: TextLocalization],
        _ context: inout DecodingContext
    ) -> [Located<String>] {
        let elements = context.array(Key.options, in: fields, minimumCount: 1) ?? []
        return elements.enumerated().compactMap { index, element in
            if context.specVersion >= 2, context.document.kind(element) == .object {
                let (text, localization) = TextDecoder.textObject(element, named: ObjectName(DecoderMessages.Option.name(index)), &context)
                localizations[.option(index: index)] = localization
                return text
            }
            guard let text = context.document.string(element) else {
                context.report(context.mismatch(DecoderMessages.Option.name(index), expected: "a string", found: element))
                return nil
            }
            guard !text.isEmpty else {
                context.report(context.invalid(DecoderMessages.Option.empty(index), element))
                return nil
            }
            return Located(text, at: context.range(of: element))
        }
    }

    private static func decodeInput(
        _ node: JSONNode, into localizations: inout [LocalizableText.Element: TextLocalization], _ context: inout DecodingContext
    ) -> TextInputSettings? {
        guard let fields = context.object(node, named: "'input'", keys: inputKeys) else { return nil }
        var input = TextInputSettings(range: context.range(of: node))
        input.placeholder = TextDecoder.text(InputKey.placeholder, in: fields, as: .placeholder, into: &localizations, &context)
        input.initialText = TextDecoder.text(InputKey.initialText, in: fields, as: .initialText, into: &localizations, &context)
        input.multiline = context.bool(InputKey.multiline, in: fields)
        input.secure = context.bool(InputKey.secure, in: fields)
        input.required = context.bool(InputKey.required, in: fields)
        input.behaviour.returnKey = context.enumeration(InputKey.returnKey, in: fields, as: ReturnKey.self)
        input.behaviour.allowsNewlines = context.bool(InputKey.allowsNewlines, in: fields)
        input.behaviour.emptyMessage = context.string(InputKey.emptyMessage, in: fields, nonEmpty: true)
        input.behaviour.clearButton = context.bool(InputKey.clearButton, in: fields)
        input.misplacedMaxLength = context.firstMember("maxLength", of: node).map { context.range(of: $0.value) }
        return input
    }

    /// The most buttons that are not `cancel` an action sheet may have (and so its highest `maxOptions`).
    package static let actionSheetOptionCap = DialogKindTable.actionSheet.maxOptionsCap!

    private static func decodeLimits(_ node: JSONNode, type: DialogKind?, _ context: inout DecodingContext) -> Limits {
        let kind = type?.table
        // A kind without `limits` has had the whole object reported as not allowed; its keys are not judged again.
        let narrowing = kind.map { (type: $0.type.rawValue, keys: $0.limitKeys.isEmpty ? Set(limitKeys) : $0.limitKeys) }
        var limits = Limits()
        guard let fields = context.object(node, named: "'limits'", keys: limitKeys, allowedForType: narrowing) else {
            return limits
        }
        let maxOptionsBounds: Bounds = kind?.maxOptionsCap.map { .between(1, Double($0)) } ?? .atLeast(1)
        limits.maxOptions = context.integer(LimitKey.maxOptions, in: fields, bounds: maxOptionsBounds)
        limits.maxLength = context.integer(LimitKey.maxLength, in: fields, bounds: .atLeast(1))
        return limits
    }
}
