/// What a directory search for specs passes over, besides hidden files and folders: the JSON
/// files of other tools that live beside specs in an app's repository (npm's `package.json`, a
/// JSON Schema), folders that hold such files by the hundred, and the JSON documents dialogc
/// writes itself. A file named on the command line is read whatever it is.
///
/// The command line's directory walk and the language server's workspace both ask here, so an
/// editor and CI leave out the same files.
public enum SpecSearch {
    /// JSON files other tools own, by name: a spec folder's `package.json` is an editor
    /// extension's or a web view's, never a dialog.
    public static let otherToolsFileNames: Set<String> = [
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "tsconfig.json", "jsconfig.json",
        ".eslintrc.json", "composer.json", "bower.json", "deno.json", "lerna.json",
    ]

    /// Folder names whose contents are another tool's: npm's packages, and Xcode's bundles
    /// (an asset catalog has a `Contents.json` in every folder).
    public static let otherToolsFolderSuffixes = ["node_modules", ".xcassets", ".xcodeproj", ".xcworkspace"]

    /// The endings of design-token files' names: the Format module's `.tokens.json` and the
    /// Resolver module's `.resolver.json`. Tokens live beside the specs that use them, and are read
    /// as tokens (`tokens` in the configuration), never as specs.
    public static let designTokenFileSuffixes = [".tokens.json", ".resolver.json"]

    /// Whether a search leaves out the file called `name` without reading it.
    public static func skipsFile(named name: String) -> Bool {
        // `*.schema.json` is how JSON Schemas are named (Schemas/ here, SchemaStore), and
        // `tsconfig.*.json` how TypeScript's shared settings are.
        otherToolsFileNames.contains(name) || name.hasSuffix(".schema.json")
            || (name.hasPrefix("tsconfig.") && name.hasSuffix(".json"))
            || designTokenFileSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether a search leaves out the folder called `name` and everything below it.
    public static func skipsFolder(named name: String) -> Bool {
        name.hasPrefix(".") || otherToolsFolderSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether a search passes over the file at `path`, relative to the searched folder, by its
    /// name or a folder it lies in: what `SpecFolderSearch` would not find, `exclude` aside.
    package static func skipsFile(at path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last, name.hasSuffix(".json"), !name.hasPrefix("."), !skipsFile(named: String(name)) else {
            return true
        }
        return components.dropLast().contains { skipsFolder(named: String($0)) }
    }

    /// Whether the bytes of a file a search found are a spec's: neither a baseline nor another
    /// document that says what it is (`isOtherDocument`). A file named on the command line is read whatever it is.
    package static func isSpec(_ bytes: [UInt8]) -> Bool {
        !Baseline.isBaselineFile(bytes) && !isOtherDocument(bytes)
    }

    /// The schemas of dialogc's other documents; a file whose `$schema` names one is no spec.
    package static let otherDocumentSchemas = ["renderplan.schema.json", "dialogc-config.schema.json", "dialogc-diff.schema.json"]

    /// Whether `bytes` are a JSON document of another kind that says so in its first member: a
    /// render plan, configuration or diff report by its `$schema`, a JSON Schema by the
    /// meta-schema it names (`json-schema.org`), a design-token file or resolver by the Design
    /// Tokens schema it names (`designtokens.org`), a `--format json` report by its first key,
    /// `diagnostics`, which no spec has, or a dialog bundle by its first member, `generatedBy`
    /// naming dialogc. Baselines are told by `Baseline.isBaselineFile`.
    public static func isOtherDocument(_ bytes: [UInt8]) -> Bool {
        guard let member = firstMember(of: bytes) else { return false }
        switch member.key {
        case "diagnostics": return true
        // A bundle is written beside the specs it is made of, and holds dialogs of another shape.
        case "generatedBy": return member.string?.hasPrefix("dialogc") ?? false
        case "$schema":
            guard let schema = member.string else { return false }
            return schema.contains("json-schema.org/") || schema.contains("designtokens.org/")
                || otherDocumentSchemas.contains { schema.hasSuffix($0) }
        default: return false
        }
    }

    /// The key of the first member of the object `bytes` open with, and its value when that is
    /// a string without escapes; nil when the bytes do not open with an object's first key.
    package static func firstMember(of bytes: [UInt8]) -> (key: String, string: String?)? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += 1
            }
        }
        func take(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func string() -> String? {
            guard take(0x22) else { return nil }
            let start = index
            // A key or schema with an escape is none of those looked for.
            guard let end = bytes[start...].firstIndex(where: { $0 == 0x22 || $0 == 0x5C }), bytes[end] == 0x22 else { return nil }
            index = end + 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        guard take(0x7B), let key = string(), take(0x3A) else { return nil }
        return (key, string())
    }
}
