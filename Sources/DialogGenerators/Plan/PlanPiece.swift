import DialogWriters

/// The text of a render plan between its values, each piece as it reads at depth 0, a line break
/// followed by the spaces it has relative to the value it belongs to (a dialog or an element).
///
/// A plan's shape is fixed, so its keys, brackets and indentation need not be worked out value by
/// value: `JSONTextWriter` expands these once per depth and copies each between two values.
package enum PlanPiece: Int, JSONPiece {
    // The dialog's members, relative to the dialog's depth.
    case dialogID
    case dialogType
    case dialogSource
    case dialogRenderer
    case dialogElements
    case motionShow
    case motionHide
    case motionAutoHideDelay
    case timelineDuration
    case timelineCurve
    case timelineSpringDamping
    case timelineSpringResponse
    case timelineTracks
    case trackTarget
    case trackProperty
    case trackFrom
    case trackTo
    case trackDelay
    case trackDuration
    case behaviourBlocksInteraction
    case behaviourDismissesKeyboard
    case behaviourRestoresFirstResponder
    case behaviourAvoidsKeyboard
    case behaviourDismissOnCoverTap
    case behaviourHideAs
    case behaviourRequiresAnchor
    case behaviourCoverTapResult
    case inputReturnKey
    case inputAllowsNewlines
    case inputEmptyMessage
    case inputClearButton
    case dialogActions
    case actionID
    case actionTitle
    case actionRole
    case actionDismisses
    case actionResult
    case actionVisible
    case dialogOverflows
    case overflowElement
    case overflowReason
    case overflowID
    // An element's members, relative to the element's depth.
    case elementKind
    case elementID
    case frameX
    case frameY
    case frameWidth
    case frameHeight
    case fillHex
    case fillAlpha
    case elementCornerRadius
    case elementRole
    case elementPreferred
    case elementSelected
    case textLines
    case fontSize
    case fontWeight
    case textColorHex
    case textColorAlpha
    case textAlignment
    case textLineHeight
    case elementChildren
    // A `tokens` object: opened in an element, opened in the motion, and its keys.
    case elementTokens
    case motionTokens
    case tokenFrameWidth
    case tokenFrameHeight
    case tokenFill
    case tokenCornerRadius
    case tokenFontSize
    case tokenFontWeight
    case tokenTextColor
    case tokenShowDuration
    case tokenShowCurve
    case tokenHideDuration
    case tokenHideCurve
    case tokenAutoHideDelay
    // Before an array's items, `n` levels deeper than the depth; after them; after none.
    case line2
    case commaLine2
    case line3
    case commaLine3
    case line4
    case commaLine4
    case endArray1
    case endArray2
    case endArray3
    case endEmptyArray
    // The end of an object `n` levels deeper than the depth.
    case endObject0
    case endObject1
    case endObject2
    case endObject4

    package var text: StaticString {
        switch self {
        case .dialogID: "{\n  \"id\": "
        case .dialogType: ",\n  \"type\": "
        case .dialogSource: ",\n  \"source\": "
        case .dialogRenderer: ",\n  \"renderer\": "
        case .dialogElements: ",\n  \"elements\": ["
        case .motionShow: ",\n  \"motion\": {\n    \"show\": "
        case .motionHide: ",\n    \"hide\": "
        case .motionAutoHideDelay: ",\n    \"autoHideDelay\": "
        case .timelineDuration: "{\n      \"duration\": "
        case .timelineCurve: ",\n      \"curve\": "
        case .timelineSpringDamping: ",\n      \"springDamping\": "
        case .timelineSpringResponse: ",\n      \"springResponse\": "
        case .timelineTracks: ",\n      \"tracks\": ["
        case .trackTarget: "{\n          \"target\": "
        case .trackProperty: ",\n          \"property\": "
        case .trackFrom: ",\n          \"from\": "
        case .trackTo: ",\n          \"to\": "
        case .trackDelay: ",\n          \"delay\": "
        case .trackDuration: ",\n          \"duration\": "
        case .behaviourBlocksInteraction: ",\n  \"behaviour\": {\n    \"blocksInteractionDuringShow\": "
        case .behaviourDismissesKeyboard: ",\n    \"dismissesKeyboardBeforeShow\": "
        case .behaviourRestoresFirstResponder: ",\n    \"restoresFirstResponderAfterHide\": "
        case .behaviourAvoidsKeyboard: ",\n    \"avoidsKeyboard\": "
        case .behaviourDismissOnCoverTap: ",\n    \"dismissOnCoverTap\": "
        case .behaviourHideAs: ",\n    \"hideAs\": "
        case .behaviourRequiresAnchor: ",\n    \"requiresAnchor\": "
        case .behaviourCoverTapResult: ",\n    \"coverTapResult\": "
        case .inputReturnKey: ",\n    \"input\": {\n      \"returnKey\": "
        case .inputAllowsNewlines: ",\n      \"allowsNewlines\": "
        case .inputEmptyMessage: ",\n      \"emptyMessage\": "
        case .inputClearButton: ",\n      \"clearButton\": "
        case .dialogActions: ",\n  \"actions\": ["
        case .actionID: "{\n      \"id\": "
        case .actionTitle: ",\n      \"title\": "
        case .actionRole: ",\n      \"role\": "
        case .actionDismisses: ",\n      \"dismisses\": "
        case .actionResult: ",\n      \"result\": "
        case .actionVisible: ",\n      \"visible\": "
        case .dialogOverflows: ",\n  \"overflows\": ["
        case .overflowElement: "{\n      \"element\": "
        case .overflowReason: ",\n      \"reason\": "
        case .overflowID: ",\n      \"id\": "
        case .elementKind: "{\n  \"kind\": "
        case .elementID: ",\n  \"id\": "
        case .frameX: ",\n  \"frame\": {\n    \"x\": "
        case .frameY: ",\n    \"y\": "
        case .frameWidth: ",\n    \"width\": "
        case .frameHeight: ",\n    \"height\": "
        case .fillHex: ",\n  \"fill\": {\n    \"hex\": "
        case .fillAlpha: ",\n    \"alpha\": "
        case .elementCornerRadius: ",\n  \"cornerRadius\": "
        case .elementRole: ",\n  \"role\": "
        case .elementPreferred: ",\n  \"preferred\": "
        case .elementSelected: ",\n  \"selected\": "
        case .textLines: ",\n  \"text\": {\n    \"lines\": ["
        case .fontSize: ",\n    \"font\": {\n      \"size\": "
        case .fontWeight: ",\n      \"weight\": "
        case .textColorHex: ",\n    \"color\": {\n      \"hex\": "
        case .textColorAlpha: ",\n      \"alpha\": "
        case .textAlignment: ",\n    \"alignment\": "
        case .textLineHeight: ",\n    \"lineHeight\": "
        case .elementChildren: ",\n  \"children\": ["
        case .elementTokens: ",\n  \"tokens\": {"
        case .motionTokens: ",\n    \"tokens\": {"
        case .tokenFrameWidth: "\"frame.width\": "
        case .tokenFrameHeight: "\"frame.height\": "
        case .tokenFill: "\"fill\": "
        case .tokenCornerRadius: "\"cornerRadius\": "
        case .tokenFontSize: "\"text.font.size\": "
        case .tokenFontWeight: "\"text.font.weight\": "
        case .tokenTextColor: "\"text.color\": "
        case .tokenShowDuration: "\"show.duration\": "
        case .tokenShowCurve: "\"show.curve\": "
        case .tokenHideDuration: "\"hide.duration\": "
        case .tokenHideCurve: "\"hide.curve\": "
        case .tokenAutoHideDelay: "\"autoHideDelay\": "
        case .line2: "\n    "
        case .commaLine2: ",\n    "
        case .line3: "\n      "
        case .commaLine3: ",\n      "
        case .line4: "\n        "
        case .commaLine4: ",\n        "
        case .endArray1: "\n  ]"
        case .endArray2: "\n    ]"
        case .endArray3: "\n      ]"
        case .endEmptyArray: "]"
        case .endObject0: "\n}"
        case .endObject1: "\n  }"
        case .endObject2: "\n    }"
        case .endObject4: "\n        }"
        }
    }
}
