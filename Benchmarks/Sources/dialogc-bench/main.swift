import DialogCompiler
import Dispatch
import Foundation

// dialogc-bench: measures the DialogCompiler library in-process on a corpus of spec files.
//
//   dialogc-bench --corpus DIR [--clean-corpus DIR] [--repetitions N] [--json FILE] [--only NAME,...]
//   dialogc-bench --memory validate|streaming --corpus DIR
//
// Every measurement runs once to warm up, then N times; the median and the fastest run are
// reported. Files are read from disk before any clock starts, so the figures are the
// compiler's own cost on bytes in memory; the runner times the `dialogc` process separately.
// `--clean-corpus` is a corpus without mistakes, for `generate swift` and `plan`, which
// refuse specs with errors. Results go to standard output as a table, and with `--json` as
// one JSON document for Benchmarks/run.py. `--only` runs the named measurements alone (for a
// profiler: `valgrind --tool=callgrind dialogc-bench --corpus DIR --only reader --repetitions 1`).
// `--memory validate` reports the resident memory after reading the corpus and while holding
// Validator.validate's result, and the sizes of the model's types; `--memory streaming` the same
// for a prototype that keeps only the findings and what the cross-file rules need.

struct Options {
    var corpus: String?
    var cleanCorpus: String?
    var repetitions = 5
    var jsonPath: String?
    var only: Set<String>?
    var memory: String?

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var index = 0
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--corpus": options.corpus = value()
            case "--clean-corpus": options.cleanCorpus = value()
            case "--repetitions":
                guard let count = Int(value()), count >= 1 else { fail("--repetitions needs a whole number >= 1") }
                options.repetitions = count
            case "--json": options.jsonPath = value()
            case "--only": options.only = Set(value().split(separator: ",").map(String.init))
            case "--memory":
                options.memory = value()
                guard ["validate", "streaming"].contains(options.memory!) else { fail("--memory takes 'validate' or 'streaming'") }
            case "-h", "--help":
                print("usage: dialogc-bench --corpus DIR [--clean-corpus DIR] [--repetitions N] [--json FILE] [--only NAME,...]")
                print("       dialogc-bench --memory validate|streaming --corpus DIR")
                exit(0)
            default: fail("unknown argument '\(arguments[index])'")
            }
            index += 1
        }
        guard options.corpus != nil else { fail("--corpus DIR is required") }
        return options
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("dialogc-bench: error: \(message)\n".utf8))
    exit(2)
}

// MARK: Corpus

/// The spec files of a corpus, read into memory: as dialogc finds them (`*.json`, recursively,
/// sorted, hidden entries skipped).
struct Corpus {
    var paths: [String] = []
    var bytes: [[UInt8]] = []
    var data: [Data] = []
    var byteCount: Int { bytes.reduce(0) { $0 + $1.count } }

    init(directory: String) {
        collect(directory)
        guard !paths.isEmpty else { fail("no *.json files in '\(directory)'") }
        for path in paths {
            guard let contents = FileManager.default.contents(atPath: path) else { fail("cannot read '\(path)'") }
            data.append(contents)
            bytes.append(Array(contents))
        }
    }

    private mutating func collect(_ directory: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            fail("cannot read the directory '\(directory)'")
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(path)
            } else if entry.hasSuffix(".json") {
                paths.append(path)
            }
        }
    }

    func sourceFiles() -> [SourceFile] {
        zip(paths, bytes).map { SourceFile(path: $0, bytes: $1) }
    }
}

// MARK: Timing

struct Measurement: Codable {
    var name: String
    var what: String
    var medianSeconds: Double
    var fastestSeconds: Double
    var runs: Int
    var bytes: Int
    var dialogs: Int

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / medianSeconds }
    var dialogsPerSecond: Double { Double(dialogs) / medianSeconds }
}

/// Keeps results alive so the optimizer cannot drop the work that produced them.
nonisolated(unsafe) var sink = 0

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func measure(
    _ name: String, _ what: String, bytes: Int, dialogs: Int, repetitions: Int, _ body: () -> Int
) -> Measurement? {
    if let only = options.only, !only.contains(name) { return nil }
    sink &+= body()  // warm-up: caches, lazily built tables, the allocator's pools
    var seconds: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        sink &+= body()
        seconds.append(Double(now() - start) / 1e9)
    }
    seconds.sort()
    let median =
        seconds.count % 2 == 1
        ? seconds[seconds.count / 2] : (seconds[seconds.count / 2 - 1] + seconds[seconds.count / 2]) / 2
    let result = Measurement(
        name: name, what: what, medianSeconds: median, fastestSeconds: seconds[0], runs: repetitions,
        bytes: bytes, dialogs: dialogs)
    let label = name.padding(toLength: max(name.count, 30), withPad: " ", startingAt: 0)
    FileHandle.standardError.write(
        Data(
            String(
                format: "  %@ %9.2f ms  (fastest %.2f ms, %d runs)\n", label, median * 1000, seconds[0] * 1000,
                repetitions
            ).utf8))
    return result
}

// MARK: Validation on one core

/// What `Validator.validate` does, on one core: the reference for the speed-up its parallel
/// per-file work gives. Same findings, same order.
func validateSequentially(_ sources: [SourceFile], rules: RuleSet = .standard, options: RuleOptions = RuleOptions())
    -> [Diagnostic]
{
    let perFile = sources.sorted { $0.path < $1.path }.map { Validator.checkFile($0, rules: rules, options: options) }
    var diagnostics = perFile.flatMap(\.findings)
    let specs = perFile.compactMap(\.file.spec)
    for rule in rules.crossFileRules {
        diagnostics += rule.check(specs)
    }
    Validator.assignSubjects(&diagnostics, in: specs)
    diagnostics.sort(by: Diagnostic.reportingOrder)
    return diagnostics
}

// MARK: Validation that keeps less

/// `Validator.validate` as `dialogc validate` runs it, keeping of each decoded file only its
/// dialogs' ids and ranges once its rules have run. Same findings, same order.
func validateStreaming(_ sources: [SourceFile], rules: RuleSet = .standard, options: RuleOptions = RuleOptions())
    -> [Diagnostic]
{
    Validator.validate(sources, rules: rules, options: options, keepingModels: false).diagnostics
}

// MARK: Memory

/// A value of /proc/self/status in kilobytes, e.g. "VmRSS" (resident now) or "VmHWM" (peak so far).
func processStatus(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
    }
    return -1
}

func reportMemory(_ mode: String) {
    func line(_ label: String) {
        print(
            String(
                format: "%@: resident %.1f MB, peak %.1f MB", label, Double(processStatus("VmRSS")) / 1024,
                Double(processStatus("VmHWM")) / 1024))
    }
    print("corpus: \(corpus.paths.count) files, \(String(format: "%.2f", Double(bytes) / 1e6)) MB on disk")
    print(
        "sizes in bytes (stride): Dialog \(MemoryLayout<Dialog>.stride), Button \(MemoryLayout<Button>.stride), "
            + "Located<String> \(MemoryLayout<Located<String>>.stride), SourceLocation \(MemoryLayout<SourceLocation>.stride), "
            + "Diagnostic \(MemoryLayout<Diagnostic>.stride), JSONNode \(MemoryLayout<JSONNode>.stride)")
    line("after reading the corpus (bytes, Data and SourceFile line tables)")
    if mode == "streaming" {
        let diagnostics = validateStreaming(sources)
        line("holding the streaming prototype's findings (\(diagnostics.count))")
        sink &+= diagnostics.count
        return
    }
    let result = Validator.validate(sources)
    line("holding Validator.validate's result (\(result.dialogCount) dialogs)")
    let lineTableBytes = sources.reduce(0) { total, source in
        total + source.bytes.reduce(0) { $0 + ($1 == 0x0A ? 8 : 0) } + 8
    }
    print(String(format: "line tables: %.1f MB (8 bytes a line)", Double(lineTableBytes) / 1e6))
    sink &+= result.diagnostics.count
}

// MARK: Run

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let corpus = Corpus(directory: options.corpus!)
let sources = corpus.sourceFiles()
let bytes = corpus.byteCount
let repetitions = options.repetitions
if let mode = options.memory {
    reportMemory(mode)
    exit(0)
}
// Counting dialogs takes a validation; a profile of the parsers alone (`--only reader`) skips it.
let parsersOnly = options.only.map { $0.isSubset(of: ["reader", "JSONSerialization", "source-files"]) } ?? false
let validated = parsersOnly ? nil : Validator.validate(sources)
let dialogs = validated?.dialogCount ?? 0
FileHandle.standardError.write(
    Data(
        "corpus \(options.corpus!): \(corpus.paths.count) files, \(dialogs) dialogs, \(bytes) bytes, \(validated?.errorCount ?? 0) errors\n"
            .utf8))

var results: [Measurement] = []

results.appendIfMeasured(
    measure(
        "reader", "JSONReader.parse of every file, and freeing the tree (SourceFile built beforehand)",
        bytes: bytes, dialogs: dialogs, repetitions: repetitions
    ) {
        var nodes = 0
        for source in sources {
            if let document = try? JSONReader().parse(source) { nodes += document.nodeCount }
        }
        return nodes
    })

results.appendIfMeasured(
    measure(
        "JSONSerialization", "Foundation JSONSerialization.jsonObject of every file",
        bytes: bytes, dialogs: dialogs, repetitions: repetitions
    ) {
        var count = 0
        for data in corpus.data {
            if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] { count += object.count }
        }
        return count
    })

results.appendIfMeasured(
    measure(
        "source-files", "SourceFile(path:bytes:) of every file: the line table",
        bytes: bytes, dialogs: dialogs, repetitions: repetitions
    ) {
        corpus.sourceFiles().count
    })

results.appendIfMeasured(
    measure(
        "decode", "SpecDecoder.decode of every file: read + decode, no rules",
        bytes: bytes, dialogs: dialogs, repetitions: repetitions
    ) {
        sources.reduce(0) { $0 + SpecDecoder.decode($1).diagnostics.count }
    })

results.appendIfMeasured(
    measure(
        "validate", "Validator.validate from bytes: SourceFile + read + decode + every rule",
        bytes: bytes, dialogs: dialogs, repetitions: repetitions
    ) {
        Validator.validate(corpus.sourceFiles()).diagnostics.count
    })

// Measures a variant of `Validator.validate` after checking that it finds exactly the same.
let measureValidateVariant = { (name: String, what: String, variant: ([SourceFile]) -> [Diagnostic]) in
    if options.only?.contains(name) ?? true {
        guard let validated, variant(sources) == validated.diagnostics else {
            fail("the findings of '\(name)' differ from Validator.validate's")
        }
    }
    results.appendIfMeasured(
        measure(name, what, bytes: bytes, dialogs: dialogs, repetitions: repetitions) {
            variant(corpus.sourceFiles()).count
        })
}
measureValidateVariant("validate-sequential", "what Validator.validate does, on one core (same findings)") {
    validateSequentially($0)
}
measureValidateVariant("validate-streaming", "validate keeping only findings and ids once a file's dialog rules ran (same findings)") {
    validateStreaming($0)
}

results.appendIfMeasured(
    measure(
        "lint", "Linter.lint from bytes, default configuration",
        bytes: bytes, dialogs: dialogs, repetitions: repetitions
    ) {
        Linter.lint(corpus.sourceFiles()).diagnostics.count
    })

if let cleanDirectory = options.cleanCorpus {
    let clean = Corpus(directory: cleanDirectory)
    let cleanSources = clean.sourceFiles()
    let cleanResult = Validator.validate(cleanSources)
    guard !cleanResult.hasErrors else { fail("the clean corpus '\(cleanDirectory)' has \(cleanResult.errorCount) errors") }
    let specs = cleanResult.files.compactMap(\.spec)
    let cleanDialogs = cleanResult.dialogCount
    let cleanBytes = clean.byteCount
    FileHandle.standardError.write(
        Data("clean corpus \(cleanDirectory): \(clean.paths.count) files, \(cleanDialogs) dialogs, \(cleanBytes) bytes\n".utf8))

    results.appendIfMeasured(
        measure(
            "validate-clean", "Validator.validate of the corpus without mistakes",
            bytes: cleanBytes, dialogs: cleanDialogs, repetitions: repetitions
        ) {
            Validator.validate(clean.sourceFiles()).diagnostics.count
        })
    results.appendIfMeasured(
        measure(
            "generate", "validate + SwiftGenerator.generateFiles (one file per spec)",
            bytes: cleanBytes, dialogs: cleanDialogs, repetitions: repetitions
        ) {
            let specs = Validator.validate(clean.sourceFiles()).files.compactMap(\.spec)
            return SwiftGenerator.generateFiles(specs).reduce(0) { $0 + $1.contents.utf8.count }
        })
    results.appendIfMeasured(
        measure(
            "codegen", "SwiftGenerator.generateFiles of decoded specs",
            bytes: cleanBytes, dialogs: cleanDialogs, repetitions: repetitions
        ) {
            SwiftGenerator.generateFiles(specs).reduce(0) { $0 + $1.contents.utf8.count }
        })
    let device = Device.presets[1]
    results.appendIfMeasured(
        measure(
            "plan", "validate + RenderPlanWriter.document (\(device.name), large text)",
            bytes: cleanBytes, dialogs: cleanDialogs, repetitions: repetitions
        ) {
            let specs = Validator.validate(clean.sourceFiles()).files.compactMap(\.spec)
            return RenderPlanWriter.document(for: specs, device: device, textSize: .large).utf8.count
        })
    results.appendIfMeasured(
        measure(
            "plan-only", "RenderPlanWriter.document of decoded specs",
            bytes: cleanBytes, dialogs: cleanDialogs, repetitions: repetitions
        ) {
            RenderPlanWriter.document(for: specs, device: device, textSize: .large).utf8.count
        })
}

// MARK: Report

extension Array where Element == Measurement {
    mutating func appendIfMeasured(_ measurement: Measurement?) {
        if let measurement { append(measurement) }
    }
}

print("| measurement | median | MB/s | dialogs/s |")
print("|---|---:|---:|---:|")
for result in results {
    print(
        String(
            format: "| %@ | %.2f ms | %.1f | %.0f |", result.name as NSString, result.medianSeconds * 1000,
            result.megabytesPerSecond, result.dialogsPerSecond))
}
if let path = options.jsonPath {
    struct Document: Codable {
        var corpus: String
        var files: Int
        var bytes: Int
        var dialogs: Int
        var cores: Int
        var measurements: [Measurement]
    }
    let document = Document(
        corpus: options.corpus!, files: corpus.paths.count, bytes: bytes, dialogs: dialogs,
        cores: ProcessInfo.processInfo.activeProcessorCount, measurements: results)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        try encoder.encode(document).write(to: URL(fileURLWithPath: path))
    } catch {
        fail("cannot write '\(path)': \(error.localizedDescription)")
    }
}
FileHandle.standardError.write(Data("(checksum \(sink))\n".utf8))
