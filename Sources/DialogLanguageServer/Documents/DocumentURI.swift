import Foundation

/// `file://` URIs and the paths they name; other schemes (`untitled:`) keep the URI as their path.
package enum DocumentURI {
    package static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = uri.dropFirst("file://".count)
        // `file://host/path`: only the local host is meaningful here.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        return String(rest).removingPercentEncoding ?? String(rest)
    }

    package static func uri(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}
