import SwiftUI

/// A loading indicator: a three-quarter arc with a gradient tail that spins forever.
struct SpinningArcLoader: View {
    @State private var isSpinning = false

    var lineWidth: CGFloat = 6
    var tint: Color = .blue

    var body: some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.15), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(
                    LinearGradient(colors: [tint, tint.opacity(0.2)], startPoint: .top, endPoint: .bottom),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(.linear(duration: 0.9).repeatForever(autoreverses: false), value: isSpinning)
        }
        .frame(width: 56, height: 56)
        .onAppear {
            isSpinning = true
        }
    }
}

#Preview {
    VStack(spacing: 24) {
        SpinningArcLoader()
        Text("Loading…")
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}
