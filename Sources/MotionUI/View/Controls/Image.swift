/// An image, as SwiftUI's `Image`. SF Symbols that animation demos use are drawn as shapes; any
/// other symbol, and every asset image, is a placeholder of the symbol's size with one warning.
///
/// As in SwiftUI, an image keeps its own size whatever it is offered until `resizable()` makes it
/// fill its frame. A symbol's size follows the font in the environment: a square of the font's
/// point size (17 points at `.body`). SwiftUI's symbols are about that tall, their widths vary with
/// the glyph (Apple, "Configuring and displaying symbol images in your UI").
public struct Image: View {
  let name: String
  let isSystem: Bool
  let file: StaticString
  let line: UInt
  /// Set by `resizable()`: the image takes the size it is offered.
  var isResizable = false
  @Environment(\.font) private var font

  /// An SF Symbol.
  public init(systemName: String, file: StaticString = #fileID, line: UInt = #line) {
    name = systemName
    isSystem = true
    self.file = file
    self.line = line
  }

  /// An asset image (a placeholder in the preview).
  public init(_ name: String, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line) {
    self.name = name
    isSystem = false
    self.file = file
    self.line = line
  }

  /// The image fills the size it is offered (the insets and the tiling mode are accepted; the
  /// preview stretches).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  public enum Scale: Hashable, Sendable { case small, medium, large }

  public var body: some View {
    // A fixed image is a square of the font's point size (an asset image: 20 points, as before).
    let side = isSystem ? (font ?? .body).size : 20
    let width: CGFloat? = isResizable ? nil : side
    Group {
      if isSystem, let symbol = SymbolShape(name: name) {
        symbol.fill(ForegroundStyle()).aspectRatio(1, contentMode: .fit)
      } else {
        placeholder
      }
    }
    .frame(idealWidth: 20, idealHeight: 20)
    .frame(width: width, height: width)
  }

  private var placeholder: some View {
    PreviewWarnings.once(
      isSystem ? "the symbol \"\(name)\" is drawn as a placeholder" : "the image \"\(name)\" is drawn as a placeholder",
      file: file, line: line)
    return RoundedRectangle(cornerRadius: 3).fill(Color.gray.opacity(0.3))
  }
}

/// The common SF Symbols of animation demos, drawn as shapes in a unit square.
struct SymbolShape: Shape {
  let kind: Kind
  enum Kind { case heart, star, bolt, checkmark, xmark, play, pause, plus, minus, circle, square, arrowRight, arrowLeft, arrowUp, arrowDown }

  init?(name: String) {
    let base = name.replacingOccurrences(of: ".fill", with: "").replacingOccurrences(of: ".circle", with: "")
    switch base {
    case "heart": kind = .heart
    case "star": kind = .star
    case "bolt": kind = .bolt
    case "checkmark": kind = .checkmark
    case "xmark": kind = .xmark
    case "play": kind = .play
    case "pause": kind = .pause
    case "plus": kind = .plus
    case "minus": kind = .minus
    case "circle": kind = .circle
    case "square": kind = .square
    case "arrow.right", "chevron.right": kind = .arrowRight
    case "arrow.left", "chevron.left": kind = .arrowLeft
    case "arrow.up", "chevron.up": kind = .arrowUp
    case "arrow.down", "chevron.down": kind = .arrowDown
    default: return nil
    }
  }

  func path(in rect: CGRect) -> Path {
    let s = min(rect.width, rect.height)
    let o = CGPoint(x: rect.midX - s / 2, y: rect.midY - s / 2)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: o.x + x * s, y: o.y + y * s) }
    var path = Path()
    switch kind {
    case .heart:
      path.move(to: p(0.5, 0.92))
      path.addCurve(to: p(0.04, 0.34), control1: p(0.2, 0.7), control2: p(0.04, 0.55))
      path.addCurve(to: p(0.5, 0.2), control1: p(0.04, 0.05), control2: p(0.4, 0.02))
      path.addCurve(to: p(0.96, 0.34), control1: p(0.6, 0.02), control2: p(0.96, 0.05))
      path.addCurve(to: p(0.5, 0.92), control1: p(0.96, 0.55), control2: p(0.8, 0.7))
      path.closeSubpath()
    case .star:
      for index in 0..<10 {
        let radius = index % 2 == 0 ? 0.5 : 0.2
        let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
        let point = p(0.5 + radius * cos(angle), 0.52 + radius * sin(angle))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
    case .bolt:
      path.addLines([p(0.58, 0), p(0.15, 0.58), p(0.45, 0.58), p(0.38, 1), p(0.85, 0.4), p(0.55, 0.4)])
      path.closeSubpath()
    case .checkmark:
      path.addLines([p(0.08, 0.52), p(0.2, 0.4), p(0.4, 0.6), p(0.82, 0.16), p(0.94, 0.28), p(0.4, 0.84)])
      path.closeSubpath()
    case .xmark:
      path.addLines([p(0.15, 0.25), p(0.25, 0.15), p(0.5, 0.4), p(0.75, 0.15), p(0.85, 0.25), p(0.6, 0.5), p(0.85, 0.75), p(0.75, 0.85), p(0.5, 0.6), p(0.25, 0.85), p(0.15, 0.75), p(0.4, 0.5)])
      path.closeSubpath()
    case .play:
      path.addLines([p(0.2, 0.1), p(0.9, 0.5), p(0.2, 0.9)])
      path.closeSubpath()
    case .pause:
      path.addRect(CGRect(origin: p(0.2, 0.1), size: CGSize(width: 0.2 * s, height: 0.8 * s)))
      path.addRect(CGRect(origin: p(0.6, 0.1), size: CGSize(width: 0.2 * s, height: 0.8 * s)))
    case .plus:
      path.addRect(CGRect(origin: p(0.42, 0.1), size: CGSize(width: 0.16 * s, height: 0.8 * s)))
      path.addRect(CGRect(origin: p(0.1, 0.42), size: CGSize(width: 0.8 * s, height: 0.16 * s)))
    case .minus:
      path.addRect(CGRect(origin: p(0.1, 0.42), size: CGSize(width: 0.8 * s, height: 0.16 * s)))
    case .circle:
      path.addEllipse(in: CGRect(origin: p(0.05, 0.05), size: CGSize(width: 0.9 * s, height: 0.9 * s)))
    case .square:
      path.addRect(CGRect(origin: p(0.1, 0.1), size: CGSize(width: 0.8 * s, height: 0.8 * s)))
    case .arrowRight, .arrowLeft, .arrowUp, .arrowDown:
      path.addLines([p(0.1, 0.42), p(0.6, 0.42), p(0.6, 0.2), p(0.92, 0.5), p(0.6, 0.8), p(0.6, 0.58), p(0.1, 0.58)])
      path.closeSubpath()
      let angle: Double =
        switch kind {
        case .arrowLeft: .pi
        case .arrowUp: -.pi / 2
        case .arrowDown: .pi / 2
        default: 0
        }
      if angle != 0 {
        path = path.applying(anchored(CGAffineTransform(rotationAngle: angle), anchor: .center, in: CGRect(origin: o, size: CGSize(width: s, height: s))))
      }
    }
    return path
  }
}
