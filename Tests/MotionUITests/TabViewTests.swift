import Scenes
import Testing

@testable import MotionUI

/// `TabView` in the graph of a 400 × 300 canvas, against iOS's layout: the selected tab above a
/// 49-point bar whose item a click selects; pages side by side that slide to the selection with
/// the animation; a bar hidden by a tab's `.toolbar(.hidden, for: .tabBar)`.
@MainActor
struct TabViewTests {
  private let red = Scenes.Color(red: 1, green: 0, blue: 0)
  private let blue = Scenes.Color(red: 0, green: 0, blue: 1)
  private let barGrey = Scenes.Color(red: 0.976, green: 0.976, blue: 0.976)

  @Test func theSelectedTabShowsAboveTheBarAndAClickOnAnItemSelectsItsTab() {
    let graph = ViewGraph.probe(Tabs(hidesBar: false))
    // Tab 1 (blue) is selected: it fills the 251 points above the bar, and tab 0 (red) is not
    // drawn. The bar is 49 points high at the bottom.
    #expect(graph.filledBounds(of: blue, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 251)])
    #expect(graph.filledBounds(of: red, at: 0).isEmpty)
    #expect(graph.filledBounds(of: barGrey, at: 0) == [Rect(x: 0, y: 251, width: 400, height: 49)])
    // A click on the first item (the left half of the bar) selects tab 0.
    #expect(graph.tap(at: CGPoint(x: 100, y: 280), time: 1) != nil)
    #expect(graph.filledBounds(of: red, at: 1) == [Rect(x: 0, y: 0, width: 400, height: 251)])
    #expect(graph.filledBounds(of: blue, at: 1).isEmpty)
  }

  @Test func aTabThatHidesTheBarTakesTheWholeHeight() {
    let graph = ViewGraph.probe(Tabs(hidesBar: true))
    #expect(graph.filledBounds(of: blue, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: barGrey, at: 0).isEmpty)
  }

  @Test func pagesStandSideBySideAndSlideToTheSelectionWithTheAnimation() {
    let graph = ViewGraph.probe(Pages())
    #expect(graph.filledBounds(of: red, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    // Selecting page 1 in a linear second: half way, page 0 is half out on the left and page 1
    // half in from the right; then page 1 alone.
    _ = graph.pressPrimaryControl(at: 1)
    #expect(graph.filledBounds(of: red, at: 1.5) == [Rect(x: -200, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: blue, at: 1.5) == [Rect(x: 200, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: blue, at: 2.5) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    // `.never`: no dots (the default style draws two white ones).
    #expect(graph.filledBounds(of: Scenes.Color(red: 1, green: 1, blue: 1), at: 2.5).isEmpty)
    let dotted = ViewGraph.probe(TabView { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }.tabViewStyle(.page))
    #expect(dotted.filledBounds(of: Scenes.Color(red: 1, green: 1, blue: 1), at: 0).count == 1)
  }

  /// An `.animation(_:value:)` on the tab view slides its pages as a `withAnimation` does
  /// (Apple: it "applies the given animation to this view when the specified value changes");
  /// the page used to jump.
  @Test func anAnimationForTheSelectionSlidesThePages() {
    let graph = ViewGraph.probe(Pages(animatesByValue: true))
    _ = graph.pressPrimaryControl(at: 1)
    #expect(graph.filledBounds(of: red, at: 1.5) == [Rect(x: -200, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: blue, at: 1.5) == [Rect(x: 200, y: 0, width: 400, height: 300)])
    #expect(graph.filledBounds(of: blue, at: 2.5) == [Rect(x: 0, y: 0, width: 400, height: 300)])
  }
}

private struct Tabs: View {
  let hidesBar: Bool
  @State private var tab = 1
  var body: some View {
    TabView(selection: $tab) {
      Color(red: 1, green: 0, blue: 0).tabItem { Label("One", systemImage: "star") }.tag(0)
      Color(red: 0, green: 0, blue: 1).toolbar(hidesBar ? .hidden : .visible, for: .tabBar).tabItem { Label("Two", systemImage: "heart") }.tag(1)
    }
  }
}

private struct Pages: View {
  /// The selection animates by `.animation(_:value:)` on the tab view, not `withAnimation`.
  var animatesByValue = false
  @State private var page = 0
  var body: some View {
    let tabs = TabView(selection: $page) {
      Color(red: 1, green: 0, blue: 0).tag(0)
      Color(red: 0, green: 0, blue: 1).tag(1)
    }
    .tabViewStyle(.page(indexDisplayMode: .never))
    ZStack {
      if animatesByValue { tabs.animation(.linear(duration: 1), value: page) } else { tabs }
      Button("Next") {
        if animatesByValue { page = 1 } else { withAnimation(.linear(duration: 1)) { page = 1 } }
      }
      .opacity(0)
    }
  }
}
