internal import CTextShaping
import Scenes

/// Shapes text with libraqm (HarfBuzz shaping over FriBidi's bidi runs and script itemisation)
/// in the faces of a `FontLibrary`, each grapheme cluster in the face `FaceSet` picks for it.
///
/// Results are cached by text, font and direction, so a line is shaped when layout first
/// measures or draws it and then reused every frame.
package final class TextShaper {
  /// The fonts.
  package let library: FontLibrary
  private var cache: [Key: ShapedText] = [:]
  private var scalars: [UInt32] = []
  /// How many runs have been shaped so far (cache misses), for tests and statistics: a frame
  /// after layout should add none.
  package private(set) var shapeCount = 0

  /// The most shaped runs kept; beyond it the cache is emptied and refilled on demand.
  private static let cacheLimit = 4096
  /// Runs longer than this many scalars are shaped every time rather than cached (a line
  /// is short; only layout measures long unbreakable words, once).
  private static let cachedLengthLimit = 1024

  private struct Key: Hashable {
    var text: Substring
    var font: FontSpec
    var isRightToLeft: Bool
  }

  /// Shapes with the faces of `library`.
  package init(library: FontLibrary) {
    self.library = library
  }

  /// `text` shaped in `font`, with base direction right to left when `isRightToLeft` (the bidi
  /// algorithm orders mixed runs either way). Control characters are dropped: they have no
  /// glyph and no advance.
  package func shape(_ text: Substring, font: FontSpec, isRightToLeft: Bool = false)
    -> ShapedText
  {
    let key = Key(text: text, font: font, isRightToLeft: isRightToLeft)
    if let shaped = cache[key] { return shaped }
    let shaped = shapeUncached(text, font: font, isRightToLeft: isRightToLeft)
    if text.utf8.count <= Self.cachedLengthLimit {
      if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[Key(text: Substring(String(text)), font: font, isRightToLeft: isRightToLeft)] = shaped
    }
    return shaped
  }

  private func shapeUncached(_ text: Substring, font: FontSpec, isRightToLeft: Bool)
    -> ShapedText
  {
    shapeCount += 1
    let set = library.faces(for: font)
    // The scalars to shape, and the runs of clusters that one face sets.
    scalars.removeAll(keepingCapacity: true)
    var runs: [(face: FontFace, start: Int, count: Int)] = []
    for cluster in text {
      let start = scalars.count
      for scalar in cluster.unicodeScalars where scalar.properties.generalCategory != .control {
        scalars.append(scalar.value)
      }
      guard scalars.count > start else { continue }
      let face = set.face(for: cluster)
      if let last = runs.last, last.face === face {
        runs[runs.count - 1].count += scalars.count - start
      } else {
        runs.append((face, start, scalars.count - start))
      }
    }
    guard !scalars.isEmpty, let raqm = raqm_create() else { return .empty }
    defer { raqm_destroy(raqm) }
    let laidOut = scalars.withUnsafeBufferPointer { buffer in
      raqm_set_text(raqm, buffer.baseAddress, buffer.count)
    }
    guard laidOut,
      raqm_set_par_direction(raqm, isRightToLeft ? RAQM_DIRECTION_RTL : RAQM_DIRECTION_LTR),
      raqm_set_freetype_load_flags(raqm, set.primary.loadFlags)
    else { return .empty }
    var faces: [FontFace] = []
    for run in runs {
      guard raqm_set_freetype_face_range(raqm, run.face.face, run.start, run.count) else {
        return .empty
      }
      if !faces.contains(where: { $0 === run.face }) { faces.append(run.face) }
    }
    guard raqm_layout(raqm) else { return .empty }
    var count = 0
    guard let output = raqm_get_glyphs(raqm, &count) else { return .empty }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(count)
    var pen = 0.0
    for index in 0..<count {
      let glyph = output[index]
      let faceIndex = faces.firstIndex { $0.face == glyph.ftface } ?? 0
      // 26.6 fixed point, in the face's own pixels (a bitmap strike's, scaled to ours). Each
      // advance and offset is rounded to whole pixels, as Xft rounds its advances and Pango
      // rounds glyph positions: Xft draws at whole pixels, and rounding positions instead of
      // advances would space the same letter pair unevenly along a line.
      let unit = faces[faceIndex].glyphScale / 64
      glyphs.append(
        ShapedGlyph(
          face: faceIndex, glyph: UInt32(glyph.index),
          x: pen + (Double(glyph.x_offset) * unit).rounded(),
          y: -(Double(glyph.y_offset) * unit).rounded(), cluster: Int(glyph.cluster)))
      pen += (Double(glyph.x_advance) * unit).rounded()
    }
    return ShapedText(faces: faces, glyphs: glyphs, advance: pen)
  }
}
