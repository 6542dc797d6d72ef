import Scenes

/// Collects a frame's draw commands while the view tree is walked: the current transform
/// (points of the node being drawn → canvas points), opacity and clip.
///
/// Opacity is multiplied into each command's paint, which is exact where the commands of an
/// opacity group do not overlap (`.compositingGroup` is drawn the same way).
struct DisplayListBuilder {
  private(set) var commands: [DrawCommand] = []
  private(set) var transform = CGAffineTransform.identity
  /// The transform exactly, when a perspective is in force (`rotation3DEffect`, a projective
  /// `GeometryEffect`): shapes, clips and text are then projected through it, and `transform`
  /// is its affine approximation, for what needs one (stroke widths, blur radii, gradients).
  /// Nil without a perspective, when `transform` is exact.
  var exactProjection: ProjectionTransform? { projectionBox?.matrix }
  /// `exactProjection` behind a reference: the builder, its saved states and every node's drawn
  /// fragment carry it, and in line its 73 bytes made drawing 1,000 views 1.8 times as costly.
  private(set) var projectionBox: ProjectionBox?

  /// A projection, shared by reference (see `projectionBox`).
  final class ProjectionBox {
    let matrix: ProjectionTransform
    init(_ matrix: ProjectionTransform) { self.matrix = matrix }
    /// Whether two states project the same way (the same box, or equal matrices).
    static func same(_ a: ProjectionBox?, _ b: ProjectionBox?) -> Bool { a === b || a?.matrix == b?.matrix }
  }
  private(set) var opacity = 1.0
  private var clipDepth = 0
  /// The colour effects in force (`ColorEffects.swift`), innermost first.
  private(set) var colorFilter = ColorFilter()
  /// What `restore` brings back: transform, opacity, clip depth and how many colour effects
  /// were in force (plain values, so a save copies no reference).
  private var stack: [(CGAffineTransform, Double, Int, Int, ProjectionBox?)] = []
  /// True while a removed view draws its removal transition.
  var isRemoving = false
  /// False when nothing drawn now could show (opacity 0).
  var isVisible: Bool { opacity > 0.0005 }
  /// The graph's drawing generation (`ViewGraph.drawGeneration`): drawn fragments of an older
  /// one are not reused.
  var generation = 0
  /// How many nodes drawn so far move at the frame's time; shared by the copies this builder
  /// makes (masks, graphics contexts), so a subtree learns whether anything in it moved.
  let movingNodes = MovingNodeCount()

  /// A count shared between a builder and its copies.
  final class MovingNodeCount {
    var count = 0
  }

  /// Appends commands drawn before (a still subtree's).
  mutating func append(_ drawn: [DrawCommand]) {
    commands.append(contentsOf: drawn)
  }

  mutating func insertCommands(_ inserted: [DrawCommand], at index: Int) {
    commands.insert(contentsOf: inserted, at: index)
  }

  mutating func save() {
    // A frame's builder starts empty: room for a few levels at once rather than growing the
    // stack level by level (an allocation each) at every frame.
    if stack.capacity == 0 { stack.reserveCapacity(16) }
    stack.append((transform, opacity, clipDepth, colorFilter.matrices.count, projectionBox))
  }

  /// Makes room for `count` commands, as many as a frame like the last one draws.
  mutating func reserveCommands(_ count: Int) { commands.reserveCapacity(count) }

  mutating func restore() {
    guard let (savedTransform, savedOpacity, savedClips, savedFilters, savedProjection) = stack.popLast() else { return }
    // Effects are added innermost first (`filterColors`): those since the save lead the list.
    if colorFilter.matrices.count > savedFilters {
      colorFilter.matrices.removeFirst(colorFilter.matrices.count - savedFilters)
    }
    while clipDepth > savedClips {
      commands.append(.popClip)
      clipDepth -= 1
    }
    transform = savedTransform
    projectionBox = savedProjection
    opacity = savedOpacity
  }

  mutating func translate(by offset: CGPoint) {
    guard offset != .zero else { return }
    transform = CGAffineTransform(translationX: offset.x, y: offset.y).concatenating(transform)
    if let box = projectionBox {
      projectionBox = ProjectionBox(
        ProjectionTransform(CGAffineTransform(translationX: offset.x, y: offset.y)).concatenating(box.matrix))
    }
  }

  mutating func concatenate(_ t: CGAffineTransform) {
    transform = t.concatenating(transform)
    if let box = projectionBox { projectionBox = ProjectionBox(ProjectionTransform(t).concatenating(box.matrix)) }
  }

  /// Draws later commands (until `restore`) through `projection`, which has a perspective;
  /// `approximation` is its affine stand-in (see `exactProjection`).
  mutating func concatenate(projection: ProjectionTransform, approximately approximation: CGAffineTransform) {
    guard !projection.isAffine else {
      concatenate(projection.affine)
      return
    }
    projectionBox = ProjectionBox(projection.concatenating(exactProjection ?? ProjectionTransform(transform)))
    transform = approximation.concatenating(transform)
  }

  mutating func multiplyOpacity(_ value: Double) {
    opacity *= min(1, max(0, value))
  }

  /// Maps the colours of later commands (until `restore`) through `matrix`, before the effects
  /// already in force (which are further out).
  mutating func filterColors(_ matrix: ColorMatrix) {
    colorFilter.matrices.insert(matrix, at: 0)
  }

  /// `paint` through the colour effects in force.
  private func filtered(_ paint: Paint) -> Paint {
    colorFilter.matrices.isEmpty ? paint : paint.mappingColors(colorFilter.apply)
  }

  /// Clips later commands (until `restore`) to `rect` in the current coordinates; a rotated
  /// clip uses the rectangle's bounding box.
  mutating func clip(to rect: CGRect) {
    if let projection = exactProjection {
      pushClipPath(Path(rect).outline(projection: projection, eoFill: false))
      return
    }
    commands.append(.pushClip(Rect(rect.applying(transform))))
    clipDepth += 1
  }

  /// Clips later commands (until `restore`) to the inside of `path` in the current coordinates:
  /// a rectangle clip when the path is an axis-aligned rectangle, a path clip otherwise.
  mutating func clip(to path: Path, eoFill: Bool) {
    if let rect = path.rectangle, transform.b == 0, transform.c == 0 {
      clip(to: rect)
      return
    }
    commands.append(.pushClipPath(outline(of: path, eoFill: eoFill)))
    clipDepth += 1
  }

  /// Clips later commands (until `restore`) to `outline`, in canvas points.
  mutating func pushClipPath(_ outline: Outline) {
    commands.append(.pushClipPath(outline))
    clipDepth += 1
  }

  /// Replaces each command from index `start` on with `transform`'s result.
  /// From `start` on, a solid fill that is the first thing drawn under a clip to a path and
  /// covers the whole path becomes a fill of the path itself, drawn just before the clip: the
  /// same pixels, and a blur of it (`BlurNode`) then softens the path's edge rather than being
  /// cut by it (`.background(.red).clipShape(.circle).blur(radius:)`).
  mutating func liftCoveringFills(from start: Int) {
    guard start + 1 < commands.count else { return }
    for index in start..<(commands.count - 1) {
      guard case .pushClipPath(let outline) = commands[index], case .fill(.rect(let rect), .solid(let color)) = commands[index + 1],
        rect.contains(outline.bounds)
      else { continue }
      commands[index] = .fill(.outline(outline), .solid(color))
      commands[index + 1] = .pushClipPath(outline)
    }
  }

  mutating func mapCommands(from start: Int, _ transform: (DrawCommand) -> DrawCommand) {
    guard start < commands.count else { return }
    for index in start..<commands.count { commands[index] = transform(commands[index]) }
  }

  /// A builder in the same state (transform, opacity, colour effects) with no commands, to draw
  /// something that is not painted itself (a mask).
  func scratch() -> DisplayListBuilder {
    var copy = self
    copy.commands = []
    copy.clipDepth = 0
    copy.stack = []
    return copy
  }

  /// Fills `path` (current coordinates) with `style`, non-zero or even-odd.
  mutating func fill(_ path: Path, with style: ResolvedStyle, bounds: CGRect, eoFill: Bool = false) {
    guard isVisible, !path.isEmpty else { return }
    commands.append(.fill(shape(of: path, eoFill: eoFill), paint(style, bounds: bounds)))
  }

  /// Fills the rectangle `rect` (current coordinates) with `style`: what `fill(Path(rect), …)`
  /// draws, without making the path when the transform keeps the rectangle axis-aligned.
  mutating func fill(rect: CGRect, with style: ResolvedStyle) {
    guard isVisible else { return }
    commands.append(.fill(axisAligned(rect) ?? shape(of: Path(rect), eoFill: false), paint(style, bounds: rect)))
  }

  /// `style` for something of `bounds` (current coordinates) under the current transform,
  /// opacity and colour effects.
  private func paint(_ style: ResolvedStyle, bounds: CGRect) -> Paint {
    filtered(style.paint(in: bounds, transform: transform, opacity: opacity))
  }

  /// Strokes `path` (current coordinates) with `style`; the renderer strokes the outline with
  /// the width scaled by the transform's mean scale.
  mutating func stroke(_ path: Path, style stroke: StrokeStyle, with style: ResolvedStyle, bounds: CGRect) {
    guard isVisible, stroke.lineWidth > 0, !path.isEmpty else { return }
    let scale = transform.meanScale
    let parameters = StrokeParameters(
      width: stroke.lineWidth * scale, cap: stroke.lineCap.scenes, join: stroke.lineJoin.scenes,
      miterLimit: stroke.miterLimit, dash: stroke.dash.map { $0 * scale }, dashPhase: stroke.dashPhase * scale)
    commands.append(.stroke(outline(of: path, eoFill: false), parameters, paint(style, bounds: bounds)))
  }

  /// Draws the blurred silhouette of `path` as a shadow.
  mutating func shadow(_ path: Path, color: Scenes.Color, radius: Double, offset: CGSize) {
    guard isVisible, !path.isEmpty else { return }
    let shadow = Shadow(
      color: colorFilter.apply(color).opacity(opacity), radius: radius,
      offset: Point(x: offset.width, y: offset.height))
    commands.append(.shadow(shape(of: path, eoFill: false), shadow))
  }

  /// The renderer's shape for `path` under the current transform: a rectangle when the path is
  /// one and the transform keeps it axis-aligned, an outline otherwise.
  private func shape(of path: Path, eoFill: Bool) -> Scenes.Shape {
    if let rect = path.rectangle, let shape = axisAligned(rect) { return shape }
    return .outline(outline(of: path, eoFill: eoFill))
  }

  /// `path` (current coordinates) in canvas points: through the transform, or projected.
  private func outline(of path: Path, eoFill: Bool) -> Outline {
    if let projection = exactProjection { return path.outline(projection: projection, eoFill: eoFill) }
    return path.outline(transform: transform, eoFill: eoFill)
  }

  /// `rect` (current coordinates) as the renderer's rectangle, when the transform keeps it
  /// axis-aligned; nil otherwise.
  private func axisAligned(_ rect: CGRect) -> Scenes.Shape? {
    guard projectionBox == nil, transform.b == 0, transform.c == 0 else { return nil }
    return .rect(Rect(rect.standardized.applying(transform)))
  }

  /// Draws a run of text whose baseline starts at `origin` (current coordinates).
  mutating func text(_ run: TextRun) {
    guard isVisible else { return }
    var run = run
    if let projection = exactProjection {
      projectedText(&run, through: projection)
      return
    }
    let origin = CGPoint(x: run.origin.x, y: run.origin.y).applying(transform)
    run.origin = Point(x: origin.x, y: origin.y)
    // The transform's largest stretch, in steps (`sizeStep`), goes into the font's size, so the
    // glyphs are drawn sharp at about the size they are seen at and are only ever shrunk; what
    // is left (the step's rest, a turn, a slant, a mirror, an axis shrunk) turns the glyphs about
    // the origin. Text at rest (no scale, the frame's usual case) needs neither.
    let isUpright = transform.b == 0 && transform.c == 0 && transform.a == transform.d && transform.a > 0
    let scale = Self.sizeStep(isUpright ? transform.a : transform.largestStretch)
    if abs(scale - 1) > 1e-9 { run.font.size *= scale }
    let rest = TextTransform(a: transform.a / scale, b: transform.b / scale, c: transform.c / scale, d: transform.d / scale)
    if !rest.isUpright { run.transform = rest }
    finish(&run)
  }

  /// A run under a perspective: its origin projected, and about it the projection's local
  /// form, (a·x + c·y, b·x + d·y) / (1 + p·x + q·y) for a point (x, y) from the origin
  /// (`TextTransform`), with the linear part's largest stretch in the font's size. With h(o) =
  /// (X, Y, W) the origin's homogeneous image and m the matrix, a point o + (x, y) goes to
  /// (X + x·m11 + y·m21, Y + x·m12 + y·m22) / (W + x·m13 + y·m23); less the origin's image
  /// that is a = (m11·W − X·m13) / W², c = (m21·W − X·m23) / W², b = (m12·W − Y·m13) / W²,
  /// d = (m22·W − Y·m23) / W², p = m13 / W, q = m23 / W. A run whose origin is behind the
  /// viewer (W ≤ 0) is not drawn.
  private mutating func projectedText(_ run: inout TextRun, through m: ProjectionTransform) {
    let (ox, oy) = (run.origin.x, run.origin.y)
    let x = ox * m.m11 + oy * m.m21 + m.m31
    let y = ox * m.m12 + oy * m.m22 + m.m32
    let w = ox * m.m13 + oy * m.m23 + m.m33
    guard w > 1e-6 else { return }
    run.origin = Point(x: x / w, y: y / w)
    let squared = w * w
    var local = TextTransform(
      a: (m.m11 * w - x * m.m13) / squared, b: (m.m12 * w - y * m.m13) / squared,
      c: (m.m21 * w - x * m.m23) / squared, d: (m.m22 * w - y * m.m23) / squared, p: m.m13 / w, q: m.m23 / w)
    let linear = CGAffineTransform(a: local.a, b: local.b, c: local.c, d: local.d, tx: 0, ty: 0)
    let scale = Self.sizeStep(linear.largestStretch)
    if abs(scale - 1) > 1e-9 { run.font.size *= scale }
    // The glyphs are shaped at the larger size, so a glyph's x and y are `scale` times longer.
    local.a /= scale
    local.b /= scale
    local.c /= scale
    local.d /= scale
    local.p /= scale
    local.q /= scale
    // A perspective that has come to rest face on (a flip's 0° or 360°, whose sine is 1e-16)
    // leaves rounding only: the glyphs are drawn upright, as without the effect.
    if abs(local.p) < 1e-12, abs(local.q) < 1e-12 {
      local.p = 0
      local.q = 0
    }
    run.transform = local.isUpright ? nil : local
    finish(&run)
  }

  /// The stretch that a scaled, turned or foreshortened run's font size takes: `stretch` rounded
  /// up to a step of 2^(1/16) (4.4 %), the transform shrinking the glyphs by the rest. A scale
  /// or a flip animates the stretch through a new value at every frame, and every new size
  /// cost a fontconfig match, a FreeType face and its glyphs sent to the server (fontconfig was
  /// 40 % of the window's samples for the gallery's card); the steps bound the sizes a motion
  /// makes, which the font caches then keep.
  static func sizeStep(_ stretch: Double) -> Double {
    let stretch = max(0.01, stretch)
    if abs(stretch - 1) < 1e-9 { return 1 }
    return pow(2, (log2(stretch) * 16 - 1e-9).rounded(.up) / 16)
  }

  /// Appends `run`, placed, with the opacity, colour effects and gradient placement in force.
  private mutating func finish(_ run: inout TextRun) {
    run.opacity *= opacity
    run.paint = filtered(run.paint)
    if case .linearGradient(var gradient) = run.paint {
      gradient.start = Point(CGPoint(gradient.start).applying(transform))
      gradient.end = Point(CGPoint(gradient.end).applying(transform))
      run.paint = .linearGradient(gradient)
    }
    commands.append(.text(run))
  }
}

extension TextTransform {
  /// True when the glyphs are drawn as they are, to rounding (1e-9): what the font's size and
  /// the origin leave of a transform then needs no transform on the run.
  fileprivate var isUpright: Bool {
    isAffine && abs(a - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9
  }
}

extension CGAffineTransform {
  /// The square root of the area scale: how much a length grows, on average.
  var meanScale: Double { abs(a * d - b * c).squareRoot() }

  /// How much the transform stretches a length the most: the linear part's larger singular
  /// value, √((s + √(s² − 4·det²)) / 2) with s the sum of the squared entries.
  var largestStretch: Double {
    let sum = a * a + b * b + c * c + d * d
    let det = a * d - b * c
    return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
  }
}

extension CGLineCap {
  var scenes: StrokeParameters.Cap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

extension CGLineJoin {
  var scenes: StrokeParameters.Join {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
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
