#if SWIFT_SYNTAX
  internal import SwiftParser
  internal import SwiftSyntax
#endif

/// A save that changed one literal's token in place, read without parsing the file again.
///
/// SwiftParser reads about 3 s per MiB, so the full rewrite of a 120-line file takes 12–25 ms of
/// a literal save's budget of one frame. Most literal saves change one token: the bytes before
/// and after the change are the ones the sources were made from, and the change lies inside one
/// design-time literal's token. Then only the new token is parsed, alone; the file around it is
/// unchanged, so it is still the same skeleton. Anything else (two literals changed at once, a
/// token that is no longer one literal of its kind, a change that could join the token to its
/// neighbour, files compiled with their SwiftPM siblings) is left to the full rewrite, which
/// gives the same literals: `LiteralRetuneTests` compares the two on every literal of real files.
extension PreviewSources {
  /// These sources with the literal values that `files` (the previewed files, in order) hold,
  /// when each file is as these sources were made from but for the text of at most one literal
  /// token; nil when that cannot be told without the full rewrite (which may then still find a
  /// literal-only change).
  package func retuned(to files: [SourceFile]) -> PreviewSources? {
    #if SWIFT_SYNTAX
      guard files.count == userTexts.count, self.files.allSatisfy(\.isPreviewed) else { return nil }
      var result = self
      for (index, file) in files.enumerated() {
        guard file.path == self.files[index].path else { return nil }
        if file.text == userTexts[index] { continue }
        guard result.retune(fileIndex: index, to: file.text) else { return nil }
      }
      return result
    #else
      return nil
    #endif
  }

  #if SWIFT_SYNTAX
    /// Rewrites the literal of file `fileIndex` that the change from its text to `text` lies in;
    /// false when the change is not inside one literal, or its new token is not one literal of
    /// the same kind.
    private mutating func retune(fileIndex: Int, to text: String) -> Bool {
      let old = Array(userTexts[fileIndex].utf8)
      let new = Array(text.utf8)
      // The changed span: old[prefix ..< old.count - suffix] became new[prefix ..< new.count - suffix].
      var prefix = 0
      while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      let changedEnd = old.count - suffix
      let path = files[fileIndex].path
      guard
        let index = literals.firstIndex(where: {
          $0.source.path == path && $0.source.utf8Range.lowerBound <= prefix
            && changedEnd <= $0.source.utf8Range.upperBound
        })
      else { return false }
      let literal = literals[index]
      let delta = new.count - old.count
      let range = literal.source.utf8Range.lowerBound..<(literal.source.utf8Range.upperBound + delta)
      guard range.lowerBound < range.upperBound, range.upperBound <= new.count else { return false }
      let token = String(decoding: new[range], as: UTF8.self)
      let before = range.lowerBound > 0 ? new[range.lowerBound - 1] : UInt8(ascii: "\n")
      guard let value = Self.value(ofToken: token, kind: literal.kind, after: before) else { return false }
      literals[index].value = value
      literals[index].source.text = token
      literals[index].source.utf8Range = range
      // The later literals of the file move by `delta` bytes, and by `delta` columns on its line
      // (the token holds no newline, so no line moves).
      for later in literals.indices where later > index && literals[later].source.path == path {
        literals[later].source.utf8Range = (literals[later].source.utf8Range.lowerBound + delta)..<(literals[later].source.utf8Range.upperBound + delta)
        if literals[later].source.line == literal.source.line { literals[later].source.column += delta }
      }
      userTexts[fileIndex] = String(decoding: new, as: UTF8.self)
      return true
    }

    /// The value of `token` when it is one literal of `kind` that the full rewrite would make a
    /// design-time value of, written on one line with nothing around it, and cannot join the
    /// byte `before` it into one operator (`a+1` made `a+-1` is `+-` and `1`); else nil.
    private static func value(ofToken token: String, kind: DesignTimeLiteral.Kind, after before: UInt8) -> DesignTimeLiteral.Value? {
      guard !token.contains(where: \.isNewline), token.first?.isWhitespace == false, token.last?.isWhitespace == false
      else { return nil }
      if token.hasPrefix("-"), !" \t([{,:".utf8.contains(before) { return nil }
      let tree = Parser.parse(source: token)
      guard !tree.hasError, tree.statements.count == 1, let item = tree.statements.first,
        let expression = item.item.as(ExprSyntax.self), expression.trimmedDescription == token
      else { return nil }
      switch kind {
      case .integer, .float:
        var operand = expression
        var sign = 1.0
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
          prefix.operator.trailingTrivia.isEmpty
        {
          operand = prefix.expression
          sign = -1
        }
        if kind == .integer, let literal = operand.as(IntegerLiteralExprSyntax.self),
          let number = literal.representedLiteralValue
        {
          return .number(sign * Double(number))
        }
        if kind == .float, let literal = operand.as(FloatLiteralExprSyntax.self),
          let number = literal.representedLiteralValue, number.isFinite
        {
          return .number(sign * number)
        }
        return nil
      case .boolean:
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return .boolean(literal.literal.tokenKind == .keyword(.true))
      case .string:
        // As `LiteralFinder`: no interpolation, and not one character.
        guard let literal = expression.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue,
          text.count != 1
        else { return nil }
        return .string(text)
      }
    }
  #endif
}
