extension Rect {
  /// The rectangle moved by `dx`, `dy` points.
  func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle grown by `amount` points on every side.
  package func outset(by amount: Double) -> Rect {
    Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
  }

  /// The smallest rectangle containing all of `points`; `.zero` when there are none.
  static func bounding(_ points: some Sequence<Point>) -> Rect {
    var iterator = points.makeIterator()
    guard let first = iterator.next() else { return .zero }
    var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
    while let point = iterator.next() {
      x0 = min(x0, point.x)
      y0 = min(y0, point.y)
      x1 = max(x1, point.x)
      y1 = max(y1, point.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Calls `body` with each part of this rectangle outside `other` and of `other` outside this
  /// one, at most eight disjoint rectangles: where two frames differ when one covers this
  /// rectangle and the other `other`, alike.
  func forEachPiece(ofSymmetricDifferenceWith other: Rect, _ body: (Rect) -> Void) {
    forEachPiece(outside: other, body)
    other.forEachPiece(outside: self, body)
  }

  /// Calls `body` with each of the parts of this rectangle outside `other`, as at most four
  /// disjoint rectangles.
  private func forEachPiece(outside other: Rect, _ body: (Rect) -> Void) {
    guard !isEmpty else { return }
    let overlap = intersection(other)
    guard !overlap.isEmpty else { return body(self) }
    if overlap.minY > minY {
      body(Rect(x: minX, y: minY, width: width, height: overlap.minY - minY))
    }
    if overlap.maxY < maxY {
      body(Rect(x: minX, y: overlap.maxY, width: width, height: maxY - overlap.maxY))
    }
    if overlap.minX > minX {
      body(Rect(x: minX, y: overlap.minY, width: overlap.minX - minX, height: overlap.height))
    }
    if overlap.maxX < maxX {
      body(Rect(x: overlap.maxX, y: overlap.minY, width: maxX - overlap.maxX, height: overlap.height))
    }
  }
}
