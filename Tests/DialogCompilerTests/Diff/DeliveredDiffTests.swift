@testable import DialogEditing
@testable import DialogGenerators
import DialogRuntime
@testable import DialogSpec
import Foundation
import Testing

/// Which changes break apps in the field that receive the new dialogs as a bundle, held to what
/// the runtime does with the new version's bundle when an app built against the old one asks for it.
@Suite struct DeliveredDiffTests {
    /// The arguments an app built against `dialog` passes: one of each parameter's type, leaving
    /// out those with a default (the most a caller may leave out).
    static func arguments(of dialog: Dialog) -> [String: DialogArgument] {
        var arguments: [String: DialogArgument] = [:]
        for parameter in dialog.parameters where parameter.defaultValue == nil {
            arguments[parameter.name.value] =
                switch parameter.type.value {
                case .string: .string("Sync")
                case .integer: .integer(2)
                case .number: .number(2.5)
                }
        }
        return arguments
    }

    /// For every fixture pair, each old dialog the new bundle still has: the diff marks a change of
    /// it as breaking delivered dialogs exactly when the runtime refuses the old app's arguments,
    /// or the presented dialog lacks a button id the old app branches on, has another number of
    /// picker rows (whose indexes the app maps), or yields another kind of result.
    @Test func theMarkAgreesWithWhatTheRuntimeDoesForAnOldApp() throws {
        var checked = 0
        var breaking = 0
        for name in try DiffFixtures.names() {
            let old = try DiffFixtures.version(name, "old").files.compactMap(\.spec).flatMap(\.dialogs)
            let newSpecs = try DiffFixtures.version(name, "new").files.compactMap(\.spec)
            let newByID = Dictionary(newSpecs.flatMap(\.dialogs).map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
            let bundle = try DialogBundle(data: Data(BundleWriter().document(newSpecs).utf8))
            let report = try DiffFixtures.report(name)
            for dialog in old {
                let id = dialog.id.value
                // Without the old id the app presents its compiled-in dialog (a removal, a rename).
                guard let current = newByID[id], bundle.dialogIDs.contains(id) else { continue }
                let arguments = Self.arguments(of: dialog)
                let expected: Bool
                do {
                    let descriptor = try bundle.dialog(id: id, arguments: arguments, locale: Locale(identifier: "en_US"))
                    let actions = Set(descriptor.buttons.map(\.action))
                    expected =
                        !Set(dialog.buttons.map(\.id.value)).isSubset(of: actions) || descriptor.options.count != dialog.options.count
                        || dialog.type.value.table.resultType != current.type.value.table.resultType
                } catch .missingArgument(_, let parameter)
                    where arguments[parameter] == nil
                    && current.parameters.contains(where: { $0.name.value == parameter && $0.defaultValue != nil })
                {
                    // A default the new version gives, which the bundle and its runtime show; theirs to test.
                    continue
                } catch .missingArgument, .argumentType {
                    expected = true
                } catch {
                    Issue.record("\(name): '\(id)' cannot be presented: \(error)")
                    continue
                }
                let marked = report.changes.filter { $0.dialog == id && $0.breaksDeliveredDialogs }
                #expect(
                    !marked.isEmpty == expected,
                    "\(name): '\(id)' \(expected ? "breaks" : "does not break") an old app, marked: \(marked.map(\.kind.id))")
                checked += 1
                if expected { breaking += 1 }
            }
        }
        #expect(checked > 30 && breaking >= 7, "checked \(checked) dialogs, \(breaking) breaking")
    }

    @Test func aParameterRemovedDoesNotBreakAnOldApp() throws {
        let report = try DiffFixtures.report("parameter-removed")
        let change = try #require(report.changes.first { $0.kind == .parameterRemoved })
        #expect(change.category == .breaking, "the generated function no longer takes the argument")
        #expect(!change.breaksDeliveredDialogs)
        // The old app still passes 'minutes'; the runtime ignores an argument the dialog does not take.
        let specs = try DiffFixtures.version("parameter-removed", "new").files.compactMap(\.spec)
        let bundle = try DialogBundle(data: Data(BundleWriter().document(specs).utf8))
        let descriptor = try bundle.dialog(
            id: "outage", arguments: ["service": .string("Sync"), "minutes": .integer(20)], locale: Locale(identifier: "en_US"))
        #expect(descriptor.title == "Sync is down")
    }

    @Test func aParameterAddedOrRetypedIsRefusedForAnOldApp() throws {
        func present(_ name: String, _ arguments: [String: DialogArgument]) throws {
            let specs = try DiffFixtures.version(name, "new").files.compactMap(\.spec)
            _ = try DialogBundle(data: Data(BundleWriter().document(specs).utf8)).dialog(id: "outage", arguments: arguments)
        }
        #expect(throws: DialogBundleError.missingArgument(dialog: "outage", parameter: "minutes")) {
            try present("parameter-added", ["service": .string("Sync")])
        }
        #expect(throws: DialogBundleError.argumentType(dialog: "outage", parameter: "minutes", expected: "number")) {
            try present("parameter-type-changed", ["service": .string("Sync"), "minutes": .integer(20)])
        }
        #expect(try DiffFixtures.report("parameter-added").changes.first { $0.kind == .parameterAdded }?.breaksDeliveredDialogs == true)
        #expect(
            try DiffFixtures.report("parameter-type-changed").changes.first { $0.kind == .parameterTypeChanged }?.breaksDeliveredDialogs
                == true)
    }

    /// An alert and an action sheet both yield the tapped button's id: the generated protocol
    /// changes, what an app in the field reads does not.
    @Test func aTypeChangeKeepingTheResultDoesNotBreakAnOldApp() throws {
        let same = try #require(try DiffFixtures.report("dialog-type-changed-same-result").changes.first { $0.kind == .dialogTypeChanged })
        #expect(same.category == .breaking)
        #expect(!same.breaksDeliveredDialogs)
        let other = try #require(try DiffFixtures.report("dialog-type-changed").changes.first { $0.kind == .dialogTypeChanged })
        #expect(other.breaksDeliveredDialogs, "a toast became an alert: its buttons' ids reach code that has none")
    }

    /// Apps in the field ask for the old id and present their compiled-in dialog: nothing of the
    /// renamed dialog reaches them, not even a removed button.
    @Test func noChangeOfARenamedDialogBreaksAnOldApp() throws {
        let report = try DiffFixtures.report("renamed-dialog-button-removed")
        #expect(report.changes.map(\.kind).contains(.buttonRemoved))
        #expect(report.changes.map(\.kind).contains(.dialogRenamed))
        #expect(!report.breaksDeliveredDialogs)
        #expect(try DiffFixtures.report("button-removed").breaksDeliveredDialogs)
    }

    @Test func parameterMessagesSayWhatChanged() throws {
        let messages: [(kind: String, parameter: String, message: String)] = [
            ("parameter-added", "minutes", "parameter 'minutes' of alert 'outage' was added without a default"),
            ("parameter-added-with-default", "region", "parameter 'region' of alert 'outage' was added with the default 'your region'"),
            ("parameter-removed", "minutes", "parameter 'minutes' of alert 'outage' was removed"),
            ("parameter-type-changed", "minutes", "parameter 'minutes' of alert 'outage' is now a number (was an integer)"),
            ("parameter-default-added", "service", "parameter 'service' of alert 'outage' now has the default 'Sync'"),
            ("parameter-default-removed", "service", "parameter 'service' of alert 'outage' no longer has a default (was 'Sync')"),
            (
                "parameter-default-changed", "service",
                "the default of parameter 'service' of alert 'outage' is now 'Cloud Sync' (was 'Sync')"
            ),
        ]
        for (kind, parameter, message) in messages {
            let report = try DiffFixtures.report(kind)
            let change = try #require(report.changes.first { $0.kind.id == kind }, "\(kind)")
            #expect(change.message == message)
            #expect(change.element == "parameter '\(parameter)'")
        }
    }

    /// A parameter's change points at the parameter: its object, its type or its default.
    @Test func parameterChangesPointAtTheParameter() throws {
        let added = try #require(try DiffFixtures.report("parameter-added").changes.first { $0.kind == .parameterAdded })
        #expect(added.old == nil)
        let text = DiffFormat.text.report(try DiffFixtures.report("parameter-type-changed"))
        // The value of the type of 'minutes', line 14 of both files.
        #expect(text.contains("old Tests/Fixtures/Diff/parameter-type-changed/old/outage.json:14:19"), "\(text)")
        #expect(text.contains("new Tests/Fixtures/Diff/parameter-type-changed/new/outage.json:14:19"), "\(text)")
        let removed = try #require(try DiffFixtures.report("parameter-removed").changes.first { $0.kind == .parameterRemoved })
        #expect(removed.new?.file == "Tests/Fixtures/Diff/parameter-removed/new/outage.json", "its dialog in the new version")
    }

    /// The compare gallery says it beside the change, as the reports do.
    @Test func theCompareGalleryMarksWhatBreaksDeliveredDialogs() throws {
        let report = try DiffFixtures.report("button-removed")
        let html = CompareGallery.html(report, devices: DiffFixtures.devices)
        #expect(html.components(separatedBy: "<span class=\"delivered\">breaks delivered dialogs</span>").count == 2, "one change marked")
        #expect(
            !CompareGallery.html(try DiffFixtures.report("text-changed"), devices: DiffFixtures.devices).contains(
                "span class=\"delivered\""))
    }
}
