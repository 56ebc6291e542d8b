import DialogEditing
import DialogLanguageServer

/// `dialogc lsp`: the language server on standard input and output.
enum LSPCommand: Command {
    static let checkDelay = CommandOption(
        "--check-delay", .value, placeholder: "MS", help: ["how long after the last edit a document is checked (default: 50)"])

    static var description: CommandDescription {
        CommandDescription(
            name: "lsp",
            summary: "serve the Language Server Protocol on standard input and output",
            overview: "serve the Language Server Protocol 3.17 on standard input and output, for editors",
            usage: "lsp [options]",
            options: [checkDelay],
            discussion: """
                The workspace folder's .dialogc.json and its spec files are read for cross-file rules;
                initializationOptions may name a baseline ({"baseline": "FILE"}). Standard output carries
                only protocol messages; the server's own messages go to standard error.
                """,
            exitStatus: [
                "0  the client sent 'shutdown', then 'exit'",
                "1  the client sent 'exit' without 'shutdown', or closed the input",
                "2  usage error",
            ])
    }

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        if !parsed.positional.isEmpty { throw usageError("'lsp' takes no paths: the client opens the documents") }
        var delay = 50
        if let text = parsed.value(checkDelay) {
            guard let value = Int(text), (0...10_000).contains(value) else {
                throw usageError("'--check-delay' takes milliseconds from 0 to 10000, not '\(text)'")
            }
            delay = value
        }
        // The editor's formatting request gets exactly what 'dialogc format' writes.
        let status = StandardIOTransport.serve(checkDelay: delay, formatter: { try? SpecFormatter.format($0).get() })
        if status != 0 { throw .specErrors }
    }
}
