import SwiftUI

/// A heart that beats: it grows and shrinks forever, with a soft glow behind it.
struct PulsingHeart: View {
    @State private var beating = false

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.pink.opacity(0.25))
                .frame(width: 140, height: 140)
                .scaleEffect(beating ? 1.15 : 0.85)
                .opacity(beating ? 0.2 : 0.6)

            Image(systemName: "heart.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 72, height: 72)
                .foregroundColor(.pink)
                .scaleEffect(beating ? 1.2 : 1.0)
                .shadow(color: .pink.opacity(0.4), radius: 12, x: 0, y: 6)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) {
                beating.toggle()
            }
        }
    }
}

#Preview {
    PulsingHeart()
}
