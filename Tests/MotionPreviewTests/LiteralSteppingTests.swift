import SwiftSource
import Testing

@testable import MotionPreview

/// ↑/↓ on a tuned literal, against steps worked out by hand: a Boolean flips, an integer moves
/// by 1 (Shift: 10), a decimal by a tenth of its leading digit's place (Shift: ten times).
struct LiteralSteppingTests {
  @Test(arguments: [
    (40.0, DesignTimeLiteral.Kind.float, true, false, 41.0),
    (40.0, .float, true, true, 50.0),
    (0.4, .float, true, false, 0.41),
    (0.4, .float, false, true, 0.3),
    (0.45, .float, false, true, 0.35),
    (0.45, .float, true, true, 0.55),
    (0.0, .float, true, false, 0.1),
    (-2.5, .float, false, false, -2.6),
    (3.0, .integer, true, false, 4.0),
    (3.0, .integer, false, true, -7.0),
  ])
  func numbersMoveByTheirStep(value: Double, kind: DesignTimeLiteral.Kind, up: Bool, large: Bool, expected: Double) {
    #expect(PreviewApp.stepped(.number(value), kind: kind, up: up, large: large) == .number(expected))
  }

  @Test func aBooleanFlips() {
    #expect(PreviewApp.stepped(.boolean(true), kind: .boolean, up: true, large: false) == .boolean(false))
    #expect(PreviewApp.stepped(.boolean(false), kind: .boolean, up: false, large: true) == .boolean(true))
  }
}
