/// A painting command of a frame with the clip and group opacity in force where it runs: the
/// unit the damage computation compares.
struct PlacedCommand: Hashable, Sendable {
  /// A `.fill`, `.stroke`, `.shadow` or `.text` command.
  var command: DrawCommand
  /// The clip in force, in points (the canvas when nothing is pushed).
  var clip: Rect
  /// The product of the group opacities in force, 0...1.
  var opacity: Double
  /// The path clips in force, outermost first (their bounds are already in `clip`): a command
  /// under a clip whose path changed within the same bounds is not the same placed command.
  var clipPaths: [Outline] = []

  /// The painting commands of `frame`, in painting order, with their clips and opacities.
  /// Commands that cannot paint anything (clipped away, or at zero opacity) are left out.
  static func flatten(_ frame: Frame) -> [PlacedCommand] {
    var placer = Placer(canvas: Rect(origin: .zero, size: frame.size))
    var placed: [PlacedCommand] = []
    placed.reserveCapacity(frame.commands.count)
    frame.commands.withUnsafeBufferPointer { commands in
      for index in commands.indices where placer.place(commands.baseAddress! + index) {
        placed.append(placer.placed(commands[index]))
      }
    }
    return placed
  }

  /// The clip, group opacity and path clips in force at each command of a frame, followed
  /// command by command.
  struct Placer {
    let canvas: Rect
    private var clips: [Rect]
    private var opacities: [Double] = [1]
    /// The path clips in force at each level of `clips` (shared by the rectangle clips above them).
    private var paths: [[Outline]] = [[]]

    init(canvas: Rect) {
      self.canvas = canvas
      clips = [canvas]
    }

    /// The clip in force, in points (the canvas when nothing is pushed).
    var clip: Rect { clips[clips.count - 1] }
    /// The product of the group opacities in force, 0...1.
    var opacity: Double { opacities[opacities.count - 1] }
    /// The path clips in force, outermost first.
    var clipPaths: [Outline] { paths[paths.count - 1] }

    /// `command`, which paints, with the clip, opacity and path clips in force.
    func placed(_ command: DrawCommand) -> PlacedCommand {
      PlacedCommand(command: command, clip: clip, opacity: opacity, clipPaths: clipPaths)
    }

    /// Whether the path clips in force here are those in force in `other`.
    func hasSameClipPaths(as other: Placer) -> Bool {
      paths[paths.count - 1] == other.paths[other.paths.count - 1]
    }

    /// Takes `command` in, and returns whether it paints: false when it changes the clip or
    /// opacity (which this then follows), or is clipped away, or at zero opacity. A command
    /// that paints does so under `clip`, `opacity` and `clipPaths`. (Their state is read in
    /// place rather than returned with each command, and the command is read where it lies,
    /// through a pointer into the frame's buffer: passed by value it was copied, 161 bytes and
    /// its references, and the damage's pass over an animation's frames takes every command in,
    /// of which few changed.)
    mutating func place(_ command: UnsafePointer<DrawCommand>) -> Bool {
      switch command.pointee {
      case .pushClip(let rect):
        clips.append(clip.intersection(rect))
        paths.append(clipPaths)
      case .pushClipPath(let outline):
        // For damage, a path clip is its bounds (it paints nothing outside them).
        clips.append(clip.intersection(outline.bounds))
        paths.append(clipPaths + [outline])
      case .popClip:
        if clips.count > 1 {
          clips.removeLast()
          paths.removeLast()
        }
      case .pushOpacity(let value):
        opacities.append(opacity * min(1, max(0, value)))
      case .popOpacity:
        if opacities.count > 1 { opacities.removeLast() }
      case .text(let run):
        return run.opacity > 0 && !clip.isEmpty && opacity > 0
      case .fill, .stroke, .shadow:
        return !clip.isEmpty && opacity > 0
      }
      return false
    }
  }

  /// A hash of a few of the command's parts, where `hashValue` hashes all of them: equal
  /// commands have equal fingerprints, and commands in one frame seldom share one (they differ
  /// in place, size or kind). It leaves out text's characters, the points of outlines and
  /// polygons after the first, and paints, which made hashing a text run or an outline cost as
  /// much as comparing it. For matching commands by hash, with `==` to decide.
  var fingerprint: Int {
    var hasher = Hasher()
    hasher.combine(clip)
    hasher.combine(opacity)
    hasher.combine(clipPaths.count)
    func combine(_ shape: Shape) {
      switch shape {
      case .rect, .roundedRect:
        hasher.combine(shape)
      case .polygon(let points):
        hasher.combine(points.count)
        hasher.combine(points.first)
      case .outline(let outline):
        hasher.combine(outline.elements.count)
        hasher.combine(outline.elements.first)
      }
    }
    switch command {
    case .fill(let shape, _):
      hasher.combine(0)
      combine(shape)
    case .stroke(let outline, let stroke, _):
      hasher.combine(1)
      hasher.combine(stroke)
      hasher.combine(outline.elements.count)
      hasher.combine(outline.elements.first)
    case .shadow(let shape, let shadow):
      hasher.combine(2)
      hasher.combine(shadow)
      combine(shape)
    case .text(let run):
      hasher.combine(3)
      hasher.combine(run.origin)
      hasher.combine(run.opacity)
      hasher.combine(run.font)
      hasher.combine(run.text.utf8.count)
      hasher.combine(run.transform)
    case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity:
      hasher.combine(4)
    }
    return hasher.finalize()
  }

  /// A rectangle, in points, outside which the command paints nothing.
  ///
  /// Strokes reach `StrokeParameters.reach` beyond their outline's bounds; shadows reach 3σ
  /// beyond their shape; text reaches from a quarter of the font size before its
  /// origin to a quarter after its advance, and from its ascent plus a quarter of the size above
  /// the baseline to its descent plus a quarter below (room for overhangs and accents).
  func bounds(metrics: some TextMetrics) -> Rect {
    reach(metrics: metrics).intersection(clip)
  }

  /// What a text run can paint before its clip (see `bounds(metrics:)`).
  static func reach(of run: TextRun, metrics: some TextMetrics) -> Rect {
    let font = metrics.metrics(for: run.font)
    let margin = run.font.size / 4
    let advance = metrics.advance(of: run.text[...], font: run.font)
    let upright = Rect(
      x: run.origin.x - margin, y: run.origin.y - font.ascent - margin,
      width: advance + 2 * margin, height: font.ascent + font.descent + 2 * margin)
    return run.transform.map { $0.bounds(of: upright, about: run.origin) } ?? upright
  }

  /// What the command can paint before its clip: `bounds` without the intersection.
  func reach(metrics: some TextMetrics) -> Rect {
    let reach: Rect
    switch command {
    case .fill(let shape, _):
      reach = shape.bounds
    case .stroke(let outline, let stroke, _):
      reach = outline.bounds.outset(by: stroke.reach)
    case .shadow(let shape, let shadow):
      reach = shape.bounds.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        .outset(by: 3 * shadow.radius + shadow.strokeReach)
    case .text(let run):
      reach = Self.reach(of: run, metrics: metrics)
    case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity:
      reach = .zero
    }
    return reach
  }
}
