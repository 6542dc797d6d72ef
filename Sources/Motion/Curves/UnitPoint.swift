/// A normalised 2-D point: SwiftUI's `UnitPoint`.
///
/// `x` runs from 0 (leading edge) to 1 (trailing edge) and `y` from 0 (top) to 1 (bottom).
/// Values outside [0, 1] are allowed; what they mean depends on the user (for example
/// `UnitCurve.bezier` clamps control-point `x` to [0, 1]).
public struct UnitPoint: Hashable, Sendable {
  /// The normalised horizontal coordinate; 0 is the leading edge, 1 the trailing edge.
  public var x: Double
  /// The normalised vertical coordinate; 0 is the top edge, 1 the bottom edge.
  public var y: Double

  /// Creates a point at (0, 0), the top-leading corner.
  public init() {
    self.init(x: 0, y: 0)
  }

  /// Creates a point from normalised coordinates (nominally in [0, 1]).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// (0, 0): the origin, identical to `topLeading`.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
