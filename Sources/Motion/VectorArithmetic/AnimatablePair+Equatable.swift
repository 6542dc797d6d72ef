extension AnimatablePair: Equatable {
  /// Two pairs are equal when both halves are equal.
  public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second
  }
}
