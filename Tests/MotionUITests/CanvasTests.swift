import Foundation
import Scenes
import Testing

@testable import MotionUI

/// `Canvas` in the graph of a 400 × 300 canvas, against commands worked by hand: the canvas takes
/// the size it is offered, its renderer's user space is the view's, and a gradient shading's
/// points are in that space.
@MainActor
struct CanvasTests {
  @Test func aCanvasTakesTheSizeOfferedAndDrawsWhatItsRendererFills() {
    let sizes = SizeLog()
    let whole = ViewGraph.probe(
      Canvas { context, size in
        sizes.seen.append(size)
        context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
      }
    ).frame(at: 0).commands
    #expect(sizes.seen.last == CGSize(width: 400, height: 300))
    #expect(whole == [.fill(.rect(Rect(x: 10, y: 20, width: 30, height: 40)), .solid(Scenes.Color(red: 1, green: 0.231, blue: 0.188)))])
    // In a 100 × 50 frame, centred: its origin at (150, 125), and the transform of the context
    // (moved by 5, 5) applies.
    let framed = ViewGraph.probe(
      Canvas { context, size in
        sizes.seen.append(size)
        context.translateBy(x: 5, y: 5)
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      }.frame(width: 100, height: 50)
    ).frame(at: 0).commands
    #expect(sizes.seen.last == CGSize(width: 100, height: 50))
    #expect(framed == [.fill(.rect(Rect(x: 155, y: 130, width: 10, height: 10)), .solid(Scenes.Color(red: 1, green: 0.231, blue: 0.188)))])
  }

  @Test func symbolsAreDrawnByTagWhereTheRendererPutsThem() {
    // A 10-point blue square tagged 0 and a 20 × 10 green one tagged "wide"; the renderer draws
    // the square centred at (50, 50), then again at its top leading corner at (100, 100) after
    // moving the context by (5, 5), and the green one stretched into (200, 200, 40, 20). A tag
    // that no symbol has resolves to nothing.
    let blue = Scenes.Color(red: 0, green: 0, blue: 1)
    let green = Scenes.Color(red: 0, green: 1, blue: 0)
    let missing = SizeLog()
    let commands = ViewGraph.probe(
      Canvas { context, _ in
        guard let square = context.resolveSymbol(id: 0), let wide = context.resolveSymbol(id: "wide") else { return }
        if context.resolveSymbol(id: 7) == nil { missing.seen.append(.zero) }
        context.draw(square, at: CGPoint(x: 50, y: 50))
        var moved = context
        moved.translateBy(x: 5, y: 5)
        moved.draw(square, at: CGPoint(x: 100, y: 100), anchor: .topLeading)
        context.draw(wide, in: CGRect(x: 200, y: 200, width: 40, height: 20))
      } symbols: {
        Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).tag(0)
        Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 10).tag("wide")
      }
    ).frame(at: 0).commands
    #expect(
      commands == [
        .fill(.rect(Rect(x: 45, y: 45, width: 10, height: 10)), .solid(blue)),
        .fill(.rect(Rect(x: 105, y: 105, width: 10, height: 10)), .solid(blue)),
        .fill(.rect(Rect(x: 200, y: 200, width: 40, height: 20)), .solid(green)),
      ])
    #expect(missing.seen.count == 1)
  }

  @Test func aGradientShadingIsPlacedInTheContextsSpace() {
    let red = Scenes.Color(red: 1, green: 0.231, blue: 0.188)
    let blue = Scenes.Color(red: 0, green: 0.478, blue: 1)
    let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
    // A fill of the left half and a level stroke, both under one gradient from (0, 0) to
    // (100, 50) of a canvas at (150, 125): each paint runs from (150, 125) to (250, 175),
    // whatever the shape's own box.
    let commands = ViewGraph.probe(
      Canvas { context, _ in
        let gradient = GraphicsContext.Shading.linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 50))
        context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: gradient)
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 25))
        line.addLine(to: CGPoint(x: 100, y: 25))
        context.stroke(line, with: gradient, lineWidth: 2)
      }.frame(width: 100, height: 50)
    ).frame(at: 0).commands
    let paints = commands.compactMap { command -> Paint? in
      switch command {
      case .fill(_, let paint): return paint
      case .stroke(_, _, let paint): return paint
      default: return nil
      }
    }
    let expected = Paint.linearGradient(Scenes.LinearGradient(stops: stops, start: Point(x: 150, y: 125), end: Point(x: 250, y: 175)))
    #expect(paints.count == 2 && paints.allSatisfy { $0 == expected }, "\(commands)")
  }

  @Test func aCanvasInATimelineViewDrawsEachFramesDate() {
    // A 10-point square moved 10 points a second of the timeline's date (the scene time: see
    // TimelineViewTests).
    let graph = ViewGraph.probe(
      TimelineView(.animation) { timeline in
        Canvas { context, _ in
          let x = timeline.date.timeIntervalSinceReferenceDate * 10
          context.fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.red))
        }
      }
    )
    for time in [0.0, 0.5, 2.25] {
      graph.advance(to: time)
      let rects = graph.frame(at: time).commands.compactMap { command -> Rect? in
        if case .fill(.rect(let rect), _) = command { return rect }
        return nil
      }
      #expect(rects.count == 1 && rects.first.map { abs($0.origin.x - time * 10) < 1e-9 } == true, "at \(time): \(rects)")
    }
    #expect(graph.isAnimating(at: 2.25))
  }

  /// A Canvas in an `.animation` timeline whose drawing steps a model (Apple's particle
  /// sample steps its particles in the renderer) is drawn once per frame of a 60 Hz display
  /// however the frames are asked for: one frame at 1 s, a 60 Hz window's frames with their
  /// jitter, and a 30 fps export's each count 61 draws by 1 s (the frames at 0, 1/60, …, 1).
  /// A Canvas outside a timeline is drawn when it changes, not caught up.
  @Test func aCanvasInAnAnimationTimelineDrawsOncePerFrameOfA60HzDisplay() {
    func draws(at times: [Double]) -> Int {
      let counter = DrawCounter()
      let graph = ViewGraph.probe(
        TimelineView(.animation) { _ in
          Canvas { context, _ in
            counter.draws += 1
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
          }
        }
      )
      for time in times {
        graph.drawFramesSkipped(before: time)
        graph.advance(to: time)
        _ = graph.frame(at: time)
      }
      return counter.draws
    }
    #expect(draws(at: [1]) == 61)
    var jittered: [Double] = []
    for frame in 0...60 {
      let jitter: Double = frame % 2 == 0 ? 0.002 : -0.002
      jittered.append(max(0, min(1, Double(frame) / 60 + jitter)))
    }
    #expect(draws(at: jittered) == 61)
    #expect(draws(at: (0...30).map { Double($0) / 30 }) == 61)

    let still = DrawCounter()
    let graph = ViewGraph.probe(
      Canvas { context, _ in
        still.draws += 1
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      }
    )
    graph.drawFramesSkipped(before: 1)
    _ = graph.frame(at: 1)
    #expect(still.draws == 1)
  }
}

/// How many times a Canvas drew.
private final class DrawCounter {
  var draws = 0
}

/// The sizes a renderer was called with.
private final class SizeLog {
  var seen: [CGSize] = []
}
