/// A font request: a fontconfig family list, a size in points and a weight.
///
/// The renderer resolves it with fontconfig; every character missing from the resolved font
/// falls back to another installed font that has it.
package struct FontSpec: Hashable, Sendable {
  /// A fontconfig pattern naming the family, for example `"Inter,DejaVu Sans"` or `"Inter:bold"`.
  /// Size and weight below are added unless the pattern already sets them.
  package var family: String
  /// The em size in points (1 pt = 1 px at scale 1), more than 0.
  package var size: Double
  /// The weight.
  package var weight: FontWeight

  /// The default family list: Inter (the closest open font to SF Pro), then DejaVu Sans.
  package static let defaultFamily = "Inter,DejaVu Sans"

  /// Creates a font request.
  package init(family: String = FontSpec.defaultFamily, size: Double, weight: FontWeight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }
}
