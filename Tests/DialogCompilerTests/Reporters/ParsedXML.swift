import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document as Foundation's parser reads them; parsing fails unless it is well-formed.
struct ParsedXML {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The character data directly inside the element, entities resolved.
        var text: String
        /// Each enclosing element's `name` attribute (or its tag when it has none), outermost first.
        var path: [String]
    }

    /// Every element, in the order each one closes.
    var elements: [Element]

    init(_ text: String) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseError(description: parser.parserError.map { "\($0)" } ?? "unknown error", line: parser.lineNumber)
        }
        elements = collector.finished
    }

    /// The elements named `name`, in document order.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
        var line: Int
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var open: [Element] = []
        var finished: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let path = open.map { $0.attributes["name"] ?? $0.name }
            open.append(Element(name: elementName, attributes: attributeDict, text: "", path: path))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !open.isEmpty { open[open.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if let element = open.popLast() { finished.append(element) }
        }
    }
}
