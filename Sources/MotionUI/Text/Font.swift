import Scenes

/// A font, as SwiftUI's `Font`: a text style at iOS's default Dynamic Type size, or a system
/// font of a given size, weight and design. Faces come from fontconfig (Inter, the open font
/// closest to SF Pro, then DejaVu Sans).
public struct Font: Hashable, Sendable {
  var size: Double
  var weight: Weight
  var design: Design
  var isItalic = false
  /// A family name from `Font.custom`, tried first.
  var family: String?

  /// A weight, as SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    let value: FontWeight
    public static let ultraLight = Weight(value: .ultraLight)
    public static let thin = Weight(value: .thin)
    public static let light = Weight(value: .light)
    public static let regular = Weight(value: .regular)
    public static let medium = Weight(value: .medium)
    public static let semibold = Weight(value: .semibold)
    public static let bold = Weight(value: .bold)
    public static let heavy = Weight(value: .heavy)
    public static let black = Weight(value: .black)
  }

  /// A design, as SwiftUI's `Font.Design`.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  /// A text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// iOS's sizes and weights at the default ("Large") Dynamic Type setting (Apple's Human
    /// Interface Guidelines, Typography).
    var metrics: (size: Double, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .body: (17, .regular)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption: (12, .regular)
      case .caption2: (11, .regular)
      }
    }
  }

  init(size: Double, weight: Weight, design: Design) {
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// The font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    let metrics = style.metrics
    return Font(size: metrics.size, weight: weight ?? metrics.weight, design: design ?? .default)
  }

  /// A system font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }

  /// A named font of `size` points (falls back to the system font when not installed).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    var font = Font(size: size, weight: .regular, design: .default)
    font.family = name
    return font
  }

  /// A named font relative to a text style's size.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// A named font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let subheadline = system(.subheadline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }
  public func monospacedDigit() -> Font { self }
  public func smallCaps() -> Font { self }
  public func leading(_ leading: Leading) -> Font { self }
  public func width(_ width: Width) -> Font { self }

  /// Line spacing, as SwiftUI's `Font.Leading` (accepted; the font's own leading is used).
  public enum Leading: Hashable, Sendable { case standard, tight, loose }
  /// Width, as SwiftUI's `Font.Width` (accepted; the normal width is used).
  public struct Width: Hashable, Sendable {
    let value: Double
    public init(_ value: Double) { self.value = value }
    public static let compressed = Width(0.7)
    public static let condensed = Width(0.85)
    public static let standard = Width(1)
    public static let expanded = Width(1.2)
  }

  /// The request the text shaper resolves: the family list for the design, with italic.
  func spec(styling: TextStyling) -> FontSpec {
    let families: String =
      switch design {
      case .default, .rounded: FontSpec.systemFamily
      case .serif: "DejaVu Serif,Noto Serif"
      case .monospaced: "DejaVu Sans Mono,Noto Sans Mono"
      }
    var family = family.map { "\($0),\(families)" } ?? families
    if isItalic || styling.isItalic { family += ":slant=100" }
    return FontSpec(family: family, size: size, weight: styling.weight?.value ?? (styling.isBold ? .bold : weight.value))
  }
}

/// `.bold()`, `.italic()` and `.fontWeight(_:)` applied to views rather than to a `Text`.
struct TextStyling: Hashable, Sendable {
  var isBold = false
  var isItalic = false
  var weight: Font.Weight?
}
