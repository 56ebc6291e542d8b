import DialogDiagnostics

/// A decoded value whose ranges can be moved by a number of bytes, so that it points where its
/// bytes stand after an edit before them changed the file's length.
///
/// The language server decodes again only the dialog an edit touched; every dialog after it holds
/// the same bytes as before, `distance` bytes later or earlier, and is moved instead of decoded
/// again. A moved value equals (`==`, which compares every range) the value a decoding of the
/// edited file gives. Each model type moves every `ByteRange` and `Located` it stores:
/// `RelocationTests` decodes every spec and fixture twice, around an inserted run of spaces, and
/// fails naming the dialog when a range is left behind.
package protocol Relocatable {
    /// Moves every range the value holds `distance` bytes, later when positive; a range moved
    /// before the file's start stops the program (`ByteRange.move(by:)`).
    mutating func move(by distance: Int)
}

extension Relocatable {
    /// The value with every range it holds moved `distance` bytes.
    package func moved(by distance: Int) -> Self {
        var moved = self
        moved.move(by: distance)
        return moved
    }
}

// MARK: - Containers

// `ByteRange.move(by:)` is DialogDiagnostics', where findings are moved too.
extension ByteRange: Relocatable {}

extension Located: Relocatable {
    package mutating func move(by distance: Int) {
        range.move(by: distance)
    }
}

extension Optional: Relocatable where Wrapped: Relocatable {
    package mutating func move(by distance: Int) {
        self?.move(by: distance)
    }
}

extension Array: Relocatable where Element: Relocatable {
    package mutating func move(by distance: Int) {
        for index in indices {
            self[index].move(by: distance)
        }
    }
}

extension Dictionary: Relocatable where Value: Relocatable {
    /// Moves the values in place: the keys name elements and plural categories, never places, so
    /// nothing is hashed again.
    package mutating func move(by distance: Int) {
        for index in values.indices {
            values[index].move(by: distance)
        }
    }
}

// MARK: - The spec

extension SpecFile {
    /// Moves the dialogs from `index` on `distance` bytes: those after an edit inside dialog
    /// `index - 1` (or before the first dialog, for 0) that changed the file's length by `distance`.
    ///
    /// What else the edit changed is the caller's to set: `source`, which must hold the edited
    /// bytes, the dialog it touched, decoded again, and the file-wide `suppressions`, which move
    /// too when they lie after the edit (the top level's keys come in any order).
    package mutating func moveDialogs(from index: Int, by distance: Int) {
        for dialog in index..<dialogs.count {
            dialogs[dialog].move(by: distance)
        }
    }
}

// `Dialog` moves itself (Dialog.swift): it keeps the distance beside its shared box.

extension Dialog.Fields: Relocatable {
    package mutating func move(by distance: Int) {
        id.move(by: distance)
        type.move(by: distance)
        title.move(by: distance)
        subtitle.move(by: distance)
        message.move(by: distance)
        buttons.move(by: distance)
        options.move(by: distance)
        selectedIndex.move(by: distance)
        input.move(by: distance)
        autoHide.move(by: distance)
        limits.move(by: distance)
        presentation.move(by: distance)
        style.move(by: distance)
        layout.move(by: distance)
        suppressions.move(by: distance)
        renamedFrom.move(by: distance)
        accessibilityLabel.move(by: distance)
        accessibilityHint.move(by: distance)
        announcement.move(by: distance)
        range.move(by: distance)
        parameters.move(by: distance)
        comment.move(by: distance)
        textLocalizations.move(by: distance)
        tokenReferences.move(by: distance)
    }
}

extension Button: Relocatable {
    package mutating func move(by distance: Int) {
        id.move(by: distance)
        title.move(by: distance)
        style.move(by: distance)
        preferred.move(by: distance)
        color.move(by: distance)
        font.move(by: distance)
        renamedFrom.move(by: distance)
        accessibilityLabel.move(by: distance)
        accessibilityHint.move(by: distance)
        range.move(by: distance)
    }
}

extension TextInputSettings: Relocatable {
    package mutating func move(by distance: Int) {
        placeholder.move(by: distance)
        initialText.move(by: distance)
        multiline.move(by: distance)
        secure.move(by: distance)
        required.move(by: distance)
        behaviour.move(by: distance)
        range.move(by: distance)
        misplacedMaxLength.move(by: distance)
    }
}

extension InputBehaviour: Relocatable {
    package mutating func move(by distance: Int) {
        returnKey.move(by: distance)
        allowsNewlines.move(by: distance)
        emptyMessage.move(by: distance)
        clearButton.move(by: distance)
    }
}

extension Limits: Relocatable {
    package mutating func move(by distance: Int) {
        maxOptions.move(by: distance)
        maxLength.move(by: distance)
    }
}

extension Suppression: Relocatable {
    package mutating func move(by distance: Int) {
        rule.move(by: distance)
        reason.move(by: distance)
        range.move(by: distance)
    }
}

// MARK: - Presentation and motion

extension Presentation: Relocatable {
    package mutating func move(by distance: Int) {
        show.move(by: distance)
        hide.move(by: distance)
        dismissOnCoverTap.move(by: distance)
        renderer.move(by: distance)
        coverTapResult.move(by: distance)
    }
}

extension Presentation.Show: Relocatable {
    package mutating func move(by distance: Int) {
        type.move(by: distance)
        animation.move(by: distance)
        duration.move(by: distance)
        coverAlpha.move(by: distance)
        motion.move(by: distance)
        range.move(by: distance)
    }
}

extension Presentation.Hide: Relocatable {
    package mutating func move(by distance: Int) {
        showType.move(by: distance)
        duration.move(by: distance)
        animation.move(by: distance)
        motion.move(by: distance)
        range.move(by: distance)
    }
}

extension Motion: Relocatable {
    package mutating func move(by distance: Int) {
        curve.move(by: distance)
        spring.move(by: distance)
        fromScale.move(by: distance)
        toScale.move(by: distance)
        fromOpacity.move(by: distance)
        toOpacity.move(by: distance)
        translateY.move(by: distance)
        coverPhase.move(by: distance)
        coverDuration.move(by: distance)
        reducedMotion.move(by: distance)
    }
}

extension ReducedMotionVariant: Relocatable {
    package mutating func move(by distance: Int) {
        animation.move(by: distance)
        duration.move(by: distance)
        range.move(by: distance)
    }
}

extension Spring: Relocatable {
    package mutating func move(by distance: Int) {
        dampingRatio.move(by: distance)
        response.move(by: distance)
        range.move(by: distance)
    }
}

// MARK: - Style and layout

extension Style: Relocatable {
    package mutating func move(by distance: Int) {
        titleFont.move(by: distance)
        messageFont.move(by: distance)
        titleColor.move(by: distance)
        messageColor.move(by: distance)
        lineColor.move(by: distance)
        backgroundColor.move(by: distance)
        coverColor.move(by: distance)
        textAlignment.move(by: distance)
        cornerRadius.move(by: distance)
        parts.move(by: distance)
        range.move(by: distance)
    }
}

extension Style.Font: Relocatable {
    package mutating func move(by distance: Int) {
        size.move(by: distance)
        weight.move(by: distance)
        relativeTo.move(by: distance)
        maxSize.move(by: distance)
        range.move(by: distance)
    }
}

extension StyleParts: Relocatable {
    package mutating func move(by distance: Int) {
        buttonFont.move(by: distance)
        toolbarColor.move(by: distance)
        toolbarTitleColor.move(by: distance)
        fieldFont.move(by: distance)
        fieldColor.move(by: distance)
        placeholderColor.move(by: distance)
    }
}

extension DialogLayout: Relocatable {
    package mutating func move(by distance: Int) {
        width.move(by: distance)
        sideInset.move(by: distance)
        maxWidth.move(by: distance)
        frame.move(by: distance)
        padding.move(by: distance)
        headerHeight.move(by: distance)
        footerHeight.move(by: distance)
        buttonHeight.move(by: distance)
        buttonArrangement.move(by: distance)
        labelWidth.move(by: distance)
        toolbarHeight.move(by: distance)
        toolbarButtonWidth.move(by: distance)
        range.move(by: distance)
    }
}

extension LayoutFrame: Relocatable {
    package mutating func move(by distance: Int) {
        x.move(by: distance)
        y.move(by: distance)
        width.move(by: distance)
        height.move(by: distance)
        range.move(by: distance)
    }
}

// MARK: - Texts of format v2

extension DialogParameter: Relocatable {
    package mutating func move(by distance: Int) {
        name.move(by: distance)
        type.move(by: distance)
        comment.move(by: distance)
        defaultValue.move(by: distance)
        range.move(by: distance)
    }
}

extension TextLocalization: Relocatable {
    package mutating func move(by distance: Int) {
        plural.move(by: distance)
        comment.move(by: distance)
        key.move(by: distance)
    }
}

extension PluralVariations: Relocatable {
    package mutating func move(by distance: Int) {
        parameter.move(by: distance)
        forms.move(by: distance)
        range.move(by: distance)
    }
}

extension LocalizableText: Relocatable {
    /// A text is built from its dialog, not kept in it; it moves for what holds texts across an edit.
    package mutating func move(by distance: Int) {
        text.move(by: distance)
        plural.move(by: distance)
    }
}
