extension Animation {
  /// The animation as Swift source that rebuilds an equal animation:
  /// `.easeInOut(duration: 1.0).repeatForever(autoreverses: true)`, `.default`,
  /// `.snappy(duration: 0.35, extraBounce: 0.4)`, `.spring(response: 0.3, dampingFraction:
  /// 0.7, blendDuration: 0.0)`, `.timingCurve(0.2, 0.0, 0.8, 1.0, duration: 0.5)`,
  /// `.interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)`,
  /// with `.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`,
  /// `.repeatForever(autoreverses:)` and `.logicallyComplete(after:)` in the order applied.
  /// Named factories are used where they rebuild the same value. A `CustomAnimation` has no
  /// spelling: it prints as `.default` with a comment saying so.
  public var swiftSource: String {
    node.swiftSource
  }
}

extension AnimationNode {
  /// See `Animation.swiftSource`.
  var swiftSource: String {
    let spell = ExactDecimals.spelling
    switch self {
    case .defaultAnimation:
      return ".default"
    case .bezier(let curve, let duration):
      let named: [(String, (Double) -> Animation)] = [
        ("linear", Animation.linear(duration:)), ("easeIn", Animation.easeIn(duration:)),
        ("easeOut", Animation.easeOut(duration:)), ("easeInOut", Animation.easeInOut(duration:)),
      ]
      if let name = named.first(where: { $0.1(duration).node == self })?.0 {
        return ".\(name)(duration: \(spell(duration)))"
      }
      if case .bezier(let bezier) = curve.shape {
        return ".timingCurve(\(spell(bezier.specifiedStart.x)), \(spell(bezier.specifiedStart.y)), "
          + "\(spell(bezier.specifiedEnd.x)), \(spell(bezier.specifiedEnd.y)), "
          + "duration: \(spell(duration)))"
      }
      return ".timingCurve(\(curve.swiftSource), duration: \(spell(duration)))"
    case .unitCurve(let curve, let duration):
      return ".timingCurve(\(curve.swiftSource), duration: \(spell(duration)))"
    case .fluidSpring(let response, let fraction, let blend):
      return Self.fluidSpring(response: response, fraction: fraction, blend: blend, node: self)
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      return ".interpolatingSpring(mass: \(spell(mass)), stiffness: \(spell(stiffness)), "
        + "damping: \(spell(damping)), initialVelocity: \(spell(velocity)))"
    case .delay(let delay, let base):
      return base.swiftSource + ".delay(\(spell(delay)))"
    case .speed(let speed, let base):
      return base.swiftSource + ".speed(\(spell(speed)))"
    case .repeating(let count?, let autoreverses, let base):
      return base.swiftSource + ".repeatCount(\(count), autoreverses: \(autoreverses))"
    case .repeating(nil, let autoreverses, let base):
      return base.swiftSource + ".repeatForever(autoreverses: \(autoreverses))"
    case .logicallyComplete(let duration, let base):
      return base.swiftSource + ".logicallyComplete(after: \(spell(duration)))"
    case .custom:
      return ".default /* a CustomAnimation has no Swift spelling */"
    }
  }

  /// A persistent spring: the shortest spelling that rebuilds it among the presets
  /// (`.snappy(duration:extraBounce:)`), `.spring(duration:bounce:blendDuration:)` and its three
  /// stored numbers, `.spring(response:dampingFraction:blendDuration:)`, which always does.
  private static func fluidSpring(
    response: Double, fraction: Double, blend: Double, node: AnimationNode
  ) -> String {
    let spell = ExactDecimals.spelling
    let bounce = fraction > 1 ? 1 / fraction - 1 : 1 - fraction
    var spellings: [String] = []
    if blend == 0 {
      let presets: [(name: String, base: Double, make: (Double, Double) -> Animation)] = [
        ("smooth", Spring.smoothBaseBounce, { .smooth(duration: $0, extraBounce: $1) }),
        ("snappy", Spring.snappyBaseBounce, { .snappy(duration: $0, extraBounce: $1) }),
        ("bouncy", Spring.bouncyBaseBounce, { .bouncy(duration: $0, extraBounce: $1) }),
      ]
      for preset in presets {
        if let (d, extra) = ExactDecimals.pair(
          near: response, bounce - preset.base, where: { preset.make($0, $1).node == node })
        {
          spellings.append(
            ".\(preset.name)(duration: \(spell(d))"
              + (extra == 0 ? ")" : ", extraBounce: \(spell(extra)))"))
        }
      }
    }
    if let (d, b) = ExactDecimals.pair(
      near: response, bounce,
      where: { Animation.spring(duration: $0, bounce: $1, blendDuration: blend).node == node })
    {
      spellings.append(
        ".spring(duration: \(spell(d)), bounce: \(spell(b))"
          + (blend == 0 ? ")" : ", blendDuration: \(spell(blend)))"))
    }
    spellings.append(
      ".spring(response: \(spell(response)), dampingFraction: \(spell(fraction)), "
        + "blendDuration: \(spell(blend)))")
    // The shortest, the first listed among equals; never nil: the last form was just appended.
    return spellings.min { $0.count < $1.count }!
  }
}
