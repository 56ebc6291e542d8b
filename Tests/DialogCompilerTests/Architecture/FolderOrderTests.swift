import Foundation
import Testing

@Suite struct FolderOrderTests {
    static let compilerSources = Paths.packageRoot.appendingPathComponent("Sources/DialogCompiler")

    @Test func theCompilersFoldersAreNumberedInPipelineOrder() throws {
        let order = try FolderOrder.reading(Self.compilerSources)
        #expect(order.folders.count >= 10)
        let numbers = order.folders.map { folder in folder.prefix { $0.isNumber } }
        for (folder, number) in zip(order.folders, numbers) {
            #expect(number.count == 2 && folder.dropFirst(2).first == "-", "'\(folder)' is not named 'NN-Stage'")
        }
        #expect(Set(numbers).count == numbers.count, "two folders share a number: \(order.folders)")
    }

    @Test func noFolderUsesATypeOnlyALaterFolderDeclares() throws {
        let order = try FolderOrder.reading(Self.compilerSources)
        #expect(order.files.count > 50)
        let violations = order.violations()
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func aBackwardUseIsFoundAndCommentsStringsAndSharedNamesAreNot() {
        let order = FolderOrder(folders: ["01-Early", "02-Late"], files: [
            .init(folder: 0, path: "01-Early/A.swift", text: """
                struct Early { var late: Late }
                // Mentioning Comment in a comment is no use.
                let text = "Quoted \\"Comment\\" is no use either"
                enum Wrapper { enum Shared {} }
                let shared = Wrapper.Shared.self
                func map<Named>(_ value: Named) -> Named { value }
                """),
            .init(folder: 1, path: "02-Late/B.swift", text: """
                struct Late { var early: Early }
                struct Comment {}
                struct Named {}
                struct Shared {}
                """),
        ])
        #expect(order.violations() == [FolderOrder.Violation(path: "01-Early/A.swift", name: "Late", declaringFolder: "02-Late")])
    }
}
