/// A unified diff of two versions of a text file (`diff -u`, `git diff`), as `--fix --dry-run` prints it.
///
/// Lines common to the start and the end are set aside first, so the usual diff of a fix (a few
/// words changed) costs one pass; the middle is compared by longest common subsequence, or, when
/// it is too large for that to be cheap, shown as removed and added whole (still a correct diff).
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let contextLines = 3

    /// The diff from `old` to `new`, with `---`/`+++` headers naming `path` as `a/path` and `b/path`;
    /// empty when the texts are equal.
    public static func diff(old: [UInt8], new: [UInt8], path: String) -> String {
        guard old != new else { return "" }
        let before = lines(old)
        let after = lines(new)
        let operations = compare(before, after)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(operations) {
            output += hunk.header
            for operation in hunk.operations {
                let (mark, line) =
                    switch operation {
                    case .same(let index, _): (" ", before[index])
                    case .removed(let index): ("-", before[index])
                    case .added(let index): ("+", after[index])
                    }
                output += mark + line.text + "\n"
                if !line.endsWithNewline { output += "\\ No newline at end of file\n" }
            }
        }
        return output
    }

    package struct Line: Equatable {
        package var text: String
        package var endsWithNewline: Bool
    }

    package enum Operation {
        /// A line both texts have: its index in the old text and in the new.
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    package static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), endsWithNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), endsWithNewline: false))
        }
        return result
    }

    /// The edit script from `old` to `new`, in order.
    package static func compare(_ old: [Line], _ new: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var operations = (0..<prefix).map { Operation.same($0, $0) }
        let oldMiddle = Array(prefix..<old.count - suffix)
        let newMiddle = Array(prefix..<new.count - suffix)
        if oldMiddle.count * newMiddle.count <= 4_000_000 {
            operations += commonSubsequence(old, oldMiddle, new, newMiddle)
        } else {
            operations += oldMiddle.map(Operation.removed) + newMiddle.map(Operation.added)
        }
        operations += (0..<suffix).map { Operation.same(old.count - suffix + $0, new.count - suffix + $0) }
        return operations
    }

    /// The operations of a longest common subsequence of the lines at `oldIndices` and `newIndices`.
    private static func commonSubsequence(_ old: [Line], _ oldIndices: [Int], _ new: [Line], _ newIndices: [Int]) -> [Operation] {
        let rows = oldIndices.count
        let columns = newIndices.count
        // lengths[i][j]: the longest common subsequence of the old lines from i and the new from j.
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[oldIndices[i]] == new[newIndices[j]]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[oldIndices[i]] == new[newIndices[j]] {
                operations.append(.same(oldIndices[i], newIndices[j]))
                i += 1
                j += 1
            } else if i < rows, j == columns || lengths[i + 1][j] >= lengths[i][j + 1] {
                operations.append(.removed(oldIndices[i]))
                i += 1
            } else {
                operations.append(.added(newIndices[j]))
                j += 1
            }
        }
        return operations
    }

    package struct Hunk {
        package var header: String
        package var operations: ArraySlice<Operation>
    }

    /// The changes with their context, neighbouring changes sharing one hunk.
    package static func hunks(_ operations: [Operation]) -> [Hunk] {
        let changed = operations.indices.filter { if case .same = operations[$0] { false } else { true } }
        var result: [Hunk] = []
        var index = 0
        while index < changed.count {
            let first = changed[index]
            var last = first
            // A change within twice the context of the previous one joins its hunk.
            while index + 1 < changed.count, changed[index + 1] - last <= 2 * contextLines + 1 {
                index += 1
                last = changed[index]
            }
            index += 1
            let slice = operations[max(0, first - contextLines)...min(operations.count - 1, last + contextLines)]
            result.append(Hunk(header: header(slice, in: operations), operations: slice))
        }
        return result
    }

    /// `@@ -start,count +start,count @@` for the lines of `slice`.
    private static func header(_ slice: ArraySlice<Operation>, in operations: [Operation]) -> String {
        // The old and new lines before the hunk: every earlier operation that kept or removed, kept or added.
        var oldStart = 0
        var newStart = 0
        for operation in operations[..<slice.startIndex] {
            switch operation {
            case .same: oldStart += 1; newStart += 1
            case .removed: oldStart += 1
            case .added: newStart += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        for operation in slice {
            switch operation {
            case .same: oldCount += 1; newCount += 1
            case .removed: oldCount += 1
            case .added: newCount += 1
            }
        }
        // An empty side names the line before it, as diff does.
        func range(_ start: Int, _ count: Int) -> String { "\(count == 0 ? start : start + 1),\(count)" }
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
    }
}
