import DialogDiagnostics
import DialogSpec

/// A file past one of the documented size limits: bytes, nesting, string length or dialogs.
public enum LimitExceeded: Rule {
    public static let description = RuleDescription(
        id: .limitExceeded,
        stage: .reader,
        summary: "a file over 8 MiB, nesting deeper than 512 levels, a string over 100,000 UTF-8 bytes or over 10,000 dialogs in a file",
        explanation: """
            dialogc reads files it does not control, so every input is bounded and no file can crash \
            it, exhaust its memory or stall a build. The limits are far above any real spec: a file \
            may have at most 8 MiB (8,388,608 bytes), checked before it is parsed, and the finding \
            points at line 1, column 1; arrays and objects may nest at most 512 levels deep, and the \
            finding points at the bracket or brace that opens level 513; a string, key or value, may \
            have at most 100,000 bytes of UTF-8 once its escapes are decoded, and the finding points \
            at its opening quote; a file may declare at most 10,000 dialogs, and the finding points \
            at the first dialog past the limit. Reading stops at the first three (the rest of the \
            file is not checked); dialogs past the 10,000th are not read. Split a file that comes \
            close into several: dialog ids are unique across files anyway.
            """,
        triggering: [
            .file(String(repeating: "[", count: 512) + "1️⃣[" + String(repeating: "]", count: 513))
        ],
        nonTriggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"\(String(repeating: "long ", count: 200))\"}")
        ])
}

extension LimitExceeded {
    /// The wording the decoder's per-object files declare for this rule; the rest of its
    /// findings are worded by `DecodingContext`, which is not converted yet.
    public static var messages: [RuleMessage] { [DecoderMessages.LimitExceeded.tooManyDialogs(10_001, limit: 10_000)] }
}
