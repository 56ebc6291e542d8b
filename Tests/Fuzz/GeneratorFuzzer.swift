// libFuzzer harness: the generators (Swift code, render plans on every device preset) on
// whatever the validator accepts. Built by Tests/Fuzz/run.sh.
import DialogCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "Specs/fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let result = Validator.validate([source])
    guard !result.hasErrors else { return 0 }
    let specs = result.files.compactMap(\.spec)
    var options = SwiftGenerationOptions()
    let single = SwiftGenerator.generateFile(specs, options: options)
    FuzzChecks.requireVisibleSwift(single)
    options.access = .public
    options.namespace = "Gallery"
    for file in SwiftGenerator.generateFiles(specs, options: options) {
        FuzzChecks.require(!file.name.contains("/") && !file.name.hasPrefix("."), "file name '\(file.name)' leaves the directory")
        FuzzChecks.requireVisibleSwift(file.contents)
    }
    for device in Device.presets {
        for textSize in [TextSize.xSmall, .large, .ax5] {
            let document = RenderPlanWriter.document(for: specs, device: device, textSize: textSize)
            FuzzChecks.requireJSON(document, "plan on \(device.name) at \(textSize.rawValue)")
        }
    }
    return 0
}
