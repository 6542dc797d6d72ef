/// One painting command of a frame as the frame report describes it: the command, where it may
/// paint and the group opacity it paints with.
package struct CommandReport: Hashable, Sendable {
  /// A `.fill`, `.stroke`, `.shadow` or `.text` command.
  package var command: DrawCommand
  /// The rectangle, in points, outside which it paints nothing, cut to its clip (the damage
  /// computation's bounds: strokes grown by their reach, shadows by 3σ, text measured).
  package var bounds: Rect
  /// The product of the group opacities in force, 0...1.
  package var opacity: Double

  /// The painting commands of `frame` in painting order, each with its clipped bounds and
  /// opacity; commands that cannot paint (clipped away, at zero opacity) are left out, and the
  /// clip and opacity commands are folded into the others.
  package static func reports(for frame: Frame, metrics: some TextMetrics) -> [CommandReport] {
    PlacedCommand.flatten(frame).map {
      CommandReport(command: $0.command, bounds: $0.bounds(metrics: metrics), opacity: $0.opacity)
    }
  }

  /// Writes the command as one JSON object:
  ///
  ///     {"kind": "fill" | "stroke" | "shadow" | "text", "bounds": RECT, "opacity": a, ...}
  ///
  /// (`opacity`: the group opacities in force, and for text the run's own opacity too)
  /// then, by kind: a fill's `"shape"` (SHAPE) and `"paint"` (PAINT); a stroke's `"width"`,
  /// `"cap"` ("butt", "round", "square"), `"join"` ("miter", "round", "bevel"), `"miterLimit"`,
  /// `"dash"` ([lengths]), `"dashPhase"`, `"elements"` (the outline's element count) and
  /// `"paint"`; a shadow's `"shape"`, `"color"`, `"radius"` and `"offset"` (POINT); a text
  /// run's `"text"` and `"paint"`, and for a line a `TextRenderer` drew, `"renderer"`:
  /// `{"offset": POINT, "opacity": a}`, how far the renderer moved it from its place in the
  /// layout and the opacity it is drawn with (the group's times the renderer's). RECT is `{"x", "y", "width", "height"}`, POINT `[x, y]`,
  /// COLOR `[r, g, b, a]` (straight alpha, 0...1). SHAPE is `{"kind": "rect" | "roundedRect" |
  /// "polygon" | "outline"}` with `"cornerRadius"`, `"points"` (a count), or `"elements"` and
  /// `"evenOdd"`. PAINT is `{"kind": "solid", "color"}`, `{"kind": "linearGradient", "start",
  /// "end", "stops"}`, `{"kind": "radialGradient", "center", "startRadius", "endRadius",
  /// "scale": [x, y], "stops"}` or `{"kind": "angularGradient", "center", "startAngle",
  /// "endAngle", "stops"}` (radians clockwise from +x), each stop `{"location", "color"}`.
  /// Lengths are in points.
  package func write(to writer: inout JSONWriter) {
    writer.beginObject()
    switch command {
    case .fill(let shape, let paint):
      header("fill", to: &writer)
      Self.write(shape, to: &writer)
      Self.write(paint, to: &writer)
    case .stroke(let outline, let stroke, let paint):
      header("stroke", to: &writer)
      writer.number(stroke.width, key: "width")
      writer.string(String(describing: stroke.cap), key: "cap")
      writer.string(String(describing: stroke.join), key: "join")
      writer.number(stroke.miterLimit, key: "miterLimit")
      Self.write(stroke.dash, key: "dash", to: &writer)
      writer.number(stroke.dashPhase, key: "dashPhase")
      writer.integer(outline.elements.count, key: "elements")
      Self.write(paint, to: &writer)
    case .shadow(let shape, let shadow):
      header("shadow", to: &writer)
      Self.write(shape, to: &writer)
      Self.write(shadow.color, key: "color", to: &writer)
      writer.number(shadow.radius, key: "radius")
      Self.write(shadow.offset, key: "offset", to: &writer)
      if let stroke = shadow.stroke { writer.number(stroke.width, key: "strokeWidth") }
    case .text(let run):
      // A run carries an opacity of its own (an opacity transition or effect folded into it):
      // it paints with the group's times that.
      header("text", opacity: opacity * run.opacity, to: &writer)
      writer.string(run.text, key: "text")
      Self.write(run.paint, to: &writer)
      if let transform = run.transform {
        writer.beginArray(key: "transform")
        // a, b, c, d, and under a perspective p and q too (`TextTransform`).
        let entries = [transform.a, transform.b, transform.c, transform.d]
        for entry in transform.isAffine ? entries : entries + [transform.p, transform.q] { writer.number(entry) }
        writer.endArray()
      }
      if let offset = run.rendererOffset {
        writer.beginObject(key: "renderer")
        Self.write(offset, key: "offset", to: &writer)
        writer.number(opacity * run.opacity, key: "opacity")
        writer.endObject()
      }
    // `reports(for:metrics:)` folds these into the others; name them all the same.
    case .pushClip: writer.string("pushClip", key: "kind")
    case .pushClipPath: writer.string("pushClipPath", key: "kind")
    case .popClip: writer.string("popClip", key: "kind")
    case .pushOpacity: writer.string("pushOpacity", key: "kind")
    case .popOpacity: writer.string("popOpacity", key: "kind")
    }
    writer.endObject()
  }

  private func header(_ kind: String, opacity: Double? = nil, to writer: inout JSONWriter) {
    writer.string(kind, key: "kind")
    writer.beginObject(key: "bounds")
    writer.number(bounds.minX, key: "x")
    writer.number(bounds.minY, key: "y")
    writer.number(bounds.width, key: "width")
    writer.number(bounds.height, key: "height")
    writer.endObject()
    writer.number(opacity ?? self.opacity, key: "opacity")
  }

  private static func write(_ shape: Shape, to writer: inout JSONWriter) {
    writer.beginObject(key: "shape")
    switch shape {
    case .rect:
      writer.string("rect", key: "kind")
    case .roundedRect(_, let cornerRadius):
      writer.string("roundedRect", key: "kind")
      writer.number(cornerRadius, key: "cornerRadius")
    case .polygon(let points):
      writer.string("polygon", key: "kind")
      writer.integer(points.count, key: "points")
    case .outline(let outline):
      writer.string("outline", key: "kind")
      writer.integer(outline.elements.count, key: "elements")
      writer.bool(outline.isEvenOdd, key: "evenOdd")
    }
    writer.endObject()
  }

  private static func write(_ paint: Paint, to writer: inout JSONWriter) {
    writer.beginObject(key: "paint")
    switch paint {
    case .solid(let color):
      writer.string("solid", key: "kind")
      write(color, key: "color", to: &writer)
    case .linearGradient(let gradient):
      writer.string("linearGradient", key: "kind")
      write(gradient.start, key: "start", to: &writer)
      write(gradient.end, key: "end", to: &writer)
      write(gradient.stops, to: &writer)
    case .radialGradient(let gradient):
      writer.string("radialGradient", key: "kind")
      write(gradient.center, key: "center", to: &writer)
      writer.number(gradient.startRadius, key: "startRadius")
      writer.number(gradient.endRadius, key: "endRadius")
      write(Point(x: gradient.scale.width, y: gradient.scale.height), key: "scale", to: &writer)
      write(gradient.stops, to: &writer)
    case .angularGradient(let gradient):
      writer.string("angularGradient", key: "kind")
      write(gradient.center, key: "center", to: &writer)
      writer.number(gradient.startAngle, key: "startAngle")
      writer.number(gradient.endAngle, key: "endAngle")
      write(gradient.stops, to: &writer)
    }
    writer.endObject()
  }

  private static func write(_ stops: [GradientStop], to writer: inout JSONWriter) {
    writer.beginArray(key: "stops")
    for stop in stops {
      writer.beginObject()
      writer.number(stop.location, key: "location")
      write(stop.color, key: "color", to: &writer)
      writer.endObject()
    }
    writer.endArray()
  }

  private static func write(_ point: Point, key: String, to writer: inout JSONWriter) {
    write([point.x, point.y], key: key, to: &writer)
  }

  private static func write(_ color: Color, key: String, to writer: inout JSONWriter) {
    write([color.red, color.green, color.blue, color.alpha], key: key, to: &writer)
  }

  private static func write(_ numbers: [Double], key: String, to writer: inout JSONWriter) {
    writer.beginArray(key: key)
    for number in numbers { writer.number(number) }
    writer.endArray()
  }
}
