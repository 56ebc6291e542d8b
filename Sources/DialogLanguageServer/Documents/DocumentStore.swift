import DialogLanguageServerProtocol

/// One document the client has open: its text as the client last sent it.
package struct OpenDocument {
    package var uri: String
    package var path: String
    package var version: Int?
    package var bytes: [UInt8]
}

/// The documents the client has open, kept in step with its edits.
package struct DocumentStore {
    package private(set) var documents: [String: OpenDocument] = [:]

    /// The open documents in path order, so checks and notifications come out in a stable order.
    package var ordered: [OpenDocument] { documents.values.sorted { $0.path < $1.path } }

    package subscript(uri: String) -> OpenDocument? { documents[uri] }

    package mutating func open(uri: String, version: Int?, text: String) {
        documents[uri] = OpenDocument(uri: uri, path: DocumentURI.path(of: uri), version: version, bytes: Array(text.utf8))
    }

    package mutating func close(uri: String) {
        documents[uri] = nil
    }

    /// Applies `didChange`'s content changes in order: a change with a range replaces that range
    /// (positions in `encoding`, against the text as the previous change left it); one without
    /// replaces the whole text. Nil when the document is not open or a change is malformed.
    package mutating func change(
        uri: String, version: Int?, changes: [TextDocumentContentChange], encoding: PositionEncoding
    ) -> Bool {
        guard var document = documents[uri] else { return false }
        for change in changes {
            if let range = change.range {
                let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
                guard let offsets = converter.offsets(of: range) else { return false }
                document.bytes.replaceSubrange(offsets, with: Array(change.text.utf8))
            } else {
                document.bytes = Array(change.text.utf8)
            }
        }
        document.version = version
        documents[uri] = document
        return true
    }
}
