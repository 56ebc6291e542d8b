import DialogLayoutEngine

// The words a spec shares with the plan and the runtime are DialogLayoutEngine's types; the names
// below are the spec's for them, aliases so nothing maps one copy onto another.

/// A button's `style`: the engine's role, which the plan's and the runtime's buttons have.
public typealias ButtonStyle = DialogButtonRole

/// `style.textAlignment`: the engine's alignment.
public typealias TextAlignment = DialogTextAlignment

/// A `#RRGGBB` or `#RRGGBBAA` color: the engine's, which the plan paints and the runtime draws.
public typealias Color = DialogColor

/// `presentation.show.animation` and `presentation.hide.animation`: the engine's animation.
public typealias ShowAnimation = MotionInput.Animation

/// `presentation.show.type`, where a dialog appears from and so hides: the engine's.
public typealias ShowType = DialogShowType

/// `presentation.renderer`, the platform's alert controller or a custom view: the engine's.
public typealias Renderer = DialogRenderer
