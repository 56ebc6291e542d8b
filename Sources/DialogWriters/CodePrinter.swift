/// Accumulates generated source text line by line, handling indentation, so generators never
/// paste strings together ad hoc. Lines never end in white space, and blank lines never repeat.
public struct CodePrinter {
    /// The text printed so far.
    public private(set) var text = ""
    private var level = 0
    private let unit: String

    /// Creates a printer that indents by `unit` per level.
    public init(indentUnit unit: String = "    ") {
        self.unit = unit
    }

    /// The text as a file: ending in exactly one newline.
    public var fileText: String {
        var result = text
        while result.hasSuffix("\n\n") { result.removeLast() }
        return result
    }

    /// Prints one line at the current indentation; an empty line prints a single blank line.
    public mutating func line(_ content: String = "") {
        guard !content.isEmpty else {
            if !text.isEmpty, !text.hasSuffix("\n\n"), !text.hasSuffix("{\n") { text += "\n" }
            return
        }
        text += String(repeating: unit, count: level) + content + "\n"
    }

    /// Prints `opening`, the body one level deeper, then `closing`.
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        // A block never ends in a blank line.
        while text.hasSuffix("\n\n") { text.removeLast() }
        line(closing)
    }

    /// Prints a `///` doc comment, one comment line per line of `text`.
    public mutating func docComment(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(line.isEmpty ? "///" : "/// " + line)
        }
    }
}
