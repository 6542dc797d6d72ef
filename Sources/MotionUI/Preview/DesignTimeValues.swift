import Synchronization

// Xcode's literal scheme (see ../shared/DESIGN.md, "Compiling user code"): the build rewrites
// each literal of the user's file as `__designTimeFloat("F:N", fallback: 0.4)` (file F, its N-th literal; and
// `Integer`, `String`, `Boolean`), so that the host can change a literal's value in this table
// without compiling. A key missing from the table, or a value of the wrong kind, gives the
// fallback: the literal as written.

/// A value in the design-time table: what a literal of the user's file is tuned to.
public enum DesignTimeValue: Hashable, Sendable {
  /// A number (integer or floating-point literal).
  case number(Double)
  /// A string literal's text.
  case string(String)
  /// A Boolean literal.
  case boolean(Bool)
}

/// The design-time table: literal key ("F:N": file F's N-th literal, stable across literal-only edits) → tuned value. The agent fills it from
/// the host's messages; the generated `__designTime…` calls read it while bodies run.
///
/// A read is a dependency, as a state read is: a read in a body (or in a closure the graph
/// runs while it resolves that body's views, as `ForEach`'s) ties the key to that view, so a
/// change of the key re-runs only the bodies that read it (`ViewGraph.literalsChanged(_:)`).
/// A read anywhere else (a shape's `path(in:)`, the preview's own closure) cannot be tied to a
/// body: a change of such a key re-runs every body, as before.
public enum DesignTimeValues {
  nonisolated(unsafe) private static var table: [String: DesignTimeValue] = [:]
  /// The keys read outside any body (on any thread).
  static var readOutsideBodies: Set<String> { outside.withLock { $0 } }
  private static let outside = Mutex<Set<String>>([])

  /// The tuned value of `key`, or nil when the literal is as written.
  public static func value(for key: String) -> DesignTimeValue? {
    noteRead(of: key)
    return table[key]
  }

  /// Replaces the whole table (keys as the build wrote them); returns the keys whose value
  /// changed (added, removed or different).
  @discardableResult
  public static func replace(with values: [String: DesignTimeValue]) -> Set<String> {
    guard values != table else { return [] }
    var changed: Set<String> = []
    for (key, value) in values where table[key] != value { changed.insert(key) }
    for key in table.keys where values[key] == nil { changed.insert(key) }
    table = values
    return changed
  }

  /// Ties a read of `key` to the view whose body (or body's resolution) runs now.
  private static func noteRead(of key: String) {
    // Bodies run on the thread of a graph's update; a read elsewhere belongs to no body.
    guard ViewGraph.updatingOnThisThread() != nil else {
      outside.withLock { _ = $0.insert(key) }
      return
    }
    MainActor.assumeIsolated {
      if let reader = ViewGraph.readingView {
        _ = reader.literalKeys.insert(key)
      } else {
        outside.withLock { _ = $0.insert(key) }
      }
    }
  }
}

/// A floating-point literal's design-time value.
public func __designTimeFloat<T: ExpressibleByFloatLiteral>(_ key: String, fallback: T) -> T {
  guard case .number(let number)? = DesignTimeValues.value(for: key) else { return fallback }
  return DesignTimeConversion.number(number, as: T.self) ?? fallback
}

/// An integer literal's design-time value (the literal may stand where a `Double` or `CGFloat`
/// goes, as `frame(width: 100)`).
public func __designTimeInteger<T: ExpressibleByIntegerLiteral>(_ key: String, fallback: T) -> T {
  guard case .number(let number)? = DesignTimeValues.value(for: key) else { return fallback }
  return DesignTimeConversion.number(number, as: T.self) ?? fallback
}

/// A string literal's design-time value.
public func __designTimeString<T: ExpressibleByStringLiteral>(_ key: String, fallback: T) -> T {
  guard case .string(let text)? = DesignTimeValues.value(for: key) else { return fallback }
  if let same = text as? T { return same }
  return DesignTimeConversion.string(text, as: T.self) ?? fallback
}

/// A Boolean literal's design-time value.
public func __designTimeBoolean<T: ExpressibleByBooleanLiteral>(_ key: String, fallback: T) -> T {
  guard case .boolean(let flag)? = DesignTimeValues.value(for: key) else { return fallback }
  return (flag as? T) ?? fallback
}

/// Conversions from the table's kinds to the literal's inferred type.
enum DesignTimeConversion {
  /// `number` as `T` when `T` is a binary floating-point or integer type that holds it exactly
  /// (integers) or nearest (floating point); nil otherwise.
  static func number<T>(_ number: Double, as type: T.Type) -> T? {
    if let floating = type as? any BinaryFloatingPoint.Type {
      return floating.init(number) as? T
    }
    if let integer = type as? any BinaryInteger.Type {
      return integer.init(exactly: number) as? T
    }
    return nil
  }

  /// `text` as a value of a string-literal type (`LocalizedStringKey`, `Substring`…) made from
  /// its literal initialiser.
  static func string<S: ExpressibleByStringLiteral>(_ text: String, as type: S.Type) -> S? {
    guard let literal = text as? S.StringLiteralType else { return nil }
    return S(stringLiteral: literal)
  }
}
