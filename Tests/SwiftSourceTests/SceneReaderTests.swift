import Motion
import Scenes
import SwiftSource
import TestSupport
import Testing

/// Reading the seeds gives exactly the built-in scene; each parameter, edited in a copy of a seed
/// file, moves to the edited value and nothing else moves; unusable values are warnings at
/// their exact place, and the built-in value stays.
@Suite struct SceneReaderTests {
  @Test func theSeedFilesGiveTheBuiltInScene() throws {
    let reading = SceneReader.read(try SourceFiles.seeds())
    #expect(!reading.hasErrors)
    #expect(reading.scene == SceneModel.seed)
    // Only notes: the seed constructs the preview interprets, each said once, in file order.
    #expect(
      reading.diagnostics.map { "\($0.path):\($0.line):\($0.column): \($0.severity)" } == [
        "TextRendererReveal.swift:9:24: note", "TextRendererReveal.swift:13:17: note",
        "TextRendererReveal.swift:22:30: note", "TextRendererReveal.swift:63:25: note",
      ])
  }

  /// One edit: in `file`, the first `old` becomes `new`, and `change` makes the same change to
  /// the built-in scene by hand.
  struct Edit: CustomTestStringConvertible, Sendable {
    var file: String
    var old: String
    var new: String
    var key: String?
    var change: @Sendable (inout SceneModel) -> Void

    var testDescription: String { "\(file): \(old) → \(new)" }
  }

  static let edits: [Edit] = [
    // The reveal.
    Edit(file: "TextRendererReveal.swift", old: "extraBounce: 0.4", new: "extraBounce: 0.0", key: "reveal.spring.extraBounce") {
      $0.reveal.spring = .snappy(duration: 0.4 - 0.05, extraBounce: 0.0)
    },
    Edit(file: "TextRendererReveal.swift", old: "elementDuration: Double = 0.4", new: "elementDuration: Double = 0.3", key: "reveal.elementDuration") {
      $0.reveal.elementDuration = 0.3
      $0.reveal.spring = .snappy(duration: 0.3 - 0.05, extraBounce: 0.4)
    },
    Edit(file: "TextRendererReveal.swift", old: "let duration = 1.0", new: "let duration = 2.5", key: "reveal.totalDuration") {
      $0.reveal.totalDuration = 2.5
      $0.reveal.transitionAnimation = .linear(duration: 2.5)
    },
    Edit(file: "TextRendererReveal.swift", old: ".font(.title2)", new: ".font(.title)") {
      $0.reveal.font = TextFont(.title, weight: .bold)
    },
    Edit(file: "TextRendererReveal.swift", old: ".bold()", new: ".fontWeight(.light)") {
      $0.reveal.font = TextFont(.title2, weight: .light)
    },
    Edit(file: "TextRendererReveal.swift", old: ".foregroundStyle(.blue)", new: ".foregroundStyle(Color(red: 1, green: 0.5, blue: 0))") {
      $0.reveal.foreground = Color(red: 1, green: 0.5, blue: 0)
    },
    Edit(file: "TextRendererReveal.swift", old: "Toggle(\"显示文本\"", new: "Toggle(\"Reveal\"", key: "reveal.toggleLabel") {
      $0.reveal.toggleLabel = "Reveal"
    },
    Edit(file: "TextRendererReveal.swift", old: "$isVisible.animation()", new: "$isVisible.animation(.snappy)") {
      $0.reveal.clipAnimation = .snappy
    },
    Edit(file: "TextRendererReveal.swift", old: "UnitCurve.easeIn", new: "UnitCurve.circularEaseOut") {
      $0.reveal.opacityCurve = .circularEaseOut
    },
    Edit(file: "TextRendererReveal.swift", old: "transaction.animation = .linear(duration: duration)", new: "transaction.animation = .easeOut(duration: duration)") {
      $0.reveal.transitionAnimation = .easeOut(duration: 1.0)
    },
    Edit(file: "TextRendererReveal.swift", old: "offset(y: isVisible ? 300 : 0)", new: "offset(y: isVisible ? 150 : 0)", key: "reveal.veil.offset") {
      $0.reveal.veil.offset = 150
    },
    Edit(file: "TextRendererReveal.swift", old: "[.white.opacity(0.8)], startPoint: .top, endPoint: .bottom)\n                            .offset", new: "[.white.opacity(0.5)], startPoint: .top, endPoint: .bottom)\n                            .offset") {
      $0.reveal.veil.colors = [Color.white.opacity(0.5)]
    },
    Edit(file: "TextRendererReveal.swift", old: "\"Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. \"", new: "\"Hello, motion.\"", key: "reveal.text") {
      $0.reveal.text = "Hello, motion."
    },
    // The first attempt.
    Edit(file: "FirstAttempt.swift", old: ".frame(height: 300)", new: ".frame(height: 240)", key: "firstAttempt.frameHeight") {
      $0.firstAttempt.frameHeight = 240
    },
    Edit(file: "FirstAttempt.swift", old: ".padding()", new: ".padding(24)", key: "firstAttempt.padding") {
      $0.firstAttempt.padding = 24
    },
    Edit(file: "FirstAttempt.swift", old: "[.blue, .red, .green, .yellow]", new: "[.red, .yellow]") {
      $0.firstAttempt.gradientColors = [.red, .yellow]
    },
    Edit(file: "FirstAttempt.swift", old: "[Color.black]", new: "[Color.gray]") {
      $0.firstAttempt.plainColors = [.gray]
    },
    Edit(file: "FirstAttempt.swift", old: ".opacity(animate ? 1 : 0.5)", new: ".opacity(animate ? 0.9 : 0.2)", key: "firstAttempt.startOpacity") {
      $0.firstAttempt.startOpacity = 0.2
      $0.firstAttempt.endOpacity = 0.9
    },
    Edit(file: "FirstAttempt.swift", old: ".now() + 1.0", new: ".now() + 0.5", key: "firstAttempt.animateDelay") {
      $0.firstAttempt.animateDelay = 0.5
    },
    Edit(file: "FirstAttempt.swift", old: ".now() + 2.0", new: ".now() + 3.0", key: "firstAttempt.removeGradientDelay") {
      $0.firstAttempt.removeGradientDelay = 3.0
    },
    Edit(file: "FirstAttempt.swift", old: ".offset(y: animate ? 300 : 0)", new: ".offset(y: animate ? 120 : 0)", key: "firstAttempt.veil.offset") {
      $0.firstAttempt.veil.offset = 120
    },
    Edit(file: "FirstAttempt.swift", old: ".animation(.easeIn(duration: 1), value: animate)", new: ".animation(.easeIn(duration: 2), value: animate)", key: "firstAttempt.veil.animation.duration") {
      $0.firstAttempt.veil.animation = .easeIn(duration: 2)
    },
    Edit(file: "FirstAttempt.swift", old: "Text(text)\n            .padding()", new: "Text(text)\n            .font(.title3)\n            .padding()") {
      $0.firstAttempt.font = TextFont(.title3)
    },
    // The note.
    Edit(file: "StickyNote.swift", old: ".font(.headline)", new: ".font(.system(size: 20))") {
      $0.note.font = TextFont(.system(size: 20))
    },
    Edit(file: "StickyNote.swift", old: ".lineLimit(5)", new: ".lineLimit(3)", key: "note.lineLimit") {
      $0.note.lineLimit = 3
    },
    Edit(file: "StickyNote.swift", old: "UIScreen.main.bounds.width/2", new: "UIScreen.main.bounds.width/4") {
      $0.note.width = .fractionOfScreen(0.25)
    },
    Edit(file: "StickyNote.swift", old: ".frame(width: UIScreen.main.bounds.width/2)", new: ".frame(width: 280)", key: "note.width") {
      $0.note.width = .points(280)
    },
    Edit(file: "StickyNote.swift", old: "color: .green, ceaseSize: widthCease ? 50 : 0, shadowLength: 10)\n                .onAppear", new: "color: .yellow, ceaseSize: widthCease ? 36 : 8, shadowLength: 4)\n                .onAppear", key: "note.ceaseSize") {
      $0.note.color = .yellow
      $0.note.ceaseSize = 36
      $0.note.toggledCeaseSize = 8
      $0.note.shadowLength = 4
    },
    Edit(file: "StickyNote.swift", old: ".padding(.horizontal, 30)", new: ".padding(.horizontal, 18)", key: "note.paddingHorizontal") {
      $0.note.paddingHorizontal = 18
    },
    Edit(file: "StickyNote.swift", old: ".padding(.vertical, 40)", new: ".padding(.vertical, 22)", key: "note.paddingVertical") {
      $0.note.paddingVertical = 22
    },
    Edit(file: "StickyNote.swift", old: "private let divide: CGFloat = 2", new: "private let divide: CGFloat = 3", key: "note.divide") {
      $0.note.divide = 3
    },
    Edit(file: "StickyNote.swift", old: ".fill(Color.black).opacity(0.4)", new: ".fill(Color.red).opacity(0.25)", key: "note.foldOpacity") {
      $0.note.foldColor = .red
      $0.note.foldOpacity = 0.25
    },
    Edit(file: "StickyNote.swift", old: "Animation.easeInOut(duration: 1.0).repeatForever()) { self.widthCease.toggle() }\n                }\n            Spacer()", new: "Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: false)) { self.widthCease.toggle() }\n                }\n            Spacer()", key: "note.animation.duration") {
      $0.note.animation = .easeInOut(duration: 0.5).repeatForever(autoreverses: false)
    },
    Edit(file: "StickyNote.swift", old: "Text(\"If today were the last day of my life, would I want to do what I am about to do today\")", new: "Text(\"Ship it\")", key: "note.text") {
      $0.note.text = "Ship it"
    },
  ]

  static func edited(_ edit: Edit) throws -> [SourceFile] {
    try SourceFiles.seeds().map { file in
      guard file.path == edit.file else { return file }
      var copy = file
      _ = try #require(SourceFiles.location(of: edit.old, in: file.text), "\(edit.old) not in \(edit.file)")
      copy.text = file.text.replacingFirst(edit.old, with: edit.new)
      return copy
    }
  }

  @Test(arguments: edits)
  func anEditedParameterMovesAndNothingElse(_ edit: Edit) throws {
    let reading = SceneReader.read(try Self.edited(edit))
    var expected = SceneModel.seed
    edit.change(&expected)
    #expect(reading.scene == expected)
    #expect(reading.diagnostics.allSatisfy { $0.severity == .note }, "\(reading.diagnostics)")
    // The literal of the parameter is where the edit put it.
    if let key = edit.key {
      let literal = try #require(reading.literals[key], "no literal for \(key)")
      let file = try #require(try Self.edited(edit).first { $0.path == edit.file })
      let bytes = Array(file.text.utf8)
      #expect(String(decoding: bytes[literal.utf8Range], as: UTF8.self) == literal.text)
      let place = try #require(SourceFiles.location(of: edit.new, in: file.text))
      #expect(literal.utf8Range.lowerBound >= place.offset)
      #expect(literal.utf8Range.upperBound <= place.offset + edit.new.utf8.count)
    }
  }

  /// Write-back: replacing a literal's bytes with a new number gives a file that reads as that
  /// number, and no other byte changes.
  @Test func literalLocationsAreEnoughToWriteAValueBack() throws {
    let seeds = try SourceFiles.seeds()
    let reading = SceneReader.read(seeds)
    let literal = try #require(reading.literals["reveal.spring.extraBounce"])
    #expect(literal.text == "0.4")
    let written = try #require(SourceFiles.location(of: "extraBounce: 0.4", in: seeds[0].text))
    #expect(
      (literal.path, literal.line, literal.column)
        == ("TextRendererReveal.swift", written.line, written.column + "extraBounce: ".count))
    var bytes = Array(seeds[0].text.utf8)
    bytes.replaceSubrange(literal.utf8Range, with: Array("0.2".utf8))
    var files = seeds
    files[0].text = String(decoding: bytes, as: UTF8.self)
    #expect(SceneReader.read(files).scene.reveal.spring == .snappy(duration: 0.4 - 0.05, extraBounce: 0.2))
    #expect(reading.literals["note.animation.duration"]?.text == "1.0")
    #expect(reading.literals["reveal.elementDuration"]?.text == "0.4")
    #expect(reading.literals["reveal.totalDuration"]?.text == "1.0")
  }

  /// A value the reader cannot use is a warning at its first token; the built-in value stays.
  @Test func unusableValuesAreLocatedWarningsAndTheBuiltInStays() throws {
    var files = try SourceFiles.seeds()
    files[1].text = files[1].text.replacingFirst(".easeIn(duration: 1)", with: ".easeIn(duration: -1)")
    files[2].text = files[2].text.replacingFirst(".lineLimit(5)", with: ".lineLimit(lines)")
    files[0].text = files[0].text.replacingFirst("extraBounce: 0.4", with: "extraBounce: -2")
    let reading = SceneReader.read(files)
    #expect(reading.scene == SceneModel.seed)
    let warnings = reading.diagnostics.filter { $0.severity == .warning }
    func place(_ needle: String, in file: SourceFile) throws -> String {
      let found = try #require(SourceFiles.location(of: needle, in: file.text))
      return "\(file.path):\(found.line):\(found.column)"
    }
    #expect(
      warnings.map { "\($0.path):\($0.line):\($0.column)" } == [
        try place("-2", in: files[0]), try place("-1)", in: files[1]), try place("lines)", in: files[2]),
      ], "\(warnings)")
    #expect(warnings.allSatisfy { $0.message.hasSuffix("the built-in value stays") })
  }

  /// A file that does not parse: its errors, and the built-in scene.
  @Test func aFileThatDoesNotParseIsAnError() throws {
    var files = try SourceFiles.seeds()
    files[2].text = files[2].text.replacingFirst(".lineLimit(5)", with: ".lineLimit(5")
    let reading = SceneReader.read(files)
    #expect(reading.hasErrors)
    #expect(reading.scene == SceneModel.seed)
    #expect(reading.diagnostics.first?.path == "StickyNote.swift")
  }
}
