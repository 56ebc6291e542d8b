import DialogCompiler
import Foundation
import Testing

/// Runs the reader over every parsing case of the public JSONTestSuite kept in `../shared`.
@Suite struct JSONTestSuiteConformanceTests {
    static let directory = Paths.shared.appendingPathComponent("conformance/JSONTestSuite/test_parsing")

    static func cases(prefix: String) -> [String] {
        ((try? Paths.files(in: directory)) ?? [])
            .map(\.lastPathComponent)
            .filter { $0.hasPrefix(prefix) }
    }

    static func read(_ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return SourceFile(path: name, bytes: Array(data))
    }

    @Test func suiteIsPresent() {
        #expect(Self.cases(prefix: "y_").count > 90, "JSONTestSuite not found at \(Self.directory.path)")
        #expect(Self.cases(prefix: "n_").count > 180)
    }

    @Test(arguments: cases(prefix: "y_"))
    func accepts(_ name: String) throws {
        let file = try Self.read(name)
        #expect(throws: Never.self) { try JSONReader().parse(file) }
    }

    @Test(arguments: cases(prefix: "n_"))
    func rejectsWithLocation(_ name: String) throws {
        let file = try Self.read(name)
        do {
            let node = try JSONReader().parse(file)
            Issue.record("accepted \(name) as \(node.value.typeName)")
        } catch {
            #expect(!error.message.isEmpty)
            #expect(error.start >= 0 && error.start <= file.bytes.count)
            #expect(error.end >= error.start && error.end <= file.bytes.count)
            let position = file.position(at: error.start)
            #expect(position.line >= 1 && position.column >= 1)
        }
    }

    /// Implementation-defined cases may go either way; they must be answered without a trap.
    @Test(arguments: cases(prefix: "i_"))
    func answers(_ name: String) throws {
        let file = try Self.read(name)
        let outcome: String
        do {
            outcome = try JSONReader().parse(file).value.typeName
        } catch {
            outcome = error.message
        }
        #expect(!outcome.isEmpty)
    }
}
