import DialogDiagnostics

/// The ids of what reading design tokens finds wrong. Reading a token file reports as a spec's
/// decoder does: JSON that is not well formed is `json-syntax`, a key written twice
/// `duplicate-key`, a file past a reader limit `limit-exceeded`; what is wrong with the tokens
/// themselves has an id of its own, listed in Documentation/DesignTokens.md.
extension RuleID {
    /// A `$type` the Format module does not define.
    package static let tokenUnknownType: RuleID = "token-unknown-type"
    /// A token with no `$type` of its own, in none of its groups, and no alias to take it from.
    package static let tokenMissingType: RuleID = "token-missing-type"
    /// A value its type does not accept: a color object without components, a dimension in `em`...
    package static let tokenInvalidValue: RuleID = "token-invalid-value"
    /// A token or group name the Format module forbids: starting with `$`, or holding `{`, `}` or `.`.
    package static let tokenInvalidName: RuleID = "token-invalid-name"
    /// An alias naming no token.
    package static let unknownToken: RuleID = "unknown-token"
    /// Aliases that lead back to where they started.
    package static let tokenCycle: RuleID = "token-cycle"
    /// An alias to a token of another type than the one the token declares.
    package static let tokenTypeMismatch: RuleID = "token-type-mismatch"
    /// A form of the Format module dialogc does not read (`$ref`, `$extends`, JSON Pointer references).
    package static let tokenUnsupported: RuleID = "token-unsupported"
    /// A resolver's modifier asked for a context it does not have.
    package static let tokenUnknownContext: RuleID = "token-unknown-context"
    /// A resolver's source file that cannot be read, or a reference to nothing in the resolver.
    package static let tokenMissingSource: RuleID = "token-missing-source"

    /// Every id the token reader reports that is its own, for the documentation's list.
    package static let designTokenRules: [RuleID] = [
        .tokenUnknownType, .tokenMissingType, .tokenInvalidValue, .tokenInvalidName, .unknownToken, .tokenCycle,
        .tokenTypeMismatch, .tokenUnsupported, .tokenUnknownContext, .tokenMissingSource,
    ]
}

/// The wording of the token reader's findings, one message per case, declared once.
package enum TokenMessages {
    package static func unknownType(_ type: String) -> RuleMessage {
        RuleMessage("unknown-type", "unknown token type '\(type)'")
    }
    package static func missingType(_ path: String) -> RuleMessage {
        RuleMessage("missing-type", "token '\(path)' has no '$type', and none of its groups gives one")
    }
    package static func invalidValue(_ path: String, _ problem: String) -> RuleMessage {
        RuleMessage("invalid-value", "token '\(path)': \(problem)")
    }
    package static func notAString(_ key: String) -> RuleMessage {
        RuleMessage("not-a-string", "'\(key)' must be a string")
    }
    package static func notAnArray(_ what: String) -> RuleMessage {
        RuleMessage("not-an-array", "\(what) must be an array")
    }
    package static func notAnObject(_ what: String) -> RuleMessage {
        RuleMessage("not-an-object", "\(what) must be an object")
    }
    package static func invalidName(_ name: String) -> RuleMessage {
        RuleMessage("invalid-name", "'\(name)' is not a token or group name: it may not start with '$' or hold '{', '}' or '.'")
    }
    package static func unknownProperty(_ key: String) -> RuleMessage {
        RuleMessage("unknown-property", "unknown property '\(key)' in a token file")
    }
    package static func unknownToken(_ path: String) -> RuleMessage {
        RuleMessage("unknown-token", "no token named '\(path)'")
    }
    package static func cycle(_ paths: [String]) -> RuleMessage {
        RuleMessage("cycle", "aliases form a cycle: " + paths.map { "'\($0)'" }.joined(separator: " -> "))
    }
    package static func typeMismatch(_ path: String, declared: String, target: String, targetType: String) -> RuleMessage {
        RuleMessage(
            "type-mismatch", "token '\(path)' is a \(declared), but its alias '\(target)' names a \(targetType)")
    }
    package static func unsupported(_ form: String) -> RuleMessage {
        RuleMessage("unsupported", "\(form) is not read by dialogc")
    }
    package static func unknownContext(_ context: String, modifier: String, known: [String]) -> RuleMessage {
        RuleMessage(
            "unknown-context",
            "modifier '\(modifier)' has no context '\(context)'; it has "
                + known.map { "'\($0)'" }.joined(separator: ", "))
    }
    package static func legacyTokensStudio(_ path: String) -> RuleMessage {
        RuleMessage(
            "legacy-tokens-studio",
            "token '\(path)' is in Tokens Studio's legacy form ('value' and 'type' without '$'), which dialogc does not read; set Tokens Studio's token format to W3C DTCG"
        )
    }
    package static func missingSource(_ reference: String) -> RuleMessage {
        RuleMessage("missing-source", "no token source at '\(reference)'")
    }
    package static func unknownModifier(_ modifier: String) -> RuleMessage {
        RuleMessage("unknown-modifier", "the resolver has no modifier '\(modifier)'")
    }
}
