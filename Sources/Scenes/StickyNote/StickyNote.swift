/// The seed's `StickyNoteModifier` geometry: a note with a folded bottom-right corner, drawn
/// from a `SceneModel.Note`.
///
/// For a note of size w × h and fold m = min(min(w / divide, h / divide), crease):
/// - the outline is (0,0) → (0,h) → (w−m,h) → (w,h−m) → (w,0), filled with `color`;
/// - the crease is the triangle (w−m,h) → (w−m,h−m) → (w,h−m), `foldColor` at `foldOpacity`;
/// - the whole note casts `.shadow(radius: shadowLength)`.
package struct StickyNote: Hashable, Sendable {
  /// The note's parameters (colour, divide, fold, shadow).
  package var model: SceneModel.Note
  /// The note's frame in scene space, in points.
  package var frame: Rect
  /// The animated crease, in points (0 or more; more than the limit folds no further).
  package var crease: Double

  /// Creates `model`'s note in `frame` with the fold at `crease` points.
  package init(_ model: SceneModel.Note, frame: Rect, crease: Double) {
    self.model = model
    self.frame = frame
    self.crease = crease
  }

  /// The fold's size m = min(min(w / divide, h / divide), crease), in points, 0 or more.
  package var fold: Double {
    max(0, min(min(frame.width / model.divide, frame.height / model.divide), crease))
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
      .shadow(shape, shadow),
      .fill(shape, .solid(model.color)),
    ]
    if fold > 0 {
      commands.append(.fill(.polygon(creaseTriangle), .solid(model.foldColor.opacity(model.foldOpacity))))
    }
    return commands
  }

  /// `.shadow(radius: shadowLength)` with SwiftUI's default colour.
  package var shadow: Shadow {
    Shadow(radius: model.shadowLength)
  }
}
