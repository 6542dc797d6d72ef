/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment`: a fraction of the width.
public struct HorizontalAlignment: Hashable, Sendable {
  /// 0 at the leading edge, 1 at the trailing edge.
  let fraction: CGFloat
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
  public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
  public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`: a fraction of the height.
/// Baselines align as the bottom and top here (text baselines are not tracked yet).
public struct VerticalAlignment: Hashable, Sendable {
  /// 0 at the top, 1 at the bottom.
  let fraction: CGFloat
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// A pair of alignment guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `size` goes in a box of `container`, so that their guides meet.
  func offset(of size: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(
      x: (container.width - size.width) * horizontal.fraction,
      y: (container.height - size.height) * vertical.fraction)
  }
}
