import Scenes
import Testing

@testable import MotionUI

/// `List`, `Form` and `Section` as an iPhone draws them (iOS 17), against positions worked by
/// hand from the measures at the top of `List.swift`, on the 400 × 300 probe canvas with the
/// fixed text metrics (a line is 1.2 × the font's size, the baseline 0.8 × below its top;
/// `.footnote` is 13 points).
@MainActor
@Suite struct ListLayoutTests {
  static let red = Scenes.Color(red: 1, green: 0, blue: 0)
  static let green = Scenes.Color(red: 0, green: 1, blue: 0)
  static let blue = Scenes.Color(red: 0, green: 0, blue: 1)
  /// `systemGroupedBackground`, #F2F2F7.
  static let grey = Scenes.Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
  /// `secondarySystemGroupedBackground`, white.
  static let white = Scenes.Color(red: 1, green: 1, blue: 1)
  /// `UIColor.separator`, as `Divider` draws it.
  static let separator = Scenes.Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)

  private func text(_ graph: ViewGraph, at time: Double) -> [TextRun] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .text(let run) = command { return run }
      return nil
    }
  }

  private func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.origin.x - b.origin.x) < 1e-6 && abs(a.origin.y - b.origin.y) < 1e-6 && abs(a.size.width - b.size.width) < 1e-6
      && abs(a.size.height - b.size.height) < 1e-6
  }

  @Test func aGroupedListAtTheTopOfANavigationPageRunsItsBackgroundUnderTheBar() {
    // iOS: at the top of a list the bar is transparent, and a grouped list's grey fills the
    // screen, under the large title too. The bar and title take 44 + 52 = 96 points, so the grey
    // runs over (0, 0, 400, 96) as well as the list's own (0, 96, 400, 204). A view above the
    // list keeps the page's white there: the grey is the list's alone.
    let atTop = ViewGraph.probe(NavigationStack { List { Text("One") }.navigationTitle("T") })
    let grey = atTop.filledBounds(of: Self.grey, at: 0)
    #expect(grey.contains { close($0, Rect(x: 0, y: 0, width: 400, height: 96)) }, "\(grey)")
    #expect(grey.contains { close($0, Rect(x: 0, y: 96, width: 400, height: 204)) }, "\(grey)")
    let below = ViewGraph.probe(
      NavigationStack {
        VStack(spacing: 0) {
          Color.red.frame(height: 40)
          List { Text("One") }
        }
        .navigationTitle("T")
      })
    #expect(!below.filledBounds(of: Self.grey, at: 0).contains { $0.minY < 96 }, "\(below.filledBounds(of: Self.grey, at: 0))")
  }

  @Test func theRowsOfAListStandOneUnderAnotherInAWhiteGroupOnTheGroupedBackground() {
    // Inset grouped, the default: the grey background over the whole list; one section, 35
    // below the top, its group 20 in from each side (x 20, 360 wide). Rows of 20, 30 and 40
    // points of content are 44 (42 with their 11 + 11, under the minimum: the content centred,
    // 12 below the row's top), 52 and 62 high: rows at 35, 79 and 131, contents at 47, 90
    // and 142, 20 in from the group (x 40, 320 wide); the group 44 + 52 + 62 = 158 high.
    let graph = ViewGraph.probe(
      List {
        Color(red: 1, green: 0, blue: 0).frame(height: 20)
        Color(red: 0, green: 1, blue: 0).frame(height: 30)
        Color(red: 0, green: 0, blue: 1).frame(height: 40)
      })
    #expect(graph.filledBounds(of: Self.grey, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: Self.white, at: 0) == [Rect(x: 20, y: 35, width: 360, height: 158)])
    #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 40, y: 47, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.green, at: 0) == [Rect(x: 40, y: 90, width: 320, height: 30)])
    #expect(graph.filledBounds(of: Self.blue, at: 0) == [Rect(x: 40, y: 142, width: 320, height: 40)])
    // Separators in the last pixel of the first two rows (y 78 and 130), from the text's
    // leading edge (x 40) to the group's trailing edge (x 380); none under the last row.
    #expect(
      graph.filledBounds(of: Self.separator, at: 0) == [
        Rect(x: 40, y: 78, width: 340, height: 1), Rect(x: 40, y: 130, width: 340, height: 1),
      ])
  }

  @Test func theGroupIsARoundedRectangleOfRadiusTen() {
    let graph = ViewGraph.probe(List { Text("One") })
    graph.advance(to: 0)
    let groups = graph.frame(at: 0).commands.compactMap { command -> Scenes.Shape? in
      if case .fill(let shape, .solid(Self.white)) = command { return shape }
      return nil
    }
    #expect(groups.count == 1)
    // Not a plain rectangle (a path with its corners rounded), over the one 44-point row.
    if case .rect = groups.first { Issue.record("a square group, not a rounded one") }
    #expect(groups.first?.bounds == Rect(x: 20, y: 35, width: 360, height: 44))
  }

  @Test func eachViewOfASectionIsARowAndItsHeaderIsAboveItsGroupUppercaseInTheFootnoteStyle() {
    // F1: the rows of a section were drawn on top of each other and the header dropped. The
    // header's line, 13 × 1.2 = 15.6 high, is 30 below the top (its baseline half the 2.6 of
    // leading and the 10.4 of ascent lower, at 41.7), 20 in from the group (x 40); its group 7
    // below it, at 52.6; the rows at 52.6 and
    // 96.6 (contents 12 lower), a separator in the first's last pixel (95.6).
    let graph = ViewGraph.probe(
      List {
        Section("Fruit") {
          Color(red: 1, green: 0, blue: 0).frame(height: 20)
          ForEach(0..<1) { _ in Color(red: 0, green: 1, blue: 0).frame(height: 20) }
        }
      })
    let runs = text(graph, at: 0)
    #expect(runs.map(\.text) == ["FRUIT"])
    #expect(runs.first.map { abs($0.origin.x - 40) < 1e-6 && abs($0.origin.y - 41.7) < 1e-6 } == true, "\(runs.map { ($0.origin, $0.font.size) })")
    #expect(runs.first?.font.size == 13)
    // The secondary label colour: (60, 60, 67) at 60 %.
    if case .solid(let colour) = runs.first?.paint {
      #expect(abs(colour.alpha * (runs.first?.opacity ?? 1) - 0.6) < 1e-6)
    } else {
      Issue.record("the header is not in a solid colour")
    }
    #expect(close(graph.filledBounds(of: Self.white, at: 0).first, Rect(x: 20, y: 52.6, width: 360, height: 88)))
    #expect(close(graph.filledBounds(of: Self.red, at: 0).first, Rect(x: 40, y: 64.6, width: 320, height: 20)))
    #expect(close(graph.filledBounds(of: Self.green, at: 0).first, Rect(x: 40, y: 108.6, width: 320, height: 20)))
    let separators = graph.filledBounds(of: Self.separator, at: 0)
    #expect(separators.count == 1)
    #expect(close(separators.first, Rect(x: 40, y: 95.6, width: 340, height: 1)))
  }

  @Test func aFormsSectionsAreGroupsThirtyFivePointsApartAndAFooterIsBelowItsGroup() {
    // Two sections of one 20-point row each: groups at 35 (44 high) and 79 + 35 = 114; the
    // second's footer 7 below its group (158 + 7 = 165: baseline 165 + 1.3 + 10.4 = 176.7), as
    // written, 40 in.
    let graph = ViewGraph.probe(
      Form {
        Section { Color(red: 1, green: 0, blue: 0).frame(height: 20) }
        Section {
          Color(red: 0, green: 1, blue: 0).frame(height: 20)
        } footer: {
          Text("Note")
        }
      })
    #expect(
      graph.filledBounds(of: Self.white, at: 0) == [
        Rect(x: 20, y: 35, width: 360, height: 44), Rect(x: 20, y: 114, width: 360, height: 44),
      ])
    #expect(graph.filledBounds(of: Self.green, at: 0) == [Rect(x: 40, y: 126, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.separator, at: 0).isEmpty, "one row a section: no separator")
    let runs = text(graph, at: 0)
    #expect(runs.map(\.text) == ["Note"])
    #expect(runs.first.map { abs($0.origin.x - 40) < 1e-6 && abs($0.origin.y - 176.7) < 1e-6 } == true, "\(runs.map { ($0.origin, $0.font.size) })")
  }

  @Test func aFormIsInsetGroupedWhateverTheListStyleAround() {
    let graph = ViewGraph.probe(Form { Color(red: 1, green: 0, blue: 0).frame(height: 20) }.listStyle(.plain))
    #expect(graph.filledBounds(of: Self.grey, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 40, y: 47, width: 320, height: 20)])
  }

  @Test func aPlainListHasNoGroupedBackgroundAndItsRowsAreAsWideAsIt() {
    // No grey, no group; rows from the top: contents at 12 and 44 + 12 = 56, 20 in (x 20,
    // 360 wide); the separator in the first row's last pixel (43), from x 20 to the edge.
    func rows() -> some View {
      Group {
        Color(red: 1, green: 0, blue: 0).frame(height: 20)
        Color(red: 0, green: 1, blue: 0).frame(height: 20)
      }
    }
    for graph in [ViewGraph.probe(List { rows() }.listStyle(.plain)), ViewGraph.probe(List { rows() }.listStyle(PlainListStyle()))] {
      #expect(graph.filledBounds(of: Self.grey, at: 0).isEmpty)
      #expect(graph.filledBounds(of: Self.white, at: 0).isEmpty)
      #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 20, y: 12, width: 360, height: 20)])
      #expect(graph.filledBounds(of: Self.green, at: 0) == [Rect(x: 20, y: 56, width: 360, height: 20)])
      #expect(graph.filledBounds(of: Self.separator, at: 0) == [Rect(x: 20, y: 43, width: 380, height: 1)])
    }
  }

  @Test func theGroupedStyleIsSquareAndAsWideAsTheList() {
    let graph = ViewGraph.probe(List { Color(red: 1, green: 0, blue: 0).frame(height: 20) }.listStyle(.grouped))
    #expect(graph.filledBounds(of: Self.grey, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    #expect(graph.filledRects(at: 0).contains(Rect(x: 0, y: 35, width: 400, height: 44)))
    #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 20, y: 47, width: 360, height: 20)])
  }

  @Test func aRowsModifiersSetItsInsetsBackgroundAndSeparators() {
    // Zero insets: a 50-point content is the row (35 to 85), from the group's edge (x 20,
    // 360 wide). A red background fills the second row (85 to 129, the group's width). The
    // separator between them is hidden by the first row; the one under the second is drawn
    // (in its last pixel, 128, from 20 + 20 = 40).
    let graph = ViewGraph.probe(
      List {
        Color(red: 0, green: 0, blue: 1).frame(height: 50)
          .listRowInsets(EdgeInsets())
          .listRowSeparator(.hidden, edges: .bottom)
        Text("Two").listRowBackground(Color(red: 1, green: 0, blue: 0))
        Text("Three")
      })
    #expect(graph.filledBounds(of: Self.blue, at: 0) == [Rect(x: 20, y: 35, width: 360, height: 50)])
    #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 20, y: 85, width: 360, height: 44)])
    #expect(graph.filledBounds(of: Self.separator, at: 0) == [Rect(x: 40, y: 128, width: 340, height: 1)])
    // The top edge of the lower row hides it as well.
    let hiddenFromBelow = ViewGraph.probe(
      List {
        Text("One")
        Text("Two").listRowSeparator(.hidden, edges: .top)
      })
    #expect(hiddenFromBelow.filledBounds(of: Self.separator, at: 0).isEmpty)
  }

  @Test func listRowSpacingPutsItsPointsBetweenTwoAdjacentRowsOnly() {
    // Apple's example, `.listRowSpacing(10.0)` ("sets the vertical spacing between two adjacent
    // rows"), on two sections of two 20-point rows (44-point rows), the second with a header.
    // Section 1: rows at 35 and 35 + 44 + 10 = 89 (contents at 47 and 101), its group 35 to
    // 133 (98 high), the separator in the first row's last pixel (78). Section 2, headed: its
    // header's line 30 below the group above (163 to 178.6, no row spacing between sections),
    // its group 7 below that (185.6, no row spacing after a header): rows at 185.6 and 239.6,
    // contents at 197.6 and 251.6.
    func rows(_ red: Double) -> some View {
      Group {
        Color(red: red, green: 0, blue: 0).frame(height: 20)
        Color(red: 0, green: 1, blue: red).frame(height: 20)
      }
    }
    let graph = ViewGraph.probe(
      List {
        Section { rows(1) }
        Section("Two") { rows(0) }
      }
      .listRowSpacing(10.0))
    #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 40, y: 47, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Scenes.Color(red: 0, green: 1, blue: 1), at: 0) == [Rect(x: 40, y: 101, width: 320, height: 20)])
    let white = graph.filledBounds(of: Self.white, at: 0)
    #expect(white.count == 2)
    #expect(close(white.first, Rect(x: 20, y: 35, width: 360, height: 98)), "\(white)")
    #expect(close(white.last, Rect(x: 20, y: 185.6, width: 360, height: 98)), "\(white)")
    let black = graph.filledBounds(of: Scenes.Color(red: 0, green: 0, blue: 0), at: 0)
    #expect(close(black.first, Rect(x: 40, y: 197.6, width: 320, height: 20)), "\(black)")
    #expect(close(graph.filledBounds(of: Self.green, at: 0).first, Rect(x: 40, y: 251.6, width: 320, height: 20)))
    let separators = graph.filledBounds(of: Self.separator, at: 0)
    #expect(separators.count == 2)
    #expect(close(separators.first, Rect(x: 40, y: 78, width: 340, height: 1)), "\(separators)")
    // nil is the default: no space (rows at 35 and 79).
    let plain = ViewGraph.probe(List { rows(1) }.listRowSpacing(nil))
    #expect(plain.filledBounds(of: Scenes.Color(red: 0, green: 1, blue: 1), at: 0) == [Rect(x: 40, y: 91, width: 320, height: 20)])
  }

  @Test func aRowsSeparatorStartsAtItsTextUnlessTheRowSetsTheSeparatorGuides() {
    // iOS 16 and later: the separator starts at the leading edge of the row's text, and the
    // guides `listRowSeparatorLeading` / `listRowSeparatorTrailing` move its ends (Apple's
    // documentation of `HorizontalAlignment.listRowSeparatorLeading`). A plain list (rows as
    // wide as the list, 400; content 20 in; 44-point rows, separators in their last pixels,
    // 43, 87, 131 and 175):
    // 1. an image 30 wide, 10 points, then a text: the text at 20 + 30 + 10 = 60;
    // 2. a `Label` (its icon a square of the body size, 17, then SwiftUI's default spacing of 8):
    //    its title at 20 + 17 + 8 = 45;
    // 3. the same with Apple's override, `.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`:
    //    under the whole label, from 20;
    // 4. no text, the trailing guide at the trailing edge of a 100-point view: from 20 (the
    //    content's inset) to 120;
    // 5. a text alone, last: no separator under it.
    let graph = ViewGraph.probe(
      List {
        HStack(spacing: 10) {
          Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 20)
          Text("Title")
        }
        Label("Title", systemImage: "star.fill")
        Label("Title", systemImage: "star.fill")
          .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        Color(red: 0, green: 1, blue: 0).frame(width: 100, height: 20)
          .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
        Text("Last")
      }
      .listStyle(.plain))
    #expect(
      graph.filledBounds(of: Self.separator, at: 0) == [
        Rect(x: 60, y: 43, width: 340, height: 1), Rect(x: 45, y: 87, width: 355, height: 1),
        Rect(x: 20, y: 131, width: 380, height: 1), Rect(x: 20, y: 175, width: 100, height: 1),
      ])
    // A custom value (the zenn.dev write-up's `{ _ in 100 }`): 100 from the view's leading edge.
    let custom = ViewGraph.probe(
      List {
        Text("One").alignmentGuide(.listRowSeparatorLeading) { _ in 100 }
        Text("Two")
      })
    #expect(custom.filledBounds(of: Self.separator, at: 0) == [Rect(x: 140, y: 78, width: 240, height: 1)])
  }

  @Test func aRowInsertedWithAnimationFadesInAndTheRowsBelowAndTheGroupMoveWithIt() {
    // Rows 0 and 2 (20-point contents, 44-point rows: contents at 47 and 91); at 1 s row 1 is
    // inserted between them over a linear second: row 2's content moves from 91 to 135,
    // halfway (113) at 1.5 s, and the group grows from 88 to 132 high, 110 halfway.
    let graph = ViewGraph.probe(GrowingList(inserting: true))
    #expect(graph.filledBounds(of: Self.blue, at: 0.5) == [Rect(x: 40, y: 91, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.blue, at: 1.5) == [Rect(x: 40, y: 113, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.white, at: 1.5) == [Rect(x: 20, y: 35, width: 360, height: 110)])
    // Row 1 at its place (content at 91), through the default transition, `.opacity`: half.
    #expect(graph.filledBounds(of: Scenes.Color(red: 0, green: 1, blue: 0, alpha: 0.5), at: 1.5) == [Rect(x: 40, y: 91, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.blue, at: 2.5) == [Rect(x: 40, y: 135, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.white, at: 2.5) == [Rect(x: 20, y: 35, width: 360, height: 132)])
    #expect(graph.filledBounds(of: Self.separator, at: 2.5).count == 2)
  }

  @Test func aRowDeletedWithAnimationFadesOutAndTheRowsBelowMoveUp() {
    // Rows 0, 1 and 2; at 1 s row 1 goes: row 2's content from 135 to 91, 113 at 1.5 s.
    let graph = ViewGraph.probe(GrowingList(inserting: false))
    #expect(graph.filledBounds(of: Self.blue, at: 0.5) == [Rect(x: 40, y: 135, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.blue, at: 1.5) == [Rect(x: 40, y: 113, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.blue, at: 2.5) == [Rect(x: 40, y: 91, width: 320, height: 20)])
    #expect(graph.filledBounds(of: Self.green, at: 2.5).isEmpty)
  }

  @Test func aSectionOutsideAListIsItsHeaderContentAndFooterInTheStack() {
    // In a VStack (spacing 0): the header, the two rows and the footer, one under the other,
    // drawn as written (no list style): 10 + 20 + 30 + 10 = 70 high, centred in 300 (115).
    let graph = ViewGraph.probe(
      VStack(spacing: 0) {
        Section {
          Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 20)
          Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 30)
        } header: {
          Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        } footer: {
          Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        }
      })
    #expect(
      graph.filledBounds(of: Self.blue, at: 0) == [
        Rect(x: 195, y: 115, width: 10, height: 10), Rect(x: 195, y: 175, width: 10, height: 10),
      ])
    #expect(graph.filledBounds(of: Self.red, at: 0) == [Rect(x: 195, y: 125, width: 10, height: 20)])
    #expect(graph.filledBounds(of: Self.green, at: 0) == [Rect(x: 195, y: 145, width: 10, height: 30)])
  }

  @Test func textCaseSetsTheLettersCase() {
    let graph = ViewGraph.probe(VStack { Text("Mixed").textCase(.uppercase); Text("Mixed").textCase(.lowercase); Text("Mixed") })
    #expect(text(graph, at: 0).map(\.text) == ["MIXED", "mixed", "Mixed"])
  }
}

/// A list of rows 0 and 2, or 0, 1 and 2 (red, green, blue; 20 points each), into which row 1
/// is inserted (or from which it is deleted) at 1 s, in a linear second.
private struct GrowingList: View {
  let inserting: Bool
  @State private var items: [Int]
  init(inserting: Bool) {
    self.inserting = inserting
    _items = State(initialValue: inserting ? [0, 2] : [0, 1, 2])
  }
  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        Color(red: item == 0 ? 1 : 0, green: item == 1 ? 1 : 0, blue: item == 2 ? 1 : 0).frame(height: 20)
      }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        withAnimation(.linear(duration: 1)) { items = inserting ? [0, 1, 2] : [0, 2] }
      }
    }
  }
}
