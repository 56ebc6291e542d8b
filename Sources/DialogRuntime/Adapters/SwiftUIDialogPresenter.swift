#if canImport(SwiftUI)
import SwiftUI

/// Where views find the presenter they show dialogs through.
private struct DialogPresenterKey: EnvironmentKey {
    static let defaultValue: DialogPresenter? = nil
}

extension EnvironmentValues {
    /// The presenter set with `dialogPresenter(_:)` above this view, if any:
    /// `Task { let action = await presenter?.present(Dialogs.DeleteDraft.self) }`.
    public var dialogPresenter: DialogPresenter? {
        get { self[DialogPresenterKey.self] }
        set { self[DialogPresenterKey.self] = newValue }
    }
}

extension View {
    /// Makes `presenter` the one this view and those inside it present dialogs through.
    nonisolated public func dialogPresenter(_ presenter: DialogPresenter) -> some View {
        environment(\.dialogPresenter, presenter)
    }
}
#endif
