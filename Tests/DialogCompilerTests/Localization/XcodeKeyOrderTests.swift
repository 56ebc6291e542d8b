@testable import DialogStringCatalogs
import Foundation
import Testing

/// Xcode's key order, as catalogs Xcode wrote show it.
struct XcodeKeyOrderTests {
    /// Neighbouring keys from public catalogs Xcode wrote (each pair in the file's order), the
    /// cases where plain byte order and a comparison without a locale go wrong.
    @Test(arguments: [
        (" - The image super-resolution models", " %@ 5KM Software Tech Co., Ltd."),  // '-' before '%'
        ("**PNG** • **JPEG** • **WebP**", "%.0f"),  // '*' before '%'
        ("✨ Release to Process Images ✨", "0"),  // symbols before digits
        ("—", "%@ ago"),
        ("Custom Tile Size", "CUSTOM TILE SIZE"),  // lowercase first on a tie
        ("Ok", "OK"),
        ("Unable to Reach Pod", "Unable To Reach Pod"),
        ("X2", "x16"),  // digits by value
        ("5.title", "23.title"),
        ("8e7-lp-K5l.title", "10.title"),
        ("Pairing...", "Pairing…"),
        ("choose", "Components used:"),  // case does not come first
        ("Advanced", "AI Image Upscaler"),
    ])
    func keysFromXcodeCatalogsKeepTheirOrder(_ first: String, _ second: String) {
        #expect(XcodeKeyOrder.precedes(first, second))
        #expect(!XcodeKeyOrder.precedes(second, first))
    }

    @Test func sortingPutsDialogKeysInXcodeOrder() {
        let keys = [
            "delete-album.title", "Delete", "delete-album.button.delete", "delete_album", "delete album", "delete-album", "DELETE",
            "delete",
        ]
        #expect(
            XcodeKeyOrder.sorted(keys.reversed()) == [
                "delete", "Delete", "DELETE", "delete album", "delete_album", "delete-album",
                "delete-album.button.delete", "delete-album.title",
            ])
    }

    /// The fast path must agree with Foundation's collation wherever it answers.
    @Test func fastPathAgreesWithFoundation() {
        var generator = SeededGenerator(seed: 14)
        let alphabet = Array("aAbBzZ-._ ".unicodeScalars)
        var answered = 0
        for _ in 0..<4000 {
            let lhs = Self.randomKey(alphabet, &generator)
            let rhs = Self.randomKey(alphabet, &generator)
            guard let verdict = XcodeKeyOrder.fastVerdict(lhs, rhs) else { continue }
            answered += 1
            let foundation = lhs.compare(rhs, options: XcodeKeyOrder.options, range: nil, locale: XcodeKeyOrder.locale) == .orderedAscending
            #expect(verdict == foundation, "\(lhs.debugDescription) vs \(rhs.debugDescription)")
        }
        #expect(answered > 3000)
        #expect(XcodeKeyOrder.fastVerdict("a1", "a2") == nil)
        #expect(XcodeKeyOrder.fastVerdict("ab", "AB") == nil)
    }

    static func randomKey(_ alphabet: [Unicode.Scalar], _ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...6, using: &generator)
        return String(String.UnicodeScalarView((0..<count).map { _ in alphabet.randomElement(using: &generator)! }))
    }
}
