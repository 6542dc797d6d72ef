/// The seed's `StickyNoteModifier` geometry: a note with a folded bottom-right corner.
///
/// For a note of size w × h and fold m = min(min(w, h) / 2, crease):
/// - the outline is (0,0) → (0,h) → (w−m,h) → (w,h−m) → (w,0), filled with `color`;
/// - the crease is the triangle (w−m,h) → (w−m,h−m) → (w,h−m), black at 0.4 opacity;
/// - the whole note casts `.shadow(radius: 10)`.
package struct StickyNote: Hashable, Sendable {
  /// `StickyNoteModifier.paddingHorizontal`, 30 pt each side of the text.
  package static let paddingHorizontal = 30.0
  /// `StickyNoteModifier.paddingVertical`, 40 pt above and below the text.
  package static let paddingVertical = 40.0
  /// `StickyNoteModifier.divide`: the fold is at most half the shorter side.
  package static let divide = 2.0
  /// The crease at rest, `widthCease ? 50 : 0`, in points.
  package static let restingCrease = 50.0
  /// `.stickyNote(color: .green, …)`: SwiftUI `.green`.
  package static let color = Color.green
  /// The crease triangle's fill, `Color.black` with `.opacity(0.4)`.
  package static let creaseColor = Color.black.opacity(0.4)
  /// `.shadow(radius: shadowLength)` with `shadowLength: 10` and SwiftUI's default colour.
  package static let shadow = Shadow(radius: 10)
  /// `.lineLimit(5)` on the note's text.
  package static let lineLimit = 5

  /// The note's frame in scene space, in points.
  package var frame: Rect
  /// The animated crease, in points (0 or more; more than the limit folds no further).
  package var crease: Double

  /// Creates a note in `frame` with the fold at `crease` points.
  package init(frame: Rect, crease: Double) {
    self.frame = frame
    self.crease = crease
  }

  /// The fold's size m = min(min(w, h) / 2, crease), in points, 0 or more.
  package var fold: Double {
    max(0, min(min(frame.width / Self.divide, frame.height / Self.divide), crease))
  }

  /// The outline, clockwise from the top-left corner, in scene space.
  package var outline: [Point] {
    let m = fold
    return [
      Point(x: frame.minX, y: frame.minY),
      Point(x: frame.minX, y: frame.maxY),
      Point(x: frame.maxX - m, y: frame.maxY),
      Point(x: frame.maxX, y: frame.maxY - m),
      Point(x: frame.maxX, y: frame.minY),
    ]
  }

  /// The crease triangle, in scene space.
  package var creaseTriangle: [Point] {
    let m = fold
    return [
      Point(x: frame.maxX - m, y: frame.maxY),
      Point(x: frame.maxX - m, y: frame.maxY - m),
      Point(x: frame.maxX, y: frame.maxY - m),
    ]
  }

  /// The note's commands: its shadow, the outline, then the crease (left out while the fold
  /// is 0, when it covers nothing). The text goes on top.
  package var commands: [DrawCommand] {
    let shape = Shape.polygon(outline)
    var commands: [DrawCommand] = [
      .shadow(shape, Self.shadow),
      .fill(shape, .solid(Self.color)),
    ]
    if fold > 0 {
      commands.append(.fill(.polygon(creaseTriangle), .solid(Self.creaseColor)))
    }
    return commands
  }
}
