import DialogRuntime
import Foundation

/// The notice the photo screen shows while a service is down, which the team rewords without an
/// app release: `Delivered/server-notice.json` is written as a bundle by `dialogc bundle` and
/// sent to the app as data; `Specs/server-notice.json`, the same id and button ids, is compiled
/// in for when no bundle arrived or this runtime cannot present the one that did.
public enum ServerNotice {
    /// The bundled dialog's id, which is the compiled-in dialog's.
    static let id = Dialogs.ServerNotice.descriptor.id

    /// The notice to present: the one in `bundle` (with `service` named in its texts) when the
    /// bundle has one this runtime presents, else the compiled-in one. `problem` says why the
    /// bundled one was not taken, for the app's log.
    public static func descriptor(
        bundle: Data?, service: String, locale: Locale = .current
    ) -> (descriptor: DialogDescriptor<String>, problem: DialogBundleError?) {
        guard let bundle else { return (Dialogs.ServerNotice.descriptor.erased, nil) }
        do throws(DialogBundleError) {
            let delivered = try DialogBundle(data: bundle).dialog(id: id, arguments: ["service": .string(service)], locale: locale)
            return (delivered, nil)
        } catch {
            return (Dialogs.ServerNotice.descriptor.erased, error)
        }
    }

    /// What the screen does with the tapped button's id, delivered or compiled in: an id the
    /// compiled-in dialog does not have (a newer bundle's) changes nothing.
    public static func command(for buttonID: String?) -> PhotoCommand {
        guard let action = buttonID.flatMap(Dialogs.ServerNotice.Action.init(rawValue:)) else { return .none }
        return PhotoDialogHandlers.handle(action)
    }
}
