extension Frame {
  /// The most rectangles `damage(from:to:metrics:)` returns before it merges them into one.
  package static let maximumDamageRectangles = 8
  /// How many damaged rectangles are merged one by one, at most (see `merged`).
  static let maximumMergedRectangles = 64

  /// The regions, in points, whose pixels may differ between `old` and `new`: repaint them (the
  /// commands of `new` that meet them, clipped to them) and everything else stays correct.
  ///
  /// The frames are compared command by command, each with the clip and group opacity in force.
  /// When they hold as many commands and each is of the same kind as the one at its index in
  /// the other frame (an animation's frames), each pair is compared in place; otherwise equal
  /// commands are matched wherever they are first.
  /// - a command present in both, in the same order, damages nothing;
  /// - a polygon that keeps its vertex count and paint damages only the boxes swept by the edges
  ///   that moved (the note's folding corner, not the whole note), a shadow those boxes grown by
  ///   3σ; an outline that keeps its elements' kinds, fill rule and paint likewise, by segment
  ///   (a curve's box holds its control points before and after); and a command whose clip alone changed only the part of its bounds between the clips;
  /// - any other command damages its bounds (text measured with `metrics`, strokes grown by
  ///   `StrokeParameters.reach`) in both frames: so does, in place, one whose paint or
  ///   characters changed, or that moved with its clip.
  ///
  /// Each rectangle is grown by 1 point for antialiasing, cut to the canvas, and overlapping
  /// rectangles are merged; more than `maximumDamageRectangles` are merged into one. A different
  /// size or background, or commands of different kinds that swap places, damage the whole
  /// canvas.
  ///
  /// - Returns: disjoint-ish rectangles in points, empty when the frames paint the same pixels.
  package static func damage(from old: Frame, to new: Frame, metrics: some TextMetrics) -> [Rect] {
    let canvas = Rect(origin: .zero, size: new.size)
    guard old.size == new.size, old.background == new.background else {
      return canvas.isEmpty ? [] : [canvas]
    }
    // Frames that share their commands' storage are equal at once. Otherwise the pass in place
    // compares them command by command (most by their bytes) and finds no damage when they are
    // equal: comparing the arrays first compared every command of an animation's frames twice.
    if old.commands.withUnsafeBufferPointer({ $0.baseAddress }) == new.commands.withUnsafeBufferPointer({ $0.baseAddress }),
      old.commands.count == new.commands.count
    {
      return []
    }
    var damaged = DamageAccumulator(canvas: canvas)
    if old.commands.count == new.commands.count, addChangesInPlace(old, new, metrics: metrics, into: &damaged) {
      return damaged.takeRectangles()
    }
    damaged = DamageAccumulator(canvas: canvas)
    let before = PlacedCommand.flatten(old)
    let after = PlacedCommand.flatten(new)
    // As many painting commands (a clip or group added or taken away around them), each equal
    // to the one at its index in the other frame or changed in place there (`changeBetween`):
    // their changes, found in one pass without hashing a command. Outside them both frames
    // paint equal commands in the same order, so the pixels there agree.
    if before.count == after.count,
      before.indices.allSatisfy({ Self.addChange(before[$0], after[$0], metrics: metrics, into: &damaged) })
    {
      return damaged.takeRectangles()
    }
    // Commands added, removed or reordered: equal commands are matched wherever they are.
    damaged = DamageAccumulator(canvas: canvas)
    guard Self.addMatched(before, after, metrics: metrics, into: &damaged) else { return [canvas] }
    return damaged.takeRectangles()
  }

  /// The pass in place for frames of as many commands, each command with the one at its index
  /// in the other frame (an animation's frames), on the frames' own commands: nothing is copied
  /// for a command that did not change, nor for a solid rectangle that moved (the change of
  /// 1,000 animated views: gathering the commands first, with their clips, copied each twice a
  /// frame, and was most of the damage computation's 1.2 ms a frame).
  ///
  /// Each frame's commands are placed under their own clips and opacities. Two painting
  /// commands at one index add what `addChange` adds; one that paints where the other does not
  /// (clipped away, or at zero opacity) damages its bounds. The painting commands of both
  /// frames then correspond one to one, in order, so outside the damage they paint the same
  /// pixels. Returns false, having perhaps added some damage, when
  /// two commands at one index are not the same command changed in place, or one paints and
  /// the other is a clip or a group.
  private static func addChangesInPlace(
    _ old: Frame, _ new: Frame, metrics: some TextMetrics, into damaged: inout DamageAccumulator
  ) -> Bool {
    var placeBefore = PlacedCommand.Placer(canvas: Rect(origin: .zero, size: old.size))
    var placeAfter = PlacedCommand.Placer(canvas: Rect(origin: .zero, size: new.size))
    return old.commands.withUnsafeBufferPointer { before in
      new.commands.withUnsafeBufferPointer { after in
        for index in before.indices {
          let oldCommand = before.baseAddress! + index
          let newCommand = after.baseAddress! + index
          let paintsBefore = placeBefore.place(oldCommand)
          let paintsAfter = placeAfter.place(newCommand)
          guard paintsBefore, paintsAfter else {
            // A clip or a group where the other frame paints: not the same commands in place.
            guard before[index].paints == after[index].paints else { return false }
            if paintsBefore { damaged.add(placeBefore.placed(before[index]).bounds(metrics: metrics)) }
            if paintsAfter { damaged.add(placeAfter.placed(after[index]).bounds(metrics: metrics)) }
            continue
          }
          let alike = placeBefore.opacity == placeAfter.opacity && placeBefore.hasSameClipPaths(as: placeAfter)
          if alike, placeBefore.clip == placeAfter.clip,
            DrawCommand.haveSameBytes(oldCommand, newCommand) || before[index] == after[index]
          {
            continue
          }
          if alike, placeBefore.clip == placeAfter.clip,
            addChange(oldCommand.pointee, newCommand.pointee, clip: placeBefore.clip, metrics: metrics, { damaged.add($0) })
          {
            // The same command moved or reshaped under the same clip, read where it lies: no
            // placed copies of the two, nor arrays of what changed.
            continue
          }
          if alike, case .fill(.rect(let a), let paint) = before[index], case .fill(.rect(let b), let newPaint) = after[index],
            paint == newPaint
          {
            // A rectangle that moved or changed size, under a clip that may have changed too:
            // the pixels differ only where one frame shows it and the other does not
            // (`changeBetween`).
            let shownBefore = a.intersection(placeBefore.clip)
            let shownAfter = b.intersection(placeAfter.clip)
            shownBefore.forEachPiece(ofSymmetricDifferenceWith: shownAfter) { damaged.add($0) }
            continue
          }
          let oldPlaced = placeBefore.placed(before[index])
          let newPlaced = placeAfter.placed(after[index])
          guard addChange(oldPlaced, newPlaced, metrics: metrics, into: &damaged) else { return false }
        }
        return true
      }
    }
  }

  /// Adds to `damaged` what differs between `old` and `new`, the commands at one place of their
  /// frames, and returns true; or returns false (adding nothing) when they are not the same
  /// command changed in place.
  private static func addChange(
    _ old: PlacedCommand, _ new: PlacedCommand, metrics: some TextMetrics, into damaged: inout DamageAccumulator
  ) -> Bool {
    if old == new { return true }
    guard mayChangeInPlace(old, new) else { return false }
    return changeBetween(old, new, metrics: metrics, { damaged.add($0) })
      || bothPlaces(old, new, metrics: metrics, { damaged.add($0) })
  }

  /// The damage between two frames whose commands were added, removed or reordered, added to
  /// `damaged`: equal commands matched in order, the rest paired in order where they changed in
  /// place, and the others damaged where they are. False when commands swap places, which
  /// damages the whole canvas.
  private static func addMatched(
    _ before: [PlacedCommand], _ after: [PlacedCommand], metrics: some TextMetrics,
    into damaged: inout DamageAccumulator
  ) -> Bool {
    // Match equal commands in order: the k-th copy in `before` with the k-th copy in `after`.
    let matched = matchedInOrder(before, after)
    var partner = matched.partner
    let isMatched = matched.isMatched

    // Pair the leftovers that changed in place (moved vertices, a new clip), in order.
    let leftoverAfter = after.indices.filter { !isMatched[$0] }
    var pairedAfter = Set<Int>()
    var cursor = 0
    for index in before.indices where partner[index] == nil {
      // The first leftover that is this command changed in place, with what changed.
      var found: (probe: Int, change: [Rect])?
      for probe in cursor..<max(cursor, leftoverAfter.count) {
        guard Self.mayChangeInPlace(before[index], after[leftoverAfter[probe]]) else { continue }
        var change: [Rect] = []
        if Self.changeBetween(before[index], after[leftoverAfter[probe]], metrics: metrics, { change.append($0) }) {
          found = (probe, change)
          break
        }
      }
      if let found {
        partner[index] = leftoverAfter[found.probe]
        pairedAfter.insert(leftoverAfter[found.probe])
        for rect in found.change { damaged.add(rect) }
        cursor = found.probe + 1
      } else {
        damaged.add(before[index].bounds(metrics: metrics))
      }
    }
    for index in leftoverAfter where !pairedAfter.contains(index) {
      damaged.add(after[index].bounds(metrics: metrics))
    }

    // Outside the damage, both frames now paint the same commands; they must also paint them in
    // the same order, or overlaps would composite differently.
    var last = -1
    for index in before.indices {
      guard let next = partner[index] else { continue }
      if next < last { return false }
      last = next
    }
    return true
  }

  /// The damage of a frame, gathered change by change: each rectangle grown by 1 point for
  /// antialiasing and cut to the canvas, then merged (`merged`). Past `maximumMergedRectangles`
  /// only their union is kept, which is what the merge makes of so many, without the list: 1,000
  /// moving views gave 2,000 rectangles a frame, gathered, grown and filtered in three arrays.
  private struct DamageAccumulator {
    let canvas: Rect
    private var gathered: [Rect] = []
    private var union: Rect?

    init(canvas: Rect) { self.canvas = canvas }

    mutating func add(_ rect: Rect) {
      // A command clipped away entirely has an empty reach: it damages nothing (grown first,
      // its empty box would become a sliver 2 points wide).
      guard !rect.isEmpty else { return }
      let grown = rect.outset(by: 1).intersection(canvas)
      guard !grown.isEmpty else { return }
      if let union {
        self.union = union.union(grown)
      } else if gathered.count < Frame.maximumMergedRectangles {
        if gathered.capacity == 0 { gathered.reserveCapacity(16) }
        gathered.append(grown)
      } else {
        union = gathered.reduce(grown) { $0.union($1) }
        gathered = []
      }
    }

    /// The rectangles to repaint, taken out of the accumulator (merged in its own storage).
    mutating func takeRectangles() -> [Rect] {
      // Each rectangle is within the canvas already, and so is their union.
      if let union { return [union] }
      var rects: [Rect] = []
      swap(&rects, &gathered)
      return Frame.merged(rects, within: canvas)
    }
  }

  /// Matches equal commands in order, the k-th copy of a command in `before` with the k-th copy
  /// in `after`: each index of `before` with its partner in `after` (nil for none), and for each
  /// index of `after` whether it has one.
  ///
  /// Equal commands at equal indices from the start (a frame's unchanged beginning) are such
  /// copies, and pair without hashing. The rest are hashed once each (`PlacedCommand.fingerprint`,
  /// a few of their parts), into chains of the indices of `after` by hash value in order; a
  /// command of `before` takes the first one in its chain that equals it, which is unlinked, so
  /// commands that do not collide are found at once.
  /// Hashing each command into a dictionary keyed by the commands themselves hashed the commands
  /// of `before` three times and copied them into its storage: it was a third of the damage
  /// computation's 250 µs a frame in the examples.
  private static func matchedInOrder(
    _ before: [PlacedCommand], _ after: [PlacedCommand]
  ) -> (partner: [Int?], isMatched: [Bool]) {
    var partner = [Int?](repeating: nil, count: before.count)
    var isMatched = [Bool](repeating: false, count: after.count)
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
      partner[prefix] = prefix
      isMatched[prefix] = true
      prefix += 1
    }
    guard prefix < before.count, prefix < after.count else { return (partner, isMatched) }
    // The first index of `after` in each hash's chain, and each index's successor in it (−1
    // ends a chain).
    var first: [Int: Int] = [:]
    first.reserveCapacity(after.count - prefix)
    var next = [Int](repeating: -1, count: after.count)
    for index in (prefix..<after.count).reversed() {
      let hash = after[index].fingerprint
      next[index] = first[hash] ?? -1
      first[hash] = index
    }
    for index in prefix..<before.count {
      let hash = before[index].fingerprint
      var previous = -1
      var candidate = first[hash] ?? -1
      while candidate >= 0, after[candidate] != before[index] {
        previous = candidate
        candidate = next[candidate]
      }
      guard candidate >= 0 else { continue }
      partner[index] = candidate
      isMatched[candidate] = true
      if previous < 0 { first[hash] = next[candidate] } else { next[previous] = next[candidate] }
    }
    return (partner, isMatched)
  }

  /// False when `changeBetween(old, new)` is certainly nil, found without comparing the
  /// commands whole: their group opacities or numbers of path clips differ, or they are not
  /// the same kind of command (and shape), or they are text runs at different places or
  /// opacities (a text run changes in place only when its clip alone changes). The damage's
  /// leftover commands are paired by trying each against those after it: 87 tries a frame in
  /// the examples during a reveal, most of them text against text.
  private static func mayChangeInPlace(_ old: PlacedCommand, _ new: PlacedCommand) -> Bool {
    guard old.opacity == new.opacity, old.clipPaths.count == new.clipPaths.count else { return false }
    func alike(_ a: Shape, _ b: Shape) -> Bool {
      switch (a, b) {
      case (.rect, .rect), (.roundedRect, .roundedRect), (.polygon, .polygon), (.outline, .outline): true
      default: false
      }
    }
    switch old.command {
    case .text(let a):
      guard case .text(let b) = new.command else { return false }
      return (a.origin == b.origin && a.opacity == b.opacity) || isSameText(a, b)
    case .fill(let a, _):
      guard case .fill(let b, _) = new.command else { return false }
      return alike(a, b)
    case .shadow(let a, _):
      guard case .shadow(let b, _) = new.command else { return false }
      return alike(a, b)
    case .stroke:
      guard case .stroke = new.command else { return false }
      return true
    case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity:
      return true
    }
  }

  /// Hands `body` what changed between two commands that occupy the same place in their frames,
  /// and returns true; or returns false, having handed it nothing, when they are not the same
  /// command changed in place.
  private static func changeBetween(
    _ old: PlacedCommand, _ new: PlacedCommand, metrics: some TextMetrics, _ body: (Rect) -> Void
  ) -> Bool {
    // A changed path clip may uncover or cover any part of the command: all of it is damaged.
    guard old.opacity == new.opacity, old.clipPaths == new.clipPaths else { return false }
    if old.command == new.command {
      // Only the clip changed: the command's pixels differ only between the two clips.
      let reach = PlacedCommand(command: old.command, clip: old.clip.union(new.clip), opacity: 1)
        .bounds(metrics: metrics)
      old.clip.forEachPiece(ofSymmetricDifferenceWith: new.clip) { body($0.intersection(reach)) }
      return true
    }
    if case .fill(.rect(let from), let paint) = old.command, case .fill(.rect(let to), let newPaint) = new.command,
      paint == newPaint
    {
      // A rectangle that moved or changed size under a clip that may have changed too (a veil
      // sliding under an area that grows): the pixels differ only where one frame shows the
      // rectangle and the other does not. The paint is the same everywhere both show it.
      from.intersection(old.clip).forEachPiece(ofSymmetricDifferenceWith: to.intersection(new.clip), body)
      return true
    }
    guard old.clip == new.clip else { return false }
    return addChange(old.command, new.command, clip: old.clip, metrics: metrics, body)
  }

  /// Hands `body` what changed between two different painting commands under one clip (and one
  /// opacity and path clips), and returns true, when it is the same shape moved or reshaped
  /// vertex by vertex, or the same text moved or faded; else returns false, having handed it
  /// nothing.
  private static func addChange(
    _ old: DrawCommand, _ new: DrawCommand, clip: Rect, metrics: some TextMetrics, _ body: (Rect) -> Void
  ) -> Bool {
    // Each case matches the new command on its own: a switch over the pair copied both commands
    // into a tuple first.
    switch old {
    case .fill(.polygon(let from), let paint):
      guard case .fill(.polygon(let to), let newPaint) = new, paint == newPaint, from.count == to.count
      else { return false }
      sweptBoxes(from: from, to: to) { body($0.intersection(clip)) }
    case .shadow(.polygon(let from), let shadow):
      guard case .shadow(.polygon(let to), let newShadow) = new, shadow == newShadow, from.count == to.count
      else { return false }
      sweptBoxes(from: from, to: to) {
        body($0.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).outset(by: 3 * shadow.radius).intersection(clip))
      }
    case .fill(.outline(let from), let paint):
      guard case .fill(.outline(let to), let newPaint) = new, paint == newPaint, haveSameElements(from, to)
      else { return false }
      sweptBoxes(from: from, to: to) { body($0.intersection(clip)) }
    case .shadow(.outline(let from), let shadow):
      guard case .shadow(.outline(let to), let newShadow) = new, shadow == newShadow, haveSameElements(from, to)
      else { return false }
      // A stroke's shadow: its pixels lie within the stroke's reach of the line.
      sweptBoxes(from: from, to: to) {
        body(
          $0.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).outset(by: 3 * shadow.radius + shadow.strokeReach)
            .intersection(clip))
      }
    case .text(let from):
      guard case .text(let to) = new, isSameText(from, to) else { return false }
      // The same glyphs moved or faded (a `TextRenderer`'s lines): where they were and where
      // they are, measured once, as the line is as long in both places.
      let before = PlacedCommand.reach(of: from, metrics: metrics)
      body(before.intersection(clip))
      body(before.offsetBy(dx: to.origin.x - from.origin.x, dy: to.origin.y - from.origin.y).intersection(clip))
    default:
      return false
    }
    return true
  }

  /// For two commands at one place of frames that hold as many commands, of the same kind
  /// (`mayChangeInPlace`) but not changed in a way `changeBetween` follows (a paint or a clip
  /// that changed with them: a track's colour, lines under a clip that grows with them): both of
  /// their bounds, which is what they damage unpaired, handed to `body`, without giving up the
  /// pass in place. False, handing it nothing, when their path clips differ.
  private static func bothPlaces(
    _ old: PlacedCommand, _ new: PlacedCommand, metrics: some TextMetrics, _ body: (Rect) -> Void
  ) -> Bool {
    guard old.clipPaths == new.clipPaths else { return false }
    if case .text(let from) = old.command, case .text(let to) = new.command, isSameText(from, to) {
      // The same glyphs: measured once.
      let before = old.reach(metrics: metrics)
      body(before.intersection(old.clip))
      body(before.offsetBy(dx: to.origin.x - from.origin.x, dy: to.origin.y - from.origin.y).intersection(new.clip))
    } else {
      body(old.bounds(metrics: metrics))
      body(new.bounds(metrics: metrics))
    }
    return true
  }

  /// Whether two runs draw the same characters in the same font, paint and direction, so that
  /// only their place or opacity differ.
  private static func isSameText(_ a: TextRun, _ b: TextRun) -> Bool {
    a.text == b.text && a.font == b.font && a.paint == b.paint && a.isRightToLeft == b.isRightToLeft
      && a.transform == b.transform
  }

  /// Boxes covering every point that a polygon's edges sweep over while its vertices move from
  /// `from` to `to`: a point outside them keeps its winding number, so it is inside both polygons
  /// or neither. An edge that only slides along its own line sweeps no area and is skipped.
  private static func sweptBoxes(from: [Point], to: [Point], _ body: (Rect) -> Void) {
    for index in from.indices {
      let next = (index + 1) % from.count
      guard from[index] != to[index] || from[next] != to[next] else { continue }
      if areCollinear(from[index], from[next], to[next], to[index]) { continue }
      body(SweptBox(from[index], from[next]).adding(to[next]).adding(to[index]).rect)
    }
  }

  /// Whether two outlines have the same elements' kinds in the same order and the same fill
  /// rule, so that `sweptBoxes(from:to:_:)` follows one into the other.
  private static func haveSameElements(_ a: Outline, _ b: Outline) -> Bool {
    guard a.isEvenOdd == b.isEvenOdd, a.elements.count == b.elements.count else { return false }
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath):
        continue
      default:
        return false
      }
    }
    return true
  }

  /// `sweptBoxes(from:to:_:)` for outlines of the same elements (`haveSameElements`), whose
  /// points alone moved. Each segment of a subpath, the closing line (written or implied by the
  /// fill) included, sweeps no further than the box of its points and control points before
  /// and after: its curves in between lie in the hull of their control points, which lie in
  /// that box. A line that only slides along itself is skipped.
  private static func sweptBoxes(from: Outline, to: Outline, _ body: (Rect) -> Void) {
    // Both outlines' current points and subpath starts, and whether the subpath has segments
    // not yet closed.
    var current = (Point.zero, Point.zero)
    var start = (Point.zero, Point.zero)
    var isOpen = false
    /// A line from the current points to `a` and `b`.
    func line(_ a: Point, _ b: Point) {
      guard current.0 != current.1 || a != b else { return }
      if areCollinear(current.0, a, b, current.1) { return }
      body(SweptBox(current.0, a).adding(current.1).adding(b).rect)
    }
    /// Ends the subpath with its closing line, from the current points to its start.
    func close() {
      if isOpen { line(start.0, start.1) }
      isOpen = false
      current = start
    }
    for (old, new) in zip(from.elements, to.elements) {
      switch (old, new) {
      case (.move(let a), .move(let b)):
        close()
        current = (a, b)
        start = (a, b)
      case (.line(let a), .line(let b)):
        line(a, b)
        current = (a, b)
        isOpen = true
      case (.quadCurve(let a, let c), .quadCurve(let b, let d)):
        if current.0 != current.1 || a != b || c != d {
          body(SweptBox(current.0, a).adding(current.1).adding(b).adding(c).adding(d).rect)
        }
        current = (a, b)
        isOpen = true
      case (.curve(let a, let c1, let c2), .curve(let b, let d1, let d2)):
        if current.0 != current.1 || a != b || c1 != d1 || c2 != d2 {
          body(
            SweptBox(current.0, a).adding(current.1).adding(b).adding(c1).adding(c2).adding(d1).adding(d2).rect)
        }
        current = (a, b)
        isOpen = true
      case (.closeSubpath, .closeSubpath):
        close()
      default:
        // Not the same elements (`haveSameElements` is checked first).
        continue
      }
    }
    close()
  }

  /// The box of a few points, grown one point at a time without an array.
  private struct SweptBox {
    var minX, minY, maxX, maxY: Double
    init(_ a: Point, _ b: Point) {
      (minX, maxX) = (min(a.x, b.x), max(a.x, b.x))
      (minY, maxY) = (min(a.y, b.y), max(a.y, b.y))
    }
    func adding(_ p: Point) -> SweptBox {
      var box = self
      box.minX = min(box.minX, p.x)
      box.maxX = max(box.maxX, p.x)
      box.minY = min(box.minY, p.y)
      box.maxY = max(box.maxY, p.y)
      return box
    }
    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
  }

  /// Whether four points lie on one line (the quadrilateral an edge sweeps has no area).
  private static func areCollinear(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Bool {
    // The first point that differs from `p0` gives the line's direction.
    let b = p1 != p0 ? p1 : p2 != p0 ? p2 : p3
    func isOnLine(_ p: Point) -> Bool { abs((b.x - p0.x) * (p.y - p0.y) - (b.y - p0.y) * (p.x - p0.x)) < 1e-9 }
    return isOnLine(p1) && isOnLine(p2) && isOnLine(p3)
  }

  /// Merges overlapping rectangles until none overlap; too many become their union.
  private static func merged(_ rects: consuming [Rect], within canvas: Rect) -> [Rect] {
    // The merge compares each rectangle with those merged so far: quadratic. Beyond
    // `maximumMergedRectangles` the union is taken at once instead (`DamageAccumulator`; a
    // larger area redrawn, never a change missed): 1,000 moving views made 2,000 rectangles and
    // 7 ms of merging a frame.
    var pending = rects
    var result: [Rect] = []
    result.reserveCapacity(pending.count)
    while var current = pending.popLast() {
      var grew = true
      while grew {
        grew = false
        if let overlapping = result.firstIndex(where: { $0.intersects(current) }) {
          current = current.union(result.remove(at: overlapping))
          grew = true
        }
      }
      result.append(current)
    }
    guard result.count > maximumDamageRectangles else {
      result.sort { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
      return result
    }
    return [result.dropFirst().reduce(result[0]) { $0.union($1) }.intersection(canvas)]
  }
}
