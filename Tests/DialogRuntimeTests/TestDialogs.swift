import DialogRuntime

/// Dialogs shaped as `dialogc generate swift` writes them, with the presentations the scenarios need.
enum TestDialogs {
    static func presentation(
        _ showType: DialogPresentation.ShowType = .center, animation: DialogPresentation.Animation = .fade,
        show: Double = 0.3, hide: Double = 0.2, dismissOnCoverTap: Bool = false,
        renderer: DialogPresentation.Renderer = .custom
    ) -> DialogPresentation {
        DialogPresentation(
            showType: showType, animation: animation, showDuration: show, hideDuration: hide, coverAlpha: 0.4,
            dismissOnCoverTap: dismissOnCoverTap, renderer: renderer)
    }

    static func button<Action>(
        _ action: Action, _ title: String, _ role: DialogButtonRole = .default, preferred: Bool = false
    ) -> DialogButton<Action> {
        DialogButton(action: action, title: title, role: role, isPreferred: preferred, color: nil)
    }

    static func descriptor<Action>(
        _ id: String, kind: DialogKind, buttons: [DialogButton<Action>], textField: DialogTextField? = nil,
        options: [String] = [], selectedIndex: Int = 0, autoHide: Double? = nil, presentation: DialogPresentation
    ) -> DialogDescriptor<Action> {
        DialogDescriptor(
            id: id, kind: kind, title: id, subtitle: nil, message: nil, buttons: buttons, options: options,
            selectedIndex: selectedIndex, textField: textField, autoHide: autoHide, maxOptions: nil,
            presentation: presentation, style: DialogStyle(), source: DialogSourceLocation(file: "test.json", line: 1))
    }

    enum DeleteDraft: AlertDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case delete, cancel
        }
        typealias Result = Action
        static let descriptor = TestDialogs.descriptor(
            "delete-draft", kind: .alert,
            buttons: [
                button(Action.delete, "Delete", .destructive),
                button(.cancel, "Cancel", .cancel, preferred: true),
            ],
            presentation: presentation(dismissOnCoverTap: true))
    }

    /// Dismisses on a cover tap, but has no cancel button to say what the tap yields.
    enum Agree: AlertDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case agree
        }
        typealias Result = Action
        static let descriptor = TestDialogs.descriptor(
            "agree", kind: .alert,
            buttons: [button(Action.agree, "Agree", preferred: true)],
            presentation: presentation(dismissOnCoverTap: true))
    }

    /// Has a cancel button, but a cover tap is not meant to dismiss it.
    enum KeepOpen: AlertDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case ok, cancel
        }
        typealias Result = Action
        static let descriptor = TestDialogs.descriptor(
            "keep-open", kind: .alert,
            buttons: [
                button(Action.ok, "OK", preferred: true),
                button(.cancel, "Cancel", .cancel),
            ],
            presentation: presentation(dismissOnCoverTap: false))
    }

    /// Hides itself after 2 s unless a button is tapped first.
    enum Undo: AlertDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case undo
        }
        typealias Result = Action
        static let descriptor = TestDialogs.descriptor(
            "undo", kind: .alert,
            buttons: [button(Action.undo, "Undo", preferred: true)],
            autoHide: 2, presentation: presentation(animation: .spring))
    }

    enum Saved: ToastDialog {
        typealias Action = Never
        typealias Result = Never
        static let descriptor = TestDialogs.descriptor(
            "saved", kind: .toast, buttons: [DialogButton<Never>](), autoHide: 1.5, presentation: presentation())
    }

    enum Rename: TextInputDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case cancel, save
        }
        typealias Result = TextInputResult<Action>
        static let descriptor = TestDialogs.descriptor(
            "rename", kind: .textInput,
            buttons: [
                button(Action.cancel, "Cancel", .cancel),
                button(.save, "Save", preferred: true),
            ],
            textField: DialogTextField(
                placeholder: "Name", initialText: "", isMultiline: false, isSecure: false, isRequired: true,
                maxLength: 5),
            presentation: presentation())
    }

    enum SortOrder: PickerDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case cancel, done
        }
        typealias Result = PickerResult<Action>
        static let descriptor = TestDialogs.descriptor(
            "sort-order", kind: .picker,
            buttons: [
                button(Action.cancel, "Cancel", .cancel),
                button(.done, "Done", preferred: true),
            ],
            options: ["Date", "Name", "Size"], selectedIndex: 1,
            presentation: presentation(.fromBottom, animation: .slide, show: 0.3, hide: 0.25, dismissOnCoverTap: true))
    }
}

/// Dialogs the system renderer draws (`UIAlertController` in an app): the custom ones above,
/// renamed and drawn by the system, and a sheet.
enum SystemDialogs {
    static func system<Action>(_ descriptor: DialogDescriptor<Action>, id: String) -> DialogDescriptor<Action> {
        var system = descriptor
        system.id = id
        system.presentation.renderer = .system
        return system
    }

    enum Discard: AlertDialog {
        typealias Action = TestDialogs.DeleteDraft.Action
        typealias Result = Action
        static let descriptor = system(TestDialogs.DeleteDraft.descriptor, id: "discard")
    }

    /// Hides itself after 2 s.
    enum Synced: AlertDialog {
        typealias Action = TestDialogs.Undo.Action
        typealias Result = Action
        static let descriptor = system(TestDialogs.Undo.descriptor, id: "synced")
    }

    enum Nickname: TextInputDialog {
        typealias Action = TestDialogs.Rename.Action
        typealias Result = TextInputResult<Action>
        static let descriptor = system(TestDialogs.Rename.descriptor, id: "nickname")
    }

    enum Share: ActionSheetDialog {
        enum Action: String, CaseIterable, Sendable, Hashable {
            case copy, cancel
        }
        typealias Result = Action
        static let descriptor = TestDialogs.descriptor(
            "share", kind: .actionSheet,
            buttons: [TestDialogs.button(Action.copy, "Copy Link"), TestDialogs.button(.cancel, "Cancel", .cancel)],
            presentation: TestDialogs.presentation(.fromBottom, animation: .slide, dismissOnCoverTap: true, renderer: .system))
    }
}

/// A presenter on a recording host and a virtual clock, with every event it emits.
@MainActor final class Stage {
    let clock = VirtualDialogClock()
    let host: RecordingDialogHost
    let presenter: DialogPresenter
    private(set) var events: [String] = []

    init() {
        host = RecordingDialogHost(clock: clock)
        presenter = DialogPresenter(host: host, clock: clock)
        presenter.onEvent = { [unowned self] in self.events.append($0.description) }
    }

    /// Each presentation's results, as they arrive.
    var results: [String] = []

    @discardableResult
    func present<D: DialogDefinition>(_ dialog: D.Type) -> DialogPresentationID {
        presenter.present(dialog) { [unowned self] result in
            self.results.append("\(D.descriptor.id): \(result.map { "\($0)" } ?? "nil")")
        }
    }

    /// The calls of one kind, in order.
    var animations: [(DialogPresentationID, DialogAnimationPhase)] {
        host.calls.compactMap { if case .animate(let id, let phase) = $0 { (id, phase) } else { nil } }
    }

    /// The calls as short lines, for checking the order of what the presenter did.
    var log: [String] { host.calls.map(\.description) }

    /// The calls made since the last `takeLog()`, as short lines: what the presenter did in a step.
    func takeLog() -> [String] { host.takeCalls().map(\.description) }
}
