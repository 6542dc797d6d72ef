/// An sRGB colour with straight (not premultiplied) alpha; every component is in 0...1.
///
/// The renderer premultiplies where X Render wants it. The named colours are SwiftUI's
/// light-appearance system colours, so `Color.blue` here is SwiftUI's `.blue`.
package struct Color: Hashable, Sendable {
  /// Red, 0...1.
  package var red: Double
  /// Green, 0...1.
  package var green: Double
  /// Blue, 0...1.
  package var blue: Double
  /// Opacity, 0 (transparent) ... 1 (opaque).
  package var alpha: Double

  /// Creates a colour from sRGB components and straight alpha, each 0...1.
  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey from white level 0 (black) ... 1 (white), with straight alpha.
  package init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with its alpha multiplied by `opacity` (0...1), as SwiftUI's `.opacity(_:)`.
  package func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }

  /// SwiftUI `.blue`: sRGB (0, 0.478, 1).
  package static let blue = Color(red: 0, green: 0.478, blue: 1)
  /// SwiftUI `.green`: sRGB (0.204, 0.780, 0.349).
  package static let green = Color(red: 0.204, green: 0.780, blue: 0.349)
  /// SwiftUI `.red`: sRGB (1, 0.231, 0.188).
  package static let red = Color(red: 1, green: 0.231, blue: 0.188)
  /// SwiftUI `.yellow`: sRGB (1, 0.8, 0).
  package static let yellow = Color(red: 1, green: 0.8, blue: 0)
  /// SwiftUI `.gray`: sRGB (0.557, 0.557, 0.576).
  package static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
  /// Opaque black.
  package static let black = Color(white: 0)
  /// Opaque white.
  package static let white = Color(white: 1)
  /// Fully transparent black.
  package static let clear = Color(white: 0, alpha: 0)
}
