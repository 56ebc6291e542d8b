/// What the rules know about one well-formed dialog during a run: the dialog, its file, the
/// run's options, and the facts several rules derive from it, each computed once.
///
/// The validator makes one per dialog and hands it to every dialog rule in turn, so a layout
/// three rules judge is laid out once instead of three times. A context lives on the one thread
/// that checks its dialog and is not shared, so its caches need no lock.
public final class DialogContext {
    /// The dialog the rules check.
    public let dialog: Dialog
    /// The path of the file that holds it, as shown to the user.
    public let file: String
    /// The limits the rules compare against.
    public let options: RuleOptions

    private struct PlanKey: Hashable {
        var device: Device
        var textSize: TextSize
        var keepsLines: Bool
    }

    private var plans: [PlanKey: DialogPlan] = [:]

    /// A context for `dialog` of `file` under `options`.
    public init(_ dialog: Dialog, file: String, options: RuleOptions = RuleOptions()) {
        self.dialog = dialog
        self.file = file
        self.options = options
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
        let plan = LayoutEngine.plan(dialog, file: file, device: device, textSize: textSize, keepsLines: keepsLines)
        plans[key] = plan
        return plan
    }
}
