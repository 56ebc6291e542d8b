import DialogDiagnostics
import DialogLanguageServerProtocol
import DialogGenerators
import DialogLayoutAdapter

extension LanguageServer {
    /// `textDocument/documentSymbol`: each dialog, with its buttons as children.
    package func documentSymbols(_ request: DocumentSymbolRequest) throws(ResponseError) -> JSONValue {
        let entry = try checkedDocument(request.textDocument)
        func symbol(_ name: String, detail: String, kind: Int, whole: ByteRange, name location: ByteRange, children: [JSONValue])
            -> JSONValue
        {
            var fields: [(String, JSONValue)] = [
                ("name", .string(name)), ("detail", .string(detail)), ("kind", .int(kind)),
                ("range", range(of: whole, converter: entry.converter)),
                ("selectionRange", range(of: location, converter: entry.converter)),
            ]
            if !children.isEmpty { fields.append(("children", .array(children))) }
            return .object(fields)
        }
        return .array(
            try (entry.spec?.dialogs ?? []).map { dialog throws(ResponseError) in
                try checkCancellation()
                let buttons = dialog.buttons.map {
                    symbol($0.id.value, detail: $0.title.value, kind: 8, whole: $0.range, name: $0.id.range, children: [])
                }
                return symbol(
                    dialog.id.value, detail: dialog.type.value.rawValue, kind: 19, whole: dialog.range, name: dialog.id.range,
                    children: buttons)
            })
    }

    /// `textDocument/definition`: from a duplicated id (or key) to where it was first defined,
    /// which the duplicate finding's note points at, in this file or another.
    package func definition(_ request: DefinitionRequest) throws(ResponseError) -> JSONValue {
        let entry = try checkedDocument(request.textDocument)
        let offset = entry.converter.offset(of: request.position)
        for diagnostic in entry.diagnostics where diagnostic.ruleID.hasPrefix("duplicate-") {
            guard let span = byteRange(of: diagnostic.location), span.contains(offset) || span.upperBound == offset,
                let note = diagnostic.notes.first
            else { continue }
            let bytes =
                note.location.file == entry.document.path
                ? entry.document.bytes
                : workspace.files[note.location.file]?.bytes ?? store.ordered.first { $0.path == note.location.file }?.bytes ?? []
            let converter = PositionConverter(bytes: bytes, encoding: encoding)
            return ["uri": .string(DocumentURI.uri(of: note.location.file)), "range": range(of: note.location, converter: converter)]
        }
        return .null
    }

    /// `textDocument/foldingRange`: every object and array spanning more than one line, found by
    /// matching brackets so that a document being typed still folds.
    package func foldingRanges(_ request: FoldingRangeRequest) throws(ResponseError) -> JSONValue {
        let document = try openDocument(request.textDocument)
        let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
        var open: [Int] = []
        var ranges: [JSONValue] = []
        var index = 0
        let bytes = document.bytes
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = CompletionContext.closingQuote(ofStringAt: index, in: bytes)
            case UInt8(ascii: "{"), UInt8(ascii: "["): open.append(index)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let start = open.popLast() {
                    let first = converter.position(at: start).line
                    let last = converter.position(at: index).line
                    if last > first { ranges.append(["startLine": .int(first), "endLine": .int(last - 1)]) }
                }
            default: break
            }
            index += 1
        }
        return .array(ranges.sorted { ($0["startLine"]?.intValue ?? 0) < ($1["startLine"]?.intValue ?? 0) })
    }

    /// `textDocument/formatting` with the formatter the server was given: one edit replacing the
    /// whole text, none when it is formatted already, null when it cannot be formatted.
    package func formatting(_ request: FormattingRequest) throws(ResponseError) -> JSONValue {
        let document = try openDocument(request.textDocument)
        guard let formatter else { throw .methodNotFound(FormattingRequest.method) }
        guard let formatted = formatter(document.bytes) else { return .null }
        guard formatted != document.bytes else { return [] }
        let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
        return [["range": converter.range(0, document.bytes.count), "newText": .string(String(decoding: formatted, as: UTF8.self))]]
    }

    /// `dialogc/preview`: the SVG picture of the dialog at `position` on `device` (default: the
    /// narrowest), as `dialogc preview` draws it.
    package func preview(_ request: PreviewRequest) throws(ResponseError) -> JSONValue {
        let entry = try checkedDocument(request.textDocument)
        let offset = entry.converter.offset(of: request.position)
        let deviceName = request.device ?? Self.defaultDevice.name
        guard let device = Device.named(deviceName) else { throw .invalidParams("unknown device '\(deviceName)'") }
        let textSize =
            try request.textSize.map { name throws(ResponseError) -> TextSize in
                guard let size = TextSize(rawValue: name) else { throw .invalidParams("unknown text size '\(name)'") }
                return size
            } ?? .large
        guard let dialog = entry.spec?.dialogs.first(where: { byteRange(of: $0).contains(offset) }) else {
            throw .invalidParams("no dialog at the position")
        }
        guard dialog.isWellFormed else { throw .invalidParams("dialog '\(dialog.id.value)' has errors and cannot be drawn") }
        let plan = LayoutEngine.plan(
            dialog, in: SourceFile(path: entry.document.path, bytes: entry.document.bytes), device: device, textSize: textSize)
        return [
            "dialog": .string(dialog.id.value), "device": .string(device.name), "svg": .string(SVGRenderer.document(plan, device: device)),
        ]
    }
}
