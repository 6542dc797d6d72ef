import Scenes

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: what a `TextRenderer`
/// draws into. It records display-list commands; it never draws itself.
///
/// A context is a value: a copy has its own transform, opacity, filters and clip, and draws
/// into the same display list as the original (SwiftUI's sample copies it per line).
/// Coordinates are points in the drawing view's space, y down.
public struct GraphicsContext {
  /// Where the commands go: shared by every copy.
  final class Recorder {
    var list: DisplayListBuilder
    let environment: EnvironmentValues
    let bounds: CGRect
    /// A `Canvas`'s symbols, by tag.
    var symbols: (AnyHashable) -> ResolvedSymbol? = { _ in nil }
    init(list: DisplayListBuilder, environment: EnvironmentValues, bounds: CGRect) {
      self.list = list
      self.environment = environment
      self.bounds = bounds
    }
  }

  let recorder: Recorder
  /// The transform from this context's user space to the view's space.
  public var transform: CGAffineTransform = .identity
  /// The opacity drawing is multiplied by, 0…1.
  public var opacity: Double = 1
  /// How drawing combines with what is under it. Kept, but drawn as `.normal`.
  public var blendMode: BlendMode = .normal
  /// The filters added, in order (`addFilter(_:options:)`).
  private(set) var filters: [Filter] = []
  /// The clip rectangles, in the view's space (a path clips to its bounding box).
  private var clips: [CGRect] = []
  private var warningSite: (file: StaticString, line: UInt)?

  /// A context drawing in `list`'s current space, for a view of `bounds`.
  init(list: DisplayListBuilder, environment: EnvironmentValues, bounds: CGRect) {
    var base = DisplayListBuilder()
    base.concatenate(list.transform)
    base.multiplyOpacity(list.opacity)
    recorder = Recorder(list: base, environment: environment, bounds: bounds)
  }

  /// The commands drawn so far, in the space of the list the context was made for.
  var commands: [DrawCommand] { recorder.list.commands }

  /// The environment of the view being drawn.
  public var environment: EnvironmentValues { recorder.environment }

  /// The bounding box of the clip, in this context's user space.
  public var clipBoundingRect: CGRect {
    let clip = clips.reduce(CGRect.infinite) { $0.intersection($1) }
    let visible = clip.isInfinite ? recorder.bounds : clip
    return visible.applying(transform.inverted())
  }

  // MARK: Transform

  /// Moves the origin by `x`, `y` points (in the current user space).
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales the user space by `x` and `y` (1 is unchanged).
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates the user space by `angle` about its origin (positive is clockwise on screen).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Filters and clip

  /// Adds `filter` to what later drawing goes through. A blur is recorded and drawn without
  /// its blur (the renderer has no blur of arbitrary content yet), said once as a warning.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions(), file: StaticString = #fileID, line: UInt = #line) {
    filters.append(filter)
    warningSite = (file, line)
  }

  /// Clips later drawing to `path` (its bounding box), in the current user space.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    guard !options.contains(.inverse) else { return }
    clips.append(path.boundingRect.applying(transform))
  }

  // MARK: Drawing

  /// Draws `line` with this context's transform, opacity and clip.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
    for run in line { draw(run, options: options) }
  }

  /// Draws `run`.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
    guard let text = run.glyphs.textRun(for: 0..<run.count) else { return }
    record(text)
  }

  /// Draws the glyphs of `slice`.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
    guard let text = slice.run.glyphs.textRun(for: slice.indices) else { return }
    record(text)
  }

  /// Records `run` (placed in the text's layout) as this context draws it, with how far the
  /// context moved it from that place, in the frame's space (`TextRun.rendererOffset`).
  private func record(_ run: TextRun) {
    let resting = CGPoint(x: run.origin.x, y: run.origin.y).applying(recorder.list.transform)
    record { list in
      var run = run
      let moved = CGPoint(x: run.origin.x, y: run.origin.y).applying(list.transform)
      run.rendererOffset = Point(x: moved.x - resting.x, y: moved.y - resting.y)
      list.text(run)
    }
  }

  /// Draws what `content` draws into a new context with this one's state, as a layer (its
  /// opacity applies to each thing it draws).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// A `Canvas`'s symbol: a view drawn where the renderer says, at its size.
  public struct ResolvedSymbol {
    let node: Node
    let time: Double
    /// The symbol's size.
    public var size: CGSize { MainActor.assumeIsolated { node.placedSize ?? .zero } }
  }

  /// The `Canvas` symbol tagged `id`, if there is one.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { recorder.symbols(AnyHashable(id)) }

  /// Draws `symbol` with its `anchor` at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = symbol.size
    draw(symbol, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
  }

  /// Draws `symbol` scaled to fill `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    let size = symbol.size
    record { list in
      list.translate(by: rect.origin)
      if size.width > 0, size.height > 0, rect.size != size {
        list.concatenate(CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height))
      }
      MainActor.assumeIsolated { symbol.node.drawPlaced(into: &list, at: symbol.time) }
    }
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let box = Shading.box(of: path)
    let resolved = shading.resolved(in: environment, bounds: box)
    record { $0.fill(path, with: resolved, bounds: box, eoFill: style.isEOFilled) }
  }

  /// Strokes `path` with `shading` and `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let box = Shading.box(of: path)
    let resolved = shading.resolved(in: environment, bounds: box)
    record { $0.stroke(path, style: style, with: resolved, bounds: box) }
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Records what `draw` adds to the list, under this context's clip, transform and opacity.
  private func record(_ draw: (inout DisplayListBuilder) -> Void) {
    if let site = warningSite, filters.contains(where: \.isBlur) {
      PreviewWarnings.once("`GraphicsContext.addFilter(.blur(radius:))` is drawn without its blur", file: site.file, line: site.line)
    }
    recorder.list.save()
    for clip in clips { recorder.list.clip(to: clip) }
    recorder.list.concatenate(transform)
    recorder.list.multiplyOpacity(opacity)
    draw(&recorder.list)
    recorder.list.restore()
  }
}

extension GraphicsContext {
  /// How drawing combines with the destination, as SwiftUI's `GraphicsContext.BlendMode`.
  @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// Core Graphics' number for the mode.
    public let rawValue: Int32
    /// A blend mode of Core Graphics' raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Source over destination.
    public static let normal = BlendMode(rawValue: 0)
    /// Source times destination.
    public static let multiply = BlendMode(rawValue: 1)
    /// The inverse of the inverses multiplied.
    public static let screen = BlendMode(rawValue: 2)
    /// Multiply or screen, by the destination.
    public static let overlay = BlendMode(rawValue: 3)
    /// The darker of source and destination.
    public static let darken = BlendMode(rawValue: 4)
    /// The lighter of source and destination.
    public static let lighten = BlendMode(rawValue: 5)
    /// Source plus destination.
    public static let plusLighter = BlendMode(rawValue: 27)
  }

  /// A filter drawing goes through, as SwiftUI's `GraphicsContext.Filter`.
  public struct Filter: Sendable {
    enum Kind: Sendable, Equatable { case blur(radius: Double) }
    let kind: Kind
    var isBlur: Bool { if case .blur = kind { true } else { false } }

    /// A Gaussian blur of `radius` points (its standard deviation).
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius: radius))
    }
  }

  /// Options of a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`.
  @frozen public struct BlurOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options of the raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The result is opaque.
    public static let opaque = BlurOptions(rawValue: 1 << 0)
    /// The result is dithered.
    public static let dithersResult = BlurOptions(rawValue: 1 << 1)
  }

  /// Options of `addFilter`, as SwiftUI's `GraphicsContext.FilterOptions`.
  @frozen public struct FilterOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options of the raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The filter works in linear colour.
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }

  /// Options of `clip(to:style:options:)`, as SwiftUI's `GraphicsContext.ClipOptions`.
  @frozen public struct ClipOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options of the raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the path (not drawn here: the clip is ignored).
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// A colour or style to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
  public struct Shading {
    private let style: AnyShapeStyle?
    /// A gradient placed in the context's user space (points), not in the shape's box.
    private var placed: Placed?

    private enum Placed {
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
    }

    private init(style: AnyShapeStyle?) { self.style = style }
    private init(placed: Placed) {
      style = nil
      self.placed = placed
    }

    /// The view's foreground style.
    public static var foreground: Shading { Shading(style: nil) }
    /// A solid colour.
    public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
    /// Any shape style (colours and gradients; gradients span the shape drawn).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
    /// A linear gradient from `startPoint` to `endPoint`, in the context's user space.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(placed: .linear(gradient, start: startPoint, end: endPoint))
    }
    /// A radial gradient about `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(placed: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }
    /// A conic gradient about `center`, a whole turn from `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(placed: .conic(gradient, center: center, angle: angle))
    }

    /// The box a shading spans for `path`: its bounding box, at least a point wide and high, so
    /// that a placed gradient's points map to unit points of it and back exactly (a level line's
    /// box has no height).
    static func box(of path: Path) -> CGRect {
      let bounds = path.boundingRect
      return CGRect(x: bounds.minX, y: bounds.minY, width: max(bounds.width, 1), height: max(bounds.height, 1))
    }

    /// The shading for a shape whose box is `bounds` (user space): a placed gradient's points
    /// become unit points of that box, as the shape styles' gradients are given.
    func resolved(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedStyle {
      if let placed {
        func unit(_ point: CGPoint) -> UnitPoint {
          UnitPoint(x: (point.x - bounds.minX) / bounds.width, y: (point.y - bounds.minY) / bounds.height)
        }
        switch placed {
        case .linear(let gradient, let start, let end):
          return .linear(gradient.resolved(in: environment), start: unit(start), end: unit(end))
        case .radial(let gradient, let center, let startRadius, let endRadius):
          return .radial(gradient.resolved(in: environment), center: unit(center), startRadius: startRadius, endRadius: endRadius)
        case .conic(let gradient, let center, let angle):
          return .angular(gradient.resolved(in: environment), center: unit(center), start: angle, end: angle + .degrees(360))
        }
      }
      guard let style else { return environment.foregroundStyle?.resolved(in: environment) ?? .color(Color.primary.resolved(in: environment)) }
      return style.resolved(in: environment)
    }
  }

  /// How a gradient shading extends past its ends, as SwiftUI's `GraphicsContext.GradientOptions`
  /// (kept; the preview pads, SwiftUI's default).
  @frozen public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }
}
