import Scenes

// `.blur(radius:opaque:)` and `.mask(alignment:_:)`, drawn through what the renderer has.
//
// A blurred fill of one colour is that colour over the shape's blurred silhouette: exactly the
// renderer's shadow of the shape with no offset, so the blur of solid fills is drawn as such
// (`radius` taken as the Gaussian's standard deviation in points, as for `.shadow`). Strokes,
// text and gradient fills stay sharp, with one warning at the user's line.
//
// A mask multiplies the content's alpha by the mask's. Where the mask is filled shapes of one
// alpha (a shape, a colour, a gradient of one opacity) that is a path clip by their outlines
// and that opacity: drawn exactly. Where the mask is one gradient fill (a shimmer over a
// skeleton row), each solid colour of the content becomes that gradient in the content's
// colour at the mask's alphas, clipped to the mask's shape: drawn exactly too. Any other mask
// whose alpha varies is drawn as the clip by its shapes at their mean opacity, with one warning.

extension View {
  /// The content blurred by a Gaussian of standard deviation `radius` points (animatable).
  /// `opaque` is accepted (it only changes the edges of an opaque blur in SwiftUI).
  public func blur(radius: CGFloat, opaque: Bool = false, file: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(BlurEffect(radius: radius, file: file, line: line))
  }

  /// Masks the content with the alpha of `mask`, laid out in the content's frame with
  /// `alignment`.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(mask()), alignment: alignment, isOverlay: false, mask: MaskSource(file: file, line: line)))
  }

  /// Masks the content with the alpha of `mask`, centred on the content.
  public func mask<Mask: View>(_ mask: Mask, file: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(mask), alignment: .center, isOverlay: false, mask: MaskSource(file: file, line: line)))
  }
}

/// Where a `.mask` was written, for its warning.
struct MaskSource {
  let file: StaticString
  let line: UInt
}

struct BlurEffect: ViewModifier, NodeModifier {
  let radius: CGFloat
  let file: StaticString
  let line: UInt
  typealias Body = Never
  func makeNode(id: ViewID) -> BlurNode { BlurNode(id: id) }
  func update(_ node: BlurNode, context: ResolveContext, graph: ViewGraph) {
    node.radius.update(to: Double(radius), context: context, graph: graph)
    node.source = (file, line)
  }
}

/// Draws its content, then turns each solid fill it drew into that colour's blurred silhouette.
final class BlurNode: EffectNode {
  var radius = AnimatedProperty<Double>()
  var source: (file: StaticString, line: UInt) = ("", 0)

  override func drawContent(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    let start = list.commands.count
    drawChildren(into: &list, at: time)
    let sigma = max(0, radius.presented(at: time, default: 0)) * list.transform.meanScale
    guard sigma > 0.001 else { return }
    list.liftCoveringFills(from: start)
    var sharp = false
    list.mapCommands(from: start) { command in
      switch command {
      case .fill(let shape, .solid(let color)):
        return .shadow(shape, Shadow(color: color, radius: sigma))
      case .stroke(let outline, let stroke, .solid(let color)):
        // A solid stroke blurred: its stroke's shadow, in place.
        return .shadow(.outline(outline), Shadow(color: color, radius: sigma, stroke: stroke))
      case .fill, .stroke, .text:
        sharp = true
        return command
      case .shadow(let shape, var shadow):
        // A blurred shadow is a wider Gaussian: the variances add.
        shadow.radius = (shadow.radius * shadow.radius + sigma * sigma).squareRoot()
        return .shadow(shape, shadow)
      case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity:
        return command
      }
    }
    if sharp {
      PreviewWarnings.once("`.blur(radius:)` is drawn without its blur on text and gradients", file: source.file, line: source.line)
    }
  }

  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || radius.isAnimating(at: time) }
}

extension DisplayListBuilder {
  /// Clips later commands (until `restore`) by the alpha of the mask commands `mask` (drawn in
  /// the same coordinates): the outline of their fills, at their opacity. Returns false when
  /// that is not exact (the mask's alpha varies, or it strokes, shadows or draws text).
  mutating func clip(toMask mask: [DrawCommand]) -> Bool {
    var elements: [Outline.Element] = []
    var alphas: [Double] = []
    var exact = true
    var fills = 0
    var evenOdd = false
    for command in mask {
      switch command {
      case .fill(let shape, let paint):
        let outline = shape.outline
        elements += outline.elements
        fills += 1
        evenOdd = outline.isEvenOdd
        alphas += paint.alphas
      case .stroke, .shadow, .text:
        exact = false
      case .pushClip, .pushClipPath:
        // The mask view's own clips are not carried over.
        exact = false
      case .popClip, .pushOpacity, .popOpacity:
        break
      }
    }
    guard fills > 0, let lowest = alphas.min(), let highest = alphas.max() else {
      clip(to: .zero)
      return exact
    }
    if highest - lowest > 1e-6 || (evenOdd && fills > 1) { exact = false }
    // The mask commands are in canvas points already: their outline is pushed as it is (one
    // fill keeps its rule; several are their union, non-zero).
    pushClipPath(Outline(elements, isEvenOdd: fills == 1 && evenOdd))
    // The mask was drawn with the opacity in force, which the content gets again.
    multiplyOpacity(alphas.reduce(0, +) / Double(alphas.count) / max(opacity, 1e-9))
    return exact
  }

  /// A mask that is one gradient fill, over `content`: the content clipped to the fill's shape,
  /// each solid colour it draws (fills, strokes, text) turned into the mask's gradient in that
  /// colour, its alpha times the mask's along the gradient: exactly the masked picture. Other
  /// paints and shadows get the mask's mean alpha. Returns nil, drawing nothing, when the mask
  /// is not one gradient fill; else whether the drawing is exact.
  mutating func drawContentThroughGradient(mask: [DrawCommand], content: (inout DisplayListBuilder) -> Void) -> Bool? {
    guard mask.count == 1, case .fill(let shape, let gradient) = mask[0], opacity > 0 else { return nil }
    if case .solid = gradient { return nil }
    // The mask was drawn with the opacity in force, which the content gets again.
    let scale = 1 / opacity
    let alphas = gradient.alphas
    let mean = alphas.reduce(0, +) / Double(max(1, alphas.count)) * scale
    func through(_ paint: Paint) -> Paint? {
      guard case .solid(let color) = paint else { return nil }
      return gradient.mappingColors { stop in color.opacity(stop.alpha * scale) }
    }
    save()
    pushClipPath(shape.outline)
    let start = commands.count
    content(&self)
    var exact = true
    mapCommands(from: start) { command in
      switch command {
      case .fill(let filled, let paint):
        if let masked = through(paint) { return .fill(filled, masked) }
        exact = false
        return .fill(filled, paint.mappingColors { $0.opacity(mean) })
      case .stroke(let outline, let parameters, let paint):
        if let masked = through(paint) { return .stroke(outline, parameters, masked) }
        exact = false
        return .stroke(outline, parameters, paint.mappingColors { $0.opacity(mean) })
      case .text(var run):
        if let masked = through(run.paint) {
          run.paint = masked
        } else {
          exact = false
          run.opacity *= mean
        }
        return .text(run)
      case .shadow(let shadowed, var shadow):
        exact = false
        shadow.color = shadow.color.opacity(mean)
        return .shadow(shadowed, shadow)
      case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity:
        return command
      }
    }
    restore()
    return exact
  }
}

extension DisplayListBuilder {
  /// A mask of text over content that is one fill (a gradient masked by a `Text`: gradient
  /// text): the mask's glyphs painted with the content's paint, which is exactly the masked
  /// picture. Returns false, drawing nothing, for any other mask or content.
  mutating func drawContentThroughText(mask: [DrawCommand], content: (inout DisplayListBuilder) -> Void) -> Bool {
    let runs = mask.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    guard !runs.isEmpty, runs.count == mask.count, opacity > 0 else { return false }
    var drawn = scratch()
    content(&drawn)
    guard drawn.commands.count == 1, case .fill(_, let paint) = drawn.commands[0] else { return false }
    // The content's paint already carries the opacity in force; the mask's own alpha is its
    // run's opacity without it, times its colours' mean alpha.
    let painted = runs.map { run -> DrawCommand in
      var glyphs = run
      let alphas = run.paint.alphas
      glyphs.opacity = run.opacity / opacity * alphas.reduce(0, +) / Double(max(1, alphas.count))
      glyphs.paint = paint
      return .text(glyphs)
    }
    insertCommands(painted, at: commands.count)
    return true
  }
}

extension Paint {
  /// The alphas of the paint's colours (a gradient's stops).
  var alphas: [Double] {
    switch self {
    case .solid(let color): return [color.alpha]
    case .linearGradient(let g): return g.stops.map(\.color.alpha)
    case .radialGradient(let g): return g.stops.map(\.color.alpha)
    case .angularGradient(let g): return g.stops.map(\.color.alpha)
    }
  }
}
