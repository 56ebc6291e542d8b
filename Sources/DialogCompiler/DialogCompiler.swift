// The compiler library as one import, for tools that use all of it (the benchmarks, the fuzzers,
// other packages); dialogc itself and each stage import only the stages they use.
@_exported import DialogConfiguration
@_exported import DialogDesignTokens
@_exported import DialogDiagnostics
@_exported import DialogEditing
@_exported import DialogGenerators
@_exported import DialogJSONReader
@_exported import DialogLanguageServer
@_exported import DialogLanguageServerProtocol
@_exported import DialogLayoutAdapter
@_exported import DialogLayoutEngine
@_exported import DialogReporters
@_exported import DialogRules
@_exported import DialogSpec
@_exported import DialogStringCatalogs
@_exported import DialogValidation
@_exported import DialogWriters
