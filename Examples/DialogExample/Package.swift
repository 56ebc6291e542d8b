// swift-tools-version:6.0
import PackageDescription

// An app-side library whose dialogs are declared as JSON specs; the DialogcPlugin build-tool
// plugin turns them into typed Swift (`enum Dialogs`) on every build where a spec changed.
let package = Package(
    name: "DialogExample",
    products: [
        .library(name: "DialogExample", targets: ["DialogExample"])
    ],
    dependencies: [
        .package(name: "dialogc", path: "../..")
    ],
    targets: [
        .target(
            name: "DialogExample",
            dependencies: [.product(name: "DialogRuntime", package: "dialogc")],
            plugins: [.plugin(name: "DialogcPlugin", package: "dialogc")]
        ),
        .testTarget(
            name: "DialogExampleTests",
            dependencies: ["DialogExample", .product(name: "DialogRuntime", package: "dialogc")],
            // The bundle of Delivered/server-notice.json, which the tests read by path as an app
            // reads the data it received.
            exclude: ["Bundles"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
