/// A stable identity for a finding that survives edits which only move it.
///
/// Built from the rule id, the file and the message; messages name the dialog and the value
/// concerned but never a line or column, so inserting lines above a finding keeps its
/// fingerprint. Baselines and SARIF's `partialFingerprints` use it.
extension Diagnostic {
    /// The parts that identify the finding, joined: `rule|file|message`.
    public var identity: String { "\(ruleID)|\(location.file)|\(message)" }

    /// A 16-hex-digit FNV-1a hash of `identity`; deterministic across runs, machines and versions.
    public var fingerprint: String { Fingerprint.fnv1a64(identity) }
}

/// The hash behind `Diagnostic.fingerprint`, chosen because it needs no library and never changes.
public enum Fingerprint {
    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`, as 16 lowercase hex digits.
    public static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
