import SwiftUI

struct DraggableSheet: View {
    @State private var offset: CGFloat = 0
    @GestureState private var drag: CGFloat = 0

    private let settle = Spring(mass: 1, stiffness: 200, damping: 20)

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(.background)
            .offset(y: offset + drag)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation.height }
                    .onEnded { value in
                        withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) {
                            offset = value.translation.height > 120 ? 400 : 0
                        }
                    }
            )
            .animation(.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 0), value: offset)
    }
}
