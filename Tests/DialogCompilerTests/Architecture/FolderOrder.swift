import Foundation

/// Which types each folder of a module declares and uses, to check that the folders' order is
/// the order in which they depend on each other.
///
/// A regular expression over source text is enough here: the check looks for capitalised names
/// outside comments and string literals, and a name counts as available to a folder when that
/// folder or an earlier one declares it, so a nested type that shares a later folder's name is
/// never mistaken for a reference to it.
struct FolderOrder {
    /// One source file: the folder it lies in (index into `folders`), its path and its text.
    struct File {
        var folder: Int
        var path: String
        var text: String
    }

    /// A use of a name that only a later folder declares.
    struct Violation: CustomStringConvertible, Equatable {
        var path: String
        var name: String
        var declaringFolder: String

        var description: String { "\(path) uses '\(name)', which only '\(declaringFolder)' declares" }
    }

    var folders: [String]
    var files: [File]

    /// Every use of a name declared only in folders after the one using it.
    func violations() -> [Violation] {
        let code = files.map { Self.code(of: $0.text) }
        var declaringFolders: [String: Set<Int>] = [:]
        for (file, text) in zip(files, code) {
            for name in Self.declaredNames(in: text) { declaringFolders[name, default: []].insert(file.folder) }
        }
        var found: [Violation] = []
        for (file, text) in zip(files, code) {
            for name in Self.capitalisedNames(in: text).sorted() {
                guard let declaring = declaringFolders[name], let first = declaring.min(), first > file.folder else { continue }
                found.append(Violation(path: file.path, name: name, declaringFolder: folders[first]))
            }
        }
        return found
    }

    /// Reads the folders of `directory` in name order, and every Swift file under each.
    static func reading(_ directory: URL) throws -> FolderOrder {
        let manager = FileManager.default
        let folders = try manager.contentsOfDirectory(atPath: directory.path)
            .filter { name in
                var isDirectory: ObjCBool = false
                return manager.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            .sorted()
        var files: [File] = []
        for (index, folder) in folders.enumerated() {
            let root = directory.appendingPathComponent(folder)
            let paths = (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            for path in paths {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                files.append(File(folder: index, path: "\(folder)/\(path)", text: text))
            }
        }
        return FolderOrder(folders: folders, files: files)
    }

    /// `text` without comments and without the contents of string literals.
    static func code(of text: String) -> String {
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalars.starts(with: "//".unicodeScalars) {
                while let next = scalars.first, next != "\n" { scalars.removeFirst() }
            } else if scalars.starts(with: "/*".unicodeScalars) {
                scalars.removeFirst(2)
                while !scalars.isEmpty, !scalars.starts(with: "*/".unicodeScalars) { scalars.removeFirst() }
                scalars = scalars.dropFirst(2)
                result += " "
            } else if scalars.starts(with: "\"\"\"".unicodeScalars) {
                scalars.removeFirst(3)
                while !scalars.isEmpty, !scalars.starts(with: "\"\"\"".unicodeScalars) { scalars.removeFirst() }
                scalars = scalars.dropFirst(3)
                result += "\"\""
            } else if scalar == "\"" {
                scalars.removeFirst()
                while let next = scalars.first, next != "\"", next != "\n" {
                    scalars.removeFirst()
                    if next == "\\" { scalars = scalars.dropFirst() }
                }
                scalars = scalars.dropFirst()
                result += "\"\""
            } else {
                result.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
        }
        return result
    }

    /// Types and generic parameters: a generic parameter named like a later folder's type
    /// (`Value`, `Result`) is the parameter, not a use of that type.
    static func declaredNames(in code: String) -> Set<String> {
        let types = code.matches(of: /\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)/).map { String($0.output.1) }
        let parameterLists = code.matches(of: /\b(?:func|init|struct|enum|class|actor)\b[^<{(\n]*<([^<>{}]*)>/).map { String($0.output.1) }
        let parameters = parameterLists.flatMap { list in
            list.split(separator: ",").compactMap { parameter in
                parameter.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }.nilIfEmpty
            }
        }
        return Set(types + parameters.map(String.init))
    }

    static func capitalisedNames(in code: String) -> Set<String> {
        Set(code.matches(of: /\b[A-Z]\w*/).map { String($0.output) })
    }
}

private extension Substring {
    var nilIfEmpty: Substring? { isEmpty ? nil : self }
}
