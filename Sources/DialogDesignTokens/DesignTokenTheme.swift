import DialogDiagnostics
import DialogLayoutEngine

/// The design tokens a run reads: the sets of each appearance, the token files they came from and
/// what was wrong with those files.
///
/// A spec's `"{color.surface.primary}"` resolves against it while decoding, and the rules look
/// at it for the values a spec writes raw. It is shared by every file of a run and never changes,
/// so it is a class: a spec holding it holds one reference, and two specs of one run compare equal.
public final class DesignTokenTheme: Sendable, Hashable {
    /// The token set of each appearance the token files write.
    package let appearances: AppearanceTokens
    /// The token and resolver files read, for the excerpts of findings in them.
    package let sources: [SourceFile]
    /// Every token path written, in the order first written, whether or not its value resolved;
    /// a spec naming a path written here but unresolved is told so rather than "unknown".
    package let writtenPaths: [String]

    package init(appearances: AppearanceTokens, sources: [SourceFile], writtenPaths: [String]? = nil) {
        self.appearances = appearances
        self.sources = sources
        self.writtenPaths = writtenPaths ?? (appearances.set(for: .light)?.tokens.map(\.path) ?? [])
    }

    /// The tokens of plain token files (no resolver, no modes): the same in every appearance.
    package convenience init(files: [SourceFile]) {
        let read = files.map { DesignTokenFile.read($0) }
        let set = DesignTokenSet(files: read)
        self.init(
            appearances: AppearanceTokens(sets: [.light: set], diagnostics: set.diagnostics), sources: files,
            writtenPaths: Self.writtenPaths(of: read))
    }

    /// The path of every token `files` write, each once, in the order first written.
    package static func writtenPaths(of files: [DesignTokenFile]) -> [String] {
        var seen = Set<String>()
        return files.flatMap { $0.tokens.map(\.path) }.filter { seen.insert($0).inserted }
    }

    /// The findings in the token files, each once.
    package var diagnostics: [Diagnostic] { appearances.diagnostics }

    /// The token at `path` in the light appearance, the one a value the same in every appearance
    /// (a number, a duration) is read from.
    package func token(_ path: String) -> DesignToken? {
        token(path, in: .light)
    }

    /// The token at `path` in `appearance`.
    package func token(_ path: String, in appearance: DialogAppearance) -> DesignToken? {
        appearances.set(for: appearance)?[path]
    }

    /// The token at `path` as an adaptive color, its value in each appearance.
    package func color(_ path: String) -> DialogColor? {
        appearances.color(path)
    }

    /// The resolved tokens of the light appearance, in the order written.
    package var tokens: [DesignToken] { appearances.set(for: .light)?.tokens ?? [] }

    public static func == (lhs: DesignTokenTheme, rhs: DesignTokenTheme) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
