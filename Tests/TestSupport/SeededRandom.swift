/// A seeded, reproducible random source (SplitMix64) for every randomised test: the same seed
/// gives the same cases on every machine and every run, which `Int.random` does not promise.
package struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  /// The source for case `index` of a run seeded with `seed`: each case can be replayed alone.
  package init(seed: UInt64, case index: Int) {
    var mixer = SeededRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    state = mixer.next()
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `p`.
  package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// A uniformly chosen element of a non-empty collection.
  package mutating func pick<C: Collection>(_ items: C) -> C.Element {
    items[items.index(items.startIndex, offsetBy: Int.random(in: 0..<items.count, using: &self))]
  }

  /// An integer in `range`.
  package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A number in `range`.
  package mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// One of `choices`, chosen with probability proportional to its weight.
  package mutating func weighted<T>(_ choices: [(Double, T)]) -> T {
    let total = choices.reduce(0) { $0 + $1.0 }
    var point = double(0...total)
    for (weight, value) in choices {
      if point < weight { return value }
      point -= weight
    }
    return choices[choices.count - 1].1
  }
}
