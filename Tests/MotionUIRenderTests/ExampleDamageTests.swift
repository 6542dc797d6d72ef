import Scenes
import Testing

/// `Frame.damage(from:to:metrics:)` against the examples' own geometry (the default window's
/// frames, as MotionUI makes them): the note's corner, the reveal's column, the help card.
@Suite struct ExampleDamageTests {
  let metrics = FixedTextMetrics()

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
}
