import SwiftUI

/// A toast that drops in from the top edge, waits two seconds and leaves by fading out.
struct SlideInToast: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .top) {
            Color.clear

            if showToast {
                HStack(spacing: 12) {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundColor(.green)
                    Text("Saved to your library")
                        .font(.subheadline.weight(.semibold))
                }
                .padding(.horizontal, 18)
                .padding(.vertical, 12)
                .background(.white, in: Capsule())
                .shadow(color: .black.opacity(0.15), radius: 10, x: 0, y: 4)
                .transition(
                    .asymmetric(
                        insertion: .move(edge: .top).combined(with: .opacity),
                        removal: .opacity.combined(with: .scale(scale: 0.9))
                    )
                )
                .padding(.top, 12)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear(perform: presentToast)
    }

    private func presentToast() {
        withAnimation(.spring(response: 0.45, dampingFraction: 0.75)) {
            showToast = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            withAnimation(.easeOut(duration: 0.3)) {
                showToast = false
            }
        }
    }
}

#Preview {
    SlideInToast()
}
