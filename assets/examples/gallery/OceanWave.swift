import SwiftUI

/// A sine-like wave drawn with cubic curves; `phase` shifts it sideways and animates.
struct Wave: Shape {
    var phase: CGFloat
    var amplitude: CGFloat = 14
    var wavelength: CGFloat = 160

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midY = rect.height * 0.5
        let offset = phase.truncatingRemainder(dividingBy: wavelength)
        var x = -wavelength + offset
        path.move(to: CGPoint(x: x, y: midY))
        while x < rect.width {
            let half = wavelength / 2
            path.addCurve(
                to: CGPoint(x: x + half, y: midY),
                control1: CGPoint(x: x + half * 0.35, y: midY - amplitude * 1.3),
                control2: CGPoint(x: x + half * 0.65, y: midY - amplitude * 1.3)
            )
            path.addCurve(
                to: CGPoint(x: x + wavelength, y: midY),
                control1: CGPoint(x: x + half * 1.35, y: midY + amplitude * 1.3),
                control2: CGPoint(x: x + half * 1.65, y: midY + amplitude * 1.3)
            )
            x += wavelength
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// Two waves rolling at different speeds over a gradient sky.
struct OceanWave: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.cyan.opacity(0.3), .white], startPoint: .top, endPoint: .bottom)

            Wave(phase: phase * 0.6, amplitude: 10)
                .fill(Color.blue.opacity(0.35))
                .frame(height: 140)

            Wave(phase: phase, amplitude: 16)
                .fill(Color.blue.opacity(0.7))
                .frame(height: 110)
        }
        .frame(width: 320, height: 240)
        .clipShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
        .onAppear {
            withAnimation(.linear(duration: 2.5).repeatForever(autoreverses: false)) {
                phase = 160
            }
        }
    }
}

#Preview {
    OceanWave()
}
