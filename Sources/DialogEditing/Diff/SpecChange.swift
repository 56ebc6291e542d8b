import DialogDiagnostics
import DialogLayoutEngine

/// How much a change of the specs matters, strictest first; `--fail-on` names one of the first four.
public enum ChangeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The generated Swift API changes: a type or an `Action` case is gone or renamed, a result type differs.
    case breaking
    /// What the dialog does: roles, the preferred button, order, dismissal, limits, the renderer.
    case behaviour
    /// Text a user reads, so its translations are stale.
    case text
    /// How the dialog looks: style, presentation, and the layout's size and wrapping on a device.
    case visual
    /// New dialogs, buttons and texts, and values the design system now names (or no longer
    /// does): nothing a user sees or the generated API changes.
    case added

    /// 0 for the strictest.
    public var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ChangeCategory, rhs: ChangeCategory) -> Bool { lhs.rank < rhs.rank }

    /// `Breaking`, for headings.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// Where a changed element stands in one version: its file and byte offsets, turned into lines and
/// columns only when a report is written (`DiffReport.location(_:)`).
public struct ChangeLocation: Sendable, Hashable {
    /// The display path of the spec file.
    public var file: String
    /// The byte offset where the element starts.
    public var start: Int
    /// The byte offset just past the element.
    public var end: Int

    /// The bytes `range` of the file at `file`.
    package init(file: String, range: ByteRange) {
        self.file = file
        start = range.startOffset
        end = range.endOffset
    }
}

/// The part of a dialog a change is about, so the compare gallery can outline it in a picture.
public enum ChangeTarget: Sendable, Hashable {
    /// The dialog as a whole (its container).
    case dialog
    /// A text label of the dialog: title, subtitle or message.
    case label(PlanElement.Kind)
    /// A button, by its id in the old and in the new version.
    case button(old: String?, new: String?)
    /// The text field or view.
    case input
    /// A picker row, by index.
    case option(Int)
}

/// One difference between the old and the new version of the specs.
public struct SpecChange: Sendable, Hashable {
    /// What kind of change this is, stable across versions: `button-removed`, `text-changed`, ...
    public var kind: ChangeKind
    /// The id of the dialog, as the new version names it (the old one's for a removed dialog).
    public var dialog: String
    /// The element within the dialog, as messages name it: `button 'cancel'`, `title`, `presentation.show.duration`.
    public var element: String
    /// What changed, lowercase, names in single quotes.
    public var message: String
    /// Where the element was; nil for something added.
    public var old: ChangeLocation?
    /// Where the element is, or for something removed, its dialog; nil for a removed dialog.
    public var new: ChangeLocation?
    /// What to outline in the compare gallery.
    public var target: ChangeTarget
    /// The device a change of the render plan was measured on; nil for a change of the spec itself.
    public var device: String?
    /// Whether the change breaks an app in the field that receives the new dialog as a bundle:
    /// its kind's `breaksDeliveredDialogs`, unless the two versions say otherwise (a dialog whose
    /// type changed but whose result did not, from an alert to an action sheet).
    public var breaksDeliveredDialogs: Bool

    /// A change of `kind`; `breaksDeliveredDialogs` nil takes the kind's.
    package init(
        kind: ChangeKind, dialog: String, element: String, message: String, old: ChangeLocation?, new: ChangeLocation?,
        target: ChangeTarget, device: String? = nil, breaksDeliveredDialogs: Bool? = nil
    ) {
        self.kind = kind
        self.dialog = dialog
        self.element = element
        self.message = message
        self.old = old
        self.new = new
        self.target = target
        self.device = device
        self.breaksDeliveredDialogs = breaksDeliveredDialogs ?? kind.breaksDeliveredDialogs
    }

    /// The change's category, from its kind.
    public var category: ChangeCategory { kind.category }

    /// Kind, dialog and element joined: what identifies the change across runs, whatever its
    /// wording or where the lines moved.
    public var identity: String { "\(kind.id)|\(dialog)|\(element)" }

    /// A 16-hex-digit hash of `identity`, as findings' fingerprints are made.
    public var fingerprint: String { Fingerprint.fnv1a64(identity) }

    /// Reporting order: by dialog, then strictest first, then element and kind.
    package static func reportingOrder(_ lhs: SpecChange, _ rhs: SpecChange) -> Bool {
        (lhs.dialog, lhs.category.rank, lhs.element, lhs.kind.id) < (rhs.dialog, rhs.category.rank, rhs.element, rhs.kind.id)
    }
}
