import SwiftUI

struct CardFlip: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(flipped ? Color.orange : Color.blue)
                .frame(width: 220, height: 320)
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .animation(.easeInOut(duration: 0.6), value: flipped)
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                flipped.toggle()
            }
        }
    }
}
