import Scenes
import Testing

@testable import MotionUI

/// Sheets and covers in the graph of a 400 × 300 canvas, against iOS's layout: a sheet 10 points
/// below the top, over the content dimmed by black at 20 %, coming up from the bottom edge; a
/// cover filling the canvas; `dismiss` inside closing it and `onDismiss` running after.
@MainActor
struct SheetPresentationTests {
  private let white = Scenes.Color(red: 1, green: 1, blue: 1)

  @Test func aSheetComesUpFromTheBottomOverTheDimmedContentAndDismissCloses() throws {
    let graph = ViewGraph.probe(Presenting(fullScreen: false))
    #expect(graph.filledBounds(of: white, at: 0).isEmpty)
    // Space presses the content's button: the sheet is asked for.
    #expect(graph.pressPrimaryControl(at: 1) != nil)
    // Under way, the sheet is below its place; settled, at y = 10, the whole width, with the
    // dimming (black at 20 %) over the whole canvas behind it.
    // (The graph says it is animating meanwhile, so the window keeps drawing.)
    #expect(graph.isAnimating(at: 1.1))
    let moving = try #require(graph.filledBounds(of: white, at: 1.1).first)
    #expect(moving.minY > 10 && moving.minY < 300, "\(moving)")
    #expect(graph.filledBounds(of: white, at: 3) == [Rect(x: 0, y: 10, width: 400, height: 290)])
    #expect(graph.filledBounds(of: Scenes.Color(red: 0, green: 0, blue: 0, alpha: 0.2), at: 3) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    // Space now presses the sheet's own button, which calls `dismiss`: it goes, and onDismiss
    // runs (the counter's bar, 10 points a dismissal). (A removed view is drawn at its
    // transition's end until the next update: the sheet below the canvas.)
    #expect(graph.pressPrimaryControl(at: 4) != nil)
    #expect(!graph.filledBounds(of: white, at: 6).contains { $0.minY < 300 })
    #expect(graph.filledBounds(of: Scenes.Color(red: 0, green: 0, blue: 1), at: 6).map(\.width) == [10])
  }

  @Test(arguments: [
    // Apple: `.medium` is "approximately half the height of the screen"; a sheet with several
    // detents rests at the smallest unless its selection names another; `.height` in points.
    (DetentCase.medium, Rect(x: 0, y: 150, width: 400, height: 150)),
    (.mediumAndLarge, Rect(x: 0, y: 150, width: 400, height: 150)),
    (.selectedLarge, Rect(x: 0, y: 10, width: 400, height: 290)),
    (.height100, Rect(x: 0, y: 200, width: 400, height: 100)),
    (.none, Rect(x: 0, y: 10, width: 400, height: 290)),
  ])
  func aSheetRestsAtItsContentsDetent(_ detents: DetentCase, _ sheet: Rect) {
    let graph = ViewGraph.probe(DetentSheet(detents: detents))
    _ = graph.pressPrimaryControl(at: 1)
    #expect(graph.filledBounds(of: white, at: 3) == [sheet])
  }

  /// A short sheet slides up by its own height, as UIKit's does from the bottom edge, so it is
  /// on the canvas from the first frames (it travelled the whole canvas, 300 points, and came
  /// into view late and fast). Worked by hand: the sheet rests at y = 200 (100 high), its move
  /// is its own 100 and the 10 of inset above it, 110; the presentation's spring of half a
  /// second without bounce is critically damped with ω = 2π / 0.5: at 0.1 s it has gone
  /// 1 − (1 + ωt)e^(−ωt) = 1 − 2.2566 × 0.28456 = 0.35785 of the way, the sheet's top at
  /// 200 + 110 × 0.64215 = 270.64 (at 392.6, off the canvas, when it travelled 300). The
  /// library's fluid spring, stepped in time as SwiftUI's is, is 1.4 points ahead of that closed
  /// form here: within 2 points.
  @Test func aShortSheetSlidesUpByItsOwnHeight() throws {
    let graph = ViewGraph.probe(DetentSheet(detents: .height100))
    #expect(graph.pressPrimaryControl(at: 1) != nil)
    let early = try #require(graph.filledBounds(of: white, at: 1.1).first)
    #expect(abs(early.minY - 270.64) < 2, "\(early)")
    #expect(graph.filledBounds(of: white, at: 3) == [Rect(x: 0, y: 200, width: 400, height: 100)])
  }

  /// The drag indicator, as UIKit's grabber: a 36 × 5 capsule, 5 points below the sheet's top,
  /// centred ((400 − 36) / 2 = 182), in the tertiary label colour (#3C3C43 at 30 %). Drawn when
  /// asked for (`.visible`) and by default with more than one detent; not with one.
  @Test(arguments: [
    (DetentCase.height100WithIndicator, Rect(x: 182, y: 205, width: 36, height: 5) as Rect?),
    (.mediumAndLarge, Rect(x: 182, y: 155, width: 36, height: 5)),
    (.medium, nil),
  ])
  func aSheetDrawsItsDragIndicatorWhenAskedOrWithSeveralDetents(_ detents: DetentCase, _ indicator: Rect?) {
    let graph = ViewGraph.probe(DetentSheet(detents: detents))
    _ = graph.pressPrimaryControl(at: 1)
    graph.advance(to: 3)
    let grey = graph.frame(at: 3).commands.compactMap { command -> Rect? in
      guard case .fill(let shape, .solid(let color)) = command else { return nil }
      let tertiary = abs(color.red - 0.235) < 0.01 && abs(color.blue - 0.263) < 0.01 && abs(color.alpha - 0.3) < 0.01
      return tertiary ? shape.bounds : nil
    }
    #expect(grey == (indicator.map { [$0] } ?? []), "\(grey)")
  }

  @Test func aCoverFillsTheCanvasWithoutDimming() {
    let graph = ViewGraph.probe(Presenting(fullScreen: true))
    _ = graph.pressPrimaryControl(at: 1)
    #expect(graph.filledBounds(of: white, at: 3) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: Scenes.Color(red: 0, green: 0, blue: 0, alpha: 0.2), at: 3).isEmpty)
  }
}

enum DetentCase: Sendable { case medium, mediumAndLarge, selectedLarge, height100, height100WithIndicator, none }

private struct DetentSheet: View {
  let detents: DetentCase
  @State private var shown = false
  @State private var selected = PresentationDetent.large
  var body: some View {
    Button("Open") { shown = true }
      .sheet(isPresented: $shown) {
        switch detents {
        case .medium: Text("Half").presentationDetents([.medium])
        case .mediumAndLarge: Text("Half").presentationDetents([.medium, .large])
        case .selectedLarge: Text("Full").presentationDetents([.medium, .large], selection: $selected)
        case .height100: Text("Short").presentationDetents([.height(100)])
        case .height100WithIndicator: Text("Short").presentationDragIndicator(.visible).presentationDetents([.height(100)])
        case .none: Text("Full")
        }
      }
  }
}

private struct Presenting: View {
  let fullScreen: Bool
  @State private var shown = false
  @State private var dismissals = 0
  var body: some View {
    VStack {
      Button("Open") { shown = true }
      Color(red: 0, green: 0, blue: 1).frame(width: CGFloat(dismissals) * 10, height: 1)
    }
    .sheet(isPresented: fullScreen ? .constant(false) : $shown, onDismiss: { dismissals += 1 }) { Closing() }
    .fullScreenCover(isPresented: fullScreen ? $shown : .constant(false)) { Closing() }
  }
}

private struct Closing: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}
