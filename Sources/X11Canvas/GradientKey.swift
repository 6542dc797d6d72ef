/// Identifies an X Render linear-gradient Picture: end points in fixed-point pixels and the stops
/// as fixed-point locations with 16-bit straight-alpha colours (opacity already multiplied in).
struct GradientKey: Hashable {
  /// Start x, y and end x, y in 16.16 fixed-point pixels.
  var points: [Int32]
  /// Stop locations in 16.16 fixed point (0...65536), non-decreasing.
  var locations: [Int32]
  /// Stop colours as red, green, blue, alpha (straight alpha), four entries per stop.
  var colors: [UInt16]
}
