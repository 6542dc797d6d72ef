/// `.task`'s work. It starts on the main actor when the view appears; its `await`s run on the
/// agent's clock, not the scene clock (a known limit: `Task.sleep` inside it sleeps in wall
/// time, so use `DispatchQueue.main.asyncAfter` for timed steps, which runs on the scene clock).
enum SceneTask {
  @MainActor
  static func start(_ action: @escaping @Sendable () async -> Void) {
    Task { @MainActor in await action() }
  }
}
