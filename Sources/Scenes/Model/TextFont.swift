/// A SwiftUI font as the seeds set it: a text style (`.font(.title2)`) and a weight (`.bold()`,
/// `.fontWeight(_:)`), resolved at iOS's default Dynamic Type size.
package struct TextFont: Hashable, Sendable {
  /// The style, which gives the size.
  package var style: TextStyle
  /// The weight.
  package var weight: FontWeight

  /// Creates a font; without a weight, the style's own (`.headline` is semibold, the rest
  /// regular).
  package init(_ style: TextStyle, weight: FontWeight? = nil) {
    self.style = style
    self.weight = weight ?? style.defaultWeight
  }

  /// The size in points.
  package var size: Double { style.size }

  /// The font request for `family` (a fontconfig family list).
  package func spec(family: String) -> FontSpec {
    FontSpec(family: family, size: size, weight: weight)
  }
}

/// SwiftUI's `Font` text styles, and `.system(size:)`.
package enum TextStyle: Hashable, Sendable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
    caption2
  /// `.system(size:)`: a size in points (more than 0).
  case system(size: Double)

  /// Every named style, largest first.
  package static let named: [TextStyle] = [
    .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
    .caption, .caption2,
  ]

  /// The point size at iOS's default Dynamic Type size ("Large"), from Apple's Human Interface
  /// Guidelines' type table.
  package var size: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    case .system(let size): size
    }
  }

  /// The style's own weight: semibold for `.headline`, regular for the others.
  package var defaultWeight: FontWeight {
    self == .headline ? .semibold : .regular
  }

  /// SwiftUI's name, `title2` (nil for `.system(size:)`).
  package var name: String? {
    switch self {
    case .largeTitle: "largeTitle"
    case .title: "title"
    case .title2: "title2"
    case .title3: "title3"
    case .headline: "headline"
    case .subheadline: "subheadline"
    case .body: "body"
    case .callout: "callout"
    case .footnote: "footnote"
    case .caption: "caption"
    case .caption2: "caption2"
    case .system: nil
    }
  }
}
