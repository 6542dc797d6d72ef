import Scenes

// `.contentTransition(_:)` for text: when a `Text`'s string changes in an animated transaction,
// the old string fades out while the new one fades in, over the transaction's animation.
// `.numericText()` rolls instead: each character that changed moves out upwards and fades while
// its new character comes in from below (downwards when counting down), and the characters
// that stay in place stay. Followed: Apple's documentation of `ContentTransition`,
// `numericText(countsDown:)` ("a nonstandard transition tailored to numeric characters that
// count up or down") and `numericText(value:)` ("the difference between the old and new values
// … will be used to determine the animation direction"). The distance a character travels (the
// font's ascent) and the plain fade, without SwiftUI's blur, are ours.

/// How a view's content changes, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    /// Digits roll: `countsDown` when given, else by `value` against the value before.
    case numericText(countsDown: Bool?, value: Double?)
  }
  let kind: Kind

  /// No transition: the new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// The content interpolates where it can (drawn as the cross-fade here).
  public static let interpolate = ContentTransition(kind: .interpolate)
  /// A symbol replaced through a symbol effect (drawn as the cross-fade here).
  public static let symbolEffect = ContentTransition(kind: .opacity)

  /// A symbol replaced through `effect` (drawn as the cross-fade here).
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(kind: .opacity)
  }

  /// Numbers whose changed digits roll to their new value: up (the new digit comes in from
  /// below), or down when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
  }

  /// Numbers whose changed digits roll to their new value, down when `value` is less than the
  /// value the text showed before, else up.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: nil, value: value))
  }

  /// Whether digits roll, and down (true) or up (false), when the string changes from one shown
  /// under `previous` to one under `self`; nil when the change cross-fades or is not animated.
  func rollsDown(after previous: ContentTransition?) -> Bool? {
    guard case .numericText(let countsDown, let value) = kind else { return nil }
    if let countsDown { return countsDown }
    guard let value, case .numericText(_, let old?)? = previous?.kind else { return false }
    return value < old
  }
}

extension View {
  /// Changes of this view's text animate with `transition`, in animated transactions.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}

extension EnvironmentValues {
  /// How content changes animate, as `.contentTransition(_:)` sets it: `.opacity` by default,
  /// so a `Text` whose string, colour or font changes in an animated transaction cross-fades.
  /// Followed: Apple's documentation of `ContentTransition.identity` ("you can pass this value
  /// to a `contentTransition(_:)` modifier to selectively disable animations that would
  /// otherwise be applied by a `withAnimation(_:_:)` block": content changes animate unless
  /// asked not to) and of `.interpolate` ("any changes that can't show an interpolated
  /// animation use an opacity animation instead").
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.opacity }

/// A text's outgoing string while a content transition runs: its layout and style, and the new
/// string's presence, from 0 to 1 (the old one is drawn at 1 − presence).
struct TextCrossFade {
  let layout: TextLayout
  let style: ResolvedStyle
  /// The old text's spans when it was made of styled parts (else empty).
  let spans: [ResolvedTextSpan]
  /// For `.numericText`: whether the digits roll down (else up); nil for a cross-fade.
  let rollsDown: Bool?
  var presence = AnimatedValue(0.0)

  init?(
    from layout: TextLayout?, style: ResolvedStyle, spans: [ResolvedTextSpan], transition: ContentTransition,
    previous: ContentTransition?, animation: Animation?, at time: Double
  ) {
    guard transition != .identity, let layout, let animation else { return nil }
    self.layout = layout
    self.style = style
    self.spans = spans
    rollsDown = transition.rollsDown(after: previous)
    presence.set(1, animation: animation, at: time)
  }

  /// A roll's two strings, their characters and each character's advance from its line's
  /// start: measured once per roll (a frame only places them), again only if the strings or
  /// the font change while it runs.
  struct Roll {
    let font: FontSpec
    let old: String
    let new: String
    let oldCharacters: [Character]
    let newCharacters: [Character]
    let oldX: [Double]
    let newX: [Double]

    init(from old: String, to new: String, font: FontSpec, metrics: any TextMetrics) {
      func advances(_ text: String) -> [Double] {
        var result: [Double] = []
        var index = text.startIndex
        while index < text.endIndex {
          result.append(metrics.advance(of: text[..<index], font: font))
          index = text.index(after: index)
        }
        return result
      }
      self.font = font
      self.old = old
      self.new = new
      oldCharacters = Array(old)
      newCharacters = Array(new)
      oldX = advances(old)
      newX = advances(new)
    }

    /// Whether this roll was measured for these strings in this font.
    func isFor(_ old: String, _ new: String, font: FontSpec) -> Bool {
      self.old == old && self.new == new && self.font == font
    }
  }

  /// The measured roll, once the first frame of it asked (see `roll(from:to:font:metrics:)`).
  private var measuredRoll: Roll?

  /// The roll from `old` to `new` in `font`, measured on the first call and kept.
  mutating func roll(from old: String, to new: String, font: FontSpec, metrics: any TextMetrics) -> Roll {
    if let measuredRoll, measuredRoll.isFor(old, new, font: font) { return measuredRoll }
    let roll = Roll(from: old, to: new, font: font, metrics: metrics)
    measuredRoll = roll
    return roll
  }

  /// The runs of `roll` (its old line's baseline starting at `oldOrigin`, its new line's at
  /// `newOrigin`), at `presence`: a character that is the same, at the same advance, in both is
  /// drawn once, still; every other old character moves `travel` points out (up, or down when
  /// `down`) as it fades, and every other new character moves in from `travel` points the
  /// other way as it appears. Each run is one character, placed by the advance of the text
  /// before it.
  static func rollRuns(
    _ roll: Roll, from oldOrigin: CGPoint, to newOrigin: CGPoint, presence: Double, travel: Double, down: Bool,
    paint: (Double) -> Paint
  ) -> [TextRun] {
    let (oldCharacters, newCharacters, oldX, newX) = (roll.oldCharacters, roll.newCharacters, roll.oldX, roll.newX)
    let direction = down ? -1.0 : 1.0
    var runs: [TextRun] = []
    func run(_ character: Character, x: Double, y: Double, opacity: Double) {
      guard opacity > 0 else { return }
      runs.append(TextRun(text: String(character), font: roll.font, origin: Point(x: x, y: y), paint: paint(opacity)))
    }
    for index in 0..<max(oldCharacters.count, newCharacters.count) {
      let stays = index < oldCharacters.count && index < newCharacters.count
        && oldCharacters[index] == newCharacters[index]
        && abs(oldOrigin.x + oldX[index] - (newOrigin.x + newX[index])) < 0.01 && oldOrigin.y == newOrigin.y
      if stays {
        run(newCharacters[index], x: newOrigin.x + newX[index], y: newOrigin.y, opacity: 1)
        continue
      }
      if index < oldCharacters.count {
        run(oldCharacters[index], x: oldOrigin.x + oldX[index], y: oldOrigin.y - direction * presence * travel, opacity: 1 - presence)
      }
      if index < newCharacters.count {
        run(newCharacters[index], x: newOrigin.x + newX[index], y: newOrigin.y + direction * (1 - presence) * travel, opacity: presence)
      }
    }
    return runs
  }
}
