import Foundation

/// The package's targets and what each depends on, as SwiftPM reads `Package.swift`, and the
/// modules each target's files import, to check that the stages form the pipeline the manifest
/// documents and that no file reaches past its target's declared dependencies.
struct PackageGraph {
    struct Target: Equatable {
        var name: String
        var type: String
        var dependencies: [String]
    }

    /// The targets in the order `Package.swift` declares them.
    var targets: [Target]

    /// The graph of the package at `root`, from `swift package dump-package`, which evaluates the
    /// manifest as SwiftPM does. A scratch path of its own keeps it clear of the running build's lock.
    static func reading(packageAt root: URL) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try ExternalTools.run(
            "swift", ["package", "dump-package", "--package-path", root.path, "--scratch-path", scratch.path])
        guard run.status == 0 else { throw GraphError(message: "swift package dump-package failed: \(run.standardError)") }
        return try decoding(run.outputBytes)
    }

    static func decoding(_ manifest: Data) throws -> PackageGraph {
        let json = try JSONSerialization.jsonObject(with: manifest) as? [String: Any]
        guard let targets = json?["targets"] as? [[String: Any]] else { throw GraphError(message: "no targets in the manifest") }
        return PackageGraph(
            targets: try targets.map { target in
                guard let name = target["name"] as? String, let type = target["type"] as? String else {
                    throw GraphError(message: "a target without a name or type")
                }
                // Each dependency is `{"byName": [name, condition]}`, `{"target": [...]}` or `{"product": [...]}`.
                let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                    dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
                }
                return Target(name: name, type: type, dependencies: dependencies)
            })
    }

    /// Each dependency of a regular target on one declared after it: the pipeline runs backwards there.
    func backwardDependencies() -> [String] {
        let regular = targets.filter { $0.type == "regular" }
        let position = Dictionary(uniqueKeysWithValues: regular.enumerated().map { ($1.name, $0) })
        return regular.flatMap { target in
            target.dependencies.compactMap { dependency in
                guard let at = position[dependency], at >= position[target.name]! else { return nil }
                return "'\(target.name)' depends on '\(dependency)', declared after it"
            }
        }
    }

    /// Each import in `files` of one of this package's targets that `target` does not declare a
    /// dependency on: SwiftPM lets a file see its dependencies' dependencies, the pipeline does not.
    func undeclaredImports(of target: String, files: [(path: String, text: String)]) -> [String] {
        let names = Set(targets.map(\.name))
        let declared = Set(targets.first { $0.name == target }?.dependencies ?? [])
        return files.flatMap { file in
            Self.importedModules(in: file.text).filter { names.contains($0) && !declared.contains($0) }.map {
                "\(file.path) imports '\($0)', which '\(target)' does not depend on"
            }
        }
    }

    static func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                words[..<at].allSatisfy({ $0.hasPrefix("@") })
            else { return nil }
            return String(words[at + 1])
        }
    }

    struct GraphError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
