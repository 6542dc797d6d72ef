import Motion
import Testing

/// `swiftSource` spells each value as the Swift that rebuilds it: the expected spellings are
/// written here by hand next to the expression that makes the value, and springs from every
/// initializer are rebuilt from their printed numbers and compared bit for bit.
@Suite struct SwiftSourceSpellingTests {
  @Test(arguments: [
    (Animation.default, ".default"),
    (.easeIn(duration: 1), ".easeIn(duration: 1.0)"),
    (.linear(duration: 0.25), ".linear(duration: 0.25)"),
    (
      .easeInOut(duration: 1).repeatForever(autoreverses: true),
      ".easeInOut(duration: 1.0).repeatForever(autoreverses: true)"
    ),
    // 0.15 + 0.4 is the double nearest 0.55, so the plain spring spelling is exact and shorter.
    (.snappy(duration: 0.35, extraBounce: 0.4), ".spring(duration: 0.35, bounce: 0.55)"),
    (.snappy(duration: 0.35, extraBounce: 0.1), ".spring(duration: 0.35, bounce: 0.25)"),
    (.smooth, ".smooth(duration: 0.5)"),
    (
      .bouncy.repeatCount(3, autoreverses: false),
      ".bouncy(duration: 0.5).repeatCount(3, autoreverses: false)"
    ),
    (
      .spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.2),
      ".spring(duration: 0.3, bounce: 0.3, blendDuration: 0.2)"
    ),
    (
      .timingCurve(0.2, 0.1, 0.8, 1.3, duration: 0.5),
      ".timingCurve(0.2, 0.1, 0.8, 1.3, duration: 0.5)"
    ),
    (.linear(duration: 2).delay(0.5).speed(2), ".linear(duration: 2.0).delay(0.5).speed(2.0)"),
    (
      .interpolatingSpring(stiffness: 100, damping: 10),
      ".interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)"
    ),
    (.timingCurve(.circularEaseIn, duration: 1), ".timingCurve(UnitCurve.circularEaseIn, duration: 1.0)"),
    (.easeOut.logicallyComplete(after: 0.2), ".easeOut(duration: 0.35).logicallyComplete(after: 0.2)"),
  ])
  func animations(animation: Animation, spelling: String) {
    #expect(animation.swiftSource == spelling)
  }

  @Test func curves() {
    #expect(UnitCurve.easeIn.swiftSource == "UnitCurve.easeIn")
    #expect(UnitCurve.linear.swiftSource == "UnitCurve.linear")
    #expect(
      UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.3, y: -0.2), endControlPoint: UnitPoint(x: 1.4, y: 1)
      ).swiftSource
        == "UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.2), "
        + "endControlPoint: UnitPoint(x: 1.4, y: 1.0))")
    #expect(UnitCurve.circularEaseInOut.inverse.swiftSource == "UnitCurve.circularEaseInOut.inverse")
  }

  @Test(arguments: [
    // The seed's spring: 0.4 − 0.05 is not the double nearest 0.35, and this spelling is the
    // shortest that rebuilds it (checked below).
    (Spring.snappy(duration: 0.4 - 0.05, extraBounce: 0.4), "Spring(duration: 0.35, bounce: 0.5500000000000002)"),
    (.bouncy, ".bouncy(duration: 0.5)"),
    (Spring(duration: 0.8, bounce: -0.3), "Spring(duration: 0.8, bounce: -0.3)"),
  ])
  func springs(spring: Spring, spelling: String) {
    #expect(spring.swiftSource == spelling)
  }

  @Test func theSeedsSpringSpellingRebuildsIt() {
    #expect(
      Spring(duration: 0.35, bounce: 0.5500000000000002)
        == .snappy(duration: 0.4 - 0.05, extraBounce: 0.4))
    #expect(
      Animation.spring(duration: 0.35, bounce: 0.55) == .snappy(duration: 0.35, extraBounce: 0.4))
  }

  /// Springs from every initializer, rebuilt from the numbers their spelling prints.
  @Test func everySpringRebuildsBitForBit() throws {
    var springs: [Spring] = []
    for duration in [0.15, 0.35, 0.4 - 0.05, 0.5, 1.0 / 3, 2.7] {
      for bounce in [-0.6, -0.1, 0, 0.15 + 0.4, 0.3, 0.9, 1] {
        springs.append(Spring(duration: duration, bounce: bounce))
        springs.append(.snappy(duration: duration, extraBounce: bounce / 2))
        springs.append(Spring(response: duration, dampingRatio: 1 - bounce / 3))
      }
    }
    springs += [
      Spring(mass: 2, stiffness: 300, damping: 20), Spring(mass: 0.7, stiffness: 47, damping: 3.3),
      Spring(stiffness: 170, damping: 26, allowOverDamping: true),
    ]
    for spring in springs {
      let rebuilt = try #require(Self.rebuild(spring.swiftSource), "\(spring.swiftSource)")
      #expect(rebuilt == spring, "\(spring.swiftSource)")
    }
  }

  /// The spring a printed spelling makes, read with a minimal parser of the forms printed.
  static func rebuild(_ source: String) -> Spring? {
    guard let open = source.firstIndex(of: "("), source.hasSuffix(")") else { return nil }
    let name = String(source[..<open])
    var arguments: [String: Double] = [:]
    var flags: [String: Bool] = [:]
    for part in source[source.index(after: open)..<source.index(before: source.endIndex)]
      .split(separator: ",")
    {
      let pair = part.split(separator: ":").map { String($0.drop { $0 == " " }) }
      guard pair.count == 2 else { return nil }
      if let value = Double(pair[1]) {
        arguments[pair[0]] = value
      } else {
        flags[pair[0]] = pair[1] == "true"
      }
    }
    let duration = arguments["duration"] ?? 0.5
    let extra = arguments["extraBounce"] ?? 0
    switch name {
    case ".smooth": return .smooth(duration: duration, extraBounce: extra)
    case ".snappy": return .snappy(duration: duration, extraBounce: extra)
    case ".bouncy": return .bouncy(duration: duration, extraBounce: extra)
    case "Spring" where arguments["bounce"] != nil:
      return Spring(duration: duration, bounce: arguments["bounce"]!)
    case "Spring" where arguments["response"] != nil:
      return Spring(response: arguments["response"]!, dampingRatio: arguments["dampingRatio"] ?? 1)
    case "Spring":
      return Spring(
        mass: arguments["mass"] ?? 1, stiffness: arguments["stiffness"] ?? 0,
        damping: arguments["damping"] ?? 0, allowOverDamping: flags["allowOverDamping"] ?? false)
    default: return nil
    }
  }
}
