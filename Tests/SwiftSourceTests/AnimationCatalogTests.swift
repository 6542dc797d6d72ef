import Foundation
import Motion
import SwiftSource
import Testing

/// `motion-preview animations`: each expression's place, spelling, duration and overshoot,
/// checked against values Motion computes from the same Swift written in this test (compiled by
/// swiftc, not folded), locations against a plain text search, and settle times and overshoots
/// against a dense sampling of Motion's own curves.
@Suite struct AnimationCatalogTests {
  /// What an entry should be.
  enum Expected {
    /// An Animation; `leg` is one leg when it repeats forever.
    case animation(Animation, leg: Animation? = nil)
    case spring(Spring)
    case curve(UnitCurve)
    /// Not a constant: kind "other", no numbers.
    case unfoldable
  }

  struct Case {
    var expression: String
    var normalized: String?
    var expected: Expected
    /// The text to search for the location, when the entry's first token is not the
    /// expression's (a multi-line expression is listed on one line).
    var anchor: String?

    init(_ expression: String, _ normalized: String?, _ expected: Expected, anchor: String? = nil) {
      self.expression = expression
      self.normalized = normalized
      self.expected = expected
      self.anchor = anchor
    }
  }

  static let cases: [String: [Case]] = [
    "CardFlip.swift": [
      Case(".easeInOut(duration: 0.6)", ".easeInOut(duration: 0.6)", .animation(.easeInOut(duration: 0.6))),
      Case(
        ".spring(response: 0.4, dampingFraction: 0.7)", ".spring(duration: 0.4, bounce: 0.3)",
        .animation(.spring(response: 0.4, dampingFraction: 0.7))),
    ],
    "LoadingDots.swift": [
      Case(
        "Animation.easeInOut(duration: 0.5) .repeatForever() .delay(Double(index) * 0.2)", nil,
        .unfoldable, anchor: "Animation.easeInOut(duration: 0.5)"),
      Case(
        ".linear(duration: 1).repeatForever(autoreverses: false)",
        ".linear(duration: 1).repeatForever(autoreverses: false)",
        .animation(.linear(duration: 1).repeatForever(autoreverses: false), leg: .linear(duration: 1))),
    ],
    "ButtonPress.swift": [
      Case(
        ".interactiveSpring()", ".spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)",
        .animation(.interactiveSpring())),
      Case(
        ".bouncy(duration: 0.4, extraBounce: 0.1)", ".spring(duration: 0.4, bounce: 0.4)",
        .animation(.bouncy(duration: 0.4, extraBounce: 0.1))),
    ],
    "Toast.swift": [
      Case(".snappy", ".spring(duration: 0.5, bounce: 0.15)", .animation(.snappy)),
      Case(".smooth(duration: 0.3)", ".spring(duration: 0.3, bounce: 0)", .animation(.smooth(duration: 0.3))),
    ],
    "DesignTokens.swift": [
      Case("Animation.easeOut(duration: 0.2)", ".easeOut(duration: 0.2)", .animation(.easeOut(duration: 0.2))),
      Case(
        "Animation.timingCurve(0.2, 0.0, 0, 1.0, duration: 0.5)", ".timingCurve(0.2, 0, 0, 1, duration: 0.5)",
        .animation(.timingCurve(0.2, 0.0, 0, 1.0, duration: 0.5))),
      Case("Spring(duration: 0.6, bounce: 0.35)", "Spring(duration: 0.6, bounce: 0.35)", .spring(Spring(duration: 0.6, bounce: 0.35))),
      Case(".smooth(duration: 0.8)", "Spring(duration: 0.8, bounce: 0)", .spring(.smooth(duration: 0.8))),
      Case(
        ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.45)", ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.45)",
        .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.45))),
      Case(
        ".spring(MotionTokens.springy)", ".spring(duration: 0.6, bounce: 0.35)",
        .animation(.spring(Spring(duration: 0.6, bounce: 0.35)))),
    ],
    "ProgressRing.swift": [
      Case(
        ".timingCurve(.circularEaseInOut, duration: 1.2)", ".timingCurve(.circularEaseInOut, duration: 1.2)",
        .animation(.timingCurve(.circularEaseInOut, duration: 1.2))),
      Case(
        ".linear(duration: 2).repeatCount(3, autoreverses: false)",
        ".linear(duration: 2).repeatCount(3, autoreverses: false)",
        .animation(.linear(duration: 2).repeatCount(3, autoreverses: false))),
    ],
    "SheetDrag.swift": [
      Case(
        "Spring(mass: 1, stiffness: 200, damping: 20)", nil,
        .spring(Spring(mass: 1, stiffness: 200, damping: 20))),
      Case(
        ".interpolatingSpring(stiffness: 170, damping: 15)", nil,
        .animation(.interpolatingSpring(stiffness: 170, damping: 15))),
      Case(
        ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 0)",
        ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10)",
        .animation(.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 0))),
    ],
    "Onboarding.swift": [
      Case(
        "UnitCurve.bezier( startControlPoint: UnitPoint(x: 0.3, y: -0.2), endControlPoint: UnitPoint(x: 0.6, y: 1.4) )",
        "UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.2), endControlPoint: UnitPoint(x: 0.6, y: 1.4))",
        .curve(
          .bezier(
            startControlPoint: UnitPoint(x: 0.3, y: -0.2), endControlPoint: UnitPoint(x: 0.6, y: 1.4))),
        anchor: "UnitCurve.bezier("),
      Case(".default", ".spring(duration: 0.55, bounce: 0)", .animation(.default)),
      Case("withAnimation", ".spring(duration: 0.55, bounce: 0)", .animation(.default), anchor: "withAnimation {"),
      Case(".easeInOut.delay(0.3)", ".easeInOut(duration: 0.35).delay(0.3)", .animation(.easeInOut.delay(0.3))),
    ],
    "Badge.swift": [
      Case(".bouncy(extraBounce: 0.1)", "Spring(duration: 0.5, bounce: 0.4)", .spring(.bouncy(extraBounce: 0.1))),
      Case(".smooth", ".spring(duration: 0.5, bounce: 0)", .animation(.smooth)),
      Case(
        ".spring(duration: 0.5, bounce: 0.4).speed(2)", ".spring(duration: 0.5, bounce: 0.4).speed(2)",
        .animation(.spring(duration: 0.5, bounce: 0.4).speed(2))),
    ],
    "Ticker.swift": [
      Case(".snappy", ".spring(duration: 0.5, bounce: 0.15)", .animation(.snappy)),
      Case(".easeOut(duration: 0.2)", ".easeOut(duration: 0.2)", .animation(.easeOut(duration: 0.2))),
      Case(
        ".easeIn(duration: period * 2).logicallyComplete(after: 0.3)",
        ".easeIn(duration: 1.6).logicallyComplete(after: 0.3)",
        .animation(.easeIn(duration: 0.8 * 2).logicallyComplete(after: 0.3))),
    ],
  ]

  /// Each fixture's kinds, in order.
  static let kinds: [String: [String]] = [
    "CardFlip.swift": ["timingCurve", "spring"],
    "LoadingDots.swift": ["other", "timingCurve"],
    "ButtonPress.swift": ["spring", "spring"],
    "Toast.swift": ["spring", "spring"],
    "DesignTokens.swift": ["timingCurve", "timingCurve", "spring", "spring", "timingCurve", "spring"],
    "ProgressRing.swift": ["timingCurve", "timingCurve"],
    "SheetDrag.swift": ["spring", "spring", "spring"],
    "Onboarding.swift": ["unitCurve", "spring", "spring", "timingCurve"],
    "Badge.swift": ["spring", "spring", "spring"],
    "Ticker.swift": ["spring", "timingCurve", "timingCurve"],
  ]

  @Test(arguments: cases.keys.sorted())
  func fixture(_ name: String) throws {
    let file = try SourceFiles.fixture(name)
    let listing = AnimationCatalog.list(file)
    let cases = Self.cases[name]!
    #expect(listing.entries.map(\.expression) == cases.map(\.expression))
    #expect(listing.entries.map(\.kind) == Self.kinds[name])
    guard listing.entries.count == cases.count else { return }
    var searchFrom = 0
    for (entry, expected) in zip(listing.entries, cases) {
      let place = try #require(
        SourceFiles.location(of: expected.anchor ?? expected.expression, in: file.text, from: searchFrom))
      searchFrom = place.offset + 1
      #expect(entry.path == file.path)
      #expect((entry.line, entry.column) == (place.line, place.column), "\(entry.expression)")
      if let normalized = expected.normalized {
        #expect(entry.normalized == normalized)
      }
      Self.check(entry, against: expected.expected)
    }
    // The one expression that does not fold is a warning at its non-constant part.
    let warnings = listing.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == cases.filter { if case .unfoldable = $0.expected { true } else { false } }.count)
    #expect(listing.diagnostics.allSatisfy { $0.severity != .error })
  }

  /// The seeds: the reveal's toggle animation (`Animation.default`), the renderer's spring and
  /// opacity curve, the transition's linear drive; the first attempt's veil; the note's crease.
  @Test func seeds() throws {
    let reveal = AnimationCatalog.list(try SourceFiles.seed("TextRendererReveal.swift"))
    #expect(reveal.diagnostics.isEmpty)
    #expect(
      reveal.entries.map(\.expression) == [
        "$isVisible.animation()", ".snappy(duration: elementDuration - 0.05, extraBounce: 0.4)",
        "UnitCurve.easeIn", ".linear(duration: duration)",
      ])
    #expect(reveal.entries.map(\.kind) == ["spring", "spring", "unitCurve", "timingCurve"])
    #expect(reveal.entries.map(\.line) == [9, 46, 80, 121])
    #expect(reveal.entries.map(\.column) == [46, 9, 28, 41])
    guard reveal.entries.count == 4 else { return }
    // The issue's example: .snappy(duration: 0.35, extraBounce: 0.4) → Spring(duration: 0.35, bounce: 0.55).
    #expect(reveal.entries[1].normalized == "Spring(duration: 0.35, bounce: 0.55)")
    Self.check(reveal.entries[0], against: .animation(.default))
    Self.check(reveal.entries[1], against: .spring(.snappy(duration: 0.4 - 0.05, extraBounce: 0.4)))
    Self.check(reveal.entries[2], against: .curve(.easeIn))
    Self.check(reveal.entries[3], against: .animation(.linear(duration: 1.0)))

    let first = AnimationCatalog.list(try SourceFiles.seed("FirstAttempt.swift"))
    #expect(first.entries.map(\.expression) == [".easeIn(duration: 1)"])
    #expect(first.entries.map { [$0.line, $0.column] } == [[18, 32]])
    if let entry = first.entries.first { Self.check(entry, against: .animation(.easeIn(duration: 1))) }

    let note = AnimationCatalog.list(try SourceFiles.seed("StickyNote.swift"))
    #expect(note.entries.map(\.expression) == ["Animation.easeInOut(duration: 1.0).repeatForever()"])
    #expect(note.entries.map { [$0.line, $0.column] } == [[14, 35]])
    if let entry = note.entries.first {
      #expect(entry.normalized == ".easeInOut(duration: 1).repeatForever(autoreverses: true)")
      Self.check(
        entry,
        against: .animation(.easeInOut(duration: 1.0).repeatForever(), leg: .easeInOut(duration: 1.0)))
    }
  }

  /// A merging spring's settle time is the closed form's, as the inspector shows it in flight:
  /// `.spring(response: 0.5, dampingFraction: 0.6)` from rest, d(t) = e^(−λt)(cos ωt + (λ/ω)
  /// sin ωt) with ω₀ = 2π/0.5, λ = 0.6 ω₀, ω = 0.8 ω₀, last more than 0.001 from its target at
  /// 0.809 s (bisected here between the second extreme, 2π/ω = 0.625 s, and the zero after it).
  /// A unit move's run ends sooner, at 0.9 s on SwiftUI's 0.1 s grid, where it snaps: read over
  /// it, the figure was 0.710 s.
  @Test func aMergingSpringSettlesWhenItsClosedFormDoes() throws {
    let text = "import SwiftUI\nlet a = Animation.spring(response: 0.5, dampingFraction: 0.6)\n"
    let entry = try #require(AnimationCatalog.list(SourceFile(path: "s.swift", text: text)).entries.first)
    let natural = 2 * Double.pi / 0.5
    let (lambda, omega) = (0.6 * natural, 0.8 * natural)
    func distance(_ t: Double) -> Double { exp(-lambda * t) * (cos(omega * t) + lambda / omega * sin(omega * t)) }
    var (low, high) = (2 * Double.pi / omega, (2 * Double.pi + Double.pi - atan(omega / lambda)) / omega)
    #expect(abs(distance(low)) > 0.001 && abs(distance(high)) < 1e-12)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if abs(distance(middle)) > 0.001 { low = middle } else { high = middle }
    }
    #expect(abs(low - 0.809) < 0.001, "\(low)")
    #expect(abs((entry.duration ?? .nan) - low) < 1e-6, "\(entry.duration ?? .nan) vs \(low)")
  }

  /// `--json`: one array, the issue's keys, in source order.
  @Test func json() throws {
    let listing = AnimationCatalog.list(try SourceFiles.seed("StickyNote.swift"))
    #expect(
      AnimationEntry.json(listing.entries)
        == #"[{"file": "StickyNote.swift", "line": 14, "column": 35, "#
        + #""expression": "Animation.easeInOut(duration: 1.0).repeatForever()", "#
        + #""normalized": ".easeInOut(duration: 1).repeatForever(autoreverses: true)", "#
        + #""kind": "timingCurve", "duration": 1.0, "overshoot": 0.0}]"#)
  }

  // MARK: Checking against Motion

  static func check(_ entry: AnimationEntry, against expected: Expected) {
    switch expected {
    case .animation(let animation, let leg):
      let run = leg ?? animation
      if entry.kind == "spring" {
        // A spring's duration is its settle time: the moment after the last sample more than
        // 0.001 of the move away, on a grid of half the integrator's 1/300 s step, over a move
        // of 1,000 units (a unit move's run ends within SwiftUI's absolute threshold of 0.001,
        // where it snaps to its target before the relative figure is reached). A plain
        // spring's figure is its closed form's (`aMergingSpringSettlesWhenItsClosedFormDoes`
        // checks one against the formula); Motion steps merging springs with SwiftUI's 300 Hz
        // integrator, whose small ringing after the last swing crosses the 0.001 band up to
        // 35 ms from the closed form's (measured on these fixtures: 9–31 ms).
        let distance = 1000.0
        let last = lastSampleOutsideEpsilon(duration: run.duration(for: distance), step: 1.0 / 600) { time in
          var context = AnimationContext<Double>()
          return (run.animate(value: distance, time: time, context: &context) ?? distance) / distance
        }
        let duration = entry.duration ?? .nan
        #expect(abs(duration - last) <= (run.isIntegratedSpring ? 0.035 : 0.005), "\(entry.expression): \(duration) vs \(last)")
      } else {
        #expect(entry.duration == run.duration(for: 1.0), "\(entry.expression)")
      }
      let sampled = sampledOvershoot(duration: run.duration(for: 1.0)) { time in
        var context = AnimationContext<Double>()
        return run.animate(value: 1.0, time: time, context: &context) ?? 1
      }
      // Spring animations step SwiftUI's 300 Hz integrator (Motion's AnimatedValue), whose peak
      // is within about half a percentage point of the closed form's the catalog reports.
      let tolerance = run.isIntegratedSpring ? 1.0 : 0.05
      #expect(abs((entry.overshoot ?? .nan) - sampled) < tolerance, "\(entry.expression): \(String(describing: entry.overshoot)) vs \(sampled)")
    case .spring(let spring):
      #expect(entry.kind == "spring")
      // The settle time, not SwiftUI's settlingDuration scan: after the last 20 µs sample more
      // than 0.001 away.
      let last = lastSampleOutsideEpsilon(duration: 10, step: 2e-5) { spring.value(target: 1.0, time: $0) }
      let duration = entry.duration ?? .nan
      #expect(duration >= last && duration <= last + 2e-5 + 1e-9, "\(entry.expression): \(duration) vs \(last)")
      let sampled = sampledOvershoot(duration: 10) { spring.value(target: 1.0, time: $0) }
      #expect(abs((entry.overshoot ?? .nan) - sampled) < 0.05, "\(entry.expression): \(String(describing: entry.overshoot)) vs \(sampled)")
    case .curve(let curve):
      #expect(entry.kind == "unitCurve")
      #expect(entry.duration == nil)
      let sampled = sampledOvershoot(duration: 1) { curve.value(at: $0) }
      #expect(abs((entry.overshoot ?? .nan) - sampled) < 0.05, "\(entry.expression)")
    case .unfoldable:
      #expect(entry.kind == "other")
      #expect(entry.normalized == nil && entry.duration == nil && entry.overshoot == nil)
      #expect(entry.problem != nil)
    }
  }

  /// The last time, on a grid of `step` seconds over `duration` seconds, at which `value` is
  /// more than 0.001 from 1.
  static func lastSampleOutsideEpsilon(duration: Double, step: Double, _ value: (Double) -> Double) -> Double {
    var last = 0.0
    var index = 0
    while Double(index) * step <= duration {
      if abs(value(Double(index) * step) - 1) > 0.001 { last = Double(index) * step }
      index += 1
    }
    return last
  }

  /// The largest value past 1, in percent, of `value` sampled every 0.1 ms over `duration`
  /// seconds (at most 20 s).
  static func sampledOvershoot(duration: Double, _ value: (Double) -> Double) -> Double {
    var peak = 0.0
    let end = min(duration.isFinite ? duration : 20, 20)
    var time = 0.0
    while time <= end {
      peak = max(peak, value(time))
      time += 0.0001
    }
    return max(0, peak - 1) * 100
  }
}

extension Animation {
  /// Whether the animation is (or repeats) a fluid spring that Motion integrates at 300 Hz.
  fileprivate var isIntegratedSpring: Bool {
    description.contains("FluidSpringAnimation") || description.contains("DefaultAnimation")
  }
}
