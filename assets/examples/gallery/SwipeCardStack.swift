import SwiftUI

/// A stack of cards: drag the top one and it follows the finger and tilts; throw it far enough
/// and it leaves, otherwise it springs back.
struct SwipeCardStack: View {
    @State private var cards: [Color] = [.orange, .mint, .blue, .purple]
    @GestureState private var drag: CGSize = .zero
    @State private var isDragging = false

    var body: some View {
        ZStack {
            ForEach(Array(cards.enumerated()), id: \.offset) { index, color in
                let isTop = index == cards.count - 1
                RoundedRectangle(cornerRadius: 20)
                    .fill(color)
                    .frame(width: 220, height: 300)
                    .overlay(alignment: .bottomLeading) {
                        Text("Card \(index + 1)")
                            .font(.headline)
                            .foregroundColor(.white)
                            .padding()
                    }
                    .offset(x: isTop ? drag.width : 0, y: isTop ? drag.height : CGFloat(cards.count - 1 - index) * -8)
                    .scaleEffect(isTop ? 1 : 1 - CGFloat(cards.count - 1 - index) * 0.04)
                    .rotationEffect(.degrees(isTop ? Double(drag.width / 15) : 0))
                    .zIndex(Double(index))
                    .gesture(isTop ? swipe : nil)
            }
        }
        .animation(.interactiveSpring(response: 0.3, dampingFraction: 0.7), value: drag)
    }

    private var swipe: some Gesture {
        DragGesture(minimumDistance: 5)
            .updating($drag) { value, state, _ in
                state = value.translation
            }
            .onChanged { _ in isDragging = true }
            .onEnded { value in
                isDragging = false
                if abs(value.translation.width) > 120 {
                    withAnimation(.easeOut(duration: 0.25)) {
                        _ = cards.popLast()
                    }
                }
            }
    }
}

#Preview {
    SwipeCardStack()
}
