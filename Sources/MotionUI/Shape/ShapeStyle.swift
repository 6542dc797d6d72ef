import Scenes

/// A colour or pattern to fill or stroke a shape or text with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// What a style draws with once resolved against a view's environment.
enum ResolvedStyle: Hashable, Sendable {
  case color(Color)
  case linear(Gradient, start: UnitPoint, end: UnitPoint)
  case radial(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
  case elliptical(Gradient, center: UnitPoint, startFraction: Double, endFraction: Double)
  case angular(Gradient, center: UnitPoint, start: Angle, end: Angle)

  /// The style with its opacity multiplied by `opacity`.
  func opacity(_ opacity: Double) -> ResolvedStyle {
    switch self {
    case .color(let color): .color(color.opacity(opacity))
    case .linear(let g, let s, let e): .linear(g.opacity(opacity), start: s, end: e)
    case .radial(let g, let c, let s, let e): .radial(g.opacity(opacity), center: c, startRadius: s, endRadius: e)
    case .elliptical(let g, let c, let s, let e): .elliptical(g.opacity(opacity), center: c, startFraction: s, endFraction: e)
    case .angular(let g, let c, let s, let e): .angular(g.opacity(opacity), center: c, start: s, end: e)
    }
  }

  /// The renderer's paint for a fill of `bounds` (the shape's frame, in the current
  /// coordinates) drawn through `transform`.
  func paint(in bounds: CGRect, transform: CGAffineTransform, opacity: Double) -> Paint {
    func at(_ unit: UnitPoint) -> Point {
      Point(CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height).applying(transform))
    }
    switch self {
    case .color(let color):
      return .solid(color.opacity(opacity).scenes)
    case .linear(let gradient, let start, let end):
      let stops = gradient.sceneStops(opacity: opacity)
      guard stops.count > 1 else { return .solid(stops.first?.color ?? .clear) }
      let from = at(start)
      var to = at(end)
      if from == to { to.y += 0.001 }
      return .linearGradient(Scenes.LinearGradient(stops: stops, start: from, end: to))
    case .radial(let gradient, let center, let startRadius, let endRadius):
      // Radii in the shape's points, scaled as lengths by the transform.
      let scale = transform.meanScale
      return .radialGradient(
        Scenes.RadialGradient(
          stops: gradient.sceneStops(opacity: opacity), center: at(center), startRadius: startRadius * scale,
          endRadius: endRadius * scale))
    case .elliptical(let gradient, let center, let startFraction, let endFraction):
      let frame = Rect(bounds.applying(transform))
      return .radialGradient(
        Scenes.RadialGradient(
          ellipseIn: frame, center: at(center), startRadiusFraction: startFraction, endRadiusFraction: endFraction,
          stops: gradient.sceneStops(opacity: opacity)))
    case .angular(let gradient, let center, let start, let end):
      // Angles turn with the transform's rotation.
      let rotation = atan2(transform.b, transform.a)
      return .angularGradient(
        Scenes.AngularGradient(
          stops: gradient.sceneStops(opacity: opacity), center: at(center), startAngle: start.radians + rotation,
          endAngle: end.radians + rotation))
    }
  }

  /// A single colour standing for the style (text drawn with a gradient uses the gradient).
  var color: Color {
    switch self {
    case .color(let color): color
    case .linear(let g, _, _), .radial(let g, _, _, _), .elliptical(let g, _, _, _), .angular(let g, _, _, _):
      g.meanColor
    }
  }
}

extension ShapeStyle {
  /// The style resolved for a view's environment; styles the library does not know draw as
  /// the foreground colour.
  func resolved(in environment: EnvironmentValues) -> ResolvedStyle {
    if let known = self as? any ResolvableStyle { return known.resolve(in: environment) }
    return environment.foregroundStyle?.resolved(in: environment) ?? .color(Color.primary.resolved(in: environment))
  }

  /// This style at `opacity`.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityStyle(base: AnyShapeStyle(self), opacity: opacity)
  }
}

/// The library's own styles: they know what they draw with.
protocol ResolvableStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle
}

extension Color: ResolvableStyle {}

struct OpacityStyle: ShapeStyle, ResolvableStyle {
  let base: AnyShapeStyle
  let opacity: Double
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    base.resolved(in: environment).opacity(opacity)
  }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableStyle, EnvironmentIdentity {
  let base: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { base.resolved(in: environment) }
  /// The style itself, when it is `Hashable` (a colour, a gradient, a hierarchical level).
  var environmentIdentity: AnyHashable? {
    if let nested = base as? NestedForegroundStyle { return nested.identity }
    return base as? AnyHashable
  }
}

/// A foreground style set by `.foregroundStyle(_:)` on a view: its hierarchical levels
/// (`.secondary`) and `.foreground` are those of the style in force outside that view (SwiftUI's
/// `HierarchicalShapeStyle`: "the second level of the current content style"). Read from the
/// environment inside, they named themselves, and resolving one recursed until the stack ran
/// out.
struct NestedForegroundStyle: ShapeStyle, ResolvableStyle {
  let style: AnyShapeStyle
  let outer: AnyShapeStyle?

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    var outside = environment
    outside.foregroundStyle = outer
    return style.resolved(in: outside)
  }

  /// The two styles' identities, when both have one (no outer style counts as one).
  var identity: AnyHashable? {
    guard let inner = style.environmentIdentity else { return nil }
    guard let outer else { return AnyHashable([inner]) }
    guard let around = outer.environmentIdentity else { return nil }
    return AnyHashable([inner, around])
  }
}

/// The foreground style in force (`.foregroundStyle`), as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, ResolvableStyle {
  public init() {}
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    environment.foregroundStyle?.resolved(in: environment) ?? .color(Color.primary.resolved(in: environment))
  }
}

/// The tint in force, as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, ResolvableStyle {
  public init() {}
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    environment.tint?.resolved(in: environment) ?? .color(Color.accentColor.resolved(in: environment))
  }
}

/// The levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// With a foreground style set, its levels are it at 100, 50, 25 and 18 % (followed:
  /// OpenSwiftUI's `SystemColorDefinition.opacity(at:)`, from SwiftUI's). Without one, the
  /// default foreground's levels are iOS's label colours: `label`, `secondaryLabel`,
  /// `tertiaryLabel` and `quaternaryLabel`, (60, 60, 67) at 60, 30 and 18 % in light appearance
  /// and (235, 235, 245) in dark.
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    if let style = environment.foregroundStyle {
      return style.resolved(in: environment).opacity([1, 0.5, 0.25, 0.18][min(level, 3)])
    }
    let labels = [Color.primary, Color.secondary, Color.tertiaryLabel, Color.quaternaryLabel]
    return .color(labels[min(level, 3)].resolved(in: environment))
  }
}

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (iOS 17's
/// `.foregroundStyle(.placeholder)`): UIKit's `placeholderText`, (60, 60, 67) at 30 % in light
/// appearance and (235, 235, 245) in dark, the same as `tertiaryLabel`.
public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableStyle {
  public init() {}
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { .color(Color.tertiaryLabel.resolved(in: environment)) }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The placeholder text's colour.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in force.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background of the view's context, as SwiftUI's `BackgroundStyle`: iOS's system
/// background (white, black in dark appearance).
public struct BackgroundStyle: ShapeStyle, ResolvableStyle {
  public init() {}
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { .color(Color.systemBackground.resolved(in: environment)) }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint in force.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
}

/// A background material, as SwiftUI's `Material`: a translucent layer that lets what is behind
/// show through.
///
/// The preview does not blur what is behind: each thickness is drawn as the light appearance's
/// white at a fixed opacity, thinner materials more transparent (ultra-thin 30 %, thin 45 %,
/// regular 60 %, thick 75 %, ultra-thick 90 %, bar as regular). These are the preview's
/// approximations of Apple's visual effect views, not measured values.
public struct Material: ShapeStyle, ResolvableStyle {
  /// The white's opacity, 0 ... 1.
  let opacity: Double

  /// A mostly translucent material.
  public static let ultraThin = Material(opacity: 0.3)
  /// A more translucent than opaque material.
  public static let thin = Material(opacity: 0.45)
  /// A somewhat translucent material.
  public static let regular = Material(opacity: 0.6)
  /// A more opaque than translucent material.
  public static let thick = Material(opacity: 0.75)
  /// A mostly opaque material.
  public static let ultraThick = Material(opacity: 0.9)
  /// The material of a toolbar or tab bar.
  public static let bar = Material(opacity: 0.6)

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .color(Color(white: environment.colorScheme == .dark ? 0.11 : 1, opacity: opacity))
  }
}

extension ShapeStyle where Self == Material {
  /// `Material.ultraThin`.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// `Material.thin`.
  public static var thinMaterial: Material { .thin }
  /// `Material.regular`.
  public static var regularMaterial: Material { .regular }
  /// `Material.thick`.
  public static var thickMaterial: Material { .thick }
  /// `Material.ultraThick`.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// `Material.bar`.
  public static var bar: Material { .bar }
}

// MARK: Shadow styles

/// A shadow a style draws with, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow outside the shape (SwiftUI's default colour: black at a third).
  public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
  }
  /// A shadow inside the shape.
  public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }
}

extension ShapeStyle {
  /// This style with `shadow`. The preview draws the style without the shadow, and says so once
  /// at your line.
  public func shadow(_ shadow: ShadowStyle, file: StaticString = #fileID, line: UInt = #line) -> some ShapeStyle {
    PreviewWarnings.once("a style's `.shadow(.\(shadow.kind))` is drawn without its shadow", file: file, line: line)
    return self
  }
}
