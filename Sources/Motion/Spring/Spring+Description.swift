extension Spring: CustomStringConvertible, CustomDebugStringConvertible {
  /// The spring as SwiftUI prints it (Swift's reflection of its three stored properties):
  /// `Spring(angularFrequency: ω, decayConstant: λ, _mass: m)`, for example
  /// `Spring(angularFrequency: 8.974183860322444, decayConstant: 8.79645943005142, _mass: 1.0)`
  /// for `Spring.bouncy`.
  public var description: String {
    "Spring(angularFrequency: \(angularFrequency), decayConstant: \(decayConstant), "
      + "_mass: \(storedMass))"
  }

  /// As `description`, with the type qualified: `SwiftUI.Spring(…)`.
  public var debugDescription: String {
    "\(Reflection.module).\(description)"
  }
}
