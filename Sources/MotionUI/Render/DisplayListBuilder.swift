import Scenes

/// Collects a frame's draw commands while the view tree is walked: the current transform
/// (points of the node being drawn → canvas points), opacity and clip.
///
/// Opacity is multiplied into each command's paint, which is exact where the commands of an
/// opacity group do not overlap (`.compositingGroup` is drawn the same way).
struct DisplayListBuilder {
  private(set) var commands: [DrawCommand] = []
  private(set) var transform = CGAffineTransform.identity
  private(set) var opacity = 1.0
  private var clipDepth = 0
  private var stack: [(CGAffineTransform, Double, Int)] = []
  /// True while a removed view draws its removal transition.
  var isRemoving = false
  /// The canvas scale: pixels per point, for flattening curves finely enough.
  let scale: Double

  init(scale: Double) {
    self.scale = scale
  }

  /// False when nothing drawn now could show (opacity 0).
  var isVisible: Bool { opacity > 0.0005 }

  mutating func insertCommands(_ inserted: [DrawCommand], at index: Int) {
    commands.insert(contentsOf: inserted, at: index)
  }

  mutating func save() { stack.append((transform, opacity, clipDepth)) }

  mutating func restore() {
    guard let (savedTransform, savedOpacity, savedClips) = stack.popLast() else { return }
    while clipDepth > savedClips {
      commands.append(.popClip)
      clipDepth -= 1
    }
    transform = savedTransform
    opacity = savedOpacity
  }

  mutating func translate(by offset: CGPoint) {
    guard offset != .zero else { return }
    transform = CGAffineTransform(translationX: offset.x, y: offset.y).concatenating(transform)
  }

  mutating func concatenate(_ t: CGAffineTransform) {
    transform = t.concatenating(transform)
  }

  mutating func multiplyOpacity(_ value: Double) {
    opacity *= min(1, max(0, value))
  }

  /// Clips later commands (until `restore`) to `rect` in the current coordinates; a rotated
  /// clip uses the rectangle's bounding box.
  mutating func clip(to rect: CGRect) {
    commands.append(.pushClip(Rect(rect.applying(transform))))
    clipDepth += 1
  }

  /// Fills `path` (current coordinates) with `paint`.
  mutating func fill(_ path: Path, with style: ResolvedStyle, bounds: CGRect, eoFill: Bool = false) {
    guard isVisible, !path.isEmpty else { return }
    let paint = style.paint(in: bounds, transform: transform, opacity: opacity)
    if let rect = path.rectangle, transform.b == 0, transform.c == 0 {
      commands.append(.fill(.rect(Rect(rect.applying(transform))), paint))
      return
    }
    for polygon in path.polygons(transform: transform, tolerance: 0.25 / scale) where polygon.count > 2 {
      commands.append(.fill(.polygon(polygon), paint))
    }
  }

  /// Strokes `path` (current coordinates) with `style`: each segment of the flattened outline
  /// as a quadrilateral of the line's width, with round joins and caps as discs where asked.
  mutating func stroke(_ path: Path, style stroke: StrokeStyle, with style: ResolvedStyle, bounds: CGRect) {
    guard isVisible, stroke.lineWidth > 0 else { return }
    let paint = style.paint(in: bounds, transform: transform, opacity: opacity)
    let half = stroke.lineWidth / 2
    for line in path.polylines(transform: .identity, tolerance: 0.25 / scale) {
      var points = line.points
      if line.isClosed, let first = points.first { points.append(first) }
      for segment in Self.dashed(points, pattern: stroke.dash, phase: stroke.dashPhase) {
        for (a, b) in zip(segment, segment.dropFirst()) {
          let dx = b.x - a.x
          let dy = b.y - a.y
          let length = hypot(dx, dy)
          guard length > 1e-9 else { continue }
          let nx = -dy / length * half
          let ny = dx / length * half
          let quad = [
            CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
            CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny),
          ]
          commands.append(.fill(.polygon(quad.map { Point($0.applying(transform)) }), paint))
        }
        if stroke.lineJoin == .round || stroke.lineCap == .round {
          for point in segment {
            let disc = Path(ellipseIn: CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
            for polygon in disc.polygons(transform: transform, tolerance: 0.25 / scale) where polygon.count > 2 {
              commands.append(.fill(.polygon(polygon), paint))
            }
          }
        }
      }
    }
  }

  /// `points` cut into the dashes of `pattern` (on, off, on…) starting `phase` into it.
  private static func dashed(_ points: [CGPoint], pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
    let pattern = pattern.filter { $0 >= 0 }
    guard pattern.count > 0, pattern.reduce(0, +) > 0 else { return [points] }
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var index = 0
    var remaining = pattern[0]
    var on = true
    var skip = phase.truncatingRemainder(dividingBy: pattern.reduce(0, +))
    while skip > 0 {
      let step = min(skip, remaining)
      remaining -= step
      skip -= step
      if remaining <= 0 {
        index = (index + 1) % pattern.count
        remaining = pattern[index]
        on.toggle()
      }
    }
    for (a, b) in zip(points, points.dropFirst()) {
      var start = a
      var length = hypot(b.x - a.x, b.y - a.y)
      if on, current.isEmpty { current = [start] }
      while length > 0 {
        let step = min(length, remaining)
        let t = step / hypot(b.x - start.x, b.y - start.y)
        let end = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
        if on { current.append(end) }
        length -= step
        remaining -= step
        start = end
        if remaining <= 1e-12 {
          if on, current.count > 1 { result.append(current) }
          current = []
          index = (index + 1) % pattern.count
          remaining = pattern[index]
          on.toggle()
          if on { current = [start] }
        }
      }
    }
    if on, current.count > 1 { result.append(current) }
    return result
  }

  /// Draws the blurred silhouette of `path` as a shadow.
  mutating func shadow(_ path: Path, color: Scenes.Color, radius: Double, offset: CGSize) {
    guard isVisible, !path.isEmpty else { return }
    let shadow = Shadow(
      color: color.opacity(opacity), radius: radius,
      offset: Point(x: offset.width, y: offset.height))
    if let rect = path.rectangle, transform.b == 0, transform.c == 0 {
      commands.append(.shadow(.rect(Rect(rect.applying(transform))), shadow))
      return
    }
    for polygon in path.polygons(transform: transform, tolerance: 0.25 / scale) where polygon.count > 2 {
      commands.append(.shadow(.polygon(polygon), shadow))
    }
  }

  /// Draws a run of text whose baseline starts at `origin` (current coordinates).
  mutating func text(_ run: TextRun) {
    guard isVisible else { return }
    var run = run
    let origin = CGPoint(x: run.origin.x, y: run.origin.y).applying(transform)
    run.origin = Point(x: origin.x, y: origin.y)
    let determinant = abs(transform.a * transform.d - transform.b * transform.c)
    if abs(determinant - 1) > 1e-9 { run.font.size *= max(0.01, determinant.squareRoot()) }
    run.opacity *= opacity
    if case .linearGradient(var gradient) = run.paint {
      gradient.start = Point(CGPoint(gradient.start).applying(transform))
      gradient.end = Point(CGPoint(gradient.end).applying(transform))
      run.paint = .linearGradient(gradient)
    }
    commands.append(.text(run))
  }
}

extension Rect {
  init(_ rect: CGRect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

extension Point {
  init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
}

extension CGPoint {
  init(_ point: Point) { self.init(x: point.x, y: point.y) }
}
