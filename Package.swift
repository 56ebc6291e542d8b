// swift-tools-version:6.0
import PackageDescription

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
        .target(name: "DialogCompiler", dependencies: ["DialogLayoutEngine"]),
        .executableTarget(name: "dialogc", dependencies: ["DialogCompiler"]),
        // Runs `dialogc generate swift` over a target's *.json specs at build time.
        .plugin(name: "DialogcPlugin", capability: .buildTool(), dependencies: ["dialogc"]),
        // Depends on `dialogc` so `swift test` always builds the executable its end-to-end tests run.
        .testTarget(
            name: "DialogCompilerTests",
            // DialogRuntime for the test that the app's layout of a descriptor is the plan's.
            dependencies: ["DialogCompiler", "DialogRuntime", "dialogc"],
            exclude: ["Snapshots"]
        ),
        // The presenter's scenarios, on a virtual clock and a recording host.
        .testTarget(name: "DialogRuntimeTests", dependencies: ["DialogRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
