import BuiltInExamples
import MotionUI
import Scenes

/// The default window's preview (the built-in examples side by side, `ExamplePreviews`) run by
/// MotionUI in the test's process, with text measured by `metrics` (by default
/// `FixedTextMetrics`, so that layouts do not depend on the installed fonts): a source of real
/// frames for the renderer's and the damage's tests, as the agent makes them.
@MainActor
final class ExampleScene {
  /// The preview's graph.
  let graph: ViewGraph

  /// The examples on a canvas of `size` points (the default window's 1000 × 600), the switch
  /// pressed at each of `presses` (scene seconds).
  init(
    size: Size = Size(width: 1000, height: 600), metrics: any TextMetrics = FixedTextMetrics(), presses: [Double] = []
  ) {
    PreviewRegistry.removeAll()
    ExamplePreviews.register()
    let root = PreviewRegistry.entries.first { $0.name == ExamplePreviews.sideBySide }?.make() ?? AnyView(EmptyView())
    graph = ViewGraph(root: root, size: CGSize(width: size.width, height: size.height), metrics: metrics)
    for press in presses.sorted() {
      graph.advance(to: press)
      _ = graph.pressPrimaryControl(at: press)
    }
  }

  /// The frame at scene time `time` (never earlier than the last frame asked for).
  func frame(at time: Double) -> Frame {
    graph.advance(to: time)
    return graph.frame(at: time)
  }
}
