/// Builds views from closures, as SwiftUI's `ViewBuilder`: several statements become a
/// `TupleView`, `if` an optional, `if`/`else` and `switch` a `_ConditionalContent`.
@resultBuilder @MainActor
public enum ViewBuilder {
  /// An empty closure.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, kept in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  /// An expression statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The second branch of `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// A view built from several views in order.
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
}

/// One of two views: the branches of an `if`/`else` or `switch`, with separate identities.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
}

/// A type-erased view.
public struct AnyView: View {
  let storage: any View
  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    storage = (view as? AnyView)?.storage ?? view
  }
  /// Wraps `view` when it is a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    storage = view
  }
  public typealias Body = Never
}
