/// One step of a frame. A frame is an ordered list of commands, painted back to front with
/// source-over blending, all coordinates in points (the renderer scales to pixels).
///
/// `pushClip`/`pushClipPath`/`popClip` and `pushOpacity`/`popOpacity` nest and must balance within a frame.
package enum DrawCommand: Hashable, Sendable {
  /// Fill `shape` with `paint`, antialiased.
  case fill(Shape, Paint)
  /// Stroke `outline` with `paint`, antialiased: each subpath as a line of the parameters'
  /// width, caps, joins and dashes, centred on it.
  case stroke(Outline, StrokeParameters, Paint)
  /// Draw the Gaussian shadow of `shape` (its silhouette blurred, tinted and offset).
  case shadow(Shape, Shadow)
  /// Draw a run of glyphs.
  case text(TextRun)
  /// Restrict later commands to `rect` intersected with the current clip.
  case pushClip(Rect)
  /// Restrict later commands to the inside of `outline` (under its fill rule, antialiased)
  /// intersected with the current clip, as SwiftUI's `.clipShape`; `popClip` ends it too.
  case pushClipPath(Outline)
  /// Restore the clip that was current before the matching `pushClip` or `pushClipPath`.
  case popClip
  /// Multiply the opacity of later commands by `opacity` (0...1) until the matching `popOpacity`.
  case pushOpacity(Double)
  /// End the group opened by the matching `pushOpacity`.
  case popOpacity

  /// Whether the command paints (a fill, stroke, shadow or text), rather than changing the clip
  /// or the group opacity of the commands after it.
  var paints: Bool {
    switch self {
    case .fill, .stroke, .shadow, .text: true
    case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity: false
    }
  }

  /// Whether the commands at `a` and `b` have the same bytes, read in place: then they are the
  /// same command (the same case, the same values, the same text and arrays in the same
  /// storage), as when a view that did not change has its commands of the last frame appended
  /// again. False says nothing: equal commands may differ in their storage or padding. It
  /// spares the damage's pass over an animation's frames a copy and a comparison of each
  /// command that did not change.
  static func haveSameBytes(_ a: UnsafePointer<DrawCommand>, _ b: UnsafePointer<DrawCommand>) -> Bool {
    let x = UnsafeRawPointer(a)
    let y = UnsafeRawPointer(b)
    let size = MemoryLayout<DrawCommand>.size
    var offset = 0
    while offset + 8 <= size {
      guard x.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < size {
      guard x.load(fromByteOffset: offset, as: UInt8.self) == y.load(fromByteOffset: offset, as: UInt8.self) else { return false }
      offset += 1
    }
    return true
  }
}
