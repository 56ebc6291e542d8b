// swift-tools-version:6.0
import PackageDescription

// The DialogcPlugin build-tool plugin with a prebuilt dialogc: the plugin takes the tool from an
// artifact bundle instead of compiling it, so a clean build of this package compiles no dialogc.
//
// `dialogc.artifactbundle` is built by `Plugins/build-artifact-bundle.sh` (run it first; it is not
// committed). A plugin can only use a binary target of its own package, so this package declares
// both; its plugin's source is the repository's (`Plugins/DialogcBinaryPlugin` is a link to
// `Plugins/DialogcPlugin`). A team would depend on a package that declares the two with
// `.binaryTarget(name:url:checksum:)` pointing at a released bundle.
let package = Package(
    name: "DialogBinaryExample",
    products: [
        .library(name: "AccountDialogs", targets: ["AccountDialogs"])
    ],
    dependencies: [
        // Only for DialogRuntime, the small library the generated code imports.
        .package(name: "dialogc", path: "../..")
    ],
    targets: [
        .binaryTarget(name: "DialogcBinary", path: "dialogc.artifactbundle"),
        .plugin(name: "DialogcBinaryPlugin", capability: .buildTool(), dependencies: ["DialogcBinary"]),
        .target(
            name: "AccountDialogs",
            dependencies: [.product(name: "DialogRuntime", package: "dialogc")],
            plugins: ["DialogcBinaryPlugin"]
        ),
        .testTarget(name: "AccountDialogsTests", dependencies: ["AccountDialogs"]),
    ],
    swiftLanguageModes: [.v6]
)
