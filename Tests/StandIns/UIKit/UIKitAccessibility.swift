// Accessibility of the UIKit test double (see UIKit.swift): the posts VoiceOver would hear are
// recorded in `UIKitStandIn.accessibilityPosts`, the settings are `UIKitStandIn`'s.

/// What an element is and does, for VoiceOver.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

    public var description: String {
        let names: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.staticText, "staticText"),
            (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.adjustable, "adjustable"),
            (.header, "header"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// What kind of container a view is to assistive technologies.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    /// A group of related elements: VoiceOver speaks its label (and hint) on moving into it.
    case semanticGroup = 4
}

/// How urgently VoiceOver speaks an announcement (an attribute of its attributed string).
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeAnnouncementPriority")
}

/// UIKit's accessibility functions and settings, as Swift sees them.
@MainActor public enum UIAccessibility {
    /// What a post tells VoiceOver.
    public struct Notification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen: VoiceOver sounds it and moves to the element given (or the first one).
        public static let screenChanged = Notification(rawValue: 1000)
        /// A part of the screen changed: VoiceOver moves to the element given (or the first one).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Text VoiceOver speaks.
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)

        public var description: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            default: "notification(\(rawValue))"
            }
        }
    }

    /// Which assistive technology `focusedElement(using:)` asks about.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    /// Recorded in `UIKitStandIn.accessibilityPosts`; a screen or layout change moves
    /// `UIKitStandIn.voiceOverFocus`.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        UIKitStandIn.record(AccessibilityPost(notification: notification, argument: argument))
    }

    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        UIKitStandIn.voiceOverFocus
    }

    public static var isReduceMotionEnabled: Bool { UIKitStandIn.isReduceMotionEnabled }
    public static var isVoiceOverRunning: Bool { UIKitStandIn.isVoiceOverRunning }
    public static var isDarkerSystemColorsEnabled: Bool { UIKitStandIn.isDarkerSystemColorsEnabled }
    public static var isBoldTextEnabled: Bool { UIKitStandIn.isBoldTextEnabled }
    public static var prefersCrossFadeTransitions: Bool { UIKitStandIn.prefersCrossFadeTransitions }

    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
}
