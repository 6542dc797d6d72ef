import Foundation
import Scenes
import Testing

@testable import MotionUI

/// SwiftUI APIs that real users' files used and the library lacked: `navigationBarHidden`,
/// UIKit's colours and images, dates in text, iOS 17's chained fills and strokes, and
/// `DisclosureGroup`. Each written as a user writes it, in the graph of a 400 × 300 canvas, and
/// checked against layouts worked by hand, Apple's documented colour values and strings.
@MainActor
struct APIBatchTests {
  /// The solid fills of the frame at `time`: each shape's bounds and colour.
  private func fills(_ graph: ViewGraph, at time: Double = 0) -> [(bounds: Rect, color: Scenes.Color)] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .fill(let shape, .solid(let color)) = command { return (shape.bounds, color) }
      return nil
    }
  }

  /// The texts the frame at `time` draws, in order.
  private func texts(_ graph: ViewGraph, at time: Double = 0) -> [String] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .text(let run) = command { return run.text }
      return nil
    }
  }

  private func close(_ a: Scenes.Color, _ b: Scenes.Color) -> Bool {
    abs(a.red - b.red) < 1e-3 && abs(a.green - b.green) < 1e-3 && abs(a.blue - b.blue) < 1e-3 && abs(a.alpha - b.alpha) < 1e-3
  }

  private func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Scenes.Color {
    Scenes.Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  // MARK: navigationBarHidden

  /// Hidden, the bar and its title are not drawn and the content has the whole canvas: a
  /// 40-point square centred at y = (300 − 40) / 2 = 130; shown, as before, below the 44-point
  /// bar and the 52-point title: centred in the 204 points left, y = 96 + 82 = 178. Hiding the
  /// back button changes nothing (none is drawn).
  @Test func navigationBarHiddenHidesTheTitleBar() {
    func layout(_ view: some View) -> (titles: [String], square: Rect?) {
      let graph = ViewGraph.probe(view)
      let square = fills(graph).first { $0.bounds.width == 40 }?.bounds
      return (texts(graph), square)
    }
    let square = Color.red.frame(width: 40, height: 40)
    let hidden = layout(NavigationStack { square.navigationTitle("Title").navigationBarHidden(true) })
    #expect(hidden.titles.isEmpty && hidden.square == Rect(x: 180, y: 130, width: 40, height: 40), "\(hidden)")
    let onTheContainer = layout(NavigationView { square.navigationBarTitle("Title") }.navigationBarHidden(true))
    #expect(onTheContainer.titles.isEmpty && onTheContainer.square == Rect(x: 180, y: 130, width: 40, height: 40))
    let shown = layout(NavigationStack { square.navigationTitle("Title").navigationBarHidden(false) })
    #expect(shown.titles == ["Title"] && shown.square == Rect(x: 180, y: 178, width: 40, height: 40), "\(shown)")
    // Written inside the titled view, as SwiftUI passes it up to the container too: hidden.
    let inside = layout(NavigationStack { VStack { square.navigationBarHidden(true) }.navigationTitle("Title") })
    #expect(inside.titles.isEmpty && inside.square == Rect(x: 180, y: 130, width: 40, height: 40), "\(inside)")
    let noBackButton = layout(NavigationStack { square.navigationTitle("Title").navigationBarBackButtonHidden(true) })
    #expect(noBackButton.titles == ["Title"] && noBackButton.square == Rect(x: 180, y: 178, width: 40, height: 40))
  }

  // MARK: UIColor

  /// UIKit's colours as Apple documents them: the fixed ones by their components (red 1, 0, 0;
  /// light grey 2/3; dark grey 1/3; orange 1, 0.5, 0), the system ones by the Human Interface
  /// Guidelines' sRGB values (system red (255, 59, 48), system grey 6 #F2F2F7, secondary label
  /// (60, 60, 67) at 60 %), and the dynamic ones in each appearance (system background white,
  /// black in dark; label black, white in dark).
  @Test func uiColorsAreUIKitsDocumentedValues() throws {
    let colors: [UIColor] = [
      .red, .lightGray, .darkGray, .orange, .systemRed, .systemGray6, .secondaryLabel, .systemBackground, .label,
      UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), UIColor(white: 0.25, alpha: 1), .systemBlue,
    ]
    let expected: [Scenes.Color] = [
      rgb(255, 0, 0), Scenes.Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1),
      Scenes.Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1), rgb(255, 127.5, 0), rgb(255, 59, 48), rgb(242, 242, 247),
      rgb(60, 60, 67, 0.6), rgb(255, 255, 255), rgb(0, 0, 0), Scenes.Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5),
      Scenes.Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1), rgb(0, 122, 255),
    ]
    func drawn(dark: Bool) -> [Scenes.Color] {
      let row = HStack(spacing: 0) {
        ForEach(colors.indices, id: \.self) { index in
          Color(uiColor: colors[index]).frame(width: 10, height: 10)
        }
      }
      return fills(ViewGraph.probe(row.colorScheme(dark ? .dark : .light))).map(\.color)
    }
    let light = drawn(dark: false)
    try #require(light.count == expected.count, "\(light)")
    for (index, color) in light.enumerated() {
      #expect(close(color, expected[index]), "\(index): \(color) is not \(expected[index])")
    }
    let dark = drawn(dark: true)
    try #require(dark.count == expected.count)
    #expect(close(dark[7], rgb(0, 0, 0)) && close(dark[8], rgb(255, 255, 255)), "\(dark)")
    // `Color(_:)` takes one too, as a user writes it.
    let unlabelled = fills(ViewGraph.probe(Color(UIColor.systemGray).frame(width: 10, height: 10)))
    #expect(unlabelled.count == 1 && close(unlabelled[0].color, rgb(142, 142, 147)))
  }

  // MARK: UIImage

  /// An asset image from UIKit is drawn as `Image("name")` draws a missing asset: a 20-point
  /// placeholder, centred at (200, 150), with one warning at the user's line; a symbol as
  /// `Image(systemName:)` draws it.
  @Test func aUIImageIsDrawnAsAMissingAssetOrItsSymbol() throws {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let line: UInt = #line + 1
    let asset = ViewGraph.probe(Image(uiImage: UIImage(named: "hero-of-api-batch")!)).frame(at: 0).commands
    let placeholder = ViewGraph.probe(Image("hero-of-api-batch")).frame(at: 0).commands
    #expect(asset == placeholder && asset.count == 1)
    if case .fill(let shape, _)? = asset.first {
      #expect(shape.bounds == Rect(x: 190, y: 140, width: 20, height: 20), "\(shape.bounds)")
    } else {
      Issue.record("not one fill: \(asset)")
    }
    #expect(warnings.first?.hasPrefix("MotionUITests/APIBatchTests.swift:\(line): warning: the image \"hero-of-api-batch\"") == true, "\(warnings)")
    let symbol = ViewGraph.probe(Image(uiImage: UIImage(systemName: "heart.fill")!)).frame(at: 0).commands
    #expect(symbol == ViewGraph.probe(Image(systemName: "heart.fill")).frame(at: 0).commands && !symbol.isEmpty)
  }

  // MARK: Dates in text

  /// The styles' strings as Apple's documentation of `Text.DateStyle` shows them: "June 3,
  /// 2019", "11:23 PM", a timer "2:05" or "3:02:05", "2 hours, 23 minutes", "+2 hours",
  /// "-3 months"; in a string literal too.
  @Test func aDateInTextIsShownInItsStyle() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone.current
    let june3 = try #require(calendar.date(from: DateComponents(year: 2019, month: 6, day: 3, hour: 23, minute: 23)))
    let now = Date()
    let threeMonthsAgo = try #require(calendar.date(byAdding: .month, value: -3, to: now)).addingTimeInterval(-3600)
    let view = VStack {
      Text(june3, style: .date)
      Text(june3, style: .time)
      Text(now.addingTimeInterval(-125), style: .timer)
      Text(now.addingTimeInterval(-(3 * 3600 + 2 * 60 + 5)), style: .timer)
      Text(now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 10)), style: .relative)
      Text(now.addingTimeInterval(2 * 3600 + 30), style: .offset)
      Text(threeMonthsAgo, style: .offset)
      Text("Ends in \(now.addingTimeInterval(-65), style: .timer)")
      Text(0.25, format: .percent)
      Text("Count: \(1234, format: .number.grouping(.never))")
    }
    #expect(
      texts(ViewGraph.probe(view)) == [
        "June 3, 2019", "11:23 PM", "2:05", "3:02:05", "2 hours, 23 minutes", "+2 hours", "-3 months", "Ends in 1:05", "25%",
        "Count: 1234",
      ])
  }

  /// Time in a timer text is the scene's: a date at the scene's epoch shown 90 seconds of
  /// scene time later is "1:30"; a date of the wall clock counts on with scene time from when the
  /// preview first showed it (65.2 s later: "1:05").
  @Test func aTimerTextCountsOnTheSceneClock() {
    let epoch = Date(timeIntervalSinceReferenceDate: 0)
    let start = Date()
    let graph = ViewGraph.probe(
      TimelineView(.animation) { _ in
        VStack {
          Text(epoch, style: .timer)
          Text(start, style: .timer)
        }
      })
    #expect(texts(graph, at: 0) == ["0:00", "0:00"])
    #expect(texts(graph, at: 65.2) == ["1:05", "1:05"])
    #expect(texts(graph, at: 90) == ["1:30", "1:30"])
  }

  /// A countdown ticks by itself, as SwiftUI's timer texts do, with no TimelineView and no
  /// state change: 65 seconds from the scene's epoch reads "1:05" at 0, "1:03" at 2 and 2.5 s
  /// (whole seconds left, rounded up), "1:02" at 3.5, "0:00" at 65 and "0:02" at 67 (counting
  /// up once past). A relative text also moves on. Both read what they read at 0 for ever.
  @Test func aTimerTextTicksByItself() {
    let end = Date(timeIntervalSinceReferenceDate: 65)
    let graph = ViewGraph.probe(Countdown(end: end))
    #expect(texts(graph, at: 0) == ["1:05", "1 minute, 5 seconds"])
    #expect(texts(graph, at: 2) == ["1:03", "1 minute, 3 seconds"])
    #expect(texts(graph, at: 2.5) == ["1:03", "1 minute, 3 seconds"])
    #expect(texts(graph, at: 3.5) == ["1:02", "1 minute, 2 seconds"])
    #expect(texts(graph, at: 65).first == "0:00")
    #expect(texts(graph, at: 67).first == "0:02")
    #expect(graph.bodyEvaluations < 200, "one body a second, not one a frame: \(graph.bodyEvaluations)")
  }

  // MARK: ShapeView

  /// iOS 17's chained fill and stroke: the shape filled, then stroked on top in the same frame
  /// (a 100-point circle centred in the canvas: bounds (150, 100, 100, 100)); `strokeBorder` on a
  /// fill strokes inside it, inset by half the line: a 10-point border's path is 90 points
  /// across at (155, 105).
  @Test func aFilledShapeCanBeStrokedOnTop() throws {
    let commands = ViewGraph.probe(Circle().fill(.blue).stroke(.black, lineWidth: 4).frame(width: 100, height: 100)).frame(at: 0).commands
    try #require(commands.count == 2, "\(commands)")
    guard case .fill(let disc, .solid(let blue)) = commands[0], case .stroke(let ring, let stroke, .solid(let black)) = commands[1] else {
      Issue.record("not a fill then a stroke: \(commands)")
      return
    }
    #expect(disc.bounds == Rect(x: 150, y: 100, width: 100, height: 100) && close(blue, rgb(0, 122, 255)))
    #expect(ring.bounds == Rect(x: 150, y: 100, width: 100, height: 100) && stroke.width == 4 && close(black, rgb(0, 0, 0)))

    let bordered = ViewGraph.probe(
      RoundedRectangle(cornerRadius: 8).fill(.yellow).strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)
    ).frame(at: 0).commands
    try #require(bordered.count == 2, "\(bordered)")
    if case .stroke(let border, let style, _) = bordered[1] {
      #expect(border.bounds == Rect(x: 155, y: 105, width: 90, height: 90) && style.width == 10, "\(border.bounds)")
    } else {
      Issue.record("no border: \(bordered)")
    }
    // Three deep, with a stroke style: fill, stroke, stroke, in that order.
    let three = ViewGraph.probe(
      Capsule().fill(.yellow).stroke(.blue, style: StrokeStyle(lineWidth: 8)).stroke(.red, lineWidth: 2).frame(width: 100, height: 40)
    ).frame(at: 0).commands
    let widths = three.compactMap { command -> Double? in
      if case .stroke(_, let stroke, _) = command { return stroke.width }
      return nil
    }
    #expect(three.count == 3 && widths == [8, 2], "\(three)")
  }

  /// A border whose width animates keeps its outer edge on the frame, as SwiftUI's (its inset
  /// shapes animate their amount with the width): 5 → 20 points, linearly over a second, is
  /// 8.75 wide at 0.25 s and 12.5 at 0.5 s, and its path is always 100 − width across, at
  /// 150 + width / 2 (a 100-point circle centred in the canvas).
  @Test func anAnimatedBorderKeepsItsOuterEdgeOnTheFrame() throws {
    let graph = ViewGraph.probe(WideningRing())
    #expect(graph.pressPrimaryControl(at: 0) != nil)
    for (time, width) in [(0.25, 8.75), (0.5, 12.5), (2.0, 20.0)] {
      graph.advance(to: time)
      guard case .stroke(let ring, let style, _) = graph.frame(at: time).commands.first else {
        Issue.record("no stroke at \(time)")
        continue
      }
      #expect(abs(style.width - width) < 1e-9, "\(time): \(style.width)")
      #expect(abs(ring.bounds.width + style.width - 100) < 1e-9 && abs(ring.bounds.minX - style.width / 2 - 150) < 1e-9,
        "\(time): \(ring.bounds)")
    }
  }

  // MARK: Bindings to elements, tags, sliders, text scale

  /// `ForEach($rows) { $row in … }` gives each row a binding to its element, as SwiftUI's: Space
  /// presses the first row's button, which turns its element on, which both the row and the
  /// summary below show; `List($rows, id:)` draws a row per element.
  @Test func forEachOverABindingGivesEachRowItsElement() {
    let graph = ViewGraph.probe(BoundRows())
    #expect(texts(graph) == ["off 1", "on 2", "01"])
    #expect(graph.pressPrimaryControl(at: 0) != nil)
    #expect(texts(graph, at: 0.5) == ["on 1", "on 2", "11"])
    #expect(texts(ViewGraph.probe(BoundList())) == ["1", "2"])
  }

  /// A tag is the view's however it is modified after (`.tag("b").padding()`): Apple's
  /// documentation of `tag(_:)` tags a tab view's content, which is then modified freely. With a
  /// String selection, "Show second" shows the second page.
  @Test func aTagPassesThroughTheModifiersAfterIt() {
    let graph = ViewGraph.probe(TaggedTabs())
    #expect(texts(graph).contains("First") && !texts(graph).contains("Second"))
    graph.pressPrimaryControl(at: 0)
    #expect(texts(graph, at: 2).contains("Second") && !texts(graph, at: 2).contains("First"))
  }

  /// The iOS 13 slider initialisers (deprecated in SwiftUI, which still has them) compile: the
  /// one with value labels draws them at the track's ends, "0" left of "1".
  @Test func theOlderSliderInitialisersDrawTheirEndLabels() {
    final class Box { var value = 0.5 }
    let box = Box()
    let value = Binding(get: { box.value }, set: { box.value = $0 })
    let graph = ViewGraph.probe(
      Slider(value: value, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") })
    #expect(texts(graph) == ["0", "1"])
    #expect(texts(ViewGraph.probe(Slider(value: value, in: 0...1, onEditingChanged: { _ in }) { Text("Level") })).isEmpty)
  }

  /// `textScale(.secondary)`, whose size Apple does not document, is drawn at the text's own
  /// size and says so once at its line; `.default` says nothing.
  @Test func textScaleSecondaryWarnsAtItsLine() {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let line: UInt = #line + 1
    let scaled = ViewGraph.probe(Text("Small").textScale(.secondary)).frame(at: 0).commands
    let plain = ViewGraph.probe(Text("Small").textScale(.default)).frame(at: 0).commands
    #expect(scaled == plain && !plain.isEmpty)
    #expect(warnings == ["MotionUITests/APIBatchTests.swift:\(line): warning: `.textScale(.secondary)` is drawn at the text's own size in the preview"], "\(warnings)")
  }

  // MARK: Storage by key and Observation

  /// `@AppStorage` is one value per key for every view that names it, as SwiftUI's: a tap on
  /// A's button counts in B's text too.
  @Test func appStorageIsSharedByKey() {
    KeyedStorage.reset()
    let graph = ViewGraph.probe(VStack { StoredCounter(); StoredReader() })
    #expect(texts(graph) == ["A 0", "B 0"])
    #expect(graph.pressPrimaryControl(at: 0) != nil)
    #expect(texts(graph, at: 0.5) == ["A 1", "B 1"])
  }

  /// iOS 17's Observation: `.environment(model)` puts an `@Observable` object where
  /// `@Environment(Model.self)` reads it, `@Bindable` makes bindings to its properties, and a
  /// write through one re-runs the bodies that read the property; `@Environment(Model.self)`
  /// as an optional is nil with no ancestor to give it.
  @Test func anObservableObjectInTheEnvironmentIsBoundAndFollowed() {
    let graph = ViewGraph.probe(TitleRoot())
    #expect(texts(graph) == ["Hello", "Title: Hello"])
    #expect(graph.pressPrimaryControl(at: 0) != nil)
    #expect(texts(graph, at: 0.5) == ["Hello!", "Title: Hello!"])
    #expect(texts(ViewGraph.probe(MaybeTitle())) == ["none"])
  }

  /// iOS 16's renamable title draws the bound text; iOS 17's `.placeholder` style is UIKit's
  /// `placeholderText`, (60, 60, 67) at 30 %; `.indexViewStyle(.page(backgroundDisplayMode:
  /// .always))` puts the page dots on a dark translucent capsule, `.never` on none.
  @Test func aTitleBindingThePlaceholderStyleAndThePageIndexBackground() throws {
    final class Box { var title = "Draft" }
    let box = Box()
    let title = Binding(get: { box.title }, set: { box.title = $0 })
    #expect(texts(ViewGraph.probe(NavigationStack { Color.clear.navigationTitle(title) })) == ["Draft"])
    let placeholder = fills(ViewGraph.probe(Rectangle().fill(.placeholder).frame(width: 10, height: 10)))
    #expect(placeholder.count == 1 && close(placeholder[0].color, rgb(60, 60, 67, 0.3)), "\(placeholder)")
    func capsules(_ mode: PageIndexViewStyle.BackgroundDisplayMode) -> Int {
      let graph = ViewGraph.probe(
        TabView { Color.white; Color.white }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: mode)))
      return fills(graph).filter { close($0.color, Scenes.Color(red: 0, green: 0, blue: 0, alpha: 0.25)) }.count
    }
    #expect(capsules(.always) == 1 && capsules(.never) == 0)
  }

  /// `TextEditor` draws its text from its top leading corner, 5 points in from the side and 8
  /// from the top (UITextView's insets: baseline 8 + 15.3), in all the space it is offered; a
  /// click gives it the keyboard under its own name, so that the window's Return types a new
  /// line there, which the text then wraps at.
  @Test func aTextEditorShowsItsLinesFromTheTopAndTakesTheKeyboard() {
    let graph = ViewGraph.probe(EditorHost())
    graph.advance(to: 0)
    let runs = graph.frame(at: 0).commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    #expect(runs.count == 1 && abs((runs.first?.origin.x ?? 0) - 5) < 1e-9 && abs((runs.first?.origin.y ?? 0) - 23.3) < 1e-9, "\(runs)")
    #expect(graph.tap(at: CGPoint(x: 200, y: 280), time: 0) == "text editor")
    graph.typeText("\n", at: 0.1)
    graph.typeText("World", at: 0.2)
    #expect(texts(graph, at: 0.3) == ["Hello", "World"])
  }

  /// `DatePicker`'s compact style: the title, then the date and the time, en_US, in UTC.
  /// Foundation's reference date is 1 January 2001 at midnight, UTC (Apple's documentation of
  /// `timeIntervalSinceReferenceDate`).
  @Test func aDatePickerShowsItsTitleDateAndTime() {
    let date = Binding.constant(Date(timeIntervalSinceReferenceDate: 0))
    #expect(texts(ViewGraph.probe(DatePicker("When", selection: date))) == ["When", "Jan 1, 2001", "12:00 AM"])
    #expect(texts(ViewGraph.probe(DatePicker("Day", selection: date, displayedComponents: .date))) == ["Day", "Jan 1, 2001"])
  }

  // MARK: DisclosureGroup

  /// The default style: "Items" (17-point body: a line 1.2 × 17 = 20.4 high with the probe's
  /// metrics, taller than the 17-point chevron) on the leading side of a row 300 wide and a
  /// chevron in the tint on its trailing side; collapsed, only the row. A tap on the row expands
  /// it with an animation; then the 40-point content is below the row, 8 points down, leading:
  /// the group 20.4 + 8 + 40 = 68.4 high at y = (300 − 68.4) / 2 = 115.8, the content at
  /// y = 115.8 + 28.4 = 144.2.
  @Test func aDisclosureGroupExpandsWhenItsRowIsTapped() throws {
    let graph = ViewGraph.probe(
      DisclosureGroup("Items") { Color.red.frame(width: 40, height: 40) }.frame(width: 300))
    let red = rgb(255, 59, 48)
    #expect(texts(graph) == ["Items"])
    #expect(!fills(graph).contains { close($0.color, red) })
    #expect(fills(graph).contains { close($0.color, rgb(0, 122, 255)) }, "the chevron, in the tint")
    graph.advance(to: 1)
    graph.tap(at: CGPoint(x: 100, y: 150), time: 1)
    #expect(graph.isAnimating(at: 1.05), "expanded with an animation")
    let square = fills(graph, at: 3).first { close($0.color, red) }
    #expect(square?.bounds == Rect(x: 50, y: 144.2, width: 40, height: 40), "\(String(describing: square))")
    // A tap on the row (now 115.8 to 136.2) collapses it again.
    graph.tap(at: CGPoint(x: 100, y: 126), time: 4)
    #expect(!fills(graph, at: 6).contains { close($0.color, red) })
  }

  /// A style of the user's own draws from the configuration and sets its binding: the caller's
  /// `isExpanded` state.
  @Test func aDisclosureGroupStyleOfYourOwnDrawsTheConfiguration() {
    let graph = ViewGraph.probe(ShowHideGroup())
    #expect(texts(graph) == ["Show", "Advanced"])
    _ = graph.pressPrimaryControl(at: 1)
    #expect(texts(graph, at: 2) == ["Hide", "Advanced", "Details"])
  }
}

private struct ShowHideStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Button(configuration.isExpanded ? "Hide" : "Show") { configuration.isExpanded.toggle() }
      configuration.label
      if configuration.isExpanded {
        configuration.content
      }
    }
  }
}

private struct ShowHideGroup: View {
  @State private var expanded = false
  var body: some View {
    DisclosureGroup(isExpanded: $expanded) {
      Text("Details")
    } label: {
      Text("Advanced")
    }
    .disclosureGroupStyle(ShowHideStyle())
  }
}

private struct Countdown: View {
  let end: Date
  var body: some View {
    VStack {
      Text(end, style: .timer)
      Text(end, style: .relative)
    }
  }
}

private struct WideningRing: View {
  @State private var wide = false
  var body: some View {
    Circle()
      .strokeBorder(Color.blue, lineWidth: wide ? 20 : 5)
      .frame(width: 100, height: 100)
      .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
  }
}

private struct BoundRow: Identifiable {
  let id: Int
  var isOn: Bool
}

private struct BoundRows: View {
  @State private var rows = [BoundRow(id: 1, isOn: false), BoundRow(id: 2, isOn: true)]
  var body: some View {
    VStack {
      ForEach($rows) { $row in
        Button(row.isOn ? "on \(row.id)" : "off \(row.id)") { row.isOn.toggle() }
      }
      Text(rows.map { $0.isOn ? "1" : "0" }.joined())
    }
  }
}

private struct BoundList: View {
  @State private var rows = [BoundRow(id: 1, isOn: false), BoundRow(id: 2, isOn: true)]
  var body: some View {
    List($rows, id: \.id) { $row in Text("\(row.id)") }
  }
}

private struct TaggedTabs: View {
  @State private var selection = "a"
  var body: some View {
    VStack {
      Button("Show second") { selection = "b" }
      TabView(selection: $selection) {
        Text("First").tag("a").padding()
        Text("Second").tag("b").padding()
      }
    }
  }
}

private struct StoredCounter: View {
  @AppStorage("taps") private var taps = 0
  var body: some View { Button("A \(taps)") { taps += 1 } }
}

private struct StoredReader: View {
  @AppStorage("taps") private var taps = 0
  var body: some View { Text("B \(taps)") }
}

@Observable private final class TitleModel {
  var title = "Hello"
}

private struct TitleEditor: View {
  @Binding var text: String
  var body: some View { Button(text) { text += "!" } }
}

private struct TitleRow: View {
  @Bindable var model: TitleModel
  var body: some View { TitleEditor(text: $model.title) }
}

private struct TitleScreen: View {
  @Environment(TitleModel.self) private var model
  var body: some View {
    VStack {
      TitleRow(model: model)
      Text("Title: \(model.title)")
    }
  }
}

private struct TitleRoot: View {
  @State private var model = TitleModel()
  var body: some View { TitleScreen().environment(model) }
}

private struct MaybeTitle: View {
  @Environment(TitleModel.self) private var model: TitleModel?
  var body: some View { Text(model?.title ?? "none") }
}

private struct EditorHost: View {
  @State private var text = "Hello"
  var body: some View { TextEditor(text: $text) }
}
