import SwiftUI

/// Three dots that hop one after another, like a "typing…" indicator.
struct BouncingDots: View {
    @State private var animating = false

    private let dotCount = 3
    private let dotSize: CGFloat = 14

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<dotCount, id: \.self) { index in
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: dotSize, height: dotSize)
                    .offset(y: animating ? -dotSize : 0)
                    .animation(
                        .easeInOut(duration: 0.45)
                            .repeatForever(autoreverses: true)
                            .delay(Double(index) * 0.15),
                        value: animating
                    )
            }
        }
        .padding(.vertical, 24)
        .padding(.horizontal, 20)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color.gray.opacity(0.12))
        )
        .onAppear { animating = true }
    }
}

#Preview {
    BouncingDots()
}
