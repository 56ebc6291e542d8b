import DialogLayoutEngine

extension DialogPresenter {
    /// Keeps where assistive technologies' focus is before `state`'s dialog takes it: the
    /// element an earlier dialog of the same run took it from, else the host's.
    func keepAccessibilityFocus(of state: PresentationState, inheriting inherited: AnyObject?) {
        // Across a run of queued dialogs focus goes back once, to where it was before the first.
        state.accessibilityFocus = inherited ?? (state.takesAccessibilityFocus ? host.accessibilityFocusedElement : nil)
    }

    /// Speaks a toast's text as it appears, unless its spec asks for silence.
    func announce(_ state: PresentationState) {
        let descriptor = state.descriptor
        guard descriptor.kind == .toast, descriptor.announcement != .none,
            let text = descriptor.text(of: .message), !text.isEmpty
        else { return }
        host.announce(text, priority: descriptor.announcement)
    }

    /// Lays the dialog on screen out again when the settings it was laid out with change, so its
    /// colors follow the new appearance; frames and the running phase stay, the hide to come
    /// takes the new motion.
    func accessibilityChanged(to settings: DialogAccessibility) {
        guard let state = current, state.stage != .done, let old = state.screen else { return }
        let screen = settings.applied(to: old)
        guard screen != old else { return }
        state.screen = screen
        let layout = DescriptorLayout(state.descriptor, on: screen, measurer: host.textMeasurer)
        state.motion = DialogMotion(layout)
        if screen.appearance != old.appearance { host.update(state.id, layout: layout) }
    }
}
