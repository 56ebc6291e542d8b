// libFuzzer harness: the runtime's bundle decoder, which reads data an app received, so every
// input ends in a bundle or a typed error, and every dialog it yields lays out. Built by
// Tests/Fuzz/run.sh against the DialogRuntime sources; not part of the Swift package.
import DialogRuntime
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let bundle: DialogBundle
    do {
        bundle = try DialogBundle(data: bytes)
    } catch {
        require(!error.description.isEmpty, "an error without a description")
        return 0
    }
    let screen = DialogScreen(width: 375, height: 667, safeTop: 20, safeBottom: 0, isRegularWidth: false)
    for id in bundle.dialogIDs.prefix(20) {
        // The arguments a dialog asks for, learnt from its errors: a text for a string, a
        // number otherwise, and one of each kind that does not fit.
        var arguments: [String: DialogArgument] = [:]
        for _ in 0..<70 {
            do {
                let descriptor = try bundle.dialog(id: id, arguments: arguments, locale: Locale(identifier: "de_DE"))
                require(descriptor.id == id, "asked for '\(id)', got '\(descriptor.id)'")
                let layout = DescriptorLayout(descriptor, on: screen)
                require(layout.frame.width.isFinite && layout.frame.height.isFinite, "'\(id)' laid out at \(layout.frame)")
                break
            } catch .missingArgument(_, let parameter) {
                arguments[parameter] = .string("%@ {\(parameter)} %n")
            } catch .argumentType(_, let parameter, let expected) {
                arguments[parameter] = expected == "integer" ? .integer(-3) : .number(2.5)
            } catch {
                require(!error.description.isEmpty, "an error without a description")
                break
            }
        }
    }
    return 0
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz oracle: \(message())") }
}
