import SwiftUI

struct ProgressRing: View {
    var progress: Double
    @State private var spins = 0

    var body: some View {
        ZStack {
            Circle().stroke(.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.timingCurve(.circularEaseInOut, duration: 1.2), value: progress)
        }
        .rotationEffect(.degrees(Double(spins) * 360))
        .onTapGesture {
            withAnimation(.linear(duration: 2).repeatCount(3, autoreverses: false)) {
                spins += 1
            }
        }
    }
}
