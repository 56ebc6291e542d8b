import DialogDiagnostics
import DialogLanguageServerProtocol
import DialogLayoutEngine
import DialogRules
import DialogSpec
import DialogWriters

extension LanguageServer {
    /// `textDocument/completion`: the keys the object at the cursor allows (for a dialog, those of
    /// its `type`), the values of an enumerated key, rule ids inside a suppression, and the
    /// workspace's token paths in a string begun with `{`.
    package func completion(_ request: CompletionRequest) throws(ResponseError) -> JSONValue {
        let document = try openDocument(request.textDocument)
        let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
        let cursor = converter.offset(of: request.position)
        guard let context = CompletionContext(bytes: document.bytes, cursor: cursor) else { return [] }
        let isQuoted = context.stringStart != nil
        let replaced = (context.stringStart ?? cursor)..<cursor
        func item(_ label: String, kind: Int, text: String) -> JSONValue {
            [
                "label": .string(label), "kind": .int(kind),
                "textEdit": ["range": converter.range(replaced.lowerBound, replaced.upperBound), "newText": .string(text)],
            ]
        }
        switch context.place {
        case .key:
            let present = context.objectStart.map { CompletionContext.stringMembers(ofObjectAt: $0, in: document.bytes) } ?? [:]
            // The key being typed is in the object already, as far as a scan can tell.
            let typed = context.stringStart.map { start in
                String(decoding: document.bytes[start...].prefix { $0 != UInt8(ascii: "\"") && $0 != 0x0A }, as: UTF8.self)
            }
            let keys = Self.allowedKeys(context, bytes: document.bytes).filter { present[$0] == nil || $0 == typed }
            return .array(keys.map { item($0, kind: 10, text: isQuoted ? $0 : "\(JSONTextWriter.quoted($0)): ") })
        case .value(let key):
            if let start = context.stringStart, start < cursor, document.bytes[start] == UInt8(ascii: "{"),
                let tokens = workspace.tokens
            {
                return .array(Self.tokenCompletions(in: tokens).map { item("{\($0)}", kind: 21, text: "{\($0)}") })
            }
            var values = Self.values(for: key, path: context.path)
            if key == "coverTapResult", context.path.last == "presentation" {
                values.strings = Self.buttonIDs(ofDialogAt: cursor, in: document.bytes)
            }
            return .array(
                values.strings.map { item($0, kind: 12, text: isQuoted ? $0 : JSONTextWriter.quoted($0)) }
                    + (isQuoted ? [] : values.literals.map { item($0, kind: 12, text: $0) }))
        }
    }

    /// The keys the format allows in the object the context is in: the object is the one hover
    /// explains keys by (`FormatObject`), and a dialog's are those of its `type`.
    package static func allowedKeys(_ context: CompletionContext, bytes: [UInt8]) -> [String] {
        guard let object = FormatObject(path: context.path) else { return [] }
        // A dialog's keys and its limits' are those of its `type`, when one is typed yet.
        let dialogStart = context.objects.first { $0.path == ["dialogs", "[]"] }?.start
        let type = dialogStart.flatMap { CompletionContext.stringMembers(ofObjectAt: $0, in: bytes)["type"] }
        let kind = type.flatMap(DialogKind.init(rawValue:))?.table
        // Format v2 adds keys to dialogs and buttons, and writes parameters and texts as objects.
        let isVersion2 = CompletionContext.specVersion(in: bytes) >= 2
        switch object {
        case .file: return SpecDecoder.topLevelKeys
        case .suppression: return SuppressionDecoder.keys
        case .dialog:
            return DialogDecoder.keys.filter { kind?.allowedKeys.contains($0) ?? true } + (isVersion2 ? TextDecoder.dialogKeys : [])
        case .button: return DialogDecoder.buttonKeys + (isVersion2 ? TextDecoder.buttonKeys : [])
        case .font: return StyleDecoder.fontKeys
        case .input: return DialogDecoder.inputKeys
        case .layout: return LayoutDecoder.keys
        case .frame: return LayoutDecoder.frameKeys
        case .spring: return MotionDecoder.springKeys
        case .reducedMotion: return MotionDecoder.reducedMotionKeys
        case .limits: return DialogDecoder.limitKeys.filter { kind?.limitKeys.contains($0) ?? true }
        case .presentation: return PresentationDecoder.keys
        case .show: return PresentationDecoder.showKeys
        case .hide: return PresentationDecoder.hideKeys
        case .style: return StyleDecoder.keys
        case .text: return isVersion2 ? TextDecoder.textKeys : []
        case .parameter: return isVersion2 ? TextDecoder.parameterKeys : []
        }
    }

    /// The values `key` takes where the context is: quoted strings and bare literals.
    package static func values(for key: String, path: [String]) -> (strings: [String], literals: [String]) {
        switch (path.last, key) {
        case ("[]", "type") where path == ["dialogs", "[]"]: return (DialogKind.allCases.map(\.rawValue), [])
        case ("show", "type"), ("hide", "showType"): return (ShowType.allCases.map(\.rawValue), [])
        case ("show", "animation"), ("hide", "animation"): return (ShowAnimation.allCases.map(\.rawValue), [])
        case ("show", "curve"), ("hide", "curve"): return (MotionCurve.allCases.map(\.rawValue), [])
        case ("show", "coverPhase"), ("hide", "coverPhase"): return (CoverPhase.allCases.map(\.rawValue), [])
        case ("reducedMotion", "animation"): return (ReducedMotionAnimation.allCases.map(\.rawValue), [])
        case ("[]", "announcement") where path == ["dialogs", "[]"]: return (DialogAnnouncement.allCases.map(\.rawValue), [])
        case (_, "relativeTo"): return (DialogTextStyle.allCases.map(\.rawValue), [])
        case ("input", "returnKey"): return (ReturnKey.allCases.map(\.rawValue), [])
        case (_, "type") where path.count == 4 && path[2] == "parameters": return (DialogParameter.Kind.allCases.map(\.rawValue), [])
        case ("layout", "buttonArrangement"): return (ButtonArrangement.allCases.map(\.rawValue), [])
        case ("presentation", "renderer"): return (Renderer.allCases.map(\.rawValue), [])
        case ("[]", "style") where path.suffix(2) == ["buttons", "[]"]: return (ButtonStyle.allCases.map(\.rawValue), [])
        case (_, "weight"): return (FontWeight.allCases.map(\.rawValue), [])
        case ("style", "textAlignment"): return (TextAlignment.allCases.map(\.rawValue), [])
        case ("[]", "rule") where path.suffix(2) == ["suppressions", "[]"]:
            return (RuleSet.lint.all.filter { $0.description.isSuppressible }.map { $0.id }, [])
        case (_, "preferred"), (_, "multiline"), (_, "secure"), (_, "required"), (_, "dismissOnCoverTap"),
            (_, "allowsNewlines"), (_, "clearButton"):
            return ([], ["true", "false"])
        default: return ([], [])
        }
    }

    /// The ids of the buttons of the dialog around `offset`, for a key that names one of them; the
    /// document as last typed need not decode, so what it cannot give is no completion.
    package static func buttonIDs(ofDialogAt offset: Int, in bytes: [UInt8]) -> [String] {
        let decoded = SpecDecoder.decode(SourceFile(path: "", bytes: bytes))
        let dialog = decoded.spec?.dialogs.first { Int($0.range.start) <= offset && offset <= Int($0.range.end) }
        return dialog?.buttons.map(\.id.value) ?? []
    }
}
