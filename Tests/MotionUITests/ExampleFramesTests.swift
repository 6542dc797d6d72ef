import BuiltInExamples
import BuiltInSeeds
import Foundation
import Scenes
import Testing

@testable import MotionUI

/// The examples (`assets/examples/`, compiled into the program) run by MotionUI draw what the
/// hand-built engine (`Scenes.Preview`) draws for the seeds' described effects, at the instants
/// of its frame test (`DamageRedrawTests`: the switch pressed at 0.05 s): each line's offset
/// within 0.5 pt and opacity within 0.01, the area's clip and the veil's edge within 0.5 pt, and
/// the note's crease within 0.5 pt. Both sides measure text with `FixedTextMetrics`; the
/// example's canvas is the hand-built window's panel (500 × 572 points: 600 less the 28-point
/// caption).
@MainActor
struct ExampleFramesTests {
  static let times = [0.0, 0.1, 0.12, 0.2, 0.35, 0.6, 0.61, 1.0, 1.4, 1.41, 2.2]
  static let press = 0.05
  static let panel = CGSize(width: 500, height: 572)
  /// When everything has settled (the reveal takes 1 s, the clip's spring well under 2).
  static let rest = 4.0

  /// A graph of the example (or, from `seeds`, the seed) preview named `name`, found as the
  /// agent finds it.
  private func example(_ name: String, seeds: Bool = false) throws -> ViewGraph {
    PreviewRegistry.removeAll()
    if seeds { SeedPreviews.register() } else { ExamplePreviews.register() }
    let entry = try #require(PreviewRegistry.entries.first { $0.name == name })
    return ViewGraph(root: entry.make(), size: Self.panel, metrics: FixedTextMetrics())
  }

  /// The hand-built engine's default window, the switch pressed at `press`.
  private func handBuilt() -> (Preview, Scenes.PreviewLayout) {
    var preview = Preview()
    let layout = preview.layout(size: Scenes.PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    preview.toggleVisibility(at: Self.press)
    return (preview, layout)
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

  @Test func theRevealsLinesClipAndVeilMatchTheHandBuiltEngine() throws {
    let (old, layout) = handBuilt()
    let graph = try example("TextReveal")
    let width = layout.textFrame.width
    var frames: [(time: Double, reveal: Reveal)] = []
    var pressed = false
    for time in Self.times + [Self.rest] {
      if !pressed, time >= Self.press {
        #expect(graph.pressPrimaryControl(at: Self.press) != nil)
        pressed = true
      }
      graph.advance(to: time)
      frames.append((time, Reveal(graph.frame(at: time), textWidth: width)))
    }
    let rest = try #require(frames.last).reveal
    let oldRest = old.report(at: Self.rest, layout: layout).text
    // The same lines, broken in the same places, spaced as the hand-built engine spaces them.
    let texts: [String] = oldRest.lines.map { $0.text }
    try #require(texts.count > 4)
    #expect(Set(rest.lines.keys) == Set(texts))
    let top = try #require(rest.clip).minY
    for line in oldRest.lines {
      let run = try #require(rest.lines[line.text])
      #expect(abs(run.origin.y - top - (line.baselineY + line.offsetY)) < 0.5, "line \(line.index) at rest")
    }
    for (time, reveal) in frames.dropLast() {
      let report = old.report(at: time, layout: layout).text
      for line in report.lines {
        guard let run = reveal.lines[line.text] else {
          // Not drawn: transparent, or clipped away entirely.
          let clipBottom: Double = reveal.clip.map { $0.maxY - top } ?? 0
          let clipped = clipBottom < line.baselineY - 22
          #expect(line.opacity < 0.01 || clipped, "line \(line.index) at \(time) is not drawn, opacity \(line.opacity)")
          continue
        }
        #expect(abs(run.opacity - line.opacity) < 0.01, "line \(line.index) at \(time): \(run.opacity) vs \(line.opacity)")
        let offset = run.origin.y - top - line.baselineY
        #expect(abs(offset - line.offsetY) < 0.5, "line \(line.index) at \(time): offset \(offset) vs \(line.offsetY)")
        // The offset the frame reports for the line (`--frame-json`'s "renderer"): the same.
        let reported = try #require(run.rendererOffset)
        #expect(abs(reported.y - line.offsetY) < 0.5 && reported.x == 0, "line \(line.index) at \(time): \(reported)")
      }
      let clipHeight: Double = reveal.clip.map { max(0, $0.maxY - top) } ?? 0
      #expect(abs(clipHeight - report.clipHeight) < 0.5, "clip at \(time): \(clipHeight) vs \(report.clipHeight)")
      if let edge = reveal.veilEdge {
        #expect(abs(edge - top - report.veilEdgeY) < 0.5, "veil at \(time): \(edge - top) vs \(report.veilEdgeY)")
      } else {
        // Not drawn: nothing of it is inside the clip.
        #expect(report.veilEdgeY - 40 >= clipHeight - 0.5, "veil at \(time) not drawn, edge \(report.veilEdgeY)")
      }
    }
  }

  /// The example's note, and the seed's verbatim: the seed already does what it describes.
  @Test(arguments: [("StickyNote", false), ("StickyNoteView_Previews", true)])
  func theNotesCreaseMatchesTheHandBuiltEngine(name: String, seeds: Bool) throws {
    let (old, layout) = handBuilt()
    let graph = try example(name, seeds: seeds)
    for time in Self.times {
      graph.advance(to: time)
      // The fold: the one shape filled black (the seed's `.fill(Color.black).opacity(0.4)`).
      let folds = graph.frame(at: time).commands.compactMap { command -> Rect? in
        guard case .fill(let shape, .solid(let color)) = command, color.red == 0, color.green == 0, color.blue == 0
        else { return nil }
        return shape.bounds
      }
      let expected = old.report(at: time, layout: layout).note.crease
      try #require(folds.count <= 1, "at \(time): \(folds)")
      let crease = folds.first?.width ?? 0
      #expect(abs(crease - expected) < 0.5, "crease at \(time): \(crease) vs \(expected)")
    }
  }

  /// The seed's first attempt, verbatim (no example: it does what it describes): half-opaque
  /// gradient text under a veil; at 1 s the veil eases down 300 points and the text turns
  /// opaque, at 2 s the gradient gives way to black. Against the hand-built variant started at 0.
  @Test func theSeedsFirstAttemptMatchesTheHandBuiltVariant() throws {
    var old = Preview()
    old.switchVariant(at: 0)
    let layout = old.layout(size: Scenes.PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let graph = try example("TextAnimation", seeds: true)
    /// The 17-point lines' effective opacities and whether they are filled with a gradient, and
    /// the veil's top (a fill of white at 0.8), in `commands`.
    func panel(_ commands: [DrawCommand], maxX: Double) -> (opacities: [Double], gradient: [Bool], veilTop: Double?) {
      var result: (opacities: [Double], gradient: [Bool], veilTop: Double?) = ([], [], nil)
      for command in commands {
        switch command {
        case .text(let run) where run.font.size == 17 && run.origin.x < maxX:
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
    var tops: (old: Double, new: Double)?
    for time in Self.times {
      graph.advance(to: time)
      let new = panel(graph.frame(at: time).commands, maxX: .infinity)
      let hand = panel(old.frame(at: time, layout: layout).commands, maxX: layout.leftPanel.maxX)
      try #require(!new.opacities.isEmpty && !hand.opacities.isEmpty, "at \(time)")
      let newTop = try #require(new.veilTop, "at \(time)")
      let oldTop = try #require(hand.veilTop, "at \(time)")
      if tops == nil { tops = (oldTop, newTop) }
      let offsets = (old: oldTop - (tops?.old ?? 0), new: newTop - (tops?.new ?? 0))
      #expect(abs(offsets.new - offsets.old) < 0.5, "veil at \(time): \(offsets)")
      for opacity in new.opacities { #expect(abs(opacity - hand.opacities[0]) < 0.01, "text at \(time): \(opacity) vs \(hand.opacities[0])") }
      #expect(Set(new.gradient) == Set(hand.gradient), "gradient at \(time)")
    }
  }
}
