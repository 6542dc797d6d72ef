/// A small chart in scene space: a frame, the data ranges its edges stand for, and helpers that
/// turn data into draw commands (lines become thin polygons, points small discs).
struct Plot: Hashable, Sendable {
  /// The plotting area, in points.
  var frame: Rect
  /// The data x at the left and right edges.
  var xRange: ClosedRange<Double>
  /// The data y at the bottom and top edges.
  var yRange: ClosedRange<Double>

  /// The plot's background.
  static let background = Color.white
  /// The axis and grid colour.
  static let gridColor = Color(white: 0.85)

  /// The points kept free inside the frame on every side: the ranges map to the frame less
  /// this margin, so a dot (at most 6 points across) or a line end at a range's edge stays
  /// inside the frame.
  static let margin = 3.5

  /// The point for data (`x`, `y`), in points; values outside the ranges land outside the
  /// frame's inner area (the frame less `margin`).
  func point(_ x: Double, _ y: Double) -> Point {
    let xSpan = xRange.upperBound - xRange.lowerBound
    let ySpan = yRange.upperBound - yRange.lowerBound
    let width = max(0, frame.width - 2 * Self.margin)
    let height = max(0, frame.height - 2 * Self.margin)
    return Point(
      x: frame.minX + Self.margin + (xSpan > 0 ? (x - xRange.lowerBound) / xSpan : 0) * width,
      y: frame.maxY - Self.margin - (ySpan > 0 ? (y - yRange.lowerBound) / ySpan : 0) * height)
  }

  /// The smallest range holding `values` and `base`, widened by 4 % of its span each way so
  /// that values between the samples (a curve's peak between two of them) stay inside it.
  static func range(of values: [Double], including base: ClosedRange<Double>) -> ClosedRange<Double> {
    let finite = values.filter(\.isFinite)
    let low = min(base.lowerBound, finite.min() ?? base.lowerBound)
    let high = max(base.upperBound, finite.max() ?? base.upperBound)
    let pad = (high - low) * 0.04
    return (low - pad)...(high + pad)
  }

  /// The plot's white background and a grey line at data y = `baseline` (when in range).
  func backdrop(baseline: Double? = nil) -> [DrawCommand] {
    var commands: [DrawCommand] = [.fill(.rect(frame), .solid(Self.background))]
    if let baseline, yRange.contains(baseline) {
      let y = point(xRange.lowerBound, baseline).y
      commands.append(
        .fill(.rect(Rect(x: frame.minX, y: y - 0.5, width: frame.width, height: 1)),
          .solid(Self.gridColor)))
    }
    return commands
  }

  /// `function` sampled at `samples` + 1 evenly spaced x, drawn as a line `width` points thick.
  func curve(
    samples: Int = 96, width: Double = 1.5, color: Color, _ function: (Double) -> Double
  ) -> DrawCommand {
    let count = max(1, samples)
    let points = (0...count).map { step -> Point in
      let x =
        xRange.lowerBound + (xRange.upperBound - xRange.lowerBound) * Double(step)
        / Double(count)
      return point(x, function(x))
    }
    return Self.polyline(points, width: width, color: color)
  }

  /// A disc of `diameter` points centred on data (`x`, `y`).
  func dot(_ x: Double, _ y: Double, diameter: Double = 6, color: Color) -> DrawCommand {
    let centre = point(x, y)
    return .fill(
      .roundedRect(
        Rect(
          x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter,
          height: diameter), cornerRadius: diameter / 2), .solid(color))
  }

  /// A vertical line across the plot at data x = `x`.
  func playhead(at x: Double, color: Color) -> DrawCommand {
    let px = point(min(max(x, xRange.lowerBound), xRange.upperBound), 0).x
    return .fill(.rect(Rect(x: px - 0.75, y: frame.minY, width: 1.5, height: frame.height)), .solid(color))
  }

  /// A line through `points` as a ribbon polygon `width` points thick: each vertex is pushed
  /// out both ways along the normal of its neighbours' chord.
  static func polyline(_ points: [Point], width: Double, color: Color) -> DrawCommand {
    guard points.count > 1 else { return .fill(.polygon([]), .solid(color)) }
    var upper: [Point] = []
    var lower: [Point] = []
    for index in points.indices {
      let previous = points[max(0, index - 1)]
      let next = points[min(points.count - 1, index + 1)]
      let dx = next.x - previous.x
      let dy = next.y - previous.y
      let length = (dx * dx + dy * dy).squareRoot()
      let nx = length > 0 ? -dy / length * width / 2 : 0
      let ny = length > 0 ? dx / length * width / 2 : width / 2
      upper.append(Point(x: points[index].x + nx, y: points[index].y + ny))
      lower.append(Point(x: points[index].x - nx, y: points[index].y - ny))
    }
    return .fill(.polygon(upper + lower.reversed()), .solid(color))
  }
}
