// What the phase and keyframe animators share: a trigger of any `Equatable` type, and a node
// that keeps the preview's display link awake while an animator runs.

/// A trigger value of any `Equatable` type, compared with the type's own `==`.
struct AnimatorTrigger: Equatable {
  private let value: Any
  private let matches: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    matches = { other in (other as? T) == value }
  }

  static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool { lhs.matches(rhs.value) }
}

/// What an animator reports to the node that stands for it: until when it runs, and how to stop
/// it when its view goes away.
@MainActor
protocol AnimatorActivity: AnyObject {
  /// Whether the animator still runs at `time` (scene seconds).
  func isRunning(at time: Double) -> Bool
  /// Cancels what the animator scheduled.
  func stop()
}

/// Puts the animator's node around its content.
struct AnimatorActivityModifier: ViewModifier, NodeModifier {
  let activity: any AnimatorActivity
  typealias Body = Never
  func makeNode(id: ViewID) -> AnimatorActivityNode { AnimatorActivityNode(id: id) }
  func update(_ node: AnimatorActivityNode, context: ResolveContext, graph: ViewGraph) {
    node.activity = activity
  }
}

/// Lays out and draws as its content; animating while its animator runs (so the display link
/// stays awake between phases, and forever for a repeating animator), and stopping the
/// animator when it leaves the tree.
final class AnimatorActivityNode: Node {
  weak var activity: (any AnimatorActivity)?
  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || activity?.isRunning(at: time) == true
  }
  override func didDisappear(graph: ViewGraph) {
    super.didDisappear(graph: graph)
    activity?.stop()
  }
}
