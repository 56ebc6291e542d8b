// A stand-in for SwiftUI so DialogRuntime's SwiftUI adapter type-checks on Linux.
//
// It declares only what the adapter and its test client use, with Apple's names, labels,
// generic shapes and isolation: `View` and `ViewModifier` are @MainActor, while their modifiers
// and the views' initializers are `nonisolated` and a button's action is a @MainActor closure, as
// in the iOS 18 SDK. It stays type-check only: no view, modifier or environment value here
// behaves. What the adapter decides from the environment is decided by platform-neutral code
// tested on Linux (`DialogAccessibility(scheme:contrast:reducesMotion:isVoiceOverRunning:
// contentSize:)`); the environment's enums are plain values, so the adapter's own mapping of
// each of their cases also runs there (`SwiftUIMappingTests`).

import Foundation

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
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
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

public struct AnyView: View {
    public var body: Never { fatalError() }
}

public struct Binding<Value> {}

public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// A colour; the stand-in only names an asset catalog's colour set.
public struct Color: View, Sendable {
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
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

// MARK: - wip-swiftui (issue 38): the environment's accessibility settings and view modifiers

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }
}

public protocol DynamicProperty {}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    nonisolated public var wrappedValue: Value { fatalError() }
}

public enum ColorScheme: CaseIterable, Sendable, Hashable {
    case light, dark
}

public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
    case standard, increased
}

/// Apple's twelve Dynamic Type sizes, smallest first, as `Comparable` orders them.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set {}
    }
}

extension Text {
    nonisolated public func accessibilityLabel(_ label: Text) -> Text { self }
}
