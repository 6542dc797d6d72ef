/// A type whose values can be animated: SwiftUI's `Animatable`.
///
/// An animation interpolates `animatableData`, a vector (`VectorArithmetic`), and writes each
/// interpolated vector back. A type that is itself a vector animates itself; a type with nothing
/// to animate uses `EmptyAnimatableData`. `Spring.value(fromValue:toValue:initialVelocity:time:)`
/// and its siblings take any `Animatable` value, as SwiftUI's do.
public protocol Animatable {
  /// The vector an animation interpolates.
  associatedtype AnimatableData: VectorArithmetic

  /// The value's animatable part, in the value's own units.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector animates itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// The zero-dimensional vector: the animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The only value.
  public init() {}

  /// The only value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  /// The only value.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }

  /// The only value.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }

  /// Does nothing.
  public mutating func scale(by rhs: Double) {}

  /// Always 0.
  public var magnitudeSquared: Double { 0 }

  /// Always true: there is one value.
  public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}

extension Double: Animatable {
  /// A `Double` animates itself.
  public typealias AnimatableData = Double
}

extension UnitPoint: Animatable {
  /// The point as the pair (x, y), unitless.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}
