import DialogDiagnostics
import DialogLayoutAdapter
import DialogSpec
import DialogValidation

/// The outcome of `dialogc diff`: every change between two valid versions of the specs, and the
/// sources of both, through which the changes' byte offsets become lines and columns when written.
public struct DiffReport: Sendable {
    /// Every change, in reporting order (by dialog, strictest first).
    public var changes: [SpecChange]
    /// The number of dialogs in each version.
    public var oldDialogCount: Int
    public var newDialogCount: Int
    /// The old id of each renamed dialog, by its new id.
    public var formerIDs: [String: String]
    /// The specs of each version.
    public var oldSpecs: [SpecFile]
    public var newSpecs: [SpecFile]
    private var oldSources: [String: SourceFile]
    private var newSources: [String: SourceFile]

    /// Compares the specs of two validation results, which must have no errors; the render plans
    /// are measured on `devices` at `textSize`.
    public init(old: ValidationResult, new: ValidationResult, devices: [Device], textSize: TextSize = .large) {
        self.init(oldFiles: old.files, newFiles: new.files, devices: devices, textSize: textSize)
    }

    /// Compares the specs of two sets of decoded files, which must have no errors.
    public init(oldFiles: [DecodedFile], newFiles: [DecodedFile], devices: [Device], textSize: TextSize = .large) {
        oldSpecs = oldFiles.compactMap(\.spec)
        newSpecs = newFiles.compactMap(\.spec)
        (changes, formerIDs) = SpecDiff.compare(old: oldSpecs, new: newSpecs, devices: devices, textSize: textSize)
        oldDialogCount = oldSpecs.reduce(0) { $0 + $1.dialogs.count }
        newDialogCount = newSpecs.reduce(0) { $0 + $1.dialogs.count }
        oldSources = Dictionary(oldFiles.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        newSources = Dictionary(newFiles.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of changes of `category`.
    public func count(_ category: ChangeCategory) -> Int { changes.count { $0.category == category } }

    /// Whether a change of `category` or a stricter one is present (what `--fail-on` asks).
    public func hasChange(atLeast category: ChangeCategory) -> Bool { changes.contains { $0.category <= category } }

    /// The number of changes that break apps in the field delivered the new dialogs as a bundle.
    public var deliveredBreakingCount: Int { changes.count(where: \.breaksDeliveredDialogs) }

    /// Whether a change breaks apps in the field delivered the new dialogs (what `--fail-on delivered` asks).
    public var breaksDeliveredDialogs: Bool { changes.contains(where: \.breaksDeliveredDialogs) }

    /// `3 changes: 1 breaking, 0 behaviour, 1 text, 0 visual, 1 added`, then, when there are
    /// any, `; 1 breaks delivered dialogs`.
    public var summaryLine: String {
        Wording.count(changes.count, "change") + ": "
            + ChangeCategory.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ") + deliveredSummary
    }

    /// `; 2 break delivered dialogs`, or nothing when none does.
    package var deliveredSummary: String {
        let count = deliveredBreakingCount
        return count == 0 ? "" : "; \(count) \(count == 1 ? "breaks" : "break") delivered dialogs"
    }

    /// Where a change's element was (`old`) or is, with line and column: the one place offsets are converted.
    package func location(of change: SpecChange, old: Bool) -> DiffPlace? {
        guard let location = old ? change.old : change.new else { return nil }
        guard let source = (old ? oldSources : newSources)[location.file] else { return DiffPlace(file: location.file, range: nil) }
        return DiffPlace(file: location.file, range: source.converter.range(ByteRange(location.start, location.end)))
    }

    /// The changes grouped by dialog: dialogs with a stricter change first, then by id.
    package var byDialog: [(dialog: String, changes: [SpecChange])] {
        let groups = Dictionary(grouping: changes, by: \.dialog)
        return groups.map { ($0.key, $0.value) }.sorted { lhs, rhs in
            let left = lhs.changes.map(\.category.rank).min() ?? 0
            let right = rhs.changes.map(\.category.rank).min() ?? 0
            return (left, lhs.dialog) < (right, rhs.dialog)
        }
    }
}
