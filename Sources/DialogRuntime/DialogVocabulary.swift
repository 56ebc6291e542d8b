// Re-exported so that apps and generated code, which import only DialogRuntime, see the layout
// engine's types: a dialog's kind, a button's role, a color, a font weight, an alignment and an
// animation are the engine's own, one type each for the spec, the plan and the app, not copies
// this module would map onto the engine's.
@_exported import DialogLayoutEngine
