/// A font weight, named as SwiftUI's `Font.Weight`, with its OpenType weight class.
package enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  /// OpenType weight 400.
  case regular = 400
  /// OpenType weight 500.
  case medium = 500
  /// OpenType weight 600.
  case semibold = 600
  /// OpenType weight 700.
  case bold = 700
}
