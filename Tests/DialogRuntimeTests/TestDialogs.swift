import DialogRuntime

/// Dialogs shaped as `dialogc generate swift` writes them, with the presentations the scenarios need.
enum TestDialogs {
    static func presentation(
        _ showType: DialogPresentation.ShowType = .center, animation: DialogPresentation.Animation = .fade,
        show: Double = 0.3, hide: Double = 0.2, dismissOnCoverTap: Bool = false
    ) -> DialogPresentation {
        DialogPresentation(
            showType: showType, animation: animation, showDuration: show, hideDuration: hide, coverAlpha: 0.4,
            dismissOnCoverTap: dismissOnCoverTap, renderer: .custom)
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
                DialogButton(action: Action.delete, title: "Delete", role: .destructive, isPreferred: false, color: nil),
                DialogButton(action: .cancel, title: "Cancel", role: .cancel, isPreferred: true, color: nil),
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
            buttons: [DialogButton(action: Action.agree, title: "Agree", role: .default, isPreferred: true, color: nil)],
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
                DialogButton(action: Action.ok, title: "OK", role: .default, isPreferred: true, color: nil),
                DialogButton(action: .cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
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
            buttons: [DialogButton(action: Action.undo, title: "Undo", role: .default, isPreferred: true, color: nil)],
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
                DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
                DialogButton(action: .save, title: "Save", role: .default, isPreferred: true, color: nil),
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
                DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
                DialogButton(action: .done, title: "Done", role: .default, isPreferred: true, color: nil),
            ],
            options: ["Date", "Name", "Size"], selectedIndex: 1,
            presentation: presentation(.fromBottom, animation: .slide, show: 0.3, hide: 0.25, dismissOnCoverTap: true))
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
}
