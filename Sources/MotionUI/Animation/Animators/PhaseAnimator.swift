// `PhaseAnimator` and `.phaseAnimator`: the content is built for one phase at a time, and each
// change of phase is a transaction animated with the closure's animation for the phase being
// entered; the next phase comes when that animation is logically complete (Apple's
// documentation of `PhaseAnimator` and `phaseAnimator(_:content:animation:)`). The phases run
// on the scene clock, through the graph's timers.
//
// - Repeating: at appearance the content shows the first phase and at once animates to the
//   second, then on through the phases and round again, forever.
// - Triggered: at rest on the first phase; each change of the trigger moves on to the next
//   phase at once and runs through the rest, ending back on the first.

/// A container that animates its content by cycling through phases, each a discrete step of an
/// animation, as SwiftUI's `PhaseAnimator`.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  private let phases: [Phase]
  private let trigger: AnimatorTrigger?
  private let content: (Phase) -> Content
  private let animation: (Phase) -> Animation?
  @State private var index = 0
  @State private var driver = PhaseDriver()

  /// Cycles through `phases` continuously, animating each change of phase with `animation` of
  /// the phase entered (nil: no animation).
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Runs through `phases` once each time `trigger` changes, ending on the first phase.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnimatorTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// The content for the current phase.
  public var body: some View {
    if !phases.isEmpty {
      content(phases[min(index, phases.count - 1)])
        .modifier(AnimatorActivityModifier(activity: drive()))
    }
  }

  /// Starts the cycle, or a pass when the trigger changed, after the update running now.
  private func drive() -> PhaseDriver {
    let driver = self.driver
    guard let graph = ViewGraph.evaluating?.graph else { return driver }
    let storage = _index.box.storage
    let phases = phases
    let animation = animation
    let plan = PhaseDriver.Plan(count: phases.count, repeating: trigger == nil) { next in
      let entered = animation(phases[next])
      storage.write(next, transaction: Transaction(animation: entered))
      return entered
    }
    // The latest phases and animations serve the steps to come.
    driver.plan = plan
    if !driver.isStarted {
      driver.isStarted = true
      driver.trigger = trigger
      if plan.repeating, plan.count > 1 {
        graph.afterUpdate { driver.step(to: 1, graph: graph) }
      }
    } else if let trigger, trigger != driver.trigger, plan.count > 1 {
      driver.trigger = trigger
      let next = (index + 1) % plan.count
      graph.afterUpdate { driver.step(to: next, graph: graph) }
    }
    return driver
  }
}

/// The running state of one phase animator: its next step on the scene clock.
@MainActor
final class PhaseDriver: AnimatorActivity {
  /// How to enter a phase: the number of phases, whether they cycle, and the state change.
  struct Plan {
    let count: Int
    let repeating: Bool
    /// Sets the phase index in a transaction with the phase's animation; returns the animation.
    let enter: @MainActor (Int) -> Animation?
  }

  var isStarted = false
  var trigger: AnimatorTrigger?
  var plan: Plan?
  private var pending: SceneTimers.Token?
  private weak var graph: ViewGraph?
  /// The scene time until which the animator runs (infinite while it cycles).
  private var runsUntil = -Double.infinity

  /// How long a phase entered without animation (or with one of no length) is held: one frame
  /// at 60 Hz, so that a cycle of such phases still moves on the clock. (SwiftUI's hold is not
  /// documented; this is the preview's choice.)
  static let minimumHold = 1.0 / 60

  /// Enters `phase` (modulo the phases there are) now, and schedules the following one when its
  /// animation is logically complete (a triggered pass ends once it is back on the first phase).
  func step(to phase: Int, graph: ViewGraph) {
    self.graph = graph
    if let pending { graph.cancel(pending) }
    pending = nil
    guard let plan, plan.count > 0 else { return }
    let next = phase % plan.count
    let animation = plan.enter(next)
    let completion = animation.map { $0.logicalDuration(for: 1.0) } ?? 0
    guard completion.isFinite else {
      // A `repeatForever` never completes: the animator stays on this phase.
      runsUntil = .infinity
      return
    }
    let hold = completion > 0 ? completion : Self.minimumHold
    guard plan.repeating || next != 0 else {
      runsUntil = graph.time + hold
      return
    }
    runsUntil = plan.repeating ? .infinity : graph.time + hold
    pending = graph.schedule(after: hold) { [weak self] in
      self?.step(to: (next + 1) % plan.count, graph: graph)
    }
  }

  func isRunning(at time: Double) -> Bool { time < runsUntil }

  func stop() {
    if let pending { graph?.cancel(pending) }
    pending = nil
    runsUntil = -.infinity
  }
}

extension View {
  /// Cycles this view's effects through `phases` continuously: `content` applies the effects of
  /// a phase to the view, and each change of phase animates with `animation` of the phase
  /// entered, as SwiftUI's `phaseAnimator(_:content:animation:)`.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let phases = Array(phases)
    return modifier(
      PlaceholderModifier { PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(), phase) }, animation: animation) })
  }

  /// Runs this view's effects through `phases` once each time `trigger` changes, ending on the
  /// first phase, as SwiftUI's `phaseAnimator(_:trigger:content:animation:)`.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let phases = Array(phases)
    return modifier(
      PlaceholderModifier {
        PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(), phase) }, animation: animation)
      })
  }
}

/// A modifier whose body is a view built around its content through `PlaceholderContentView`
/// (the animators' modifier forms).
struct PlaceholderModifier<Wrapped: View>: ViewModifier {
  let make: () -> Wrapped
  func body(content: Content) -> Wrapped { make() }
}
