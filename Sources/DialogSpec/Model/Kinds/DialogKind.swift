import DialogLayoutEngine

// The kinds themselves are DialogLayoutEngine's `DialogKind`, which the runtime and generated
// code share; a spec's `type` decodes to it, and its `table` is everything format v1 says of it.

extension DialogKind {
    /// Everything format v1 says about this kind.
    public var table: DialogKindTable {
        // The one switch on the kind: the compiler asks for a table when a case is added.
        switch self {
        case .alert: .alert
        case .actionSheet: .actionSheet
        case .toast: .toast
        case .picker: .picker
        case .textInput: .textInput
        }
    }
}

/// Everything a dialog type is, in one table per type (`Alert.swift`, `ActionSheet.swift`, ...):
/// its keys, its defaults, its name in messages, its runtime protocol and result; its layout is
/// the engine's (`DialogKind.shape`).
///
/// The decoder, the defaults, the layout engine, the Swift generator and the rules' wording read
/// these tables instead of switching on the type; the tests check `Schemas/dialogspec.schema.json`,
/// the README and the runtime against them.
///
/// A class, as the tables never change: `type.table` is read many times per dialog, and a copy of
/// a struct this size retained and released every set and array in it.
public final class DialogKindTable: Sendable {
    /// The kind this table describes.
    public let type: DialogKind
    /// How messages and comments name the kind: `alert`, `action sheet`, `text input`.
    public let name: String
    /// The keys of a dialog object this kind allows, the common ones included.
    public let allowedKeys: Set<String>
    /// The keys this kind requires beyond `id` and `type`, in the order a missing one is reported.
    public let requiredKeys: [String]
    /// The keys its `limits` object allows; empty when the kind has no `limits`.
    public let limitKeys: Set<String>
    /// The highest `limits.maxOptions` format v1 accepts, when the kind has a fixed cap.
    public let maxOptionsCap: Int?
    /// What `limits.maxOptions` counts, when the kind has it.
    public let choices: Choices?
    /// The show type when the spec names none.
    public let defaultShowType: ShowType
    /// The renderer when the spec names none.
    public let defaultRenderer: Renderer
    /// The renderer when the spec names none and the text field is multi-line.
    public let multilineRenderer: Renderer
    /// Seconds before the dialog hides itself when the spec says nothing; nil for never.
    public let defaultAutoHide: Double?
    /// What each button yields in the render plan.
    public let buttonResult: ButtonResult
    /// The `DialogRuntime` protocol a generated type of this kind conforms to.
    public let runtimeProtocol: String
    /// The generated type's `Result`, as Swift spells it.
    public let resultType: String

    /// The keys every kind allows.
    public static let commonKeys: Set<String> = [
        "id", "type", "title", "message", "presentation", "style", "suppressions", "renamedFrom",
        "layout", "accessibilityLabel", "accessibilityHint",
    ]

    /// Every kind's table, in the order of `DialogKind.allCases`.
    public static var all: [DialogKindTable] { DialogKind.allCases.map(\.table) }

    /// Creates a kind's table; `keys` are the ones it allows beyond `commonKeys`.
    package init(
        type: DialogKind, name: String, keys: Set<String>, requiredKeys: [String], limitKeys: Set<String> = [],
        maxOptionsCap: Int? = nil, choices: Choices? = nil, defaultShowType: ShowType, defaultRenderer: Renderer,
        multilineRenderer: Renderer? = nil, defaultAutoHide: Double? = nil, buttonResult: ButtonResult,
        runtimeProtocol: String, resultType: String
    ) {
        self.type = type
        self.name = name
        self.allowedKeys = Self.commonKeys.union(keys)
        self.requiredKeys = requiredKeys
        self.limitKeys = limitKeys
        self.maxOptionsCap = maxOptionsCap
        self.choices = choices
        self.defaultShowType = defaultShowType
        self.defaultRenderer = defaultRenderer
        self.multilineRenderer = multilineRenderer ?? defaultRenderer
        self.defaultAutoHide = defaultAutoHide
        self.buttonResult = buttonResult
        self.runtimeProtocol = runtimeProtocol
        self.resultType = resultType
    }

    /// The name at the start of a sentence: `Alert`, `Action sheet`.
    public var capitalizedName: String { name.prefix(1).uppercased() + name.dropFirst() }

    /// What `limits.maxOptions` caps.
    public enum Choices: Sendable, Hashable {
        /// The buttons other than `cancel`, which UIKit shows apart.
        case buttonsBesideCancel
        /// The rows in `options`.
        case options
    }

    /// The layout for a resolved renderer and show type: the engine's choice (`DialogKind.shape`).
    public func shape(renderer: Renderer, showType: ShowType) -> DialogShape {
        type.shape(custom: renderer == .custom, fromBottom: showType == .fromBottom)
    }
}

// `DialogShape`, the layouts a dialog can take, is DialogLayoutEngine's (`LayoutInput.swift`).

/// What tapping a button of a dialog yields.
public enum ButtonResult: String, Sendable, Hashable, CaseIterable {
    /// The action alone.
    case action
    /// The action and the text entered.
    case actionAndText
    /// The action and the chosen row.
    case actionAndRow
}
