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
  @Environment(\.symbolVariants) private var variants

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

  /// A UIKit image, as SwiftUI's `init(uiImage:)`: a symbol's (`UIImage(systemName:)`) drawn as
  /// `Image(systemName:)` draws it, an asset's (`UIImage(named:)`) as the placeholder of an
  /// asset image (the preview cannot load the app's assets), with one warning at this line.
  public init(uiImage: UIImage, file: StaticString = #fileID, line: UInt = #line) {
    name = uiImage.name
    isSystem = uiImage.isSymbol
    self.file = file
    self.line = line
  }

  /// An asset image by its generated symbol (`Image(.logo)`; a placeholder in the preview).
  public init(_ resource: ImageResource, file: StaticString = #fileID, line: UInt = #line) {
    self.init(resource.name, file: file, line: line)
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
    // `.symbolVariant(.fill)` asks for the filled form ("heart" is drawn as "heart.fill").
    let name = isSystem && variants.contains(.fill) && !self.name.hasSuffix(".fill") && SymbolShape(name: self.name + ".fill") != nil
      ? self.name + ".fill" : self.name
    return Group {
      if isSystem, let symbol = SymbolShape(name: name) {
        if symbol.isOutlined, isResizable {
          // Resized, its edge is the same part of the size it is drawn at, as a symbol's outline
          // scales with it (a heart framed 72 points wide: 6 points, not the body font's 1.4).
          GeometryReader { proxy in
            symbol.stroke(
              ForegroundStyle(),
              style: StrokeStyle(lineWidth: min(proxy.size.width, proxy.size.height) * SymbolShape.outlineWidth, lineJoin: .round))
          }
          .aspectRatio(1, contentMode: .fit)
        } else if symbol.isOutlined {
          // An outline symbol ("heart", not "heart.fill"): its edge, about a twelfth of its size.
          symbol.stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: side * SymbolShape.outlineWidth, lineJoin: .round))
            .aspectRatio(1, contentMode: .fit)
        } else {
          symbol.fill(ForegroundStyle(), style: FillStyle(eoFill: symbol.isEvenOdd)).aspectRatio(1, contentMode: .fit)
        }
      } else {
        placeholder
      }
    }
    .frame(idealWidth: 20, idealHeight: 20)
    .frame(width: width, height: width)
    .modifier(SymbolEffectDrawing(isSymbol: isSystem))
  }

  private var placeholder: some View {
    PreviewWarnings.once(
      isSystem ? "the symbol \"\(name)\" is drawn as a placeholder" : "the image \"\(name)\" is drawn as a placeholder",
      file: file, line: line)
    // A symbol takes the foreground style, as SwiftUI draws it, so its placeholder does too
    // (faint, so that it reads as a stand-in); an asset image is not tinted.
    return Group {
      if isSystem {
        RoundedRectangle(cornerRadius: 3).fill(ForegroundStyle().opacity(0.35))
      } else {
        RoundedRectangle(cornerRadius: 3).fill(Color.gray.opacity(0.3))
      }
    }
  }
}

/// The common SF Symbols of animation demos, drawn as shapes in a unit square: filled for
/// the ".fill" variants and the symbols that are solid strokes (checkmark, xmark, plus, minus,
/// pause, arrows, gear, magnifyingglass), outlined for the others ("heart", "star", "bell").
struct SymbolShape: Shape {
  let kind: Kind
  /// True when the symbol is drawn as its outline (stroked, `outlineWidth` of its size).
  let isOutlined: Bool
  /// The stroke width of an outline symbol, as a fraction of its size.
  static let outlineWidth: CGFloat = 0.08
  /// The circle around the glyph of a ".circle" or ".circle.fill" symbol ("xmark.circle.fill":
  /// a disc with the cross cut out of it, filled even-odd; "xmark.circle": a ring round it).
  let enclosure: Enclosure
  enum Enclosure { case none, ring, disc }
  /// Whether the path is filled even-odd (a glyph cut out of its disc).
  var isEvenOdd: Bool { enclosure == .disc }
  enum Kind {
    case heart, star, bolt, checkmark, xmark, play, pause, plus, minus, circle, square, bell, gear, trash, magnifyingglass
    case arrowRight, arrowLeft, arrowUp, arrowDown, arrowUpRight, arrowUpLeft, arrowDownRight, arrowDownLeft
    case arrowClockwise, arrowCounterclockwise
    case chevronRight, chevronLeft, chevronUp, chevronDown
    case forward, backward, forwardEnd, backwardEnd, stop
    case house, flag, person, bookmark
  }

  /// The symbols drawn, by name without a final ".fill" or ".circle" ("heart.circle.fill" is
  /// drawn as "heart").
  private static let kinds: [String: Kind] = [
    "heart": .heart, "star": .star, "bolt": .bolt, "checkmark": .checkmark, "xmark": .xmark, "play": .play,
    "pause": .pause, "plus": .plus, "minus": .minus, "circle": .circle, "square": .square, "bell": .bell,
    "gear": .gear, "gearshape": .gear, "trash": .trash, "magnifyingglass": .magnifyingglass,
    "arrow.right": .arrowRight, "arrow.left": .arrowLeft, "arrow.up": .arrowUp, "arrow.down": .arrowDown,
    "chevron.right": .chevronRight, "chevron.forward": .chevronRight, "chevron.left": .chevronLeft,
    "chevron.backward": .chevronLeft, "chevron.up": .chevronUp, "chevron.down": .chevronDown,
    "forward": .forward, "backward": .backward, "forward.end": .forwardEnd, "backward.end": .backwardEnd, "stop": .stop,
    "arrow.up.right": .arrowUpRight, "arrow.up.left": .arrowUpLeft, "arrow.down.right": .arrowDownRight,
    "arrow.down.left": .arrowDownLeft, "arrow.clockwise": .arrowClockwise, "arrow.triangle.2.circlepath": .arrowClockwise,
    "arrow.counterclockwise": .arrowCounterclockwise,
    "house": .house, "flag": .flag, "person": .person, "bookmark": .bookmark,
  ]

  init?(name: String) {
    let isFilled = name.hasSuffix(".fill")
    var base = name
    var isEnclosed = false
    for suffix in [".fill", ".circle"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
      if suffix == ".circle" { isEnclosed = true }
    }
    guard let kind = Self.kinds[base] else { return nil }
    self.kind = kind
    enclosure = isEnclosed && kind != .circle ? (isFilled ? .disc : .ring) : .none
    switch kind {
    case .heart, .star, .bolt, .play, .circle, .square, .bell, .trash, .forward, .backward, .forwardEnd, .backwardEnd, .stop,
      .house, .flag, .person, .bookmark:
      isOutlined = !isFilled && enclosure == .none
    default: isOutlined = false
    }
  }

  func path(in rect: CGRect) -> Path {
    guard enclosure == .none else {
      // The glyph at half the size in the middle of its circle: cut out of a disc, or inside a
      // ring a twelfth of the size thick.
      let full = min(rect.width, rect.height)
      let centre = CGPoint(x: rect.midX, y: rect.midY)
      var path = Path()
      addRing(to: &path, centre: centre, radius: full * 0.48, clockwise: true)
      if enclosure == .ring { addRing(to: &path, centre: centre, radius: full * 0.40, clockwise: false) }
      let glyph = SymbolShape(kind: kind).path(in: CGRect(x: centre.x - full / 4, y: centre.y - full / 4, width: full / 2, height: full / 2))
      path.addPath(glyph)
      return path
    }
    // An outline is drawn inside the square: its path is inset by half the stroke.
    let full = min(rect.width, rect.height)
    let s = isOutlined ? full * (1 - Self.outlineWidth) : full
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
    case .forward, .backward:
      // The media symbols: two triangles point to point ("forward.fill"), mirrored for
      // "backward".
      path.addLines([p(0.02, 0.2), p(0.5, 0.5), p(0.02, 0.8)])
      path.closeSubpath()
      path.addLines([p(0.5, 0.2), p(0.98, 0.5), p(0.5, 0.8)])
      path.closeSubpath()
      if kind == .backward { path = path.applying(CGAffineTransform(translationX: 2 * (o.x + s / 2), y: 0).scaledBy(x: -1, y: 1)) }
    case .forwardEnd, .backwardEnd:
      // A triangle against a bar ("forward.end.fill"), mirrored for "backward.end".
      path.addLines([p(0.15, 0.15), p(0.72, 0.5), p(0.15, 0.85)])
      path.closeSubpath()
      path.addRect(CGRect(origin: p(0.74, 0.15), size: CGSize(width: 0.12 * s, height: 0.7 * s)))
      if kind == .backwardEnd { path = path.applying(CGAffineTransform(translationX: 2 * (o.x + s / 2), y: 0).scaledBy(x: -1, y: 1)) }
    case .stop:
      path.addRoundedRect(in: CGRect(origin: p(0.15, 0.15), size: CGSize(width: 0.7 * s, height: 0.7 * s)), cornerSize: CGSize(width: 0.08 * s, height: 0.08 * s))
    case .house:
      // A roof with eaves over the walls, and the door cut up from the bottom ("house.fill", the
      // commonest tab-bar icon).
      path.addLines([
        p(0.5, 0.06), p(0.97, 0.47), p(0.91, 0.54), p(0.84, 0.48), p(0.84, 0.93), p(0.59, 0.93), p(0.59, 0.66),
        p(0.41, 0.66), p(0.41, 0.93), p(0.16, 0.93), p(0.16, 0.48), p(0.09, 0.54), p(0.03, 0.47),
      ])
      path.closeSubpath()
    case .flag:
      // The pole, and the flag waving from its top.
      path.addRect(CGRect(origin: p(0.14, 0.05), size: CGSize(width: 0.08 * s, height: 0.9 * s)))
      path.move(to: p(0.22, 0.1))
      path.addCurve(to: p(0.88, 0.1), control1: p(0.42, 0.02), control2: p(0.66, 0.2))
      path.addLine(to: p(0.88, 0.58))
      path.addCurve(to: p(0.22, 0.58), control1: p(0.66, 0.68), control2: p(0.42, 0.5))
      path.closeSubpath()
    case .person:
      // A head over rounded shoulders.
      path.addEllipse(in: CGRect(origin: p(0.3, 0.04), size: CGSize(width: 0.4 * s, height: 0.4 * s)))
      path.move(to: p(0.08, 0.96))
      path.addCurve(to: p(0.92, 0.96), control1: p(0.08, 0.42), control2: p(0.92, 0.42))
      path.closeSubpath()
    case .bookmark:
      // A ribbon with a notch cut up into its foot.
      path.addLines([p(0.22, 0.05), p(0.78, 0.05), p(0.78, 0.95), p(0.5, 0.72), p(0.22, 0.95)])
      path.closeSubpath()
    case .pause:
      path.addRect(CGRect(origin: p(0.2, 0.1), size: CGSize(width: 0.2 * s, height: 0.8 * s)))
      path.addRect(CGRect(origin: p(0.6, 0.1), size: CGSize(width: 0.2 * s, height: 0.8 * s)))
    case .plus:
      // One cross (two overlapping bars would fill back in where they cross, cut out even-odd).
      path.addLines([
        p(0.42, 0.1), p(0.58, 0.1), p(0.58, 0.42), p(0.9, 0.42), p(0.9, 0.58), p(0.58, 0.58),
        p(0.58, 0.9), p(0.42, 0.9), p(0.42, 0.58), p(0.1, 0.58), p(0.1, 0.42), p(0.42, 0.42),
      ])
      path.closeSubpath()
    case .minus:
      path.addRect(CGRect(origin: p(0.1, 0.42), size: CGSize(width: 0.8 * s, height: 0.16 * s)))
    case .circle:
      path.addEllipse(in: CGRect(origin: p(0.05, 0.05), size: CGSize(width: 0.9 * s, height: 0.9 * s)))
    case .square:
      path.addRect(CGRect(origin: p(0.1, 0.1), size: CGSize(width: 0.8 * s, height: 0.8 * s)))
    case .bell:
      path.move(to: p(0.5, 0.08))
      path.addCurve(to: p(0.2, 0.45), control1: p(0.32, 0.08), control2: p(0.2, 0.24))
      path.addLines([p(0.2, 0.45), p(0.2, 0.64), p(0.1, 0.76), p(0.9, 0.76), p(0.8, 0.64), p(0.8, 0.45)])
      path.addCurve(to: p(0.5, 0.08), control1: p(0.8, 0.24), control2: p(0.68, 0.08))
      path.closeSubpath()
      path.addEllipse(in: CGRect(origin: p(0.4, 0.8), size: CGSize(width: 0.2 * s, height: 0.14 * s)))
    case .gear:
      // Eight square teeth on a ring, and the hole traced the other way round (non-zero: empty).
      for index in 0..<32 {
        let radius = index % 4 < 2 ? 0.5 : 0.38
        let angle = Double(index / 2) * Double.pi / 8 + (index % 2 == 0 ? -0.12 : 0.12)
        let point = p(0.5 + radius * cos(angle), 0.5 + radius * sin(angle))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
      addRing(to: &path, centre: p(0.5, 0.5), radius: 0.15 * s, clockwise: false)
    case .trash:
      path.addRect(CGRect(origin: p(0.38, 0.06), size: CGSize(width: 0.24 * s, height: 0.08 * s)))
      path.addRect(CGRect(origin: p(0.12, 0.14), size: CGSize(width: 0.76 * s, height: 0.08 * s)))
      path.addLines([p(0.2, 0.27), p(0.8, 0.27), p(0.74, 0.95), p(0.26, 0.95)])
      path.closeSubpath()
    case .magnifyingglass:
      addRing(to: &path, centre: p(0.41, 0.41), radius: 0.33 * s, clockwise: true)
      addRing(to: &path, centre: p(0.41, 0.41), radius: 0.23 * s, clockwise: false)
      path.addLines([p(0.6, 0.68), p(0.68, 0.6), p(0.95, 0.87), p(0.87, 0.95)])
      path.closeSubpath()
    case .arrowClockwise, .arrowCounterclockwise:
      // A band of 300° round the centre from the top, and its head at the end.
      let centre = p(0.5, 0.54)
      let (outer, inner) = (0.4 * s, 0.3 * s)
      let start = -Double.pi / 2 + 0.5
      let sweep = 2 * Double.pi - 1.1
      let steps = 40
      func at(_ radius: CGFloat, _ angle: Double) -> CGPoint { CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)) }
      path.move(to: at(outer, start))
      for step in 1...steps { path.addLine(to: at(outer, start + sweep * Double(step) / Double(steps))) }
      for step in (0...steps).reversed() { path.addLine(to: at(inner, start + sweep * Double(step) / Double(steps))) }
      path.closeSubpath()
      let end = start + sweep
      let tip = at((outer + inner) / 2, end + 0.45)
      path.addLines([at(outer + 0.1 * s, end), at(inner - 0.1 * s, end), tip])
      path.closeSubpath()
      if kind == .arrowCounterclockwise {
        path = path.applying(CGAffineTransform(translationX: 2 * (o.x + s / 2), y: 0).scaledBy(x: -1, y: 1))
      }
    case .arrowRight, .arrowLeft, .arrowUp, .arrowDown, .arrowUpRight, .arrowUpLeft, .arrowDownRight, .arrowDownLeft,
      .chevronRight, .chevronLeft, .chevronUp, .chevronDown:
      switch kind {
      case .chevronRight, .chevronLeft, .chevronUp, .chevronDown:
        // A chevron is the arrow's head alone, a bent bar with no shaft, about 0.55 of its
        // height wide, as SF Symbols draws "chevron.right".
        path.addLines([p(0.26, 0.12), p(0.36, 0.03), p(0.81, 0.5), p(0.36, 0.97), p(0.26, 0.88), p(0.62, 0.5)])
      default:
        path.addLines([p(0.1, 0.42), p(0.6, 0.42), p(0.6, 0.2), p(0.92, 0.5), p(0.6, 0.8), p(0.6, 0.58), p(0.1, 0.58)])
      }
      path.closeSubpath()
      let angle: Double =
        switch kind {
        case .arrowLeft, .chevronLeft: .pi
        case .arrowUp, .chevronUp: -.pi / 2
        case .arrowDown, .chevronDown: .pi / 2
        case .arrowUpRight: -.pi / 4
        case .arrowUpLeft: -3 * .pi / 4
        case .arrowDownRight: .pi / 4
        case .arrowDownLeft: 3 * .pi / 4
        default: 0
        }
      if angle != 0 {
        path = path.applying(anchored(CGAffineTransform(rotationAngle: angle), anchor: .center, in: CGRect(origin: o, size: CGSize(width: s, height: s))))
      }
    }
    return path
  }

  /// The glyph alone, filled.
  private init(kind: Kind) {
    self.kind = kind
    isOutlined = false
    enclosure = .none
  }

  /// A circle of `radius` about `centre` as a polygon of 48 sides, turning clockwise on screen
  /// or not (a hole is a ring turning the other way).
  private func addRing(to path: inout Path, centre: CGPoint, radius: CGFloat, clockwise: Bool) {
    for step in 0..<48 {
      let angle = Double(step) / 48 * 2 * Double.pi * (clockwise ? 1 : -1)
      let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
      if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
  }
}

/// The variants a symbol is drawn in, as SwiftUI's `SymbolVariants`: the preview draws `.fill`
/// (the filled form of a symbol it knows); the enclosures are kept.
public struct SymbolVariants: Hashable, Sendable {
  let rawValue: Int
  public static let none = SymbolVariants(rawValue: 0)
  public static let fill = SymbolVariants(rawValue: 1)
  public static let circle = SymbolVariants(rawValue: 2)
  public static let square = SymbolVariants(rawValue: 4)
  public static let rectangle = SymbolVariants(rawValue: 8)
  public static let slash = SymbolVariants(rawValue: 16)
  public var fill: SymbolVariants { SymbolVariants(rawValue: rawValue | 1) }
  public var circle: SymbolVariants { SymbolVariants(rawValue: rawValue | 2) }
  public var square: SymbolVariants { SymbolVariants(rawValue: rawValue | 4) }
  public var slash: SymbolVariants { SymbolVariants(rawValue: rawValue | 16) }
  /// Whether `other`'s variants are all among these.
  public func contains(_ other: SymbolVariants) -> Bool { rawValue & other.rawValue == other.rawValue && (other.rawValue != 0 || rawValue == 0) }
}

private struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
  /// The symbol variants in force (`symbolVariant`).
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols inside in `variant` (the preview draws `.fill`).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { $0 = SymbolVariants(rawValue: $0.rawValue | variant.rawValue) }
  }
}
