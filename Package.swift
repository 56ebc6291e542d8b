// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dialogc",
    products: [
        .executable(name: "dialogc", targets: ["dialogc"]),
        .library(name: "DialogCompiler", targets: ["DialogCompiler"]),
    ],
    targets: [
        .target(name: "DialogCompiler"),
        .executableTarget(name: "dialogc", dependencies: ["DialogCompiler"]),
        .testTarget(
            name: "DialogCompilerTests",
            dependencies: ["DialogCompiler"],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
