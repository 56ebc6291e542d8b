import Foundation
import Testing

#if os(Linux)
/// The SwiftUI adapter's own mapping of the environment's settings, run on Linux: the stand-in's
/// `DynamicTypeSize`, `ColorScheme` and `ColorSchemeContrast` are plain enums with Apple's cases,
/// so Tests/StandIns/SwiftUIMapping runs the adapter's code for every one of them.
@Suite struct SwiftUIMappingTests {
    /// Apple's Dynamic Type sizes, smallest first, and the content size each is.
    static let sizes: [(swiftUI: String, contentSize: String)] = [
        ("xSmall", "xSmall"), ("small", "small"), ("medium", "medium"), ("large", "large"), ("xLarge", "xLarge"),
        ("xxLarge", "xxLarge"), ("xxxLarge", "xxxLarge"), ("accessibility1", "AX1"), ("accessibility2", "AX2"),
        ("accessibility3", "AX3"), ("accessibility4", "AX4"), ("accessibility5", "AX5"),
    ]

    /// What the program prints when every case maps as it should.
    static var expected: [String] {
        var lines = sizes.map { "size \($0.swiftUI): \($0.contentSize) \($0.contentSize)" }
        let appearances = [
            ("light standard", "light"), ("light increased", "light, increased contrast"), ("dark standard", "dark"),
            ("dark increased", "dark, increased contrast"),
        ]
        for (environment, appearance) in appearances {
            for reducesMotion in [false, true] {
                for voiceOver in [false, true] {
                    lines.append(
                        "environment \(environment) reduceMotion=\(reducesMotion) voiceOver=\(voiceOver): \(appearance), "
                            + "reducesMotion=\(reducesMotion), voiceOver=\(voiceOver), crossFade=false")
                }
            }
        }
        return lines
    }

    @Test func everyEnvironmentCaseMapsToItsSetting() throws {
        guard AdapterBuild.runs else { return }
        let build = try AdapterBuild.shared.get()
        let executable = build.appendingPathComponent("swiftui-mapping")
        let sources = try Paths.swiftFiles(under: AdapterBuild.standIns.appendingPathComponent("SwiftUIMapping"))
        let arguments =
            AdapterBuild.flags.filter { $0 != "-parse-as-library" } + [
                "-module-name", "SwiftUIMapping", "-I", build.path, "-L", build.path,
                "-lDialogRuntime", "-lDialogLayoutEngine", "-lSwiftUI", "-lUIKit", "-o", executable.path,
            ]
        let compile = try ExternalTools.run("swiftc", arguments + sources.map(\.path), in: build)
        try #require(compile.status == 0, "building the mapping program failed:\n\(compile.standardOutput)\(compile.standardError)")

        let run = try ExternalTools.run(executable.path, [], in: build, timeout: 60)
        #expect(run.status == 0, "the mapping program exited \(run.status):\n\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == Self.expected)
    }
}
#endif
