import Motion
import Scenes
import SwiftSource
import TestSupport
import Testing

/// Issue 11: descriptions round-trip through the Swift source reader. Random animations,
/// springs and curves in every regime print their `description` and `debugDescription` (the
/// forms SwiftUI prints, `SwiftUIParityTests.descriptions`); each printed text, pasted into a
/// Swift file and read by `motion-preview animations`' catalog, must give a value that prints
/// the same text and whose samples are the same bit for bit.
@Suite struct PrintedRoundTripTests {
  /// Springs and curves in one run.
  static let count = 300
  /// Animations in one run (sampling a merging spring integrates it from its start, so fewer).
  static let animationCount = 150

  /// Reads `texts`, one declaration each, typed as `type`, and returns what each folded to.
  static func read(_ texts: [String], as type: String, warnings: Int = 0) -> [AnimationEntry] {
    var source = "import SwiftUI\n\n"
    for (index, text) in texts.enumerated() {
      source += "let value\(index): \(type) = \(text)\n"
    }
    let (entries, diagnostics) = AnimationCatalog.list(SourceFile(path: "Printed.swift", text: source))
    #expect(diagnostics.count == warnings, "\(diagnostics.prefix(3).map(\.message))")
    #expect(entries.count == texts.count)
    return entries
  }

  /// Prints each value both ways, reads the texts back, and checks that each value read prints
  /// the same texts and gives the same samples, bit for bit.
  static func checkRoundTrip<T: CustomStringConvertible & CustomDebugStringConvertible>(
    _ values: [T], as type: String, value: (Folded) -> T?, samples: (T) -> [UInt64]
  ) {
    for printed in [\T.description, \T.debugDescription] {
      let texts = values.map { $0[keyPath: printed] }
      for (index, entry) in read(texts, as: type).enumerated() {
        guard let read = entry.value.flatMap(value) else {
          Issue.record("not read back: \(texts[index]): \(entry.problem ?? "")")
          continue
        }
        #expect(read.description == values[index].description, "\(texts[index])")
        #expect(read.debugDescription == values[index].debugDescription, "\(texts[index])")
        #expect(samples(read) == samples(values[index]), "\(texts[index])")
      }
    }
  }

  /// Every kind of value, each with its own random values.
  @Test(arguments: ["Animation", "Spring", "UnitCurve"])
  func printedValuesReadBackAsThemselves(type: String) {
    var random = SeededRandom(seed: 0x11, case: type.count)
    switch type {
    case "Animation":
      let values = (0..<Self.animationCount).map { _ in Self.animation(&random) }
      Self.checkRoundTrip(values, as: type, value: \.motionAnimation, samples: Self.samples)
    case "Spring":
      let values = (0..<Self.count).map { _ in Self.spring(&random) }
      Self.checkRoundTrip(values, as: type, value: \.motionSpring, samples: Self.samples)
    default:
      let values = (0..<Self.count).map { _ in Self.curve(&random) }
      Self.checkRoundTrip(values, as: type, value: \.motionCurve, samples: Self.samples)
    }
  }

  // MARK: Animations

  /// Every animation factory and modifier, with random arguments.
  static func animation(_ random: inout SeededRandom) -> Animation {
    var animation = baseAnimation(&random)
    for _ in 0..<random.int(0...3) {
      switch random.int(0...4) {
      case 0: animation = animation.delay(random.double(0...2))
      case 1: animation = animation.speed(random.double(0.1...4))
      case 2: animation = animation.repeatCount(random.int(0...5), autoreverses: random.chance(0.5))
      case 3: animation = animation.repeatForever(autoreverses: random.chance(0.5))
      default: animation = animation.logicallyComplete(after: random.double(0...2))
      }
    }
    return animation
  }

  static func baseAnimation(_ random: inout SeededRandom) -> Animation {
    let duration = decimal(random.double(0.01...3), &random)
    let blend = random.chance(0.5) ? 0 : random.double(0...1)
    let velocity = random.chance(0.5) ? 0 : random.double(-20...20)
    switch random.int(0...17) {
    case 0: return .linear
    case 1: return .linear(duration: duration)
    case 2: return .easeIn(duration: duration)
    case 3: return .easeOut(duration: duration)
    case 4: return random.chance(0.5) ? .easeInOut : .easeInOut(duration: duration)
    case 5:
      let (start, end) = (point(&random), point(&random))
      return .timingCurve(start.x, start.y, end.x, end.y, duration: duration)
    case 6: return .timingCurve(curve(&random), duration: duration)
    case 7:
      return .spring(duration: duration, bounce: random.double(-0.9...1), blendDuration: blend)
    case 8:
      return .spring(
        response: duration, dampingFraction: decimal(random.double(0...3), &random),
        blendDuration: blend)
    case 9: return .spring(spring(&random), blendDuration: blend)
    case 10:
      let extra = random.double(-0.5...0.5)
      return random.pick([
        Animation.smooth(duration: duration, extraBounce: extra),
        .snappy(duration: duration, extraBounce: extra), .bouncy(duration: duration, extraBounce: extra),
        .smooth, .snappy, .bouncy, .spring,
      ])
    case 11:
      return .interactiveSpring(
        response: duration, dampingFraction: random.double(0...2), blendDuration: blend)
    case 12:
      return random.chance(0.5)
        ? .interactiveSpring
        : .interactiveSpring(duration: duration, extraBounce: random.double(-0.5...0.5), blendDuration: blend)
    case 13: return .default
    case 14:
      return .interpolatingSpring(
        mass: random.double(0.1...5), stiffness: random.double(1...2000),
        damping: random.double(0...80), initialVelocity: velocity)
    case 15:
      return .interpolatingSpring(
        duration: duration, bounce: random.double(-0.9...1), initialVelocity: velocity)
    case 16: return .interpolatingSpring(spring(&random), initialVelocity: velocity)
    default: return .interpolatingSpring
    }
  }

  /// Offsets and velocities of a unit move and of a move of −37.5, over the animation's run
  /// (its first 6 s when longer), as bit patterns; its duration too.
  static func samples(_ animation: Animation) -> [UInt64] {
    var bits: [UInt64] = []
    for delta in [1.0, -37.5] {
      let duration = animation.duration(for: delta)
      bits.append(duration.bitPattern)
      let span = duration.isFinite ? duration * 1.1 : 6
      for step in 0...16 {
        let time = span * Double(step) / 16
        var context = AnimationContext<Double>()
        bits.append(animation.animate(value: delta, time: time, context: &context)?.bitPattern ?? 1)
        bits.append(animation.velocity(value: delta, time: time, context: context)?.bitPattern ?? 1)
        bits.append(context.isLogicallyComplete ? 1 : 0)
      }
    }
    return bits
  }

  // MARK: Springs

  /// A spring from one of SwiftUI's initialisers or presets, under-, critically or over-damped.
  static func spring(_ random: inout SeededRandom) -> Spring {
    let duration = decimal(random.double(0.05...3), &random)
    let regime = random.int(0...2)  // under, critical, over
    let ratio = [random.double(0...0.99), 1, random.double(1.01...5)][regime]
    let bounce = [random.double(0.01...1), 0, random.double(-0.95 ... -0.01)][regime]
    switch random.int(0...4) {
    case 0: return Spring(duration: duration, bounce: decimal(bounce, &random))
    case 1: return Spring(response: duration, dampingRatio: decimal(ratio, &random))
    case 2:
      let mass = random.double(0.1...5)
      let stiffness = random.double(1...2000)
      return Spring(
        mass: mass, stiffness: stiffness, damping: 2 * (mass * stiffness).squareRoot() * ratio,
        allowOverDamping: random.chance(0.7))
    case 3: return Spring(settlingDuration: duration * 4, dampingRatio: ratio)
    default:
      let extra = random.double(-0.5...0.5)
      return random.pick([
        Spring.smooth(duration: duration, extraBounce: extra),
        .snappy(duration: duration, extraBounce: extra), .bouncy(duration: duration, extraBounce: extra),
      ])
    }
  }

  /// Position and velocity towards 1 from rest and towards −37.5 with a velocity, over 3 s;
  /// the settling duration; the public parameters.
  static func samples(_ spring: Spring) -> [UInt64] {
    var bits = [
      spring.settlingDuration, spring.duration, spring.bounce, spring.stiffness, spring.damping,
    ].map(\.bitPattern)
    for step in 0...40 {
      let time = 3 * Double(step) / 40
      bits.append(spring.value(target: 1.0, time: time).bitPattern)
      bits.append(spring.velocity(target: 1.0, time: time).bitPattern)
      bits.append(spring.value(target: -37.5, initialVelocity: 12.0, time: time).bitPattern)
      bits.append(spring.velocity(target: -37.5, initialVelocity: 12.0, time: time).bitPattern)
    }
    return bits
  }

  // MARK: Curves

  /// Every named curve, the inverse of `circularEaseInOut`, and random Bézier curves (control
  /// x outside [0, 1] too, y overshooting) and their inverses.
  static func curve(_ random: inout SeededRandom) -> UnitCurve {
    switch random.int(0...9) {
    case 0: return .linear
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .easeInOut
    case 4: return .circularEaseIn
    case 5: return .circularEaseOut
    case 6: return .circularEaseInOut
    case 7: return UnitCurve.circularEaseInOut.inverse
    case 8: return .bezier(startControlPoint: point(&random), endControlPoint: point(&random))
    default:
      return UnitCurve.bezier(startControlPoint: point(&random), endControlPoint: point(&random)).inverse
    }
  }

  static func samples(_ curve: UnitCurve) -> [UInt64] {
    (0...64).flatMap { step in
      let progress = Double(step) / 64
      return [curve.value(at: progress).bitPattern, curve.velocity(at: progress).bitPattern]
    }
  }

  /// A control point: y in [−1, 2]; x in [0, 1], or, written with two decimals, in
  /// [−0.5, 1.5] (clamped when evaluated: see `PrintedSpellings.controlCoordinates`).
  static func point(_ random: inout SeededRandom) -> UnitPoint {
    let x =
      random.chance(0.3)
      ? (random.double(-0.5...1.5) * 100).rounded() / 100 : decimal(random.double(0...1), &random)
    return UnitPoint(x: x, y: decimal(random.double(-1...2), &random))
  }

  /// `value`, or half the time the nearest two-place decimal, as people write them.
  static func decimal(_ value: Double, _ random: inout SeededRandom) -> Double {
    random.chance(0.5) ? (value * 100).rounded() / 100 : value
  }

  // MARK: What does not read back

  /// A custom animation prints as its own type, which the reader cannot run.
  struct Wobble: CustomAnimation {
    var amplitude = 2.0

    func animate<V: VectorArithmetic>(
      value: V, time: Double, context: inout AnimationContext<V>
    ) -> V? {
      time < 1 ? value.scaled(by: time + amplitude * time * (1 - time)) : nil
    }
  }

  @Test func aCustomAnimationSaysWhyItIsNotRead() {
    let printed = Animation(Wobble()).delay(0.5).description
    #expect(printed.hasPrefix("CustomAnimationModifiedContent<Wobble, DelayAnimation>(base: "))
    let entries = Self.read([printed], as: "Animation", warnings: 1)
    #expect(entries.first?.value == nil)
    #expect(entries.first?.problem?.contains("`Wobble` is not one of SwiftUI's animations") == true)
  }

  @Test func coefficientsThatNoCurvePrintsAreRefused() {
    // easeIn's solver with ax changed: a + b + c is no longer 1.
    let text =
      "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: 0.26, bx: -2.26, "
      + "cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))"
    let entries = Self.read([text], as: "Animation", warnings: 1)
    #expect(entries.first?.problem == "ax, bx and cx are not the coefficients of a Bézier curve's x")
  }

  @Test func printedFormsAreListedWithTheirSpelling() {
    let entries = Self.read(
      [
        Animation.snappy.description, Animation.easeIn.debugDescription,
        Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false).description,
      ], as: "Animation")
    #expect(
      entries.map(\.normalized) == [
        ".spring(duration: 0.5, bounce: 0.15)", ".easeIn(duration: 0.35)",
        ".linear(duration: 1).delay(0.5).repeatForever(autoreverses: false)",
      ])
    #expect(
      Self.read([UnitCurve.circularEaseInOut.inverse.description], as: "UnitCurve").map(\.normalized)
        == ["UnitCurve.circularEaseInOut.inverse"])
  }
}

extension Folded {
  /// The Motion value of a folded Animation, Spring or UnitCurve.
  fileprivate var motionAnimation: Animation? {
    if case .animation(let value) = self { value.animation } else { nil }
  }
  fileprivate var motionSpring: Spring? {
    if case .spring(let value) = self { value } else { nil }
  }
  fileprivate var motionCurve: UnitCurve? {
    if case .curve(let value) = self { value.curve } else { nil }
  }
}
