import CX11

/// Solid-colour rectangles composited over the back buffer (`PictOpOver`), collected while a
/// frame's commands run and sent as one `XRenderFillRectangles` per colour: a thousand small
/// squares with fractional edges (nine requests each, one per span of equal coverage) become a
/// few dozen requests.
///
/// Sending a colour's rectangles together changes the order in which they are painted. That
/// changes no pixel where rectangles of different colours do not overlap, and over-compositing
/// the same colour twice gives the same result in either order, so `add` refuses a rectangle
/// that overlaps a collected one of another colour: the caller sends the batch first
/// (`flush`). Overlaps are found through a grid of `cellSize`-pixel cells, each listing the
/// rectangles that touch it, so a rectangle is compared only with its neighbours.
///
/// The owner must flush before anything else draws into the buffer or changes its clip.
struct RectangleBatch {
  /// The side of a grid cell, in pixels (a power of two: cells are found by shifting).
  static let cellShift = 4
  static var cellSize: Int { 1 << cellShift }
  /// A rectangle covering more cells than this is kept in `large` and compared with every
  /// later rectangle, instead of being listed in each cell.
  static let largeCells = 64

  /// One colour's rectangles, in the order they were added.
  private struct Group {
    var color: XRenderColor
    var rectangles: [XRectangle]
  }

  private var groups: [Group] = []
  private var groupByColor: [UInt64: Int] = [:]
  /// The colour of the last rectangle added and its group: runs of one colour skip the lookup.
  private var lastKey: UInt64 = 0
  private var lastGroup = Int.max
  /// The collected rectangles and their groups, indexed by the grid's entries.
  private var rectangles: [XRectangle] = []
  private var rectangleGroups: [Int32] = []
  /// The grid, `columns` cells a row: each cell's first entry (an index into `entryRectangle`),
  /// valid only where `cellStamp` equals `stamp` (so starting over clears nothing).
  private var columns = 0
  private var cellHead: [Int32] = []
  private var cellStamp: [UInt32] = []
  private var stamp: UInt32 = 1
  /// The grid's entries: a rectangle and the next entry of the same cell (−1 ends the list).
  private var entryRectangle: [Int32] = []
  private var entryNext: [Int32] = []
  /// Rectangles too large for the grid.
  private var large: [Int32] = []

  /// True when nothing waits to be sent.
  var isEmpty: Bool { rectangles.isEmpty }

  /// Rectangles sent so far, and the requests that carried them (one per colour and flush).
  private(set) var rectanglesSent = 0
  private(set) var requestsSent = 0

  /// Adds `rect` (pixels, inside a buffer of `width` × `height`, non-empty) in the premultiplied
  /// `color`; false, adding nothing, when it overlaps a collected rectangle of another colour.
  mutating func add(_ rect: XRectangle, color: XRenderColor, width: Int, height: Int) -> Bool {
    let key = UInt64(color.red) << 48 | UInt64(color.green) << 32 | UInt64(color.blue) << 16 | UInt64(color.alpha)
    let group: Int32
    if key == lastKey, lastGroup < groups.count {
      group = Int32(lastGroup)
    } else if let index = groupByColor[key] {
      group = Int32(index)
    } else {
      group = Int32(groups.count)
    }
    let wantedColumns = (width >> Self.cellShift) + 1
    let rows = (height >> Self.cellShift) + 1
    if rectangles.isEmpty, columns != wantedColumns || cellHead.count != wantedColumns * rows {
      columns = wantedColumns
      cellHead = Array(repeating: -1, count: wantedColumns * rows)
      cellStamp = Array(repeating: 0, count: wantedColumns * rows)
    }
    let x0 = max(Int(rect.x), 0) >> Self.cellShift
    let y0 = max(Int(rect.y), 0) >> Self.cellShift
    let x1 = min((Int(rect.x) + Int(rect.width) - 1) >> Self.cellShift, columns - 1)
    let y1 = min((Int(rect.y) + Int(rect.height) - 1) >> Self.cellShift, cellHead.count / columns - 1)
    guard x1 >= x0, y1 >= y0 else { return true }  // outside the buffer: nothing to draw

    for other in large where rectangleGroups[Int(other)] != group {
      if Self.overlap(rect, rectangles[Int(other)]) { return false }
    }
    for row in y0...y1 {
      for column in x0...x1 {
        let cell = row * columns + column
        guard cellStamp[cell] == stamp else { continue }
        var entry = cellHead[cell]
        while entry >= 0 {
          let other = Int(entryRectangle[Int(entry)])
          if rectangleGroups[other] != group, Self.overlap(rect, rectangles[other]) { return false }
          entry = entryNext[Int(entry)]
        }
      }
    }

    if Int(group) == groups.count {
      groupByColor[key] = groups.count
      groups.append(Group(color: color, rectangles: []))
    }
    lastKey = key
    lastGroup = Int(group)
    let index = Int32(rectangles.count)
    rectangles.append(rect)
    rectangleGroups.append(group)
    groups[Int(group)].rectangles.append(rect)
    if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.largeCells {
      large.append(index)
      return true
    }
    for row in y0...y1 {
      for column in x0...x1 {
        let cell = row * columns + column
        if cellStamp[cell] != stamp {
          cellStamp[cell] = stamp
          cellHead[cell] = -1
        }
        entryRectangle.append(index)
        entryNext.append(cellHead[cell])
        cellHead[cell] = Int32(entryRectangle.count - 1)
      }
    }
    return true
  }

  /// Sends the collected rectangles to `picture` (one request per colour, in the order the
  /// colours first came) and starts over.
  mutating func flush(display: OpaquePointer, picture: UInt) {
    guard !rectangles.isEmpty else { return }
    for index in groups.indices {
      var color = groups[index].color
      let count = Int32(groups[index].rectangles.count)
      groups[index].rectangles.withUnsafeMutableBufferPointer { buffer in
        XRenderFillRectangles(display, PictOpOver, picture, &color, buffer.baseAddress, count)
      }
      requestsSent += 1
    }
    rectanglesSent += rectangles.count
    groups.removeAll(keepingCapacity: true)
    groupByColor.removeAll(keepingCapacity: true)
    lastGroup = Int.max
    rectangles.removeAll(keepingCapacity: true)
    rectangleGroups.removeAll(keepingCapacity: true)
    entryRectangle.removeAll(keepingCapacity: true)
    entryNext.removeAll(keepingCapacity: true)
    large.removeAll(keepingCapacity: true)
    stamp &+= 1
    if stamp == 0 {
      // After 2³² flushes: old stamps could match again, so clear them once.
      for cell in cellStamp.indices { cellStamp[cell] = 0 }
      stamp = 1
    }
  }

  private static func overlap(_ a: XRectangle, _ b: XRectangle) -> Bool {
    Int(a.x) < Int(b.x) + Int(b.width) && Int(b.x) < Int(a.x) + Int(a.width)
      && Int(a.y) < Int(b.y) + Int(b.height) && Int(b.y) < Int(a.y) + Int(a.height)
  }
}

extension XRenderColor {
  /// This premultiplied colour seen through a solid mask of coverage `level` (0...255), as the
  /// server composites it: each channel truncated to 8 bits (as X Render turns a colour into a
  /// pixel) and multiplied by `level` with the rounding of pixman's `MUL_UN8`,
  /// ((c·l + 128) + ((c·l + 128) >> 8)) >> 8, then widened back so that its top 8 bits are
  /// exactly that. Filling with it equals compositing the colour through the mask.
  func through(coverage level: Int) -> XRenderColor {
    func scale(_ channel: UInt16) -> UInt16 {
      let t = Int(channel >> 8) * level + 128
      return UInt16((t + (t >> 8)) >> 8) * 257
    }
    return XRenderColor(red: scale(red), green: scale(green), blue: scale(blue), alpha: scale(alpha))
  }
}
