import SwiftUI

/// A circular progress ring with an angular gradient and rounded ends, counting up on appear.
struct ProgressRing: View {
    var progress: Double
    var thickness: CGFloat = 18

    private var gradient: AngularGradient {
        AngularGradient(
            gradient: Gradient(colors: [.purple, .pink, .orange, .purple]),
            center: .center,
            startAngle: .degrees(0),
            endAngle: .degrees(360)
        )
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), style: StrokeStyle(lineWidth: thickness))

            Circle()
                .trim(from: 0, to: CGFloat(progress))
                .stroke(gradient, style: StrokeStyle(lineWidth: thickness, lineCap: .round, lineJoin: .round))
                .rotationEffect(.degrees(-90))

            Text("\(Int(progress * 100))%")
                .font(.system(size: 32, weight: .bold, design: .rounded))
        }
        .frame(width: 160, height: 160)
    }
}

private struct ProgressRingDemo: View {
    @State private var progress = 0.0

    var body: some View {
        ProgressRing(progress: progress)
            .onAppear {
                withAnimation(.easeInOut(duration: 1.5)) {
                    progress = 0.72
                }
            }
    }
}

#Preview {
    ProgressRingDemo()
}
