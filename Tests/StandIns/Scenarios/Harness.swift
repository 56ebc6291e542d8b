// The scenarios' runner: DialogRuntime's UIKit adapters driven through `UIKitDialogHost` and
// `DialogPresenter` on the behaving UIKit stand-ins, one virtual clock for the presenter's
// timers and UIKit's animations. AdapterScenarioTests builds this with the stand-ins, the layout
// engine and the runtime into one executable and reads what it prints:
//
//     SCENARIO name
//     PASS name: what held
//     FAIL name: what differed: expected …, got …
//     END name
//
// and a closing `N passed, N failed` line. It exits non-zero when a check failed.
import DialogRuntime
import UIKit

@main struct ScenarioRunner {
    static let scenarios: [(name: String, run: @MainActor (Scenario) -> Void)] =
        StandInScenarios.all + CustomAlertScenarios.all + TextInputScenarios.all + SheetAndPickerScenarios.all + ToastScenarios.all
        + SystemAlertScenarios.all + AccessibilityScenarios.all + HostAccessibilityScenarios.all

    @MainActor static func main() {
        let only = CommandLine.arguments.dropFirst().first
        var passed = 0
        var failed = 0
        for (name, run) in scenarios where only == nil || only == name {
            Scenario.say("SCENARIO \(name)")
            let scenario = Scenario(name: name)
            run(scenario)
            passed += scenario.passed
            failed += scenario.failed
            Scenario.say("END \(name)")
        }
        Scenario.say("\(passed) passed, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }
}

/// One scenario's checks, each printed as it is made.
@MainActor final class Scenario {
    let name: String
    private(set) var passed = 0
    private(set) var failed = 0

    init(name: String) { self.name = name }

    /// Written unbuffered, so a crash leaves every line before it.
    static func say(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    }

    func check(_ what: String, _ holds: Bool, _ otherwise: @autoclosure () -> String = "it does not hold") {
        if holds {
            passed += 1
            Self.say("PASS \(name): \(what)")
        } else {
            failed += 1
            Self.say("FAIL \(name): \(what): \(otherwise())")
        }
    }

    func expect<Value: Equatable>(_ what: String, _ actual: Value, _ expected: Value) {
        check(what, actual == expected, "expected \(expected), got \(actual)")
    }

    /// Numbers compared to a hundredth, as UIKit's float geometry is.
    func expect(_ what: String, _ actual: CGFloat, _ expected: CGFloat) {
        check(what, abs(actual - expected) < 0.01, "expected \(expected), got \(actual)")
    }

    func expect(_ what: String, _ actual: CGRect, _ expected: CGRect) {
        let same = [
            actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width,
            actual.height - expected.height,
        ].allSatisfy { abs($0) < 0.01 }
        check(what, same, "expected \(expected), got \(actual)")
    }
}

/// The presenter's clock on UIKit's: timers and animations share one timeline.
@MainActor final class StandInDialogClock: DialogClock {
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> any DialogTimer {
        Timer(token: UIKitStandIn.clock.schedule(after: seconds, action))
    }

    private final class Timer: DialogTimer {
        let token: Int
        init(token: Int) { self.token = token }
        func cancel() { UIKitStandIn.clock.cancel(token) }
    }
}

/// An iPhone's window with a root view controller, its host and a presenter, on a fresh UIKit.
@MainActor struct Stage {
    let window: UIWindow
    let root: UIViewController
    let host: UIKitDialogHost
    let presenter: DialogPresenter

    init() {
        UIKitStandIn.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        host = UIKitDialogHost(viewController: root)
        presenter = DialogPresenter(host: host, clock: StandInDialogClock())
    }

    /// The host's view: where covers and custom dialogs go.
    var view: UIView { host.view }

    func advance(by seconds: Double) { UIKitStandIn.clock.advance(by: seconds) }

    /// The custom dialog's view on screen: the host view's subview that is not a cover.
    var dialogView: UIView? { view.subviews.last { !($0 is UIControl) && $0 !== root.view } }

    /// The covers on screen.
    var covers: [UIControl] { view.subviews.compactMap { $0 as? UIControl } }
}

extension UIView {
    /// Every view inside this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }

    var labelTexts: [String] { allSubviews.compactMap { ($0 as? UILabel)?.text } }

    func button(titled title: String) -> UIButton? {
        allSubviews.lazy.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }
}

/// A result as the scenarios compare it: what was delivered, and whether anything was.
@MainActor final class Delivery<Result> {
    private(set) var results: [Result?] = []

    func receive(_ result: Result?) { results.append(result) }
}

func descriptor<Action>(
    _ id: String, kind: DialogKind, title: String?, message: String?, buttons: [DialogButton<Action>], autoHide: Double? = nil,
    renderer: DialogPresentation.Renderer = .custom, show: Double = 0.25, hide: Double = 0.2
) -> DialogDescriptor<Action> {
    DialogDescriptor(
        id: id, kind: kind, title: title, subtitle: nil, message: message, buttons: buttons, options: [], selectedIndex: 0,
        textField: nil, autoHide: autoHide, maxOptions: nil,
        presentation: DialogPresentation(
            showType: .center, animation: .fade, showDuration: show, hideDuration: hide, coverAlpha: 0.4,
            dismissOnCoverTap: false, renderer: renderer),
        style: DialogStyle(), source: DialogSourceLocation(file: "scenarios.json", line: 1))
}

/// The layout engine's rectangle as UIKit's.
func rect(_ frame: DialogRect) -> CGRect {
    CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
}
