import SwiftUI

/// A card that flips over when tapped, showing a question on the front and the answer on the back.
struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            CardFace(title: "What is the capital of Iceland?", color: .indigo)
                .opacity(flipped ? 0 : 1)
                .zIndex(flipped ? 0 : 1)

            CardFace(title: "Reykjavík", color: .teal)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
                .zIndex(flipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
                flipped.toggle()
            }
        }
    }
}

private struct CardFace: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(color.gradient)
            .frame(width: 260, height: 160)
            .overlay {
                Text(title)
                    .font(.title3.bold())
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.white)
                    .padding()
            }
            .shadow(radius: 8, y: 4)
    }
}

#Preview {
    FlipCard()
}
