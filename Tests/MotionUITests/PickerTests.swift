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
