// The render plan's elements, fonts, colors and timelines are DialogLayoutEngine's types, the
// ones the runtime lays dialogs out with; re-exported so DialogCompiler's API still names them.
@_exported import DialogLayoutEngine
