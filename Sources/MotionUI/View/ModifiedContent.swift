/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier applies to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
  public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("primitive") }
}

/// A modifier that makes a new view from the content it is applied to, as SwiftUI's
/// `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body returns.
  associatedtype Body: View
  /// The content placeholder type.
  typealias Content = _ViewModifier_Content<Self>
  /// The view this modifier makes of `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  public func body(content: Self.Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that does nothing, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier {
  public static let identity = EmptyModifier()
  public init() {}
  public func body(content: Content) -> Content { content }
}

/// The content a `ViewModifier`'s body receives: the view the modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
}

/// A modifier that animates its `animatableData`, as SwiftUI's deprecated `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
