import SwiftUI

// Timers as people write them in SwiftUI files: a published timer with onReceive, a
// scheduled timer started in onAppear and invalidated, and a numeric content transition.
struct CountdownView: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var remaining = 10
  @State private var pulse: Timer?
  @State private var glow = false

  var body: some View {
    VStack {
      Text("\(remaining)")
        .font(.largeTitle)
        .contentTransition(.numericText(countsDown: true))
      Circle()
        .fill(glow ? Color.orange : Color.gray)
        .frame(width: 40, height: 40)
    }
    .onReceive(timer) { _ in
      guard remaining > 0 else {
        timer.upstream.connect().cancel()
        return
      }
      withAnimation(.snappy) { remaining -= 1 }
    }
    .onAppear {
      pulse = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
        withAnimation(.easeInOut) { glow.toggle() }
      }
    }
    .onDisappear { pulse?.invalidate() }
  }
}
