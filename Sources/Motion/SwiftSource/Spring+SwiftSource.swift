extension Spring {
  /// The spring as Swift source that rebuilds an equal spring (its three stored numbers bit for
  /// bit): the shortest of the spellings that do, among the presets (`.bouncy(duration: 0.5)`),
  /// `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)` and
  /// `Spring(mass:stiffness:damping:allowOverDamping:)`. Each form tries short decimals first,
  /// then the neighbours of the computed values. A spring that none rebuilds (rare) gets the
  /// nearest `Spring(duration:bounce:)`.
  public var swiftSource: String {
    let duration = self.duration
    let bounce = self.bounce
    let spell = ExactDecimals.spelling
    var spellings: [String] = []
    if storedMass == 1 {
      let presets: [(name: String, base: Double, make: (Double, Double) -> Spring)] = [
        ("smooth", Spring.smoothBaseBounce, { .smooth(duration: $0, extraBounce: $1) }),
        ("snappy", Spring.snappyBaseBounce, { .snappy(duration: $0, extraBounce: $1) }),
        ("bouncy", Spring.bouncyBaseBounce, { .bouncy(duration: $0, extraBounce: $1) }),
      ]
      for preset in presets {
        if let (d, extra) = ExactDecimals.pair(
          near: duration, bounce - preset.base, where: { preset.make($0, $1) == self })
        {
          spellings.append(
            ".\(preset.name)(duration: \(spell(d))"
              + (extra == 0 ? ")" : ", extraBounce: \(spell(extra)))"))
        }
      }
      if let (d, b) = ExactDecimals.pair(
        near: duration, bounce, where: { Spring(duration: $0, bounce: $1) == self })
      {
        spellings.append("Spring(duration: \(spell(d)), bounce: \(spell(b)))")
      }
      if let (r, z) = ExactDecimals.pair(
        near: response, dampingRatio, where: { Spring(response: $0, dampingRatio: $1) == self })
      {
        spellings.append("Spring(response: \(spell(r)), dampingRatio: \(spell(z)))")
      }
    }
    if spellings.isEmpty {
      for m in ExactDecimals.candidates(near: storedMass) {
        if let (k, c) = ExactDecimals.pair(
          near: stiffness, damping,
          where: { Spring(mass: m, stiffness: $0, damping: $1, allowOverDamping: true) == self })
        {
          spellings.append(
            "Spring(mass: \(spell(m)), stiffness: \(spell(k)), damping: \(spell(c)), "
              + "allowOverDamping: true)")
          break
        }
      }
    }
    // The shortest, the first listed among equals.
    return spellings.min { $0.count < $1.count }
      ?? "Spring(duration: \(spell(duration)), bounce: \(spell(bounce)))"
  }
}
