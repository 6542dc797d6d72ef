import Scenes

/// Colour stops along a line from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// One stop, as SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let n = colors.count
    stops = colors.enumerated().map { index, color in
      Stop(color: color, location: n > 1 ? CGFloat(index) / CGFloat(n - 1) : 0)
    }
  }

  /// The gradient with each stop's colour as it appears in `environment` (`Color.resolved`).
  func resolved(in environment: EnvironmentValues) -> Gradient {
    guard environment.colorScheme == .dark, stops.contains(where: { $0.color.dark != nil }) else { return self }
    return Gradient(stops: stops.map { Stop(color: $0.color.resolved(in: environment), location: $0.location) })
  }

  func opacity(_ opacity: Double) -> Gradient {
    Gradient(stops: stops.map { Stop(color: $0.color.opacity(opacity), location: $0.location) })
  }

  func sceneStops(opacity: Double) -> [GradientStop] {
    stops.sorted { $0.location < $1.location }.map {
      GradientStop(color: $0.color.opacity(opacity).scenes, location: $0.location)
    }
  }

  var meanColor: Color {
    guard !stops.isEmpty else { return .clear }
    let n = Double(stops.count)
    return Color(
      red: stops.map(\.color.red).reduce(0, +) / n, green: stops.map(\.color.green).reduce(0, +) / n,
      blue: stops.map(\.color.blue).reduce(0, +) / n, opacity: stops.map(\.color.alpha).reduce(0, +) / n)
  }
}

/// A gradient used as a style fills top to bottom, as SwiftUI's `Gradient: ShapeStyle` (iOS 16)
/// does.
extension Gradient: ShapeStyle, ResolvableStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .linear(resolved(in: environment), start: .top, end: .bottom)
  }
}

/// A colour's or a gradient's gradient, as SwiftUI's `AnyGradient`.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableStyle {
  let gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    gradient.resolve(in: environment)
  }
}

/// A linear gradient, as SwiftUI's `LinearGradient`: a style, and a view that fills its frame.
public struct LinearGradient: ShapeStyle, ResolvableStyle, View {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .linear(gradient.resolved(in: environment), start: startPoint, end: endPoint)
  }
  public typealias Body = Never
}

/// A radial gradient, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, ResolvableStyle, View {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .radial(gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public typealias Body = Never
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`: a radial gradient scaled to the
/// frame, its radii fractions of the frame's size.
public struct EllipticalGradient: ShapeStyle, ResolvableStyle, View {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .elliptical(gradient.resolved(in: environment), center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)
  }
  public typealias Body = Never
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, ResolvableStyle, View {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a whole turn.
    self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .angular(gradient.resolved(in: environment), center: center, start: startAngle, end: endAngle)
  }
  public typealias Body = Never
}

// The gradients as static members of `ShapeStyle`, for `.fill(.linearGradient(...))` and
// `.background(.radialGradient(...))`. The `Gradient`, `colors:` and `stops:` forms are SwiftUI's
// iOS 15 ones and return the gradient's own type; the `AnyGradient` forms (iOS 16, for
// `Color.red.gradient`) return `some ShapeStyle` in SwiftUI and the same types here. Signatures
// from Apple's documentation of `ShapeStyle`.

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A whole turn from `angle`, as SwiftUI's `conicGradient`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}
