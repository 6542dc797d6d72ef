import SwiftUI

/// Three dots that pulse one after another.
struct LoadingDots: View {
    @State private var animating = false
    let count = 3

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .frame(width: 10, height: 10)
                    .scaleEffect(animating ? 1 : 0.4)
                    .animation(
                        Animation.easeInOut(duration: 0.5)
                            .repeatForever()
                            .delay(Double(index) * 0.2),
                        value: animating
                    )
            }
        }
        .rotationEffect(.degrees(animating ? 360 : 0))
        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: animating)
        .onAppear { animating = true }
    }
}
