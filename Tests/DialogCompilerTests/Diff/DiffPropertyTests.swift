import DialogEditing
import DialogValidation
import Foundation
import Testing

/// Properties every pair of versions has: a version against itself changes nothing, and swapping
/// the versions reports the same changes with additions and removals swapped.
@Suite struct DiffPropertyTests {
    /// Every version the fixtures hold (each side of each pair) and `Specs/`.
    static func versions() throws -> [(name: String, result: ValidationResult)] {
        var versions = [("Specs", Validator.validate(try SpecLoading.bundledSources(), tokens: SpecLoading.bundledTokens))]
        for name in try DiffFixtures.names() {
            for side in ["old", "new"] {
                versions.append(("\(name)/\(side)", try DiffFixtures.version(name, side)))
            }
        }
        return versions
    }

    static let swapped: [ChangeKind: ChangeKind] = [
        .dialogAdded: .dialogRemoved, .dialogRemoved: .dialogAdded, .buttonAdded: .buttonRemoved, .buttonRemoved: .buttonAdded,
        .textAdded: .textRemoved, .textRemoved: .textAdded, .optionAdded: .optionRemoved, .optionRemoved: .optionAdded,
        .parameterAdded: .parameterRemoved, .parameterRemoved: .parameterAdded,
        .parameterDefaultAdded: .parameterDefaultRemoved, .parameterDefaultRemoved: .parameterDefaultAdded,
    ]

    static func keys(_ changes: [SpecChange], swapping: Bool) -> [String] {
        changes.map { change in
            // Whether a parameter came with a default is the new side's to say: swapped, it is a removal either way.
            let unswapped = change.kind == .parameterAddedWithDefault ? .parameterAdded : change.kind
            let kind = swapping ? swapped[unswapped] ?? unswapped : unswapped
            return "\(kind.id) \(change.dialog) | \(change.element)"
        }.sorted()
    }

    @Test func aVersionAgainstItselfHasNoChanges() throws {
        let versions = try Self.versions()
        #expect(versions.count > 60)
        for (name, result) in versions {
            let report = DiffReport(old: result, new: result, devices: DiffFixtures.devices)
            #expect(report.changes.isEmpty, "\(name) against itself:\n\(DiffFormat.text.report(report))")
        }
    }

    /// Every pair without a rename (a rename is recorded on the new side only, so it is one-way),
    /// and pairs of unrelated versions (`Specs/` against each fixture), where everything is added or removed.
    @Test func swappingTheVersionsSwapsAddedAndRemoved() throws {
        let specs = Validator.validate(try SpecLoading.bundledSources(), tokens: SpecLoading.bundledTokens)
        var pairs: [(String, ValidationResult, ValidationResult)] = []
        for name in try DiffFixtures.names() where !name.contains("renamed") {
            let old = try DiffFixtures.version(name, "old")
            let new = try DiffFixtures.version(name, "new")
            pairs += [(name, old, new), ("Specs vs \(name)", specs, new)]
        }
        #expect(pairs.count > 50)
        var changed = 0
        for (name, a, b) in pairs {
            let forward = DiffReport(old: a, new: b, devices: DiffFixtures.devices).changes
            let backward = DiffReport(old: b, new: a, devices: DiffFixtures.devices).changes
            #expect(Self.keys(forward, swapping: true) == Self.keys(backward, swapping: false), "\(name)")
            #expect(forward.count == backward.count, "\(name)")
            if !forward.isEmpty { changed += 1 }
        }
        #expect(changed > 40, "the property was checked on pairs that change")
    }
}
