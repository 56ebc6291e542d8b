@testable import DialogValidation
import Testing

/// The work split over the cores: results in input order, and runs that cover every item once.
@Suite struct ParallelMapTests {
    @Test func resultsKeepTheOrderOfTheItems() {
        let items = Array(0..<1_000)
        #expect(ParallelMap.map(items) { $0 * 2 } == items.map { $0 * 2 })
        #expect(ParallelMap.map([7]) { $0 + 1 } == [8])
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }

    @Test(arguments: [(0, 512), (1, 512), (511, 512), (512, 512), (513, 512), (1_025, 64)])
    func runsCoverEveryItemOnceInOrder(count: Int, length: Int) {
        let runs = ParallelMap.runs(of: count, length: length)
        #expect(runs.flatMap { Array($0) } == Array(0..<count))
        #expect(runs.allSatisfy { !$0.isEmpty && $0.count <= length })
        #expect(runs.dropLast().allSatisfy { $0.count == length })
        #expect(runs.count == (count + length - 1) / length)
    }
}
