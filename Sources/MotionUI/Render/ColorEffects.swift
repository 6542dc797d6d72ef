import Scenes

// `.hueRotation`, `.saturation`, `.grayscale`, `.brightness`, `.contrast`, `.colorMultiply` and
// `.colorInvert`:
// each is an affine map of a pixel's colour, so the library applies it to the colours of what
// its content draws (solid paints, gradient stops, shadow and text colours) instead of asking
// the renderer for a filter. Affine maps commute with the renderer's linear interpolation of
// gradient stops, so this is exact wherever the results stay within 0...1 (each component is
// clamped after each effect, as a filter clamps its output).
//
// The matrices are the W3C Filter Effects Module Level 1's `feColorMatrix` ("hueRotate" and
// "saturate", §9.6, with its luminance weights 0.213, 0.715, 0.072), on the colours' sRGB
// components. SwiftUI does not document its matrices; Core Image's colour controls add the
// brightness to each component and scale contrast about 0.5, which we follow.

/// An affine map of colours: each of red, green and blue becomes a weighted sum of the three
/// plus a constant; alpha is multiplied by `alphaScale`.
struct ColorMatrix: Equatable {
  /// Rows for red, green and blue: weights of (r, g, b) and the constant.
  var rows: [(Double, Double, Double, Double)] = [(1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0)]
  /// Each component multiplies by this (`colorMultiply`), before the rows.
  var alphaScale = 1.0

  static func == (lhs: ColorMatrix, rhs: ColorMatrix) -> Bool {
    lhs.alphaScale == rhs.alphaScale && zip(lhs.rows, rhs.rows).allSatisfy { $0 == $1 }
  }

  /// Rotates hues by `radians` (Filter Effects' hueRotate).
  static func hueRotation(_ radians: Double) -> ColorMatrix {
    let (c, s) = (cos(radians), sin(radians))
    return ColorMatrix(rows: [
      (0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0),
      (0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0),
      (0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0),
    ])
  }

  /// Scales saturation by `amount` (0 is grey, 1 unchanged; Filter Effects' saturate).
  static func saturation(_ amount: Double) -> ColorMatrix {
    let s = amount
    return ColorMatrix(rows: [
      (0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0),
      (0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0),
      (0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0),
    ])
  }

  /// Adds `amount` to each component (0 unchanged, 1 white).
  static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix(rows: [(1, 0, 0, amount), (0, 1, 0, amount), (0, 0, 1, amount)])
  }

  /// Scales each component's distance from 0.5 by `amount` (1 unchanged, 0 all grey).
  static func contrast(_ amount: Double) -> ColorMatrix {
    let k = 0.5 * (1 - amount)
    return ColorMatrix(rows: [(amount, 0, 0, k), (0, amount, 0, k), (0, 0, amount, k)])
  }

  /// Each component's complement, 1 − c (`colorInvert`).
  static let invert = ColorMatrix(rows: [(-1, 0, 0, 1), (0, -1, 0, 1), (0, 0, -1, 1)])

  /// Multiplies each component by `color`'s.
  static func multiply(_ color: Scenes.Color) -> ColorMatrix {
    ColorMatrix(rows: [(color.red, 0, 0, 0), (0, color.green, 0, 0), (0, 0, color.blue, 0)], alphaScale: color.alpha)
  }

  /// `color` mapped, each component clamped to 0...1.
  func apply(_ color: Scenes.Color) -> Scenes.Color {
    func row(_ r: (Double, Double, Double, Double)) -> Double {
      min(1, max(0, r.0 * color.red + r.1 * color.green + r.2 * color.blue + r.3))
    }
    return Scenes.Color(red: row(rows[0]), green: row(rows[1]), blue: row(rows[2]), alpha: color.alpha * alphaScale)
  }
}

/// A chain of colour maps, innermost first, as the effects between a view and the root apply.
struct ColorFilter: Equatable {
  var matrices: [ColorMatrix] = []
  func apply(_ color: Scenes.Color) -> Scenes.Color {
    matrices.reduce(color) { $1.apply($0) }
  }
}

extension Paint {
  /// The paint with each colour mapped by `transform` (gradient stops one by one).
  func mappingColors(_ transform: (Scenes.Color) -> Scenes.Color) -> Paint {
    func stops(_ stops: [GradientStop]) -> [GradientStop] {
      stops.map { GradientStop(color: transform($0.color), location: $0.location) }
    }
    switch self {
    case .solid(let color): return .solid(transform(color))
    case .linearGradient(var g):
      g.stops = stops(g.stops)
      return .linearGradient(g)
    case .radialGradient(var g):
      g.stops = stops(g.stops)
      return .radialGradient(g)
    case .angularGradient(var g):
      g.stops = stops(g.stops)
      return .angularGradient(g)
    }
  }
}

extension View {
  /// Rotates the hues of the content by `angle` (animatable).
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(ColorEffect(kind: .hueRotation, amount: angle.radians))
  }
  /// Brightens the content by `amount` (0 unchanged, 1 white; negative darkens; animatable).
  public func brightness(_ amount: Double) -> some View {
    modifier(ColorEffect(kind: .brightness, amount: amount))
  }
  /// Scales the content's saturation by `amount` (0 grey, 1 unchanged; animatable).
  public func saturation(_ amount: Double) -> some View {
    modifier(ColorEffect(kind: .saturation, amount: amount))
  }
  /// Turns the content grey by `amount` (0 unchanged, 1 fully grey; animatable).
  public func grayscale(_ amount: Double) -> some View {
    modifier(ColorEffect(kind: .grayscale, amount: amount))
  }
  /// Scales the content's contrast by `amount` (1 unchanged, 0 all grey; animatable).
  public func contrast(_ amount: Double) -> some View {
    modifier(ColorEffect(kind: .contrast, amount: amount))
  }
  /// Multiplies the content's colours by `color`.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorEffect(kind: .multiply(color), amount: 0))
  }
  /// Inverts the content's colours: each component becomes 1 − itself (black text turns white).
  public func colorInvert() -> some View {
    modifier(ColorEffect(kind: .invert, amount: 0))
  }
}

struct ColorEffect: ViewModifier, NodeModifier {
  enum Kind {
    case hueRotation, brightness, saturation, grayscale, contrast, invert
    case multiply(Color)
  }
  let kind: Kind
  let amount: Double
  typealias Body = Never
  func makeNode(id: ViewID) -> ColorEffectNode { ColorEffectNode(id: id) }
  func update(_ node: ColorEffectNode, context: ResolveContext, graph: ViewGraph) {
    node.kind = kind
    node.amount.update(to: amount, context: context, graph: graph)
  }
}

final class ColorEffectNode: EffectNode {
  var kind = ColorEffect.Kind.brightness
  var amount = AnimatedProperty<Double>()

  func matrix(at time: Double) -> ColorMatrix {
    let value = amount.presented(at: time, default: 0)
    switch kind {
    case .hueRotation: return .hueRotation(value)
    case .brightness: return .brightness(value)
    case .saturation: return .saturation(value)
    case .grayscale: return .saturation(1 - value)
    case .contrast: return .contrast(value)
    case .invert: return .invert
    case .multiply(let color): return .multiply(color.scenes)
    }
  }

  override func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {
    list.filterColors(matrix(at: time))
  }
  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || amount.isAnimating(at: time) }
}

// MARK: Blend modes

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
  /// The view blended with what is behind it by `blendMode`. The preview draws it in the normal
  /// mode, and says so once at your line (any other mode).
  public func blendMode(_ blendMode: BlendMode, file: StaticString = #fileID, line: UInt = #line) -> some View {
    if blendMode != .normal {
      PreviewWarnings.once("`.blendMode(.\(blendMode))` is drawn in the normal blend mode", file: file, line: line)
    }
    return self
  }
}
