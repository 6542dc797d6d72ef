import Scenes

// `.contentTransition(_:)` for text: when a `Text`'s string changes in an animated transaction,
// the old string fades out while the new one fades in, over the transaction's animation.
// Followed: Apple's documentation of `ContentTransition` and `View.contentTransition(_:)`.
// `.numericText()` is drawn as this cross-fade too (SwiftUI also rolls each changed digit
// vertically; the preview does not yet).

/// How a view's content changes, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case identity, opacity, interpolate, numericText }
  let kind: Kind

  /// No transition: the new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// The content interpolates where it can (drawn as the cross-fade here).
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// Numbers that roll to their new value; `countsDown` says which way (drawn as the cross-fade
  /// here).
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText)
  }

  /// Numbers that roll towards `value` (drawn as the cross-fade here).
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText)
  }
}

extension View {
  /// Changes of this view's text animate with `transition`, in animated transactions.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}

extension EnvironmentValues {
  /// How content changes animate, as `.contentTransition(_:)` sets it (`.identity` by default).
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

/// A text's outgoing string while a content transition runs: its layout and style, and the new
/// string's presence, from 0 to 1 (the old one is drawn at 1 − presence).
struct TextCrossFade {
  let layout: TextLayout
  let style: ResolvedStyle
  var presence = AnimatedValue(0.0)

  init?(from layout: TextLayout?, style: ResolvedStyle, transition: ContentTransition, animation: Animation?, at time: Double) {
    guard transition != .identity, let layout, let animation else { return nil }
    self.layout = layout
    self.style = style
    presence.set(1, animation: animation, at: time)
  }
}
