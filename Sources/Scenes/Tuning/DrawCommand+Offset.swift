extension DrawCommand {
  /// The command moved `dx` points right (gradients move with what they fill, so the result
  /// paints exactly the moved pixels).
  package func offsetBy(dx: Double) -> DrawCommand {
    func point(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y) }
    func shape(_ shape: Shape) -> Shape {
      switch shape {
      case .rect(let rect): .rect(rect.offsetBy(dx: dx, dy: 0))
      case .roundedRect(let rect, let radius): .roundedRect(rect.offsetBy(dx: dx, dy: 0), cornerRadius: radius)
      case .polygon(let points): .polygon(points.map(point))
      case .outline(let outline): .outline(outline.mapped(point))
      }
    }
    func paint(_ paint: Paint) -> Paint {
      switch paint {
      case .solid: return paint
      case .linearGradient(var gradient):
        gradient.start = point(gradient.start)
        gradient.end = point(gradient.end)
        return .linearGradient(gradient)
      case .radialGradient(var gradient):
        gradient.center = point(gradient.center)
        return .radialGradient(gradient)
      case .angularGradient(var gradient):
        gradient.center = point(gradient.center)
        return .angularGradient(gradient)
      }
    }
    switch self {
    case .fill(let s, let p): return .fill(shape(s), paint(p))
    case .stroke(let outline, let stroke, let p): return .stroke(outline.mapped(point), stroke, paint(p))
    case .shadow(let s, let shadow): return .shadow(shape(s), shadow)
    case .text(var run):
      run.origin = point(run.origin)
      run.paint = paint(run.paint)
      return .text(run)
    case .pushClip(let rect): return .pushClip(rect.offsetBy(dx: dx, dy: 0))
    case .pushClipPath(let outline): return .pushClipPath(outline.mapped(point))
    case .popClip, .pushOpacity, .popOpacity: return self
    }
  }
}
