import DialogRuntime
import Foundation
import Testing

/// Bundles from writers other than this runtime's dialogc: `Tests/Fixtures/Bundles/` keeps the
/// bundle the first writer wrote (dialogc 0.1.0-dev, frozen), bundles a newer dialogc may write
/// within format 1 (members and names this runtime does not know, capabilities and runtimes it
/// lacks) and one of a newer format. Each file is paired with what an app in the field must make of it.
///
/// The dialogs that present are held by a golden of their descriptors beside each bundle
/// (`NAME.descriptors.txt`), not by the current writer's bundle of the same specs: a frozen
/// bundle must present as it did whatever the specs and the writer become since, and the
/// current writer's output changes with them. Re-record with `DIALOGC_RECORD_SNAPSHOTS=1`.
@Suite struct BundleCorpusTests {
    /// A corpus file and what this runtime must make of it.
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let expected: Expected
        var testDescription: String { file }
    }

    enum Expected: Sendable {
        /// The bundle as a whole is refused.
        case refused(DialogBundleError)
        /// The bundle reads; the dialogs named here are refused each with its error, and every
        /// other dialog presents.
        case reads(failing: [String: DialogBundleError])
    }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DialogRuntimeTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Bundles")

    static let cases: [Case] = [
        // What dialogc wrote before the contract: minimumRuntime 0.1.0 and no `requires`.
        Case(file: "dialogc-0.1.0-dev.json", expected: .reads(failing: [:])),
        // A new format may mean anything: refused before its dialogs are read.
        Case(file: "format-2.json", expected: .refused(.newerFormat(version: 2, newestSupported: 1))),
        Case(file: "future-format-1.json", expected: .reads(failing: unknownNames)),
        Case(
            file: "future-requirements.json",
            expected: .reads(failing: [
                "hologram-notice": .unsupportedFeature(dialog: "hologram-notice", feature: "hologram"),
                "needs-runtime-9": .needsNewerRuntime(
                    dialog: "needs-runtime-9", minimumRuntime: "9.0.0", runtime: DialogBundle.runtimeVersion),
            ])),
    ]

    /// The dialogs of `future-format-1.json` that name what this runtime does not know, each in
    /// one place: the name is refused, never guessed, so the app falls back to its own dialog.
    static let unknownNames: [String: DialogBundleError] = {
        var failing: [String: DialogBundleError] = ["unknown-kind": .unknownKind(dialog: "unknown-kind", kind: "carousel")]
        let names = [
            ("unknown-show-type", "showType", "fromTop"), ("unknown-animation", "animation", "confetti"),
            ("unknown-hide-animation", "hideAnimation", "dissolve"), ("unknown-renderer", "renderer", "metal"),
            ("unknown-curve", "showMotion", "bounce"), ("unknown-cover-phase", "hideMotion", "never"),
            ("unknown-reduced-motion", "showReducedMotion", "blink"), ("unknown-role", "role", "primary"),
            ("unknown-return-key", "returnKey", "emergencyCall"), ("unknown-weight", "titleFont", "heavy"),
            ("unknown-text-style", "messageFont", "extraLargeTitle"),
            ("unknown-system-color", "titleColor", "systemVibrantLabel"), ("unknown-alignment", "textAlignment", "justified"),
            ("unknown-arrangement", "buttonArrangement", "grid"), ("unknown-announcement", "announcement", "urgent"),
            ("unknown-parameter-type", "parameters", "date"),
        ]
        for (dialog, field, value) in names {
            failing[dialog] = .unsupportedValue(dialog: dialog, field: field, value: value)
        }
        return failing
    }()

    /// The locale the corpus is presented in, so numbers and plural forms do not depend on the machine's.
    static let locale = Locale(identifier: "en_US")

    /// The list of cases is the folder's bundles, so a bundle added without its outcome fails,
    /// and each golden belongs to a bundle that presents dialogs.
    @Test func theCasesAreTheFoldersBundles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        let bundles = files.filter { $0.hasSuffix(".json") }
        #expect(!bundles.isEmpty)
        #expect(Self.cases.map(\.file).sorted() == bundles)
        let goldens = Self.cases.compactMap { corpusCase -> String? in
            guard case .reads = corpusCase.expected else { return nil }
            return Self.goldenName(corpusCase.file)
        }
        #expect(files.filter { !$0.hasSuffix(".json") } == goldens.sorted())
    }

    @MainActor @Test(arguments: cases) func eachBundleHasItsOutcome(_ corpusCase: Case) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(corpusCase.file))
        switch corpusCase.expected {
        case .refused(let error):
            #expect(throws: error) { try DialogBundle(data: data) }
        case .reads(let failing):
            let bundle = try DialogBundle(data: data)
            #expect(Set(failing.keys).isSubset(of: bundle.dialogIDs))
            let samples = try Self.sampleArguments(data)
            var golden = ""
            for id in bundle.dialogIDs {
                let arguments = samples[id] ?? [:]
                if let error = failing[id] {
                    #expect(throws: error) { try bundle.dialog(id: id, arguments: arguments, locale: Self.locale) }
                    continue
                }
                let descriptor = try bundle.dialog(id: id, arguments: arguments, locale: Self.locale)
                golden += "dialog \(id)\n"
                for line in DescriptorDump.lines(descriptor) { golden += "  \(line)\n" }
                golden += "  presented: \(Self.present(descriptor))\n"
            }
            try Self.assert(golden, matches: Self.goldenName(corpusCase.file))
        }
    }

    /// Members this runtime does not know change nothing: the dialog a newer dialogc wrote with
    /// them presents as its twin without them, in its source texts and in a translation.
    @Test func unknownMembersChangeNothing() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("future-format-1.json"))
        let bundle = try DialogBundle(data: data)
        let arguments = try #require(try Self.sampleArguments(data)["future-members"])
        for locale in [Self.locale, Locale(identifier: "de_DE")] {
            var future = try bundle.dialog(id: "future-members", arguments: arguments, locale: locale)
            let known = try bundle.dialog(id: "future-members-known", arguments: arguments, locale: locale)
            #expect(future.id != known.id)
            future.id = known.id
            #expect(future == known)
        }
        let german = try bundle.dialog(id: "future-members", arguments: arguments, locale: Locale(identifier: "de_DE"))
        #expect(german.title == "Problem mit Ada melden")
    }

    // MARK: Presenting

    /// Presents `descriptor` on a virtual clock and a recording host, taps its first button that
    /// does not cancel (with a text and a row for the kinds that take them) and says what came back;
    /// a dialog without buttons hides itself.
    @MainActor static func present(_ descriptor: DialogDescriptor<String>) -> String {
        let stage = Stage()
        stage.presenter.present(descriptor, as: String.self) { stage.results.append($0 ?? "nil") }
        #expect(stage.host.topmost != nil, "'\(descriptor.id)' is not on screen")
        for _ in 0..<200 where stage.host.touchesBlocked { stage.clock.advance(by: 0.05) }
        #expect(!stage.host.touchesBlocked, "'\(descriptor.id)' never takes a tap")
        let button = descriptor.buttons.first { $0.role != .cancel } ?? descriptor.buttons.first
        if let button {
            #expect(stage.host.tapButton(button.title, text: "Sample", row: 0), "'\(descriptor.id)' has no button '\(button.title)'")
        }
        stage.clock.advance(by: (descriptor.autoHide ?? 0) + descriptor.presentation.hideDuration + 1)
        #expect(stage.host.onScreen.isEmpty, "'\(descriptor.id)' is still on screen")
        #expect(stage.results == [button?.action ?? "nil"], "'\(descriptor.id)' gave \(stage.results)")
        let result = stage.results.joined(separator: ", ")
        guard let button else { return "hid itself, yielding \(result)" }
        return "tapped \(button.title.debugDescription), yielding \(result)"
    }

    /// An argument for every parameter of every dialog, by the bundle's own declaration: a name
    /// for a string, 3 for an integer (a plural form other than `one`), 2.5 for a number.
    static func sampleArguments(_ data: Data) throws -> [String: [String: DialogArgument]] {
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dialogs = try #require(document["dialogs"] as? [[String: Any]])
        var samples: [String: [String: DialogArgument]] = [:]
        for dialog in dialogs {
            let id = try #require(dialog["id"] as? String)
            for parameter in dialog["parameters"] as? [[String: Any]] ?? [] {
                let name = try #require(parameter["name"] as? String)
                switch parameter["type"] as? String {
                case "string": samples[id, default: [:]][name] = .string("Ada")
                case "integer": samples[id, default: [:]][name] = .integer(3)
                case "number": samples[id, default: [:]][name] = .number(2.5)
                default: continue
                }
            }
        }
        return samples
    }

    // MARK: Goldens

    static func goldenName(_ bundle: String) -> String {
        String(bundle.dropLast(".json".count)) + ".descriptors.txt"
    }

    static let isRecording = ProcessInfo.processInfo.environment["DIALOGC_RECORD_SNAPSHOTS"] == "1"

    /// Compares `text` with the golden `name` in the corpus folder; recording writes it and fails
    /// the test, so a re-record is always reviewed.
    static func assert(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if isRecording {
            try Data(text.utf8).write(to: url)
            Issue.record(
                "recorded '\(name)' (\(expected == text ? "unchanged" : "changed")); review the diff, then run the tests again",
                sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("no golden '\(name)'; run the tests with DIALOGC_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false)
        let changes = new.difference(from: old).map { change in
            switch change {
            case .remove(let offset, let line, _): "\(offset + 1) - \(line)"
            case .insert(let offset, let line, _): "\(offset + 1) + \(line)"
            }
        }
        Issue.record(
            "descriptors differ from '\(name)' (re-record with DIALOGC_RECORD_SNAPSHOTS=1):\n\(changes.prefix(40).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}

/// A descriptor as lines of `path: value`, one per value it holds, in the order of its stored
/// properties: what a golden compares. Every property is walked, so a part added to descriptors
/// shows in the goldens the day it is added; an absent optional writes nothing.
enum DescriptorDump {
    static func lines(_ value: Any) -> [String] {
        var lines: [String] = []
        walk(value, path: "", into: &lines)
        return lines
    }

    private static func walk(_ value: Any, path: String, into lines: inout [String]) {
        let mirror = Mirror(reflecting: value)
        // First, as a cast from `Any` would see through an optional and write `Optional(4.0)`.
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first { walk(wrapped.value, path: path, into: &lines) }
            return
        }
        switch value {
        case let text as String: lines.append("\(path): \(text.debugDescription)")
        case let color as DialogColor: lines.append("\(path): \(describe(color))")
        case is Bool, is Int, is Double, is UInt8: lines.append("\(path): \(value)")
        default:
            switch mirror.displayStyle {
            case .collection:
                for (index, element) in mirror.children.enumerated() { walk(element.value, path: "\(path)[\(index)]", into: &lines) }
            case .dictionary, .set:
                Issue.record("'\(path)' is unordered, so its lines would be in no fixed order")
            case .enum where mirror.children.isEmpty:
                lines.append("\(path): \(value)")
            default:
                // A structure's properties, or an enumeration's case with its payload.
                for child in mirror.children {
                    let label = child.label ?? "?"
                    walk(child.value, path: path.isEmpty ? label : "\(path).\(label)", into: &lines)
                }
            }
        }
    }

    /// A colour by its public face: its hex, or its value in each appearance and the system colour it is.
    private static func describe(_ color: DialogColor) -> String {
        guard color.isAdaptive else { return color.description }
        let appearances = DialogAppearance.allCases.map { "\($0.key) \(color.resolved(for: $0))" }.joined(separator: ", ")
        return color.systemName.map { "\($0) (\(appearances))" } ?? appearances
    }
}
