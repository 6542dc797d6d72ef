import CGtk3

/// The default window's scene drawn with cairo and Pango, the way a GTK 3 program draws it: the
/// two panels' captions, the GroupBox with its label and switch, the reveal's text (each line
/// shown with its own offset and opacity, under the veil, clipped to the growing area) and the
/// sticky note (a blurred shadow of its outline, the green note, the fold, its text).
///
/// Geometry follows the preview's `PreviewLayout` for 1000 × 600 points at scale 1: panels of
/// 500 pt, a 28 pt caption strip, 16 pt padding, the note 250 pt of text plus 30 / 40 pt padding,
/// centred in the right panel.
final class PeerDrawing {
  /// The window's size, in pixels.
  static let width = 1000
  static let height = 600

  private static let half = 500.0
  private static let captionHeight = 28.0
  private static let padding = 16.0
  private static let groupBox = (x: 16.0, y: 28.0, width: 468.0, height: 63.0, radius: 8.0)
  private static let toggle = (x: 417.0, y: 44.0, width: 51.0, height: 31.0)
  private static let textOrigin = (x: 16.0, y: 99.0)
  private static let textWidth = 468.0
  private static let noteTextWidth = 250.0
  private static let notePadding = (horizontal: 30.0, vertical: 40.0)
  /// The shadow's Gaussian σ in pixels (SwiftUI's `.shadow(radius: 10)`, as the preview draws it),
  /// and its colour's alpha (SwiftUI's default shadow colour, black at 0.33).
  private static let shadowSigma = 10.0
  private static let shadowAlpha = 0.33
  /// How far the shadow reaches beyond the note: three σ.
  private static let shadowReach = 30

  private static let reveal =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. "
  private static let noteText =
    "If today were the last day of my life, would I want to do what I am about to do today"

  /// One line of the reveal's text: Pango's line, its baseline below the text's top and its
  /// descent, in pixels.
  private struct Line {
    var line: UnsafeMutablePointer<PangoLayoutLine>
    var x: Double
    var baseline: Double
    var descent: Double
  }

  private let scene: PeerScene
  /// The Pango layouts, made once from the widget's context at the first draw.
  private var revealLayout: OpaquePointer?
  private var noteLayout: OpaquePointer?
  private var captions: [(layout: OpaquePointer, x: Double, y: Double)] = []
  private var labelLayout: (layout: OpaquePointer, x: Double, y: Double)?
  private var lines: [Line] = []
  private var textHeight = 0.0
  /// The note's frame and its text's origin, in pixels.
  private var note = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
  private var noteTextOrigin = (x: 0.0, y: 0.0)
  /// The A8 surface the note's outline is blurred in, reused from frame to frame.
  private var shadowSurface: OpaquePointer?
  private var blurLine: [Int32] = []

  init(scene: PeerScene) {
    self.scene = scene
  }

  deinit {
    for layout in [revealLayout, noteLayout] + captions.map(\.layout) + [labelLayout?.layout] {
      if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
    if let shadowSurface { cairo_surface_destroy(shadowSurface) }
  }

  /// The note with its shadow's reach, in whole pixels: what a frame of the crease redraws.
  var noteArea: (x: Int32, y: Int32, width: Int32, height: Int32) {
    let reach = Double(Self.shadowReach)
    return (
      Int32(note.x - reach), Int32(note.y - reach), Int32(note.width + 2 * reach),
      Int32(note.height + 2 * reach)
    )
  }

  /// The switch and the whole text area (a line starts a descent above its place): what a frame
  /// of the reveal redraws.
  var revealArea: (x: Int32, y: Int32, width: Int32, height: Int32) {
    let top = Self.toggle.y
    let bottom = Self.textOrigin.y + textHeight + 1
    return (Int32(Self.padding), Int32(top), Int32(Self.textWidth), Int32((bottom - top).rounded(.up)))
  }

  /// Makes the layouts (once) with `widget`'s Pango context and measures the lines.
  func prepare(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard revealLayout == nil else { return }
    func layout(_ text: String, family: String, size: Double, weight: PangoWeight, width: Double?) -> OpaquePointer {
      // Proof: gtk_widget_create_pango_layout returns a new layout (it aborts when out of memory).
      let layout = gtk_widget_create_pango_layout(widget, text)!
      let description = pango_font_description_new()
      pango_font_description_set_family(description, family)
      pango_font_description_set_weight(description, weight)
      pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
      if let width {
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
      }
      return layout
    }
    func extents(_ layout: OpaquePointer) -> PangoRectangle {
      var logical = PangoRectangle()
      pango_layout_get_pixel_extents(layout, nil, &logical)
      return logical
    }
    // Captions (12 pt gray) centred in their strips; the switch's label (17 pt) beside it.
    for (text, x) in [
      ("Text reveal · TextRenderer (Space toggles, H for help)", Self.padding),
      ("Sticky note · AnimatableModifier", Self.half + Self.padding),
    ] {
      let caption = layout(text, family: "Inter", size: 12, weight: PANGO_WEIGHT_NORMAL, width: nil)
      captions.append((caption, x, (Self.captionHeight - Double(extents(caption).height)) / 2))
    }
    let label = layout("Show text", family: "Inter", size: 17, weight: PANGO_WEIGHT_NORMAL, width: nil)
    labelLayout = (
      label, Self.groupBox.x + Self.padding,
      Self.toggle.y + (Self.toggle.height - Double(extents(label).height)) / 2
    )

    // The reveal: title2 bold, blue, wrapped to the panel's content width.
    let reveal = layout(Self.reveal, family: "Inter", size: 22, weight: PANGO_WEIGHT_BOLD, width: Self.textWidth)
    revealLayout = reveal
    textHeight = Double(extents(reveal).height)
    let iterator = pango_layout_get_iter(reveal)
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
      let bottom = Double(logical.y + logical.height) / Double(PANGO_SCALE)
      if let line = pango_layout_iter_get_line_readonly(iterator) {
        lines.append(
          Line(line: line, x: Double(logical.x) / Double(PANGO_SCALE), baseline: baseline, descent: bottom - baseline))
      }
    } while pango_layout_iter_next_line(iterator) != 0
    pango_layout_iter_free(iterator)

    // The note: headline (17 pt semibold), 250 pt wide, padded, centred in the right panel.
    let noteLayout = layout(Self.noteText, family: "Inter", size: 17, weight: PANGO_WEIGHT_SEMIBOLD, width: Self.noteTextWidth)
    self.noteLayout = noteLayout
    let noteExtents = extents(noteLayout)
    note.width = Self.noteTextWidth + 2 * Self.notePadding.horizontal
    note.height = Double(noteExtents.height) + 2 * Self.notePadding.vertical
    let content = (
      midX: Self.half + Self.half / 2,
      midY: Self.captionHeight + (Double(Self.height) - Self.captionHeight - Self.padding) / 2
    )
    note.x = (content.midX - note.width / 2).rounded()
    note.y = (content.midY - note.height / 2).rounded()
    noteTextOrigin = (
      note.x + Self.notePadding.horizontal + (Self.noteTextWidth - Double(noteExtents.width)) / 2
        - Double(noteExtents.x),
      note.y + Self.notePadding.vertical
    )
    let reach = Self.shadowReach
    shadowSurface = cairo_image_surface_create(
      CAIRO_FORMAT_A8, Int32(note.width) + 2 * Int32(reach), Int32(note.height) + 2 * Int32(reach))
  }

  /// Draws the parts of the scene inside `cr`'s clip at `time` seconds of the scene.
  func draw(_ cr: OpaquePointer, at time: Double) {
    var clip = GdkRectangle()
    let clipped = gdk_cairo_get_clip_rectangle(cr, &clip) != 0
    func visible(_ area: (x: Int32, y: Int32, width: Int32, height: Int32)) -> Bool {
      guard clipped else { return true }
      return area.x < clip.x + clip.width && clip.x < area.x + area.width && area.y < clip.y + clip.height
        && clip.y < area.y + area.height
    }
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    drawChrome(cr, visible: visible)
    if visible(revealArea) { drawReveal(cr, at: time) }
    if visible(noteArea) { drawNote(cr, crease: scene.crease(at: time)) }
  }

  private func drawChrome(
    _ cr: OpaquePointer, visible: ((x: Int32, y: Int32, width: Int32, height: Int32)) -> Bool
  ) {
    if visible((0, 0, Int32(Self.width), Int32(Self.captionHeight))) {
      cairo_set_source_rgb(cr, 0.557, 0.557, 0.576)
      for caption in captions {
        cairo_move_to(cr, caption.x, caption.y)
        pango_cairo_show_layout(cr, caption.layout)
      }
    }
    cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
    cairo_rectangle(cr, Self.half, 0, 1, Double(Self.height))
    cairo_fill(cr)
    let box = Self.groupBox
    if visible((Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))) {
      roundedRectangle(cr, x: box.x, y: box.y, width: box.width, height: box.height, radius: box.radius)
      cairo_set_source_rgb(cr, 0.949, 0.949, 0.969)
      cairo_fill(cr)
      if let labelLayout {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, labelLayout.x, labelLayout.y)
        pango_cairo_show_layout(cr, labelLayout.layout)
      }
    }
  }

  /// The switch, the lines and the veil, clipped to the area's current height.
  private func drawReveal(_ cr: OpaquePointer, at time: Double) {
    let openness = scene.openness(at: time)
    // The switch: a capsule from light gray to green, its knob sliding right.
    let toggle = Self.toggle
    cairo_set_source_rgb(cr, 0.949, 0.949, 0.969)
    cairo_rectangle(cr, toggle.x, toggle.y, toggle.width, toggle.height)
    cairo_fill(cr)
    roundedRectangle(
      cr, x: toggle.x, y: toggle.y, width: toggle.width, height: toggle.height, radius: toggle.height / 2)
    cairo_set_source_rgb(cr, 0.91 + (0.204 - 0.91) * openness, 0.91 + (0.78 - 0.91) * openness, 0.92 + (0.349 - 0.92) * openness)
    cairo_fill(cr)
    let knob = toggle.height / 2 - 2
    cairo_arc(cr, toggle.x + 2 + knob + openness * (toggle.width - 4 - 2 * knob), toggle.y + toggle.height / 2, knob, 0, 2 * .pi)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)

    let origin = Self.textOrigin
    cairo_save(cr)
    cairo_rectangle(cr, origin.x, origin.y, Self.textWidth, textHeight * openness)
    cairo_clip(cr)
    for (index, line) in lines.enumerated() {
      let (offset, opacity) = scene.line(index, of: lines.count, descent: line.descent, at: time)
      guard opacity > 0 else { continue }
      cairo_set_source_rgba(cr, 0, 0.478, 1, opacity)
      cairo_move_to(cr, origin.x + line.x, origin.y + line.baseline + offset)
      pango_cairo_show_layout_line(cr, line.line)
    }
    // The veil: a 40 pt edge from clear to white at 0.8, then white at 0.8, travelling the
    // text's height plus its edge.
    let feather = PeerScene.feather
    let travel = textHeight + feather
    let top = origin.y + scene.veilLift(at: time) * travel - feather
    let gradient = cairo_pattern_create_linear(0, top, 0, top + feather)
    cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 1, 1, 0)
    cairo_pattern_add_color_stop_rgba(gradient, 1, 1, 1, 1, 0.8)
    cairo_set_source(cr, gradient)
    cairo_rectangle(cr, origin.x, top, Self.textWidth, feather)
    cairo_fill(cr)
    cairo_pattern_destroy(gradient)
    cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
    cairo_rectangle(cr, origin.x, top + feather, Self.textWidth, travel - feather)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// The note's outline (the fold cut off `crease` pt each way at the bottom-right corner),
  /// or with `fold` the triangle the cut leaves.
  private func notePath(_ cr: OpaquePointer, crease: Double, dx: Double = 0, dy: Double = 0, fold: Bool = false) {
    let m = min(crease, note.width / 2, note.height / 2)
    let (x, y, maxX, maxY) = (note.x + dx, note.y + dy, note.x + dx + note.width, note.y + dy + note.height)
    if fold {
      cairo_move_to(cr, maxX - m, maxY)
      cairo_line_to(cr, maxX - m, maxY - m)
      cairo_line_to(cr, maxX, maxY - m)
    } else {
      cairo_move_to(cr, x, y)
      cairo_line_to(cr, x, maxY)
      cairo_line_to(cr, maxX - m, maxY)
      cairo_line_to(cr, maxX, maxY - m)
      cairo_line_to(cr, maxX, y)
    }
    cairo_close_path(cr)
  }

  private func drawNote(_ cr: OpaquePointer, crease: Double) {
    // The shadow: the outline filled into an A8 surface, blurred, and used as a mask.
    if let shadowSurface {
      let reach = Double(Self.shadowReach)
      // Proof: cairo_create never returns NULL (a failed context is an object in an error state).
      let shadow = cairo_create(shadowSurface)!
      cairo_set_operator(shadow, CAIRO_OPERATOR_CLEAR)
      cairo_paint(shadow)
      cairo_set_operator(shadow, CAIRO_OPERATOR_OVER)
      notePath(shadow, crease: crease, dx: reach - note.x, dy: reach - note.y)
      cairo_fill(shadow)
      cairo_destroy(shadow)
      cairo_surface_flush(shadowSurface)
      blur(shadowSurface)
      cairo_surface_mark_dirty(shadowSurface)
      cairo_set_source_rgba(cr, 0, 0, 0, Self.shadowAlpha)
      cairo_mask_surface(cr, shadowSurface, note.x - reach, note.y - reach)
    }
    notePath(cr, crease: crease)
    cairo_set_source_rgb(cr, 0.204, 0.78, 0.349)
    cairo_fill(cr)
    notePath(cr, crease: crease, fold: true)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.4)
    cairo_fill(cr)
    if let noteLayout {
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_move_to(cr, noteTextOrigin.x, noteTextOrigin.y)
      pango_cairo_show_layout(cr, noteLayout)
    }
  }

  /// A Gaussian blur of σ = `shadowSigma` approximated by three box blurs each way (the box's
  /// width d = ⌊σ · 3√(2π) / 4 + 0.5⌋, per the SVG specification's feGaussianBlur), in place.
  private func blur(_ surface: OpaquePointer) {
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let box = Int((Self.shadowSigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    let radius = box / 2
    if blurLine.count < max(width, height) { blurLine = Array(repeating: 0, count: max(width, height)) }
    blurLine.withUnsafeMutableBufferPointer { line in
      for _ in 0..<3 {
        for row in 0..<height { boxPass(data + row * stride, step: 1, count: width, radius: radius, box: box, line) }
        for column in 0..<width { boxPass(data + column, step: stride, count: height, radius: radius, box: box, line) }
      }
    }
  }

  /// One box pass over `count` samples `step` bytes apart: each becomes the mean of the `box`
  /// samples centred on it (zero beyond the ends).
  private func boxPass(
    _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, box: Int,
    _ line: UnsafeMutableBufferPointer<Int32>
  ) {
    for index in 0..<count { line[index] = Int32(start[index * step]) }
    var sum: Int32 = 0
    for index in 0..<min(radius, count) { sum += line[index] }
    let divisor = Int32(box)
    for index in 0..<count {
      let entering = index + radius
      if entering < count { sum += line[entering] }
      let leaving = index - radius - 1
      if leaving >= 0 { sum -= line[leaving] }
      start[index * step] = UInt8(truncatingIfNeeded: (sum + divisor / 2) / divisor)
    }
  }

  private func roundedRectangle(
    _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
  ) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - radius, y + radius, radius, -.pi / 2, 0)
    cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, .pi / 2)
    cairo_arc(cr, x + radius, y + height - radius, radius, .pi / 2, .pi)
    cairo_arc(cr, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }
}
