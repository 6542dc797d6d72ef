// Inline Markdown, as SwiftUI's `Text` reads a string literal (a `LocalizedStringKey`): Apple
// documents that the key is parsed with `AttributedString`'s `inlineOnlyPreservingWhitespace`
// syntax, that `Text` draws emphasis, strong emphasis, inline code, strikethrough and links, and
// that it draws no block formatting (`Text.init(_:tableName:bundle:comment:)`, "Styling
// localized strings with markdown"). Foundation on Linux has no Markdown parser, so this is a
// small one for that inline subset, written to the CommonMark 0.31 specification: backslash
// escapes (§2.4), code spans (§6.1), emphasis and strong emphasis by its delimiter-run rules
// and its "process emphasis" procedure (§6.2, appendix), inline links and autolinks (§6.3,
// §6.5), and GitHub's strikethrough extension (`~~`, GFM §6.5). Images, reference links, raw
// HTML and entity references are left as text; whitespace and line breaks are kept as they are.

/// Inline Markdown parsed into runs of text, each with the styles that apply to it.
enum InlineMarkdown {
  /// What a run is marked up as.
  struct Style: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// `*text*` or `_text_`.
    static let italic = Style(rawValue: 1 << 0)
    /// `**text**` or `__text__`.
    static let bold = Style(rawValue: 1 << 1)
    /// `` `text` ``.
    static let code = Style(rawValue: 1 << 2)
    /// `~~text~~`.
    static let strikethrough = Style(rawValue: 1 << 3)
    /// `[text](destination)` or `<scheme:destination>`.
    static let link = Style(rawValue: 1 << 4)
  }

  /// Characters with one style.
  struct Run: Hashable, Sendable {
    var text: String
    var style: Style
  }

  /// `source` as runs, in order; adjacent runs differ in style. Text without markup is one
  /// run with no style.
  static func parse(_ source: String) -> [Run] {
    guard source.contains(where: { "*_`~[]<\\".contains($0) }) else {
      return source.isEmpty ? [] : [Run(text: source, style: [])]
    }
    var parser = Parser(Array(source))
    parser.scan()
    parser.processEmphasis(above: -1)
    var runs: [Run] = []
    for node in parser.nodes where !node.text.isEmpty {
      if let last = runs.last, last.style == node.style {
        runs[runs.count - 1].text += node.text
      } else {
        runs.append(Run(text: node.text, style: node.style))
      }
    }
    return runs
  }

  /// An inline: literal text, a code span, a run of delimiters or a bracket that may open a
  /// link.
  private struct Node {
    enum Kind { case text, delimiters, bracket }
    var kind: Kind
    var text: String
    var style: Style = []
    /// For delimiters: the character, how many are left, whether the run may open and close
    /// emphasis, and how many it had (the "rule of 3").
    var character: Character = " "
    var count = 0
    var canOpen = false
    var canClose = false
    var originalCount = 0
    /// Delimiters still on the delimiter stack; a bracket that may still open a link.
    var isActive = false
  }

  private struct Parser {
    let characters: [Character]
    var nodes: [Node] = []

    init(_ characters: [Character]) { self.characters = characters }

    /// Appends literal text, joined to the last node when that is literal text too.
    mutating func appendText(_ text: String, style: Style = []) {
      if let last = nodes.last, last.kind == .text, last.style == style {
        nodes[nodes.count - 1].text += text
      } else {
        nodes.append(Node(kind: .text, text: text, style: style))
      }
    }

    mutating func scan() {
      var index = 0
      while index < characters.count {
        let character = characters[index]
        switch character {
        case "\\":
          // §2.4: a backslash before ASCII punctuation makes it literal.
          if index + 1 < characters.count, characters[index + 1].isASCIIPunctuation {
            appendText(String(characters[index + 1]))
            index += 2
          } else {
            appendText("\\")
            index += 1
          }
        case "`":
          index = scanCodeSpan(at: index)
        case "*", "_", "~":
          index = scanDelimiters(at: index)
        case "[":
          nodes.append(Node(kind: .bracket, text: "[", isActive: true))
          index += 1
        case "]":
          index = closeBracket(at: index)
        case "<":
          index = scanAutolink(at: index)
        default:
          var end = index + 1
          while end < characters.count, !"\\`*_~[]<".contains(characters[end]) { end += 1 }
          appendText(String(characters[index..<end]))
          index = end
        }
      }
    }

    /// The length of the run of `character` starting at `index`.
    func runLength(of character: Character, at index: Int) -> Int {
      var end = index
      while end < characters.count, characters[end] == character { end += 1 }
      return end - index
    }

    /// §6.1: a backtick string opens a code span closed by the next backtick string of the same
    /// length; line endings become spaces, and one space is stripped from each end when both
    /// ends have one and the content is not all spaces. Without a closer the backticks are text.
    mutating func scanCodeSpan(at index: Int) -> Int {
      let length = runLength(of: "`", at: index)
      var search = index + length
      while search < characters.count {
        guard characters[search] == "`" else {
          search += 1
          continue
        }
        let closing = runLength(of: "`", at: search)
        if closing == length {
          var content = characters[(index + length)..<search].map { $0.isNewline ? " " : $0 }
          if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content = Array(content.dropFirst().dropLast())
          }
          nodes.append(Node(kind: .text, text: String(content), style: .code))
          return search + closing
        }
        search += closing
      }
      appendText(String(repeating: "`", count: length))
      return index + length
    }

    /// §6.2: a delimiter run, and whether it is left- and right-flanking; `_` may not open or
    /// close inside a word. GFM's `~` runs of one or two strike through.
    mutating func scanDelimiters(at index: Int) -> Int {
      let character = characters[index]
      let length = runLength(of: character, at: index)
      let before: Character = index > 0 ? characters[index - 1] : "\n"
      let after: Character = index + length < characters.count ? characters[index + length] : "\n"
      let leftFlanking =
        !after.isWhitespace && (!after.isMarkdownPunctuation || before.isWhitespace || before.isMarkdownPunctuation)
      let rightFlanking =
        !before.isWhitespace && (!before.isMarkdownPunctuation || after.isWhitespace || after.isMarkdownPunctuation)
      var node = Node(kind: .delimiters, text: String(repeating: character, count: length))
      node.character = character
      node.count = length
      node.originalCount = length
      switch character {
      case "_":
        node.canOpen = leftFlanking && (!rightFlanking || before.isMarkdownPunctuation)
        node.canClose = rightFlanking && (!leftFlanking || after.isMarkdownPunctuation)
      case "~" where length > 2:
        node.canOpen = false
        node.canClose = false
      default:
        node.canOpen = leftFlanking
        node.canClose = rightFlanking
      }
      node.isActive = node.canOpen || node.canClose
      nodes.append(node)
      return index + length
    }

    /// §6.3: a `]` after an active `[` and followed by `(destination "title")` makes the nodes
    /// between them a link, with their emphasis processed on their own; a link holds no link.
    /// Otherwise the brackets are text.
    mutating func closeBracket(at index: Int) -> Int {
      guard let opener = nodes.lastIndex(where: { $0.kind == .bracket }) else {
        appendText("]")
        return index + 1
      }
      guard nodes[opener].isActive, let end = inlineLinkEnd(after: index + 1) else {
        nodes[opener].kind = .text
        nodes[opener].isActive = false
        appendText("]")
        return index + 1
      }
      processEmphasis(above: opener)
      for node in (opener + 1)..<nodes.count { nodes[node].style.insert(.link) }
      nodes[opener].kind = .text
      nodes[opener].text = ""
      for node in 0..<opener where nodes[node].kind == .bracket { nodes[node].isActive = false }
      return end
    }

    /// The character that ends a link title, by the one that starts it.
    static let titleClosers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    /// The index after an inline link's `(destination "title")` that starts at `start`, or nil.
    func inlineLinkEnd(after start: Int) -> Int? {
      guard start < characters.count, characters[start] == "(" else { return nil }
      var index = start + 1
      func skipSpaces() {
        var newlines = 0
        while index < characters.count, characters[index] == " " || characters[index] == "\t" || characters[index].isNewline {
          if characters[index].isNewline {
            newlines += 1
            if newlines > 1 { return }
          }
          index += 1
        }
      }
      skipSpaces()
      // The destination: <…> or a run without spaces or control characters, parentheses balanced.
      if index < characters.count, characters[index] == "<" {
        index += 1
        while index < characters.count, characters[index] != ">" {
          if characters[index] == "<" || characters[index].isNewline { return nil }
          index += characters[index] == "\\" ? 2 : 1
        }
        guard index < characters.count else { return nil }
        index += 1
      } else {
        var depth = 0
        while index < characters.count {
          let character = characters[index]
          if character == "\\", index + 1 < characters.count, characters[index + 1].isASCIIPunctuation {
            index += 2
            continue
          }
          if character.isWhitespace || character.asciiValue.map({ $0 < 0x20 || $0 == 0x7F }) == true { break }
          if character == "(" { depth += 1 }
          if character == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          index += 1
        }
        guard depth == 0 else { return nil }
      }
      let beforeTitle = index
      skipSpaces()
      // An optional title, after at least one space.
      if index > beforeTitle, index < characters.count, let close = Self.titleClosers[characters[index]] {
        index += 1
        while index < characters.count, characters[index] != close {
          index += characters[index] == "\\" ? 2 : 1
        }
        guard index < characters.count else { return nil }
        index += 1
        skipSpaces()
      }
      guard index < characters.count, characters[index] == ")" else { return nil }
      return index + 1
    }

    /// §6.5: `<scheme:…>`, the scheme 2 to 32 letters, digits, `+`, `.` or `-` starting with a
    /// letter, and no spaces, `<` or `>` after it, is a link shown as its destination.
    mutating func scanAutolink(at index: Int) -> Int {
      var end = index + 1
      while end < characters.count, characters[end] != ">", characters[end] != "<", !characters[end].isWhitespace {
        end += 1
      }
      let body = characters[(index + 1)..<min(end, characters.count)]
      if end < characters.count, characters[end] == ">", let colon = body.firstIndex(of: ":") {
        let scheme = body[body.startIndex..<colon]
        let isScheme =
          (2...32).contains(scheme.count) && scheme.first?.isASCIILetter == true
          && scheme.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "+.-".contains($0) }
        if isScheme {
          nodes.append(Node(kind: .text, text: String(body), style: .link))
          return end + 1
        }
      }
      appendText("<")
      return index + 1
    }

    /// The CommonMark appendix's "process emphasis" over the delimiters after node `bottom`:
    /// each closer takes the nearest opener of its character that may pair with it, two
    /// delimiters for strong emphasis when both runs have two, one for emphasis; the nodes
    /// between take the style and their delimiters become text. `~` runs pair only with runs
    /// of their own length. Unpaired delimiters stay as text.
    mutating func processEmphasis(above bottom: Int) {
      var closer = bottom + 1
      while closer < nodes.count {
        guard nodes[closer].kind == .delimiters, nodes[closer].isActive, nodes[closer].canClose else {
          closer += 1
          continue
        }
        var opener = closer - 1
        var found: Int?
        while opener > bottom {
          let candidate = nodes[opener]
          if candidate.kind == .delimiters, candidate.isActive, candidate.canOpen, candidate.character == nodes[closer].character,
            pairs(candidate, nodes[closer])
          {
            found = opener
            break
          }
          opener -= 1
        }
        guard let opener = found else {
          // Not an opener for anything later either when it cannot open: it is text.
          if !nodes[closer].canOpen { nodes[closer].isActive = false }
          closer += 1
          continue
        }
        let isStrike = nodes[closer].character == "~"
        let used = isStrike ? nodes[closer].count : (nodes[opener].count >= 2 && nodes[closer].count >= 2 ? 2 : 1)
        let style: Style = isStrike ? .strikethrough : (used == 2 ? .bold : .italic)
        for node in (opener + 1)..<closer {
          nodes[node].style.insert(style)
          if nodes[node].kind == .delimiters { nodes[node].isActive = false }
        }
        nodes[opener].count -= used
        nodes[opener].text.removeLast(used)
        nodes[closer].count -= used
        nodes[closer].text.removeFirst(used)
        if nodes[opener].count == 0 { nodes[opener].isActive = false }
        if nodes[closer].count == 0 {
          nodes[closer].isActive = false
          closer += 1
        }
      }
      for node in (bottom + 1)..<nodes.count where nodes[node].kind == .delimiters { nodes[node].isActive = false }
    }

    /// Whether `opener` may close with `closer`: the rule of 3 for `*` and `_` (when either
    /// run can both open and close, their lengths may not sum to a multiple of 3 unless both
    /// are multiples of 3), equal lengths for `~`.
    func pairs(_ opener: Node, _ closer: Node) -> Bool {
      if opener.character == "~" { return opener.count == closer.count }
      guard opener.canClose || closer.canOpen else { return true }
      let sum = opener.originalCount + closer.originalCount
      return sum % 3 != 0 || (opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
    }
  }
}

extension Character {
  /// ASCII punctuation, as CommonMark defines it (§2.1): the characters a backslash escapes.
  fileprivate var isASCIIPunctuation: Bool {
    guard let value = asciiValue else { return false }
    return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
      || (0x7B...0x7E).contains(value)
  }

  /// CommonMark's Unicode punctuation character (§2.1): general category P or S.
  fileprivate var isMarkdownPunctuation: Bool { isPunctuation || isSymbol }

  fileprivate var isASCIILetter: Bool { asciiValue.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) } ?? false }
  fileprivate var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
