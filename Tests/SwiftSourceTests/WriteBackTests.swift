import Motion
import Scenes
import TestSupport
import Testing

@testable import SwiftSource

/// W's rewriting, without files: the seeds with live parameters moved as the keys move them
/// become texts in which exactly the edited literals changed. Expected texts are the seeds with
/// the literal replaced by plain string search, independently of SwiftSyntax.
@Suite struct WriteBackTests {
  /// The seeds, read, and `scene` as the live parameters leave it after `moves` (a parameter and
  /// its number of ↑ presses, negative for ↓).
  private static func plan(_ moves: [(TuningParameter, Int)]) throws -> (WriteBack, [SourceFile]) {
    let files = try SourceFiles.seeds()
    let reading = SceneReader.read(files)
    let edited = moves.reduce(reading.scene) { $1.0.adjusted($0, by: $1.1) }
    return (WriteBack(files: files, reading: reading, edited: edited), files)
  }

  @Test func raisingTheBounceChangesOnlyItsLiteral() throws {
    let (plan, files) = try Self.plan([(.extraBounce, 1)])
    #expect(plan.edited == [.extraBounce] && plan.written == [.extraBounce])
    #expect(plan.withoutLiteral.isEmpty && plan.shared.isEmpty)
    let change = try #require(plan.changes.first)
    #expect(plan.changes.count == 1 && plan.literalCount == 1)
    #expect(change.path == "TextRendererReveal.swift" && change.before == files[0].text)
    #expect(change.after == files[0].text.replacingFirst("extraBounce: 0.4", with: "extraBounce: 0.45"))
    // The new file reads as the raised spring (Apple's snappy: base bounce 0.15 + 0.45).
    var read = files
    read[0].text = change.after
    #expect(SceneReader.read(read).scene.reveal.spring == .snappy(duration: 0.4 - 0.05, extraBounce: 0.45))
  }

  @Test func aCurveIsItsNameToken() throws {
    // One ↑ from `.easeIn` is the next named curve, `.easeOut`.
    let (plan, files) = try Self.plan([(.opacityCurve, 1)])
    #expect(plan.written == [.opacityCurve] && plan.literalCount == 1)
    let change = try #require(plan.changes.first)
    #expect(change.after == files[0].text.replacingFirst("UnitCurve.easeIn.value", with: "UnitCurve.easeOut.value"))
  }

  @Test func everyParameterWithALiteralInOneWrite() throws {
    let (plan, files) = try Self.plan([
      (.totalDuration, 5), (.extraBounce, -2), (.creaseRange, 1), (.creaseLegDuration, 2), (.shadowRadius, 3),
    ])
    #expect(plan.edited == [.totalDuration, .extraBounce, .creaseRange, .creaseLegDuration, .shadowRadius])
    #expect(plan.written == plan.edited && plan.withoutLiteral.isEmpty && plan.shared.isEmpty)
    // `let duration = 1.0` carries the total duration and the transition's `.linear(duration:)`:
    // one literal, and it stays a Double literal. `ceaseSize: widthCease ? 50 : 0` keeps an
    // integer literal for a whole number.
    var reveal = files[0].text.replacingFirst("let duration = 1.0", with: "let duration = 1.25")
    reveal = reveal.replacingFirst("extraBounce: 0.4", with: "extraBounce: 0.3")
    var note = files[2].text.replacingFirst("widthCease ? 50 : 0", with: "widthCease ? 55 : 0")
    note = note.replacingFirst("easeInOut(duration: 1.0)", with: "easeInOut(duration: 1.2)")
    note = note.replacingFirst("shadowLength: 10)\n", with: "shadowLength: 13)\n")
    #expect(plan.changes.map(\.path) == ["TextRendererReveal.swift", "StickyNote.swift"])
    #expect(plan.changes.map(\.after) == [reveal, note])
    #expect(plan.literalCount == 5)
    #expect(plan.changes.map { $0.edits.map(\.text) } == [["0.3", "1.25"], ["55", "13", "1.2"]])
  }

  @Test func aValueWithoutItsOwnLiteralIsNamedNotWritten() throws {
    // The seed's spring duration is `elementDuration - 0.05`: no literal of its own. Its element
    // duration's literal, 0.4, also sets that spring's duration.
    let (plan, _) = try Self.plan([(.springDuration, 1), (.elementDuration, 1), (.shadowRadius, 1)])
    #expect(plan.edited == [.elementDuration, .springDuration, .shadowRadius])
    #expect(plan.withoutLiteral == [.springDuration])
    #expect(plan.shared == [.elementDuration])
    #expect(plan.written == [.shadowRadius])
    #expect(plan.changes.map { $0.edits.map(\.text) } == [["11"]])
  }

  @Test func nothingEditedWritesNothing() throws {
    let (plan, _) = try Self.plan([(.extraBounce, 1), (.extraBounce, -1)])
    #expect(plan.edited.isEmpty && plan.changes.isEmpty && plan.literalCount == 0)
  }

  @Test func anEditMustFitTheBytesItWasReadFrom() {
    let source = Array("let a = 0.4 // 0.4\nlet b = 1\n".utf8)
    let a = SourceLiteral(path: "x.swift", utf8Range: 8..<11, text: "0.4", line: 1, column: 9)
    let b = SourceLiteral(path: "x.swift", utf8Range: 27..<28, text: "1", line: 2, column: 9)
    let rewritten = LiteralEdit.apply(
      [LiteralEdit(literal: b, text: "1.5"), LiteralEdit(literal: a, text: "0.45"), LiteralEdit(literal: a, text: "0.45")],
      to: source)
    #expect(rewritten.map { String(decoding: $0, as: UTF8.self) } == "let a = 0.45 // 0.4\nlet b = 1.5\n")
    // A file that is not the one read, an overlap, a range past the end: no bytes.
    var moved = a
    moved.utf8Range = 7..<10
    #expect(LiteralEdit.apply([LiteralEdit(literal: moved, text: "1")], to: source) == nil)
    #expect(LiteralEdit.apply([LiteralEdit(literal: a, text: "1"), LiteralEdit(literal: a, text: "2")], to: source) == nil)
    var past = b
    past.utf8Range = 27..<40
    #expect(LiteralEdit.apply([LiteralEdit(literal: past, text: "1")], to: source) == nil)
  }

  @Test(arguments: [
    ("1", 1.5, "1.5"), ("1", 2.0, "2"), ("1.0", 2.0, "2.0"), ("0.4", 0.45, "0.45"), ("50", 55.0, "55"),
    ("-0.2", -0.25, "-0.25"), ("1e-3", 0.002, "0.002"),
  ])
  func numbersAreThePrintersShortestSpelling(_ old: String, _ value: Double, _ expected: String) {
    let literal = SourceLiteral(path: "x.swift", utf8Range: 0..<old.utf8.count, text: old, line: 1, column: 1)
    #expect(LiteralEdit.number(value, replacing: literal) == expected)
  }
}
