import Scenes
import Testing

@testable import MotionUI

/// A `Text` made of styled parts (`Text + Text`, Markdown in a literal, underline, tracking),
/// laid out with `FixedTextMetrics` (each character 0.5 em wide; ascent 0.8, descent 0.2 and
/// line height 1.2 em) on the probe's 400 × 300 canvas, where a view is centred: the expected
/// places are worked out by hand from those measures.
@MainActor
struct StyledTextTests {
  /// The text runs of the frame at 0: string, baseline origin, colour, weight.
  private func runs(_ view: some View) -> [(text: String, origin: Point, color: Scenes.Color?, weight: FontWeight)] {
    let graph = ViewGraph.probe(view)
    graph.advance(to: 0)
    return graph.frame(at: 0).commands.compactMap { command in
      guard case .text(let run) = command else { return nil }
      var color: Scenes.Color?
      if case .solid(let solid) = run.paint { color = solid }
      return (run.text, run.origin, color, run.font.weight)
    }
  }

  private static let red: Scenes.Color? = Color.red.resolved(in: EnvironmentValues()).scenes
  private static let blue: Scenes.Color? = Color.blue.resolved(in: EnvironmentValues()).scenes

  @Test func concatenatedPartsKeepTheirOwnStyleUnderTheOuterOne() {
    // SwiftUI resolves a text's modifiers outermost first, then its parts with their own: the
    // part's red wins, the blue reaches the part that set none. "abcd" at 10 pt is 20 wide
    // and 12 high: x from 190, baseline at 150 − 6 + 1 + 8 = 153.
    let drawn = runs((Text("ab").foregroundColor(.red) + Text("cd")).foregroundColor(.blue).font(.system(size: 10)))
    #expect(drawn.map(\.text) == ["ab", "cd"])
    #expect(drawn.map(\.origin) == [Point(x: 190, y: 153), Point(x: 200, y: 153)])
    #expect(drawn.map(\.color) == [Self.red, Self.blue])
  }

  @Test func aLineIsAsHighAsItsTallestPart() {
    // 10 pt then 20 pt: 5 + 5 + 10 + 10 = 30 wide. The line's ascent is 16 (0.8 × 20), its
    // descent 4, its leading the larger, 4 (24 − 20): 24 high, baseline 2 + 16 = 18 below its
    // top, which is at 150 − 12 = 138.
    let drawn = runs(Text("ab").font(.system(size: 10)) + Text("cd").font(.system(size: 20)))
    #expect(drawn.map(\.text) == ["ab", "cd"])
    #expect(drawn.map(\.origin) == [Point(x: 185, y: 156), Point(x: 195, y: 156)])
  }

  @Test func markdownInALiteralIsStyled() {
    // `Text("a **b**")`: "b" bold, the rest regular (Apple: a literal's Markdown is drawn).
    let drawn = runs(Text("a **b**").font(.system(size: 10)))
    #expect(drawn.map(\.text) == ["a ", "b"])
    #expect(drawn.map(\.weight) == [.regular, .bold])
    #expect(drawn.map(\.origin.x) == [192.5, 202.5])
  }

  @Test func anInterpolatedStringAndVerbatimTextAreNotMarkdown() {
    // Apple formats a key's arguments into it after parsing, so their characters are text.
    let name = "**x**"
    #expect(runs(Text("hi \(name)")).map(\.text) == ["hi **x**"])
    #expect(runs(Text(verbatim: "**x**")).map(\.text) == ["**x**"])
    #expect(runs(Text(name)).map(\.text) == ["**x**"])
  }

  @Test func anInterpolatedTextKeepsItsStyleInsideTheMarkdownAround() {
    // "**a \(Text("b").italic())**": "b" is bold (the Markdown around it) and italic (its own).
    let drawn = runs(Text("**a \(Text("b").foregroundColor(.red))**").font(.system(size: 10)))
    #expect(drawn.map(\.text) == ["a ", "b"])
    #expect(drawn.map(\.weight) == [.bold, .bold])
    #expect(drawn.last?.color == Self.red)
  }

  @Test func underlineAndStrikethroughFollowTheFontsMeasures() {
    // Without the font's own measures: an underline 0.1 em under the baseline, a strikethrough
    // 0.25 em over it, each 1/15 em thick, as long as the part. "ab" at 15 pt: 15 wide, baseline
    // at 150 − 9 + 1.5 + 12 = 154.5.
    let graph = ViewGraph.probe(Text("ab").font(.system(size: 15)).underline() + Text("cd").font(.system(size: 15)).strikethrough())
    graph.advance(to: 0)
    let rects = graph.filledRects(at: 0)
    #expect(rects.count == 2)
    guard rects.count == 2 else { return }
    #expect(abs(rects[0].origin.x - 185) < 1e-9 && abs(rects[0].size.width - 15) < 1e-9)
    #expect(abs(rects[0].midY - (154.5 + 1.5)) < 1e-9 && abs(rects[0].size.height - 1) < 1e-9)
    #expect(abs(rects[1].origin.x - 200) < 1e-9 && abs(rects[1].size.width - 15) < 1e-9)
    #expect(abs(rects[1].midY - (154.5 - 3.75)) < 1e-9 && abs(rects[1].size.height - 1) < 1e-9)
  }

  @Test func trackingSpacesTheCharactersApart() {
    // 3 points after each 5-point character: "ab" is 16 wide, from x = 192.
    let drawn = runs(Text("ab").font(.system(size: 10)).tracking(3))
    #expect(drawn.map(\.text) == ["a", "b"])
    #expect(drawn.map(\.origin.x) == [192, 200])
  }

  @Test func trackingWinsOverKerning() {
    // Apple: "If you add both the tracking and kerning modifiers to a view, the view applies
    // the tracking and ignores the kerning": in either order, "ab" is spaced by 3, not 7.
    for text in [Text("ab").font(.system(size: 10)).kerning(4).tracking(3), Text("ab").font(.system(size: 10)).tracking(3).kerning(4)] {
      #expect(runs(text).map(\.origin.x) == [192, 200])
    }
  }

  @Test func aLineLimitedTextShrinksToItsMinimumScaleFactorBeforeItTruncates() {
    // "aaaaaaaaaa" at 10 pt is 50 wide; in 30 points on one line it fits at 0.6 of its size
    // (10 × 5 × 0.6 = 30), found to a hundredth; without the factor it is cut with "…". At a
    // factor of 0.5 it shrinks; at 0.7, too large to fit, it is drawn at 0.7 and cut.
    func drawn(_ factor: CGFloat?) -> [(String, FontSpec)] {
      let text = Text("aaaaaaaaaa").font(.system(size: 10)).lineLimit(1)
      let graph = ViewGraph.probe(Group {
        if let factor { text.minimumScaleFactor(factor).frame(width: 30) } else { text.frame(width: 30) }
      })
      graph.advance(to: 0)
      return graph.frame(at: 0).commands.compactMap { command in
        guard case .text(let run) = command else { return nil }
        return (run.text, run.font)
      }
    }
    let shrunk = drawn(0.5)
    #expect(shrunk.map(\.0) == ["aaaaaaaaaa"])
    #expect(shrunk.first.map { $0.1.size > 5.89 && $0.1.size <= 6 } == true, "\(shrunk)")
    #expect(drawn(nil).first?.0.hasSuffix("…") == true)
    let floor = drawn(0.7)
    #expect(floor.first?.0.hasSuffix("…") == true && floor.first?.1.size == 7, "\(floor)")
  }

  @Test func partsWrapAsOneText() {
    // "aaaa " + "bbbb" at 10 pt in 30 points: "aaaa" (20) fits, "bbbb" goes to a second
    // line, 12 below; the space at the wrap is not drawn.
    let text = (Text("aaaa ").foregroundColor(.red) + Text("bbbb")).font(.system(size: 10)).frame(width: 30)
    let drawn = runs(text)
    #expect(drawn.map(\.text) == ["aaaa", "bbbb"])
    #expect(drawn.count == 2 && drawn[1].origin.y - drawn[0].origin.y == 12)
    #expect(drawn.count == 2 && drawn[0].origin.x == drawn[1].origin.x)
  }
}
