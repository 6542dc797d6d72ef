import Scenes

// `Text.Layout`: the lines a `Text` is drawn in, as a `TextRenderer` receives them. It is made
// from the very `TextLayout` the text node draws (the same wrap, the same line origins), so a
// renderer's lines break where the plain text's do. Each line is one run for a `Text` set one
// way, and one run per part for a text made of styled parts; a run's glyphs are its
// characters, counting the spaces at a wrap, as CoreText counts a line's glyphs (ligatures
// aside). Structure per Apple's documentation of `Text.Layout`, `Line`, `Run`, `RunSlice` and `TypographicBounds`.

extension Text {
  /// The lines of a laid-out text, top to bottom, as SwiftUI's `Text.Layout`.
  public struct Layout: RandomAccessCollection {
    /// An index into the text's characters.
    public typealias CharacterIndex = Int

    let lines: [Line]
    /// True when the text did not fit its line limit and its last line ends in "…".
    public let isTruncated: Bool

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of lines.
    public var endIndex: Int { lines.count }
    /// Line `index` (0 is the top line).
    public subscript(index: Int) -> Line { lines[index] }

    /// The typographic measures of a line, run or slice, in points, in the text view's space
    /// (y down), as SwiftUI's `Text.Layout.TypographicBounds`.
    public struct TypographicBounds: Equatable, Sendable {
      /// The left end of the baseline, relative to the text view's top-left corner.
      public var origin: CGPoint
      /// The advance width (0 or more).
      public var width: CGFloat
      /// The distance from the baseline up to the top of the line (positive).
      public var ascent: CGFloat
      /// The distance from the baseline down to the bottom of the line (positive).
      public var descent: CGFloat
      /// The extra space between lines that the font asks for (0 or more).
      public var leading: CGFloat

      /// The box from `ascent` above the baseline to `descent` below it, `width` wide.
      public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
      }
    }

    /// A line of the layout: a collection of runs of placed glyphs, as SwiftUI's
    /// `Text.Layout.Line`.
    public struct Line: RandomAccessCollection {
      let runs: [Run]
      /// The left end of the line's baseline, relative to the text view.
      public var origin: CGPoint { typographicBounds.origin }
      /// The line's typographic bounds.
      public let typographicBounds: TypographicBounds

      /// 0.
      public var startIndex: Int { 0 }
      /// The number of runs.
      public var endIndex: Int { runs.count }
      /// Run `index`, in visual order.
      public subscript(index: Int) -> Run { runs[index] }
    }

    /// A run of placed glyphs set in one font and style, as SwiftUI's `Text.Layout.Run`. Its
    /// elements are its glyphs, each as a one-glyph `RunSlice`; `count` is the glyph count.
    public struct Run: RandomAccessCollection {
      let glyphs: RunGlyphs
      /// The layout direction the run is set in.
      public var layoutDirection: LayoutDirection { glyphs.isRightToLeft ? .rightToLeft : .leftToRight }
      /// The index in the text of the character each glyph comes from.
      public var characterIndices: [CharacterIndex] { Array(glyphs.firstCharacter..<(glyphs.firstCharacter + glyphs.count)) }
      /// The run's typographic bounds.
      public var typographicBounds: TypographicBounds { glyphs.bounds(of: 0..<glyphs.count) }

      /// 0.
      public var startIndex: Int { 0 }
      /// The glyph count.
      public var endIndex: Int { glyphs.count }
      /// Glyph `index`, as a slice of one glyph.
      public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
    }

    /// Some consecutive glyphs of a run, as SwiftUI's `Text.Layout.RunSlice`.
    public struct RunSlice: RandomAccessCollection {
      /// The run the glyphs belong to.
      public var run: Run
      /// The glyphs' indices in the run.
      public var indices: Range<Int>

      /// The glyphs `indices` (clamped to the run) of `run`.
      public init(run: Run, indices: Range<Int>) {
        self.run = run
        self.indices = indices.clamped(to: 0..<run.count)
      }

      /// The first glyph's index in the run.
      public var startIndex: Int { indices.lowerBound }
      /// One past the last glyph's index in the run.
      public var endIndex: Int { indices.upperBound }
      /// Glyph `index` of the run, as a slice of one glyph.
      public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
      /// The index in the text of the character each glyph comes from.
      public var characterIndices: [CharacterIndex] { indices.map { run.glyphs.firstCharacter + $0 } }
      /// The slice's typographic bounds: its glyphs' advance, at the run's vertical measures.
      public var typographicBounds: TypographicBounds { run.glyphs.bounds(of: indices) }
    }

    /// Options for drawing lines, runs and slices, as SwiftUI's `Text.Layout.DrawingOptions`.
    @frozen public struct DrawingOptions: OptionSet, Sendable {
      /// The option bits.
      public let rawValue: UInt32
      /// Makes an option set of the raw bits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Glyphs are not snapped to subpixel positions (the renderer draws them where they are).
      public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
    }
  }
}

/// One run's glyphs and how to measure and draw them, shared by its slices. The advance of each
/// glyph prefix is measured once, when first asked for.
final class RunGlyphs {
  let line: TextLine
  let origin: CGPoint
  let font: FontSpec
  let paint: Paint
  let leading: Double
  let firstCharacter: Int
  private let characters: [Character]
  private let metrics: any TextMetrics
  private var prefixAdvances: [Double]?

  init(line: TextLine, origin: CGPoint, font: FontSpec, paint: Paint, leading: Double, firstCharacter: Int, metrics: any TextMetrics) {
    self.line = line
    self.origin = origin
    self.font = font
    self.paint = paint
    self.leading = leading
    self.firstCharacter = firstCharacter
    self.metrics = metrics
    characters = Array(line.text)
  }

  /// The glyph count: the line's characters, with the spaces at a wrap.
  var count: Int { line.glyphCount }
  var isRightToLeft: Bool { line.isRightToLeft }

  /// The pen position after glyph `index - 1`, from the run's start, in points: the advance of
  /// the characters before it (a space at a wrap adds nothing: it is not drawn).
  private func advance(upTo index: Int) -> Double {
    if prefixAdvances == nil {
      var advances = [0.0]
      advances.reserveCapacity(characters.count + 1)
      for end in stride(from: 1, through: characters.count, by: 1) {
        advances.append(metrics.advance(of: String(characters[0..<end])[...], font: font))
      }
      prefixAdvances = advances
    }
    guard let advances = prefixAdvances else { return 0 }
    return advances[min(max(0, index), advances.count - 1)]
  }

  /// The bounds of glyphs `range`.
  func bounds(of range: Range<Int>) -> Text.Layout.TypographicBounds {
    let start = range.lowerBound == 0 ? 0 : advance(upTo: range.lowerBound)
    let end = range.upperBound >= count && range.lowerBound == 0 ? line.width : advance(upTo: range.upperBound)
    return Text.Layout.TypographicBounds(
      origin: CGPoint(x: origin.x + start, y: origin.y), width: max(0, end - start), ascent: line.ascent, descent: line.descent,
      leading: leading)
  }

  /// The text run that draws glyphs `range` (none when they are only spaces at a wrap), in the
  /// text view's space.
  func textRun(for range: Range<Int>) -> TextRun? {
    let clamped = range.clamped(to: 0..<characters.count)
    if range == 0..<count {
      guard !line.text.isEmpty else { return nil }
      return TextRun(text: line.text, font: font, origin: Point(origin), paint: paint, isRightToLeft: isRightToLeft)
    }
    guard !clamped.isEmpty else { return nil }
    let text = String(characters[clamped])
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    let x = origin.x + advance(upTo: clamped.lowerBound)
    return TextRun(text: text, font: font, origin: Point(x: x, y: origin.y), paint: paint, isRightToLeft: isRightToLeft)
  }
}

extension Text.Layout {
  /// The layout of `text` as `layout` wraps it: its first `lineCount` lines, each placed at
  /// `origins` (the baseline's left end, in the text view's space). A line is one run drawn
  /// with `paints[0]`; in a text made of spans, one run per piece, drawn with its span's paint.
  init(_ layout: TextLayout, of text: String, lineCount: Int, origins: [CGPoint], paints: [Paint], metrics: any TextMetrics) {
    let fontMetrics = layout.fontMetrics
    let leading = Swift.max(0, fontMetrics.lineAdvance - fontMetrics.ascent - fontMetrics.descent)
    let characters = Array(text)
    var firstCharacter = 0
    var lines: [Line] = []
    for (index, line) in layout.lines.prefix(lineCount).enumerated() {
      var runs: [Run] = []
      if line.pieces.isEmpty || layout.spans.isEmpty {
        runs.append(
          Run(
            glyphs: RunGlyphs(
              line: line, origin: origins[index], font: layout.font, paint: paints[0], leading: leading,
              firstCharacter: firstCharacter, metrics: metrics)))
      } else {
        // Each piece a run of its own; the last takes the spaces at a wrap.
        var pieceCharacter = firstCharacter
        for (number, piece) in line.pieces.enumerated() {
          let count = piece.text.count
          let isLast = number == line.pieces.count - 1
          let pieceLine = TextLine(
            text: piece.text, baselineY: line.baselineY, width: piece.width, ascent: line.ascent, descent: line.descent,
            glyphCount: isLast ? Swift.max(count, line.glyphCount - (pieceCharacter - firstCharacter)) : count,
            isRightToLeft: line.isRightToLeft)
          let span = layout.spans[piece.span]
          let origin = CGPoint(x: origins[index].x + piece.x, y: origins[index].y - span.baselineOffset)
          runs.append(
            Run(
              glyphs: RunGlyphs(
                line: pieceLine, origin: origin, font: span.font, paint: paints[Swift.min(piece.span, paints.count - 1)],
                leading: leading, firstCharacter: pieceCharacter, metrics: metrics)))
          pieceCharacter += count
        }
      }
      // A line takes its glyphs' characters, and the newline that ends its paragraph.
      firstCharacter += line.glyphCount
      if firstCharacter < characters.count, characters[firstCharacter].isNewline { firstCharacter += 1 }
      let bounds = TypographicBounds(
        origin: origins[index], width: line.width, ascent: line.ascent, descent: line.descent, leading: leading)
      lines.append(Line(runs: runs, typographicBounds: runs.count == 1 ? runs[0].typographicBounds : bounds))
    }
    self.init(lines: lines, isTruncated: layout.isTruncated)
  }
}
