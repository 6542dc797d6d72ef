/// A 2D shape, as SwiftUI's `Shape`: a path in a rectangle, and a view that fills it with the
/// foreground style. Its `animatableData` animates.
public protocol Shape: Animatable, View {
  /// The shape's outline in `rect`, in points.
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for `proposal` (by default, the proposal; nil dimensions are 10).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
  }

  /// Fills the shape with `content`.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The shape's outline, stroked with `style`, as a shape.
  public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
    StrokedShape(shape: self, style: style)
  }

  /// The shape's outline, stroked `lineWidth` points wide, as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with `content`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<StrokedShape<Self>, S> {
    stroke(style: style).fill(content)
  }

  /// The shape's outline stroked `lineWidth` points wide with `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<StrokedShape<Self>, S> {
    stroke(style: StrokeStyle(lineWidth: lineWidth)).fill(content)
  }

  /// The part of the outline between fractions `from` and `to` of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  /// The shape moved by (x, y).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }

  /// The shape scaled about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape rotated about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}

/// A shape that can be inset, as SwiftUI's `InsettableShape` (for `strokeBorder`).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The path of the shape inset by `amount` (for a border, whose shape is known only as some
  /// insettable shape).
  func insetPath(by amount: CGFloat, in rect: CGRect) -> Path { inset(by: amount).path(in: rect) }

  /// The outline stroked inside the shape's frame: inset by half the line width.
  ///
  /// The inset follows the line width as it animates, as SwiftUI's does (its inset shapes animate
  /// their amount): a border whose width animates keeps its outer edge on the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<StrokedShape<InsetShape>, S> {
    var stroked = inset(by: 0).stroke(style: style)
    stroked.isBorder = true
    return stroked.fill(content)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<StrokedShape<InsetShape>, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<StrokedShape<InsetShape>, ForegroundStyle> {
    strokeBorder(ForegroundStyle(), style: style)
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<StrokedShape<InsetShape>, ForegroundStyle> {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  /// True for the even-odd rule, false for non-zero winding.
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable, Animatable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }

  /// The style of the line scaled by `factor`: its width and dashes scaled with it, the miter
  /// limit (a multiple of the width) as it is.
  func scaled(by factor: CGFloat) -> StrokeStyle {
    var style = self
    style.lineWidth *= factor
    style.dash = dash.map { $0 * factor }
    style.dashPhase *= factor
    return style
  }
}

/// The end of a stroked line, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// The corner of a stroked line, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// A shape drawn as its stroked outline.
public struct StrokedShape<Content: Shape>: Shape {
  public var shape: Content
  public var style: StrokeStyle
  /// A border (`strokeBorder`): the line follows the shape inset by half its width.
  var isBorder = false
  init(shape: Content, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }
  public func path(in rect: CGRect) -> Path {
    if isBorder, let insettable = shape as? any InsettableShape {
      return insettable.insetPath(by: style.lineWidth / 2, in: rect)
    }
    return shape.path(in: rect)
  }
  public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
    get { AnimatablePair(shape.animatableData, style.animatableData) }
    set {
      shape.animatableData = newValue.first
      style.animatableData = newValue.second
    }
  }
}

/// Whether a shape is a stroke, and with which style: its path is then the line the stroke
/// follows, and its view strokes it (`ShapeNode`).
protocol StrokedShapeProtocol {
  /// The style the shape's path is stroked with; nil when the shape is filled (`AnyShape`, whose
  /// shape may be either).
  var strokeStyle: StrokeStyle? { get }
}

extension StrokedShape: StrokedShapeProtocol {
  var strokeStyle: StrokeStyle? { style }
}

/// A part of a shape's outline.
public struct TrimmedShape<Content: Shape>: Shape {
  public var shape: Content
  public var startFraction: CGFloat
  public var endFraction: CGFloat
  init(shape: Content, from: CGFloat, to: CGFloat) {
    self.shape = shape
    startFraction = from
    endFraction = to
  }
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
  public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
    set {
      shape.animatableData = newValue.first
      (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
    }
  }
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set {
      shape.animatableData = newValue.first
      offset.animatableData = newValue.second
    }
  }
}

/// A shape scaled about an anchor.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor, in: rect))
  }
  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, scale.animatableData) }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second
    }
  }
}

/// A shape rotated about an anchor.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(anchored(CGAffineTransform(rotationAngle: angle.radians), anchor: anchor, in: rect))
  }
  public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
    get { AnimatablePair(shape.animatableData, angle.radians) }
    set {
      shape.animatableData = newValue.first
      angle.radians = newValue.second
    }
  }
}

// A stroke moved, scaled or turned is still a stroke. In SwiftUI `stroke(style:)` "returns a
// new shape that is a stroked copy of self" (Apple's documentation of `Shape.stroke(style:)`
// and `StrokedShape`), and `OffsetShape`, `ScaledShape` and `RotatedShape` transform that
// shape's path, the stroke's outline, which their view fills. Here a stroke's path is its line;
// the stroke of the transformed line is the transformed outline, its width the same under an
// offset or a turn and scaled by a scale.

extension OffsetShape: StrokedShapeProtocol where Content: StrokedShapeProtocol {
  var strokeStyle: StrokeStyle? { shape.strokeStyle }
}

extension ScaledShape: StrokedShapeProtocol where Content: StrokedShapeProtocol {
  /// The stroke's style scaled with the line: exactly for the same scale on both axes; for
  /// x ≠ y, which stretches the outline's width one way only, by their geometric mean, as the
  /// renderer scales a stroke under a view's transform.
  var strokeStyle: StrokeStyle? { shape.strokeStyle?.scaled(by: abs(scale.width * scale.height).squareRoot()) }
}

extension RotatedShape: StrokedShapeProtocol where Content: StrokedShapeProtocol {
  var strokeStyle: StrokeStyle? { shape.strokeStyle }
}

/// A shape filled (or, for a stroke, `StrokedShapeProtocol`, stroked) with a style: the view a
/// `Shape` is.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
  public typealias Body = Never
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
  public typealias AnimatableData = EmptyAnimatableData
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
