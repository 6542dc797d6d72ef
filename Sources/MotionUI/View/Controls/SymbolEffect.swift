// SF Symbols' effects, as SwiftUI's `symbolEffect(_:options:isActive:)` and
// `symbolEffect(_:options:value:)` with the Symbols framework's effect types. The symbols here are
// drawn whole (no SF Symbol layers), so the effects that move a whole symbol are drawn, on every
// `Image(systemName:)` inside the modified view (a `Label`'s icon, not its title):
// - `.bounce` ("a brief scaling operation … you can choose to scale the symbol up or down",
//   Apple's `BounceSymbolEffect`): once per change of `value` (`options: .repeat(n)`: n times),
//   or, as an indefinite effect, again and again while `isActive`;
// - `.pulse` ("participating layers reduce their opacity to a minimum value before returning to
//   fully opaque", `PulseSymbolEffect`): all the symbol, repeating while `isActive` (`.repeat(n)`
//   or `.nonRepeating`: n times, once, from when it turns active), or once per change of `value`;
// - `.scale` ("changing the symbol's scale indefinitely … up or down", `ScaleSymbolEffect`): the
//   symbol held larger (`.up`, the default) or smaller (`.down`) while `isActive`;
// - `.disappear` ("causes a symbol to become invisible using a scaling animation",
//   `DisappearSymbolEffect`): hidden while `isActive`, shrinking (`.down`, the default) or growing
//   (`.up`) as it fades.
// `byLayer` and `wholeSymbol` are accepted and draw alike. The other effects (`.variableColor`,
// which animates layers, `.appear`, whose active state is not documented, `.wiggle`, `.rotate`,
// `.breathe`) draw the symbol still, with one warning at the line.
//
// Timing: Apple publishes no curves or magnitudes for these effects (its documentation of
// `SymbolEffect`, the effect types and `SymbolEffectOptions`, and the WWDC23 session "Animate
// symbols in your app", describe them in words only). The figures in `SymbolEffectTiming` are
// this preview's approximations, chosen to read as the effects do on a device; the options'
// `speed` divides their durations, as Apple's "speed multiplier" does. The played effects are
// keyframes on the scene clock (`KeyframeContent`: they show among the values in flight as the
// tracks `\.scale` and `\.opacity`); the held ones animate the symbol's `scaleEffect` and
// `opacity` with a spring when `isActive` changes.

/// An animation of a symbol's layers, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active, as `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes, as `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect {}
/// An effect that replaces one symbol by another, as `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// The effect types, each with the variants SwiftUI chains onto it (`.variableColor.iterative`,
/// `.bounce.up.byLayer`): the preview keeps the directions of the effects it draws.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
}
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// Whether the symbol scales down rather than up as it bounces.
  var isDown = false
  public var up: Self { Self(isDown: false) }
  public var down: Self { Self(isDown: true) }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  /// Whether the symbol is held smaller rather than larger.
  var isDown = false
  public var up: Self { Self(isDown: false) }
  public var down: Self { Self(isDown: true) }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  /// Whether the symbol grows rather than shrinks as it disappears.
  var isUp = false
  public var up: Self { Self(isUp: true) }
  public var down: Self { Self(isUp: false) }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var forward: Self { self }
  public var backward: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var pulse: Self { self }
  public var plain: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  public var downUp: Self { self }
  public var upUp: Self { self }
  public var offUp: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// How a symbol effect runs, as `SymbolEffectOptions`: how many times, and how fast.
public struct SymbolEffectOptions: Sendable, Equatable {
  enum Repetition: Sendable, Equatable {
    /// The effect's own: an indefinite effect repeats while active, a discrete one plays once.
    case automatic
    case forever
    case count(Int)
  }
  var repetition = Repetition.automatic
  /// The speed multiplier: 1 plays the effect at its own pace, 2 twice as fast.
  var speed: Double = 1

  /// The default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Options that prefer to repeat indefinitely.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
  /// Options that prefer not to repeat.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
  /// Options that play the effect `count` times (nil: the default number).
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
  /// Options that play the effect `speed` times as fast (clamped to 0.1…10 here).
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
  /// These options, repeating indefinitely.
  public var repeating: SymbolEffectOptions { with { $0.repetition = .forever } }
  /// These options, playing once.
  public var nonRepeating: SymbolEffectOptions { with { $0.repetition = .count(1) } }
  /// These options, playing `count` times (nil: the default number).
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    with { $0.repetition = count.map { .count(min(max($0, 1), 100)) } ?? .automatic }
  }
  /// These options, `speed` times as fast (clamped to 0.1…10 here).
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    with { $0.speed = speed.isFinite ? min(max(speed, 0.1), 10) : 1 }
  }

  private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
    var options = self
    change(&options)
    return options
  }
}

extension View {
  /// Runs `effect` on the symbols in this view while `isActive`: `.bounce` and `.pulse` repeat
  /// (or play the options' number of times from when it turns active), `.scale` and
  /// `.disappear` hold the symbol scaled or hidden; other effects are not drawn (one warning at
  /// this line).
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    let drawn = SymbolEffectPlan(indefinite: effect, options: options, isActive: isActive)
    if drawn == nil { PreviewWarnings.once("the symbol effect is not drawn: the symbol's layers are not modelled", file: file, line: line) }
    return SymbolEffectView(content: self, plan: drawn ?? .none)
  }

  /// Runs `effect` on the symbols in this view each time `value` changes (`.bounce`, `.pulse`;
  /// other effects are not drawn, with one warning at this line).
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    let drawn = SymbolEffectPlan(discrete: effect, options: options, value: value)
    if drawn == nil { PreviewWarnings.once("the symbol effect is not drawn: the symbol's layers are not modelled", file: file, line: line) }
    return SymbolEffectView(content: self, plan: drawn ?? .none)
  }

  /// Removes the symbol effects this view inherits (the effects applied inside it still run).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    transformEnvironment(\.symbolEffectState) { if isEnabled { $0 = nil } }
  }
}

// MARK: Drawing

/// What the symbol effects around a symbol do to it at this frame: an environment value that
/// the effects set (each multiplying in its part) and `Image(systemName:)` draws
/// (`SymbolEffectDrawing`); nil where no effect is around.
struct SymbolEffectState: Equatable {
  /// Played by keyframes (`.bounce`, `.pulse`): drawn as they are at each frame.
  var scale: CGFloat = 1
  var opacity: Double = 1
  /// Held while an effect is active (`.scale`, `.disappear`): animated when they change.
  var held = Held()
  struct Held: Equatable {
    var scale: CGFloat = 1
    var opacity: Double = 1
    /// The options' speed, for the animation of a change.
    var speed: Double = 1
  }
}

private struct SymbolEffectStateKey: EnvironmentKey { static let defaultValue: SymbolEffectState? = nil }

extension EnvironmentValues {
  /// What the symbol effects around do to a symbol here (`symbolEffect`).
  var symbolEffectState: SymbolEffectState? {
    get { self[SymbolEffectStateKey.self] }
    set { self[SymbolEffectStateKey.self] = newValue }
  }
}

/// Draws a symbol as the effects around it say: its held scale and opacity animated, its
/// played ones at each frame, about its centre.
struct SymbolEffectDrawing: ViewModifier {
  /// Whether the image is a symbol (an asset image takes no symbol effect).
  let isSymbol: Bool
  @Environment(\.symbolEffectState) private var state
  func body(content: Content) -> some View {
    if isSymbol, let state {
      content
        .scaleEffect(state.held.scale)
        .opacity(state.held.opacity)
        .animation(SymbolEffectTiming.held(speed: state.held.speed), value: state.held)
        .scaleEffect(state.scale)
        .opacity(state.opacity)
    } else {
      content
    }
  }
}

/// The values a played effect's keyframes move.
struct SymbolEffectValue {
  var scale: CGFloat = 1
  var opacity: Double = 1
}

/// What one `symbolEffect` does, worked out from its effect and options.
enum SymbolEffectPlan {
  /// Nothing drawn (an effect the preview does not draw).
  case none
  /// Keyframes played in `mode`: looped while on, played once from when it turns on, or once
  /// per change of a trigger.
  case played(PlayMode, keyframes: SymbolEffectKeyframes)
  /// Held while active.
  case held(SymbolEffectState.Held)

  /// How a played effect's keyframes run (`KeyframeContent.Mode`, which is generic over the
  /// keyframes and content this plan does not know yet).
  enum PlayMode {
    case repeating(Bool), playing(Bool), trigger(AnimatorTrigger)
  }

  init?<T: IndefiniteSymbolEffect & SymbolEffect>(indefinite effect: T, options: SymbolEffectOptions, isActive: Bool) {
    let speed = options.speed
    func runs(_ keyframes: (Int) -> SymbolEffectKeyframes) -> SymbolEffectPlan {
      switch options.repetition {
      case .automatic, .forever: .played(.repeating(isActive), keyframes: keyframes(1))
      case .count(let count): .played(.playing(isActive), keyframes: keyframes(count))
      }
    }
    switch effect {
    case let bounce as BounceSymbolEffect:
      self = runs { .bounce(down: bounce.isDown, runs: $0, pause: true, speed: speed) }
    case is PulseSymbolEffect:
      self = runs { .pulse(runs: $0, speed: speed) }
    case let scale as ScaleSymbolEffect:
      let factor = scale.isDown ? SymbolEffectTiming.scaleDown : SymbolEffectTiming.scaleUp
      self = .held(SymbolEffectState.Held(scale: isActive ? factor : 1, opacity: 1, speed: speed))
    case let disappear as DisappearSymbolEffect:
      let factor = disappear.isUp ? SymbolEffectTiming.disappearUp : SymbolEffectTiming.disappearDown
      self = .held(SymbolEffectState.Held(scale: isActive ? factor : 1, opacity: isActive ? 0 : 1, speed: speed))
    default:
      return nil
    }
  }

  init?<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(discrete effect: T, options: SymbolEffectOptions, value: U) {
    let runs: Int
    if case .count(let count) = options.repetition { runs = count } else { runs = 1 }
    switch effect {
    case let bounce as BounceSymbolEffect:
      self = .played(.trigger(AnimatorTrigger(value)), keyframes: .bounce(down: bounce.isDown, runs: runs, pause: false, speed: options.speed))
    case is PulseSymbolEffect:
      self = .played(.trigger(AnimatorTrigger(value)), keyframes: .pulse(runs: runs, speed: options.speed))
    default:
      return nil
    }
  }
}

/// The preview's figures for the effects (see the top of this file: chosen, not published).
enum SymbolEffectTiming {
  /// A bounce: the symbol eases to 1.2 (up) or 0.8 (down) times its size in 0.15 s, then a
  /// spring of 0.4 s with a bounce of 0.3 brings it back over 0.5 s (0.65 s in all). Repeating,
  /// it rests 0.35 s between bounces (one a second).
  static let bounceUp: CGFloat = 1.2
  static let bounceDown: CGFloat = 0.8
  static let bounceRise = 0.15
  static let bounceReturn = 0.5
  static let bounceSpring = Spring(duration: 0.4, bounce: 0.3)
  static let bounceRest = 0.35
  /// A pulse: the opacity eases down to 0.3 in 0.5 s and back up to 1 in 0.5 s.
  static let pulseMinimum = 0.3
  static let pulseHalf = 0.5
  /// `.scale`: 1.2 times the size (up) or 0.8 (down).
  static let scaleUp: CGFloat = 1.2
  static let scaleDown: CGFloat = 0.8
  /// `.disappear`: to 0.5 times the size (down) or 1.5 (up) as the opacity goes to 0.
  static let disappearDown: CGFloat = 0.5
  static let disappearUp: CGFloat = 1.5
  /// How a held effect moves when it turns on or off: a spring of 0.35 s with a bounce of 0.2
  /// (at `speed` 1).
  static func held(speed: Double) -> Animation { .spring(duration: 0.35 / speed, bounce: 0.2) }
}

/// The keyframes of a played effect, as a value (the view that plays them builds the track).
struct SymbolEffectKeyframes {
  enum Kind { case bounce(down: Bool, pause: Bool), pulse }
  let kind: Kind
  let runs: Int
  let speed: Double

  static func bounce(down: Bool, runs: Int, pause: Bool, speed: Double) -> Self {
    Self(kind: .bounce(down: down, pause: pause), runs: runs, speed: speed)
  }
  static func pulse(runs: Int, speed: Double) -> Self { Self(kind: .pulse, runs: runs, speed: speed) }

  /// A bounce's track: `runs` runs, one after another.
  func bounceTrack(down: Bool, pause: Bool) -> some Keyframes<SymbolEffectValue> {
    let run = bounceRun(down: down, pause: pause)
    return KeyframeTrack(\SymbolEffectValue.scale) {
      KeyframeTrackContentBuilder<CGFloat>.buildArray(Array(repeating: run, count: runs))
    }
  }

  @KeyframeTrackContentBuilder<CGFloat>
  private func bounceRun(down: Bool, pause: Bool) -> some KeyframeTrackContent<CGFloat> {
    LinearKeyframe(
      down ? SymbolEffectTiming.bounceDown : SymbolEffectTiming.bounceUp, duration: SymbolEffectTiming.bounceRise / speed,
      timingCurve: .easeOut)
    SpringKeyframe(1, duration: SymbolEffectTiming.bounceReturn / speed, spring: SymbolEffectTiming.bounceSpring.scaled(by: speed))
    LinearKeyframe(1, duration: pause ? SymbolEffectTiming.bounceRest / speed : 0)
  }

  /// A pulse's track: `runs` runs, one after another.
  func pulseTrack() -> some Keyframes<SymbolEffectValue> {
    let run = pulseRun()
    return KeyframeTrack(\SymbolEffectValue.opacity) {
      KeyframeTrackContentBuilder<Double>.buildArray(Array(repeating: run, count: runs))
    }
  }

  @KeyframeTrackContentBuilder<Double>
  private func pulseRun() -> some KeyframeTrackContent<Double> {
    LinearKeyframe(SymbolEffectTiming.pulseMinimum, duration: SymbolEffectTiming.pulseHalf / speed, timingCurve: .easeInOut)
    LinearKeyframe(1, duration: SymbolEffectTiming.pulseHalf / speed, timingCurve: .easeInOut)
  }
}

extension Spring {
  /// The same spring, `speed` times as fast.
  fileprivate func scaled(by speed: Double) -> Spring { Spring(duration: duration / speed, bounce: bounce) }
}

/// A view under a `symbolEffect`: its symbols drawn as the plan says, the played keyframes on
/// the scene clock (`KeyframeContent`, in a node of its own so that only it runs each frame).
struct SymbolEffectView<Content: View>: View {
  let content: Content
  let plan: SymbolEffectPlan
  @State private var run = KeyframeRun<SymbolEffectValue>()

  var body: some View {
    switch plan {
    case .none:
      content
    case .held(let held):
      content.transformEnvironment(\.symbolEffectState) { state in
        var next = state ?? SymbolEffectState()
        next.held.scale *= held.scale
        next.held.opacity *= held.opacity
        next.held.speed = held.speed
        state = next
      }
    case .played(let mode, let keyframes):
      played(keyframes, mode)
    }
  }

  /// The content under the value of `keyframes` at each frame, played in `mode`.
  @ViewBuilder private func played(_ keyframes: SymbolEffectKeyframes, _ mode: SymbolEffectPlan.PlayMode) -> some View {
    switch keyframes.kind {
    case .bounce(let down, let pause):
      Self.keyframeContent(mode, run: run, content: applied, keyframes: { _ in keyframes.bounceTrack(down: down, pause: pause) })
        .modifier(FrameHost())
    case .pulse:
      Self.keyframeContent(mode, run: run, content: applied, keyframes: { _ in keyframes.pulseTrack() })
        .modifier(FrameHost())
    }
  }

  /// The content with a played effect's `value` multiplied into the symbols' state.
  private var applied: (SymbolEffectValue) -> ModifiedContent<Content, EnvironmentWriter> {
    let content = content
    return { value in
      content.modifier(
        EnvironmentWriter { environment in
          var next = environment.symbolEffectState ?? SymbolEffectState()
          next.scale *= value.scale
          next.opacity *= value.opacity
          environment.symbolEffectState = next
        })
    }
  }

  private static func keyframeContent<K: Keyframes<SymbolEffectValue>, C: View>(
    _ mode: SymbolEffectPlan.PlayMode, run: KeyframeRun<SymbolEffectValue>, content: @escaping (SymbolEffectValue) -> C,
    keyframes: @escaping (SymbolEffectValue) -> K
  ) -> KeyframeContent<SymbolEffectValue, K, C> {
    let kind: KeyframeContent<SymbolEffectValue, K, C>.Mode
    switch mode {
    case .repeating(let on): kind = .repeating(on)
    case .playing(let on): kind = .playing(on)
    case .trigger(let trigger): kind = .trigger(trigger)
    }
    return KeyframeContent(initialValue: SymbolEffectValue(), mode: kind, content: content, keyframes: keyframes, run: run)
  }
}
