extension Color {
  /// The colour `fraction` of the way from `self` to `other`, component by component in sRGB
  /// with straight alpha; `fraction` is clamped to 0...1.
  func mixed(with other: Color, by fraction: Double) -> Color {
    let f = min(1, max(0, fraction))
    // a·(1 − f) + b·f gives exactly `self` at 0 and exactly `other` at 1.
    return Color(
      red: red * (1 - f) + other.red * f,
      green: green * (1 - f) + other.green * f,
      blue: blue * (1 - f) + other.blue * f,
      alpha: alpha * (1 - f) + other.alpha * f)
  }
}
