import Foundation

// The executable only turns arguments into a command, runs it and exits with its status;
// everything a command knows about specs lives in the DialogCompiler library.
let status = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
