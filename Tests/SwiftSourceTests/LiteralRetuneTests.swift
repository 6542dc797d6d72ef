import Foundation
import TestSupport
import Testing

@testable import SwiftSource

/// A literal save read without parsing the file again (`PreviewSources.retuned(to:)`), against
/// the full rewrite of the saved text, which parses it whole: on every literal of the seeds and
/// of the gallery's files, each edit the tuning keys and W make, and edits around the tokens
/// that must not be taken for a literal change.
@Suite struct LiteralRetuneTests {
  /// The seeds and the gallery's files.
  static func files() throws -> [SourceFile] {
    let gallery = SourceFiles.root + "/assets/examples/gallery"
    let names = try FileManager.default.contentsOfDirectory(atPath: gallery).filter { $0.hasSuffix(".swift") }.sorted()
    return try SourceFiles.seeds() + names.map { try SourceFiles.read(gallery + "/" + $0, as: $0) }
  }

  /// `file` with the bytes `range` replaced by `text`.
  static func replacing(_ range: Range<Int>, in file: SourceFile, with text: String) -> SourceFile {
    var bytes = Array(file.text.utf8)
    bytes.replaceSubrange(range, with: Array(text.utf8))
    return SourceFile(path: file.path, text: String(decoding: bytes, as: UTF8.self))
  }

  /// Whether the one-token read of `edited` says what the full rewrite says: the same literals
  /// (values, tokens, places) when it takes the change, and a literal-only change by the full
  /// rewrite too; a refusal is always allowed (the full rewrite then decides).
  static func agrees(_ sources: PreviewSources, _ edited: SourceFile) -> (taken: Bool, agrees: Bool) {
    guard let quick = sources.retuned(to: [edited]) else { return (false, true) }
    guard let full = try? PreviewSources(previewed: [edited]),
      full.literalValues(ifOnlyLiteralsChangedFrom: sources) != nil
    else { return (true, false) }
    return (true, quick.literals == full.literals && quick.userTexts == full.userTexts)
  }

  /// What the keys and W write (`DesignTimeLiteral.edit(writing:)`): a number moved up, one
  /// negated (a `-` appears or goes), a Boolean flipped, a string lengthened. Each is taken, and
  /// agrees with the full rewrite.
  @Test func everyTuningEditOfRealFilesIsReadAsTheFullRewriteReadsIt() throws {
    var edits = 0
    for file in try Self.files() {
      let sources = try PreviewSources(previewed: [file])
      for literal in sources.literals.prefix(10) {
        let values: [DesignTimeLiteral.Value]
        switch literal.value {
        case .number(let number):
          // An integer stays an integer (another kind would need a compile).
          let step = literal.kind == .integer ? 1 : 0.5
          values = [.number(number + 3), .number(-number - step)]
        case .boolean(let flag): values = [.boolean(!flag)]
        case .string(let text): values = [.string(text + " more")]
        }
        for value in values {
          guard let edit = literal.edit(writing: value),
            let bytes = LiteralEdit.apply([edit], to: Array(file.text.utf8))
          else { continue }
          let edited = SourceFile(path: file.path, text: String(decoding: bytes, as: UTF8.self))
          let before = literal.source.utf8Range.lowerBound > 0 ? Array(file.text.utf8)[literal.source.utf8Range.lowerBound - 1] : 0
          let (taken, agrees) = Self.agrees(sources, edited)
          // A `-` written after an operator character is left to the full rewrite (`+-` is one operator).
          let mayRefuse = edit.text.hasPrefix("-") && !literal.source.text.hasPrefix("-") && !" \t([{,:".utf8.contains(before)
          #expect(taken || mayRefuse, "\(file.path):\(literal.source.line): \(literal.source.text) → \(edit.text) not taken")
          #expect(agrees, "\(file.path):\(literal.source.line): \(literal.source.text) → \(edit.text)")
          edits += 1
        }
      }
    }
    // Ten literals of each of the seeds and the 15 gallery files, one or two edits each.
    #expect(edits > 200)
  }

  /// Changes that are not one literal of the same kind: refused, and the full rewrite indeed
  /// needs a compile (or finds the same literals).
  @Test func editsThatAreNotOneLiteralOfItsKindAreLeftToTheFullRewrite() throws {
    let file = SourceFile(
      path: "Edits.swift",
      text: """
        import SwiftUI
        struct Edits: View {
            var body: some View {
                Text("Hello").padding(12).opacity(0.5 + 1).hidden(false)
            }
        }

        """)
    let sources = try PreviewSources(previewed: [file])
    let changes: [(from: String, to: String)] = [
      ("12", "12.5"),  // an integer becomes a float: another function
      ("\"Hello\"", "\"H\""),  // one character: could be a Character, stays a literal
      ("\"Hello\"", "\"\\(1)\""),  // interpolated: not one value
      ("+ 1", "+-1"),  // `+-` is one operator
      ("12", "1 2"),  // two tokens
      ("12", "12 "),  // a space is the skeleton's
      ("false", "nil"),  // not a Boolean
      ("12).opacity(0.5", "13).opacity(0.6"),  // two literals at once
    ]
    for change in changes {
      let text = file.text
      let range = try #require(text.range(of: change.from))
      let edited = SourceFile(path: file.path, text: text.replacingCharacters(in: range, with: change.to))
      #expect(sources.retuned(to: [edited]) == nil, "\(change.from) → \(change.to)")
    }
    // The same file, unchanged, is itself; one value changed, just that value.
    #expect(sources.retuned(to: [file]) == sources)
    let edited = Self.replacing(try #require(SourceFiles.location(of: "0.5", in: file.text)).offset..<(try #require(SourceFiles.location(of: "0.5", in: file.text)).offset + 3), in: file, with: "0.75")
    let quick = try #require(sources.retuned(to: [edited]))
    #expect(quick.literals.map(\.value) == [.string("Hello"), .number(12), .number(0.75), .number(1), .boolean(false)])
    #expect(quick.literals[3].source.column == sources.literals[3].source.column + 1)
  }

  /// Random bytes written into and around literal tokens (a seeded run over the gallery): the
  /// one-token read never takes a change the full rewrite reads otherwise.
  @Test func randomEditsAroundTokensNeverDisagreeWithTheFullRewrite() throws {
    var generator = SeededRandom(seed: 0x5eed)
    let pieces = ["-", ".", "e", "_", "x", " ", "\"", "1", "9", "0.", "\\", "(", "true", "f", "+", "//"]
    var taken = 0
    for file in try Self.files() {
      let sources = try PreviewSources(previewed: [file])
      for literal in sources.literals.prefix(8) {
        for _ in 0..<5 {
          let range = literal.source.utf8Range
          let start = range.lowerBound + Int(generator.next() % UInt64(range.count + 1))
          let end = min(range.upperBound, start + Int(generator.next() % 2))
          let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
          let edited = Self.replacing(start..<end, in: file, with: piece)
          let result = Self.agrees(sources, edited)
          if result.taken { taken += 1 }
          #expect(result.agrees, "\(file.path):\(literal.source.line): \(literal.source.text) with \(piece) at \(start - range.lowerBound)")
        }
      }
    }
    // Many of the edits are still one literal of the kind (a digit added, a sign), and are taken.
    #expect(taken > 50)
  }
}
