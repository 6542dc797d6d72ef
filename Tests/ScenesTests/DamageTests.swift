import Scenes
import Testing
import TestSupport

/// `Frame.damage(from:to:metrics:)` against the examples' own geometry (the default window's
/// frames, as MotionUI makes them): the note's corner, the reveal's column, the help card, and
/// small synthetic frames.
@Suite struct DamageTests {
  let metrics = FixedTextMetrics()
  let canvas = Size(width: 200, height: 100)

  /// The default window's examples with the text shown (the switch pressed at 0).
  @MainActor static func revealed() -> ExampleScene { ExampleScene(presses: [0]) }

  /// The note's green body in `frame`: the largest fill of SwiftUI green (the switch's track
  /// is green too).
  static func note(in frame: Frame) -> Rect? {
    frame.commands.compactMap { command -> Rect? in
      guard case .fill(let shape, .solid(let color)) = command, color == Color.green else { return nil }
      return shape.bounds
    }.max { $0.width * $0.height < $1.width * $1.height }
  }

  @MainActor @Test func identicalFramesDamageNothing() {
    let frame = Self.revealed().frame(at: 5)
    #expect(Frame.damage(from: frame, to: frame, metrics: metrics).isEmpty)
  }

  @MainActor @Test func atRestOnlyTheNotesCornerAndItsShadowChange() throws {
    let scene = Self.revealed()
    let old = scene.frame(at: 5.25)
    let new = scene.frame(at: 5.5)
    // Leg 5 returns: crease 50·easeInOut(0.25) = 6.458 then 50·easeInOut(0.5) = 25. The folds'
    // corner box [w − 25, w] × [h − 25, h], grown by the shadow's 3σ = 30 and 1 for
    // antialiasing, is damaged; nothing outside the note and its shadow is. (The note is one
    // path whose crease moves, so its whole shape counts as changed.)
    let note = try #require(Self.note(in: new))
    let corner = Rect(x: note.maxX - 25 - 31, y: note.maxY - 25 - 31, width: 25 + 62, height: 25 + 62)
    let damage = Frame.damage(from: old, to: new, metrics: metrics)
    try #require(damage.count >= 1)
    let union = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
    #expect(union.contains(corner), "\(damage) vs \(corner)")
    #expect(note.outset(by: 31.5).contains(union), "\(damage) vs \(note)")
  }

  @MainActor @Test func duringTheRevealTheDamageStaysInTheLeftColumnAndTheCorner() throws {
    let scene = Self.revealed()
    let old = scene.frame(at: 0.2)
    let new = scene.frame(at: 0.2 + 1.0 / 60)
    let damage = Frame.damage(from: old, to: new, metrics: metrics)
    let corner = try #require(Self.note(in: new)).outset(by: 61)
    let left = Rect(x: 0, y: 0, width: 500, height: 600)
    #expect(!damage.isEmpty)
    for rect in damage {
      #expect(left.contains(rect) || corner.contains(rect), "\(rect)")
    }
    // The lines move below the switch's group box (its top 28 + 16 points down).
    #expect(damage.contains { $0.minY > 44 && $0.maxX <= 500 })
  }

  @MainActor @Test func theHelpCardDamagesItsFrame() {
    let old = Self.revealed().frame(at: 5)
    let help = HelpOverlay(canvas: Size(width: 1000, height: 600), fontFamily: FontSpec.defaultFamily, metrics: metrics)
    var new = old
    new.commands += help.commands
    let damage = Frame.damage(from: old, to: new, metrics: metrics)
    #expect(damage.contains { $0.contains(help.frame) })
  }

  @Test func aPathClipThatChangesWithinTheSameBoundsDamagesTheCommandsUnderIt() {
    // A square clip and a diamond clip with the same bounds (20, 20)…(60, 60), over one fill.
    let square = Outline([
      .move(to: Point(x: 20, y: 20)), .line(to: Point(x: 60, y: 20)), .line(to: Point(x: 60, y: 60)),
      .line(to: Point(x: 20, y: 60)), .closeSubpath,
    ])
    let diamond = Outline([
      .move(to: Point(x: 40, y: 20)), .line(to: Point(x: 60, y: 40)), .line(to: Point(x: 40, y: 60)),
      .line(to: Point(x: 20, y: 40)), .closeSubpath,
    ])
    let fill = DrawCommand.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .solid(.black))
    let old = Frame(size: canvas, commands: [.pushClipPath(square), fill, .popClip])
    let new = Frame(size: canvas, commands: [.pushClipPath(diamond), fill, .popClip])
    // The fill is damaged where it can paint under either clip: their common bounds, grown by
    // 1 point for antialiasing.
    #expect(Frame.damage(from: old, to: new, metrics: metrics) == [Rect(x: 19, y: 19, width: 42, height: 42)])
    #expect(Frame.damage(from: old, to: old, metrics: metrics).isEmpty)
  }

  @Test func manyMovedSquaresDamageTheirUnionAtOnce() {
    // Two clusters of 40 overlapping 2-point squares (1 point apart), at (10, y) and (150, y + 70),
    // each square moving down 1 point: 80 changes, more than are merged one by one, so the
    // damage is their union at once (merged one by one, the two clusters stayed two rects).
    // Grown by 1 point: x 9…(150 + 39 + 2 + 1 = 192), y 9…(80 + 1 + 2 + 1 = 84).
    func squares(y: Double) -> Frame {
      let left = (0..<40).map { DrawCommand.fill(.rect(Rect(x: 10 + Double($0), y: y, width: 2, height: 2)), .solid(.black)) }
      let right = (0..<40).map { DrawCommand.fill(.rect(Rect(x: 150 + Double($0), y: y + 70, width: 2, height: 2)), .solid(.black)) }
      return Frame(size: canvas, commands: left + right)
    }
    #expect(Frame.damage(from: squares(y: 10), to: squares(y: 11), metrics: metrics) == [Rect(x: 9, y: 9, width: 183, height: 75)])
  }

  @Test func aSquareGrownInPlaceBesideARepaintedOneDamagesTheBandAndTheRepaint() {
    // The red square grows 10 points down: only the band y 30…40 changes. The blue square turns
    // green in the same place: all of it. Each grown by 1 point for antialiasing.
    let old = Frame(
      size: canvas,
      commands: [
        .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .solid(.red)),
        .fill(.rect(Rect(x: 100, y: 10, width: 10, height: 10)), .solid(.blue)),
      ])
    var new = old
    new.commands[0] = .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 30)), .solid(.red))
    #expect(Frame.damage(from: old, to: new, metrics: metrics) == [Rect(x: 9, y: 29, width: 22, height: 12)])
    new.commands[1] = .fill(.rect(Rect(x: 100, y: 10, width: 10, height: 10)), .solid(.green))
    #expect(
      Frame.damage(from: old, to: new, metrics: metrics) == [
        Rect(x: 99, y: 9, width: 12, height: 12), Rect(x: 9, y: 29, width: 22, height: 12),
      ])
  }

  @Test func aGrowingClipDamagesOnlyTheNewBand() {
    let run = TextRun(
      text: "abcd", font: FontSpec(size: 10), origin: Point(x: 20, y: 50), paint: .solid(.black))
    let old = Frame(
      size: canvas,
      commands: [.pushClip(Rect(x: 0, y: 0, width: 200, height: 45)), .text(run), .popClip])
    let new = Frame(
      size: canvas,
      commands: [.pushClip(Rect(x: 0, y: 0, width: 200, height: 50)), .text(run), .popClip])
    // The text reaches x 17.5…42.5 (advance 20 ± 2.5), y 39.5…54.5 (ascent 8, descent 2, ± 2.5);
    // the band is y 45…50; plus 1 for antialiasing.
    #expect(
      Frame.damage(from: old, to: new, metrics: metrics)
        == [Rect(x: 16.5, y: 44, width: 27, height: 7)])
  }

  @Test func aMovedShadowDamagesBothPlacesGrownByThreeSigma() {
    let shadow = Shadow(radius: 2)
    let old = Frame(
      size: canvas, commands: [.shadow(.rect(Rect(x: 10, y: 10, width: 10, height: 10)), shadow)])
    let new = Frame(
      size: canvas, commands: [.shadow(.rect(Rect(x: 100, y: 10, width: 10, height: 10)), shadow)])
    let damage = Frame.damage(from: old, to: new, metrics: metrics)
    #expect(
      Set(damage) == [
        Rect(x: 3, y: 3, width: 24, height: 24), Rect(x: 93, y: 3, width: 24, height: 24),
      ])
  }

  @Test func anOutlineWhoseCornerMovesDamagesOnlyTheEdgesThatSweep() {
    // The square 10…50 with its corner (50, 50) moved to (40, 50), as the note's crease moves:
    // the right edge sweeps x 40…50, y 10…50; the bottom edge only slides along y = 50.
    func square(corner: Double) -> Frame {
      let outline = Outline([
        .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 50, y: 10)), .line(to: Point(x: corner, y: 50)),
        .line(to: Point(x: 10, y: 50)), .closeSubpath,
      ])
      return Frame(size: canvas, commands: [.fill(.outline(outline), .solid(.green))])
    }
    #expect(
      Frame.damage(from: square(corner: 50), to: square(corner: 40), metrics: metrics)
        == [Rect(x: 39, y: 9, width: 12, height: 42)])
  }

  @Test func anOutlineLeftOpenDamagesTheLineThatClosesItsFill() {
    // (10, 50) → (10, 10) → (100, 10) → (100, 50 or 60), closed by the fill back to (10, 50):
    // the right edge only grows along x = 100; the implied bottom edge sweeps y 50…60.
    func shape(bottom: Double) -> Frame {
      let outline = Outline([
        .move(to: Point(x: 10, y: 50)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 100, y: 10)),
        .line(to: Point(x: 100, y: bottom)),
      ])
      return Frame(size: canvas, commands: [.fill(.outline(outline), .solid(.green))])
    }
    #expect(
      Frame.damage(from: shape(bottom: 50), to: shape(bottom: 60), metrics: metrics)
        == [Rect(x: 9, y: 49, width: 92, height: 12)])
  }

  @Test func aCurveDamagesItsControlPointsBeforeAndAfterAndTheOtherSubpathsNothing() {
    // Subpath 1: a cubic from (10, 10) to (90, 10), its second control point (70, 40) → (70, 60);
    // subpath 2: the square 120…170 × 20…70, unchanged. The curve's box, x 10…90, y 10…60.
    func shape(control: Double) -> Frame {
      let outline = Outline([
        .move(to: Point(x: 10, y: 10)),
        .curve(to: Point(x: 90, y: 10), control1: Point(x: 30, y: 40), control2: Point(x: 70, y: control)),
        .closeSubpath,
        .move(to: Point(x: 120, y: 20)), .line(to: Point(x: 170, y: 20)), .line(to: Point(x: 170, y: 70)),
        .line(to: Point(x: 120, y: 70)), .closeSubpath,
      ])
      return Frame(size: canvas, commands: [.shadow(.outline(outline), Shadow(radius: 2))])
    }
    // A shadow: the box grown by 3σ = 6, then 1 for antialiasing.
    #expect(
      Frame.damage(from: shape(control: 40), to: shape(control: 60), metrics: metrics)
        == [Rect(x: 3, y: 3, width: 94, height: 64)])
  }

  @Test func aCommandClippedAwayDamagesNothingWhenItMoves() {
    // A square under the clip y 0…20 moves from y 60 to y 70: it paints nothing either time.
    func square(y: Double) -> Frame {
      Frame(
        size: canvas,
        commands: [
          .pushClip(Rect(x: 0, y: 0, width: 200, height: 20)),
          .fill(.roundedRect(Rect(x: 10, y: y, width: 20, height: 20), cornerRadius: 4), .solid(.red)), .popClip,
        ])
    }
    #expect(Frame.damage(from: square(y: 60), to: square(y: 70), metrics: metrics).isEmpty)
  }

  @Test func swappedCommandsOrABackgroundChangeDamageEverything() {
    let a = DrawCommand.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), .solid(.red))
    let b = DrawCommand.fill(.rect(Rect(x: 25, y: 25, width: 50, height: 50)), .solid(.blue))
    let whole = Rect(x: 0, y: 0, width: 200, height: 100)
    #expect(
      Frame.damage(
        from: Frame(size: canvas, commands: [a, b]), to: Frame(size: canvas, commands: [b, a]),
        metrics: metrics) == [whole])
    #expect(
      Frame.damage(
        from: Frame(size: canvas, commands: [a]),
        to: Frame(size: canvas, background: .black, commands: [a]), metrics: metrics) == [whole])
  }

  @Test func aCommandThatAppearsDamagesItsBounds() {
    let a = DrawCommand.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .solid(.red))
    let damage = Frame.damage(
      from: Frame(size: canvas, commands: []), to: Frame(size: canvas, commands: [a]),
      metrics: metrics)
    #expect(damage == [Rect(x: 9, y: 9, width: 22, height: 22)])
  }
}

extension Rect {
  fileprivate func outset(_ amount: Double) -> Rect {
    insetBy(dx: -amount, dy: -amount)
  }

  fileprivate func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9
      && other.maxY <= maxY + 1e-9
  }
}
