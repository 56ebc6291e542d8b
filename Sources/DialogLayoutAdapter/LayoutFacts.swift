import DialogLayoutEngine

/// The lint rules read `LayoutFacts` off `LayoutGeometry.facts`; a plan's are read here, to hold them to it.
extension LayoutFacts {
    /// The facts of a laid-out `plan`, read off its elements.
    public init(plan: DialogPlan) {
        self.init(elements: plan.elements, overflows: plan.overflows)
    }
}
