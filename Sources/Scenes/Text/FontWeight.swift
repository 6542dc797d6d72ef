/// A font weight, named as SwiftUI's `Font.Weight`, with its OpenType weight class.
package enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  /// OpenType weight 100.
  case ultraLight = 100
  /// OpenType weight 200.
  case thin = 200
  /// OpenType weight 300.
  case light = 300
  /// OpenType weight 400.
  case regular = 400
  /// OpenType weight 500.
  case medium = 500
  /// OpenType weight 600.
  case semibold = 600
  /// OpenType weight 700.
  case bold = 700
  /// OpenType weight 800.
  case heavy = 800
  /// OpenType weight 900.
  case black = 900

  /// SwiftUI's name for the weight, as in `.fontWeight(.semibold)`.
  package var name: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }
}
