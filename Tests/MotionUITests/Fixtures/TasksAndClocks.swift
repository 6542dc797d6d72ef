import SwiftUI

// Tasks and clocks as people write them in SwiftUI files: a debounced search with `.task(id:)`,
// a drift-free ticker on deadlines, a detached load that hops back to the main actor, a
// continuation resumed by `asyncAfter`, and a yield between steps.
struct SearchField: View {
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    VStack {
      Button("Add a letter") { query += "a" }
      ForEach(results, id: \.self) { Text($0) }
    }
    .task(id: query) {
      do {
        try await Task.sleep(for: .milliseconds(300))
      } catch {
        return
      }
      withAnimation(.easeOut) { results = query.isEmpty ? [] : [query.uppercased()] }
    }
  }
}

struct Ticker: View {
  @State private var ticks = 0
  @State private var loaded = false

  var body: some View {
    Text("\(ticks)")
      .opacity(loaded ? 1 : 0)
      .task {
        let clock = ContinuousClock()
        let start = clock.now
        for n in 1...10 {
          try? await Task.sleep(until: start + .seconds(n), tolerance: .zero, clock: .continuous)
          withAnimation(.snappy) { ticks += 1 }
        }
        let pause = await clock.measure { try? await clock.sleep(for: .seconds(0.5)) }
        print("paused for \(pause)")
        try? await SuspendingClock().sleep(until: .now + .milliseconds(250))
      }
      .onAppear {
        Task.detached(priority: .background) {
          try await Task.sleep(nanoseconds: 200_000_000)
          await Task.yield()
          await MainActor.run { withAnimation { loaded = true } }
        }
      }
  }
}

struct Handshake: View {
  @State private var done = false

  var body: some View {
    Circle()
      .scale(done ? 1 : 0.5)
      .task {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { continuation.resume() }
        }
        let value: Int = await withUnsafeContinuation { continuation in
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { continuation.resume(returning: 1) }
        }
        withAnimation(.spring) { done = value == 1 }
      }
  }
}
