/// The context of a state change, as SwiftUI's `Transaction`: chiefly the animation that the
/// views whose values change animate with.
public struct Transaction {
  /// The animation, or nil for none.
  public var animation: Animation?
  /// True when views should not animate the change, whatever `animation` says
  /// (`.transaction { $0.disablesAnimations = true }`).
  public var disablesAnimations: Bool = false
  /// True for changes made while the user drags (kept for API compatibility).
  public var isContinuous: Bool = false
  /// What `withAnimation(_:completionCriteria:_:completion:)` calls back, with its criteria.
  var completions: [Completion] = []
  /// Whether the change was started by `withAnimation` or a binding (explicit), rather than by
  /// an `.animation` modifier.
  var isExplicit = false

  struct Completion {
    var criteria: AnimationCompletionCriteria
    var body: @MainActor () -> Void
  }

  /// An empty transaction.
  public init() {}

  /// A transaction that animates with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The transaction `withAnimation`/`withTransaction` set while their body runs.
  nonisolated(unsafe) static var current: Transaction?

  /// The animation views use, given `disablesAnimations`.
  var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }
}

/// When a `withAnimation` completion runs, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case logicallyComplete, removed }
  let kind: Kind
  /// When the animation is logically complete (a spring within its settling time).
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
  /// When the animation has finished and been removed.
  public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// Runs `body` with `transaction` current: state it changes takes that transaction.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  let previous = Transaction.current
  Transaction.current = transaction
  defer { Transaction.current = previous }
  return try body()
}

/// Runs `body` with the transaction's property at `keyPath` set to `value`.
@MainActor
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body`, animating the state changes it makes with `animation` (SwiftUI's default
/// animation when none is given), as SwiftUI's `withAnimation(_:_:)`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.isExplicit = true
  return try withTransaction(transaction, body)
}

/// Runs `body` animating its changes with `animation`, then calls `completion` once the
/// animations it started meet `completionCriteria`, as SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)`.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.isExplicit = true
  transaction.completions = [Transaction.Completion(criteria: completionCriteria, body: completion)]
  return try withTransaction(transaction, body)
}
