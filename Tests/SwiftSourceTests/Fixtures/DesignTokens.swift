import SwiftUI

// Motion tokens shared by the app's screens.
enum MotionTokens {
    static let quick = Animation.easeOut(duration: 0.2)
    static let emphasized = Animation.timingCurve(0.2, 0.0, 0, 1.0, duration: 0.5)
    static let springy = Spring(duration: 0.6, bounce: 0.35)
    static let gentle: Spring = .smooth(duration: 0.8)
}

let fade: Animation = .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.45)

struct TokenPreview: View {
    @State private var on = false

    var body: some View {
        Circle()
            .offset(x: on ? 100 : -100)
            .animation(.spring(MotionTokens.springy), value: on)
            .onTapGesture { on.toggle() }
    }
}
