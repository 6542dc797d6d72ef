import Scenes

/// `FixedTextMetrics` that counts how often it is asked to measure.
final class CountingTextMetrics: TextMetrics {
  private let base = FixedTextMetrics()
  private(set) var advanceCalls = 0

  func metrics(for font: FontSpec) -> FontMetrics {
    base.metrics(for: font)
  }

  func advance(of text: Substring, font: FontSpec) -> Double {
    advanceCalls += 1
    return base.advance(of: text, font: font)
  }
}
