/// Why a bundle, or a dialog of it, cannot be presented; the app then falls back to its
/// compiled-in dialog of the same id, if it has one.
public enum DialogBundleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is larger than a bundle may be.
    case tooLarge(byteCount: Int, limit: Int)
    /// Arrays and objects are nested deeper than a bundle nests them.
    case tooDeep(limit: Int)
    /// The data holds more values than a bundle may.
    case tooManyValues(limit: Int)
    /// The data is no JSON, or no bundle's shape; `reason` says where.
    case malformed(reason: String)
    /// The bundle is of a format version this runtime does not know yet.
    case newerFormat(version: Int, newestSupported: Int)
    /// The bundle holds more of something (`what`: dialogs, a dialog's buttons) than a bundle may.
    case tooMany(what: String, count: Int, limit: Int)
    /// Two dialogs of the bundle have the same id.
    case duplicateDialog(id: String)
    /// The bundle has no dialog of this id.
    case unknownDialog(id: String)
    /// The dialog's entry is not of the bundle's shape; `reason` says where.
    case malformedDialog(id: String, reason: String)
    /// The dialog is of a kind this runtime does not know.
    case unknownKind(dialog: String, kind: String)
    /// A field holds a name this runtime does not know (an animation, a color, a weight...).
    case unsupportedValue(dialog: String, field: String, value: String)
    /// A field holds a value out of its range, or names a parameter or button the dialog lacks.
    case invalidValue(dialog: String, field: String)
    /// The dialog needs a newer runtime than this one.
    case needsNewerRuntime(dialog: String, minimumRuntime: String, runtime: String)
    /// The dialog requires a capability this runtime lacks (`feature`, a name a newer runtime's
    /// ``DialogRuntimeCapability`` table has).
    case unsupportedFeature(dialog: String, feature: String)
    /// The dialog takes a parameter the arguments lack, and the bundle gives it no default.
    case missingArgument(dialog: String, parameter: String)
    /// An argument is not of its parameter's type (`string`, `integer` or `number`).
    case argumentType(dialog: String, parameter: String, expected: String)

    /// What went wrong, in a sentence for a log.
    public var description: String {
        switch self {
        case .tooLarge(let count, let limit): "the bundle has \(count) bytes, more than the \(limit) a bundle may have"
        case .tooDeep(let limit): "the bundle nests arrays and objects deeper than \(limit) levels"
        case .tooManyValues(let limit): "the bundle holds more than \(limit) values"
        case .malformed(let reason): "the data is no dialog bundle: \(reason)"
        case .newerFormat(let version, let newest):
            "the bundle is of format \(version); this runtime reads formats up to \(newest)"
        case .tooMany(let what, let count, let limit): "the bundle has \(count) \(what), more than the \(limit) allowed"
        case .duplicateDialog(let id): "the bundle has two dialogs '\(id)'"
        case .unknownDialog(let id): "the bundle has no dialog '\(id)'"
        case .malformedDialog(let id, let reason): "dialog '\(id)' is not of the bundle's format: \(reason)"
        case .unknownKind(let dialog, let kind): "dialog '\(dialog)' is of kind '\(kind)', which this runtime does not know"
        case .unsupportedValue(let dialog, let field, let value):
            "dialog '\(dialog)' sets '\(field)' to '\(value)', which this runtime does not know"
        case .invalidValue(let dialog, let field): "dialog '\(dialog)' has an invalid '\(field)'"
        case .needsNewerRuntime(let dialog, let minimum, let runtime):
            "dialog '\(dialog)' needs runtime \(minimum) or later; this is \(runtime)"
        case .unsupportedFeature(let dialog, let feature):
            "dialog '\(dialog)' requires '\(feature)', which this runtime cannot present"
        case .missingArgument(let dialog, let parameter): "dialog '\(dialog)' takes '\(parameter)', which the arguments lack"
        case .argumentType(let dialog, let parameter, let expected):
            "dialog '\(dialog)' takes '\(parameter)' as \(expected), which the argument is not"
        }
    }
}
