internal import CTextShaping

/// The faces that set one `FontSpec`: the primary face fontconfig matched for it, plus the
/// fallback faces found so far for grapheme clusters the primary lacks.
///
/// Fallback is per cluster (a `Character`), so a base letter and its marks, or an emoji
/// sequence, come from one face. A fallback keeps the primary's pixel size, weight and slant:
/// among the installed faces that cover the cluster (fontconfig's `FcFontSort` order), the first
/// within 150 of the requested OpenType weight wins, so bold CJK comes from a bold face where one
/// is installed. Emoji clusters (Emoji_Presentation, or U+FE0F) prefer a colour face. Hits and
/// misses are cached, so each cluster is looked up once.
package final class FaceSet {
  /// The face matched for the spec.
  package let primary: FontFace
  /// Fallback faces in the order they were found.
  package private(set) var fallbacks: [FontFace] = []
  private unowned let library: FontLibrary
  /// The face for each cluster the primary lacks (the primary again for a miss).
  private var faceByCluster: [Character: FontFace] = [:]
  private let weight: Int32
  private let slant: Int32?

  /// The most clusters remembered before the table is reset (it grows with the distinct
  /// clusters drawn; the bound keeps a pathological text from growing it forever).
  private static let clusterCacheLimit = 65_536
  /// How far a fallback's OpenType weight may be from the requested one and still count as
  /// keeping it (semibold 600 takes bold 700 or medium 500, not regular 400).
  private static let weightTolerance: Int32 = 150

  init(primary: FontFace, library: FontLibrary) {
    self.primary = primary
    self.library = library
    var weight: Int32 = 0
    weight =
      FcPatternGetInteger(primary.pattern, FC_WEIGHT, 0, &weight) == FcResultMatch
      ? weight : Int32(FC_WEIGHT_REGULAR)
    self.weight = weight
    var slant: Int32 = 0
    self.slant = FcPatternGetInteger(primary.pattern, FC_SLANT, 0, &slant) == FcResultMatch ? slant : nil
  }

  /// The face that sets `cluster`.
  package func face(for cluster: Character) -> FontFace {
    let wantsColor = Self.prefersColor(cluster)
    if !wantsColor, covers(primary, cluster) { return primary }
    guard library.usesFallback else { return primary }
    if let face = faceByCluster[cluster] { return face }
    let face =
      fallbacks.first { $0.isColor == wantsColor && covers($0, cluster) }
      ?? openFallback(for: cluster, color: wantsColor)
      ?? (covers(primary, cluster) ? primary : nil)
      ?? fallbacks.first { covers($0, cluster) }
      ?? primary
    if faceByCluster.count >= Self.clusterCacheLimit { faceByCluster.removeAll() }
    faceByCluster[cluster] = face
    return face
  }

  /// True when `face` has a glyph for every scalar of `cluster` that needs one.
  private func covers(_ face: FontFace, _ cluster: Character) -> Bool {
    for scalar in cluster.unicodeScalars where Self.needsGlyph(scalar) {
      if !face.hasGlyph(scalar.value) { return false }
    }
    return true
  }

  /// Scalars drawn with a glyph of their own: not default-ignorable (joiners, variation
  /// selectors, bidi controls, U+200B) and not control characters.
  static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .control
  }

  /// True for a cluster that iOS draws as a colour emoji: its first scalar has
  /// Emoji_Presentation, or the cluster asks for emoji presentation with U+FE0F, and it does not
  /// ask for text presentation with U+FE0E.
  static func prefersColor(_ cluster: Character) -> Bool {
    let scalars = cluster.unicodeScalars
    guard let first = scalars.first, first.value >= 0x2000 else { return false }
    if scalars.contains("\u{FE0E}") { return false }
    return first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
  }

  /// Asks fontconfig for installed faces that cover `cluster`, best first, and opens the first
  /// that keeps the weight (and, when asked, is a colour face).
  private func openFallback(for cluster: Character, color: Bool) -> FontFace? {
    let scalars = cluster.unicodeScalars.filter(Self.needsGlyph)
    guard !scalars.isEmpty, scalars.allSatisfy({ library.isInstalled($0.value) }),
      let pattern = FcPatternCreate()
    else { return nil }
    library.noteFallbackSearch()
    defer { FcPatternDestroy(pattern) }
    guard let charset = FcCharSetCreate() else { return nil }
    for scalar in scalars { FcCharSetAddChar(charset, scalar.value) }
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FcCharSetDestroy(charset)
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, primary.pixelSize)
    FcPatternAddInteger(pattern, FC_WEIGHT, weight)
    if let slant { FcPatternAddInteger(pattern, FC_SLANT, slant) }
    if color { FcPatternAddBool(pattern, FC_COLOR, 1) }
    library.substitute(pattern)
    var result = FcResultNoMatch
    guard let sorted = FcFontSort(nil, pattern, 0, nil, &result) else { return nil }
    defer { FcFontSetDestroy(sorted) }
    let wantedWeight = FcWeightToOpenType(weight)
    var firstCovering: OpaquePointer?
    var firstMonochrome: OpaquePointer?
    var chosen: OpaquePointer?
    for index in 0..<Int(sorted.pointee.nfont) {
      guard let font = sorted.pointee.fonts[index] else { continue }
      var fontCharset: OpaquePointer?
      guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
        let fontCharset, scalars.allSatisfy({ FcCharSetHasChar(fontCharset, $0.value) != 0 })
      else { continue }
      var isColor: FcBool = 0
      _ = FcPatternGetBool(font, FC_COLOR, 0, &isColor)
      if firstCovering == nil { firstCovering = font }
      if color {
        if isColor != 0 {
          chosen = font
          break
        }
        continue
      }
      if isColor != 0 { continue }
      if firstMonochrome == nil { firstMonochrome = font }
      var fontWeight: Int32 = 0
      // A variable font lists a weight range, not a number: it can take any weight.
      let keepsWeight =
        FcPatternGetInteger(font, FC_WEIGHT, 0, &fontWeight) != FcResultMatch
        || abs(FcWeightToOpenType(fontWeight) - wantedWeight) <= Self.weightTolerance
      if keepsWeight {
        chosen = font
        break
      }
    }
    guard let font = chosen ?? firstMonochrome ?? firstCovering,
      let prepared = FcFontRenderPrepare(nil, pattern, font),
      let face = library.face(for: prepared)
    else { return nil }
    if face !== primary, !fallbacks.contains(where: { $0 === face }) { fallbacks.append(face) }
    return face
  }
}
