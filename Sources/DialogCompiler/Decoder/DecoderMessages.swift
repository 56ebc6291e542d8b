/// The wording of the findings the decoder's per-object files build, declared once per rule; the
/// rules' own files list them (`UnsupportedVersion.messages`...). The decoder sits below the
/// rules' folder, so the wording lives here rather than in the rule files.
enum DecoderMessages {
    /// `unsupported-version`.
    enum UnsupportedVersion {
        static func unsupported(_ version: String, reads supported: Int) -> RuleMessage {
            RuleMessage("unsupported", "unsupported spec version \(version); this dialogc reads version \(supported)")
        }
    }

    /// `limit-exceeded`.
    enum LimitExceeded {
        static func tooManyDialogs(_ count: Int, limit: Int) -> RuleMessage {
            RuleMessage(
                "too-many-dialogs",
                "the file has \(JSONReader.grouped(count)) dialogs, more than the limit of \(JSONReader.grouped(limit)) per file")
        }
    }

    /// `unknown-key`: the hint for a button key spelled as a style, as `"cancel": true`.
    enum UnknownKey {
        static func useStyle(_ style: String) -> RuleMessage { RuleMessage("use-style", "use 'style': '\(style)'") }
    }

    /// `missing-key`: why a dialog's type requires a key.
    enum MissingKey {
        static func neededByType(_ type: String) -> String { "a dialog of type '\(type)' needs it" }
    }

    /// `invalid-value` and `type-mismatch` on an option of a picker.
    enum Option {
        /// How a finding names option `number`, counted from 1.
        static func name(_ number: Int) -> String { "option \(number)" }
        static func empty(_ number: Int) -> RuleMessage { RuleMessage("empty-option", "\(name(number)) must not be empty") }
    }
}
