extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {
  /// Hashes both halves, first then second.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(second)
  }
}
