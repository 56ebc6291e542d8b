import DialogLayoutEngine

/// Mirrors a render plan for a right-to-left locale as UIKit mirrors a view hierarchy whose
/// `semanticContentAttribute` follows the language: every frame flipped about the screen's
/// vertical axis, so buttons side by side swap places (the first button ends up rightmost),
/// and left- and right-aligned texts swap alignment. Vertical positions and stacks stay as
/// they are. A pass over the finished plan, so no layout needs to know about direction.
public enum PlanMirroring {
    /// `plan` as a right-to-left locale shows it on a screen `screenWidth` points wide.
    public static func mirrored(_ plan: DialogPlan, screenWidth: Double) -> DialogPlan {
        var mirrored = plan
        mirrored.elements = plan.elements.map { mirror($0, screenWidth: screenWidth) }
        return mirrored
    }

    /// `plan` mirrored when `locale` is right to left, else unchanged.
    public static func plan(_ plan: DialogPlan, in locale: LayoutLocale, screenWidth: Double) -> DialogPlan {
        locale.isRightToLeft ? mirrored(plan, screenWidth: screenWidth) : plan
    }

    private static func mirror(_ element: PlanElement, screenWidth: Double) -> PlanElement {
        var mirrored = element
        mirrored.frame.x = screenWidth - element.frame.maxX
        if var text = element.text {
            switch text.alignment {
            case .left: text.alignment = .right
            case .right: text.alignment = .left
            case .center: break
            }
            mirrored.text = text
        }
        mirrored.children = element.children.map { mirror($0, screenWidth: screenWidth) }
        return mirrored
    }
}
