/// A stable identity for a finding that survives edits which only move it or reword it.
///
/// Built from the rule id, the file and the subject (the id of the dialog the finding lies in,
/// empty for a finding about the file itself), never from the message, so a message can be
/// improved and lines inserted above a finding without changing its fingerprint. Baselines and
/// SARIF's `partialFingerprints` use it; findings that share all three are told apart by their
/// order, as SARIF's numbering does.
extension Diagnostic {
    /// The parts that identify the finding, joined: `rule|file|subject`.
    public var identity: String { "\(rule.rawValue)|\(location.file)|\(subject ?? "")" }

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
