import Foundation
import Testing

@Suite struct PackageGraphTests {
    static let stages = [
        "DialogDiagnostics", "DialogWriters", "DialogJSONReader", "DialogStringCatalogs", "DialogDesignTokens", "DialogSpec",
        "DialogLayoutAdapter", "DialogRules", "DialogConfiguration", "DialogValidation", "DialogGenerators",
        "DialogReporters", "DialogEditing", "DialogLanguageServerProtocol", "DialogLanguageServer",
    ]

    @Test func theStagesAreTargetsInPipelineOrderAndDependOnlyOnEarlierOnes() throws {
        let graph = try PackageGraph.reading(packageAt: Paths.packageRoot)
        let declared = graph.targets.map(\.name).filter { Self.stages.contains($0) }
        #expect(declared == Self.stages)
        let backward = graph.backwardDependencies()
        #expect(backward.isEmpty, "\(backward.joined(separator: "\n"))")
        // The runtime is what apps link: nothing of the compiler may reach it.
        let runtime = try #require(graph.targets.first { $0.name == "DialogRuntime" })
        #expect(runtime.dependencies == ["DialogLayoutEngine"])
    }

    @Test func everyFileImportsOnlyWhatItsTargetDeclares() throws {
        let graph = try PackageGraph.reading(packageAt: Paths.packageRoot)
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        var checked = 0
        var found: [String] = []
        for target in graph.targets where target.type != "test" && target.type != "plugin" {
            let files = try Paths.swiftFiles(under: sources.appendingPathComponent(target.name)).map { url in
                (path: url.path, text: try String(contentsOf: url, encoding: .utf8))
            }
            checked += files.count
            found += graph.undeclaredImports(of: target.name, files: files)
        }
        #expect(checked > 300)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func noFolderUnderSourcesCarriesANumber() throws {
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey]))
        let folders = enumerator.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        }
        #expect(folders.count > 20)
        let numbered = folders.filter { $0.lastPathComponent.first?.isNumber == true }.map(\.lastPathComponent)
        #expect(numbered.isEmpty, "numbered folders: \(numbered)")
    }

    @Test func aBackwardDependencyAndAnUndeclaredImportAreFound() throws {
        let manifest = Data(
            #"""
            {"targets": [
              {"name": "Early", "type": "regular", "dependencies": [{"byName": ["Late", null]}]},
              {"name": "Late", "type": "regular", "dependencies": []},
              {"name": "Tool", "type": "executable", "dependencies": [{"target": ["Early", null]}]}
            ]}
            """#.utf8)
        let graph = try PackageGraph.decoding(manifest)
        #expect(graph.backwardDependencies() == ["'Early' depends on 'Late', declared after it"])
        let files = [(path: "Tool/main.swift", text: "import Foundation\n@testable import Late\nimport Early\n// import Late\n")]
        #expect(graph.undeclaredImports(of: "Tool", files: files) == ["Tool/main.swift imports 'Late', which 'Tool' does not depend on"])
    }
}

extension PackageGraphTests {
    /// The README and the project layout page draw the pipeline; the drawing must name the
    /// stages in the order Package.swift declares them.
    @Test(arguments: ["README.md", "Documentation/ProjectLayout.md"])
    func theDrawingOfThePipelineFollowsThePackage(page: String) throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(page), encoding: .utf8)
        let drawing = try #require(
            text.components(separatedBy: "```text\n").dropFirst().first { $0.contains("DialogDiagnostics") }?
                .components(separatedBy: "```").first,
            "\(page) draws no pipeline")
        let named = drawing.matches(of: /\bDialog[A-Za-z]+\b/).map { String($0.output) }.filter { Self.stages.contains($0) }
        #expect(named == Self.stages, "\(page) draws the stages as \(named)")
    }
}
