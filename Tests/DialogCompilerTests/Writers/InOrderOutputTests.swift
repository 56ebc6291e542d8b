@testable import DialogWriters
import Foundation
import Synchronization
import Testing

/// Runs rendered in any order go out in the output's order, and a spare buffer is chosen by what it held.
@Suite struct InOrderOutputTests {
    /// A run whose bytes are a plain array.
    final class ArrayRun: OutputRun, @unchecked Sendable {
        var bytes: [UInt8] = []

        var byteCount: Int { bytes.count }
        func withRenderedBytes(_ body: @Sendable (Span<UInt8>) -> Bool) -> Bool {
            let bytes = self.bytes
            return body(bytes.span)
        }
        func clear() { bytes.removeAll(keepingCapacity: true) }
    }

    @Test func runsFinishedOutOfOrderAreWrittenInOrderWithoutTheFirstSeparator() {
        let written = Mutex<[UInt8]>([])
        let output = InOrderOutput<ArrayRun>(runCount: 3, separatorLength: 1) { piece in
            let bytes = piece.copiedBytes
            written.withLock { $0 += bytes }
            return true
        }
        for index in [2, 0, 1] {
            let run = output.spareRun()
            run.bytes = Array(",\(index)".utf8)
            output.finish(run: index, run)
        }
        #expect(output.isComplete)
        #expect(String(decoding: written.withLock { $0 }, as: UTF8.self) == "0,1,2")
    }

    @Test func aRunDueIsWrittenAheadInPartsAndOneNotDueWaits() {
        let written = Mutex<[String]>([])
        let output = InOrderOutput<ArrayRun>(runCount: 2, separatorLength: 1) { piece in
            let text = String(decoding: piece.copiedBytes, as: UTF8.self)
            written.withLock { $0.append(text) }
            return true
        }
        let (first, second) = (output.spareRun(), output.spareRun())
        let later = "," + String(repeating: "c", count: 99)
        second.bytes = Array(later.utf8)
        #expect(!output.writeAhead(run: 1, second))
        #expect(second.byteCount == 100)
        let ahead = String(repeating: "a", count: 999)
        first.bytes = Array(",\(ahead)".utf8)
        #expect(output.writeAhead(run: 0, first))
        #expect(first.byteCount == 0)
        first.bytes = Array(",b".utf8)
        output.finish(run: 0, first)
        output.finish(run: 1, second)
        #expect(output.isComplete)
        #expect(written.withLock { $0 } == [ahead, ",b", later])
        // The part written ahead counts in what the buffer held: 1,000 bytes, more than the other's 100.
        #expect(output.spareRun(expecting: 500) === first)
    }

    @Test func aSpareIsTheOneThatHeldFewestBytesButEnough() {
        let output = InOrderOutput<ArrayRun>(runCount: 3) { _ in true }
        // Three buffers, written out in order, that held 100, 1,000 and 10 bytes: the last written is not the one to take.
        let runs = (0..<3).map { _ in ArrayRun() }
        for (index, size) in [100, 1_000, 10].enumerated() {
            runs[index].bytes = Array(repeating: UInt8(ascii: "x"), count: size)
        }
        for index in runs.indices { output.finish(run: index, runs[index]) }

        let forMiddle = output.spareRun(expecting: 50)
        #expect(forMiddle === runs[0])
        #expect(forMiddle.byteCount == 0)
        // None held 5,000 bytes: the one that held the most grows the least into fresh memory.
        #expect(output.spareRun(expecting: 5_000) === runs[1])
        #expect(output.spareRun(expecting: 5_000) === runs[2])
        let fresh = output.spareRun()
        #expect(runs.allSatisfy { $0 !== fresh })
    }

    @Test func withNothingExpectedTheSpareIsTheOneThatHeldTheMost() {
        let output = InOrderOutput<ArrayRun>(runCount: 2) { _ in true }
        let runs = [ArrayRun(), ArrayRun()]
        runs[0].bytes = Array(repeating: UInt8(ascii: "x"), count: 1_000)
        runs[1].bytes = Array(repeating: UInt8(ascii: "x"), count: 10)
        for index in runs.indices { output.finish(run: index, runs[index]) }
        #expect(output.spareRun() === runs[0])
    }
}

extension Span where Element == UInt8 {
    /// The bytes, in an array of their own, for tests that keep the pieces an output hands over.
    var copiedBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for index in indices { bytes.append(self[index]) }
        return bytes
    }
}
