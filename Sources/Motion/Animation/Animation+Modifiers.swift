extension Animation {
  /// Delays the start of the animation by `delay` seconds (negative values act as 0).
  /// Applied inside a repeat, the delay is repeated with every leg.
  public func delay(_ delay: Double) -> Animation {
    Animation(node: .delay(max(0, delay), node))
  }

  /// Changes the playback speed: times are multiplied by `speed` (> 0; 2 runs twice as fast).
  /// A speed of 0 or less holds the animation at its start forever.
  public func speed(_ speed: Double) -> Animation {
    Animation(node: .speed(max(0, speed), node))
  }

  /// Repeats the animation for `repeatCount` legs (≥ 0; 0 finishes at once).
  ///
  /// A leg is one complete run of the animation; with `autoreverses`, every second leg plays
  /// value-mirrored (Δ − base(t)) and counts as one repeat: a count of 2 goes forward, then
  /// back, then stops (Apple docs, `repeatCount(_:autoreverses:)`).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(node: .repeating(count: max(0, repeatCount), autoreverses: autoreverses, node))
  }

  /// Repeats the animation forever; with `autoreverses`, every second leg plays back
  /// (value-mirrored). With a 1 s base: 1 s forward, 1 s back, and so on.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(node: .repeating(count: nil, autoreverses: autoreverses, node))
  }

  /// Reports logical completion after `duration` seconds, if the animation has not already
  /// completed logically; it never makes the animation run longer than its base.
  ///
  /// - Parameter duration: Seconds after the start (≥ 0).
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(node: .logicallyComplete(duration, node))
  }
}
