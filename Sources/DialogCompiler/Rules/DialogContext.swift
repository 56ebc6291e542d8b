/// What the rules know about one well-formed dialog during a run: the dialog, its file, the
/// run's options, and the facts several rules derive from it, each computed once.
///
/// The validator makes one per dialog and hands it to every dialog rule in turn, so a layout
/// three rules judge is laid out once instead of three times. A context lives on the one thread
/// that checks its dialog and is not shared, so its caches need no lock.
public final class DialogContext {
    /// The dialog the rules check.
    public let dialog: Dialog
    /// The file that holds it: where its findings point.
    public let source: SourceFile
    /// The limits the rules compare against.
    public let options: RuleOptions

    private struct PlanKey: Hashable {
        var device: Device
        var textSize: TextSize
        var keepsLines: Bool
    }

    private var plans: [PlanKey: DialogPlan] = [:]

    /// A context for `dialog` of `source` under `options`.
    public init(_ dialog: Dialog, source: SourceFile, options: RuleOptions = RuleOptions()) {
        self.dialog = dialog
        self.source = source
        self.options = options
    }

    /// The path of the file that holds the dialog, as shown to the user.
    public var file: String { source.path }

    /// Where `value` of the dialog stands, for a finding or a note.
    public func location(of value: some Locatable) -> SourceLocation {
        source.location(of: value)
    }

    /// Where the bytes `range` of the dialog's file stand, for a finding or a note.
    public func location(_ range: ByteRange) -> SourceLocation {
        source.location(range)
    }

    /// The dialog's render plan on `device` at `textSize`, laid out on first use.
    public func plan(device: Device, textSize: TextSize) -> DialogPlan {
        plan(device: device, textSize: textSize, keepsLines: true)
    }

    /// The dialog's render plan with empty placeholder lines, the right number of them, and no
    /// motion or actions, for rules that judge counts, frames and overflows.
    func linelessPlan(device: Device, textSize: TextSize) -> DialogPlan {
        plan(device: device, textSize: textSize, keepsLines: false)
    }

    private func plan(device: Device, textSize: TextSize, keepsLines: Bool) -> DialogPlan {
        let key = PlanKey(device: device, textSize: textSize, keepsLines: keepsLines)
        if let plan = plans[key] { return plan }
        let plan = LayoutEngine.plan(dialog, in: source, device: device, textSize: textSize, keepsLines: keepsLines)
        plans[key] = plan
        return plan
    }
}
