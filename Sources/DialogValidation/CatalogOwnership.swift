import DialogSpec
import DialogStringCatalogs

/// Which keys of a shared catalog dialogc wrote, so that `dialogc strings` marks stale only its
/// own keys that no spec names any more, never the app's.
///
/// Teams share one catalog between the app and its dialogs, and the app's keys may be `manual`
/// too (keys the app's code looks up by hand), so the extraction state cannot tell them apart.
/// Every key dialogc writes gets a comment whose last line says where the text shows ("Title of
/// the alert 'delete-album'.", `CatalogExtraction.placement`); Xcode keeps a key's comment as it
/// is when it saves the catalog, and a key's name alone would miss the dialogs a team deleted and
/// the keys a spec names itself (`"key"`). So a key is dialogc's when its comment's last line is
/// exactly such a sentence for some kind, dialog id and part. A comment edited by hand in Xcode
/// makes the key the team's: it is then never marked stale, which loses nothing.
package enum CatalogOwnership {
    /// Whether dialogc wrote `entry`: its comment ends with a placement sentence.
    package static func wroteKey(_ key: String, _ entry: StringCatalogEntry) -> Bool {
        guard let comment = entry.comment, let last = comment.split(separator: "\n", omittingEmptySubsequences: false).last else {
            return false
        }
        return isPlacement(String(last))
    }

    /// Whether `line` is a sentence `CatalogExtraction.placement` writes, for any part of a
    /// dialog of any kind.
    package static func isPlacement(_ line: String) -> Bool {
        for kind in DialogKindTable.all {
            let owner = " the \(kind.name) '"
            var searched = line.startIndex..<line.endIndex
            // The id runs from the owner to the next quote; a button id before it may hold the same words.
            while let found = line.range(of: owner, range: searched) {
                searched = found.upperBound..<line.endIndex
                guard let close = line[found.upperBound...].firstIndex(of: "'") else { break }
                let id = String(line[found.upperBound..<close])
                if elements(in: line).contains(where: { CatalogExtraction.placement(of: $0, kind: kind.name, id: id) == line }) {
                    return true
                }
            }
        }
        return false
    }

    /// The parts of a dialog `line` may be about: the fixed ones, the button its quotes name and
    /// the row its number names.
    private static func elements(in line: String) -> [LocalizableText.Element] {
        var elements: [LocalizableText.Element] = [
            .title, .subtitle, .message, .placeholder, .initialText, .emptyMessage, .accessibilityLabel, .accessibilityHint,
        ]
        let buttonPrefixes = [
            "Title of the button '", "What VoiceOver says for the button '", "What VoiceOver says after the label of the button '",
        ]
        for prefix in buttonPrefixes where line.hasPrefix(prefix) {
            guard let close = line.dropFirst(prefix.count).firstIndex(of: "'") else { continue }
            let id = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<close])
            elements += [.button(id: id), .buttonAccessibilityLabel(id: id), .buttonAccessibilityHint(id: id)]
        }
        if line.hasPrefix("Row "), let row = Int(line.dropFirst(4).prefix { $0.isNumber }), row > 0 {
            elements.append(.option(index: row - 1))
        }
        return elements
    }
}
