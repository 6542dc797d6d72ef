import Scenes

@testable import MotionUI

/// What the animator, timeline and geometry tests read from a graph: the rectangles a frame
/// fills, after the graph ran up to the frame's time (its timers fired, its updates made).
@MainActor
extension ViewGraph {
  /// A graph of `view` on a 400 × 300 canvas, with fixed text metrics.
  static func probe(_ view: some View) -> ViewGraph {
    ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
  }

  /// The rectangles filled at `time`, in drawing order, after advancing to it.
  func filledRects(at time: Double) -> [Rect] {
    advance(to: time)
    return frame(at: time).commands.compactMap { command in
      if case .fill(.rect(let rect), _) = command { return rect }
      return nil
    }
  }

  /// The bounds of the shapes filled with `color` at `time`, in drawing order, after advancing
  /// to it.
  func filledBounds(of color: Scenes.Color, at time: Double) -> [Rect] {
    advance(to: time)
    return frame(at: time).commands.compactMap { command in
      if case .fill(let shape, .solid(color)) = command { return shape.bounds }
      return nil
    }
  }

  /// How far right of its centred place (x = 195 in 400 points) the one 10-point square is
  /// drawn at `time`; nil unless exactly one is drawn.
  func squareOffset(at time: Double) -> Double? {
    let squares = filledRects(at: time).filter { $0.size.width == 10 }
    return squares.count == 1 ? squares[0].origin.x - 195 : nil
  }
}
