// Runs the SwiftUI adapter's mapping of the environment's settings on the stand-in's enums,
// which are plain values like Apple's, and prints one line per case for SwiftUIMappingTests:
//
//     size NAME: CONTENT-SIZE
//     environment SCHEME CONTRAST reduceMotion=BOOL voiceOver=BOOL: APPEARANCE, …
import DialogRuntime
import SwiftUI

for size in DynamicTypeSize.allCases {
    let settings = DialogAccessibility(
        colorScheme: .light, contrast: .standard, reducesMotion: false, isVoiceOverRunning: false, dynamicTypeSize: size)
    print("size \(size): \(DialogContentSize(size).rawValue) \(settings.contentSize?.rawValue ?? "nil")")
}
for scheme in ColorScheme.allCases {
    for contrast in ColorSchemeContrast.allCases {
        for reducesMotion in [false, true] {
            for isVoiceOverRunning in [false, true] {
                let settings = DialogAccessibility(
                    colorScheme: scheme, contrast: contrast, reducesMotion: reducesMotion,
                    isVoiceOverRunning: isVoiceOverRunning, dynamicTypeSize: .large)
                print(
                    "environment \(scheme) \(contrast) reduceMotion=\(reducesMotion) voiceOver=\(isVoiceOverRunning):",
                    "\(settings.appearance), reducesMotion=\(settings.reducesMotion),",
                    "voiceOver=\(settings.isVoiceOverRunning), crossFade=\(settings.prefersCrossFadeTransitions)")
            }
        }
    }
}
