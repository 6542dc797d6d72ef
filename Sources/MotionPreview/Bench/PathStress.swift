#if canImport(Glibc)
  import Glibc
#endif
import Scenes
import TextShaping
import X11Canvas

/// The benchmark's stress frames for paths, 1000 × 600 points: 150 blobs (closed rings of eight
/// cubic arcs, radius 12–36 pt, a third of them even-odd rings with a hole, one in ten filled
/// with a radial gradient) and 60 stroked waves (six cubic arcs, 2–8 pt wide, round caps, every
/// third dashed). `moving` frames wobble every shape each frame, so every mask is rasterised
/// anew; `still` frames repeat one frame, so every mask comes from the cache.
///
/// The blobs can also be drawn as `.polygon`s (each arc sampled at 16 points, the holes left
/// out), the shapes the renderer drew before outlines: the fills-only frames compare the path
/// rasteriser with the polygon one on the same outlines.
struct PathStress {
  /// What each measured frame holds.
  enum Content: String, CaseIterable {
    /// The blobs as polygons, no strokes: the polygon rasteriser.
    case polygonFills = "polygon_fills"
    /// The blobs as outlines, no strokes.
    case outlineFills = "outline_fills"
    /// The blobs as outlines and the strokes.
    case outlinesAndStrokes = "outlines_and_strokes"
  }

  static let size = Size(width: 1000, height: 600)

  /// The frame at `time` (seconds).
  static func frame(_ content: Content, at time: Double) -> Frame {
    var random = SplitMix(seed: 19)
    var commands: [DrawCommand] = []
    for index in 0..<150 {
      let center = Point(x: 30 + random.next() * 940, y: 30 + random.next() * 540)
      let radius = 12 + random.next() * 24
      let phase = random.next() * 2 * Double.pi + 3 * time
      let color = Color(red: random.next(), green: random.next(), blue: random.next(), alpha: 0.85)
      let ring = blob(center: center, radius: radius, phase: phase)
      let hasHole = index % 3 == 0
      let paint: Paint =
        index % 10 == 0
        ? .radialGradient(RadialGradient(colors: [.white, color], center: center, startRadius: 0, endRadius: radius))
        : .solid(color)
      switch content {
      case .polygonFills:
        commands.append(.fill(.polygon(sampled(ring)), paint))
      case .outlineFills, .outlinesAndStrokes:
        let hole = hasHole ? blob(center: center, radius: radius / 2, phase: -phase) : []
        commands.append(.fill(.outline(Outline(ring + hole, isEvenOdd: hasHole)), paint))
      }
    }
    guard content == .outlinesAndStrokes else { return Frame(size: size, commands: commands) }
    for index in 0..<60 {
      let start = Point(x: random.next() * 700, y: 20 + random.next() * 560)
      let amplitude = 10 + random.next() * 30
      let phase = random.next() * 2 * Double.pi + 2 * time
      var elements: [Outline.Element] = [.move(to: start)]
      for k in 0..<6 {
        let x = start.x + Double(k) * 50
        let y0 = start.y + amplitude * sin(phase + Double(k))
        let y1 = start.y + amplitude * sin(phase + Double(k + 1))
        elements.append(
          .curve(
            to: Point(x: x + 50, y: y1), control1: Point(x: x + 20, y: y0 - amplitude / 2),
            control2: Point(x: x + 30, y: y1 + amplitude / 2)))
      }
      let stroke = StrokeParameters(
        width: 2 + random.next() * 6, cap: .round, join: .round, dash: index % 3 == 0 ? [12, 6] : [])
      let color = Color(red: random.next(), green: random.next(), blue: random.next(), alpha: 0.9)
      commands.append(.stroke(Outline(elements), stroke, .solid(color)))
    }
    return Frame(size: size, commands: commands)
  }

  /// A closed ring of eight cubic arcs about `center`, its radius wobbling with `phase`.
  private static func blob(center: Point, radius: Double, phase: Double) -> [Outline.Element] {
    let n = 8
    let points = (0..<n).map { k -> (Point, Point) in
      let angle = Double(k) / Double(n) * 2 * Double.pi
      let r = radius * (1 + 0.2 * sin(3 * angle + phase))
      let p = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
      // The tangent, scaled for a near-circular arc (4/3·tan(π/16) of the radius).
      let t = 4.0 / 3 * tan(Double.pi / Double(2 * n)) * r
      return (p, Point(x: -sin(angle) * t, y: cos(angle) * t))
    }
    var elements: [Outline.Element] = [.move(to: points[0].0)]
    for k in 0..<n {
      let (a, da) = points[k]
      let (b, db) = points[(k + 1) % n]
      elements.append(
        .curve(
          to: b, control1: Point(x: a.x + da.x, y: a.y + da.y), control2: Point(x: b.x - db.x, y: b.y - db.y)))
    }
    elements.append(.closeSubpath)
    return elements
  }

  /// The ring's cubic arcs, each sampled at 16 points, as one polygon.
  private static func sampled(_ elements: [Outline.Element]) -> [Point] {
    var points: [Point] = []
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p): current = p
      case .curve(let p, let c1, let c2):
        for i in 1...16 {
          let t = Double(i) / 16
          let u = 1 - t
          let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(
            Point(
              x: b0 * current.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
              y: b0 * current.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
        }
        current = p
      case .line, .quadCurve, .closeSubpath: break
      }
    }
    return points
  }

  /// A SplitMix64 sequence of doubles in 0..<1, so every run draws the same shapes.
  private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
  }

  /// Wall and client CPU milliseconds per uncapped frame (`XSync` after each) of every content,
  /// moving and still, on `display`, `frames` frames each after 5 to warm up.
  static func measure(
    display: XDisplay, fonts: FontCache, server: ServerCPU, frames: Int
  ) throws -> [(name: String, result: UncappedResult)] {
    var results: [(name: String, result: UncappedResult)] = []
    for content in Content.allCases {
      for moving in [true, false] {
        let window = try XWindow(
          display: display, title: "motion-preview bench: paths", defaultSize: size, scale: fonts.scale)
        window.map()
        let renderer = Renderer(window: window, fonts: fonts)
        // The still frames have the time pinned (masks cached) and are redrawn in full, as
        // damage would skip them; the moving ones advance at 60 Hz.
        func draw(_ index: Int) throws {
          try TerminationSignals.checkpoint()
          if !moving { renderer.invalidate() }
          renderer.render(frame(content, at: moving ? Double(index) / 60 : 0))
          window.present()
          display.sync()
        }
        for index in 0..<5 { try draw(index) }
        let result = try UncappedResult.measure(5..<(5 + frames), server: server, draw: draw)
        results.append((content.rawValue + (moving ? "_moving" : "_still"), result))
      }
    }
    return results
  }
}
