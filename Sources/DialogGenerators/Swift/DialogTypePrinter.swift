import DialogSpec
import DialogWriters

/// Prints the type of one dialog: doc comment, action enum, result type and descriptor.
package struct DialogTypePrinter {
    package let dialog: Dialog
    package let file: String
    /// The line the dialog's object starts on, which the doc comment and the descriptor cite.
    package let line: Int
    package let options: SwiftGenerationOptions

    private var access: String { options.access.rawValue }
    private var typeName: String { SwiftNames.typeName(for: dialog.id.value, namespace: options.namespace) }

    package func print(into printer: inout CodePrinter) {
        printer.docComment(summary)
        // A dialog with parameters has no descriptor without its arguments, so it cannot conform.
        let conformance = dialog.parameters.isEmpty ? ": \(kindProtocol)" : ""
        printer.block("\(access) enum \(typeName)\(conformance) {") { printer in
            printAction(into: &printer)
            printer.line()
            printer.line("\(access) typealias Result = \(resultType)")
            printer.line()
            printDescriptor(into: &printer)
        }
    }

    // MARK: Parts

    private var summary: String {
        var lines: [String] = []
        if let title = dialog.title?.value, !title.isEmpty { lines.append(SwiftLiteral.commentText(title)) }
        if let message = dialog.message?.value, !message.isEmpty { lines.append(SwiftLiteral.commentText(message)) }
        if !lines.isEmpty { lines.append("") }
        lines.append("\(kindName) `\(dialog.id.value)`, declared at `\(SwiftLiteral.commentText(file)):\(line)`.")
        return lines.joined(separator: "\n")
    }

    private var kindName: String { dialog.type.value.table.capitalizedName }
    private var kindProtocol: String { dialog.type.value.table.runtimeProtocol }
    private var resultType: String { dialog.type.value.table.resultType }

    private func printAction(into printer: inout CodePrinter) {
        guard !dialog.buttons.isEmpty else {
            printer.docComment("A toast has no buttons, so no action.")
            printer.line("\(access) typealias Action = Never")
            return
        }
        printer.docComment("The buttons, in display order; the raw value is the button's id.")
        printer.block("\(access) enum Action: String, CaseIterable, Sendable, Hashable {") { printer in
            for button in dialog.buttons {
                printer.docComment(SwiftLiteral.commentText(button.title.value))
                let name = SwiftNames.spelled(SwiftNames.caseName(for: button.id.value))
                printer.line("case \(name) = \(SwiftLiteral.string(button.id.value))")
            }
        }
    }

    private func printDescriptor(into printer: inout CodePrinter) {
        let texts = TextExpressions(dialog: dialog, localization: options.localization)
        let parameters = texts.parameterList + [texts.localizationParameter].compactMap { $0 }
        guard !parameters.isEmpty else {
            printer.block("\(access) static let descriptor = DialogDescriptor<Action>(", closing: ")") { printer in
                printDescriptorArguments(texts, into: &printer)
            }
            printNamedColors(texts, into: &printer)
            return
        }
        let localization = TextExpressions.localizationName
        if dialog.parameters.isEmpty {
            printer.docComment("The dialog in the current locale's language, from the app's bundle.")
            printer.line("\(access) static var descriptor: DialogDescriptor<Action> { descriptor(\(localization): .main) }")
            printer.line()
            printer.docComment("The dialog with its texts from `\(localization)`.")
        } else {
            printer.docComment("The dialog showing the arguments" + (texts.looksUp ? ", with its texts from `\(localization)`." : "."))
        }
        printer.block("\(access) static func descriptor(\(parameters.joined(separator: ", "))) -> DialogDescriptor<Action> {") { printer in
            printer.block("DialogDescriptor<Action>(", closing: ")") { printer in
                printDescriptorArguments(texts, into: &printer)
            }
            printNamedColors(texts, into: &printer)
        }
    }

    /// `.namingColors([...])` after the descriptor when the spec takes colours from tokens.
    private func printNamedColors(_ texts: TextExpressions, into printer: inout CodePrinter) {
        let colors = DescriptorArguments(dialog: dialog, file: file, line: line, texts: texts).namedColors
        guard !colors.isEmpty else { return }
        printer.block(".namingColors([", closing: "])") { printer in
            for color in colors { printer.line(color + ",") }
        }
    }

    private func printDescriptorArguments(_ texts: TextExpressions, into printer: inout CodePrinter) {
        let arguments = DescriptorArguments(dialog: dialog, file: file, line: line, texts: texts).arguments
        for (index, argument) in arguments.enumerated() {
            let separator = index == arguments.count - 1 ? "" : ","
            printArgument(argument, separator: separator, into: &printer)
        }
    }

    private func printArgument(_ argument: DescriptorArguments.Argument, separator: String, into printer: inout CodePrinter) {
        switch argument.value {
        case .inline(let text):
            printer.line("\(argument.label): \(text)\(separator)")
        case .list(let items) where items.isEmpty:
            printer.line("\(argument.label): []\(separator)")
        case .list(let items):
            printer.block("\(argument.label): [", closing: "]\(separator)") { printer in
                for item in items { printer.line(item + ",") }
            }
        case .call(let name, let fields):
            printer.block("\(argument.label): \(name)(", closing: ")\(separator)") { printer in
                for (index, field) in fields.enumerated() {
                    printer.line("\(field.label): \(field.text)\(index == fields.count - 1 ? "" : ",")")
                }
            }
        }
    }
}
