import DialogDiagnostics

/// SARIF 2.1.0's object model, as much of it as dialogc's logs fill: `lint`'s findings
/// (`SARIFReporter`) and `diff`'s changes both fill these types, so the two logs cannot drift
/// apart in shape. Property names are SARIF's; an optional left nil is left out of the log.
package enum SARIF {
    /// The log around its runs.
    package struct Log: Encodable {
        package var schema = SARIFReporter.schemaURI
        package var version = "2.1.0"
        package var runs: [Run]

        package init(runs: [Run]) {
            self.runs = runs
        }

        package enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    /// One run of one tool; `artifacts` and `invocations` only where the tool reports them.
    package struct Run: Encodable {
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
    }

    /// The tool that made the run.
    package struct Tool: Encodable {
        package var driver: Driver

        package init(driver: Driver) { self.driver = driver }
    }

    /// The tool's name, version and the rules its results name.
    package struct Driver: Encodable {
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
    }

    /// A rule (for `diff`, a kind of change): its id, descriptions and default level.
    package struct ReportingDescriptor: Encodable {
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
    }

    /// A rule's own properties: the category of a kind of change.
    package struct Properties: Encodable {
        package var category: String

        package init(category: String) { self.category = category }
    }

    /// SARIF's `multiformatMessageString` with its Markdown, which code scanning shows as a rule's help.
    package struct Help: Encodable {
        package var text: String
        package var markdown: String

        package init(text: String, markdown: String) {
            self.text = text
            self.markdown = markdown
        }
    }

    /// A rule's default level.
    package struct Configuration: Encodable {
        package var level: String
    }

    /// SARIF's `message`, `multiformatMessageString` and `artifactContent`, all of which dialogc fills with text only.
    package struct Text: Encodable {
        package var text: String

        package init(_ text: String) { self.text = text }
    }

    /// A file of the run.
    package struct Artifact: Encodable {
        package var location: ArtifactLocation

        package init(location: ArtifactLocation) { self.location = location }
    }

    /// A file by its URI reference, relative to `%SRCROOT%` unless absolute, and its index among the run's artifacts.
    package struct ArtifactLocation: Encodable {
        package var uri: String
        package var uriBaseId: String?
        package var index: Int?

        package init(path: String, index: Int?) {
            uri = SARIFReporter.uriReference(path)
            uriBaseId = path.hasPrefix("/") ? nil : SARIFReporter.sourceRoot
            self.index = index
        }
    }

    /// The run itself: whether it succeeded, and the notifications of what went wrong.
    package struct Invocation: Encodable {
        package var executionSuccessful: Bool
        package var toolExecutionNotifications: [Notification]?

        package init(executionSuccessful: Bool, toolExecutionNotifications: [Notification]?) {
            self.executionSuccessful = executionSuccessful
            self.toolExecutionNotifications = toolExecutionNotifications
        }
    }

    /// Something that went wrong in the run, at an error level, perhaps with its file.
    package struct Notification: Encodable {
        package var level = "error"
        package var message: Text
        package var locations: [Location]?

        package init(message: Text, locations: [Location]?) {
            self.message = message
            self.locations = locations
        }
    }

    /// A finding, or a change.
    package struct Result: Encodable {
        package var ruleId: String
        package var ruleIndex: Int?
        package var level: String
        package var message: Text
        package var locations: [Location]
        package var relatedLocations: [Location]?
        package var fixes: [Fix]?
        package var partialFingerprints: [String: String]

        package init(
            ruleId: String, ruleIndex: Int?, level: String, message: Text, locations: [Location], relatedLocations: [Location]? = nil,
            fixes: [Fix]? = nil, partialFingerprints: [String: String]
        ) {
            self.ruleId = ruleId
            self.ruleIndex = ruleIndex
            self.level = level
            self.message = message
            self.locations = locations
            self.relatedLocations = relatedLocations
            self.fixes = fixes
            self.partialFingerprints = partialFingerprints
        }
    }

    /// A place, with an id and message when it is a related location.
    package struct Location: Encodable {
        package var id: Int?
        package var message: Text?
        package var physicalLocation: PhysicalLocation

        package init(id: Int? = nil, message: Text? = nil, physicalLocation: PhysicalLocation) {
            self.id = id
            self.message = message
            self.physicalLocation = physicalLocation
        }
    }

    /// A file and, when known, the region of it.
    package struct PhysicalLocation: Encodable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?

        package init(artifactLocation: ArtifactLocation, region: Region? = nil) {
            self.artifactLocation = artifactLocation
            self.region = region
        }
    }

    /// Both SARIF and our ranges are 1-based with an exclusive end, so the numbers carry over unchanged.
    package struct Region: Encodable {
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
    }

    /// A suggestion's replacement.
    package struct Fix: Encodable {
        package var description: Text
        package var artifactChanges: [ArtifactChange]

        package init(description: Text, artifactChanges: [ArtifactChange]) {
            self.description = description
            self.artifactChanges = artifactChanges
        }
    }

    /// The replacements of one file.
    package struct ArtifactChange: Encodable {
        package var artifactLocation: ArtifactLocation
        package var replacements: [Replacement]

        package init(artifactLocation: ArtifactLocation, replacements: [Replacement]) {
            self.artifactLocation = artifactLocation
            self.replacements = replacements
        }
    }

    /// A region and the text that replaces it.
    package struct Replacement: Encodable {
        package var deletedRegion: Region
        package var insertedContent: Text

        package init(deletedRegion: Region, insertedContent: Text) {
            self.deletedRegion = deletedRegion
            self.insertedContent = insertedContent
        }
    }
}
