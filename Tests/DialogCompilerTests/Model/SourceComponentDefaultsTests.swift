import DialogLayoutAdapter
import DialogLayoutEngine
import Foundation
import Testing

/// Each bundled spec named after a source component draws what the component draws by default:
/// its fonts, text colours, lines, background and cover, read off the render plan. The numbers
/// are the sources' own, written here with the seed file and line they come from (the seeds are
/// the published articles in `../shared/seeds/`, which this test does not read: a clone without
/// them runs it too). UIKit colours as 8-bit channels: `blackColor` #000000, `whiteColor` #FFFFFF,
/// `grayColor` (white 0.5) #808080, `lightGrayColor` (white 2/3) #AAAAAA, `blueColor` #0000FF.
/// `PlanSourceNumbersTests` holds the same specs to the sources' geometry and motion.
@Suite struct SourceComponentDefaultsTests {
    /// What one kind of element of a plan is drawn with.
    enum Drawn: Sendable, CustomStringConvertible {
        /// The font of every text of the kind.
        case font(Double, FontWeight)
        /// The colour of every text of the kind.
        case textColor(String)
        /// The fill of every element of the kind, with its opacity.
        case fill(String, alpha: Double)
        /// The corner radius of every element of the kind.
        case cornerRadius(Double)

        var description: String {
            switch self {
            case .font(let size, let weight): "font \(size) \(weight)"
            case .textColor(let hex): "text \(hex)"
            case .fill(let hex, let alpha): "fill \(hex) at \(alpha)"
            case .cornerRadius(let radius): "radius \(radius)"
            }
        }
    }

    /// One default of one source component: the spec and dialog that reproduce it, the element,
    /// what it is drawn with, and where the seed says so.
    struct Default: Sendable, CustomTestStringConvertible {
        var spec: String
        var dialog: String
        var element: PlanElement.Kind
        var drawn: Drawn
        var seed: String

        var testDescription: String { "\(dialog) \(element) \(drawn) (\(seed))" }
    }

    // Seeds: 000 = 000_2d30c41417a1d67f.txt (LHEditPickerView, LHPopTextView),
    // 001 = 001_689e98c01ce706bf.txt (UIView+Show, SGQ), 002 = 002_c2de0bedfb971cec.txt (POP),
    // 003 = 003_a543548310e6b259.txt (TYZSystemDialog), 004 = 004_340c2f6b571652a0.txt (DAlertView).
    static let defaults: [Default] = [
        // DAlertView
        Default(
            spec: "d-alert", dialog: "d-alert", element: .title, drawn: .font(18, .bold),
            seed: "004:78 kTitleFontSize 18, 004:130 boldSystemFontOfSize"),
        Default(spec: "d-alert", dialog: "d-alert", element: .title, drawn: .textColor("#000000"), seed: "004:131 blackColor"),
        Default(
            spec: "d-alert", dialog: "d-alert", element: .message, drawn: .font(14, .regular),
            seed: "004:77 kMessageFontSize 14, 004:132 systemFontOfSize"),
        Default(spec: "d-alert", dialog: "d-alert", element: .message, drawn: .textColor("#808080"), seed: "004:133 grayColor"),
        Default(
            spec: "d-alert", dialog: "d-alert", element: .button, drawn: .font(13, .regular),
            seed: "004:56, 004:59 systemFontOfSize:13 for either style"),
        Default(
            spec: "d-alert", dialog: "d-alert", element: .button, drawn: .textColor("#000000"),
            seed: "004:55, 004:58 blackColor for either style"),
        Default(
            spec: "d-alert", dialog: "d-alert", element: .separator, drawn: .fill("#AAAAAA", alpha: 1),
            seed: "004:135 lineColor lightGrayColor, 004:188 and 004:258 behind the 0.5-pt gaps"),
        Default(
            spec: "d-alert", dialog: "d-alert", element: .container, drawn: .fill("#FFFFFF", alpha: 1),
            seed: "004:216, 004:236, 004:272 whiteColor"),
        Default(spec: "d-alert", dialog: "d-alert", element: .container, drawn: .cornerRadius(10), seed: "004:190 cornerRadius 10"),
        Default(
            spec: "d-alert", dialog: "d-alert", element: .cover, drawn: .fill("#000000", alpha: 0.3), seed: "004:146 blackColor alpha 0.3"),

        // LHEditPickerView
        Default(
            spec: "lh-edit-picker", dialog: "lh-edit-picker", element: .container, drawn: .fill("#FFFFFF", alpha: 1),
            seed: "000:80 mainBgView whiteColor"),
        Default(
            spec: "lh-edit-picker", dialog: "lh-edit-picker", element: .toolbar, drawn: .fill("#0000FF", alpha: 1),
            seed: "000:87 toolView blueColor"),
        // The source sets neither the font nor the colour of its custom-type toolbar buttons
        // (000:92, 000:100): UIKit draws a custom button's title white in the 15-pt system font.
        Default(
            spec: "lh-edit-picker", dialog: "lh-edit-picker", element: .button, drawn: .font(15, .regular),
            seed: "000:92, 000:100 UIButtonTypeCustom, no font set: UIKit's 15 pt"),
        Default(
            spec: "lh-edit-picker", dialog: "lh-edit-picker", element: .button, drawn: .textColor("#FFFFFF"),
            seed: "000:92, 000:100 UIButtonTypeCustom, no colour set: UIKit's white"),
        Default(
            spec: "lh-edit-picker", dialog: "lh-edit-picker", element: .cover, drawn: .fill("#000000", alpha: 0.5),
            seed: "000:209 colorWithRed:0 green:0 blue:0 alpha:0.5"),

        // LHPopTextView
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .container, drawn: .fill("#FFFFFF", alpha: 1), seed: "000:382 whiteColor"),
        Default(spec: "lh-pop-text", dialog: "lh-pop-text", element: .container, drawn: .cornerRadius(5), seed: "000:378 cornerRadius 5"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .title, drawn: .font(20, .regular), seed: "000:388 systemFontOfSize:20"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .title, drawn: .textColor("#000000"),
            seed: "000:385-390 UILabel, no colour set: black"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .textView, drawn: .font(15, .regular), seed: "000:395 systemFontOfSize:15"),
        // Grey 0.5 at alpha 0.739 as #808080BC: 188/255, to a thousandth.
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .textView, drawn: .fill("#808080", alpha: 0.737),
            seed: "000:393 red/green/blue 0.5 alpha 0.739"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .textView, drawn: .textColor("#FFFFFF"),
            seed: "000:397 the prompt in whiteColor"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .separator, drawn: .fill("#808080", alpha: 1),
            seed: "000:405, 000:419 grayColor"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .button, drawn: .font(15, .regular),
            seed: "000:409, 000:423 UIButtonTypeCustom, no font set: UIKit's 15 pt"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .button, drawn: .textColor("#000000"), seed: "000:411, 000:427 blackColor"),
        Default(
            spec: "lh-pop-text", dialog: "lh-pop-text", element: .cover, drawn: .fill("#000000", alpha: 0.3),
            seed: "000:525 colorWithRed:0 green:0 blue:0 alpha:0.3"),

        // The POP toast (MessageAlertView)
        Default(
            spec: "pop-message-toast", dialog: "pop-message-toast", element: .message, drawn: .font(15, .regular),
            seed: "002:96 systemFontOfSize:15"),
        Default(
            spec: "pop-message-toast", dialog: "pop-message-toast", element: .message, drawn: .textColor("#FFFFFF"),
            seed: "002:97 whiteColor"),
        Default(
            spec: "pop-message-toast", dialog: "pop-message-toast", element: .bubble, drawn: .fill("#000000", alpha: 0.75),
            seed: "002:105 blackColor alpha 0.75"),
        Default(
            spec: "pop-message-toast", dialog: "pop-message-toast", element: .bubble, drawn: .cornerRadius(0),
            seed: "002:104-105 no cornerRadius set"),

        // The POP buttons alert (ButtonsAlertView)
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .message, drawn: .font(15, .regular),
            seed: "002:229 systemFontOfSize:15"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .message, drawn: .textColor("#000000"),
            seed: "002:230 blackColor"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .button, drawn: .font(16, .regular),
            seed: "002:161, 002:168, 002:258 systemFontOfSize:16"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .button, drawn: .textColor("#000000"),
            seed: "002:162, 002:169, 002:260 blackColor"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .separator, drawn: .fill("#AAAAAA", alpha: 1),
            seed: "002:254, 002:270-271 lightGrayColor"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .container, drawn: .fill("#FFFFFF", alpha: 1),
            seed: "002:238 whiteColor"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .container, drawn: .cornerRadius(10),
            seed: "002:239 cornerRadius 10"),
        Default(
            spec: "pop-buttons-alert", dialog: "pop-buttons-alert", element: .cover, drawn: .fill("#000000", alpha: 0.25),
            seed: "002:214 blackColor, 002:219 alpha 0.25"),

        // UIView+Show: the cover is black; the article states no alpha the SGQ views default to.
        Default(
            spec: "sgq-action-sheet", dialog: "sgq-action-sheet", element: .cover, drawn: .fill("#000000", alpha: 0.5),
            seed: "001:74 coverColor blackColor (alpha: the spec's)"),
        Default(
            spec: "sgq-alert", dialog: "sgq-alert", element: .cover, drawn: .fill("#000000", alpha: 0.5),
            seed: "001:74 coverColor blackColor (alpha: the spec's)"),
    ]

    /// The plan of dialog `id` of `Specs/<name>.json` on a small iPhone (a style does not depend on the device).
    static func plan(_ name: String, dialog id: String) throws -> DialogPlan {
        let url = Paths.specs.appendingPathComponent(name + ".json")
        let specs = SpecLoading.specs([try SpecLoading.source(url, display: "Specs/\(name).json")])
        let spec = try #require(specs.first)
        let dialog = try #require(spec.dialogs.first { $0.id.value == id }, "Specs/\(name).json has no dialog '\(id)'")
        return LayoutEngine.plan(dialog, in: spec.source, device: Device.named("iphone-se")!)
    }

    @Test(arguments: defaults)
    func theBundledSpecDrawsTheSourceDefault(_ expected: Default) throws {
        let plan = try Self.plan(expected.spec, dialog: expected.dialog)
        let elements = PlanTestSupport.all(plan, kind: expected.element)
        try #require(!elements.isEmpty, "the plan of '\(expected.dialog)' draws no \(expected.element)")
        for element in elements {
            switch expected.drawn {
            case .font(let size, let weight):
                #expect(element.text?.font == PlanFont(size: size, weight: weight), "\(expected.seed)")
            case .textColor(let hex):
                #expect(element.text?.color == DialogColor(hex: hex), "\(expected.seed)")
            case .fill(let hex, let alpha):
                #expect(
                    element.fill == DialogColor(hex: hex).map { DialogColor(red: $0.red, green: $0.green, blue: $0.blue, opacity: alpha) },
                    "\(expected.seed)")
            case .cornerRadius(let radius):
                #expect((element.cornerRadius ?? 0) == radius, "\(expected.seed)")
            }
        }
    }

    /// TYZSystemDialog only wraps UIAlertController (003:36, 003:112, 003:141, 003:166, 003:247):
    /// it sets no font or colour of its own, so its specs draw the system's and style nothing.
    @Test func theSystemDialogWrapperDrawsTheSystemsOwnDialogs() throws {
        let url = Paths.specs.appendingPathComponent("tyz-system-dialogs.json")
        let specs = SpecLoading.specs([try SpecLoading.source(url, display: "Specs/tyz-system-dialogs.json")])
        let spec = try #require(specs.first)
        #expect(spec.dialogs.count == 11)
        for dialog in spec.dialogs {
            let plan = LayoutEngine.plan(dialog, in: spec.source, device: Device.named("iphone-se")!)
            #expect(plan.renderer == .system, "\(dialog.id.value)")
        }
    }
}
