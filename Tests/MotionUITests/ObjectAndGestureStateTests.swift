import Scenes
import Testing

@testable import MotionUI

/// State that lives outside `@State`: a drag's `@GestureState`, an `ObservableObject`'s
/// `@Published` properties, an `@Observable` model. Positions are worked by hand from the layout
/// rules (a 20-point square centred in 400 × 300 sits at (190, 140)); body counts from which
/// views read what.
@MainActor
struct ObjectAndGestureStateTests {
  private func graph(_ view: some View) -> ViewGraph {
    ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
  }

  private func firstRect(_ graph: ViewGraph, at time: Double) -> Rect? {
    graph.frame(at: time).commands.lazy.compactMap { command -> Rect? in
      if case .fill(.rect(let rect), _) = command { return rect }
      return nil
    }.first
  }

  @Test func aDragMovesGestureStateAndItsEndResetsIt() {
    Draggable.ended = []
    let graph = graph(Draggable())
    #expect(graph.pointerDown(at: CGPoint(x: 200, y: 150), time: 0))
    // 5 points is under the minimum distance of 10: not a drag yet.
    graph.pointerMoved(to: CGPoint(x: 205, y: 150), time: 0.1)
    #expect(firstRect(graph, at: 0.1) == Rect(x: 190, y: 140, width: 20, height: 20))
    // Recognised: the state is the translation (30, 20), and the square follows at once.
    graph.pointerMoved(to: CGPoint(x: 230, y: 170), time: 0.2)
    #expect(firstRect(graph, at: 0.2) == Rect(x: 220, y: 160, width: 20, height: 20))
    // Released: onEnded sees the last translation, and the state returns to zero in its reset
    // transaction, linear over 1 s from 1.0: halfway at 1.5.
    graph.pointerUp(at: CGPoint(x: 230, y: 170), time: 1)
    #expect(Draggable.ended == [CGSize(width: 30, height: 20)])
    #expect(firstRect(graph, at: 1.5) == Rect(x: 205, y: 150, width: 20, height: 20))
    #expect(firstRect(graph, at: 2) == Rect(x: 190, y: 140, width: 20, height: 20))
  }

  @Test func aLongPressIsRecognisedOnTheSceneClockWhileHeld() {
    Holdable.log = []
    let graph = graph(Holdable())
    graph.pointerDown(at: CGPoint(x: 200, y: 150), time: 0)
    #expect(Holdable.log == ["pressing"])
    graph.advance(to: 0.5)
    #expect(firstRect(graph, at: 0.5)?.size.width == 20, "not yet: a second is needed")
    // Recognised at 1.0 with the pointer still down: the action runs and the press is over
    // (SwiftUI does not document which of the two it says first).
    graph.advance(to: 1)
    #expect(Holdable.log.count == 3 && Set(Holdable.log.dropFirst()) == ["performed", "released"])
    #expect(firstRect(graph, at: 1)?.size.width == 40)
    graph.pointerUp(at: CGPoint(x: 200, y: 150), time: 1.5)
    // A press released after half a second is not long enough.
    graph.pointerDown(at: CGPoint(x: 200, y: 150), time: 2)
    graph.pointerUp(at: CGPoint(x: 200, y: 150), time: 2.5)
    graph.advance(to: 4)
    #expect(Holdable.log.dropFirst(3) == ["pressing", "released"])
  }

  @Test func aLongPressesGestureStateResetsWhenItIsRecognisedWhileHeld() {
    // Apple's `LongPressGesture` example: the circle is red while the press is detected, and
    // turns green "when the gesture ends", at `minimumDuration`, the finger still down. It
    // stayed red until the release: the end reached on the scene clock reset nothing.
    let graph = graph(LongPressExample())
    let red = Color.red.resolved(in: EnvironmentValues()).scenes
    let green = Color.green.resolved(in: EnvironmentValues()).scenes
    graph.pointerDown(at: CGPoint(x: 200, y: 150), time: 0)
    #expect(graph.filledBounds(of: red, at: 0.5).count == 1)
    #expect(graph.filledBounds(of: green, at: 1.5).count == 1, "recognised at 1 s, still held")
    graph.pointerUp(at: CGPoint(x: 200, y: 150), time: 2)
    #expect(graph.filledBounds(of: green, at: 2.5).count == 1)
  }

  @Test func aClickedTextFieldEditsAndReturnRunsTheSubmitActionsInnermostFirst() {
    // The field is 200 × 40, centred: a click at its middle gives it the keyboard. Typing goes
    // to its end, Backspace deletes, Return runs the onSubmits (the nearer first) and ends the
    // editing; Space never focuses a field (it is no control).
    Editable.log = []
    let graph = graph(Editable())
    #expect(graph.primaryControl == nil)
    #expect(graph.tap(at: CGPoint(x: 200, y: 150), time: 0) == "text field")
    #expect(graph.isEditingText)
    graph.typeText("ab", at: 0.1)
    graph.typeText("c", at: 0.2)
    graph.deleteBackward(at: 0.3)
    graph.typeText("d", at: 0.4)
    #expect(Editable.log == [])
    graph.submitText(at: 0.5)
    #expect(Editable.log == ["inner abd", "outer abd"])
    #expect(!graph.isEditingText)
    graph.typeText("x", at: 0.6)
    #expect(Editable.log == ["inner abd", "outer abd"], "no field has the keys")
  }

  @Test func theDeprecatedFieldCallbacksRunAsTheFieldIsEdited() {
    // `TextField(_:text:onEditingChanged:onCommit:)`: true when a click starts the editing,
    // the commit at Return, then false as the editing ends (UIKit's order: the Return, then
    // the end of editing).
    Editable.log = []
    let graph = graph(CommittingField())
    _ = graph.tap(at: CGPoint(x: 200, y: 150), time: 0)
    graph.typeText("hi", at: 0.1)
    graph.submitText(at: 0.2)
    #expect(Editable.log == ["editing true", "commit hi", "editing false"])
  }

  @Test func aPressOutsideAnyGestureStartsNothing() {
    let graph = graph(Draggable())
    #expect(!graph.pointerDown(at: CGPoint(x: 10, y: 10), time: 0))
  }

  @Test func aPublishedChangeRerunsOnlyTheViewsThatFollowTheObject() {
    let model = Model()
    let graph = graph(ModelRoot(model: model))
    #expect(firstRect(graph, at: 0)?.size.width == 10)
    let before = graph.bodyEvaluations
    model.width = 50
    // The observing reader and the environment reader ran; the root and the sibling did not.
    #expect(graph.bodyEvaluations - before == 2)
    #expect(firstRect(graph, at: 0)?.size.width == 50)
    #expect(ModelRoot.environmentWidths.last == 50)
  }

  @Test func aStateObjectIsMadeOncePerIdentity() {
    OwnedModel.made = 0
    let graph = graph(Owner())
    graph.pressPrimaryControl(at: 0)
    graph.pressPrimaryControl(at: 0.1)
    // Two taps re-ran the owner's body twice, with two fresh values of the view: one object.
    #expect(OwnedModel.made == 1)
    #expect(firstRect(graph, at: 0.1)?.size.width == 12)
  }

  @Test func subscribersHearTheObjectBeforeItChangesAndThePropertyAfter() {
    let model = Model()
    var heard: [String] = []
    let before = model.objectWillChange.sink { heard.append("will change from \(model.width)") }
    let values = model.$width.sink { heard.append("value \($0)") }
    model.width = 20
    before.cancel()
    model.width = 30
    model.objectWillChange.send()
    #expect(heard == ["value 10.0", "will change from 10.0", "value 20.0", "value 30.0"])
    _ = values
  }

  @Test func aButtonDrawsThroughTheButtonStyleInItsEnvironment() {
    let graph = graph(Button(action: {}) { Color.red.frame(width: 20, height: 10) }.buttonStyle(Padded()))
    // Padded: 5 points around the 20 × 10 label on a blue background: 30 × 20, centred.
    let rects = graph.frame(at: 0).commands.compactMap { command -> Rect? in
      if case .fill(.rect(let rect), _) = command { return rect }
      return nil
    }
    #expect(rects == [Rect(x: 185, y: 140, width: 30, height: 20), Rect(x: 190, y: 145, width: 20, height: 10)])
    #expect(graph.primaryControl == "Button")
  }

  @Test func dismissDoesNothingAndSaysSoOnce() {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let dismiss = EnvironmentValues().dismiss
    for _ in 0..<2 { dismiss() }
    #expect(warnings.count == 1 && warnings.first?.contains("dismiss()") == true)
    #expect(EnvironmentValues().isPresented == false)
  }

  @Test func anObservableChangeRerunsOnlyTheBodyThatReadTheProperty() {
    let steps = Steps()
    let graph = graph(StepsRoot(steps: steps))
    var before = graph.bodyEvaluations
    steps.unread += 1
    graph.advance(to: 0.1)
    #expect(graph.bodyEvaluations == before, "nobody read `unread`")
    before = graph.bodyEvaluations
    // Changed outside any event: it takes effect at the graph's time (0.1), in the transaction
    // in force when the property was set.
    withAnimation(.linear(duration: 1)) { steps.count = 10 }
    graph.advance(to: 0.1)
    // Only the reader ran; its frame grows from 10 to 20 points wide linearly from 0.1.
    #expect(graph.bodyEvaluations - before == 1)
    #expect(firstRect(graph, at: 0.6)?.size.width == 15)
    #expect(firstRect(graph, at: 1.1)?.size.width == 20)
  }
}

private struct Draggable: View {
  static var ended: [CGSize] = []
  @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag: CGSize = .zero
  var body: some View {
    Color.red.frame(width: 20, height: 20)
      .offset(x: drag.width, y: drag.height)
      .gesture(
        DragGesture(minimumDistance: 10)
          .updating($drag) { value, state, _ in state = value.translation }
          .onEnded { Draggable.ended.append($0.translation) })
  }
}

private struct LongPressExample: View {
  @GestureState private var isDetectingLongPress = false
  @State private var completedLongPress = false
  var body: some View {
    Circle()
      .fill(isDetectingLongPress ? Color.red : (completedLongPress ? Color.green : Color.blue))
      .frame(width: 100, height: 100)
      .gesture(
        LongPressGesture(minimumDuration: 1)
          .updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState }
          .onEnded { finished in completedLongPress = finished })
  }
}

private struct Editable: View {
  static var log: [String] = []
  @State private var draft = ""
  var body: some View {
    TextField("New", text: $draft).frame(width: 200, height: 40)
      .onSubmit { Editable.log.append("inner \(draft)") }
      .onSubmit { Editable.log.append("outer \(draft)") }
  }
}

private struct CommittingField: View {
  @State private var draft = ""
  var body: some View {
    TextField("New", text: $draft, onEditingChanged: { Editable.log.append("editing \($0)") }, onCommit: {
      Editable.log.append("commit \(draft)")
    })
    .frame(width: 200, height: 40)
  }
}

private struct Holdable: View {
  static var log: [String] = []
  @State private var held = false
  var body: some View {
    Color.red.frame(width: held ? 40 : 20, height: 20)
      .onLongPressGesture(minimumDuration: 1) {
        Holdable.log.append("performed")
        held = true
      } onPressingChanged: { pressing in
        Holdable.log.append(pressing ? "pressing" : "released")
      }
  }
}

private struct Padded: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(5).background(Color.blue)
  }
}

private final class Model: ObservableObject {
  @Published var width: CGFloat = 10
}

private struct ModelRoot: View {
  static var environmentWidths: [CGFloat] = []
  let model: Model
  var body: some View {
    VStack {
      ModelReader(model: model)
      EnvironmentReader()
      Color.blue.frame(width: 5, height: 5)
    }
    .environmentObject(model)
  }
}

private struct ModelReader: View {
  @ObservedObject var model: Model
  var body: some View { Color.red.frame(width: model.width, height: 10) }
}

private struct EnvironmentReader: View {
  @EnvironmentObject var model: Model
  var body: some View {
    let _ = ModelRoot.environmentWidths.append(model.width)
    Color.green.frame(width: 3, height: 3)
  }
}

private final class OwnedModel: ObservableObject {
  static var made = 0
  @Published var taps = 0
  init() { Self.made += 1 }
}

private struct Owner: View {
  @StateObject private var model = OwnedModel()
  var body: some View {
    Color.red.frame(width: 10 + CGFloat(model.taps), height: 10)
      .onTapGesture { model.taps += 1 }
  }
}

@Observable private final class Steps {
  var count = 0
  var unread = 0
}

private struct StepsRoot: View {
  let steps: Steps
  var body: some View {
    VStack {
      StepsReader(steps: steps)
      Color.blue.frame(width: 5, height: 5)
    }
  }
}

private struct StepsReader: View {
  let steps: Steps
  var body: some View { Color.red.frame(width: 10 + CGFloat(steps.count), height: 10) }
}

/// A tap that tells where it landed, and the two-finger gestures that compile and never fire.
@MainActor
struct SpatialGestureTests {
  @Test func aSpatialTapReportsWhereInTheViewItLanded() {
    // A 200 × 100 area centred at (100, 100); a click at (130, 140) is at (30, 40) in it, drawn
    // back as a bar 30 wide and a bar 40 wide.
    let graph = ViewGraph.probe(TapSpot())
    #expect(graph.pointerDown(at: CGPoint(x: 130, y: 140), time: 1))
    graph.pointerUp(at: CGPoint(x: 130, y: 140), time: 1)
    let bars = graph.filledRects(at: 1).filter { $0.height == 1 }.map(\.width)
    #expect(bars == [30, 40])
  }

  @Test func twoFingerGesturesCompileSayTheyNeverFireAndLeaveTheViewAsItIs() {
    var said: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { said.append($0) }
    defer { PreviewWarnings.sink = saved }
    let line = #line + 1
    let pinch = Color.blue.frame(width: 20, height: 20).gesture(MagnifyGesture().onChanged { _ in }).gesture(RotationGesture())
    let graph = ViewGraph.probe(pinch)
    #expect(graph.filledRects(at: 0) == [Rect(x: 190, y: 140, width: 20, height: 20)])
    #expect(said.contains("MotionUITests/ObjectAndGestureStateTests.swift:\(line): warning: `MagnifyGesture` needs two fingers: it never fires in the preview"))
    #expect(said.contains("MotionUITests/ObjectAndGestureStateTests.swift:\(line): warning: `RotationGesture` needs two fingers: it never fires in the preview"))
  }
}

private struct TapSpot: View {
  @State private var spot = CGPoint.zero
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.gray.frame(width: 200, height: 100)
        .onTapGesture { location in spot = location }
      VStack(alignment: .leading, spacing: 0) {
        Color.black.frame(width: spot.x, height: 1)
        Color.black.frame(width: spot.y, height: 1)
      }
    }
  }
}
