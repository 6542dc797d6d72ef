import Scenes
import Testing

@testable import MotionUI

/// Transitions at insertion and removal, read at exact scene times under a linear animation:
/// at its start, halfway and its end.
@MainActor
struct TransitionTests {
  /// A graph of `Appearing` showing and hiding its square with `transition` (`SlideFade`
  /// when nil).
  private func appearing(_ transition: AnyTransition? = nil) -> ViewGraph {
    let view = Appearing(transition: transition ?? AnyTransition(SlideFade()))
    return ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
  }

  @Test func aTransitionsPhasesAnimateAtInsertionAndRemoval() {
    let graph = appearing()
    #expect(squares(graph.frame(at: 0)).isEmpty)
    graph.pressPrimaryControl(at: 1)
    // linear(duration: 1): from willAppear (opacity 0, x − 100) to identity; the square is at
    // x = 190 at rest (20 wide, padded by 1, centred in 400).
    #expect(squares(graph.frame(at: 1)).isEmpty, "transparent at the start")
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 140, alpha: 0.5)])
    #expect(squares(graph.frame(at: 2)) == [Square(x: 190, alpha: 1)])
    graph.pressPrimaryControl(at: 3)
    // From identity to didDisappear (opacity 0, x + 100), then gone.
    #expect(squares(graph.frame(at: 3)) == [Square(x: 190, alpha: 1)])
    #expect(squares(graph.frame(at: 3.5)) == [Square(x: 240, alpha: 0.5)])
    #expect(squares(graph.frame(at: 4)).isEmpty)
    graph.advance(to: 5)
    #expect(squares(graph.frame(at: 5)).isEmpty)
  }

  private struct Square: Equatable {
    var x: Double
    var alpha: Double
  }

  /// The 20-point squares filled, rounded to 1e-9.
  private func squares(_ frame: Frame) -> [Square] {
    frame.commands.compactMap { command -> Square? in
      guard case .fill(.rect(let rect), .solid(let color)) = command, rect.width == 20 else { return nil }
      return Square(x: (rect.origin.x * 1e9).rounded() / 1e9, alpha: (color.alpha * 1e9).rounded() / 1e9)
    }
  }

  @Test func blurReplaceGrowsInAndShrinksOrGrowsOutAsItsConfigurationSays() {
    // The width and alpha of the square's fill halfway through insertion (1.5) and removal
    // (3.5) under linear(1 s): scaled from 0.7 at insertion, to 0.7 (`.downUp`) or 1.3 (`.upUp`)
    // at removal, so 20 × 0.85 = 17 or 20 × 1.15 = 23 points wide, at half opacity.
    func widthAndAlpha(_ graph: ViewGraph, at time: Double) -> [Square] {
      graph.frame(at: time).commands.compactMap { command -> Square? in
        // (The tap area behind it is transparent and 300 points wide.)
        guard case .fill(.rect(let rect), .solid(let color)) = command, rect.width < 100 else { return nil }
        return Square(x: (rect.width * 1e9).rounded() / 1e9, alpha: (color.alpha * 1e9).rounded() / 1e9)
      }
    }
    for (transition, removedWidth) in [(AnyTransition.blurReplace, 17.0), (.blurReplace(.downUp), 17), (.blurReplace(.upUp), 23)] {
      let graph = appearing(transition)
      graph.pressPrimaryControl(at: 1)
      #expect(widthAndAlpha(graph, at: 1.5) == [Square(x: 17, alpha: 0.5)])
      graph.advance(to: 3)
      graph.pressPrimaryControl(at: 3)
      #expect(widthAndAlpha(graph, at: 3.5) == [Square(x: removedWidth, alpha: 0.5)])
    }
  }

  @Test func aTransitionsOwnAnimationWinsOverTheTransactions() {
    let transition = AnyTransition(SlideFade().animation(.linear(duration: 2)))
    let graph = appearing(transition)
    graph.pressPrimaryControl(at: 1)
    // linear(duration: 2), not the tap's 1 s: a quarter of the way at 1.5, halfway at 2.
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 115, alpha: 0.25)])
    #expect(squares(graph.frame(at: 2)) == [Square(x: 140, alpha: 0.5)])
  }

  @Test func combinedTransitionsApplyBoth() {
    let transition = AnyTransition(Shift().combined(with: Fade()))
    let graph = appearing(transition)
    graph.pressPrimaryControl(at: 1)
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 140, alpha: 0.5)])
  }

  @Test func aModifierTransitionAnimatesFromItsActiveStateToItsIdentity() {
    let transition = AnyTransition.modifier(active: ShiftedBy(x: -100), identity: ShiftedBy(x: 0))
    let graph = appearing(transition)
    graph.pressPrimaryControl(at: 1)
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 140, alpha: 1)])
    graph.pressPrimaryControl(at: 3)
    #expect(squares(graph.frame(at: 3.5)) == [Square(x: 140, alpha: 1)])
  }

  @Test func aTransitionBodyCombinesAndSplitsWithTheOtherTransitions() {
    // Shift's body with AnyTransition.opacity: both at once, halfway.
    let combined = AnyTransition(Shift()).combined(with: .opacity)
    let graph = appearing(combined)
    graph.pressPrimaryControl(at: 1)
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 140, alpha: 0.5)])
    // Shift in, fade out: the removal does not move.
    let split = AnyTransition.asymmetric(insertion: AnyTransition(Shift()), removal: .opacity)
    let other = appearing(split)
    other.pressPrimaryControl(at: 1)
    #expect(squares(other.frame(at: 1.5)) == [Square(x: 140, alpha: 1)])
    other.pressPrimaryControl(at: 3)
    #expect(squares(other.frame(at: 3.5)) == [Square(x: 190, alpha: 0.5)])
  }

  @Test func aTransitionWithMotionFadesUnderReduceMotion() {
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    let graph = ViewGraph(
      root: AnyView(Appearing()), size: CGSize(width: 400, height: 300), environment: environment, metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 1)
    // `SlideFade` has motion (the default properties): it is replaced by `.opacity`, so the
    // square fades in where it rests instead of sliding.
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 190, alpha: 0.5)])
  }

  @Test func aViewWithoutATransitionFadesInAndOutAsWithOpacity() {
    // SwiftUI's default transition is `.opacity`: the square without one, shown and hidden in
    // a linear second, is at half opacity half way both ways, in its place.
    let graph = ViewGraph(root: AnyView(Appearing(plain: true)), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 1)
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 190, alpha: 0.5)])
    #expect(squares(graph.frame(at: 2)) == [Square(x: 190, alpha: 1)])
    graph.pressPrimaryControl(at: 3)
    #expect(squares(graph.frame(at: 3.5)) == [Square(x: 190, alpha: 0.5)])
    #expect(squares(graph.frame(at: 4)).isEmpty)
  }

  @Test func aViewOffsetAwayIsGoneWhenItsRemovalEnds() {
    // `.offset(x: 100)`: removed in a linear second, the square slides from 190 to 290 and,
    // its transition done, leaves the hierarchy (SwiftUI's documentation of `transition(_:)`:
    // the transition applies "when this view appears or disappears"); it stayed drawn at 290
    // until the next update.
    let graph = appearing(.offset(x: 100))
    graph.pressPrimaryControl(at: 1)
    #expect(squares(graph.frame(at: 2)) == [Square(x: 190, alpha: 1)])
    graph.pressPrimaryControl(at: 3)
    #expect(squares(graph.frame(at: 3.5)) == [Square(x: 240, alpha: 1)])
    #expect(squares(graph.frame(at: 3.99)).count == 1)
    #expect(squares(graph.frame(at: 4)).isEmpty)
    #expect(squares(graph.frame(at: 6)).isEmpty)
  }

  @Test func aViewInsertedIntoAGrowingStackScalesAtItsFinalPlace() {
    // A 20-point square alone, centred at (190, 140); a tap inserts a 40-point square below it
    // with `.scale`, in a linear second: the column (40 × 60) moves to (180, 120) while it
    // grows, and the new square stays centred at its final place, (200, 160), as in SwiftUI,
    // half its size half way (it followed the column before: from (210, 170)).
    let graph = ViewGraph.probe(Growing())
    graph.pressPrimaryControl(at: 1)
    let red = Scenes.Color(red: 1, green: 0, blue: 0)
    func reds(at time: Double) -> [Rect] {
      graph.advance(to: time)
      return graph.frame(at: time).commands.compactMap { command in
        if case .fill(.rect(let rect), .solid(red)) = command { return rect }
        return nil
      }
    }
    #expect(reds(at: 1.5) == [Rect(x: 190, y: 150, width: 20, height: 20)])
    #expect(reds(at: 1.75) == [Rect(x: 185, y: 145, width: 30, height: 30)])
    #expect(reds(at: 2) == [Rect(x: 180, y: 140, width: 40, height: 40)])
  }

  @Test func anAnyTransitionWrittenInsideModifiersAppliesToTheWholeView() {
    // `.transition(.opacity)` under `.padding(1)`: the padded view is what is inserted, and it
    // fades in, as a trait does in SwiftUI.
    let graph = ViewGraph(root: AnyView(Appearing(fading: true)), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 1)
    #expect(squares(graph.frame(at: 1.5)) == [Square(x: 190, alpha: 0.5)])
    #expect(squares(graph.frame(at: 2)) == [Square(x: 190, alpha: 1)])
  }
  @Test func aTransitionWithItsOwnAnimationRunsWhenTheChangeHasNone() {
    // `.transition(.opacity.animation(.linear(duration: 1)))` on a view an unanimated tap
    // inserts and removes: it fades in and out over the second anyway (the usual remedy for
    // an `if` that would not animate). It appeared and went at once.
    let graph = ViewGraph.probe(AttachedAnimation())
    let blue = Color.blue.resolved(in: EnvironmentValues()).scenes
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    func alpha(at time: Double) -> Double? {
      graph.advance(to: time)
      return graph.frame(at: time).commands.lazy.compactMap { command -> Double? in
        guard case .fill(_, .solid(let color)) = command, color.red == blue.red, color.blue == blue.blue else { return nil }
        return color.alpha
      }.first
    }
    #expect(alpha(at: 1.5).map { abs($0 - 0.5) < 1e-9 } == true, "\(String(describing: alpha(at: 1.5)))")
    #expect(alpha(at: 2.5) == 1)
    graph.tap(at: CGPoint(x: 200, y: 125), time: 3)
    #expect(alpha(at: 3.25).map { abs($0 - 0.75) < 1e-9 } == true, "\(String(describing: alpha(at: 3.25)))")
    #expect(alpha(at: 4.5) == nil)
  }

}

/// Fades and slides a view in from the left and out to the right.
private struct AttachedAnimation: View {
  @State private var visible = false
  var body: some View {
    VStack(spacing: 30) {
      Color.red.frame(width: 10, height: 10).onTapGesture { visible.toggle() }
      if visible {
        Color.blue.frame(width: 20, height: 20).transition(.opacity.animation(.linear(duration: 1)))
      }
    }
  }
}

private struct SlideFade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 100)
  }
}

/// Moves a view in from 100 points left and out to 100 points right.
private struct Shift: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(x: phase.value * 100)
  }
}

/// Moves its content by `x` points.
private struct ShiftedBy: ViewModifier {
  var x: Double
  func body(content: Content) -> some View { content.offset(x: x) }
}

/// Fades a view in and out.
private struct Fade: Transition {
  static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

/// A 20-point square (padded by 1) that a tap shows and hides with `transition`, or, when
/// `fading`, `.opacity` written as SwiftUI code writes it.
private struct Appearing: View {
  var fading = false
  /// Without a transition.
  var plain = false
  var transition = AnyTransition(SlideFade())
  @State private var shown = false
  var body: some View {
    ZStack {
      Color.clear.frame(width: 300, height: 100)
        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      if shown {
        if plain {
          Color.red.frame(width: 20, height: 20).padding(1)
        } else if fading {
          Color.red.frame(width: 20, height: 20).transition(.opacity).padding(1)
        } else {
          Color.red.frame(width: 20, height: 20).transition(transition).padding(1)
        }
      }
    }
  }
}

/// A square, and below it a larger one that a tap inserts with `.scale`.
private struct Growing: View {
  @State private var shown = false
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: 20, height: 20)
        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      if shown {
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).transition(.scale)
      }
    }
  }
}
