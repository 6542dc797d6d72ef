/// One literal of a previewed file that the build compiles as a design-time value, Xcode's way:
/// `0.4` becomes `__designTimeFloat("0:3", fallback: 0.4)` (`Integer`, `String` and `Boolean`
/// likewise), so that the host can change what the literal gives without compiling: it sends a
/// new value under `key`, shows the literal as "line 12: 0.4", and writes a tuned value back
/// into exactly `source`'s bytes (`LiteralEdit`).
package struct DesignTimeLiteral: Hashable, Sendable {
  /// Which `__designTime…` function the literal becomes (the raw value is its name's suffix).
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A floating-point literal, `0.4`, `-1.5e3`, `0x1p-2`.
    case float = "Float"
    /// An integer literal, `12`, `-3`, `0xFF`, `1_000`.
    case integer = "Integer"
    /// A string literal without interpolation (of more than one character: see `PreviewSources`).
    case string = "String"
    /// `true` or `false`.
    case boolean = "Boolean"
  }

  /// A literal's value, as the agent's design-time table holds it (MotionUI's `DesignTimeValue`
  /// has the same three cases).
  package enum Value: Hashable, Sendable {
    /// An integer or floating-point literal's value (integers beyond ±2⁵³ are rounded).
    case number(Double)
    /// A string literal's text, escapes resolved and a multi-line string's indentation removed.
    case string(String)
    /// A Boolean literal.
    case boolean(Bool)
  }

  /// The key the generated call passes: `"F:N"`, the file's index in the previewed files and
  /// the literal's 0-based ordinal among that file's rewritten literals. Only the literals'
  /// order counts, so a literal-only edit (even one that changes a literal's length) keeps
  /// every key.
  package var key: String
  /// Which function the literal becomes.
  package var kind: Kind
  /// The literal's value as written.
  package var value: Value
  /// Where the token is, and its text as written (`0.4`, `-2`, `"Hello"` with its quotes); a
  /// leading `-` belongs to the literal, so a value can turn negative without a compile.
  package var source: SourceLiteral
  /// The declaration the literal is in, as the inspector groups the literals: the innermost
  /// type's name (`TextReveal`; an extension's extended type), `#Preview` or `#Preview "Name"`,
  /// or nil at file scope.
  package var owner: String?
  /// What the literal is given to, as the inspector names it: the argument's label and call
  /// (`spring(response:)`, `padding(_:)`), or the variable it initialises (`extraBounce =`); nil
  /// when it is neither.
  package var context: String?

  /// Creates a table entry.
  package init(
    key: String, kind: Kind, value: Value, source: SourceLiteral, owner: String? = nil, context: String? = nil
  ) {
    self.key = key
    self.kind = kind
    self.value = value
    self.source = source
    self.owner = owner
    self.context = context
  }

  /// The expression the build compiles in the literal's place:
  /// `__designTimeFloat("0:3", fallback: 0.4)`.
  package var call: String { callPrefix + source.text + ")" }

  /// The edit that writes `value` into the user's token (W's write-back): a number keeps an
  /// integer literal's kind when it is whole (`LiteralEdit.number`), a string is written as a
  /// plain quoted literal with escapes. Nil when `value` is not of the literal's kind.
  package func edit(writing value: Value) -> LiteralEdit? {
    switch (kind, value) {
    case (.float, .number(let number)), (.integer, .number(let number)):
      return LiteralEdit(literal: source, text: LiteralEdit.number(number, replacing: source))
    case (.string, .string(let text)): return LiteralEdit(literal: source, text: Spell.string(text))
    case (.boolean, .boolean(let flag)): return LiteralEdit(literal: source, text: flag ? "true" : "false")
    default: return nil
    }
  }

  /// What `call` puts before the literal's own text (the literal follows verbatim, so a column
  /// inside it maps back to the same place in the user's token).
  var callPrefix: String { "__designTime\(kind.rawValue)(\"\(key)\", fallback: " }
}
