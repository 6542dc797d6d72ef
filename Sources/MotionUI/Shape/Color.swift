import Scenes

/// A colour, as SwiftUI's `Color`: sRGB components with straight alpha, each 0…1. It is also a
/// view that fills the space it is offered, and a shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double
  /// The components in dark appearance, for the system's adaptive colours (`primary`, `blue`,
  /// …); nil for a colour that looks the same in both. `red`…`alpha` are the light ones.
  var dark: Components?

  /// sRGB components with straight alpha.
  struct Components: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// The components `fraction` of the way to `other`, each on its own.
    func mixed(with other: Components, by fraction: Double) -> Components {
      Components(
        red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
        blue: blue + (other.blue - blue) * fraction, alpha: alpha + (other.alpha - alpha) * fraction)
    }
  }

  /// A colour that looks the same in both appearances, of `components`.
  init(_ components: Components) {
    self.init(red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
  }

  /// The light appearance's components.
  var light: Components { Components(red: red, green: green, blue: blue, alpha: alpha) }

  /// The colour space a colour's components are given in, as SwiftUI's `Color.RGBColorSpace`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A colour from sRGB components and opacity, each 0…1. Linear components are converted
  /// to sRGB; Display P3 is taken as sRGB.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    if colorSpace == .sRGBLinear {
      (self.red, self.green, self.blue) = (Self.encode(red), Self.encode(green), Self.encode(blue))
    } else {
      (self.red, self.green, self.blue) = (red, green, blue)
    }
    alpha = opacity
  }

  /// A grey of `white` (0 black … 1 white).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue (0…1 of a turn), saturation and brightness (HSB), as SwiftUI's.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(1, max(0, saturation))
    let v = min(1, max(0, brightness))
    let sector = Int(h) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// An adaptive colour: the light appearance's sRGB components (0…1) and the dark's (0…255,
  /// as Apple's tables give them).
  init(red: Double, green: Double, blue: Double, opacity: Double = 1, dark: (Double, Double, Double)) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
    self.dark = Components(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: opacity)
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha *= opacity
    copy.dark?.alpha *= opacity
    return copy
  }

  /// The colour as it appears in `environment`'s colour scheme: an adaptive colour's dark
  /// components in dark appearance (and then a colour that looks the same in both).
  func resolved(in environment: EnvironmentValues) -> Color {
    guard let dark, environment.colorScheme == .dark else { return self }
    return Color(dark)
  }

  /// A gentle top-to-bottom gradient of this colour, as SwiftUI's `Color.gradient` (lighter at
  /// the top; SwiftUI does not document its stops).
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [mix(with: .white, by: 0.12), self]))
  }

  /// The colour `fraction` of the way to `other`, in each appearance.
  func mix(with other: Color, by fraction: Double) -> Color {
    var mixed = Color(light.mixed(with: other.light, by: fraction))
    if dark != nil || other.dark != nil { mixed.dark = (dark ?? light).mixed(with: other.dark ?? other.light, by: fraction) }
    return mixed
  }

  /// As SwiftUI describes a colour: a system colour by its name ("red", "primary"), any other
  /// as its sRGB components in hexadecimal, "#RRGGBBAA" (code that shows a colour's hex takes
  /// `description.prefix(7)`).
  public var description: String {
    if let name = Self.systemNames.first(where: { $0.color == self })?.name { return name }
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return "#" + [red, green, blue, alpha].map { value in
      let hex = String(byte(value), radix: 16, uppercase: true)
      return hex.count == 1 ? "0" + hex : hex
    }.joined()
  }

  /// The system colours by name, for `description`.
  private static let systemNames: [(color: Color, name: String)] = [
    (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"), (.teal, "teal"),
    (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"), (.pink, "pink"), (.brown, "brown"),
    (.gray, "gray"), (.black, "black"), (.white, "white"), (.clear, "clear"), (.primary, "primary"),
    (.secondary, "secondary"),
  ]

  var scenes: Scenes.Color { Scenes.Color(red: red, green: green, blue: blue, alpha: alpha) }

  private static func encode(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  // iOS's system colours (UIColor.systemRed…) in sRGB, light and dark, as the table of Apple's
  // Human Interface Guidelines (Color, "System colors", iOS 15 and later) gives them; gray is
  // the same in both.
  public static let red = Color(red: 1, green: 0.231, blue: 0.188, dark: (255, 69, 58))
  public static let orange = Color(red: 1, green: 0.584, blue: 0, dark: (255, 159, 10))
  public static let yellow = Color(red: 1, green: 0.8, blue: 0, dark: (255, 214, 10))
  public static let green = Color(red: 0.204, green: 0.780, blue: 0.349, dark: (48, 209, 88))
  public static let mint = Color(red: 0, green: 0.780, blue: 0.745, dark: (102, 212, 207))
  public static let teal = Color(red: 0.188, green: 0.690, blue: 0.780, dark: (64, 200, 224))
  public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902, dark: (100, 210, 255))
  public static let blue = Color(red: 0, green: 0.478, blue: 1, dark: (10, 132, 255))
  public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839, dark: (94, 92, 230))
  public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871, dark: (191, 90, 242))
  public static let pink = Color(red: 1, green: 0.176, blue: 0.333, dark: (255, 55, 95))
  public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369, dark: (172, 142, 104))
  public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let clear = Color(white: 0, opacity: 0)
  /// Text and symbols' primary colour (label): black in light appearance, white in dark.
  public static let primary = Color(red: 0, green: 0, blue: 0, dark: (255, 255, 255))
  /// The secondary label colour: (60, 60, 67) at 60 % in light appearance, (235, 235, 245) at
  /// 60 % in dark.
  public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6, dark: (235, 235, 245))
  /// The tertiary and quaternary label colours (UIKit's `tertiaryLabel`, `quaternaryLabel`):
  /// the secondary's hues at 30 and 18 %.
  static let tertiaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3, dark: (235, 235, 245))
  static let quaternaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.18, dark: (235, 235, 245))
  /// The app's accent colour: system blue unless the app sets one.
  public static let accentColor = Color.blue
  /// iOS's `systemFill`, (120, 120, 128) at 20 %: a slider's, a progress bar's and a gauge's
  /// track.
  static let systemFill = Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2)
  /// iOS's `tertiarySystemFill`, (118, 118, 128) at 12 %: a segmented control's and a stepper's
  /// background.
  static let tertiarySystemFill = Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)
  /// iOS's separator colour: (60, 60, 67) at 29 % in light appearance, (84, 84, 88) at 60 % in
  /// dark (UIColor.separator; a divider's).
  static let separator: Color = {
    var color = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29)
    color.dark = Color.Components(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
    return color
  }()
  /// iOS's `systemBackground`: white, black in dark appearance (a sheet's background).
  static let systemBackground = Color(red: 1, green: 1, blue: 1, dark: (0, 0, 0))
  // iOS's other backgrounds and lighter greys, in sRGB as Apple's Human Interface Guidelines
  // list them (Color, "Background colors" and "System gray colors"), light then dark.
  /// #F2F2F7, #1C1C1E (a group box's background).
  static let secondarySystemBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, dark: (28, 28, 30))
  /// #FFFFFF, #2C2C2E.
  static let tertiarySystemBackground = Color(red: 1, green: 1, blue: 1, dark: (44, 44, 46))
  /// #F2F2F7, #000000.
  static let systemGroupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, dark: (0, 0, 0))
  /// #FFFFFF, #1C1C1E.
  static let secondarySystemGroupedBackground = Color(red: 1, green: 1, blue: 1, dark: (28, 28, 30))
  /// #F2F2F7, #2C2C2E.
  static let tertiarySystemGroupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, dark: (44, 44, 46))
  /// #AEAEB2, #636366.
  static let systemGray2 = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255, dark: (99, 99, 102))
  /// #C7C7CC, #48484A.
  static let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255, dark: (72, 72, 74))
  /// #D1D1D6, #3A3A3C.
  static let systemGray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255, dark: (58, 58, 60))
  /// #E5E5EA, #2C2C2E.
  static let systemGray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, dark: (44, 44, 46))
  /// #F2F2F7, #1C1C1E.
  static let systemGray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, dark: (28, 28, 30))
}

extension Color: View {
  public typealias Body = Never
}

extension Color: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { .color(resolved(in: environment)) }
}

extension Color: _ExpressibleByColorLiteral {
  /// The colour `#colorLiteral(red:green:blue:alpha:)` writes where a `Color` is asked for, in
  /// sRGB (Xcode's colour literals are sRGB).
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
