import DialogConfiguration
import Foundation

/// `dialogc init [DIR]`: a configuration and a first spec to start from.
enum InitCommand: Command {
    static let description = CommandDescription(
        name: "init", summary: "write a .dialogc.json and a first spec",
        overview: "write a .dialogc.json (with its $schema) and a first spec, Specs/welcome.json, into DIR",
        usage: "init [DIR]",
        arguments: [(label: "DIR", help: ["the folder to set up (default: the working directory)"])],
        discussion: "Existing files are never replaced: a folder that has either file already is left as it is.",
        exitStatus: ["0  both files were written", "2  usage error, or a file exists already or cannot be written"])

    static let configuration = """
        {
          "$schema": "https://dialogc.dev/schemas/dialogc-config.schema.json",
          "rules": {},
          "exclude": []
        }

        """

    /// Formatted as `dialogc format` writes it, and clean under `dialogc lint --strict`.
    static let firstSpec = """
        {
          "$schema": "https://dialogc.dev/schemas/dialogspec.schema.json",
          "specVersion": 1,
          "dialogs": [
            {
              "id": "delete-draft",
              "type": "alert",
              "title": "Delete this draft?",
              "message": "The draft is removed from all your devices.",
              "buttons": [
                {
                  "id": "delete",
                  "title": "Delete",
                  "style": "destructive"
                },
                {
                  "id": "cancel",
                  "title": "Cancel",
                  "style": "cancel"
                }
              ]
            }
          ]
        }

        """

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        guard parsed.positional.count <= 1 else { throw usageError("'init' takes at most one folder") }
        let folder = parsed.positional.first ?? "."
        let join = { (name: String) in folder == "." ? name : OutputPath.join(folder, name) }
        let files = [(join(Configuration.fileName), configuration), (join("Specs/welcome.json"), firstSpec)]
        let existing = files.map(\.0).filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            for path in existing { Output.standardError("\(path): error: exists already; 'init' replaces nothing\n") }
            throw .usageOrInput
        }
        do throws(FileFailure) {
            try Output.createFolders(join("Specs"))
            for (path, text) in files { try Output.write(text, to: path) }
        } catch {
            Output.standardError("\(folder): error: cannot set up the folder: \(error.reason)\n")
            throw .usageOrInput
        }
        let steps =
            (folder == "." ? [] : ["cd \(folder)"]) + [
                "dialogc lint                                   check the specs against the format and Apple's guidelines",
                "dialogc format                                 keep them in the canonical layout",
                "dialogc generate swift --output Dialogs.swift  typed Swift for your app",
            ]
        Output.standardOutput("created \(files.map(\.0).joined(separator: " and "))\nnext:\n" + steps.map { "  \($0)\n" }.joined())
    }
}
