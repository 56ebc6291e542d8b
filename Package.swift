// swift-tools-version:6.0
import PackageDescription

// The compiler's stages in pipeline order: each depends only on stages before it, on the
// layout engine, and (for the capabilities each runtime version presents) on the runtime. `PackageGraphTests` holds this order, and Documentation/Architecture.md draws it.
let stages: [(name: String, dependencies: [String])] = [
    // Findings, rule ids and source positions: what every later stage reports in.
    ("DialogDiagnostics", []),
    // Bytes out: JSON text, XML escaping, Swift literals, the code printer.
    ("DialogWriters", []),
    // Bytes in: the flat, located JSON tree.
    ("DialogJSONReader", ["DialogDiagnostics"]),
    // String Catalogs, plural rules and format specifiers.
    ("DialogStringCatalogs", ["DialogLayoutEngine", "DialogDiagnostics", "DialogJSONReader"]),
    // Design tokens (the Design Tokens Format, Color and Resolver modules) read and resolved.
    ("DialogDesignTokens", ["DialogLayoutEngine", "DialogDiagnostics", "DialogJSONReader"]),
    // The spec model and its decoder.
    ("DialogSpec", ["DialogLayoutEngine", "DialogDiagnostics", "DialogJSONReader", "DialogStringCatalogs", "DialogDesignTokens"]),
    // A decoded dialog as the layout engine's input, and the render plan it lays out.
    ("DialogLayoutAdapter", ["DialogLayoutEngine", "DialogDiagnostics", "DialogStringCatalogs", "DialogSpec"]),
    // Every rule, its documentation and the per-dialog context rules read.
    (
        "DialogRules",
        [
            "DialogLayoutEngine", "DialogDiagnostics", "DialogWriters", "DialogStringCatalogs", "DialogDesignTokens", "DialogSpec",
            "DialogLayoutAdapter",
            // The runtime's table of capabilities, which tells the runtime a spec needs.
            "DialogRuntime",
        ]
    ),
    // .dialogc.json, baselines and the search for spec files.
    ("DialogConfiguration", ["DialogDiagnostics", "DialogWriters", "DialogJSONReader", "DialogSpec", "DialogRules"]),
    // validate and lint over many files: the validator, the linter, catalog checks.
    (
        "DialogValidation",
        [
            "DialogLayoutEngine", "DialogDiagnostics", "DialogWriters", "DialogStringCatalogs", "DialogDesignTokens", "DialogSpec",
            "DialogLayoutAdapter", "DialogRules", "DialogConfiguration",
        ]
    ),
    // Swift code, render plans and preview pictures.
    (
        "DialogGenerators",
        [
            "DialogLayoutEngine", "DialogDiagnostics", "DialogWriters", "DialogStringCatalogs", "DialogDesignTokens", "DialogSpec",
            "DialogLayoutAdapter", "DialogRules", "DialogConfiguration", "DialogValidation", "DialogRuntime",
        ]
    ),
    // Findings as text, JSON, SARIF, JUnit and GitHub annotations.
    (
        "DialogReporters",
        [
            "DialogLayoutEngine", "DialogDiagnostics", "DialogWriters", "DialogRules", "DialogConfiguration",
            "DialogValidation",
        ]
    ),
    // Changing specs: the formatter, the fixer and the diff of two versions.
    (
        "DialogEditing",
        [
            "DialogLayoutEngine", "DialogDiagnostics", "DialogWriters", "DialogJSONReader", "DialogDesignTokens", "DialogSpec",
            "DialogLayoutAdapter", "DialogRules", "DialogValidation", "DialogGenerators", "DialogReporters",
        ]
    ),
    // The language server's protocol: JSON-RPC framing and messages, and each request and
    // notification the server handles as a type with typed params.
    ("DialogLanguageServerProtocol", ["DialogDiagnostics", "DialogWriters", "DialogJSONReader"]),
    // The language server: documents, workspace and editor features.
    (
        "DialogLanguageServer",
        [
            "DialogLayoutEngine", "DialogDiagnostics", "DialogWriters", "DialogJSONReader", "DialogDesignTokens", "DialogSpec",
            "DialogLayoutAdapter", "DialogRules", "DialogConfiguration", "DialogValidation", "DialogGenerators",
            "DialogLanguageServerProtocol",
        ]
    ),
]
let stageNames = stages.map(\.name)

// The stages are one program cut into modules for the reader's sake: in a release build the
// optimizer sees across them as it did when they were one module, so a rule still inlines the
// model's accessors and the writers' appends.
let crossModuleOptimization: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "dialogc",
    products: [
        .executable(name: "dialogc", targets: ["dialogc"]),
        .library(name: "DialogCompiler", targets: ["DialogCompiler"]),
        .library(name: "DialogRuntime", targets: ["DialogRuntime"]),
        .plugin(name: "DialogcPlugin", targets: ["DialogcPlugin"]),
    ],
    targets: [
        // The geometry of every dialog shape, shared by the plan, the preview and the app, so
        // they show the same frames; no dependencies, not even Foundation.
        .target(name: "DialogLayoutEngine"),
        // The types generated code builds on; nothing but the layout engine, so an app adds nothing else.
        .target(name: "DialogRuntime", dependencies: ["DialogLayoutEngine"]),
    ]
        + stages.map { stage in
            .target(
                name: stage.name, dependencies: stage.dependencies.map { .target(name: $0) },
                swiftSettings: crossModuleOptimization)
        } + [
            // Every stage as one import, for tools that use the whole compiler.
            .target(name: "DialogCompiler", dependencies: stageNames.map { .target(name: $0) } + ["DialogLayoutEngine"]),
            .executableTarget(
                name: "dialogc", dependencies: stageNames.filter { $0 != "DialogLayoutEngine" }.map { .target(name: $0) },
                swiftSettings: crossModuleOptimization),
            // Runs `dialogc generate swift` over a target's *.json specs at build time.
            .plugin(name: "DialogcPlugin", capability: .buildTool(), dependencies: ["dialogc"]),
            // Depends on `dialogc` so `swift test` always builds the executable its end-to-end tests run.
            .testTarget(
                name: "DialogCompilerTests",
                // DialogRuntime for the test that the app's layout of a descriptor is the plan's.
                dependencies: stageNames.map { .target(name: $0) } + ["DialogLayoutEngine", "DialogRuntime", "dialogc"],
                exclude: ["Snapshots"]
            ),
            // The presenter's scenarios, on a virtual clock and a recording host.
            .testTarget(name: "DialogRuntimeTests", dependencies: ["DialogRuntime"]),
        ],
    swiftLanguageModes: [.v6]
)
