import Scenes

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`: wrapped at
/// the proposed width by Unicode's line-break rules, shaped by HarfBuzz (`TextShaping`).
///
/// A text is made of parts, each with the styling set on it: one part for plain text, more for
/// `Text + Text` and for a string literal with Markdown in it. A modifier on a text styles every
/// part that does not set the same thing itself: as in SwiftUI, where a text applies its
/// modifiers outermost first and then resolves its parts, whose own modifiers come last and win
/// (OpenSwiftUI's `Text.resolve` and `ConcatenatedTextStorage`, which this follows).
public struct Text: Equatable {
  /// The parts, in order.
  var parts: [TextPart]

  /// Text from a string, shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { parts = [TextPart(String(content))] }
  /// Text shown verbatim.
  public init(verbatim content: String) { parts = [TextPart(content)] }
  /// Text from a localized string key: shown as written (the preview has no string tables),
  /// its inline Markdown drawn as SwiftUI draws it (`InlineMarkdown`).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    parts = key.parts
  }
  /// An attributed string's characters. Disfavoured, unlike SwiftUI's: Foundation on Linux
  /// makes `AttributedString` expressible by a string literal, so without it a literal would
  /// pick this initialiser over `LocalizedStringKey`'s and lose its Markdown.
  @_disfavoredOverload
  public init(_ attributed: AttributedString) { parts = [TextPart(String(attributed.characters))] }

  public func font(_ font: Font?) -> Text { styled { $0.font = $0.font ?? font } }
  public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = $0.weight ?? weight } }
  public func bold() -> Text { bold(true) }
  public func bold(_ isActive: Bool) -> Text { styled { $0.isBold = $0.isBold ?? isActive } }
  public func italic() -> Text { italic(true) }
  public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = $0.isItalic ?? isActive } }
  public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = $0.isMonospaced ?? isActive } }
  public func foregroundColor(_ color: Color?) -> Text {
    styled { $0.fill = $0.fill ?? color.map { .color($0) } }
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.fill = $0.fill ?? .style(AnyHashableStyle(style)) } }
  public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = $0.kerning ?? Double(kerning) } }
  public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = $0.tracking ?? Double(tracking) } }
  public func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = $0.baselineOffset ?? Double(offset) } }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.underline = $0.underline ?? TextDecoration(isActive: isActive, color: color) }
  }
  public func underline(_ isActive: Bool = true, pattern: LinePattern, color: Color? = nil) -> Text {
    underline(isActive, color: color)
  }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.strikethrough = $0.strikethrough ?? TextDecoration(isActive: isActive, color: color) }
  }
  public func strikethrough(_ isActive: Bool = true, pattern: LinePattern, color: Color? = nil) -> Text {
    strikethrough(isActive, color: color)
  }
  public func monospacedDigit() -> Text { self }

  /// A scale for text, as SwiftUI's `Text.Scale` (iOS 17).
  public struct Scale: Hashable, Sendable {
    let name: String
    /// The text's own size.
    public static let `default` = Scale(name: "default")
    /// The scale of secondary text: Apple documents no size for it, and the preview draws the
    /// text at its own size (with one warning at the line).
    public static let secondary = Scale(name: "secondary")
  }
  /// Applies a text scale (iOS 17): `.default` changes nothing; `.secondary`, whose size Apple
  /// does not document, is drawn at the text's own size, with one warning at this line.
  public func textScale(
    _ scale: Scale, isEnabled: Bool = true, file: StaticString = #fileID, line: UInt = #line
  ) -> Text {
    Text.warnAboutScale(scale, isEnabled: isEnabled, file: file, line: line)
    return self
  }

  static func warnAboutScale(_ scale: Scale, isEnabled: Bool, file: StaticString, line: UInt) {
    guard isEnabled, scale == .secondary else { return }
    PreviewWarnings.once("`.textScale(.secondary)` is drawn at the text's own size", file: file, line: line)
  }

  /// A line's dash pattern, as SwiftUI's `Text.LineStyle.Pattern` (drawn solid here).
  public enum LinePattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

  /// Two texts one after the other, each part keeping its own styling.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.parts += rhs.parts
    return text
  }

  /// This text with `change` made to every part's attributes (a change keeps what a part set).
  private func styled(_ change: (inout TextAttributes) -> Void) -> Text {
    var copy = self
    for index in copy.parts.indices { change(&copy.parts[index].attributes) }
    return copy
  }

  /// The parts resolved in `environment`: each part's font, fill and decorations.
  func resolvedSpans(in environment: EnvironmentValues) -> [ResolvedTextSpan] {
    parts.map { part in
      let attributes = part.attributes
      var styling = environment.textStyling
      if let isBold = attributes.isBold { styling.isBold = isBold }
      if let isItalic = attributes.isItalic { styling.isItalic = isItalic }
      if let weight = attributes.weight { styling.weight = weight }
      var font = attributes.font ?? environment.font ?? .body
      if attributes.isMonospaced == true { font = font.monospaced() }
      let style: ResolvedStyle
      switch attributes.fill {
      case .color(let color): style = .color(color.resolved(in: environment))
      case .style(let fill): style = fill.base.resolved(in: environment)
      case nil:
        style =
          attributes.isLink
          ? environment.tint?.resolved(in: environment) ?? .color(Color.accentColor.resolved(in: environment))
          : environment.foregroundStyle?.resolved(in: environment) ?? .color(Color.primary.resolved(in: environment))
      }
      func decoration(_ decoration: TextDecoration?) -> ResolvedStyle? {
        guard let decoration, decoration.isActive else { return nil }
        return decoration.color.map { .color($0.resolved(in: environment)) } ?? style
      }
      return ResolvedTextSpan(
        text: environment.textCase.map { $0 == .uppercase ? part.string.uppercased() : part.string.lowercased() } ?? part.string,
        font: font.spec(styling: styling), style: style,
        // Apple: "If you add both the tracking and kerning modifiers to a view, the view applies
        // the tracking and ignores the kerning."
        tracking: attributes.tracking ?? attributes.kerning ?? 0, baselineOffset: attributes.baselineOffset ?? 0,
        underline: decoration(attributes.underline), strikethrough: decoration(attributes.strikethrough))
    }
  }
}

/// One part of a `Text`: characters and the styling set on them.
struct TextPart: Hashable, @unchecked Sendable {
  var string: String
  var attributes = TextAttributes()

  init(_ string: String, attributes: TextAttributes = TextAttributes()) {
    self.string = string
    self.attributes = attributes
  }
}

/// The styling set on a part of a `Text`: nil where it takes what is around it.
struct TextAttributes: Hashable {
  enum Fill: Hashable {
    case color(Color)
    case style(AnyHashableStyle)
  }
  var font: Font?
  var weight: Font.Weight?
  var isBold: Bool?
  var isItalic: Bool?
  var isMonospaced: Bool?
  var fill: Fill?
  var kerning: Double?
  var tracking: Double?
  var baselineOffset: Double?
  var underline: TextDecoration?
  var strikethrough: TextDecoration?
  /// A Markdown link: drawn in the tint colour, as SwiftUI draws links.
  var isLink = false

  /// These attributes where they are set, `outer`'s elsewhere.
  func over(_ outer: TextAttributes) -> TextAttributes {
    TextAttributes(
      font: font ?? outer.font, weight: weight ?? outer.weight, isBold: isBold ?? outer.isBold,
      isItalic: isItalic ?? outer.isItalic, isMonospaced: isMonospaced ?? outer.isMonospaced, fill: fill ?? outer.fill,
      kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
      baselineOffset: baselineOffset ?? outer.baselineOffset, underline: underline ?? outer.underline,
      strikethrough: strikethrough ?? outer.strikethrough, isLink: isLink || outer.isLink)
  }
}

/// An underline or a strikethrough: on or off, and its colour (nil: the text's).
struct TextDecoration: Hashable {
  var isActive: Bool
  var color: Color?
}

/// A part of a text resolved for drawing.
struct ResolvedTextSpan: Hashable {
  var text: String
  var font: FontSpec
  var style: ResolvedStyle
  var tracking: Double
  var baselineOffset: Double
  var underline: ResolvedStyle?
  var strikethrough: ResolvedStyle?

  /// True when it draws as plain text: no tracking, offset or lines.
  var isPlain: Bool { tracking == 0 && baselineOffset == 0 && underline == nil && strikethrough == nil }
}

/// A style kept in a `Text`, compared by its resolved value.
struct AnyHashableStyle: Hashable {
  let base: AnyShapeStyle
  init<S: ShapeStyle>(_ style: S) { base = AnyShapeStyle(style) }
  static func == (lhs: AnyHashableStyle, rhs: AnyHashableStyle) -> Bool {
    lhs.base.resolved(in: EnvironmentValues()) == rhs.base.resolved(in: EnvironmentValues())
  }
  func hash(into hasher: inout Hasher) { hasher.combine(base.resolved(in: EnvironmentValues())) }
}

/// A string literal that names localized text, as SwiftUI's `LocalizedStringKey`. Its
/// literal text is read as inline Markdown; interpolated values are inserted after, as SwiftUI
/// formats its arguments into the parsed key, so their own characters are never markup.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key as written, with U+FFFC where each interpolated value goes.
  let format: String
  /// The interpolated values, in order: a string, or a `Text` with its own styling.
  let arguments: [Argument]

  enum Argument: Hashable, Sendable {
    case string(String)
    case text([TextPart])
  }

  /// The placeholder of an interpolated value in `format`.
  static let placeholder: Character = "\u{FFFC}"

  public init(_ value: String) { (format, arguments) = (value, []) }
  public init(stringLiteral value: String) { (format, arguments) = (value, []) }
  public init(stringInterpolation: StringInterpolation) {
    (format, arguments) = (stringInterpolation.format, stringInterpolation.arguments)
  }

  /// The key's parts: its Markdown's runs styled, each value inserted with the style around it
  /// (a `Text`'s own styling over it). A literal holding U+FFFC itself is not parsed.
  var parts: [TextPart] {
    let literalPlaceholders = format.reduce(0) { $1 == Self.placeholder ? $0 + 1 : $0 }
    guard literalPlaceholders == arguments.count else { return [TextPart(format)] }
    var parts: [TextPart] = []
    var remaining = arguments[...]
    func append(_ string: Substring, _ attributes: TextAttributes) {
      guard !string.isEmpty else { return }
      if let last = parts.last, last.attributes == attributes {
        parts[parts.count - 1].string += string
      } else {
        parts.append(TextPart(String(string), attributes: attributes))
      }
    }
    for run in InlineMarkdown.parse(format) {
      var attributes = TextAttributes()
      if run.style.contains(.bold) { attributes.isBold = true }
      if run.style.contains(.italic) { attributes.isItalic = true }
      if run.style.contains(.code) { attributes.isMonospaced = true }
      if run.style.contains(.strikethrough) { attributes.strikethrough = TextDecoration(isActive: true) }
      if run.style.contains(.link) { attributes.isLink = true }
      var text = run.text[...]
      while let mark = text.firstIndex(of: Self.placeholder) {
        append(text[..<mark], attributes)
        switch remaining.popFirst() {
        case .string(let value)?: append(value[...], attributes)
        case .text(let inserted)?:
          for part in inserted { append(part.string[...], part.attributes.over(attributes)) }
        case nil: break
        }
        text = text[text.index(after: mark)...]
      }
      append(text, attributes)
    }
    return parts.isEmpty ? [TextPart("")] : parts
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""
    var arguments: [Argument] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { format += literal }
    public mutating func appendInterpolation<T>(_ value: T) { insert(.string("\(value)")) }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
      insert(.string(String(format: specifier, value)))
    }
    public mutating func appendInterpolation(_ text: Text) { insert(.text(text.parts)) }

    /// Puts `argument` where the interpolation is (TextDates.swift adds dates this way).
    mutating func insert(_ argument: Argument) {
      format.append(LocalizedStringKey.placeholder)
      arguments.append(argument)
    }
  }
}

extension Text: View {
  public typealias Body = Never
}

extension Text: NodeView {
  func makeNode(id: ViewID) -> TextNode { TextNode(id: id) }
  func update(_ node: TextNode, context: ResolveContext, graph: ViewGraph) {
    let environment = context.environment
    node.configure(
      spans: resolvedSpans(in: environment), lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
      minimumScaleFactor: Double(environment.minimumScaleFactor), metrics: graph.metrics)
    if !context.isFrameUpdate, let old = node.changedFrom {
      node.crossFade = TextCrossFade(
        from: old.layout, style: old.style, spans: old.spans, transition: environment.contentTransition,
        previous: node.shownTransition, animation: context.transaction.effectiveAnimation, at: graph.time)
    }
    if !context.isFrameUpdate { node.shownTransition = environment.contentTransition }
  }
}

/// A text's node: wraps the text for the width it is offered, once per layout.
final class TextNode: Node {
  private(set) var text = ""
  private(set) var font = FontSpec(size: 17)
  private(set) var style = ResolvedStyle.color(.primary)
  /// A text of styled parts: its parts resolved (empty for text set one way, drawn with
  /// `font` and `style`).
  private(set) var spans: [ResolvedTextSpan] = []
  private var lineLimit: Int?
  private var alignment = TextAlignment.leading
  private var metrics: (any TextMetrics)?
  /// Layouts by wrapping width, kept until the text or its font changes.
  private var layouts: [Double: TextLayout] = [:]
  /// The layout of the last placement.
  private(set) var placedLayout: TextLayout?

  /// The old string's drawing while a content transition runs.
  var crossFade: TextCrossFade?
  /// The content transition in force when the string was last set (`.numericText(value:)`
  /// rolls by the value before).
  var shownTransition: ContentTransition?
  /// The layout, style and spans before the last `configure`, when it changed the string, its
  /// colour or its font.
  private(set) var changedFrom: (layout: TextLayout?, style: ResolvedStyle, spans: [ResolvedTextSpan])?

  /// The smallest fraction of its size the text may shrink to, to fit its line limit.
  private var minimumScaleFactor = 1.0

  func configure(
    spans resolved: [ResolvedTextSpan], lineLimit: Int?, alignment: TextAlignment, minimumScaleFactor: Double,
    metrics: any TextMetrics
  ) {
    // One part drawn plainly, or parts that differ only in nothing, are text set one way.
    let first = resolved.first ?? ResolvedTextSpan(
      text: "", font: FontSpec(size: 17), style: .color(.primary), tracking: 0, baselineOffset: 0, underline: nil,
      strikethrough: nil)
    let isOneWay = resolved.allSatisfy { $0.isPlain && $0.font == first.font && $0.style == first.style }
    let text = resolved.count == 1 ? first.text : resolved.map(\.text).joined()
    let spans = isOneWay ? [] : resolved
    let changed = text != self.text || first.style != self.style || first.font != self.font || spans != self.spans
    changedFrom = changed && !self.text.isEmpty ? (placedLayout, self.style, self.spans) : nil
    if text != self.text || first.font != self.font || lineLimit != self.lineLimit || spans != self.spans
      || minimumScaleFactor != self.minimumScaleFactor
    {
      layouts.removeAll()
      cut = nil
    }
    self.text = text
    self.font = first.font
    self.style = first.style
    self.spans = spans
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.minimumScaleFactor = minimumScaleFactor
    self.metrics = metrics
  }

  /// The text wrapped at `width` points into at most `maxLines` lines: at its size, or, when it
  /// does not fit them and `minimumScaleFactor` lets it, at the largest size down to that
  /// fraction at which it does (found to a hundredth), as SwiftUI shrinks text "to fit in the
  /// available space" before it truncates; at the smallest, truncated, when none does.
  private func makeLayout(width: Double, maxLines: Int?, metrics: any TextMetrics) -> TextLayout {
    let full = makeLayout(width: width, maxLines: maxLines, scale: 1, metrics: metrics)
    guard full.isTruncated, minimumScaleFactor < 1, width.isFinite else { return full }
    var low = minimumScaleFactor
    var lowLayout = makeLayout(width: width, maxLines: maxLines, scale: low, metrics: metrics)
    guard !lowLayout.isTruncated else { return lowLayout }
    var high = 1.0
    while high - low > 0.01 {
      let middle = (low + high) / 2
      let layout = makeLayout(width: width, maxLines: maxLines, scale: middle, metrics: metrics)
      if layout.isTruncated {
        high = middle
      } else {
        (low, lowLayout) = (middle, layout)
      }
    }
    return lowLayout
  }

  /// The text wrapped at `width` points into at most `maxLines` lines, its fonts `scale` times
  /// their size.
  private func makeLayout(width: Double, maxLines: Int?, scale: Double, metrics: any TextMetrics) -> TextLayout {
    func scaled(_ font: FontSpec) -> FontSpec {
      var font = font
      font.size *= scale
      return font
    }
    guard !spans.isEmpty else {
      return TextLayout(text: text, font: scaled(font), width: width, maxLines: maxLines, metrics: metrics)
    }
    let textSpans = spans.map {
      TextSpan(text: $0.text, font: scaled($0.font), tracking: $0.tracking * scale, baselineOffset: $0.baselineOffset * scale)
    }
    return TextLayout(spans: textSpans, width: width, maxLines: maxLines, metrics: metrics)
  }

  /// The lines wrapped at `width` points (unbounded: one line per paragraph).
  func layout(width: Double) -> TextLayout? {
    guard let metrics else { return nil }
    let key = width.isFinite ? width : .greatestFiniteMagnitude
    if let layout = layouts[key] { return layout }
    let layout = makeLayout(width: key, maxLines: lineLimit, metrics: metrics)
    layouts[key] = layout
    return layout
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let proxy = TextProxy { [unowned self] in naturalSize($0) }
    // A renderer sizes with its model value (layout does not run per frame).
    guard let renderer = textRenderer(at: nil) else { return naturalSize(proposal) }
    return renderer.sizeThatFits(proposal: proposal, text: proxy)
  }

  /// The text's own size for `proposal`: its widest line, and as many lines as fit.
  private func naturalSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let layout = layout(width: proposal.width ?? .infinity) else { return .zero }
    // (`fittingWidth`: a text that did not wrap is as wide as its line breaker needs.)
    let width = layout.fittingWidth
    var lines = layout.lines.count
    // A proposed height cuts the lines that do not fit (at least one), as SwiftUI truncates.
    if let height = proposal.height, height.isFinite {
      lines = min(lines, layout.linesFitting(height: height, tolerance: 0.001))
    }
    return CGSize(width: min(width.rounded(.up), proposal.width ?? .infinity), height: layout.height(ofLines: lines))
  }

  /// The last layout cut to fewer lines than it has by the height it was placed in.
  private var cut: (width: Double, lines: Int, layout: TextLayout)?

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let width = Double(max(size.width, 1))
    guard let full = layout(width: width), let metrics else {
      placedLayout = nil
      return
    }
    // A height too short for every line keeps the lines that fit, the last ending in "…", as
    // SwiftUI's default tail truncation does (the lines after it were dropped silently).
    let fitting = Self.linesShown(of: full, height: size.height)
    guard fitting < full.lines.count else {
      placedLayout = full
      return
    }
    if let cut, cut.width == width, cut.lines == fitting {
      placedLayout = cut.layout
      return
    }
    let layout = makeLayout(width: width, maxLines: fitting, metrics: metrics)
    cut = (width, fitting, layout)
    placedLayout = layout
  }

  /// How many of `layout`'s lines a box `height` points high has room for: as many as fit (to
  /// half a point), and at least one.
  private static func linesShown(of layout: TextLayout, height: Double) -> Int {
    layout.linesFitting(height: height, tolerance: 0.5)
  }
  /// The lines shown in a box of `size`, and the left end of each one's baseline.
  private func placedLines(of layout: TextLayout, in size: CGSize) -> [CGPoint] {
    let visible = Self.linesShown(of: layout, height: size.height)
    // Leading is the right in a right-to-left environment; in a left-to-right one a line keeps
    // its paragraph's own side (a Hebrew or Arabic paragraph starts at the right).
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    return layout.lines.prefix(visible).map { line in
      let x: Double =
        switch alignment {
        case .leading: isRightToLeft ? size.width - line.width : line.x
        case .center: (size.width - line.width) / 2
        case .trailing: isRightToLeft ? 0 : size.width - line.width
        }
      return CGPoint(x: x, y: line.baselineY)
    }
  }

  /// The last `Text.Layout` made, for the layout and size it was made for.
  private var rendererLayout: (layout: TextLayout, size: CGSize, value: Text.Layout)?

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    guard let layout = placedLayout else { return }
    let bounds = CGRect(origin: .zero, size: size)
    let paint = style.paint(in: bounds, transform: .identity, opacity: 1)
    let origins = placedLines(of: layout, in: size)
    if let renderer = textRenderer(at: time), let metrics {
      let textLayout: Text.Layout
      if let cached = rendererLayout, cached.layout == layout, cached.size == size {
        textLayout = cached.value
      } else {
        textLayout = Text.Layout(
          layout, of: text, lineCount: origins.count, origins: origins,
          paints: spans.isEmpty ? [paint] : spans.map { $0.style.paint(in: bounds, transform: .identity, opacity: 1) },
          metrics: metrics)
        rendererLayout = (layout, size, textLayout)
      }
      var context = GraphicsContext(list: list, environment: environment, bounds: bounds)
      renderer.draw(layout: textLayout, in: &context)
      list.insertCommands(context.commands, at: list.commands.count)
      return
    }
    guard var fade = crossFade, fade.presence.isAnimating(at: time) else {
      drawLines(of: layout, at: origins, style: style, spans: spans, opacity: 1, in: bounds, into: &list)
      return
    }
    let presence = fade.presence.value(at: time)
    let oldOrigins = placedLines(of: fade.layout, in: size)
    if let down = fade.rollsDown, let metrics, spans.isEmpty, fade.spans.isEmpty, fade.layout.lines.count == 1, layout.lines.count == 1,
      let oldLine = fade.layout.lines.first, let newLine = layout.lines.first, !oldLine.isRightToLeft,
      !newLine.isRightToLeft, let oldOrigin = oldOrigins.first, let newOrigin = origins.first
    {
      // Measured at the roll's first frame and kept with it.
      let roll = fade.roll(from: oldLine.text, to: newLine.text, font: font, metrics: metrics)
      crossFade = fade
      let runs = TextCrossFade.rollRuns(
        roll, from: oldOrigin, to: newOrigin, presence: presence, travel: layout.fontMetrics.ascent, down: down
      ) { opacity in
        opacity == 1 ? paint : style.paint(in: bounds, transform: .identity, opacity: opacity)
      }
      for run in runs { list.text(run) }
      return
    }
    // (Before a delayed animation starts, only the old text shows.)
    if presence < 1 {
      drawLines(of: fade.layout, at: oldOrigins, style: fade.style, spans: fade.spans, opacity: 1 - presence, in: bounds, into: &list)
    }
    if presence > 0 {
      drawLines(of: layout, at: origins, style: style, spans: spans, opacity: presence, in: bounds, into: &list)
    }
  }

  /// Draws `layout`'s lines at `origins`: whole in `style` for text set one way, else piece by
  /// piece in each span's font and style, tracked characters one by one, with the spans'
  /// underlines and strikethroughs.
  private func drawLines(
    of layout: TextLayout, at origins: [CGPoint], style: ResolvedStyle, spans: [ResolvedTextSpan], opacity: Double,
    in bounds: CGRect, into list: inout DisplayListBuilder
  ) {
    guard !spans.isEmpty, let metrics else {
      let paint = style.paint(in: bounds, transform: .identity, opacity: opacity)
      for (line, origin) in zip(layout.lines, origins) where !line.text.isEmpty {
        list.text(TextRun(text: line.text, font: layout.font, origin: Point(origin), paint: paint, isRightToLeft: line.isRightToLeft))
      }
      return
    }
    let paints = spans.map { $0.style.paint(in: bounds, transform: .identity, opacity: opacity) }
    for (line, origin) in zip(layout.lines, origins) {
      for piece in line.pieces where piece.span < spans.count && piece.span < layout.spans.count {
        // Set as the layout set it (shrunk by `minimumScaleFactor`), styled as the span is.
        let set = layout.spans[piece.span]
        let span = spans[piece.span]
        let baseline = Point(x: origin.x + piece.x, y: origin.y - set.baselineOffset)
        if piece.characterOffsets.isEmpty {
          list.text(TextRun(text: piece.text, font: set.font, origin: baseline, paint: paints[piece.span], isRightToLeft: line.isRightToLeft))
        } else {
          // Tracked: each character where the layout put it.
          for (character, offset) in zip(piece.text, piece.characterOffsets) where !character.isWhitespace {
            list.text(
              TextRun(text: String(character), font: set.font, origin: Point(x: baseline.x + offset, y: baseline.y), paint: paints[piece.span]))
          }
        }
        let fontMetrics = metrics.metrics(for: set.font)
        // Lines as CoreText draws them: under the baseline by the font's underline position,
        // through the text at its strikeout position, each as thick as the font says.
        for (line, offset, thickness) in [
          (span.underline, fontMetrics.underlinePosition, fontMetrics.underlineThickness),
          (span.strikethrough, -fontMetrics.strikeoutPosition, fontMetrics.strikeoutThickness),
        ] {
          guard let line, piece.width > 0 else { continue }
          let rect = CGRect(x: baseline.x, y: baseline.y + offset - thickness / 2, width: piece.width, height: thickness)
          list.fill(rect: rect, with: opacity == 1 ? line : line.opacity(opacity))
        }
      }
    }
  }

  /// Also while the `.textRenderer(_:)` above it moves: the lines are drawn with its data.
  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || crossFade?.presence.isAnimating(at: time) == true
      || textRendererIsAnimating(at: time)
  }
}
