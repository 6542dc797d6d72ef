// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` live in Foundation on Linux. iOS code animates them
// everywhere, so this module conforms them as SwiftUI does. It is a module of its own so that
// `Motion` itself needs no Foundation: Foundation's bundled ICU headers clash with the system ICU
// that `TextShaping` uses when one module sees both.
import Foundation
import Motion

extension CGFloat: VectorArithmetic {
  /// Multiplies this value by `rhs` (unitless): `self *= CGFloat(rhs)`, as SwiftUI does.
  public mutating func scale(by rhs: Double) {
    self *= CGFloat(rhs)
  }

  /// The square of this value (≥ 0): `Double(self * self)`, as SwiftUI does.
  public var magnitudeSquared: Double {
    Double(self * self)
  }
}

extension CGFloat: Animatable {
  /// A `CGFloat` animates itself.
  public typealias AnimatableData = CGFloat
}

extension CGPoint: Animatable {
  /// The point's coordinates as a pair, (x, y), in points.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's extents as a pair, (width, height), in points.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle as ((x, y), (width, height)), in points.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
