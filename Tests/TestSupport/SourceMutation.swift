/// Swift source with tokens deleted, duplicated and swapped, for the randomised tests that feed
/// real-looking files to the reader and to the compiled preview: the inputs a user's editor
/// produces halfway through an edit.
package enum SourceMutation {
  /// Tokens, white space included, so that joining them gives the text back: runs of
  /// identifier characters, of digits and dots, of white space, and single other characters.
  package static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var currentKind = 0
    func kind(_ character: Character) -> Int {
      if character.isWhitespace { return 1 }
      if character.isLetter || character == "_" || character.isNumber || character == "." && currentKind == 2 {
        return character.isNumber || character == "." ? 2 : 3
      }
      return 4
    }
    for character in text {
      let next = kind(character)
      if next != currentKind || next == 4 {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      }
      current.append(character)
      currentKind = next
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// `tokens` joined after one to three random edits: a token deleted, duplicated in place, or
  /// swapped with another.
  package static func mutate(_ tokens: [String], using random: inout SeededRandom) -> String {
    var tokens = tokens
    let edits = 1 + Int(random.next() % 3)
    for _ in 0..<edits where tokens.count > 2 {
      let index = Int(random.next() % UInt64(tokens.count))
      switch random.next() % 3 {
      case 0: tokens.remove(at: index)
      case 1: tokens.insert(tokens[index], at: index)
      default:
        let other = Int(random.next() % UInt64(tokens.count))
        tokens.swapAt(index, other)
      }
    }
    return tokens.joined()
  }
}
