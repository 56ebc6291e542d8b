// A stand-in for SwiftUI so DialogRuntime's SwiftUI adapter type-checks on Linux.
//
// It declares only what the adapter and its test client use, with Apple's names, labels,
// generic shapes and isolation: `View` is @MainActor, while its modifiers and the views'
// initializers are `nonisolated` and a button's action is a @MainActor closure, as in the
// iOS 18 SDK. Nothing here runs: the tests only type-check against it.

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct Binding<Value> {}

public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}

    public var body: Never { fatalError() }
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

public struct KeyboardShortcut: Hashable, Sendable {
    public static let defaultAction = KeyboardShortcut()
}

extension View {
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
}

// MARK: - wip-runtime (issue 38): accessibility declarations the adapters use
// Declarations only, with Apple's names and signatures, kept together for the lead to move.

public struct AccessibilityAttachmentModifier {}

public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
}
