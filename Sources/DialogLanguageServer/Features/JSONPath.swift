import DialogJSONReader

/// Finding the values of a parsed spec by byte offset.
package enum JSONPath {
    /// One step from the root to the value at an offset: the value, and the key it stands under.
    package struct Step {
        package var node: JSONNode
        package var key: String?
    }

    /// The values containing `offset`, outermost first, and the key node the offset is on, if any.
    package static func steps(at offset: Int, in document: JSONDocument) -> (steps: [Step], onKey: JSONNode?) {
        var steps = [Step(node: document.root, key: nil)]
        guard document.range(document.root).contains(offset) else { return ([], nil) }
        while let current = steps.last?.node {
            var next: Step?
            switch document.kind(current) {
            case .object:
                for member in document.members(current) {
                    if document.range(member.key).contains(offset) { return (steps, member.key) }
                    if document.range(member.value).contains(offset) {
                        next = Step(node: member.value, key: document.string(member.key))
                        break
                    }
                }
            case .array:
                next = document.elements(current).first { document.range($0).contains(offset) }.map { Step(node: $0, key: nil) }
            default:
                break
            }
            guard let next else { break }
            steps.append(next)
        }
        return (steps, nil)
    }

    /// The value or key that starts at `offset`.
    package static func node(startingAt offset: Int, in document: JSONDocument) -> JSONNode? {
        var low = 0
        var high = document.nodes.count
        while low < high {
            let mid = (low + high) / 2
            if Int(document.nodes[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        guard low < document.nodes.count, Int(document.nodes[low].start) == offset else { return nil }
        return JSONNode(index: Int32(low))
    }

    /// The array or object holding the value that starts at `offset`.
    package static func parent(ofNodeStartingAt offset: Int, in document: JSONDocument) -> JSONNode? {
        let chain = steps(at: offset, in: document).steps
        guard chain.count >= 2, document.start(chain[chain.count - 1].node) == offset else { return nil }
        return chain[chain.count - 2].node
    }
}
