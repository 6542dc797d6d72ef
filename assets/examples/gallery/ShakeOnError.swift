import SwiftUI

/// Shakes its content sideways once per unit of `animatableData`.
struct Shake: GeometryEffect {
    var travel: CGFloat = 8
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        let dx = travel * sin(animatableData * .pi * CGFloat(shakesPerUnit))
        return ProjectionTransform(CGAffineTransform(translationX: dx, y: 0))
    }
}

/// A passcode field that shakes and turns red when the code is wrong.
struct ShakeOnError: View {
    @State private var attempts = 0
    @State private var code = "1234"

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 14) {
                ForEach(0..<4) { _ in
                    Circle()
                        .fill(attempts > 0 ? Color.red : Color.primary)
                        .frame(width: 14, height: 14)
                }
            }
            .modifier(Shake(animatableData: CGFloat(attempts)))

            Button("Try \(code)") {
                withAnimation(.linear(duration: 0.4)) {
                    attempts += 1
                }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    ShakeOnError()
}
