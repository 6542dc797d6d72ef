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

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let resolved = shading.resolved(in: environment)
    record { $0.fill(path, with: resolved, bounds: path.boundingRect, eoFill: style.isEOFilled) }
  }

  /// Strokes `path` with `shading` and `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let resolved = shading.resolved(in: environment)
    record { $0.stroke(path, style: style, with: resolved, bounds: path.boundingRect) }
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

    /// The view's foreground style.
    public static var foreground: Shading { Shading(style: nil) }
    /// A solid colour.
    public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
    /// Any shape style (colours and gradients; gradients span the shape drawn).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }

    func resolved(in environment: EnvironmentValues) -> ResolvedStyle {
      guard let style else { return environment.foregroundStyle?.resolved(in: environment) ?? .color(Color.primary.resolved(in: environment)) }
      return style.resolved(in: environment)
    }
  }
}
