import DialogLanguageServerProtocol

/// One document the client has open: its text as the client last sent it.
package struct OpenDocument {
    package var uri: String
    package var path: String
    package var version: Int?
    package var bytes: [UInt8]
    /// How the text changed since its last check, which `DocumentStore.takeEdits()` hands over.
    package var unchecked: UncheckedChange = .unknown
}

/// How an open document's text changed since its last check.
package enum UncheckedChange: Sendable, Hashable {
    /// Not at all.
    case none
    /// Within one span: the client sent its changes as ranges.
    case edit(ByteEdit)
    /// Somehow: it was opened, or sent whole.
    case unknown

    /// This change followed by `edit`, which changed a text of `count` bytes.
    func followed(by edit: ByteEdit, count: Int) -> UncheckedChange {
        switch self {
        case .none: .edit(edit)
        case .edit(let earlier): .edit(earlier.followed(by: edit, count: count))
        case .unknown: .unknown
        }
    }
}

/// The documents the client has open, kept in step with its edits.
package struct DocumentStore {
    package private(set) var documents: [String: OpenDocument] = [:]
    /// The positions of each document's current text, once asked for: kept for its next change.
    private var converters: [String: PositionConverter] = [:]

    /// The open documents in path order, so checks and notifications come out in a stable order.
    package var ordered: [OpenDocument] { documents.values.sorted { $0.path < $1.path } }

    package subscript(uri: String) -> OpenDocument? { documents[uri] }

    /// The positions of the document `uri`'s current text in `encoding`, made once per text.
    package mutating func converter(of uri: String, encoding: PositionEncoding) -> PositionConverter? {
        guard let document = documents[uri] else { return nil }
        if let kept = converters[uri], kept.encoding == encoding { return kept }
        let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
        converters[uri] = converter
        return converter
    }

    private mutating func takeConverter(of uri: String, bytes: [UInt8], encoding: PositionEncoding) -> PositionConverter {
        converters.removeValue(forKey: uri).flatMap { $0.encoding == encoding ? $0 : nil }
            ?? PositionConverter(bytes: bytes, encoding: encoding)
    }

    package mutating func open(uri: String, version: Int?, text: String) {
        converters[uri] = nil
        documents[uri] = OpenDocument(uri: uri, path: DocumentURI.path(of: uri), version: version, bytes: Array(text.utf8))
    }

    /// How each document of `checked` changed since its last check, by path; they are taken as
    /// checked now. Every other open document is not checked this time, so how its text changes
    /// next is unknown to its next check.
    package mutating func takeEdits(checking checked: Set<String>) -> [String: UncheckedChange] {
        var changes: [String: UncheckedChange] = [:]
        for (uri, document) in documents {
            if checked.contains(uri) {
                if document.unchecked != .none { changes[document.path] = document.unchecked }
                documents[uri]?.unchecked = .none
            } else if document.unchecked != .unknown {
                documents[uri]?.unchecked = .unknown
            }
        }
        return changes
    }

    package mutating func close(uri: String) {
        documents[uri] = nil
        converters[uri] = nil
    }

    /// Applies `didChange`'s content changes in order: a change with a range replaces that range
    /// (positions in `encoding`, against the text as the previous change left it); one without
    /// replaces the whole text. Nil when the document is not open or a change is malformed.
    package mutating func change(
        uri: String, version: Int?, changes: [TextDocumentContentChange], encoding: PositionEncoding
    ) -> Bool {
        // Taken out while it changes; a copy to go back to is kept only when several changes come at once.
        guard var document = documents.removeValue(forKey: uri) else { return false }
        let original = changes.count > 1 ? document : nil
        for change in changes {
            if let range = change.range {
                // The converter of the text before the change, moved on to the text after it.
                var converter = takeConverter(of: uri, bytes: document.bytes, encoding: encoding)
                guard let offsets = converter.offsets(of: range) else {
                    documents[uri] = original ?? document
                    return false
                }
                let inserted = Array(change.text.utf8)
                let edit = ByteEdit(start: offsets.lowerBound, oldEnd: offsets.upperBound, newEnd: offsets.lowerBound + inserted.count)
                document.unchecked = document.unchecked.followed(by: edit, count: document.bytes.count)
                // The text changes in place when nothing else holds it (see `LanguageServer.didChange`).
                converter.releaseText()
                document.bytes.replaceSubrange(offsets, with: inserted)
                converter.update(by: edit, to: document.bytes)
                converters[uri] = converter
            } else {
                document.bytes = Array(change.text.utf8)
                document.unchecked = .unknown
                converters[uri] = nil
            }
        }
        document.version = version
        documents[uri] = document
        return true
    }
}
