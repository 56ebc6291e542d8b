import DialogWriters

/// A finding's message written piece by piece into one buffer and made a string once. A message
/// that names several things, built of joined strings and lists, allocated and freed a string or
/// an array for each piece, most of what such a finding cost.
package struct MessageText: ~Copyable {
    private var buffer = ByteBuffer(capacity: 160)

    /// An empty message.
    package init() {}

    package mutating func append(_ literal: StaticString) {
        buffer.append(literal)
    }

    package mutating func append(_ text: String) {
        buffer.append(text)
    }

    /// `name` in single quotes, as messages name things.
    package mutating func appendQuoted(_ name: String) {
        append("'")
        append(name)
        append("'")
    }

    /// What comes before item `index` of a list of `count` joined as prose (`LintWording.list`):
    /// nothing before the first, ` and ` before the last, `, ` before the others.
    package mutating func appendSeparator(before index: Int, of count: Int) {
        guard index > 0 else { return }
        if index == count - 1 { append(" and ") } else { append(", ") }
    }

    /// `items` joined as prose: `a`, `a and b`, `a, b and c`.
    package mutating func appendList(_ items: [String]) {
        for index in items.indices {
            appendSeparator(before: index, of: items.count)
            append(items[index])
        }
    }

    /// `names`, each quoted, joined as prose.
    package mutating func appendQuotedList(_ names: [String]) {
        for index in names.indices {
            appendSeparator(before: index, of: names.count)
            appendQuoted(names[index])
        }
    }

    /// The message.
    package consuming func finish() -> String {
        buffer.text
    }
}
