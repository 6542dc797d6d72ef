import Foundation
import Motion
import Testing

@testable import Scenes

/// The inspector's figures line keeps each figure with its unit: at no width does a line of it
/// start with "%" or "s", as the "overshoot 20.5" / "%" a new user saw at 480 × 320 did.
@Suite struct FiguresSummaryWrappingTests {
  @Test func aFigureIsNeverParted() {
    let summary = MotionFigures(settleTime: 0.848, overshootPercent: 20.5).summary
    #expect(summary.hasSuffix("20.5\u{A0}%"))
    let metrics = FixedTextMetrics()
    var wrapped = 0
    for width in stride(from: 40.0, through: 400, by: 1) {
      let lines = TextLayout(text: summary, font: FontSpec(size: 11), width: width, metrics: metrics).lines
      if lines.count > 1 { wrapped += 1 }
      for line in lines {
        #expect(!line.text.hasPrefix("%") && !line.text.hasPrefix("s ") && line.text != "s", "\(width): \(lines.map(\.text))")
      }
    }
    #expect(wrapped > 100)
  }
}

/// A spring damped so little that it swings past a billion times before it settles (ζ = 10⁻¹²)
/// gets the envelope's bound as its settle time, ln(√(1 + (λ/ω)²) / ε) / λ with λ = ζ · 2π / response,
/// where counting its swings overflowed an integer and stopped `animations` (a fuzz case).
@Suite struct MotionFiguresTests {
  @Test func aNearlyUndampedSpringSettlesAtItsEnvelopesBound() {
    let figures = MotionFigures(spring: Spring(response: 1, dampingRatio: 1e-12))
    let lambda = 1e-12 * 2 * Double.pi
    let bound = log(1 / MotionFigures.epsilon) / lambda
    #expect(figures.settleTime.isFinite && abs(figures.settleTime - bound) / bound < 1e-9, "\(figures.settleTime)")
  }
}
