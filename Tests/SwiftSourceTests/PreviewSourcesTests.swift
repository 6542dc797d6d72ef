import TestSupport
import Testing

@testable import SwiftSource

/// The preview build's rewrite, on text: literals as design-time calls, `#Preview`s as
/// functions, previews found, imports checked. Expected tokens, lines and columns come from
/// plain string search over the fixtures (`SourceFiles.location`), independently of SwiftSyntax;
/// that the rewritten files compile is `PreviewBuildTests`'.
@Suite struct PreviewSourcesTests {
  private static func rewrite(_ files: [SourceFile], context: [SourceFile] = []) throws -> PreviewSources {
    try PreviewSources(previewed: files, context: context)
  }

  /// The literals of `Preview/Literals.swift` that become calls, in order, as written, with
  /// their values: read off the fixture by hand.
  private static let expectedLiterals: [(text: String, kind: DesignTimeLiteral.Kind, value: DesignTimeLiteral.Value)] = [
    ("\"title is now\"", .string, .string("title is now")),
    ("0.25", .float, .number(0.25)),
    ("120", .integer, .number(120)),
    ("-0.5", .float, .number(-0.5)),
    ("true", .boolean, .boolean(true)),
    ("0x7FFF_FFFF", .integer, .number(2_147_483_647)),
    ("1.5e-3", .float, .number(0.0015)),
    ("7", .integer, .number(7)),
    ("\"none at all\"", .string, .string("none at all")),
    ("\"a few\"", .string, .string("a few")),
    ("\"many more\"", .string, .string("many more")),
    ("-12.5", .float, .number(-12.5)),
    ("2", .integer, .number(2)),
    ("3", .integer, .number(3)),
    ("3", .integer, .number(3)),
    ("\"three\"", .string, .string("three")),
    ("\"World\"", .string, .string("World")),
    ("\"\"\"\n    two\n    lines\n    \"\"\"", .string, .string("two\nlines")),
    ("3", .integer, .number(3)),
    ("3", .integer, .number(3)),
    ("4", .integer, .number(4)),
    ("5", .integer, .number(5)),
    ("#\"raw \"quoted\"\"#", .string, .string("raw \"quoted\"")),
    ("\"Preview\"", .string, .string("Preview")),
    ("\"\"", .string, .string("")),
    ("20", .integer, .number(20)),
    ("30", .integer, .number(30)),
    ("40", .integer, .number(40)),
  ]

  @Test func theLiteralTableMatchesTheTokens() throws {
    let file = try SourceFiles.fixture("Preview/Literals.swift")
    let sources = try Self.rewrite([file])
    #expect(sources.literals.map(\.source.text) == Self.expectedLiterals.map(\.text))
    #expect(sources.literals.map(\.kind) == Self.expectedLiterals.map(\.kind))
    #expect(sources.literals.map(\.value) == Self.expectedLiterals.map(\.value))
    #expect(sources.literals.map(\.key) == sources.literals.indices.map { "0:\($0)" })
    let bytes = Array(file.text.utf8)
    var searchFrom = 0
    for literal in sources.literals {
      let range = literal.source.utf8Range
      #expect(String(decoding: bytes[range], as: UTF8.self) == literal.source.text)
      // The next occurrence of the token after the previous literal is this one.
      let found = try #require(SourceFiles.location(of: literal.source.text, in: file.text, from: searchFrom))
      #expect(found.offset == range.lowerBound, "\(literal.source.text)")
      #expect((literal.source.line, literal.source.column) == (found.line, found.column))
      #expect(literal.source.path == file.path)
      searchFrom = range.upperBound
    }
  }

  @Test func theRewriteKeepsEveryLine() throws {
    let file = try SourceFiles.fixture("Preview/Literals.swift")
    let sources = try Self.rewrite([file])
    let rewritten = try #require(sources.files.first)
    let original = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rewritten.userLineCount == original.count - 1)  // the final newline starts no line
    lines = Array(lines.prefix(original.count - 1))
    // Undo each call by plain replacement (the keys make every call unique): the user's text.
    var undone = lines.joined(separator: "\n")
    for literal in sources.literals {
      #expect(undone.contains(literal.call))
      undone = undone.replacingFirst(literal.call, with: literal.source.text)
    }
    let previewLine = try #require(SourceFiles.location(of: "#Preview(\"Greeting card\") {", in: file.text)).line
    let undoneLines = undone.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, line) in undoneLines.enumerated() where index + 1 != previewLine {
      // Foundation is imported as SwiftUI (`PreviewImports.replaced`), on the same line.
      let expected = original[index] == "import Foundation" ? "import SwiftUI" : original[index]
      #expect(line == expected, "line \(index + 1)")
    }
    #expect(undoneLines[previewLine - 1] == "@MainActor @ViewBuilder func __motionPreview_0_0() -> any SwiftUI.View {")
  }

  /// Each literal knows the declaration it is in (the inspector's group) and what it is given
  /// to (its label and call, or its variable), read off this text by hand.
  @Test func literalsKnowTheirViewAndWhatTheyAreGivenTo() throws {
    let text = """
      import SwiftUI
      struct Card: View {
          @State var open = false
          var body: some View {
              Rectangle().frame(width: open ? 120 : 60, height: 80)
                  .animation(.spring(response: 0.5, dampingFraction: 0.7), value: open)
                  .opacity(0.9)
          }
      }
      extension Card {
          var corner: Double { let radius = 12.5; return radius }
      }
      #Preview("Big") { Card(open: true) }
      #Preview { Card() }
      """
    let sources = try Self.rewrite([SourceFile(path: "Card.swift", text: text)])
    let found = sources.literals.map { "\($0.source.text) \($0.owner ?? "-") \($0.context ?? "-")" }
    #expect(
      found == [
        "false Card open =", "120 Card frame(width:)", "60 Card frame(width:)", "80 Card frame(height:)",
        "0.5 Card spring(response:)",
        "0.7 Card spring(dampingFraction:)", "0.9 Card opacity(_:)", "12.5 Card radius =",
        "true #Preview \"Big\" Card(open:)",
      ], "\(found)")
  }

  @Test func literalsReadOnceOrWhereNoCallMayStandStayAsWritten() throws {
    let file = try SourceFiles.fixture("Preview/Literals.swift")
    let text = try #require(Self.rewrite([file]).files.first).text
    for kept in [
      "let globalScale = 2.5", "private let globalName = \"global name\"", "case soft = 1",
      "case calm = \"calm mood\"", "static let spacing = 8.0", "static var title = \"Tokens\" {",
      "@available(*, deprecated, message: \"an old spelling\")", "  case 0: return", "  case 1...3: return",
      "#if DEBUG && !false", "let first: Character = \"a\"", "let scalar: Unicode.Scalar = \"b\"",
      "Character(scalar), \"c\"]", "pair().0 == __designTimeInteger", "{ 1 + 2 * 3 - (4 / 5) + -6 }",
    ] {
      #expect(text.contains(kept), "\(kept)")
    }
    #expect(!text.contains("Greeting card\")"))
    #expect(text.contains("SwiftUI.PreviewRegistry.register(name: \"Greeting card\", typeName: \"Greeting\""))
  }

  @Test func columnsMapBackToTheUsersToken() throws {
    let file = try SourceFiles.fixture("Preview/Literals.swift")
    let rewritten = try #require(Self.rewrite([file]).files.first)
    // `pair()` follows two calls on its line.
    let user = try #require(SourceFiles.location(of: "pair().0", in: file.text))
    let compiled = try #require(SourceFiles.location(of: "pair().0", in: rewritten.text))
    #expect(compiled.line == user.line && compiled.column > user.column)
    #expect(rewritten.userLocation(line: compiled.line, column: compiled.column) == .init(line: user.line, column: user.column))
    // Inside a call's prefix: the literal's first byte; inside its fallback: the same byte of the token.
    let literal = try #require(SourceFiles.location(of: "-12.5", in: file.text))
    let call = try #require(SourceFiles.location(of: "__designTimeFloat(\"0:11\"", in: rewritten.text))
    #expect(rewritten.userLocation(line: call.line, column: call.column + 3) == .init(line: literal.line, column: literal.column))
    let fallback = try #require(SourceFiles.location(of: "fallback: -12.5", in: rewritten.text))
    let digit = fallback.column + "fallback: -1".utf8.count
    #expect(rewritten.userLocation(line: fallback.line, column: digit) == .init(line: literal.line, column: literal.column + 2))
    // A multi-line string: its last line's `"""` is the user's, the call's `)` after it
    // stands for the literal's first byte, lines above.
    let closing = try #require(SourceFiles.location(of: "    \"\"\")", in: rewritten.text))
    let opening = try #require(SourceFiles.location(of: "\"\"\"\n    two", in: file.text))
    #expect(rewritten.userLocation(line: closing.line, column: closing.column + 4) == .init(line: closing.line, column: closing.column + 4))
    #expect(rewritten.userLocation(line: closing.line, column: closing.column + 7) == .init(line: opening.line, column: opening.column))
    // A registration line stands for its preview's `#`; the function's other lines for nothing.
    let registration = try #require(SourceFiles.location(of: "  SwiftUI.PreviewRegistry.register", in: rewritten.text))
    let preview = try #require(SourceFiles.location(of: "#Preview(\"Greeting card\")", in: file.text))
    #expect(rewritten.userLocation(line: registration.line, column: 40) == .init(line: preview.line, column: preview.column))
    #expect(rewritten.userLocation(line: registration.line - 1, column: 1) == nil)
  }

  @Test func aLiteralOnlyEditKeepsKeysAndSkeleton() throws {
    let file = try SourceFiles.fixture("Preview/Literals.swift")
    var edited = file
    edited.text = file.text.replacingFirst("\"World\"", with: "\"Everyone out there\"")
      .replacingFirst("let width = 120", with: "let width = 7")
      .replacingFirst("var ratio = -0.5", with: "var ratio = 0.125")
      .replacingFirst("var enabled = true", with: "var enabled = false")
    let before = try Self.rewrite([file])
    let after = try Self.rewrite([edited])
    #expect(after.skeleton == before.skeleton)
    #expect(after.literals.map(\.key) == before.literals.map(\.key))
    let values = try #require(after.literalValues(ifOnlyLiteralsChangedFrom: before))
    #expect(values.count == Self.expectedLiterals.count)
    #expect(values["0:16"] == .string("Everyone out there"))
    #expect(values["0:2"] == .number(7))
    #expect(values["0:3"] == .number(0.125))
    #expect(values["0:4"] == .boolean(false))
    #expect(values["0:1"] == .number(0.25))
    // The edited tokens are where the table says, with their new text.
    let bytes = Array(edited.text.utf8)
    let world = try #require(after.literals.first { $0.key == "0:16" })
    #expect(String(decoding: bytes[world.source.utf8Range], as: UTF8.self) == "\"Everyone out there\"")
  }

  @Test func structuralEditsChangeTheSkeleton() throws {
    let file = try SourceFiles.fixture("Preview/Literals.swift")
    let before = try Self.rewrite([file])
    for (old, new) in [
      ("let width = 120", "let width = 120.0"),  // Int becomes Double
      ("static let spacing = 8.0", "static let spacing = 9.0"),  // read once: compiled in
      ("#Preview(\"Greeting card\")", "#Preview(\"Card\")"),  // the registered name
      ("var enabled = true", "var enabled = !true"),
      ("Text(verbatim:", "Text("),
      ("\"a few\"", "\"a\""),  // one character stays a literal
    ] {
      var edited = file
      edited.text = file.text.replacingFirst(old, with: new)
      #expect(edited.text != file.text)
      let after = try Self.rewrite([edited])
      #expect(after.skeleton != before.skeleton, "\(new)")
      #expect(after.literalValues(ifOnlyLiteralsChangedFrom: before) == nil)
    }
  }

  @Test func previewsOfEachKind() throws {
    let file = try SourceFiles.fixture("Preview/Previews.swift")
    let sources = try Self.rewrite([file])
    func line(_ needle: String) throws -> Int { try #require(SourceFiles.location(of: needle, in: file.text)).line }
    let expected: [(String, String?, PreviewDeclaration.Kind, Int, String?)] = [
      ("Badge", "Badge", .macro, try line("#Preview { Badge() }"), nil),
      ("Two badges", "Badge", .macro, try line("#Preview(\"Two badges\""), nil),
      ("Badge_Previews", "Badge_Previews", .provider, try line("struct Badge_Previews"), "(DEBUG)"),
      ("Release", "Text", .macro, try line("#Preview(\n"), "!(DEBUG)"),
      ("Toggled", "Text", .macro, try line("#Preview(\"Toggled\")"), nil),
    ]
    #expect(sources.previews.map(\.name) == expected.map(\.0))
    #expect(sources.previews.map(\.typeName) == expected.map(\.1))
    #expect(sources.previews.map(\.kind) == expected.map(\.2))
    #expect(sources.previews.map(\.line) == expected.map(\.3))
    #expect(sources.previews.map(\.condition) == expected.map(\.4))
    let text = try #require(sources.files.first).text
    #expect(!text.contains("#Preview") && !text.contains("sizeThatFitsLayout") && !text.contains("@Previewable"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // `#Preview(` over four lines: the header, two emptied lines, the body, the `)` gone.
    let release = try line("#Preview(\n")
    #expect(lines[release - 1] == "@MainActor @ViewBuilder func __motionPreview_0_2() -> any SwiftUI.View {")
    #expect(lines[release] == "" && lines[release + 1] == " Text(__designTimeString(\"0:1\", fallback: \"Release\")) }")
    #expect(lines[release + 2] == "")
    // `@Previewable` state becomes a local view's, the rest of the body its body.
    let toggled = try line("#Preview(\"Toggled\")")
    #expect(lines[toggled - 1] == "@MainActor func __motionPreview_0_3() -> any SwiftUI.View { struct __MotionPreviewHost: SwiftUI.View {")
    #expect(lines[toggled] == "   @State var on = __designTimeBoolean(\"0:2\", fallback: true) var body: some SwiftUI.View {")
    #expect(lines[toggled + 2] == "} }; return __MotionPreviewHost() }")
    #expect(text.contains("#if (DEBUG)\n  SwiftUI.PreviewRegistry.register(name: \"Badge_Previews\""))
    #expect(sources.entry.contains("@_cdecl(\"motion_preview_register\")") && sources.entry.contains("__motionPreviewRegister_0()"))
  }

  @Test func viewsMadeWithoutArguments() throws {
    let sources = try Self.rewrite([try SourceFiles.fixture("Preview/Views.swift")])
    #expect(sources.previews.map(\.name) == ["Plain", "WithDefaults", "Hidden", "WithInit", "Extended", "DebugOnly"])
    #expect(sources.previews.allSatisfy { $0.kind == .view && $0.typeName == $0.name })
    #expect(sources.previews.last?.condition == "(DEBUG)")
    let wrappers = SourceFile(
      path: "Wrappers.swift",
      text: """
        struct Wrapped: View {
          @State var count = 0
          @State var selection: Int?
          @Environment(\\.colorScheme) var scheme
          @FocusState var focused: Bool
          var body: some View { Text("w") }
        }
        struct Bound: View {
          @Binding var on: Bool
          var body: some View { Text("b") }
        }
        struct StateWithoutValue: View {
          @State var count: Int
          var body: some View { Text("s") }
        }
        """)
    #expect(try Self.rewrite([wrappers]).previews.map(\.name) == ["Wrapped"])
  }

  /// A file without `#Preview` shows first the views no other view of it uses, the screen it
  /// builds, then the parts, each in source order: a card declared above its screen, or a
  /// screen that needs an `.environment(model)` its root gives, comes after.
  @Test func theViewsNoOtherUsesComeFirst() throws {
    let file = SourceFile(
      path: "Screen.swift",
      text: """
        struct Card: View { var body: some View { Text("c") } }
        extension Card { var title: String { "t" } }
        struct Badge: View { var body: some View { Text("b") } }
        struct Screen: View { var body: some View { VStack { Card(); Badge() } } }
        struct Other: View { var body: some View { Text("o") } }
        """)
    #expect(try Self.rewrite([file]).previews.map(\.name) == ["Screen", "Other", "Card", "Badge"])
  }

  @Test func contextFilesCompileButAreNotPreviewed() throws {
    let views = try SourceFiles.fixture("Preview/Views.swift")
    let previews = try SourceFiles.fixture("Preview/Previews.swift")
    let sources = try Self.rewrite([views], context: [previews])
    #expect(sources.previews.map(\.path) == Array(repeating: views.path, count: 6))
    #expect(sources.literals.allSatisfy { $0.source.path == views.path })
    #expect(sources.files.map(\.path) == [views.path, previews.path])
    #expect(sources.files.map(\.isPreviewed) == [true, false])
    let context = sources.files[1].text
    #expect(!context.contains("#Preview") && context.contains("func __motionPreview_1_0()"))
    #expect(!context.contains("__designTime") && !context.contains("__motionPreviewRegister_1"))
    #expect(!sources.entry.contains("__motionPreviewRegister_1"))
  }

  @Test func importsThePreviewLacksAreLocatedErrors() throws {
    let text = """
      import SwiftUI
      import CoreGraphics
      import AppKit
      #if canImport(Cocoa)
      import Cocoa
      #endif
      import struct Combine.Published
      struct V: View { var body: some View { Text("v") } }
      """
    do {
      _ = try Self.rewrite([SourceFile(path: "Imports.swift", text: text)])
      Issue.record("no error")
    } catch let error as PreviewSourceError {
      let column = try #require(SourceFiles.location(of: "AppKit", in: text)).column
      #expect(
        error.description
          == "Imports.swift:3:\(column): error: no such module 'AppKit' in the preview (it offers SwiftUI, "
          + "Foundation, UIKit, Observation and the standard library)")
    }
    let allowed = text.replacingFirst("import AppKit\n", with: "import Darwin\n")
    let rewritten = try #require(Self.rewrite([SourceFile(path: "Imports.swift", text: allowed)]).files.first).text
    #expect(rewritten.hasPrefix("import SwiftUI\nimport SwiftUI\nimport Glibc\n#if canImport(Cocoa)\nimport Cocoa\n"))
    #expect(rewritten.contains("import struct SwiftUI.Published\n"))
  }

  @Test func nothingToPreviewIsOneError() throws {
    let file = try SourceFiles.fixture("Preview/NoPreview.swift")
    #expect(throws: PreviewSourceError.nothingToPreview(paths: [file.path])) { try Self.rewrite([file]) }
    #expect(
      PreviewSourceError.nothingToPreview(paths: [file.path]).description
        == "Fixtures/Preview/NoPreview.swift: nothing to preview: no #Preview, no PreviewProvider and no View that "
        + "can be made without arguments")
  }

  @Test func syntaxErrorsAreLocated() throws {
    let text = "import SwiftUI\nstruct V: View {\n  var body: some View { Text(\"v\" }\n}\n"
    #expect {
      try Self.rewrite([SourceFile(path: "Broken.swift", text: text)])
    } throws: { error in
      guard case .located(let diagnostics) = error as? PreviewSourceError else { return false }
      // The error where the parser gave up, then its note at the parenthesis left open
      // (column 29 of line 3), as the compiler prints them.
      return diagnostics.map(\.description) == [
        "Broken.swift:3:33: error: expected ')' to end function call",
        "Broken.swift:3:29: note: to match this opening '('",
      ]
    }
  }
}

