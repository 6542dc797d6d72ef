import Motion

/// One animated value in flight, as the tuning panels show it and the agent sends it: data, not
/// an `Animation` (a `CustomAnimation` cannot cross a pipe), so the window draws the timeline
/// and the inspector of a compiled file from what the running engine reports.
package struct AnimationInFlight: Hashable, Sendable {
  /// What animates (`frame`, `opacity`, `offset`, a view's type name).
  package var name: String
  /// The animation in SwiftUI's spelling (`.spring(duration: 0.6, bounce: 0.3)`).
  package var spelling: String
  /// When it started, in scene seconds.
  package var start: Double
  /// One run, in seconds (more than 0): the whole animation, or one cycle of a
  /// `repeatForever` (its leg, twice when it autoreverses).
  package var span: Double
  /// Whether it repeats for ever (`span` is then one cycle).
  package var repeats: Bool
  /// Its settle time and overshoot for a move from rest; nil when they are not finite (a
  /// repeating spring).
  package var figures: MotionFigures?
  /// The unit move's progress (0 at the start, 1 at the target) at `samples.count` evenly
  /// spaced times from 0 to `span`, both included: what the inspector plots. For keyframes,
  /// the value's path (`KeyframesInFlight.samples`).
  package var samples: [Double]
  /// Whether this is a keyframe track (`spelling` its keyframes, `span` its timeline's run)
  /// rather than an animation.
  package var isKeyframes: Bool

  /// How many samples a plot gets.
  package static let sampleCount = 49
  /// How many samples a keyframe track's plot gets: its keyframes can turn every 0.1 s or so in
  /// a loop of several seconds, which 49 samples cut to spikes.
  package static let keyframeSampleCount = 161

  /// Creates the data as it is.
  package init(
    name: String, spelling: String, start: Double, span: Double, repeats: Bool, figures: MotionFigures?,
    samples: [Double], isKeyframes: Bool = false
  ) {
    self.isKeyframes = isKeyframes
    self.name = name
    self.spelling = spelling
    self.start = start
    self.span = span
    self.repeats = repeats
    self.figures = figures
    self.samples = samples
  }

  /// The data of `animation` moving `name` by `distance` (in its units, more than 0) since
  /// `start`: its spelling (`Spelling`), its run (a spring's depends on the distance: it stops
  /// within a fixed threshold of its target) or cycle, its figures and its progress sampled over
  /// the run. Not free (a repeating curve's leg is searched for): cache it per animation and
  /// distance.
  package init(name: String, animation: Animation, start: Double, distance: Double = 1) {
    let distance = distance > 0 && distance.isFinite ? distance : 1
    let duration = animation.duration(for: distance)
    let cycle = animation.repeatCycle(for: distance)
    let span = duration.isFinite ? max(duration, 0.001) : cycle ?? 1
    var context = AnimationContext<Double>()
    let samples = (0..<Self.sampleCount).map { step in
      let time = span * Double(step) / Double(Self.sampleCount - 1)
      return (animation.animate(value: distance, time: time, context: &context) ?? distance) / distance
    }
    // A plain spring's figures by its closed form, as the seed scenes' inspector and the file's
    // `animations` give them; anything else's by sampling it.
    // A repeating spring's figures are its leg's.
    let figures =
      (animation.spring ?? animation.repeatedLeg?.spring).map { MotionFigures(spring: $0) }
      ?? (duration.isFinite || Spelling.timingCurveLeg(animation) != nil ? Spelling.figures(animation, distance: distance) : nil)
    self.init(
      name: name, spelling: Spelling.animation(animation), start: start, span: span, repeats: !duration.isFinite,
      figures: figures.flatMap { $0.settleTime.isFinite ? $0 : nil }, samples: samples)
  }

  /// The unit move's progress at scene time `time` (0 at the start, 1 at the target; past 1
  /// while a spring overshoots), read from `samples` between their times.
  package func progress(at time: Double) -> Double {
    guard let first = samples.first, samples.count > 1, span > 0 else { return samples.first ?? 1 }
    let position = min(max(elapsed(at: time) / span, 0), 1) * Double(samples.count - 1)
    let index = min(Int(position), samples.count - 2)
    let fraction = position - Double(index)
    return index < 0 ? first : samples[index] + (samples[index + 1] - samples[index]) * fraction
  }

  /// Seconds into this animation's run (for a repeating one, into the cycle) at scene time `time`.
  package func elapsed(at time: Double) -> Double {
    let elapsed = max(0, time - start)
    return repeats ? elapsed.truncatingRemainder(dividingBy: span) : min(elapsed, span)
  }

  /// The stretch of scene time the timeline spans for `animations` (in flight at `time`): from
  /// the earliest start to the latest end of those that end (the last transaction); when all
  /// repeat, the cycle of the first that holds `time` (the file's own repeating motion). Nil
  /// for none.
  package static func timelineSpan(_ animations: [AnimationInFlight], at time: Double) -> (start: Double, duration: Double)? {
    let ending = animations.filter { !$0.repeats }
    if let start = ending.map(\.start).min(), let end = ending.map({ $0.start + $0.span }).max() {
      return (start, max(0.001, end - start))
    }
    guard let first = animations.first else { return nil }
    // A cycle holds its end: scrubbed to the end of one, the bar stays at its end rather than
    // starting the next at 0.
    let cycles = max(0, ((time - first.start) / first.span).rounded(.up) - 1)
    return (first.start + cycles * first.span, first.span)
  }
}
