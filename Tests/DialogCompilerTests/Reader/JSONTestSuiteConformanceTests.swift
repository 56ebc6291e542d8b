import DialogDiagnostics
import DialogJSONReader
import Foundation
import Testing

/// Runs the reader over every parsing case of the public JSONTestSuite kept in `../shared`.
@Suite(.enabled(if: SharedData.isAvailable("conformance/JSONTestSuite"), "needs ../shared/conformance/JSONTestSuite"))
struct JSONTestSuiteConformanceTests {
    static let directory = Paths.shared.appendingPathComponent("conformance/JSONTestSuite/test_parsing")

    /// The suite's cases named `prefix*`; throws when fewer than `minimum`, so a missing or
    /// emptied folder fails the run rather than passing it with no case.
    static func cases(prefix: String, atLeast minimum: Int) throws -> [String] {
        let names = try Paths.files(in: directory).map(\.lastPathComponent).filter { $0.hasPrefix(prefix) }
        guard names.count >= minimum else {
            throw Paths.TooFewCases(directory: directory, found: names.count, minimum: minimum)
        }
        return names
    }

    static func read(_ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return SourceFile(path: name, bytes: Array(data))
    }

    @Test(arguments: try cases(prefix: "y_", atLeast: 95))
    func accepts(_ name: String) throws {
        let file = try Self.read(name)
        #expect(throws: Never.self) { try JSONReader().parse(file) }
    }

    @Test(arguments: try cases(prefix: "n_", atLeast: 188))
    func rejectsWithLocation(_ name: String) throws {
        let file = try Self.read(name)
        do {
            let document = try JSONReader().parse(file)
            Issue.record("accepted \(name) as \(document.kind(document.root).typeName)")
        } catch {
            #expect(!error.message.isEmpty)
            #expect(error.start >= 0 && error.start <= file.bytes.count)
            #expect(error.end >= error.start && error.end <= file.bytes.count)
            let position = file.position(at: error.start)
            #expect(position.line >= 1 && position.column >= 1)
        }
    }

    /// Implementation-defined cases may go either way; they must be answered without a trap.
    @Test(arguments: try cases(prefix: "i_", atLeast: 30))
    func answers(_ name: String) throws {
        let file = try Self.read(name)
        let outcome: String
        do {
            let document = try JSONReader().parse(file)
            outcome = document.kind(document.root).typeName
        } catch {
            outcome = error.message
        }
        #expect(!outcome.isEmpty)
    }
}
