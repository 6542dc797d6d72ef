import SwiftUI

struct PressableButton: View {
    let title: String
    @State private var pressed = false
    @State private var count = 0

    var body: some View {
        Text(title)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Capsule().fill(.tint))
            .scaleEffect(pressed ? 0.95 : 1)
            .animation(.interactiveSpring(), value: pressed)
            .overlay(alignment: .topTrailing) {
                Text("\(count)")
                    .font(.caption2)
                    .offset(x: 8, y: -8)
                    .animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: count)
            }
            .onLongPressGesture(minimumDuration: 0, pressing: { pressed = $0 }) {
                count += 1
            }
    }
}
