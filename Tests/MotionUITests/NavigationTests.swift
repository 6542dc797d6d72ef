import Foundation
import Scenes
import Testing

@testable import MotionUI

/// `NavigationLink` and the APIs users' files asked for with it (`presentationMode`,
/// `navigationBarItems`, the deprecated `TextField` and `Picker` initialisers, `onDelete`,
/// `GroupBox` labels, `UIBezierPath`…), each written as a user writes it, in the graph of a
/// 400 × 300 canvas with fixed text metrics (a 17-point body character is 8.5 points wide, a
/// text as wide as its characters rounded up to a whole point, a line 20.4 high with its
/// baseline 1.7 + 13.6 = 15.3 below its top), checked against layouts worked by hand
/// and Apple's documented examples.
@MainActor
struct NavigationTests {
  /// Each text the frame at `time` draws, with the left end of its baseline and its colour.
  private func texts(_ graph: ViewGraph, at time: Double) -> [(text: String, x: Double, y: Double, color: Scenes.Color?)] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      guard case .text(let run) = command else { return nil }
      var color: Scenes.Color?
      if case .solid(let c) = run.paint { color = c }
      return (run.text, run.origin.x, run.origin.y, color)
    }
  }

  private func text(_ string: String, _ graph: ViewGraph, at time: Double) -> (x: Double, y: Double)? {
    texts(graph, at: time).first { $0.text == string }.map { ($0.x, $0.y) }
  }

  // MARK: Push and pop

  /// "Open" (4 × 8.5 = 34 wide) is centred: x = (400 − 34) / 2 = 183, baseline (300 − 20.4) / 2
  /// + 15.3 = 155.1. Space presses the link, which pushes "Detail" (51 wide): after the push it
  /// is centred below the 44-point bar, x = 174.5, baseline 44 + (256 − 20.4) / 2 + 15.3 =
  /// 177.1, and the source has moved a third of the canvas left, 183 − 400 / 3. On the way, a
  /// critically damped spring of response 0.35 s (ω = 2π / 0.35) leaves (1 + ωt)e^(−ωt) of the
  /// way: at 0.1 s 2.795 × 0.1661 = 46.4 %, 185.7 points; at 0.35 s 7.2832 × 0.0018674 = 1.4 %,
  /// 5.44 points. (The library steps SwiftUI's spring as SwiftUI does, which parts from this
  /// closed form by up to 1.5 % of the way, 6 points at 0.1 s: 2 % of tolerance, 8 points.)
  /// The back button ("Back", in the bar at the leading edge) pops: "Detail" leaves and "Open"
  /// comes back to 183.
  @Test func aLinkPushesItsDestinationAndTheBackButtonPops() throws {
    let graph = ViewGraph.probe(NavigationStack { NavigationLink("Open") { Text("Detail") } })
    let open = try #require(text("Open", graph, at: 0))
    #expect(abs(open.x - 183) < 1e-9 && abs(open.y - 155.1) < 1e-9, "\(open)")
    #expect(text("Detail", graph, at: 0) == nil)

    #expect(graph.pressPrimaryControl(at: 0) == "NavigationLink")
    let start = try #require(text("Detail", graph, at: 0.01))
    #expect(start.x > 300, "\(start)")
    let omega = 2 * Double.pi / 0.35
    for time in [0.1, 0.35] {
      let left = (1 + omega * time) * exp(-omega * time)
      let detail = try #require(text("Detail", graph, at: time))
      #expect(abs(detail.x - (174.5 + 400 * left)) < 8, "\(time): \(detail)")
    }
    #expect(abs(174.5 + 400 * (1 + 2 * Double.pi) * exp(-2 * Double.pi) - 179.94) < 0.01)
    let source = try #require(text("Open", graph, at: 0.35))
    #expect(source.x < 183 - 120, "the source moves left: \(source)")

    let pushed = try #require(text("Detail", graph, at: 2))
    #expect(abs(pushed.x - 174.5) < 0.01 && abs(pushed.y - 177.1) < 0.01, "\(pushed)")
    let under = try #require(text("Open", graph, at: 2))
    #expect(abs(under.x - (183 - 400.0 / 3)) < 0.01, "\(under)")
    let back = try #require(text("Back", graph, at: 2))
    #expect(back.x < 60 && back.y > 0 && back.y < 44, "\(back)")

    // The covered source takes no taps: a tap where "Open" was hits the pushed page.
    #expect(graph.tap(at: CGPoint(x: 200, y: 150), time: 2) == nil)
    #expect(graph.tap(at: CGPoint(x: back.x + 10, y: 22), time: 2) == "Back button")
    let popping = try #require(text("Detail", graph, at: 2.1))
    #expect(popping.x > 174.5 + 100, "\(popping)")
    #expect(text("Detail", graph, at: 4) == nil)
    let home = try #require(text("Open", graph, at: 4))
    #expect(abs(home.x - 183) < 0.01)
  }

  /// A pushed view's own title is drawn large below its bar, as the root's is (16 points from
  /// the leading edge); its content is below both.
  @Test func aPushedViewHasItsOwnTitle() throws {
    let graph = ViewGraph.probe(
      NavigationView {
        NavigationLink(destination: Text("Detail").navigationTitle("Second")) { Text("Open") }
          .navigationTitle("First")
      })
    #expect(Set(texts(graph, at: 0).map(\.text)) == ["First", "Open"])
    graph.pressPrimaryControl(at: 0)
    let title = try #require(text("Second", graph, at: 2))
    #expect(abs(title.x - 16) < 0.01, "\(title)")
    #expect(text("Back", graph, at: 2) != nil)
  }

  /// The source's state is kept while it is covered: a counter at 2 is still 2 after a push and
  /// a pop.
  @Test func theSourceKeepsItsStateWhilePushed() throws {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        NavigationStack {
          VStack {
            Button("Add") { count += 1 }
            Text("Count \(count)")
            NavigationLink("Open") { Text("Detail") }
          }
        }
      }
    }
    let graph = ViewGraph.probe(Counter())
    graph.pressPrimaryControl(at: 0)
    graph.pressPrimaryControl(at: 0.1)
    #expect(text("Count 2", graph, at: 0.2) != nil)
    // The column: three lines of 20.4 with 8 between, 77.2 high from y = 111.4: "Open" is the
    // third, its middle at 111.4 + 2 × 28.4 + 10.2 = 178.4.
    #expect(graph.tap(at: CGPoint(x: 200, y: 178.4), time: 0.2) == "NavigationLink")
    #expect(text("Detail", graph, at: 2) != nil)
    #expect(graph.tap(at: CGPoint(x: 20, y: 22), time: 2) == "Back button")
    #expect(text("Count 2", graph, at: 4) != nil && text("Detail", graph, at: 4) == nil)
  }

  /// `tag`/`selection` and `isActive`: a button that sets the binding pushes, the back button
  /// clears it (the root's text says so), and clearing it pops.
  @Test func bindingsPushAndPop() throws {
    struct Tagged: View {
      @State var selection: String?
      var body: some View {
        NavigationView {
          VStack {
            Button("Select") { selection = "a" }
            Text("Now \(selection ?? "none")")
            NavigationLink(destination: Text("Detail"), tag: "a", selection: $selection) { Text("Open") }
          }
        }
      }
    }
    let tagged = ViewGraph.probe(Tagged())
    tagged.pressPrimaryControl(at: 0)
    #expect(text("Detail", tagged, at: 2) != nil)
    #expect(tagged.tap(at: CGPoint(x: 20, y: 22), time: 2) == "Back button")
    #expect(text("Detail", tagged, at: 4) == nil && text("Now none", tagged, at: 4) != nil)

    struct Active: View {
      @State var active = false
      var body: some View {
        NavigationStack {
          VStack {
            Button("Toggle") { active.toggle() }
            NavigationLink(destination: Button("Close") { active = false }, isActive: $active) { Text("Open") }
          }
        }
      }
    }
    let active = ViewGraph.probe(Active())
    active.pressPrimaryControl(at: 0)
    #expect(text("Close", active, at: 2) != nil)
    // Space now presses the pushed page's button, which clears the binding: the page pops.
    #expect(active.pressPrimaryControl(at: 2) == "Button")
    #expect(text("Close", active, at: 4) == nil)
  }

  /// `dismiss` and `presentationMode` in a pushed view pop it; `isPresented` is true there and
  /// false at the root.
  @Test func presentationModeAndDismissPop() throws {
    struct Detail: View {
      @Environment(\.presentationMode) var presentation
      var body: some View {
        VStack {
          Button("Close") { presentation.wrappedValue.dismiss() }
          Text(presentation.wrappedValue.isPresented ? "presented" : "not presented")
        }
      }
    }
    struct Root: View {
      @Environment(\.presentationMode) var presentation
      var body: some View {
        NavigationStack {
          VStack {
            NavigationLink("Open") { Detail() }
            Text(presentation.wrappedValue.isPresented ? "root presented" : "root not presented")
          }
        }
      }
    }
    let graph = ViewGraph.probe(Root())
    #expect(text("root not presented", graph, at: 0) != nil)
    graph.pressPrimaryControl(at: 0)
    #expect(text("presented", graph, at: 2) != nil)
    #expect(graph.pressPrimaryControl(at: 2) == "Button")
    #expect(text("presented", graph, at: 4) == nil && text("Close", graph, at: 4) == nil)

    struct Dismissing: View {
      @Environment(\.dismiss) var dismiss
      var body: some View { Button("Done") { dismiss() } }
    }
    let other = ViewGraph.probe(NavigationStack { NavigationLink("Go") { Dismissing() } })
    other.pressPrimaryControl(at: 0)
    #expect(text("Done", other, at: 2) != nil)
    other.pressPrimaryControl(at: 2)
    #expect(text("Done", other, at: 4) == nil && text("Go", other, at: 4) != nil)
  }

  /// A link to a value pushes what the container's `navigationDestination(for:)` makes of it.
  @Test func aValueLinkPushesItsDestination() throws {
    let graph = ViewGraph.probe(
      NavigationStack {
        NavigationLink("Seven", value: 7)
          .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
      })
    graph.pressPrimaryControl(at: 0)
    #expect(text("Number 7", graph, at: 2) != nil)
  }

  /// Outside a navigation container a link draws its label and pushes nothing, with one
  /// warning at the user's line.
  @Test func aLinkOutsideAContainerWarnsOnce() throws {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let line: UInt = #line + 1
    let graph = ViewGraph.probe(NavigationLink("Lonely link") { Text("Nowhere") })
    graph.pressPrimaryControl(at: 0)
    graph.pressPrimaryControl(at: 0.5)
    #expect(text("Nowhere", graph, at: 1) == nil && text("Lonely link", graph, at: 1) != nil)
    let mine = warnings.filter { $0.hasPrefix("MotionUITests/NavigationTests.swift:\(line): warning:") }
    #expect(mine.count == 1, "\(warnings)")
  }

  /// Outside a list a link is drawn in the tint (iOS's blue, (0, 122, 255)); in a list's row in
  /// the primary colour, black, with a grey chevron at the row's trailing edge: the inset
  /// grouped row's content ends 20 + 20 points from the canvas's right, at x = 360.
  @Test func aLinkIsTintedOutsideAListAndHasAChevronInOne() throws {
    let blue = Scenes.Color(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    let alone = ViewGraph.probe(NavigationStack { NavigationLink("Link") { Text("D") } })
    let tinted = try #require(texts(alone, at: 0).first { $0.text == "Link" }?.color)
    #expect(abs(tinted.red - blue.red) < 0.01 && abs(tinted.green - blue.green) < 0.01 && abs(tinted.blue - blue.blue) < 0.01)

    let listed = ViewGraph.probe(NavigationStack { List { NavigationLink("Row") { Text("D") } } })
    let row = try #require(texts(listed, at: 0).first { $0.text == "Row" })
    let black = try #require(row.color)
    #expect(black.red == 0 && black.green == 0 && black.blue == 0, "\(black)")
    #expect(abs(row.x - 40) < 0.01, "\(row)")
    let commands = listed.frame(at: 0).commands
    let chevron = commands.compactMap { command -> Rect? in
      switch command {
      case .fill(let shape, _): return shape.bounds
      case .stroke(let shape, _, _): return shape.bounds
      default: return nil
      }
    }.filter { $0.width < 20 && $0.maxX > 340 && $0.maxX <= 360.01 }
    #expect(chevron.count == 1, "\(commands)")
    // Its row still pushes.
    #expect(listed.pressPrimaryControl(at: 0) == "NavigationLink")
    #expect(text("D", listed, at: 2) != nil)
  }

  // MARK: The bar's items and styles

  /// `navigationBarItems(trailing:)` draws "Add" (25.5 wide, 26 rounded up) 16 points from the
  /// trailing edge, x = 400 − 16 − 26 = 358, centred in the 44-point bar: baseline
  /// (44 − 20.4) / 2 + 15.3 = 27.1. The navigation view styles are accepted.
  @Test func barItemsAreDrawnInTheBar() throws {
    let graph = ViewGraph.probe(
      NavigationView {
        Text("Hi").navigationTitle("Tasks").navigationBarItems(trailing: Button("Add") {})
      }
      .navigationViewStyle(StackNavigationViewStyle()))
    let add = try #require(text("Add", graph, at: 0))
    #expect(abs(add.x - 358) < 0.01 && abs(add.y - 27.1) < 0.01, "\(add)")
    _ = ViewGraph.probe(NavigationView { Text("Hi") }.navigationViewStyle(.stack))
    _ = ViewGraph.probe(NavigationView { Text("Hi") }.navigationViewStyle(DefaultNavigationViewStyle()))
    let edit = ViewGraph.probe(EditButton())
    #expect(texts(edit, at: 0).map(\.text) == ["Edit"])
  }

  // MARK: Toolbars

  /// A toolbar's items are drawn where Apple's documentation of `ToolbarItemPlacement` puts them
  /// on iOS: `.navigationBarLeading` at the leading end, 16 points in ("Edit", x = 16);
  /// `.automatic` and a view that is no item at the trailing end ("Add", 26 wide:
  /// x = 400 − 16 − 26 = 358); `.principal` centred ("Mid", 26 wide: x = 187), each centred in
  /// the 44-point bar (baseline 27.1); `.bottomBar` in a 44-point toolbar at the bottom, a
  /// `Spacer` spreading a group ("Left" at x = 16, "Right", 42.5 → 43 wide, at 341; baseline
  /// 256 + 11.8 + 15.3 = 283.1); `.keyboard` nowhere. The items in an `if` follow its branch.
  /// A tap on "Add" runs its action.
  @Test func toolbarItemsAreDrawnWhereTheirPlacementsPutThem() throws {
    final class Taps { var count = 0 }
    let taps = Taps()
    func page(showsMid: Bool) -> some View {
      NavigationStack {
        Text("Body").toolbar {
          ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
          Button("Add") { taps.count += 1 }
          if showsMid {
            ToolbarItem(placement: .principal) { Text("Mid") }
          } else {
            ToolbarItem(placement: .principal) { Text("Other") }
          }
          ToolbarItemGroup(placement: .bottomBar) {
            Text("Left")
            Spacer()
            Text("Right")
          }
          ToolbarItem(placement: .keyboard) { Text("Done") }
        }
      }
    }
    let graph = ViewGraph.probe(page(showsMid: true))
    let expected: [(String, Double, Double)] = [
      ("Edit", 16, 27.1), ("Add", 358, 27.1), ("Mid", 187, 27.1), ("Left", 16, 283.1), ("Right", 341, 283.1),
    ]
    for (string, x, y) in expected {
      let found = try #require(text(string, graph, at: 0), "\(string)")
      #expect(abs(found.x - x) < 0.01 && abs(found.y - y) < 0.01, "\(string): \(found)")
    }
    #expect(text("Done", graph, at: 0) == nil && text("Other", graph, at: 0) == nil)
    #expect(graph.tap(at: CGPoint(x: 370, y: 22), time: 0) != nil)
    #expect(taps.count == 1)
    let other = ViewGraph.probe(page(showsMid: false))
    #expect(text("Other", other, at: 0) != nil && text("Mid", other, at: 0) == nil)
  }

  /// The page is laid out between its bars: with a bottom toolbar alone, "Body" is centred in
  /// the 300 − 44 = 256 points above it (baseline (256 − 20.4) / 2 + 15.3 = 133.1, where it is
  /// 155.1 without); bar items alone bring the 44-point bar, and the page below it (baseline
  /// 44 + (256 − 20.4) / 2 + 15.3 = 177.1).
  @Test func thePageIsLaidOutBetweenItsBars() throws {
    let bottom = ViewGraph.probe(
      NavigationStack { Text("Body").toolbar { ToolbarItem(placement: .bottomBar) { Text("Tools") } } })
    let raised = try #require(text("Body", bottom, at: 0))
    #expect(abs(raised.x - 183) < 0.01 && abs(raised.y - 133.1) < 0.01, "\(raised)")
    let top = ViewGraph.probe(NavigationStack { Text("Body").toolbar { Button("Add") {} } })
    let lowered = try #require(text("Body", top, at: 0))
    #expect(abs(lowered.y - 177.1) < 0.01, "\(lowered)")
  }

  /// A hidden navigation bar hides its items with it (`navigationBarHidden(true)`, and
  /// `toolbar(.hidden, for: .navigationBar)`), and the page takes the whole height again.
  @Test func aHiddenBarHidesItsItems() throws {
    for graph in [
      ViewGraph.probe(NavigationStack { Text("Body").toolbar { Button("Add") {} }.navigationBarHidden(true) }),
      ViewGraph.probe(NavigationStack { Text("Body").toolbar { Button("Add") {} }.toolbar(.hidden, for: .navigationBar) }),
    ] {
      #expect(text("Add", graph, at: 0) == nil)
      let body = try #require(text("Body", graph, at: 0))
      #expect(abs(body.y - 155.1) < 0.01, "\(body)")
    }
  }

  /// A pushed page that hides its back button (`navigationBarBackButtonHidden`) draws its own
  /// Cancel at the leading end instead (x = 16), which pops it; a `.principal` item takes the
  /// inline title's place ("Custom", 51 wide, centred at 174.5; "Hidden" is not drawn). A page
  /// that keeps its back button draws its leading items after it.
  @Test func aPushedPageMayHideItsBackButton() throws {
    struct Detail: View {
      @Environment(\.dismiss) var dismiss
      var body: some View {
        Text("Detail")
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            ToolbarItem(placement: .principal) { Text("Custom") }
          }
          .navigationBarTitleDisplayMode(.inline)
          .navigationTitle("Hidden")
      }
    }
    let graph = ViewGraph.probe(NavigationStack { NavigationLink("Open") { Detail() } })
    #expect(graph.pressPrimaryControl(at: 0) == "NavigationLink")
    #expect(text("Back", graph, at: 2) == nil && text("Hidden", graph, at: 2) == nil)
    let cancel = try #require(text("Cancel", graph, at: 2))
    #expect(abs(cancel.x - 16) < 0.01 && abs(cancel.y - 27.1) < 0.01, "\(cancel)")
    let custom = try #require(text("Custom", graph, at: 2))
    #expect(abs(custom.x - 174.5) < 0.01 && abs(custom.y - 27.1) < 0.01, "\(custom)")
    #expect(graph.tap(at: CGPoint(x: 30, y: 22), time: 2) != nil)
    #expect(text("Detail", graph, at: 4) == nil)
    let home = try #require(text("Open", graph, at: 4))
    #expect(abs(home.x - 183) < 0.01)

    let kept = ViewGraph.probe(
      NavigationStack {
        NavigationLink("Open") { Text("Detail").toolbar { ToolbarItem(placement: .topBarLeading) { Text("Item") } } }
      })
    kept.pressPrimaryControl(at: 0)
    let back = try #require(text("Back", kept, at: 2))
    let item = try #require(text("Item", kept, at: 2))
    #expect(item.x >= back.x + 34 + 8 && abs(item.y - back.y) < 0.01, "\(back) \(item)")
  }

  // MARK: Older initialisers

  /// The deprecated `TextField` with `onEditingChanged`/`onCommit` draws as the plain one, and
  /// `Picker(selection:label:content:)` as the closures' form.
  @Test func deprecatedInitialisersDrawAsTheCurrentOnes() {
    let name = Binding.constant("")
    let old = ViewGraph.probe(TextField("Name", text: name, onEditingChanged: { _ in }, onCommit: {})).frame(at: 0).commands
    let new = ViewGraph.probe(TextField("Name", text: name)).frame(at: 0).commands
    #expect(old == new && !old.isEmpty)
    let flavor = Binding.constant(0)
    let oldPicker = ViewGraph.probe(
      Picker(selection: flavor, label: Text("Flavor")) {
        Text("Chocolate").tag(0)
        Text("Vanilla").tag(1)
      }
    ).frame(at: 0).commands
    let newPicker = ViewGraph.probe(
      Picker("Flavor", selection: flavor) {
        Text("Chocolate").tag(0)
        Text("Vanilla").tag(1)
      }
    ).frame(at: 0).commands
    #expect(oldPicker == newPicker && !oldPicker.isEmpty)
  }

  // MARK: Collections

  /// `remove(atOffsets:)` removes the elements at those offsets and keeps the others' order;
  /// `move(fromOffsets:toOffset:)` on Apple's documented example: the lowercase letters of
  /// "ABcDefgHIJKlmNO" moved to offset 2 give "ABcefglmDHIJKNO", to offset 15
  /// "ABDHIJKNOcefglm".
  @Test func offsetsRemoveAndMoveAsDocumented() {
    var items = ["A", "B", "C", "D", "E"]
    items.remove(atOffsets: IndexSet([1, 3]))
    #expect(items == ["A", "C", "E"])
    var none = [1, 2]
    none.remove(atOffsets: IndexSet())
    #expect(none == [1, 2])

    let start = Array("ABcDefgHIJKlmNO")
    let lowercase = IndexSet(start.indices.filter { start[$0].isLowercase })
    var letters = start
    letters.move(fromOffsets: lowercase, toOffset: 2)
    #expect(String(letters) == "ABcefglmDHIJKNO")
    letters = start
    letters.move(fromOffsets: lowercase, toOffset: 15)
    #expect(String(letters) == "ABDHIJKNOcefglm")
    // One element to the end and to the start: [1, 2, 3] with 1 before offset 3, then 3 before 0.
    var numbers = [1, 2, 3]
    numbers.move(fromOffsets: [0], toOffset: 3)
    #expect(numbers == [2, 3, 1])
    numbers.move(fromOffsets: [2], toOffset: 0)
    #expect(numbers == [1, 2, 3])
  }

  /// `onDelete` and `onMove` on a list's `ForEach` are kept, and its rows drawn as before.
  @Test func onDeleteAndOnMoveKeepTheRows() {
    let items = ["A", "B", "C"]
    let plain = ViewGraph.probe(List { ForEach(items, id: \.self) { Text($0) } }).frame(at: 0).commands
    let edited = ViewGraph.probe(
      List {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { _ in }
          .onMove { _, _ in }
      }
    ).frame(at: 0).commands
    #expect(plain == edited)
    #expect(texts(ViewGraph.probe(List { ForEach(items, id: \.self) { Text($0) }.onDelete(perform: nil) }), at: 0).map(\.text) == items)
  }

  // MARK: GroupBox, contentMargins, previewDevice, UIBezierPath

  /// A titled box draws its title in `.headline` (17-point semibold) above its content, one
  /// line and a stack's 8 points higher: baselines 28.4 apart; the three forms draw alike.
  @Test func aGroupBoxDrawsItsLabelAboveItsContent() throws {
    let titled = ViewGraph.probe(GroupBox("Title") { Text("Body") })
    let drawn = texts(titled, at: 0)
    #expect(drawn.map(\.text) == ["Title", "Body"])
    let (title, body) = (drawn[0], drawn[1])
    #expect(abs(title.x - body.x) < 1e-9 && abs(body.y - title.y - 28.4) < 1e-9, "\(drawn)")
    let labelled = ViewGraph.probe(GroupBox { Text("Body") } label: { Text("Title") }).frame(at: 0).commands
    let old = ViewGraph.probe(GroupBox(label: Text("Title")) { Text("Body") }).frame(at: 0).commands
    #expect(labelled == titled.frame(at: 0).commands && old == labelled)
    #expect(texts(ViewGraph.probe(GroupBox { Text("Body") }), at: 0).map(\.text) == ["Body"])
  }

  /// `contentMargins(24)` pads every edge by 24, as `contentMargins(.all, 24)`; `previewDevice`
  /// changes nothing.
  @Test func contentMarginsOfALengthAndPreviewDevice() {
    let square = Color.red.frame(width: 40, height: 40)
    let one = ViewGraph.probe(square.contentMargins(24).background(Color.blue)).filledRects(at: 0)
    #expect(one.first == Rect(x: 156, y: 106, width: 88, height: 88), "\(one)")
    let device = ViewGraph.probe(square.previewDevice("iPhone 12 mini")).filledRects(at: 0)
    let noDevice = ViewGraph.probe(square.previewDevice(PreviewDevice(rawValue: "iPhone 15"))).filledRects(at: 0)
    #expect(device == [Rect(x: 180, y: 130, width: 40, height: 40)] && noDevice == device)
  }

  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` in (0, 0, 200, 60) with the top
  /// corners and the bottom-left rounded by 16: the bottom-right corner is square (its point
  /// inside), the others cut (points 2 in from them outside); the bounds are the rectangle.
  /// A radius above half the height is clamped to 30. `UIRectCorner`'s raw values are UIKit's.
  @Test func uiBezierPathRoundsTheCornersItIsAsked() {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 60)
    let bubble = Path(
      UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight, .bottomLeft], cornerRadii: CGSize(width: 16, height: 16))
        .cgPath)
    #expect(bubble.boundingRect == rect)
    #expect(bubble.contains(CGPoint(x: 199, y: 59)))
    #expect(!bubble.contains(CGPoint(x: 1, y: 1)) && !bubble.contains(CGPoint(x: 199, y: 1)) && !bubble.contains(CGPoint(x: 1, y: 59)))
    #expect(bubble.contains(CGPoint(x: 100, y: 30)))
    // Clamped to 30: a corner's arc passes its diagonal r − r/√2 from each side, 4.7 for 16
    // and 8.8 for 30, so (7, 7) is inside the corner of 16 and outside the corner of 30.
    let clamped = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 100, height: 100)).cgPath)
    let sixteen = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 16, height: 16)).cgPath)
    #expect(sixteen.contains(CGPoint(x: 7, y: 7)) && !clamped.contains(CGPoint(x: 7, y: 7)))
    #expect(clamped.contains(CGPoint(x: 30, y: 1)))
    let all = Path(UIBezierPath(roundedRect: rect, cornerRadius: 16).cgPath)
    #expect(all.boundingRect == rect && !all.contains(CGPoint(x: 1, y: 1)))
    #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
    #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
  }
}
