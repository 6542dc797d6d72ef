// Frames through `WireWriter`/`WireReader`: every command, shape, paint and text run.

extension Frame {
  /// The frame's bytes. Commands equal to the ones at their indices in `base` (the commands of
  /// the frame written before on the same stream; none by default) are written as runs that
  /// refer to them, which `init(from:base:)` given the same base reads back as those very
  /// values: an animation's frames differ from the one before in a few commands, and the rest
  /// cost neither encoding nor decoding, and compare at once (they share their storage).
  package func write(to writer: inout WireWriter, base: [DrawCommand] = []) {
    writer.double(size.width)
    writer.double(size.height)
    background.write(to: &writer)
    writer.int(commands.count)
    var index = 0
    while index < commands.count {
      var same = 0
      while index + same < min(commands.count, base.count), commands[index + same] == base[index + same] { same += 1 }
      if same > 0 {
        writer.byte(DrawCommand.sameAsBaseTag)
        writer.int(same)
        index += same
      } else {
        commands[index].write(to: &writer)
        index += 1
      }
    }
  }

  /// Reads a frame that `write(to:base:)` wrote with the same `base`.
  package init(from reader: inout WireReader, base: [DrawCommand] = []) throws(WireReader.Malformed) {
    let size = Size(width: try reader.double(), height: try reader.double())
    let background = try Color(from: &reader)
    let count = try reader.count(free: base.count)
    var commands: [DrawCommand] = []
    commands.reserveCapacity(count)
    while commands.count < count {
      guard try reader.peekByte() == DrawCommand.sameAsBaseTag else {
        commands.append(try DrawCommand(from: &reader))
        continue
      }
      _ = try reader.byte()
      let same = try reader.int()
      let start = commands.count
      guard same > 0, same <= count - start, same <= base.count - start else {
        throw reader.malformed("a run of \(same) commands from \(start) beyond the frame before (\(base.count))")
      }
      commands.append(contentsOf: base[start..<(start + same)])
    }
    self.init(size: size, background: background, commands: commands)
  }
}

extension DrawCommand {
  /// The tag of a run of commands equal to the frame before's (`Frame.write(to:base:)`).
  static let sameAsBaseTag: UInt8 = 9

  func write(to writer: inout WireWriter) {
    switch self {
    case .fill(let shape, let paint):
      writer.byte(0)
      shape.write(to: &writer)
      paint.write(to: &writer)
    case .stroke(let outline, let stroke, let paint):
      writer.byte(1)
      outline.write(to: &writer)
      stroke.write(to: &writer)
      paint.write(to: &writer)
    case .shadow(let shape, let shadow):
      writer.byte(2)
      shape.write(to: &writer)
      shadow.color.write(to: &writer)
      writer.double(shadow.radius)
      shadow.offset.write(to: &writer)
      if let stroke = shadow.stroke {
        writer.byte(1)
        stroke.write(to: &writer)
      } else {
        writer.byte(0)
      }
    case .text(let run):
      writer.byte(3)
      writer.string(run.text)
      writer.string(run.font.family)
      writer.double(run.font.size)
      writer.int(run.font.weight.rawValue)
      run.origin.write(to: &writer)
      run.paint.write(to: &writer)
      writer.double(run.opacity)
      writer.bool(run.isRightToLeft)
      writer.bool(run.rendererOffset != nil)
      (run.rendererOffset ?? Point(x: 0, y: 0)).write(to: &writer)
      writer.bool(run.transform != nil)
      let transform = run.transform ?? TextTransform(a: 1, b: 0, c: 0, d: 1)
      for entry in [transform.a, transform.b, transform.c, transform.d, transform.p, transform.q] { writer.double(entry) }
    case .pushClip(let rect):
      writer.byte(4)
      rect.write(to: &writer)
    case .popClip: writer.byte(5)
    case .pushOpacity(let opacity):
      writer.byte(6)
      writer.double(opacity)
    case .popOpacity: writer.byte(7)
    case .pushClipPath(let outline):
      writer.byte(8)
      outline.write(to: &writer)
    }
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    switch try reader.byte() {
    case 0: self = .fill(try Shape(from: &reader), try Paint(from: &reader))
    case 1: self = .stroke(try Outline(from: &reader), try StrokeParameters(from: &reader), try Paint(from: &reader))
    case 2:
      let shape = try Shape(from: &reader)
      let color = try Color(from: &reader)
      let radius = try reader.double()
      let offset = try Point(from: &reader)
      let stroke = try reader.byte() == 1 ? try StrokeParameters(from: &reader) : nil
      self = .shadow(shape, Shadow(color: color, radius: radius, offset: offset, stroke: stroke))
    case 3:
      let text = try reader.string()
      let family = try reader.string()
      let size = try reader.double()
      guard let weight = FontWeight(rawValue: try reader.int()) else { throw reader.malformed("an unknown font weight") }
      let origin = try Point(from: &reader)
      let paint = try Paint(from: &reader)
      let opacity = try reader.double()
      let isRightToLeft = try reader.bool()
      let hasRendererOffset = try reader.bool()
      let rendererOffset = try Point(from: &reader)
      let hasTransform = try reader.bool()
      let transform = TextTransform(
        a: try reader.double(), b: try reader.double(), c: try reader.double(), d: try reader.double(),
        p: try reader.double(), q: try reader.double())
      var run = TextRun(
        text: text, font: FontSpec(family: family, size: size, weight: weight), origin: origin, paint: paint,
        opacity: opacity, isRightToLeft: isRightToLeft, rendererOffset: hasRendererOffset ? rendererOffset : nil)
      run.transform = hasTransform ? transform : nil
      self = .text(run)
    case 4: self = .pushClip(try Rect(from: &reader))
    case 5: self = .popClip
    case 6: self = .pushOpacity(try reader.double())
    case 7: self = .popOpacity
    case 8: self = .pushClipPath(try Outline(from: &reader))
    case let tag: throw reader.malformed("an unknown command \(tag)")
    }
  }
}

extension Shape {
  func write(to writer: inout WireWriter) {
    switch self {
    case .rect(let rect):
      writer.byte(0)
      rect.write(to: &writer)
    case .roundedRect(let rect, let radius):
      writer.byte(1)
      rect.write(to: &writer)
      writer.double(radius)
    case .polygon(let points):
      writer.byte(2)
      writer.int(points.count)
      for point in points { point.write(to: &writer) }
    case .outline(let outline):
      writer.byte(3)
      outline.write(to: &writer)
    }
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    switch try reader.byte() {
    case 0: self = .rect(try Rect(from: &reader))
    case 1: self = .roundedRect(try Rect(from: &reader), cornerRadius: try reader.double())
    case 2:
      var points: [Point] = []
      for _ in 0..<(try reader.count(minimumSize: 16)) { points.append(try Point(from: &reader)) }
      self = .polygon(points)
    case 3: self = .outline(try Outline(from: &reader))
    case let tag: throw reader.malformed("an unknown shape \(tag)")
    }
  }
}

extension Outline {
  func write(to writer: inout WireWriter) {
    writer.bool(isEvenOdd)
    writer.int(elements.count)
    for element in elements {
      switch element {
      case .move(let p):
        writer.byte(0)
        p.write(to: &writer)
      case .line(let p):
        writer.byte(1)
        p.write(to: &writer)
      case .quadCurve(let p, let c):
        writer.byte(2)
        p.write(to: &writer)
        c.write(to: &writer)
      case .curve(let p, let c1, let c2):
        writer.byte(3)
        p.write(to: &writer)
        c1.write(to: &writer)
        c2.write(to: &writer)
      case .closeSubpath: writer.byte(4)
      }
    }
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    let isEvenOdd = try reader.bool()
    var elements: [Element] = []
    for _ in 0..<(try reader.count()) {
      switch try reader.byte() {
      case 0: elements.append(.move(to: try Point(from: &reader)))
      case 1: elements.append(.line(to: try Point(from: &reader)))
      case 2: elements.append(.quadCurve(to: try Point(from: &reader), control: try Point(from: &reader)))
      case 3:
        elements.append(
          .curve(to: try Point(from: &reader), control1: try Point(from: &reader), control2: try Point(from: &reader)))
      case 4: elements.append(.closeSubpath)
      case let tag: throw reader.malformed("an unknown path element \(tag)")
      }
    }
    self.init(elements, isEvenOdd: isEvenOdd)
  }
}

extension StrokeParameters {
  func write(to writer: inout WireWriter) {
    writer.double(width)
    writer.byte(cap == .butt ? 0 : cap == .round ? 1 : 2)
    writer.byte(join == .miter ? 0 : join == .round ? 1 : 2)
    writer.double(miterLimit)
    writer.int(dash.count)
    for length in dash { writer.double(length) }
    writer.double(dashPhase)
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    let width = try reader.double()
    let caps: [Cap] = [.butt, .round, .square]
    let joins: [Join] = [.miter, .round, .bevel]
    let cap = Int(try reader.byte())
    let join = Int(try reader.byte())
    guard cap < caps.count, join < joins.count else { throw reader.malformed("an unknown cap or join") }
    let miterLimit = try reader.double()
    var dash: [Double] = []
    for _ in 0..<(try reader.count(minimumSize: 8)) { dash.append(try reader.double()) }
    self.init(width: width, cap: caps[cap], join: joins[join], miterLimit: miterLimit, dash: dash, dashPhase: try reader.double())
  }
}

extension Paint {
  func write(to writer: inout WireWriter) {
    func stops(_ stops: [GradientStop]) {
      writer.int(stops.count)
      for stop in stops {
        stop.color.write(to: &writer)
        writer.double(stop.location)
      }
    }
    switch self {
    case .solid(let color):
      writer.byte(0)
      color.write(to: &writer)
    case .linearGradient(let gradient):
      writer.byte(1)
      stops(gradient.stops)
      gradient.start.write(to: &writer)
      gradient.end.write(to: &writer)
    case .radialGradient(let gradient):
      writer.byte(2)
      stops(gradient.stops)
      gradient.center.write(to: &writer)
      writer.double(gradient.startRadius)
      writer.double(gradient.endRadius)
      writer.double(gradient.scale.width)
      writer.double(gradient.scale.height)
    case .angularGradient(let gradient):
      writer.byte(3)
      stops(gradient.stops)
      gradient.center.write(to: &writer)
      writer.double(gradient.startAngle)
      writer.double(gradient.endAngle)
    }
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    func stops() throws(WireReader.Malformed) -> [GradientStop] {
      var stops: [GradientStop] = []
      for _ in 0..<(try reader.count(minimumSize: 40)) {
        stops.append(GradientStop(color: try Color(from: &reader), location: try reader.double()))
      }
      return stops
    }
    switch try reader.byte() {
    case 0: self = .solid(try Color(from: &reader))
    case 1: self = .linearGradient(LinearGradient(stops: try stops(), start: try Point(from: &reader), end: try Point(from: &reader)))
    case 2:
      let stops = try stops()
      let center = try Point(from: &reader)
      let start = try reader.double()
      let end = try reader.double()
      let scale = Size(width: try reader.double(), height: try reader.double())
      self = .radialGradient(RadialGradient(stops: stops, center: center, startRadius: start, endRadius: end, scale: scale))
    case 3:
      let stops = try stops()
      let center = try Point(from: &reader)
      self = .angularGradient(
        AngularGradient(stops: stops, center: center, startAngle: try reader.double(), endAngle: try reader.double()))
    case let tag: throw reader.malformed("an unknown paint \(tag)")
    }
  }
}

extension Color {
  func write(to writer: inout WireWriter) {
    writer.double(red)
    writer.double(green)
    writer.double(blue)
    writer.double(alpha)
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    self.init(red: try reader.double(), green: try reader.double(), blue: try reader.double(), alpha: try reader.double())
  }
}

extension Point {
  package func write(to writer: inout WireWriter) {
    writer.double(x)
    writer.double(y)
  }

  package init(from reader: inout WireReader) throws(WireReader.Malformed) {
    self.init(x: try reader.double(), y: try reader.double())
  }
}

extension Rect {
  func write(to writer: inout WireWriter) {
    origin.write(to: &writer)
    writer.double(size.width)
    writer.double(size.height)
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    self.init(origin: try Point(from: &reader), size: Size(width: try reader.double(), height: try reader.double()))
  }
}
