import SwiftUI

/// A badge whose colours cycle and whose glow breathes: a tour of the colour and clip effects.
struct GlowBadge: View {
    @State private var hue: Double = 0
    @State private var glowing = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack {
            Circle()
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 150, height: 150)
                .blur(radius: glowing ? 30 : 12)
                .opacity(0.8)

            RoundedRectangle(cornerRadius: 32, style: .continuous)
                .fill(
                    RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 90)
                )
                .frame(width: 120, height: 120)
                .overlay(
                    Image(systemName: "bolt.fill")
                        .font(.system(size: 48, weight: .bold))
                        .foregroundColor(.white)
                )
                .hueRotation(.degrees(hue))
                .saturation(glowing ? 1.2 : 0.8)
                .brightness(glowing ? 0.05 : -0.05)
                .contrast(1.1)
                .clipShape(Circle())
                .mask {
                    LinearGradient(colors: [.black, .black.opacity(0.4)], startPoint: .top, endPoint: .bottom)
                }
                .shadow(color: colorScheme == .dark ? .white.opacity(0.3) : .black.opacity(0.25), radius: 16, x: 0, y: 8)

            Text("PRO")
                .font(.caption.bold())
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Color.black)
                .foregroundColor(.white)
                .clipShape(Capsule())
                .grayscale(glowing ? 0 : 1)
                .offset(y: 84)
        }
        .onAppear {
            withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) {
                hue = 360
            }
            withAnimation(.easeInOut(duration: 1.2).repeatForever()) {
                glowing = true
            }
        }
    }
}

#Preview {
    GlowBadge()
}
