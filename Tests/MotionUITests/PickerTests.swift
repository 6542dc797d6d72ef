import Scenes
import Testing

@testable import MotionUI

/// Pickers in the graph of a 400 × 300 canvas: the segmented control's track, thumb and taps,
/// and the menu style's selected option, against UIKit's measures (a 32-point track with corners
/// of 9, a white thumb inset by 2 with corners of 7).
@MainActor
struct PickerTests {
  /// The shapes filled (continuous rounded rectangles: outlines), by bounds and colour.
  private func fills(_ graph: ViewGraph, at time: Double) -> [(rect: Rect, color: Scenes.Color)] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .fill(let shape, .solid(let color)) = command { return (shape.bounds, color) }
      return nil
    }
  }

  private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
    graph.frame(at: time).commands.compactMap { command in
      if case .text(let run) = command { return run.text }
      return nil
    }
  }

  @Test func aSegmentedPickerDrawsItsOptionsOnATrackWithTheSelectedOnATapMovesTheThumb() throws {
    let graph = ViewGraph.probe(SegmentedDemo())
    // The picker is 300 wide (its frame) and 32 high, centred: its grey track at (50, 134);
    // three segments of (300 − 4) / 3 points from x = 52, the selected one's thumb white, 2
    // points in.
    let before = fills(graph, at: 0)
    let track = try #require(before.first)
    #expect(track.rect == Rect(x: 50, y: 134, width: 300, height: 32))
    #expect(abs(track.color.alpha - 0.12) < 1e-9)
    let white = Scenes.Color(red: 1, green: 1, blue: 1)
    let segment = 296.0 / 3
    let thumb = try #require(before.first { $0.color == white }, "\(before)")
    #expect(abs(thumb.rect.minX - 52) < 1e-9 && abs(thumb.rect.width - segment) < 1e-9 && thumb.rect.minY == 136)
    #expect(texts(graph, at: 0) == ["One", "Two", "Three"])
    // A tap in the middle of the third segment selects it: the thumb is under it.
    #expect(graph.tap(at: CGPoint(x: 52 + 2.5 * segment, y: 150), time: 1) != nil)
    let after = fills(graph, at: 1)
    let moved = try #require(after.first { $0.color == white }, "\(after)")
    #expect(abs(moved.rect.minX - (52 + 2 * segment)) < 1e-9)
  }

  @Test func aMenuPickerShowsTheSelectedOptionAndAForEachTagsItsViewsByID() {
    // Strings selected by a ForEach over strings: its ids are the selection's type.
    let graph = ViewGraph.probe(MenuDemo())
    #expect(texts(graph, at: 0) == ["Fast"])
    // The enum picker tags explicitly (its ForEach ids are strings, not the selection's type).
    let enums = ViewGraph.probe(EnumMenuDemo())
    #expect(texts(enums, at: 0) == ["beta"])
  }
  /// The text runs drawn, with their baseline origins and paints.
  private func runs(_ graph: ViewGraph, at time: Double) -> [TextRun] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .text(let run) = command { return run }
      return nil
    }
  }

  @Test func aMenuPickerInAFormRowShowsItsLabelLeadingAndItsOptionTrailingInTheSecondaryColour() throws {
    // A 400-wide form: its group 20 from each side, the row's content 20 further in, so from
    // x = 40 to x = 360. The label "Flavor" (6 × 8.5 = 51 wide in 17-point body text) at 40;
    // the option "Chocolate" (9 × 8.5 = 76.5, a text's width rounded up to 77), 4 points, then
    // the 9-point chevrons end at 360: the option starts at 360 − 9 − 4 − 77 = 270. The row is
    // 44 high, 35 below the top; the 20.4-point line centred in it (top 35 + 11.8), its baseline
    // 1.7 of half-leading and 13.6 of ascent lower: 62.1.
    let graph = ViewGraph.probe(FormPickerDemo())
    let drawn = runs(graph, at: 0)
    let label = try #require(drawn.first { $0.text == "Flavor" }, "\(drawn.map(\.text))")
    let option = try #require(drawn.first { $0.text == "Chocolate" })
    #expect(abs(label.origin.x - 40) < 1e-6 && abs(label.origin.y - 62.1) < 1e-6, "\(label.origin)")
    #expect(abs(option.origin.x - 270) < 1e-6 && abs(option.origin.y - 62.1) < 1e-6, "\(option.origin)")
    // The option in the secondary label colour (UIKit's secondaryLabel: #3C3C43 at 60 %).
    guard case .solid(let colour) = option.paint else { Issue.record("\(option.paint)"); return }
    #expect(abs(colour.red - 0.235) < 0.01 && abs(colour.blue - 0.263) < 0.01 && abs(colour.alpha - 0.6) < 0.01, "\(colour)")
    // labelsHidden() hides the label: the option alone, at the leading edge, as outside a form.
    let hidden = runs(ViewGraph.probe(FormPickerDemo(hidesLabel: true)), at: 0)
    #expect(!hidden.contains { $0.text == "Flavor" })
    #expect(hidden.first { $0.text == "Chocolate" }.map { abs($0.origin.x - 40) < 1e-6 } == true)
  }
}

private struct FormPickerDemo: View {
  var hidesLabel = false
  @State private var flavor = 0
  var body: some View {
    Form {
      if hidesLabel {
        picker.labelsHidden()
      } else {
        picker
      }
    }
  }
  private var picker: some View {
    Picker("Flavor", selection: $flavor) {
      Text("Chocolate").tag(0)
      Text("Vanilla").tag(1)
    }
  }
}

private struct SegmentedDemo: View {
  @State private var choice = 1
  var body: some View {
    Picker("Count", selection: $choice) {
      Text("One").tag(1)
      Text("Two").tag(2)
      Text("Three").tag(3)
    }
    .pickerStyle(.segmented)
    .frame(width: 300)
  }
}

private struct MenuDemo: View {
  @State private var speed = "Fast"
  var body: some View {
    Picker("Speed", selection: $speed) {
      ForEach(["Slow", "Fast"], id: \.self) { Text($0) }
    }
  }
}

private enum Letter: String, CaseIterable, Identifiable {
  case alpha, beta
  var id: String { rawValue }
}

private struct EnumMenuDemo: View {
  @State private var letter = Letter.beta
  var body: some View {
    Picker("Letter", selection: $letter) {
      ForEach(Letter.allCases) { Text($0.rawValue).tag($0) }
    }
  }
}
