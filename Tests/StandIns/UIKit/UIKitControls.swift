// Labels, controls, text input and pickers of the UIKit test double (see UIKit.swift).

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// What adjusts its font when the text size changes.
@MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// A label: its text, font and color, measured by `UIKitStandIn.measure`.
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    open var text: String?
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// When set, a font made for a text style or by `UIFontMetrics` follows the text size.
    open var adjustsFontForContentSizeCategory = false

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitStandIn.measure(text ?? "", font: font, width: size.width, lines: numberOfLines)
    }

    override func standInTraitsDidChange(from previous: UITraitCollection) {
        if adjustsFontForContentSizeCategory, let scaled = font.standInRescaled(for: traitCollection) { font = scaled }
    }

    override var standInDefaultIsElement: Bool { true }
    override var standInDefaultLabel: String? { text }
    override var standInDefaultTraits: UIAccessibilityTraits { .staticText }
}

/// A control: its enabled state and the actions it sends for its events.
@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.sender = self
            action.handler(action)
        }
    }

    /// How many actions are added for any of `controlEvents`.
    public func standInActionCount(for controlEvents: UIControl.Event) -> Int {
        actions.filter { !$0.events.isDisjoint(with: controlEvents) }.count
    }

    override var standInDefaultTraits: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }
}

/// A button: a title and title color per state, shown in its title label.
@MainActor open class UIButton: UIControl, UIContentSizeCategoryAdjusting {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case close = 7
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private lazy var label: UILabel = {
        let label = UILabel()
        addSubview(label)
        return label
    }()

    open var titleLabel: UILabel? {
        label.text = currentTitle
        label.frame = bounds
        return label
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        label.text = currentTitle
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        label.textColor = currentTitleColor
    }

    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// The title of the state the button is in (disabled, else normal).
    open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }
    open var currentTitleColor: UIColor { titleColor(for: isEnabled ? .normal : .disabled) ?? tintColor }

    open var adjustsFontForContentSizeCategory: Bool {
        get { label.adjustsFontForContentSizeCategory }
        set { label.adjustsFontForContentSizeCategory = newValue }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitStandIn.measure(currentTitle ?? "", font: label.font, width: size.width, lines: 1)
    }

    override var standInDefaultIsElement: Bool { true }
    override var standInDefaultLabel: String? { currentTitle }
    override var standInDefaultTraits: UIAccessibilityTraits { isEnabled ? .button : [.button, .notEnabled] }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs for an event.
@MainActor open class UIAction {
    public let title: String
    let handler: UIActionHandler
    open var sender: Any?

    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
    }
}

@MainActor open class UITextRange {}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let font = NSAttributedString.Key("NSFont")
}

// UITextFieldDelegate's methods are optional in UIKit: the defaults here are UIKit's behaviour
// without them.
@MainActor public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field; `standInType` and `standInPressReturn` stand for the keyboard.
@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Never nil when read, as in UIKit.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText: String? = ""
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textColor: UIColor? = .label
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var isSecureTextEntry: Bool = false
    open var returnKeyType: UIReturnKeyType = .default
    open var clearButtonMode: UITextField.ViewMode = .never
    open var adjustsFontForContentSizeCategory = false
    weak open var delegate: (any UITextFieldDelegate)?
    /// The text an input method is still composing; set by the test.
    open var markedTextRange: UITextRange? { standInMarkedText }
    public var standInMarkedText: UITextRange?

    override open var canBecomeFirstResponder: Bool { isEnabled }

    override func didBecomeFirstResponder() {
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    override func didResignFirstResponder() {
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// Typing `typed` at the end of the text, as the keyboard does: the delegate may refuse it.
    public func standInType(_ typed: String) {
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true else { return }
        text = current + typed
        sendActions(for: .editingChanged)
    }

    /// Return: asks the delegate, then ends editing when the field has an end-on-exit action.
    public func standInPressReturn() {
        _ = delegate?.textFieldShouldReturn(self)
        if standInActionCount(for: .editingDidEndOnExit) > 0 {
            sendActions(for: .editingDidEndOnExit)
            resignFirstResponder()
        }
    }

    override func standInTraitsDidChange(from previous: UITraitCollection) {
        if adjustsFontForContentSizeCategory, let scaled = font?.standInRescaled(for: traitCollection) { font = scaled }
    }

    override var standInDefaultIsElement: Bool { true }
    override var standInDefaultLabel: String? { text?.isEmpty == false ? nil : placeholder }
    override var standInDefaultTraits: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }
}

@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
}

// UITextViewDelegate's methods are optional in UIKit: the defaults here are UIKit's behaviour
// without them.
@MainActor public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A multi-line text view; `standInType` stands for the keyboard.
@MainActor open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    /// Never nil when read, as in UIKit.
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor? = .label
    open var isEditable = true
    open var returnKeyType: UIReturnKeyType = .default
    open var adjustsFontForContentSizeCategory = false
    weak open var delegate: (any UITextViewDelegate)?
    open var markedTextRange: UITextRange? { standInMarkedText }
    public var standInMarkedText: UITextRange?

    override open var canBecomeFirstResponder: Bool { isEditable }

    override func didBecomeFirstResponder() { delegate?.textViewDidBeginEditing(self) }
    override func didResignFirstResponder() { delegate?.textViewDidEndEditing(self) }

    /// Typing `typed` at the end of the text: the delegate may refuse it, else it is told of the change.
    public func standInType(_ typed: String) {
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: typed) ?? true else { return }
        storedText += typed
        delegate?.textViewDidChange(self)
    }

    override func standInTraitsDidChange(from previous: UITraitCollection) {
        if adjustsFontForContentSizeCategory, let scaled = font?.standInRescaled(for: traitCollection) { font = scaled }
    }

    override var standInDefaultIsElement: Bool { true }
    override var standInDefaultLabel: String? { text }
}

@MainActor public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

// UIPickerViewDelegate's methods are optional in UIKit: the defaults here are UIKit's behaviour
// without them.
@MainActor public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    { UIView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A picker: its rows come from its data source and delegate; `standInSpin` stands for a finger.
@MainActor open class UIPickerView: UIView {
    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
    private var selected: [Int: Int] = [:]

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }
    open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? 0 }
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    open func reloadAllComponents() {}

    /// The row views the delegate gives for the component.
    public func standInRowViews(inComponent component: Int = 0) -> [UIView] {
        (0..<numberOfRows(inComponent: component)).map {
            delegate?.pickerView(self, viewForRow: $0, forComponent: component, reusing: nil) ?? UIView()
        }
    }

    /// A finger settling the wheel on `row`: selects it and tells the delegate.
    public func standInSpin(to row: Int, inComponent component: Int = 0) {
        selected[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
