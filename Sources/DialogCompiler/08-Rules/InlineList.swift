/// A list that keeps its first two elements in place and only the rest in an array: a dialog's
/// context keeps one or two of each fact it derives (a layout input per locale, facts per text
/// size), and growing an array for them cost more than looking them up.
struct InlineList<Element> {
    private var first: Element?
    private var second: Element?
    private var more: [Element] = []

    /// An empty list.
    init() {}

    /// Adds `element` after the others.
    mutating func append(_ element: Element) {
        if first == nil {
            first = element
        } else if second == nil {
            second = element
        } else {
            more.append(element)
        }
    }

    /// What `match` gives for the first element it gives something for, in the order appended;
    /// a lookup reads the answer off the element rather than copying the element out.
    func first<Answer>(_ match: (Element) -> Answer?) -> Answer? {
        if let answer = first.flatMap(match) { return answer }
        if let answer = second.flatMap(match) { return answer }
        for element in more {
            if let answer = match(element) { return answer }
        }
        return nil
    }
}
