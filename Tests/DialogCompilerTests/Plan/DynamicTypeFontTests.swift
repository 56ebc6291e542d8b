import DialogLayoutAdapter
import DialogLayoutEngine
import Testing

/// A custom font scales as `UIFontMetrics(forTextStyle:)` scales it: by its text style's size at
/// the screen's text size over that style's size at Large, up to its `maxSize`.
@Suite struct DynamicTypeFontTests {
    static func messageSize(font: String, textSize: TextSize) throws -> Double {
        let plan = try PlanTestSupport.plan(
            #"{"id": "t", "type": "toast", "message": "Saved", "style": {"messageFont": \#(font)}}"#,
            device: Device.named("iphone-se")!, textSize: textSize)
        let message = try #require(PlanTestSupport.all(plan, kind: .message).first?.text)
        return message.font.size
    }

    @Test func aCaption1FontGrowsByCaption1sRatioAtAX5AndStopsAtItsMaxSize() throws {
        // caption1 is 12 pt at Large and 43 pt at AX5, where body grows from 17 to 53 only.
        #expect(try Self.messageSize(font: #"{"size": 12, "relativeTo": "caption1"}"#, textSize: .ax5) == 43)
        #expect(try Self.messageSize(font: #"{"size": 24, "relativeTo": "caption1"}"#, textSize: .ax5) == 86)
        #expect(try Self.messageSize(font: #"{"size": 12, "relativeTo": "caption1", "maxSize": 30}"#, textSize: .ax5) == 30)
        #expect(try Self.messageSize(font: #"{"size": 12, "relativeTo": "caption1", "maxSize": 30}"#, textSize: .large) == 12)
        #expect(try Self.messageSize(font: #"{"size": 12, "relativeTo": "caption1"}"#, textSize: .xSmall) == 11)
    }

    @Test func aBodyRelativeFontScalesAsBefore() throws {
        for textSize in TextSize.allCases {
            let plain = try Self.messageSize(font: #"{"size": 15}"#, textSize: textSize)
            #expect(try Self.messageSize(font: #"{"size": 15, "relativeTo": "body"}"#, textSize: textSize) == plain)
            #expect(plain == (15 * textSize.scale * 10).rounded() / 10)
        }
    }

    @Test func theTableAgreesWithTheTextSizesBodyAndLarge() {
        for textSize in TextSize.allCases {
            #expect(textSize.contentSize.pointSize(of: .body) == textSize.bodySize)
            #expect(textSize.contentSize.bodyScale == textSize.scale)
            #expect(textSize.contentSize.isAccessibilitySize == textSize.isAccessibilitySize)
            #expect(DialogContentSize(bodyScale: textSize.scale) == textSize.contentSize)
        }
        #expect(DialogTextStyle.allCases.map { DialogContentSize.large.scale(relativeTo: $0) }.allSatisfy { $0 == 1 })
        // Each style grows, never shrinks, from one size to the next.
        for style in DialogTextStyle.allCases {
            let sizes = DialogContentSize.allCases.map { $0.pointSize(of: style) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }
}
