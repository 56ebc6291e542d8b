import DialogDesignTokens
import DialogDiagnostics
import DialogJSONReader
import Foundation

/// The state of decoding one file: the source, for locations, and the findings so far.
///
/// Every accessor reports what is wrong with a value and returns nil for it, so the decoder
/// carries on and one run reports every problem of the file.
package struct DecodingContext {
    package let file: SourceFile
    /// The parsed file, once `parseRoot` has read it; every node the decoders pass points into it.
    package private(set) var document = JSONDocument.empty
    package private(set) var diagnostics: [Diagnostic] = []
    /// The number of findings so far that left a value unread (missing, mistyped or invalid); the
    /// decoder compares it before and after a dialog. Unknown, duplicate and misplaced keys do not
    /// count: they leave every value the rules look at intact (a near miss is read as its key).
    package private(set) var unreadValueCount = 0
    /// Whether an unknown key that the format defines elsewhere is told where it belongs; on for
    /// specs, off for the configuration, whose keys are not the spec's.
    package let placesMisplacedKeys: Bool
    /// The file's `specVersion`, once read: from 2 on, dialogs take parameters and texts objects.
    package var specVersion = 1
    /// The design tokens a `"{color.accent}"` reference resolves against; nil when the run reads none.
    package var tokens: DesignTokenTheme?
    /// The token references of the dialog being decoded, in file order; the dialog decoder takes them.
    package var tokenReferences: [TokenReference] = []
    /// The key tables of the objects met so far, few enough to be searched one by one.
    private var keyTables: [KeyTable] = []
    /// The arrays of keys met so far with their tables.
    private var keyLists: [(keys: [String], table: Int)] = []
    /// The position in `keyLists` of the list met last.
    private var lastKeyList = 0
    /// The masks made so far: for a table, a type name and the keys it allows, the bits of those keys.
    private var masks: [(table: Int, type: String, allowed: Set<String>, mask: UInt64)] = []
    /// The key table of each enumeration met so far, by type.
    private var enumerationTables: [(type: ObjectIdentifier, table: Int, cases: AnyObject)] = []

    package init(file: SourceFile, placesMisplacedKeys: Bool = false) {
        self.file = file
        self.placesMisplacedKeys = placesMisplacedKeys
    }

    /// The state of decoding `file`, already read into `document`.
    package init(file: SourceFile, document: JSONDocument, placesMisplacedKeys: Bool = false) {
        self.init(file: file, placesMisplacedKeys: placesMisplacedKeys)
        self.document = document
    }

    /// Parses the file; a syntax error becomes its `json-syntax` finding, an exceeded reader limit
    /// (file size, nesting, string length) its `limit-exceeded` finding, and the result is nil.
    package mutating func parseRoot(with reader: JSONReader = JSONReader()) -> JSONNode? {
        do {
            document = try reader.read(file)
            return document.root
        } catch {
            let rule: RuleID = if case .limitExceeded = error { .limitExceeded } else { .jsonSyntax }
            let details = error.error
            report(Diagnostic(.error, rule: rule, details.message, at: file.location(details.start, details.end)))
            return nil
        }
    }

    /// The token references read since the last call, in file order (the decoder reads a dialog's
    /// keys in an order of its own), handed to the dialog that wrote them.
    package mutating func takeTokenReferences() -> [TokenReference] {
        guard !tokenReferences.isEmpty else { return [] }
        defer { tokenReferences = [] }
        return tokenReferences.sorted { $0.range.startOffset < $1.range.startOffset }
    }

    package mutating func report(_ diagnostic: Diagnostic) {
        if [RuleID.missingKey, .typeMismatch, .invalidValue].contains(diagnostic.rule) { unreadValueCount += 1 }
        diagnostics.append(diagnostic)
    }

    /// Runs `body`, whose findings leave no value unread that a rule looks at (suppressions): a
    /// mistake there is reported but does not keep the rules from checking the dialog.
    package mutating func readingNoRuleInput<Result>(_ body: (inout DecodingContext) -> Result) -> Result {
        let count = unreadValueCount
        defer { unreadValueCount = count }
        return body(&self)
    }

    /// The bytes of `node`, which a decoded value keeps.
    package func range(of node: JSONNode) -> ByteRange {
        ByteRange(document.start(node), document.end(node))
    }

    /// The opening brace of an object: where "missing key" findings point.
    package func openingRange(of node: JSONNode) -> ByteRange {
        let start = document.start(node)
        return ByteRange(start, start + 1)
    }

    package func location(of node: JSONNode) -> SourceLocation {
        location(range(of: node))
    }

    package func location(ofKey member: JSONMember) -> SourceLocation {
        location(of: member.keyNode)
    }

    package func location(ofKey member: JSONDocument.Member) -> SourceLocation {
        location(of: member.key)
    }

    package func openingLocation(of node: JSONNode) -> SourceLocation {
        location(openingRange(of: node))
    }

    /// A location of this file, for a finding.
    package func location(_ range: ByteRange) -> SourceLocation {
        file.location(range)
    }

    // MARK: Objects

    /// Opens `node` as an object with the given known keys, reporting a non-object, duplicate keys
    /// and unknown keys. `allowedForType`, when given, narrows the known keys for a dialog type.
    /// `aliases` maps another object's name for a key to this object's (read as it, like a near
    /// miss); `hints` holds advice for unknown keys that mean something else here.
    ///
    /// Keys are matched as bytes; only an unknown key is decoded, for its message.
    package mutating func object(
        _ node: JSONNode,
        named name: ObjectName,
        keys: [String],
        allowedForType: (type: String, keys: Set<String>)? = nil,
        aliases: [String: String] = [:],
        hints: [String: Suggestion] = [:]
    ) -> ObjectFields? {
        guard document.kind(node) == .object else {
            report(mismatch(name.spelled, expected: "an object", found: node))
            return nil
        }
        let tableIndex = keyTable(for: keys)
        let table = keyTables[tableIndex]
        var allowedMask: UInt64?
        if let allowed = allowedForType { allowedMask = mask(ofTable: tableIndex, for: allowed.type, allowing: allowed.keys) }
        var slots = ObjectFields.Slots(count: keys.count)
        // The findings wait until every member is matched, so the matching only reads: duplicates
        // first, then the unknown and not allowed keys, each in source order.
        var duplicates: [(member: JSONDocument.Member, first: ByteRange)] = []
        var judged: [(member: JSONDocument.Member, index: Int)] = []
        var seenOthers = SeenKeys()
        var others: [JSONDocument.Member] = []
        let document = self.document
        do {
            let (nodes, bytes) = (document.nodes.span, document.bytes.span)
            var keyIndex = Int(node.index) + 1
            let end = Int(nodes[node.offset].next)
            while keyIndex < end {
                let key = nodes[keyIndex]
                let member = JSONDocument.Member(key: JSONNode(index: Int32(keyIndex)), value: JSONNode(index: Int32(keyIndex + 1)))
                keyIndex = Int(nodes[keyIndex + 1].next)
                let position: Int? =
                    if table.matchesBytes, key.flags & JSONDocument.Node.plainASCII != 0 {
                        table.index(ofBytesIn: bytes, from: Int(key.start) + 1, to: Int(key.end) - 1)
                    } else {
                        table.index(of: member.key, in: document)
                    }
                guard let position else {
                    if let first = seenOthers.first(of: member.key, among: others, in: document) {
                        duplicates.append((member, ByteRange(Int(nodes[first.key.offset].start), Int(nodes[first.key.offset].end))))
                    } else {
                        others.append(member)
                        judged.append((member, -1))
                    }
                    continue
                }
                let seen = slots[position]
                if seen != ObjectFields.Slots.empty {
                    let first = nodes[Int(ObjectFields.Slots.keyNode(seen))]
                    duplicates.append((member, ByteRange(Int(first.start), Int(first.end))))
                    continue
                }
                let isAllowed =
                    if let allowed = allowedForType {
                        allowedMask.map { $0 & 1 << UInt64(position) != 0 } ?? allowed.keys.contains(keys[position])
                    } else { true }
                if isAllowed {
                    slots[position] = member.key.index
                } else {
                    slots[position] = ObjectFields.Slots.seenNotAllowed(member.key.index)
                    judged.append((member, position))
                }
            }
        }
        for (member, first) in duplicates {
            reportDuplicate(member, first: first)
        }
        var nearMisses: [(index: Int, keyNode: Int32)] = []
        for (member, position) in judged {
            guard position < 0 else {
                report(
                    Diagnostic(
                        .error, rule: .keyNotAllowedForType,
                        DecoderMessages.KeyNotAllowedForType.notAllowed(keys[position], type: allowedForType?.type ?? ""),
                        at: location(of: member.key)))
                continue
            }
            let key = self.key(of: member)
            let candidates = allowedForType.map { allowed in keys.filter { allowed.keys.contains($0) } } ?? keys
            let meant = aliases[key] ?? Suggestions.closest(to: key, among: candidates)
            if let meant, let index = table.index(of: meant) { nearMisses.append((index, member.key.index)) }
            // A near miss beside the key it is near is not renamed: the key would be written twice.
            let meantIsSet = meant.flatMap { table.index(of: $0) }.map { slots[$0] >= 0 } ?? false
            var suggestion =
                meant.map { meantIsSet ? Suggestion(DecoderMessages.UnknownKey.besideMeant($0)) : Suggestion.didYouMean($0, quoted: true) }
                ?? hints[key] ?? misplacedKeyHint(key)
            if aliases[key] != nil, let places = KeyPlaces.places(of: key) {
                suggestion?.message += "; " + DecoderMessages.UnknownKey.belongsIn(key, places).text
            }
            report(
                Diagnostic(
                    .error, rule: .unknownKey, DecoderMessages.UnknownKey.unknown(key, in: name.spelled), at: location(of: member.key),
                    suggestion: suggestion))
        }
        // A near miss (`titel`) is read as the key it is near, unless that key is there too, so the
        // checks go on as the author meant: no `missing-key` or `missing-content` for a typo, and
        // the dialog's other problems are still found in the same run.
        var nearMissBits: UInt64 = 0
        for (index, keyNode) in nearMisses where slots[index] < 0 {
            slots[index] = keyNode
            if index < 64 { nearMissBits |= 1 << UInt64(index) }
        }
        return ObjectFields(node: node, name: name, table: table, slots: slots, nearMisses: nearMissBits)
    }

    /// The table of `keys`, made the first time this file's decoding meets them. A decoder passes
    /// the same static array every time, and arrays that share their storage compare equal without
    /// comparing keys, so the lists met are searched by equality, the last one met first.
    private mutating func keyTable(for keys: [String]) -> Int {
        if lastKeyList < keyLists.count, keyLists[lastKeyList].keys == keys { return keyLists[lastKeyList].table }
        if let known = keyLists.firstIndex(where: { $0.keys == keys }) {
            lastKeyList = known
            return keyLists[known].table
        }
        let table: Int
        if let index = keyTables.firstIndex(where: { $0.isTable(of: keys) }) {
            table = index
        } else {
            keyTables.append(KeyTable.shared(for: keys))
            table = keyTables.count - 1
        }
        keyLists.append((keys, table))
        lastKeyList = keyLists.count - 1
        return table
    }

    /// The bits, by position in table `table`'s keys, of the keys `allowed` holds; nil when there
    /// are more keys than bits.
    private mutating func mask(ofTable table: Int, for type: String, allowing allowed: Set<String>) -> UInt64? {
        let keys = keyTables[table].keys
        guard keys.count <= 64 else { return nil }
        // A kind passes the same set every time, and sets that share their storage compare equal
        // without hashing every key of both.
        for index in masks.indices where masks[index].table == table && masks[index].type == type {
            if masks[index].allowed == allowed { return masks[index].mask }
        }
        // Made once per run by the table, which every file's decoding shares: each file making
        // its own hashed every key of every kind's set again.
        let mask = keyTables[table].mask(for: type, allowing: allowed)
        masks.append((table, type, allowed, mask))
        return mask
    }

    /// The table of the names of `Value`'s cases and the cases in its order, made the first time
    /// this file's decoding meets the type: a case is then picked by position, not by its name.
    private mutating func keyTable<Value: RawRepresentable & CaseIterable>(
        forCasesOf type: Value.Type
    ) -> (table: Int, cases: [Value]) where Value.RawValue == String {
        let id = ObjectIdentifier(type)
        // The entry of this type was made below with this type's cases.
        if let known = enumerationTables.first(where: { $0.type == id }) {
            return (known.table, (known.cases as! Cases<Value>).cases)
        }
        let cases = Array(Value.allCases)
        let table = keyTable(for: cases.map(\.rawValue))
        enumerationTables.append((id, table, Cases(cases)))
        return (table, cases)
    }

    /// An enumeration's cases, kept by type in `enumerationTables`.
    private final class Cases<Value> {
        let cases: [Value]

        init(_ cases: [Value]) {
            self.cases = cases
        }
    }

    /// `member` as the decoder reads it: under the format's name for its key.
    private func member(_ member: JSONDocument.Member, as key: String) -> JSONMember {
        JSONMember(key: key, keyNode: member.key)
    }

    /// The decoded key of a member, for a message or a name the format does not fix.
    package func key(of member: JSONDocument.Member) -> String {
        document.string(member.key) ?? ""
    }

    /// The value of the first member of object `node` whose key is `key`, found without judging
    /// the object's other keys; nil when there is none or `node` is not an object.
    package func firstMember(_ key: String, of node: JSONNode) -> JSONMember? {
        document.members(node).first { document.string($0.key, equals: key) }.map { member($0, as: key) }
    }

    /// Where a key unknown in its object belongs instead, when the format defines it elsewhere.
    private func misplacedKeyHint(_ key: String) -> Suggestion? {
        guard placesMisplacedKeys, let places = KeyPlaces.places(of: key) else { return nil }
        return Suggestion(DecoderMessages.UnknownKey.belongsIn(key, places))
    }

    /// The members of object `node` with each key's first occurrence only; the later ones are
    /// reported as `duplicate-key`, pointing back at the first.
    package mutating func firstOccurrences(_ node: JSONNode) -> [JSONDocument.Member] {
        var unique: [JSONDocument.Member] = []
        var seen = SeenKeys()
        for member in document.members(node) {
            if let first = seen.first(of: member.key, among: unique, in: document) {
                reportDuplicate(member, first: first)
                continue
            }
            unique.append(member)
        }
        return unique
    }

    /// A `duplicate-key` finding at `member`, pointing back at the `first` member with its key.
    private mutating func reportDuplicate(_ member: JSONDocument.Member, first: JSONDocument.Member) {
        reportDuplicate(member, first: range(of: first.key))
    }

    /// A `duplicate-key` finding at `member`, pointing back at the key of the first member with its key.
    private mutating func reportDuplicate(_ member: JSONDocument.Member, first: ByteRange) {
        let key = self.key(of: member)
        report(
            Diagnostic(
                .error, rule: .duplicateKey, DecoderMessages.DuplicateKey.duplicate(key), at: location(of: member.key),
                notes: [DiagnosticNote(DecoderMessages.DuplicateKey.firstDefined(key), at: location(first))]))
    }

    /// Finds an earlier member with the same key: comparing bytes in the small objects of a spec,
    /// with a hash table of decoded keys in big ones, so a hostile file with thousands of keys
    /// stays linear.
    private struct SeenKeys {
        private var indexByKey: [String: Int]?

        /// The member of `unique` (the members so far) whose key equals `key`; remembers `key` when none does.
        mutating func first(
            of key: JSONNode, among unique: [JSONDocument.Member], in document: JSONDocument
        ) -> JSONDocument.Member? {
            if indexByKey == nil {
                if let first = unique.first(where: { document.string($0.key, equals: key) }) { return first }
                guard unique.count >= 16 else { return nil }
                var table = [String: Int](minimumCapacity: 64)
                for (index, member) in unique.enumerated() { table[document.string(member.key) ?? ""] = index }
                indexByKey = table
                // The new key goes in below, as every later one does.
                indexByKey![document.string(key) ?? ""] = unique.count
                return nil
            }
            let text = document.string(key) ?? ""
            if let first = indexByKey![text] { return unique[first] }
            indexByKey![text] = unique.count
            return nil
        }
    }

    /// Reports `key` as missing from `fields` when it is absent; `reason` says why it is required.
    @discardableResult
    package mutating func require(_ key: some ObjectKey, in fields: ObjectFields, reason: @autoclosure () -> String? = nil) -> Bool {
        if key.member(of: fields) != nil { return true }
        // The reason is spelled only for a key that is missing: a type's required keys are checked for every dialog.
        let message = DecoderMessages.MissingKey.missing(key.keyName, in: fields.name, reason: reason())
        report(Diagnostic(.error, rule: .missingKey, message, at: openingLocation(of: fields.node)))
        return false
    }

    // MARK: Scalars

    package mutating func string(_ key: some ObjectKey, in fields: ObjectFields, nonEmpty: Bool = false) -> Located<String>? {
        guard let member = key.member(of: fields) else { return nil }
        guard let text = document.string(member.value) else {
            report(mismatch("'\(key.keyName)'", expected: "a string", found: member.value))
            return nil
        }
        if nonEmpty, text.isEmpty {
            report(invalid(DecoderMessages.InvalidValue.empty(key.keyName), member.value))
            return nil
        }
        return Located(text, at: range(of: member.value))
    }

    package mutating func bool(_ key: some ObjectKey, in fields: ObjectFields) -> Located<Bool>? {
        guard let member = key.member(of: fields) else { return nil }
        guard let flag = document.bool(member.value) else {
            report(mismatch("'\(key.keyName)'", expected: "a boolean", found: member.value))
            return nil
        }
        return Located(flag, at: range(of: member.value))
    }

    package mutating func number(_ key: some ObjectKey, in fields: ObjectFields, bounds: Bounds) -> Located<Double>? {
        guard let member = key.member(of: fields) else { return nil }
        guard document.kind(member.value) == .number else {
            report(mismatch("'\(key.keyName)'", expected: "a number", found: member.value))
            return nil
        }
        guard let value = document.number(member.value), value.isFinite, bounds.contains(value) else {
            let text = document.numberText(member.value) ?? ""
            report(invalid(DecoderMessages.InvalidValue.outOfBounds(key.keyName, bounds.phrase, found: text), member.value))
            return nil
        }
        return Located(value, at: range(of: member.value))
    }

    package mutating func integer(_ key: some ObjectKey, in fields: ObjectFields, bounds: Bounds) -> Located<Int>? {
        guard let member = key.member(of: fields) else { return nil }
        return integer(member.value, named: key.keyName, bounds: bounds)
    }

    /// An integer: digits only, or a number with no fractional part (`1.0`, `1e2`), as JSON Schema counts them.
    package mutating func integer(_ node: JSONNode, named name: String, bounds: Bounds) -> Located<Int>? {
        // Digits alone, most integers of a spec, are read without a text.
        if let value = document.plainInteger(node), bounds.contains(Double(value)) {
            return Located(value, at: range(of: node))
        }
        guard let text = document.numberText(node) else {
            report(mismatch("'\(name)'", expected: "an integer", found: node))
            return nil
        }
        let value: Int?
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            value = Int(text)
        } else if let double = Double(text), double.isFinite, double != double.rounded() {
            report(mismatch("'\(name)'", expected: "an integer", found: node))
            return nil
        } else if let double = Double(text), double.isFinite, abs(double) <= 9_007_199_254_740_992 {
            value = Int(double)
        } else {
            // Whole, but beyond what a Double holds exactly: out of range, like a long digit string.
            value = nil
        }
        guard let value, bounds.contains(Double(value)) else {
            report(invalid(DecoderMessages.InvalidValue.integerOutOfBounds(name, bounds.phrase, found: text), node))
            return nil
        }
        return Located(value, at: range(of: node))
    }

    package mutating func enumeration<Value: RawRepresentable & CaseIterable & Sendable & Hashable>(
        _ key: some ObjectKey, in fields: ObjectFields, as type: Value.Type
    ) -> Located<Value>? where Value.RawValue == String {
        guard let member = key.member(of: fields) else { return nil }
        return enumeration(member, named: key.keyName, as: type)
    }

    /// `enumeration(_:in:as:)` of a member already found, under the format's name `keyName`.
    package mutating func enumeration<Value: RawRepresentable & CaseIterable & Sendable & Hashable>(
        _ member: JSONMember, named keyName: String, as type: Value.Type
    ) -> Located<Value>? where Value.RawValue == String {
        guard document.kind(member.value) == .string else {
            report(mismatch("'\(keyName)'", expected: "a string", found: member.value))
            return nil
        }
        let (table, cases) = keyTable(forCasesOf: Value.self)
        // Matched as bytes against the names, decoded only for a message.
        guard let value = keyTables[table].index(of: member.value, in: document).map({ cases[$0] }) else {
            let text = document.string(member.value) ?? ""
            let names = Value.allCases.map(\.rawValue)
            let suggestion = Suggestions.closestValue(to: text, among: names)
            report(
                Diagnostic(
                    .error, rule: .invalidValue, DecoderMessages.InvalidValue.notOneOf(keyName, names, found: text),
                    at: location(of: member.value),
                    suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
            return nil
        }
        return Located(value, at: range(of: member.value))
    }

    /// The full form of a color written as CSS shorthand (`#FFF`, `#FFF8`) or without its `#`.
    package static func colorSpelledOut(_ text: String) -> String? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let full = [3, 4].contains(digits.count) ? String(digits.flatMap { [$0, $0] }) : digits
        let candidate = "#" + full
        return candidate != text && Color(hex: candidate) != nil ? candidate : nil
    }

    /// An id: a letter, then letters, digits, '-' or '_'; ids become Swift names.
    package mutating func identifier(_ key: some ObjectKey, in fields: ObjectFields) -> Located<String>? {
        guard let text = string(key, in: fields) else { return nil }
        guard Self.isIdentifier(text.value) else {
            report(
                Diagnostic(
                    .error, rule: .invalidValue, DecoderMessages.InvalidValue.notAnIdentifier(key.keyName, found: text.value),
                    at: location(text.range)))
            return nil
        }
        return text
    }

    /// `Identifier.isValid(text)` judged on the text's bytes.
    private static func isIdentifier(_ text: String) -> Bool {
        let bytes = text.utf8.span
        guard !bytes.isEmpty, (bytes[0] | 0x20) &- UInt8(ascii: "a") < 26 else { return false }
        for index in 1..<bytes.count {
            let byte = bytes[index]
            let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26
            guard isLetter || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else {
                return false
            }
        }
        return true
    }

    /// The elements of an array under `key`, or nil (reported) when it is not an array or is too short.
    package mutating func array(_ key: some ObjectKey, in fields: ObjectFields, minimumCount: Int = 0) -> [JSONNode]? {
        guard let member = key.member(of: fields) else { return nil }
        guard document.kind(member.value) == .array else {
            report(mismatch("'\(key.keyName)'", expected: "an array", found: member.value))
            return nil
        }
        let elements = Array(document.elements(member.value))
        guard elements.count >= minimumCount else {
            report(invalid(DecoderMessages.InvalidValue.tooFewElements(key.keyName, minimum: minimumCount), member.value))
            return nil
        }
        return elements
    }

    // MARK: Findings

    /// A type mismatch; `subject` is how the message names the value: `'title'`, `dialog`, `the top level`.
    package func mismatch(_ subject: String, expected: String, found node: JSONNode) -> Diagnostic {
        Diagnostic(
            .error, rule: .typeMismatch,
            DecoderMessages.TypeMismatch.mismatch(subject, expected: expected, found: article(document.kind(node).typeName)),
            at: location(of: node))
    }

    package func invalid(_ message: RuleMessage, _ node: JSONNode) -> Diagnostic {
        Diagnostic(.error, rule: .invalidValue, message, at: location(of: node))
    }

    /// An invalid value in a file that is not a spec (a configuration), whose wording its own decoder keeps.
    package func invalid(_ message: String, _ node: JSONNode) -> Diagnostic {
        Diagnostic(.error, rule: .invalidValue, message, at: location(of: node))
    }

    private func article(_ typeName: String) -> String {
        switch typeName {
        case "null": "null"
        case "object", "array": "an \(typeName)"
        default: "a \(typeName)"
        }
    }
}
