/// The inspector's fonts.
struct InspectorFonts {
  var title: FontSpec
  var body: FontSpec
  var small: FontSpec
  var selected: FontSpec
}

/// A paragraph of the inspector's text: its words, font, colour and the space above it, and
/// once laid out, its lines at the panel's width.
struct InspectorParagraph {
  var text: String
  var font: FontSpec
  var color: Color
  var gap: Double
  var layout: TextLayout?

  init(_ text: String, _ font: FontSpec, _ color: Color, gap: Double = 0) {
    self.text = text
    self.font = font
    self.color = color
    self.gap = gap
  }
}

/// Lays out one page of the inspector in its panel (see `Inspector` for the order in which
/// things give way).
struct InspectorPageBuilder<Metrics: TextMetrics> {
  let frame: Rect
  let fonts: InspectorFonts
  let metrics: Metrics
  /// The full parameter list, and the selected parameter alone, laid out.
  let parameters: [InspectorParagraph]
  let selectedParameter: [InspectorParagraph]
  /// The panel's padding (14 points, less in a narrow panel) and the text's width.
  let pad: Double
  let inner: Double

  init(
    frame: Rect, fonts: InspectorFonts, metrics: Metrics, parameters: [InspectorParagraph],
    selectedParameter: [InspectorParagraph]
  ) {
    self.frame = frame
    self.fonts = fonts
    self.metrics = metrics
    pad = min(Inspector.padding, max(4, (frame.width * 0.05).rounded()))
    inner = max(0, frame.width - 2 * pad)
    self.parameters = Self.laidOut(parameters, width: inner, metrics: metrics)
    self.selectedParameter = Self.laidOut(selectedParameter, width: inner, metrics: metrics)
  }

  /// `paragraphs`, each laid out whole `width` points wide.
  static func laidOut(_ paragraphs: [InspectorParagraph], width: Double, metrics: Metrics) -> [InspectorParagraph] {
    paragraphs.map { paragraph in
      var paragraph = paragraph
      paragraph.layout = TextLayout(
        text: paragraph.text, font: paragraph.font, width: width, metrics: metrics)
      return paragraph
    }
  }

  /// The page for `entries` under `heading`, with as many of `plots` as fit (each drawn into
  /// its frame by its function).
  func page(
    heading: [InspectorParagraph], entries: [Inspector.Entry],
    plots: [(kind: Inspector.PlotKind, label: String, draw: (Rect) -> (Plot, [DrawCommand]))]
  ) -> Inspector.Page {
    var listed = heading
    for (index, entry) in entries.enumerated() {
      listed.append(
        InspectorParagraph(entry.name + ": " + entry.spelling, fonts.body, .black, gap: index == 0 ? 6 : 4))
      if let figures = entry.figures {
        listed.append(
          InspectorParagraph(figures.summary + (entry.note.isEmpty ? "" : " " + entry.note), fonts.small, .gray))
      } else if !entry.note.isEmpty {
        listed.append(InspectorParagraph(entry.note, fonts.small, .gray))
      }
    }
    listed = Self.laidOut(listed, width: inner, metrics: metrics)
    let top = frame.minY + pad
    let bottom = frame.maxY - pad
    let labelHeight = metrics.metrics(for: fonts.small).lineAdvance
    let columns = inner >= 2 * Inspector.minimumPlotWidth + pad ? 2 : 1
    let cellWidth = columns == 2 ? ((inner - pad) / 2).rounded(.down) : inner
    let counts = columns == 2 ? [4, 2] : [4, 3, 2, 1]

    // The fullest text with the most plots that fit at a readable height.
    var choice: (text: [InspectorParagraph], count: Int, height: Double)?
    if cellWidth >= Inspector.minimumPlotWidth * 0.75 {
      search: for (text, allowed) in [(listed + parameters, [4]), (listed + selectedParameter, counts)] {
        let textHeight = height(of: text)
        for count in allowed {
          let rows = Double((count + columns - 1) / columns)
          let room = bottom - (top + textHeight + pad) - rows * (labelHeight + 2) - (rows - 1) * pad
          let plotHeight = min(Inspector.plotHeights.upperBound, (room / rows).rounded(.down))
          if plotHeight >= Inspector.plotHeights.lowerBound {
            choice = (text, count, plotHeight)
            break search
          }
        }
      }
    }

    var commands: [DrawCommand] = [
      .pushClip(frame),
      .fill(.rect(frame), .solid(Inspector.background)),
      .fill(
        .rect(Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height)),
        .solid(Color(white: 0.82))),
    ]
    let text = choice?.text ?? listed + selectedParameter
    var y = place(text, from: top, to: bottom, into: &commands)
    guard let choice else {
      return Inspector.Page(entries: entries, commands: commands, plots: [], framesLabel: nil)
    }

    // The plots, `columns` a row, each under its label.
    y += pad
    var placed: [(kind: Inspector.PlotKind, plot: Plot)] = []
    var framesLabel: (origin: Point, long: Bool)?
    let ascent = metrics.metrics(for: fonts.small).ascent
    for (index, spec) in plots.prefix(choice.count).enumerated() {
      let column = index % columns
      let row = index / columns
      let x = frame.minX + pad + Double(column) * (cellWidth + pad)
      let cellTop = y + Double(row) * (labelHeight + 2 + choice.height + pad)
      let labelOrigin = Point(x: x, y: cellTop + ascent)
      let plotFrame = Rect(x: x, y: cellTop + labelHeight + 2, width: cellWidth, height: choice.height)
      if spec.kind == .frames {
        let longest = metrics.advance(of: "Frame times: 0000.0 fps"[...], font: fonts.small) * 1.1
        let shortest = metrics.advance(of: "0000.0 fps"[...], font: fonts.small) * 1.1
        if shortest <= cellWidth { framesLabel = (labelOrigin, longest <= cellWidth) }
      } else {
        let label = TextLayout.fitted(spec.label, font: fonts.small, width: cellWidth, metrics: metrics)
        if !label.isEmpty {
          commands.append(
            .text(TextRun(text: label, font: fonts.small, origin: labelOrigin, paint: .solid(.black))))
        }
      }
      let (plot, drawn) = spec.draw(plotFrame)
      commands += drawn
      placed.append((spec.kind, plot))
    }
    return Inspector.Page(
      entries: entries, commands: commands, plots: placed, framesLabel: framesLabel)
  }

  /// The height of `paragraphs` laid out whole, in points.
  private func height(of paragraphs: [InspectorParagraph]) -> Double {
    paragraphs.reduce(0) { total, paragraph in total + paragraph.gap + (paragraph.layout?.height ?? 0) }
  }

  /// Draws `paragraphs` from `top` down, stopping at the last whole line above `bottom`: the
  /// last line drawn ends in "…" when anything is left out. Returns the y below the text.
  private func place(
    _ paragraphs: [InspectorParagraph], from top: Double, to bottom: Double,
    into commands: inout [DrawCommand]
  ) -> Double {
    var y = top
    var drawn: [TextRun] = []
    var cut = false
    for paragraph in paragraphs {
      let lineHeight = metrics.metrics(for: paragraph.font).lineAdvance
      let fitting = TextLayout.lineCount(fitting: bottom - (y + paragraph.gap), lineHeight: lineHeight)
      guard fitting > 0 else {
        cut = true
        break
      }
      let layout =
        paragraph.layout.flatMap { $0.lines.count <= fitting ? $0 : nil }
        ?? TextLayout(
          text: paragraph.text, font: paragraph.font, width: inner, maxLines: fitting, metrics: metrics)
      y += paragraph.gap
      for line in layout.lines {
        drawn.append(
          TextRun(
            text: line.text, font: paragraph.font,
            origin: Point(x: frame.minX + pad, y: y + line.baselineY),
            paint: .solid(paragraph.color)))
      }
      y += layout.height
      if layout.isTruncated {
        cut = true
        break
      }
    }
    // A paragraph left out entirely: the last line drawn says so.
    if cut, var last = drawn.popLast() {
      if !last.text.hasSuffix(TextLayout.ellipsis) {
        last.text = TextLayout.fitted(
          last.text + TextLayout.ellipsis, font: last.font, width: inner, metrics: metrics)
      }
      if !last.text.isEmpty { drawn.append(last) }
    }
    commands += drawn.map { .text($0) }
    return y
  }
}
