extension UnitCurve {
  /// The curve as Swift source that rebuilds an equal curve: `UnitCurve.easeIn` for a named
  /// curve, else `UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 0), endControlPoint:
  /// UnitPoint(x: 0.7, y: 1))` with the control points as given, or
  /// `UnitCurve.circularEaseInOut.inverse`.
  public var swiftSource: String {
    let named: [(String, UnitCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
      ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
      ("circularEaseInOut", .circularEaseInOut),
    ]
    if let name = named.first(where: { $0.1 == self })?.0 { return "UnitCurve." + name }
    switch shape {
    case .bezier(let bezier):
      return "UnitCurve.bezier(startControlPoint: \(Self.spell(bezier.specifiedStart)), "
        + "endControlPoint: \(Self.spell(bezier.specifiedEnd)))"
    case .circularEaseOutIn:
      return "UnitCurve.circularEaseInOut.inverse"
    case .linear, .circularEaseIn, .circularEaseOut, .circularEaseInOut:
      return "UnitCurve.linear"  // unreachable: every one of these is named above
    }
  }

  /// `UnitPoint(x: 0.42, y: 0.0)`.
  private static func spell(_ point: UnitPoint) -> String {
    "UnitPoint(x: \(ExactDecimals.spelling(point.x)), y: \(ExactDecimals.spelling(point.y)))"
  }
}
