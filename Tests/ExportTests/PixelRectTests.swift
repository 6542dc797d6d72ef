import Testing

@testable import Export

/// `PixelRect`'s overlap and span, against rectangles worked out by hand.
@Suite struct PixelRectTests {
  @Test func theUnionSpansBothAndTheIntersectionIsTheirOverlap() {
    let a = PixelRect(x: 10, y: 20, width: 30, height: 5)
    let b = PixelRect(x: 100, y: 0, width: 1, height: 40)
    // Apart: the union runs from a's left to b's right, and from b's top to b's bottom.
    #expect(a.union(b) == PixelRect(x: 10, y: 0, width: 91, height: 40))
    #expect(b.union(a) == a.union(b))
    #expect(a.intersection(b).isEmpty)
    // Overlapping in a 5 × 3 corner.
    let c = PixelRect(x: 35, y: 22, width: 20, height: 20)
    #expect(a.union(c) == PixelRect(x: 10, y: 20, width: 45, height: 22))
    #expect(a.intersection(c) == PixelRect(x: 35, y: 22, width: 5, height: 3))
    // One inside the other: the outer one.
    let inner = PixelRect(x: 12, y: 21, width: 2, height: 2)
    #expect(a.union(inner) == a)
    #expect(a.intersection(inner) == inner)
  }
}
