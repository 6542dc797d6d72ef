// iOS 17's `ShapeView`: the view a filled or stroked shape is, which can be filled and stroked
// again (`Circle().fill(.yellow).stroke(.blue, lineWidth: 8)`). Each further fill or stroke draws
// the same shape, in the same frame, over the view it was called on (its `background`), as
// Apple's documentation of `ShapeView`, `FillShapeView`, `StrokeShapeView` and
// `StrokeBorderShapeView` describes them; the declarations follow SwiftUI's.
//
// `Shape.stroke(_:lineWidth:)` and `strokeBorder` still return the older
// `_ShapeView<StrokedShape<Self>, S>`, whose `shape` is the stroke's outline: a fill chained
// after them fills that outline, not the shape.

/// A view that provides a shape that you can use for drawing operations, as SwiftUI's
/// `ShapeView`.
public protocol ShapeView<Content>: View {
  /// The type of shape this can provide.
  associatedtype Content: Shape
  /// The shape that this type draws and provides for other drawing operations.
  var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape provider that fills its shape over a background, as SwiftUI's `FillShapeView`: the
/// return type of `ShapeView.fill`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that fills this view's shape.
  public var style: Style
  /// The fill style used when filling this view's shape.
  public var fillStyle: FillStyle
  /// The background shown beneath this view.
  public var background: Background
  /// Create a FillShapeView.
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }
  public var body: some View {
    _ShapeView(shape: shape, style: style, fillStyle: fillStyle).background(background)
  }
}

/// A shape provider that strokes its shape over a background, as SwiftUI's
/// `StrokeShapeView`: the return type of `ShapeView.stroke`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that strokes this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  public var strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased (it always is).
  public var isAntialiased: Bool
  /// The background shown beneath this view.
  public var background: Background
  /// Create a StrokeShapeView.
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public var body: some View {
    _ShapeView(shape: shape.stroke(style: strokeStyle), style: style).background(background)
  }
}

/// A shape provider that strokes the border of its shape (inside it) over a background, as
/// SwiftUI's `StrokeBorderShapeView`: the return type of `ShapeView.strokeBorder`.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that strokes the border of this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  public var strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased (it always is).
  public var isAntialiased: Bool
  /// The background shown beneath this view.
  public var background: Background
  /// Create a stroke border shape.
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public var body: some View {
    shape.strokeBorder(style, style: strokeStyle).background(background)
  }
}

extension ShapeView {
  /// Fills this shape with a color or gradient, over this view.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }
  /// Traces the outline of this shape with a color or gradient, over this view.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  /// Traces the outline of this shape `lineWidth` points wide, over this view.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// Strokes this shape inset by half the line width (so the stroke stays inside its frame),
  /// over this view.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  /// Strokes a `lineWidth`-wide border inside this shape, over this view.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
