@testable import DialogDesignTokens
@testable import DialogDiagnostics
@testable import DialogGenerators
@testable import DialogLayoutAdapter
@testable import DialogSpec
import Foundation
import Testing

/// The generated code compiles warning-free in Swift 6 mode and, run, holds exactly the specs' texts
/// and structure. Expected values come from the spec files read with Foundation's JSON parser, not
/// from dialogc, so an escaping bug cannot hide behind itself.
@Suite struct SwiftCompileTests {
    /// Prints every dialog of the given namespaces as JSON, plus a few action enums' cases.
    static let driver =
        SwiftCompiler.descriptorDumper + """
            let document: [String: Any] = [
                "specs": SpecsDialogs.all.map(dump),
                "tricky": TrickyDialogs.all.map(dump),
                "public": Gallery.all.map(dump),
                "parameters": parametersDocument(bundlePath: CommandLine.arguments[1]),
                "namedColors": TokenDialogs.all.map { $0.namedColors.map(\\.name) },
                "layouts": layoutDocument(SpecsDialogs.all),
                "bundleMismatches": bundleMismatches(SpecsDialogs.all, parameterised: parameterisedSpecs, path: CommandLine.arguments[2]),
                "catalogMismatches": catalogMismatches(tablesPath: CommandLine.arguments[1], bundlePath: CommandLine.arguments[3]),
                "cases": [
                    "logout": SpecsDialogs.LogoutSheet.Action.allCases.map(\\.rawValue),
                    "default": TrickyDialogs.Default.Action.allCases.map(\\.rawValue),
                ],
            ]
            let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            """

    /// The devices on which the app's layout of every bundled dialog must be the plan's.
    static let layoutDevices = ["iphone-se", "iphone-15"]

    /// Prints, for each dialog and each of `layoutDevices`' screens, the layout engine's
    /// container tree and motion as the runtime computes them from the generated descriptor.
    static func layoutDriver() throws -> String {
        let screens = try layoutDevices.map { name in
            let screen = try #require(Device.named(name)).screen(at: .large)
            return "LayoutScreen(width: \(screen.width), height: \(screen.height), safeTop: \(screen.safeTop), "
                + "safeBottom: \(screen.safeBottom), isRegularWidth: \(screen.isRegularWidth))"
        }
        return """
            import DialogLayoutEngine
            import DialogRuntime

            func layoutDocument(_ dialogs: [DialogDescriptor<String>]) -> [String: [String]] {
                let screens = [\(screens.joined(separator: ", "))]
                var document: [String: [String]] = [:]
                for dialog in dialogs {
                    document[dialog.id] = screens.map { screen in
                        let layout = DescriptorLayout(dialog, on: screen)
                        return String(describing: layout.laidOut.container) + " " + String(describing: layout.motion)
                    }
                }
                return document
            }
            """
    }

    /// Reads the bundle `dialogc bundle` writes of the same specs and names each dialog whose
    /// descriptor differs from the generated code's: the app presents a bundled dialog exactly
    /// as the compiled-in one, every text, font, colour, number and motion.
    static let bundleDriver = """
        import DialogRuntime
        import Foundation

        func bundleMismatches(
            _ dialogs: [DialogDescriptor<String>], parameterised: [(DialogDescriptor<String>, [String: DialogArgument])], path: String
        ) -> [String] {
            guard let data = FileManager.default.contents(atPath: path) else { return ["no bundle at \\(path)"] }
            let bundle: DialogBundle
            do { bundle = try DialogBundle(data: data) } catch { return ["\\(error)"] }
            let cases = dialogs.map { ($0, [String: DialogArgument]()) } + parameterised
            var mismatches = cases.compactMap { generated, arguments -> String? in
                do {
                    let bundled = try bundle.dialog(id: generated.id, arguments: arguments)
                    return bundled == generated ? nil : "\\(generated.id): \\(bundled) is not \\(generated)"
                } catch {
                    return "\\(generated.id): \\(error)"
                }
            }
            if dialogs.count < 30 { mismatches.append("only \\(dialogs.count) dialogs compared") }
            if parameterised.count < 4 { mismatches.append("only \\(parameterised.count) parameterised dialogs compared") }
            return mismatches
        }
        """

    /// Each parameterised dialog of `sources` as the generated function gives it and the arguments
    /// the bundle is asked with: the same values, a text with a format's characters, `2`, `2.5`.
    static func parameterisedCalls(_ sources: [SourceFile], namespace: String) -> String {
        let samples: [DialogParameter.Kind: (swift: String, argument: String)] = [
            .string: (#""Sync %@ {x}""#, #".string("Sync %@ {x}")"#), .integer: ("2", ".integer(2)"), .number: ("2.5", ".number(2.5)"),
        ]
        let calls = SpecLoading.specs(sources).flatMap(\.dialogs).filter { !$0.parameters.isEmpty }.map { dialog in
            let type = SwiftNames.typeName(for: dialog.id.value, namespace: namespace)
            let labels = dialog.parameters.map { "\($0.name.value): \(samples[$0.type.value]!.swift)" }
            let arguments = dialog.parameters.map { "\"\($0.name.value)\": \(samples[$0.type.value]!.argument)" }
            return
                "    (\(namespace).\(type).descriptor(\(labels.joined(separator: ", "))).erased, [\(arguments.joined(separator: ", "))]),"
        }
        return "import DialogRuntime\n\nlet parameterisedSpecs: [(DialogDescriptor<String>, [String: DialogArgument])] = [\n"
            + calls.joined(separator: "\n") + "\n]\n"
    }

    static func generated(
        _ sources: [SourceFile], namespace: String, access: SwiftGenerationOptions.AccessLevel = .internal,
        localization: SwiftGenerationOptions.Localization = .bundle
    ) -> String {
        var options = SwiftGenerationOptions()
        options.namespace = namespace
        options.access = access
        options.localization = localization
        return SwiftGenerator.generateFile(SpecLoading.specs(sources), options: options)
    }

    /// Public code of a spec whose colours came from design tokens.
    static func tokenCode() -> String {
        var options = SwiftGenerationOptions()
        options.access = .public
        options.namespace = "TokenDialogs"
        return SwiftGenerator.generateFile([TokenColorSpecs.spec()], options: options)
    }

    /// The spec files' dialogs as Foundation reads them.
    static func expectedDialogs(_ urls: [URL]) throws -> [[String: Any]] {
        try urls.sorted { $0.path < $1.path }.flatMap { url -> [[String: Any]] in
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            // A dialog with parameters is a function of them, so `Dialogs.all` cannot list it;
            // `ParameterizedCode` checks those.
            return (object?["dialogs"] as? [[String: Any]] ?? []).filter { $0["parameters"] == nil }
        }
    }

    @Test func generatedCodeCompilesAndRoundTripsEveryText() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try SwiftCompiler.buildRuntime(in: directory)
        let specSources = try SpecLoading.bundledSources()
        let tricky = try SwiftGoldenTests.trickySources()
        let parameters = try ParameterizedCode.sources()
        let bundle = try ParameterizedCode.writeBundle(in: directory)
        let executable = try SwiftCompiler.buildExecutable(
            [
                ("Specs.swift", Self.generated(specSources, namespace: "SpecsDialogs")),
                ("Tricky.swift", Self.generated(tricky, namespace: "TrickyDialogs")),
                ("Public.swift", Self.generated(tricky, namespace: "Gallery", access: .public)),
                ("Parameters.swift", Self.generated(parameters, namespace: "ParamDialogs")),
                ("Literal.swift", Self.generated(parameters, namespace: "LiteralDialogs", localization: .none)),
                ("Tokens.swift", Self.tokenCode()),
                ("ParametersDriver.swift", ParameterizedCode.driver),
                ("LayoutDriver.swift", try Self.layoutDriver()),
                ("BundleDriver.swift", Self.bundleDriver),
                ("SpecsParameterised.swift", Self.parameterisedCalls(specSources, namespace: "SpecsDialogs")),
                ("CatalogDriver.swift", ParameterizedCode.catalogDriver),
                ("main.swift", Self.driver),
            ], in: directory)
        // Swift 6's upcoming default makes a plain import internal: public code needs `public import`,
        // in the single file and in every file of directory output. One more compiler run, for all of them.
        var options = SwiftGenerationOptions()
        options.access = .public
        options.namespace = "GalleryFiles"
        let directoryFiles = SwiftGenerator.generateFiles(SpecLoading.specs(tricky), options: options)
        try SwiftCompiler.typeCheck(
            [
                ("Specs.swift", Self.generated(specSources, namespace: "SpecsDialogs")),
                ("Public.swift", Self.generated(tricky, namespace: "Gallery", access: .public)),
                ("Parameters.swift", Self.generated(parameters, namespace: "ParamDialogs", access: .public)),
                // Colours from design tokens, named after their colour sets.
                ("Tokens.swift", Self.tokenCode()),
            ]
                + directoryFiles.map { ($0.name, $0.contents) },
            flags: ["-enable-upcoming-feature", "InternalImportsByDefault"], in: directory)

        let bundlePath = directory.appendingPathComponent("dialogs.json")
        try Data(BundleWriter().document(SpecLoading.specs(specSources)).utf8).write(to: bundlePath)
        // The parameterized dialogs with their texts kept in the app's catalog, the tables of `bundle`.
        var catalogWriter = BundleWriter()
        catalogWriter.texts = .catalog
        let catalogPath = directory.appendingPathComponent("catalog-dialogs.json")
        try Data(catalogWriter.document(SpecLoading.specs(parameters)).utf8).write(to: catalogPath)
        let run = try ExternalTools.run(executable, [bundle.path, bundlePath.path, catalogPath.path])
        try #require(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])

        let specURLs = try SpecLoading.bundledFiles()
        try Self.compare(document["specs"], with: try Self.expectedDialogs(specURLs))
        let trickyURL = Paths.fixtures.appendingPathComponent("Generate/tricky.json")
        try Self.compare(document["tricky"], with: try Self.expectedDialogs([trickyURL]))
        try Self.compare(document["public"], with: try Self.expectedDialogs([trickyURL]))

        try ParameterizedCode.check(document["parameters"])
        try Self.checkLayouts(document["layouts"], specs: SpecLoading.specs(specSources))
        let mismatches = try #require(document["bundleMismatches"] as? [String])
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        let catalogMismatches = try #require(document["catalogMismatches"] as? [String])
        #expect(catalogMismatches.isEmpty, "\(catalogMismatches.joined(separator: "\n"))")

        // A token colour's descriptor carries the names of its colour sets, through `erased` too.
        #expect(
            document["namedColors"] as? [[String]] == [
                ["ColorBorderSubtle", "ColorBrandAccent", "ColorSurfacePrimary", "ColorTextPrimary"]
            ])

        let cases = document["cases"] as? [String: [String]]
        #expect(cases?["logout"] == ["log-out", "login-trouble", "contact-support", "cancel"])
        #expect(cases?["default"] == ["class", "Type", "raw-value"])
    }

    /// The app lays every bundled dialog out, from its generated descriptor, exactly as
    /// `dialogc plan` does from its spec: the same container tree, frames and motion.
    static func checkLayouts(_ actual: Any?, specs: [SpecFile]) throws {
        let layouts = try #require(actual as? [String: [String]])
        var checked = 0
        for spec in specs {
            for dialog in spec.dialogs where dialog.parameters.isEmpty {
                let got = try #require(layouts[dialog.id.value], "no layout of '\(dialog.id.value)'")
                for (name, runtime) in zip(layoutDevices, got) {
                    let plan = LayoutEngine.plan(dialog, in: spec.source, device: try #require(Device.named(name)))
                    let ids = dialog.buttons.map(\.id.value)
                    let container = RuntimeLayoutParityTests.indexed(PlanTestSupport.container(plan), ids: ids)
                    #expect(
                        runtime == String(describing: container) + " " + String(describing: plan.motion), "'\(dialog.id.value)' on \(name)")
                }
                checked += 1
            }
        }
        #expect(checked == layouts.count && checked > 30, "every bundled dialog's layout is compared")
    }

    /// Texts must come back exactly; structure and order must match the spec.
    static func compare(_ actual: Any?, with expected: [[String: Any]]) throws {
        let dialogs = try #require(actual as? [[String: Any]])
        #expect(dialogs.count == expected.count)
        for (got, spec) in zip(dialogs, expected) {
            let id = spec["id"] as? String ?? "?"
            for key in ["id", "title", "subtitle", "message"] {
                #expect(got[key] as? String == spec[key] as? String, "\(key) of '\(id)'")
            }
            let buttons = spec["buttons"] as? [[String: Any]] ?? []
            let gotButtons = got["buttons"] as? [[String: Any]] ?? []
            #expect(gotButtons.map { $0["id"] as? String } == buttons.map { $0["id"] as? String }, "button ids of '\(id)'")
            #expect(gotButtons.map { $0["title"] as? String } == buttons.map { $0["title"] as? String }, "button titles of '\(id)'")
            #expect(gotButtons.map { $0["role"] as? String } == buttons.map { $0["style"] as? String ?? "default" }, "roles of '\(id)'")
            #expect(got["options"] as? [String] == (spec["options"] as? [String] ?? []), "options of '\(id)'")
            #expect(got["selectedIndex"] as? Int == (spec["selectedIndex"] as? Int ?? 0), "selectedIndex of '\(id)'")
            let input = spec["input"] as? [String: Any]
            #expect(got["placeholder"] as? String == input?["placeholder"] as? String, "placeholder of '\(id)'")
            if let input {
                #expect(got["initialText"] as? String == input["initialText"] as? String ?? "", "initialText of '\(id)'")
            }
            try checkDefaults(got, spec: spec)
            checkFormatAdditions(got, spec: spec)
        }
    }

    /// Issue 13's keys, as the spec writes them (the format's default where it does not).
    static func checkFormatAdditions(_ got: [String: Any], spec: [String: Any]) {
        let id = spec["id"] as? String ?? "?"
        let presentation = spec["presentation"] as? [String: Any] ?? [:]
        let show = presentation["show"] as? [String: Any] ?? [:]
        let hide = presentation["hide"] as? [String: Any] ?? [:]
        let style = spec["style"] as? [String: Any] ?? [:]
        let layout = spec["layout"] as? [String: Any] ?? [:]
        #expect(got["coverTapResult"] as? String == presentation["coverTapResult"] as? String, "coverTapResult of '\(id)'")
        let buttons = spec["buttons"] as? [[String: Any]] ?? []
        #expect(
            got["buttonFontSizes"] as? [Double] ?? [] == buttons.map { ($0["font"] as? [String: Any])?["size"] as? Double ?? 0 },
            "button fonts of '\(id)'")
        #expect(got["buttonFont"] as? Double == (style["buttonFont"] as? [String: Any])?["size"] as? Double, "buttonFont of '\(id)'")
        #expect(got["fieldFont"] as? Double == (style["fieldFont"] as? [String: Any])?["size"] as? Double, "fieldFont of '\(id)'")
        #expect(got["hideAnimation"] as? String == hide["animation"] as? String, "hide animation of '\(id)'")
        #expect(got["showFromScale"] as? Double == show["fromScale"] as? Double, "show fromScale of '\(id)'")
        #expect(
            got["showDampingRatio"] as? Double == (show["spring"] as? [String: Any]).map { $0["dampingRatio"] as? Double ?? 0.825 },
            "show spring of '\(id)'")
        #expect(got["hideToScale"] as? Double == hide["toScale"] as? Double, "hide toScale of '\(id)'")
        #expect(got["layoutWidth"] as? Double == layout["width"] as? Double, "layout width of '\(id)'")
        #expect(got["layoutButtonHeight"] as? Double == layout["buttonHeight"] as? Double, "layout buttonHeight of '\(id)'")
        #expect(got["toolbarButtonWidth"] as? Double == layout["toolbarButtonWidth"] as? Double, "toolbarButtonWidth of '\(id)'")
        if let input = spec["input"] as? [String: Any] {
            let required = input["required"] as? Bool ?? false
            #expect(got["requiredMessage"] as? String == (required ? input["emptyMessage"] as? String : nil), "emptyMessage of '\(id)'")
            #expect(got["allowsNewlines"] as? Bool == input["allowsNewlines"] as? Bool ?? true, "allowsNewlines of '\(id)'")
            #expect(got["returnKey"] as? String == input["returnKey"] as? String ?? "default", "returnKey of '\(id)'")
        }
    }

    /// The seconds a written `spring` of `phase` takes to settle, restated from Documentation/SpecFormat.md:
    /// ln(1000) / (ζ·ω₀), ω₀ = 2π / response, at most 5 s, to a hundredth; nil without a spring.
    static func settlingTime(_ phase: [String: Any]) -> Double? {
        guard let spring = phase["spring"] as? [String: Any] else { return nil }
        let damping = spring["dampingRatio"] as? Double ?? 0.825
        let omega = 2 * Double.pi / (spring["response"] as? Double ?? 0.55)
        let rate = damping < 1 ? damping * omega : omega * (damping - (damping * damping - 1).squareRoot())
        return (min(5, log(1000) / rate) * 100).rounded() / 100
    }

    /// A number a spec writes, or the number of the bundled token a `"{path}"` it writes names (a
    /// duration in seconds, a dimension in points), as the token file says it.
    static func number(_ value: Any?) -> Double? {
        if let number = value as? Double { return number }
        guard let text = value as? String, let path = DesignTokenSet.aliasPath(text),
            let token = SpecLoading.bundledTokens?.token(path)
        else { return nil }
        switch token.value {
        case .duration(let duration): return duration.seconds
        case .dimension(let dimension): return dimension.points
        case .number(let number): return number
        default: return nil
        }
    }

    /// Format v1's defaults, restated from Documentation/SpecFormat.md rather than taken from dialogc.
    static func checkDefaults(_ got: [String: Any], spec: [String: Any]) throws {
        let id = spec["id"] as? String ?? "?"
        let type = try #require(spec["type"] as? String)
        let presentation = spec["presentation"] as? [String: Any] ?? [:]
        let show = presentation["show"] as? [String: Any] ?? [:]
        let hide = presentation["hide"] as? [String: Any] ?? [:]
        let showType = show["type"] as? String ?? (["actionSheet", "picker"].contains(type) ? "fromBottom" : "center")
        let multiline = (spec["input"] as? [String: Any])?["multiline"] as? Bool ?? false
        let systemByDefault = type == "alert" || type == "actionSheet" || (type == "textInput" && !multiline)
        #expect(got["showType"] as? String == showType, "showType of '\(id)'")
        #expect(
            got["renderer"] as? String == presentation["renderer"] as? String ?? (systemByDefault ? "system" : "custom"),
            "renderer of '\(id)'")
        #expect(got["showDuration"] as? Double == number(show["duration"]) ?? settlingTime(show) ?? 0.3, "show duration of '\(id)'")
        #expect(got["hideDuration"] as? Double == number(hide["duration"]) ?? settlingTime(hide) ?? 0.2, "hide duration of '\(id)'")
        #expect(got["coverAlpha"] as? Double == number(show["coverAlpha"]) ?? 0.3, "coverAlpha of '\(id)'")
        let autoHide = number(spec["autoHide"]) ?? (type == "toast" ? 2.0 : nil)
        #expect(got["autoHide"] as? Double == autoHide, "autoHide of '\(id)'")
        if let maxLength = (spec["limits"] as? [String: Any])?["maxLength"] as? Int {
            #expect(got["maxLength"] as? Int == maxLength)
            #expect((got["limited"] as? String)?.count == min(maxLength, 16), "the text field limit of '\(id)'")
        }
    }
}
