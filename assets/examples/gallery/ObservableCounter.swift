import SwiftUI

/// A step counter kept in an `@Observable` model (iOS 17's Observation).
@Observable
final class StepCounter {
    var steps = 0
    var goal = 10

    var progress: Double { min(1, Double(steps) / Double(goal)) }
}

/// A bar that fills as the counter climbs; each tap adds a step with a bouncy animation.
struct ObservableCounter: View {
    @State private var counter = StepCounter()

    var body: some View {
        VStack(spacing: 16) {
            Text("\(counter.steps) / \(counter.goal) steps")
                .font(.headline)

            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(Color.green)
                        .frame(width: proxy.size.width * counter.progress)
                }
            }
            .frame(width: 240, height: 16)

            Button("Add step") {
                withAnimation(.bouncy) {
                    counter.steps += 1
                }
            }
        }
        .padding()
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8)) {
                counter.steps = 3
            }
        }
    }
}

#Preview {
    ObservableCounter()
}
