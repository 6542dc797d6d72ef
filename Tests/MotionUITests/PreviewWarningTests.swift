import Scenes
import Testing

@testable import MotionUI

/// What the preview draws only in part says so once, at the user's line (issue 19: "one
/// warning, once, at the user's line"): `PreviewWarnings.once` keyed by file, line and message.
/// The common SF Symbols are drawn as shapes and say nothing.
@MainActor
@Suite(.serialized) struct PreviewWarningTests {
  /// Runs `body` with the warnings said during it collected.
  private func warnings(_ body: () -> Void) -> [String] {
    var said: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { said.append($0) }
    defer { PreviewWarnings.sink = saved }
    body()
    return said
  }

  /// Draws `view` at times 0 and 1, running every body again in between.
  private func drawTwice(_ view: some View) -> [DrawCommand] {
    let graph = ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    _ = graph.frame(at: 0)
    graph.invalidateAllBodies()
    graph.advance(to: 1)
    return graph.frame(at: 1).commands
  }

  @Test func aListSaysItDoesNotScrollOnceAtItsLine() {
    let (view, line) = (List { Text("a"); Text("b") }, #line)
    let said = warnings { _ = drawTwice(view) }
    #expect(said == ["MotionUITests/PreviewWarningTests.swift:\(line): warning: `List` is drawn as a column of its rows, without scrolling in the preview"])
  }

  @Test func aScrollViewAndAFormSayItOnceEachAtTheirLines() {
    let (scroll, scrollLine) = (ScrollView { Text("a") }, #line)
    let (form, formLine) = (Form { Text("b") }, #line)
    let said = warnings { _ = drawTwice(VStack { scroll; form }) }
    #expect(said.count == 2)
    #expect(said.contains { $0.hasPrefix("MotionUITests/PreviewWarningTests.swift:\(scrollLine): warning: `ScrollView`") })
    #expect(said.contains { $0.hasPrefix("MotionUITests/PreviewWarningTests.swift:\(formLine): warning: `Form` is drawn") })
  }

  @Test func aBlendModeAndAStylesShadowSayTheyAreNotDrawnAndTheViewIsDrawnAsWithout() {
    // (The modifiers say it when they are applied, in a body: here, inside `warnings`.)
    var commands: [DrawCommand] = []
    var (blendLine, shadowLine) = (0, 0)
    let said = warnings {
      let blended = Color.red.frame(width: 20, height: 20).blendMode(.multiply); blendLine = #line
      let shadowed = Rectangle().fill(Color.red.shadow(.drop(radius: 4))).frame(width: 20, height: 20); shadowLine = #line
      commands = drawTwice(VStack(spacing: 0) { blended; shadowed; Color.red.frame(width: 20, height: 20).blendMode(.normal) })
    }
    #expect(
      said == [
        "MotionUITests/PreviewWarningTests.swift:\(blendLine): warning: `.blendMode(.multiply)` is drawn in the normal blend mode in the preview",
        "MotionUITests/PreviewWarningTests.swift:\(shadowLine): warning: a style's `.shadow(.drop)` is drawn without its shadow in the preview",
      ])
    // Three red squares, as without the modifiers.
    let red = Color.red.resolved(in: EnvironmentValues()).scenes
    #expect(commands == (0..<3).map { .fill(.rect(Rect(x: 190, y: 120 + 20 * Double($0), width: 20, height: 20)), .solid(red)) })
  }

  @Test func anAlertSaysItIsNotDrawnOnlyWhenItIsAskedToShow() {
    // Hidden: nothing said. Shown (a press of the button): one warning at the alert's line; the
    // view is drawn as without it.
    let line = Alerting.line
    let graph = ViewGraph.probe(Alerting())
    let before = warnings { _ = graph.frame(at: 0) }
    #expect(before.isEmpty)
    let after = warnings {
      _ = graph.pressPrimaryControl(at: 1)
      graph.advance(to: 1)
      _ = graph.frame(at: 1)
    }
    #expect(after == ["MotionUITests/PreviewWarningTests.swift:\(line): warning: an alert is not drawn in the preview"])
  }

  @Test func anUnknownSymbolIsAPlaceholderAndOneWarningNamingIt() {
    let (view, line) = (Image(systemName: "figure.walk.motion"), #line)
    var commands: [DrawCommand] = []
    let said = warnings { commands = drawTwice(view) }
    #expect(said == ["MotionUITests/PreviewWarningTests.swift:\(line): warning: the symbol \"figure.walk.motion\" is drawn as a placeholder in the preview"])
    // The placeholder: one 17-point rounded square (the body font's size), centred.
    #expect(commands.count == 1)
    if case .fill(let shape, _) = commands.first {
      #expect(shape.bounds == Rect(x: 191.5, y: 141.5, width: 17, height: 17))
    }
  }

  nonisolated static let commonSymbols = [
    "heart", "heart.fill", "star", "star.fill", "bolt", "bolt.fill", "checkmark", "xmark", "play", "play.fill", "pause",
    "pause.fill", "arrow.right", "arrow.left", "arrow.up", "arrow.down", "arrow.up.right", "arrow.clockwise", "arrow.triangle.2.circlepath",
    "arrow.counterclockwise", "plus", "minus", "bell", "bell.fill", "gear", "trash", "trash.fill", "magnifyingglass",
    "forward.fill", "backward.fill", "forward.end.fill", "backward.end.fill", "stop.fill", "forward",
  ]

  /// Each common symbol is drawn in the body font's colour (primary: black) inside its 17-point
  /// square, filled or (the outline variants) stroked, without a warning.
  @Test(arguments: commonSymbols)
  func aCommonSymbolIsDrawnAsAShape(name: String) {
    var commands: [DrawCommand] = []
    let said = warnings { commands = drawTwice(Image(systemName: name)) }
    #expect(said.isEmpty, "\(said)")
    let square = Rect(x: 191.5, y: 141.5, width: 17, height: 17)
    let outlined = ["heart", "star", "bolt", "play", "bell", "trash", "forward"].contains(name)
    #expect(commands.count == 1)
    switch commands.first {
    case .fill(let shape, .solid(let color))? where !outlined:
      #expect(color.red == 0 && color.alpha == 1)
      let bounds = shape.bounds
      #expect(bounds.minX >= square.minX - 0.01 && bounds.maxX <= square.maxX + 0.01, "\(bounds)")
      #expect(bounds.minY >= square.minY - 0.01 && bounds.maxY <= square.maxY + 0.01, "\(bounds)")
      #expect(max(bounds.width, bounds.height) > 8, "\(bounds)")
    case .stroke(let outline, let stroke, .solid(let color))? where outlined:
      #expect(color.red == 0 && color.alpha == 1)
      // The stroke (17 × 0.08 wide) stays inside the square: the path is inset by half of it.
      let reach = stroke.width / 2
      let bounds = outline.bounds
      #expect(abs(stroke.width - 17 * 0.08) < 1e-9)
      #expect(bounds.minX - reach >= square.minX - 0.01 && bounds.maxX + reach <= square.maxX + 0.01, "\(bounds)")
      #expect(bounds.minY - reach >= square.minY - 0.01 && bounds.maxY + reach <= square.maxY + 0.01, "\(bounds)")
    default:
      Issue.record("\(name): \(commands)")
    }
  }
}

private struct Alerting: View {
  static let line = #line + 4
  @State private var shown = false
  var body: some View {
    Button("Show") { shown = true }
      .alert("Title", isPresented: $shown) { Button("OK") {} } message: { Text("Sure?") }
  }
}
