/// How a view's content changes when it is replaced in an animated transaction, as SwiftUI's
/// `ContentTransition` (`.contentTransition(.numericText())` on a counter's `Text`).
///
/// The preview records the request in the environment (`EnvironmentValues.contentTransition`);
/// it does not yet morph glyphs: a text whose string changes shows the new string at once, as
/// with `.identity`.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    case numericText(countsDown: Bool)
  }

  let kind: Kind

  /// The content is replaced with no animation.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Glyphs and shapes interpolate between the old and the new content.
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// Digits roll as a number changes; `countsDown` rolls them downwards.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }

  /// Digits roll up or down as `value` rises or falls.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: value < 0))
  }
}

extension EnvironmentValues {
  /// The content transition of the views in this environment (`.identity` unless set).
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension View {
  /// The way this view's content changes in an animated transaction (recorded; see
  /// `ContentTransition`).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
