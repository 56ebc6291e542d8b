import DialogRuntime
import Testing

/// Colours from design tokens: the layout paints their values, and tells which colour set of
/// the app's asset catalog each painted colour is, in every appearance.
struct NamedColorTests {
    static let iPhone = DialogScreen(width: 375, height: 667, safeTop: 20, safeBottom: 0, isRegularWidth: false)

    static let surface = DialogColor(
        light: DialogColor(red: 0xF2, green: 0xF2, blue: 0xF7), dark: DialogColor(red: 0x1C, green: 0x1C, blue: 0x1E),
        lightHighContrast: DialogColor(red: 0xFF, green: 0xFF, blue: 0xFF))

    static let descriptor: DialogDescriptor<String> = {
        var descriptor = TestDialogs.descriptor(
            "named", kind: .alert, buttons: [TestDialogs.button("ok", "OK", preferred: true)], presentation: TestDialogs.presentation())
        descriptor.style.backgroundColor = surface
        descriptor.style.titleColor = DialogColor(red: 0x1C, green: 0x1C, blue: 0x1E)
        return descriptor.namingColors([DialogNamedColor("ColorSurfacePrimary", color: surface)])
    }()

    static func layout(_ appearance: DialogAppearance) -> DescriptorLayout {
        var screen = iPhone
        screen.appearance = appearance
        return DescriptorLayout(descriptor, on: screen)
    }

    @Test(arguments: DialogAppearance.allCases)
    func thePaintedSurfaceIsTheNamedColourInEveryAppearance(_ appearance: DialogAppearance) throws {
        let layout = Self.layout(appearance)
        let fill = try #require(layout.laidOut.container.fill)
        #expect(fill == Self.surface.resolved(for: appearance))
        #expect(layout.colorName(of: fill) == "ColorSurfacePrimary")
    }

    @Test func aLiteralColourHasNoName() throws {
        let light = Self.layout(.light)
        #expect(light.colorName(of: DialogColor(red: 0x1C, green: 0x1C, blue: 0x1E)) == nil)
        #expect(light.colorName(of: DialogColor(red: 0x12, green: 0x34, blue: 0x56)) == nil)
    }

    @Test func namedColoursOutliveAChangeOfActions() {
        #expect(Self.descriptor.namedColors.map(\.name) == ["ColorSurfacePrimary"])
        #expect(Self.descriptor.mapActions { $0 + "!" }.namedColors == Self.descriptor.namedColors)
        let plain = TestDialogs.descriptor(
            "plain", kind: .toast, buttons: [DialogButton<String>](), presentation: TestDialogs.presentation())
        #expect(plain.namedColors.isEmpty)
    }
}
