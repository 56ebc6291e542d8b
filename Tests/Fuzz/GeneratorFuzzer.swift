// libFuzzer harness: the generators (Swift code, a render plan and the preview's pictures and
// gallery on a device preset) on whatever the validator accepts. Built by Tests/Fuzz/run.sh.
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
    // One device and text size per input, chosen by its bytes so that a finding replays and
    // the inputs share out every combination: planning each input fifteen times made a valid
    // spec of 1,000 dialogs take over 5 s under AddressSanitizer on a loaded machine.
    let bytesSum = UnsafeBufferPointer(start: data, count: size).reduce(0) { $0 &+ Int($1) }
    let textSizes = [TextSize.xSmall, .large, .ax5]
    let device = Device.presets[bytesSum % Device.presets.count]
    let textSize = textSizes[(bytesSum / Device.presets.count) % textSizes.count]
    let document = RenderPlanWriter.document(for: specs, device: device, textSize: textSize)
    FuzzChecks.requireJSON(document, "plan on \(device.name) at \(textSize.rawValue)")
    let site = PreviewSite(specs: specs, findings: result.diagnostics, devices: [device], textSize: textSize)
    for picture in site.sections.flatMap(\.entries).flatMap(\.pictures) {
        FuzzChecks.requireWellFormedXML(SVGRenderer.document(picture.plan, device: picture.device), "the SVG '\(picture.path)'")
        FuzzChecks.require(
            !picture.path.hasPrefix("/") && !picture.path.split(separator: "/").contains(".."),
            "picture path '\(picture.path)' leaves the directory")
    }
    FuzzChecks.requireXMLCharacters(GalleryPage.html(site), "the gallery page")
    return 0
}
