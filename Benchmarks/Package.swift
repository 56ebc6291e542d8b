// swift-tools-version:6.0
// The benchmark lives in its own package so the product's package stays free of benchmark code:
// it depends on the root package by path and measures the DialogCompiler library in-process.
// Run it through Benchmarks/run.py, which builds it with `-c release`.
import PackageDescription

let package = Package(
    name: "dialogc-benchmarks",
    dependencies: [
        .package(name: "dialogc", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "dialogc-bench",
            dependencies: [.product(name: "DialogCompiler", package: "dialogc")],
            path: "Sources/dialogc-bench"
        )
    ],
    swiftLanguageModes: [.v6]
)
