extension DialogDescriptor {
    /// The text under the title of a platform alert or sheet.
    ///
    /// Neither `UIAlertController` nor SwiftUI's alerts have a subtitle, so the subtitle
    /// leads the message on a line of its own rather than being lost.
    var alertMessage: String? {
        let parts = [subtitle, message].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
