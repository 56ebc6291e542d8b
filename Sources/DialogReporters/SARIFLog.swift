import DialogDiagnostics
import DialogWriters

/// SARIF 2.1.0's object model, as much of it as dialogc's logs fill: `lint`'s findings
/// (`SARIFReporter`) and `diff`'s changes both fill these types, so the two logs cannot drift
/// apart in shape. Property names are SARIF's; an optional left nil is left out of the log. Each
/// type writes its members itself (`JSONWritable`), in the order of their names' bytes.
package enum SARIF {
    /// The log around its runs.
    package struct Log: JSONWritable {
        package var schema = SARIFReporter.schemaURI
        package var version = "2.1.0"
        package var runs: [Run]

        package init(runs: [Run]) {
            self.runs = runs
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("$schema", schema)
            writer.member("runs", runs)
            writer.member("version", version)
            writer.endObject()
        }
    }

    /// One run of one tool; `artifacts` and `invocations` only where the tool reports them.
    package struct Run: JSONWritable {
        package var tool: Tool
        // Our columns count Unicode scalars, not SARIF's default of UTF-16 code units.
        package var columnKind = "unicodeCodePoints"
        package var artifacts: [Artifact]?
        package var invocations: [Invocation]?
        package var results: [Result]

        package init(tool: Tool, artifacts: [Artifact]? = nil, invocations: [Invocation]? = nil, results: [Result]) {
            self.tool = tool
            self.artifacts = artifacts
            self.invocations = invocations
            self.results = results
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("artifacts", artifacts)
            writer.member("columnKind", columnKind)
            writer.member("invocations", invocations)
            writer.member("results", results)
            writer.member("tool", tool)
            writer.endObject()
        }
    }

    /// The tool that made the run.
    package struct Tool: JSONWritable {
        package var driver: Driver

        package init(driver: Driver) { self.driver = driver }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("driver", driver)
            writer.endObject()
        }
    }

    /// The tool's name, version and the rules its results name.
    package struct Driver: JSONWritable {
        package var name: String
        package var version: String
        package var semanticVersion: String
        package var rules: [ReportingDescriptor]

        package init(name: String, version: String, rules: [ReportingDescriptor]) {
            self.name = name
            self.version = version
            semanticVersion = version
            self.rules = rules
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("name", name)
            writer.member("rules", rules)
            writer.member("semanticVersion", semanticVersion)
            writer.member("version", version)
            writer.endObject()
        }
    }

    /// A rule (for `diff`, a kind of change): its id, descriptions and default level.
    package struct ReportingDescriptor: JSONWritable {
        package var id: String
        package var name: String
        package var shortDescription: Text
        package var fullDescription: Text?
        package var help: Help?
        /// Where the rule is documented.
        package var helpUri: String?
        package var defaultConfiguration: Configuration
        package var properties: Properties?

        package init(
            id: String, shortDescription: Text, fullDescription: Text? = nil, help: Help? = nil, helpUri: String? = nil,
            level: String, properties: Properties? = nil
        ) {
            self.id = id
            name = SARIFReporter.ruleName(id)
            self.shortDescription = shortDescription
            self.fullDescription = fullDescription
            self.help = help
            self.helpUri = helpUri
            defaultConfiguration = Configuration(level: level)
            self.properties = properties
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("defaultConfiguration", defaultConfiguration)
            writer.member("fullDescription", fullDescription)
            writer.member("help", help)
            writer.member("helpUri", helpUri)
            writer.member("id", id)
            writer.member("name", name)
            writer.member("properties", properties)
            writer.member("shortDescription", shortDescription)
            writer.endObject()
        }
    }

    /// A rule's or a result's own properties: the category of a kind of change, and whether the
    /// kind, or the change, breaks delivered dialogs.
    package struct Properties: JSONWritable {
        package var category: String?
        package var breaksDeliveredDialogs: Bool?

        package init(category: String? = nil, breaksDeliveredDialogs: Bool? = nil) {
            self.category = category
            self.breaksDeliveredDialogs = breaksDeliveredDialogs
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("breaksDeliveredDialogs", breaksDeliveredDialogs)
            writer.member("category", category)
            writer.endObject()
        }
    }

    /// SARIF's `multiformatMessageString` with its Markdown, which code scanning shows as a rule's help.
    package struct Help: JSONWritable {
        package var text: String
        package var markdown: String

        package init(text: String, markdown: String) {
            self.text = text
            self.markdown = markdown
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("markdown", markdown)
            writer.member("text", text)
            writer.endObject()
        }
    }

    /// A rule's default level.
    package struct Configuration: JSONWritable {
        package var level: String

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("level", level)
            writer.endObject()
        }
    }

    /// SARIF's `message`, `multiformatMessageString` and `artifactContent`, all of which dialogc fills with text only.
    package struct Text: JSONWritable {
        package var text: String

        package init(_ text: String) { self.text = text }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("text", text)
            writer.endObject()
        }
    }

    /// A file of the run.
    package struct Artifact: JSONWritable {
        package var location: ArtifactLocation

        package init(location: ArtifactLocation) { self.location = location }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("location", location)
            writer.endObject()
        }
    }

    /// A file by its URI reference, relative to `%SRCROOT%` unless absolute, and its index among the run's artifacts.
    package struct ArtifactLocation: JSONWritable {
        package var uri: String
        package var uriBaseId: String?
        package var index: Int?

        package init(path: String, index: Int?) {
            uri = SARIFReporter.uriReference(path)
            uriBaseId = path.hasPrefix("/") ? nil : SARIFReporter.sourceRoot
            self.index = index
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("index", index)
            writer.member("uri", uri)
            writer.member("uriBaseId", uriBaseId)
            writer.endObject()
        }
    }

    /// The run itself: whether it succeeded, and the notifications of what went wrong.
    package struct Invocation: JSONWritable {
        package var executionSuccessful: Bool
        package var toolExecutionNotifications: [Notification]?

        package init(executionSuccessful: Bool, toolExecutionNotifications: [Notification]?) {
            self.executionSuccessful = executionSuccessful
            self.toolExecutionNotifications = toolExecutionNotifications
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("executionSuccessful", executionSuccessful)
            writer.member("toolExecutionNotifications", toolExecutionNotifications)
            writer.endObject()
        }
    }

    /// Something that went wrong in the run, at an error level, perhaps with its file.
    package struct Notification: JSONWritable {
        package var level = "error"
        package var message: Text
        package var locations: [Location]?

        package init(message: Text, locations: [Location]?) {
            self.message = message
            self.locations = locations
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("level", level)
            writer.member("locations", locations)
            writer.member("message", message)
            writer.endObject()
        }
    }

    /// A finding, or a change.
    package struct Result: JSONWritable {
        package var ruleId: String
        package var ruleIndex: Int?
        package var level: String
        package var message: Text
        package var locations: [Location]
        package var relatedLocations: [Location]?
        package var fixes: [Fix]?
        package var partialFingerprints: [String: String]
        package var properties: Properties?

        package init(
            ruleId: String, ruleIndex: Int?, level: String, message: Text, locations: [Location], relatedLocations: [Location]? = nil,
            fixes: [Fix]? = nil, partialFingerprints: [String: String], properties: Properties? = nil
        ) {
            self.ruleId = ruleId
            self.ruleIndex = ruleIndex
            self.level = level
            self.message = message
            self.locations = locations
            self.relatedLocations = relatedLocations
            self.fixes = fixes
            self.partialFingerprints = partialFingerprints
            self.properties = properties
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("fixes", fixes)
            writer.member("level", level)
            writer.member("locations", locations)
            writer.member("message", message)
            writer.member("partialFingerprints", partialFingerprints)
            writer.member("properties", properties)
            writer.member("relatedLocations", relatedLocations)
            writer.member("ruleId", ruleId)
            writer.member("ruleIndex", ruleIndex)
            writer.endObject()
        }
    }

    /// A place, with an id and message when it is a related location.
    package struct Location: JSONWritable {
        package var id: Int?
        package var message: Text?
        package var physicalLocation: PhysicalLocation

        package init(id: Int? = nil, message: Text? = nil, physicalLocation: PhysicalLocation) {
            self.id = id
            self.message = message
            self.physicalLocation = physicalLocation
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("id", id)
            writer.member("message", message)
            writer.member("physicalLocation", physicalLocation)
            writer.endObject()
        }
    }

    /// A file and, when known, the region of it.
    package struct PhysicalLocation: JSONWritable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?

        package init(artifactLocation: ArtifactLocation, region: Region? = nil) {
            self.artifactLocation = artifactLocation
            self.region = region
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("artifactLocation", artifactLocation)
            writer.member("region", region)
            writer.endObject()
        }
    }

    /// Both SARIF and our ranges are 1-based with an exclusive end, so the numbers carry over unchanged.
    package struct Region: JSONWritable {
        package var startLine: Int
        package var startColumn: Int
        package var endLine: Int
        package var endColumn: Int

        package init(_ range: SourceRange) {
            startLine = range.start.line
            startColumn = range.start.column
            endLine = range.end.line
            endColumn = range.end.column
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("endColumn", endColumn)
            writer.member("endLine", endLine)
            writer.member("startColumn", startColumn)
            writer.member("startLine", startLine)
            writer.endObject()
        }
    }

    /// A suggestion's replacement.
    package struct Fix: JSONWritable {
        package var description: Text
        package var artifactChanges: [ArtifactChange]

        package init(description: Text, artifactChanges: [ArtifactChange]) {
            self.description = description
            self.artifactChanges = artifactChanges
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("artifactChanges", artifactChanges)
            writer.member("description", description)
            writer.endObject()
        }
    }

    /// The replacements of one file.
    package struct ArtifactChange: JSONWritable {
        package var artifactLocation: ArtifactLocation
        package var replacements: [Replacement]

        package init(artifactLocation: ArtifactLocation, replacements: [Replacement]) {
            self.artifactLocation = artifactLocation
            self.replacements = replacements
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("artifactLocation", artifactLocation)
            writer.member("replacements", replacements)
            writer.endObject()
        }
    }

    /// A region and the text that replaces it.
    package struct Replacement: JSONWritable {
        package var deletedRegion: Region
        package var insertedContent: Text

        package init(deletedRegion: Region, insertedContent: Text) {
            self.deletedRegion = deletedRegion
            self.insertedContent = insertedContent
        }

        package func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("deletedRegion", deletedRegion)
            writer.member("insertedContent", insertedContent)
            writer.endObject()
        }
    }
}
