import Motion
import Testing

/// The vector-space operations of the conforming types.
struct VectorArithmeticTests {
  @Test("Vector2 adds, subtracts, scales and measures like a 2-D vector")
  func vector2() {
    let a = Vector2(x: 3, y: 4)
    let b = Vector2(x: -1, y: 0.5)
    #expect(a + b == Vector2(x: 2, y: 4.5))
    #expect(a - b == Vector2(x: 4, y: 3.5))
    #expect(a.scaled(by: -2) == Vector2(x: -6, y: -8))
    #expect(a.magnitudeSquared == 25)
    #expect(Vector2.zero == Vector2(x: 0, y: 0))
    #expect(a.interpolated(towards: b, amount: 0.5) == Vector2(x: 1, y: 2.25))
  }

  @Test("Double, Float and AnimatablePair")
  func scalarsAndPairs() {
    #expect(2.5.scaled(by: 4) == 10)
    #expect((-3.0).magnitudeSquared == 9)
    #expect(Float(1.5).scaled(by: 2) == Float(3))
    #expect(Float(-2).magnitudeSquared == 4)
    var pair = AnimatablePair(2.0, Vector2(x: 1, y: 1))
    pair.scale(by: 3)
    #expect(pair == AnimatablePair(6.0, Vector2(x: 3, y: 3)))
    #expect(pair.magnitudeSquared == 36 + 18)
    #expect(pair - pair == .zero)
    var moved = 10.0
    moved.interpolate(towards: 20, amount: 0.25)
    #expect(moved == 12.5)
    #expect(Set([pair, pair]).count == 1)
  }

  @Test("UnitPoint presets use SwiftUI's top-left origin")
  func unitPoints() {
    #expect(UnitPoint.zero == UnitPoint(x: 0, y: 0))
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
    #expect(UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
    #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
    #expect(UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
    #expect(UnitPoint.topLeading == UnitPoint())
    #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
    #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
  }
}
