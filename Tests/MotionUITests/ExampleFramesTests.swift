import BuiltInExamples
import BuiltInSeeds
import Foundation
import Scenes
import Testing

@testable import MotionUI

/// The examples (`assets/examples/`, compiled into the program) and the verbatim seeds, run by
/// MotionUI, against closed forms and published values (`ReferenceValues`, from
/// ../shared/reference/swiftui-animation-math.md): each line's drop and fade, the area's
/// height and the veil's edge after the switch is pressed at 0.05 s, the note's crease, and the
/// first attempt's veil, opacity and gradient. Offsets within 0.5 pt and opacities within 0.01,
/// as the issue asks of the examples' frames. Text is measured with `FixedTextMetrics` (ascent
/// 0.8, descent 0.2 of the size); the canvas is a column of the default window (500 × 572
/// points: 600 less the 28-point caption).
@MainActor
struct ExampleFramesTests {
  static let press = 0.05
  static let panel = CGSize(width: 500, height: 572)
  /// When everything has settled (the reveal takes 1 s, the area's spring well under 2).
  static let rest = 4.0

  /// A graph of the example (or, from `seeds`, the seed) preview named `name`, found as the
  /// agent finds it.
  private func example(_ name: String, seeds: Bool = false) throws -> ViewGraph {
    PreviewRegistry.removeAll()
    if seeds { SeedPreviews.register() } else { ExamplePreviews.register() }
    let entry = try #require(PreviewRegistry.entries.first { $0.name == name })
    return ViewGraph(root: entry.make(), size: Self.panel, metrics: FixedTextMetrics())
  }

  /// The reveal example's frame at `time`, the switch pressed at `press`, in a fresh graph.
  private func reveal(at time: Double) throws -> Frame {
    let graph = try example("TextReveal")
    if time >= Self.press {
      graph.advance(to: Self.press)
      #expect(graph.pressPrimaryControl(at: Self.press) != nil)
    }
    graph.advance(to: time)
    return graph.frame(at: time)
  }

  /// What a frame of the reveal example shows: the 22-point lines (`.title2`) by text, the
  /// clip around them and the veil's soft edge (a gradient from clear white).
  private struct Reveal {
    var lines: [String: TextRun] = [:]
    var clip: Rect?
    var veilEdge: Double?

    init(_ frame: Frame, textWidth: Double) {
      for command in frame.commands {
        switch command {
        case .text(let run) where run.font.size == 22: lines[run.text] = run
        // The `.clipped()` area: as wide as the text column.
        case .pushClip(let rect) where abs(rect.width - textWidth) < 1e-9: clip = clip ?? rect
        case .fill(.rect(let rect), .linearGradient(let gradient)):
          if let first = gradient.stops.first, first.color.alpha == 0, first.color.red == 1 { veilEdge = rect.maxY }
        default: break
        }
      }
    }
  }

  /// The text column's width: the panel less the default padding on each side.
  static let textWidth = 500.0 - 32

  /// The offset the line spring leaves a line at after `element` seconds: its value from one
  /// descent above (§6 row 36).
  private static func dropOffset(_ run: TextRun, element: Double) -> Double {
    -FixedTextMetrics().metrics(for: run.font).descent * (1 - (ReferenceValues.snappyUnit[element] ?? .nan))
  }

  /// At rest the lines are opaque and each has run its 0.4 s: the spring's value there is
  /// 0.958257, so it stops 1 − 0.958257 of a descent above its place, as SwiftUI leaves it (the
  /// seed's element time is clamped to the element's duration). The area is the text's height.
  private func restingReveal() throws -> (lines: [TextRun], top: Double, height: Double) {
    let rest = Reveal(try reveal(at: Self.rest), textWidth: Self.textWidth)
    let lines = rest.lines.values.sorted { $0.origin.y < $1.origin.y }
    try #require(lines.count > 4)
    let clip = try #require(rest.clip)
    for line in lines {
      let offset = try #require(line.rendererOffset)
      #expect(abs(line.opacity - 1) < 0.01 && abs(offset.y - Self.dropOffset(line, element: 0.4)) < 1e-3, "\(line.text) at rest: \(offset)")
    }
    return (lines, clip.minY, clip.height)
  }

  /// Line i starts i × delay(n) after the press and runs 0.4 s on `Spring.snappy(duration:
  /// 0.35, extraBounce: 0.4)` from one descent above (§6 row 36) while its opacity follows
  /// `UnitCurve.easeIn` over the 0.4 s (§6 rows 15 and 39), for the first, second and last
  /// line, at element times where the published values are.
  @Test func eachLineDropsAndFadesOnItsOwnDelay() throws {
    let resting = try restingReveal()
    let n = resting.lines.count
    let delay = ReferenceValues.delay(Double(n))
    for index in [0, 1, n - 1] {
      let text = resting.lines[index].text
      for element in [0.05, 0.1, 0.2, 0.3] {
        let time = Self.press + Double(index) * delay + element
        let frame = Reveal(try reveal(at: time), textWidth: Self.textWidth)
        let run = try #require(frame.lines[text], "line \(index) at \(time)")
        let offset = Self.dropOffset(run, element: element)
        let reported = try #require(run.rendererOffset)
        #expect(abs(reported.y - offset) < 0.5 && reported.x == 0, "line \(index) at \(time): \(reported.y) vs \(offset)")
        let moved = run.origin.y - resting.lines[index].origin.y
        let expected = offset - Self.dropOffset(run, element: 0.4)
        #expect(abs(moved - expected) < 0.5, "line \(index) at \(time): moved \(moved) vs \(expected)")
        if let opacity = ReferenceValues.easeIn[element / 0.4] {
          #expect(abs(run.opacity - opacity) < 0.01, "line \(index) at \(time): \(run.opacity) vs \(opacity)")
        }
      }
      // Before its start, the line is not drawn (transparent).
      if index > 0 {
        let before = Reveal(try reveal(at: Self.press + Double(index) * delay - 0.01), textWidth: Self.textWidth)
        #expect((before.lines[text]?.opacity ?? 0) < 0.01, "line \(index) before its start")
      }
    }
  }

  /// The area grows on the switch's `Animation.default`: SwiftUI's fluid spring (response
  /// 0.55, critically damped), stepped as §1.6 writes it out (velocity Verlet at 1/300 s), from
  /// 0 to the text's height.
  @Test(arguments: [0.1, 0.3, 0.5])
  func theAreaGrowsOnTheDefaultSpring(after elapsed: Double) throws {
    let resting = try restingReveal()
    let frame = Reveal(try reveal(at: Self.press + elapsed), textWidth: Self.textWidth)
    let clip = try #require(frame.clip)
    let unit = ReferenceValues.defaultSpring(goals: [(time: 0, goal: 1)], at: elapsed)
    #expect(abs(clip.height - resting.height * unit) < 0.5, "at \(elapsed): \(clip.height) vs \(resting.height * unit)")
  }

  /// The veil's soft edge travels the text's height and its 40-point feather on
  /// `.easeIn(duration: 1)` (§6 rows 15 and 39).
  @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
  func theVeilSweepsDownEasingIn(after elapsed: Double) throws {
    let resting = try restingReveal()
    let frame = Reveal(try reveal(at: Self.press + elapsed), textWidth: Self.textWidth)
    let expected = (resting.height + 40) * (ReferenceValues.easeIn[elapsed] ?? .nan)
    let clip = frame.clip.map { $0.maxY - resting.top } ?? 0
    if let edge = frame.veilEdge {
      #expect(abs(edge - resting.top - expected) < 0.5, "veil at \(elapsed): \(edge - resting.top) vs \(expected)")
    } else {
      // Not drawn: nothing of it is inside the area.
      #expect(expected - 40 >= clip - 0.5, "veil at \(elapsed) not drawn, edge \(expected)")
    }
  }

  /// The example's note, and the seed's verbatim (the seed already does what it describes): the
  /// crease runs 50 → 0 → 50 on `.easeInOut(duration: 1)`, autoreversing, from its appearance at
  /// 0 (§6 rows 19 and 39).
  @Test(arguments: [("StickyNote", false), ("StickyNoteView_Previews", true)])
  func theNotesCreaseFollowsEaseInOut(name: String, seeds: Bool) throws {
    let graph = try example(name, seeds: seeds)
    for time in [0.1, 0.25, 0.5, 0.75, 0.9, 1.1, 1.25, 1.5, 2.75, 3.9] {
      graph.advance(to: time)
      // The fold: the one shape filled black (the seed's `.fill(Color.black).opacity(0.4)`).
      let folds = graph.frame(at: time).commands.compactMap { command -> Rect? in
        guard case .fill(let shape, .solid(let color)) = command, color.red == 0, color.green == 0, color.blue == 0
        else { return nil }
        return shape.bounds
      }
      let leg = Int(time.rounded(.down))
      let f = time - Double(leg)
      let key = (f * 100).rounded() / 100
      let eased = try #require(ReferenceValues.easeInOut[key], "no published value at \(key)")
      let expected = leg % 2 == 0 ? 50 * (1 - eased) : 50 * eased
      try #require(folds.count <= 1, "at \(time): \(folds)")
      let crease = folds.first?.width ?? 0
      #expect(abs(crease - expected) < 0.5, "crease at \(time): \(crease) vs \(expected)")
    }
  }

  /// The seed's first attempt, verbatim: half-opaque gradient text under a white veil; at 1 s
  /// (`asyncAfter`, on the scene clock) the veil eases down 300 points on `.easeIn(duration: 1)`
  /// and the text turns opaque at once (its style is outside the `.animation`), at 2 s the
  /// gradient gives way to black.
  @Test func theSeedsFirstAttemptRunsOnTheSceneClock() throws {
    let graph = try example("TextAnimation", seeds: true)
    /// The 17-point lines' effective opacities and whether they are filled with a gradient, and
    /// the veil's top (a fill of white at 0.8).
    func panel(_ commands: [DrawCommand]) -> (opacities: [Double], gradient: [Bool], veilTop: Double?) {
      var result: (opacities: [Double], gradient: [Bool], veilTop: Double?) = ([], [], nil)
      for command in commands {
        switch command {
        case .text(let run) where run.font.size == 17:
          switch run.paint {
          case .linearGradient(let gradient):
            result.opacities.append(run.opacity * (gradient.stops.first?.color.alpha ?? 1))
            result.gradient.append(true)
          case .solid(let color):
            result.opacities.append(run.opacity * color.alpha)
            result.gradient.append(false)
          default: break
          }
        case .fill(.rect(let rect), .solid(let color)) where color == Scenes.Color(white: 1).opacity(0.8):
          result.veilTop = rect.minY
        default: break
        }
      }
      return result
    }
    var top: Double?
    for (time, eased, opacity, gradient) in [
      (0.5, 0.0, 0.5, true), (0.99, 0.0, 0.5, true), (1.25, 0.093465, 1, true), (1.5, 0.315357, 1, true),
      (1.75, 0.621861, 1, true), (2.2, 1.0, 1, false),
    ] {
      graph.advance(to: time)
      let drawn = panel(graph.frame(at: time).commands)
      try #require(!drawn.opacities.isEmpty, "at \(time)")
      let veil = try #require(drawn.veilTop, "at \(time)")
      if top == nil { top = veil }
      #expect(abs(veil - (top ?? 0) - 300 * eased) < 0.5, "veil at \(time): \(veil - (top ?? 0)) vs \(300 * eased)")
      for drawnOpacity in drawn.opacities { #expect(abs(drawnOpacity - opacity) < 0.01, "text at \(time): \(drawnOpacity)") }
      #expect(Set(drawn.gradient) == [gradient], "gradient at \(time)")
    }
  }
}
