import DialogSpec
import DialogWriters

/// Wording shared by the lint rules' messages, so every finding names things the same way.
package enum LintWording {
    /// How a finding names a dialog: its kind and id, e.g. `alert 'delete-photo'`.
    package static func name(of dialog: Dialog) -> String {
        joined(kind(of: dialog), " '", dialog.id.value, "'")
    }

    /// The kind of a dialog in prose: `alert`, `action sheet`, `toast`, `picker` or `text input`.
    package static func kind(of dialog: Dialog) -> String {
        dialog.type.value.table.name
    }

    /// How a finding names a button of a dialog, e.g. `button 'delete' of alert 'delete-photo'`.
    package static func name(of button: Button, in dialog: Dialog) -> String {
        joined("button '", button.id.value, "' of ", kind(of: dialog), " '", dialog.id.value, "'")
    }

    /// `parts` as one string, with room for all of them made once: an interpolation grows its
    /// string part by part, and most findings' messages are built of a handful of parts.
    package static func joined(_ parts: String...) -> String {
        joined(parts: parts)
    }

    /// `joined(_:)` of a list built at run time.
    package static func joined(parts: [String]) -> String {
        ByteBuffer.string(joining: parts)
    }

    /// A number of seconds as people write it: `2`, `2.5`, `0.25`, rounded to a hundredth.
    package static func seconds(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Quoted names joined as prose: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    package static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.last ?? "" }
        var text = MessageText()
        text.appendList(names)
        return text.finish()
    }
}
