import Scenes
import Testing

/// `Frame.damage(from:to:metrics:)` on small synthetic frames (the examples' own frames:
/// `ExampleDamageTests`).
@Suite struct DamageTests {
  let metrics = FixedTextMetrics()
  let canvas = Size(width: 200, height: 100)

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

  @Test func aRunThatTurnsDamagesWhereItWasAndWhereItIsTurned() {
    var run = TextRun(text: "abcd", font: FontSpec(size: 10), origin: Point(x: 20, y: 50), paint: .solid(.black))
    let old = Frame(size: canvas, commands: [.text(run)])
    run.transform = TextTransform(a: 0, b: 1, c: -1, d: 0)
    let new = Frame(size: canvas, commands: [.text(run)])
    // Upright it reaches x −2.5…22.5 and y −10.5…4.5 from its origin (20, 50); a quarter turn
    // takes (x, y) to (−y, x): x −4.5…10.5 and y −2.5…22.5 from it. Each plus 1: x 16.5…43.5,
    // y 38.5…55.5 and x 14.5…31.5, y 46.5…73.5, which overlap, so the damage is the box
    // around both.
    let damage = Frame.damage(from: old, to: new, metrics: metrics)
    #expect(damage == [Rect(x: 14.5, y: 38.5, width: 29, height: 35)], "\(damage)")
  }

  @Test func aRectangleThatMovesUnderAClipThatChangesDamagesOnlyWhereOneFrameShowsIt() {
    // A veil 200 wide from y 60 down to 300 rises to y 50 while its clip, y 0…100, shrinks to
    // y 0…90: the frames show it over y 60…100 and y 50…90. Only y 50…60 (now covered) and y
    // 90…100 (now clear) differ, each grown by 1 (and cut to the canvas); not all of y 50…100.
    func veil(top: Double, clip: Double) -> Frame {
      Frame(
        size: canvas,
        commands: [
          .pushClip(Rect(x: 0, y: 0, width: 200, height: clip)),
          .fill(.rect(Rect(x: 0, y: top, width: 200, height: 300 - top)), .solid(.white)), .popClip,
        ])
    }
    #expect(
      Set(Frame.damage(from: veil(top: 60, clip: 100), to: veil(top: 50, clip: 90), metrics: metrics)) == [
        Rect(x: 0, y: 49, width: 200, height: 12), Rect(x: 0, y: 89, width: 200, height: 11),
      ])
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

  /// Two fills that swap places (as many commands, each of the same kind as the one it
  /// replaces) damage where either paints; a fill and a text that swap, or a new background,
  /// damage everything.
  @Test func swappedCommandsOrABackgroundChangeDamageEverythingTheyPaint() {
    let a = DrawCommand.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), .solid(.red))
    let b = DrawCommand.fill(.rect(Rect(x: 25, y: 25, width: 50, height: 50)), .solid(.blue))
    let whole = Rect(x: 0, y: 0, width: 200, height: 100)
    // (0, 0)…(75, 75) grown by 1 point and cut to the canvas.
    #expect(
      Frame.damage(
        from: Frame(size: canvas, commands: [a, b]), to: Frame(size: canvas, commands: [b, a]),
        metrics: metrics) == [Rect(x: 0, y: 0, width: 76, height: 76)])
    let text = DrawCommand.text(
      TextRun(text: "ab", font: FontSpec(size: 12), origin: Point(x: 40, y: 60), paint: .solid(.black)))
    #expect(
      Frame.damage(
        from: Frame(size: canvas, commands: [a, text]), to: Frame(size: canvas, commands: [text, a]),
        metrics: metrics) == [whole])
    #expect(
      Frame.damage(
        from: Frame(size: canvas, commands: [a]),
        to: Frame(size: canvas, background: .black, commands: [a]), metrics: metrics) == [whole])
  }

  /// As many commands, one changed in a way that is not followed piece by piece (a square's
  /// paint, a text run's characters, a line moved with the clip it is under): each is damaged
  /// where it was and where it is, and nothing else is.
  @Test func commandsChangedInPlaceBeyondTheirGeometryDamageBothPlaces() {
    let still = DrawCommand.fill(.rect(Rect(x: 150, y: 50, width: 10, height: 10)), .solid(.black))
    let square = Rect(x: 10, y: 10, width: 20, height: 20)
    func frame(_ commands: [DrawCommand]) -> Frame { Frame(size: canvas, commands: commands) }
    #expect(
      Frame.damage(
        from: frame([.fill(.rect(square), .solid(.red)), still]), to: frame([.fill(.rect(square), .solid(.blue)), still]),
        metrics: metrics) == [Rect(x: 9, y: 9, width: 22, height: 22)])
    // A 10-point run of 2 characters: FixedTextMetrics advances half the size a character
    // (10 points), ascent 0.8 and descent 0.2 of the size; a margin of 2.5 points (a quarter
    // of the size) around it. At the origin (40, 60): x 37.5…52.5, y 49.5…64.5.
    let font = FontSpec(size: 10)
    func run(_ characters: String, y: Double = 60) -> DrawCommand {
      .text(TextRun(text: characters, font: font, origin: Point(x: 40, y: y), paint: .solid(.black)))
    }
    let box = Rect(x: 37.5, y: 49.5, width: 15, height: 15)
    #expect(Frame.damage(from: frame([run("ab"), still]), to: frame([run("cd"), still]), metrics: metrics) == [box.outset(by: 1)])
    // The run moves 10 points down while its clip grows from y 0…70 to 0…80: both places, each
    // in its own clip, grown by 1 point and merged: y 48.5…75.5.
    let old = frame([.pushClip(Rect(x: 0, y: 0, width: 200, height: 70)), run("ab"), .popClip, still])
    let new = frame([.pushClip(Rect(x: 0, y: 0, width: 200, height: 80)), run("ab", y: 70), .popClip, still])
    #expect(
      Frame.damage(from: old, to: new, metrics: metrics)
        == [Rect(x: 36.5, y: 48.5, width: 17, height: 27)])
  }

  /// Frames of as many commands, compared index by index: a square clipped away in one of them
  /// damages only where it paints in the other; a clip or group at the index where the other
  /// frame paints leaves the pass in place for matching, so a square that only shifted index
  /// damages nothing.
  @Test func framesOfAsManyCommandsWithAClipOrGroupThatMovedDamageOnlyWhatChanged() {
    let still = DrawCommand.fill(.rect(Rect(x: 150, y: 50, width: 10, height: 10)), .solid(.black))
    let clip = Rect(x: 0, y: 0, width: 200, height: 20)
    func square(y: Double) -> DrawCommand { .fill(.rect(Rect(x: 10, y: y, width: 20, height: 10)), .solid(.red)) }
    func frame(_ commands: [DrawCommand]) -> Frame { Frame(size: canvas, commands: commands) }
    // At y 40 the square is outside the clip (y 0…20); at y 5 it shows whole.
    #expect(
      Frame.damage(
        from: frame([.pushClip(clip), square(y: 5), .popClip, still]), to: frame([.pushClip(clip), square(y: 40), .popClip, still]),
        metrics: metrics) == [Rect(x: 9, y: 4, width: 22, height: 12)])
    // The square leaves a half-opacity group and the still square goes under a clip of the whole
    // canvas: only the first changes its pixels.
    #expect(
      Frame.damage(
        from: frame([.pushOpacity(0.5), square(y: 5), .popOpacity, still]),
        to: frame([square(y: 5), .pushClip(Rect(x: 0, y: 0, width: 200, height: 100)), still, .popClip]),
        metrics: metrics) == [Rect(x: 9, y: 4, width: 22, height: 12)])
  }

  @Test func aCommandThatAppearsDamagesItsBounds() {
    let a = DrawCommand.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .solid(.red))
    let damage = Frame.damage(
      from: Frame(size: canvas, commands: []), to: Frame(size: canvas, commands: [a]),
      metrics: metrics)
    #expect(damage == [Rect(x: 9, y: 9, width: 22, height: 22)])
  }

  /// Commands that differ only in what is left out of `PlacedCommand.fingerprint` (a square's
  /// paint, a text's characters) are still told apart: one removed damages only its square, and
  /// two that swap places, after an unchanged first command, are damaged.
  @Test func commandsAlikeButForTheirPaintOrCharactersAreToldApart() {
    let square = Rect(x: 10, y: 10, width: 20, height: 20)
    let red = DrawCommand.fill(.rect(square), .solid(.red))
    let blue = DrawCommand.fill(.rect(square), .solid(.blue))
    let first = DrawCommand.fill(.rect(Rect(x: 100, y: 50, width: 10, height: 10)), .solid(.black))
    func frame(_ commands: [DrawCommand]) -> Frame { Frame(size: canvas, commands: commands) }
    #expect(
      Frame.damage(from: frame([first, red, blue]), to: frame([first, blue]), metrics: metrics)
        == [Rect(x: 9, y: 9, width: 22, height: 22)])
    // Swapped, each square is damaged where it paints: the square (not nothing, as if equal).
    #expect(
      Frame.damage(from: frame([first, red, blue]), to: frame([first, blue, red]), metrics: metrics)
        == [Rect(x: 9, y: 9, width: 22, height: 22)])
    func text(_ characters: String) -> DrawCommand {
      .text(TextRun(text: characters, font: FontSpec(size: 12), origin: Point(x: 40, y: 60), paint: .solid(.black)))
    }
    #expect(
      !Frame.damage(from: frame([first, text("ab"), text("cd")]), to: frame([first, text("cd"), text("ab")]), metrics: metrics)
        .isEmpty)
  }
}
